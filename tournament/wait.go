package tournament

import (
	"errors"
	"slices"
	"strconv"

	"taikai/pairing"
)

// PairWaiting pairs player, who waits in round n (待ち合わせ), with the
// loser of the finished game at table `table` (its winner under
// wait_with=winner): a game added to round n at the section's next venue
// table, counted as a game of the round in the scores, the standings and
// the pairing history. Its colours are the pairing's between the two (the
// colour balance, then the other of their last game) and the game seats
// them as it seats any game (Go's handicap by rank). Refused while the
// table has no result, when the result has no single loser (a draw, 両負け,
// 無勝負, 勝敗預かり), and for a player who is not waiting. The returned
// warnings are the pairing rules the game breaks (a rematch): the
// arbiter chose it, so it stands.
func (s *Service) PairWaiting(n, player, table int) (Game, []Text, error) {
	var out Game
	var warnings []Text
	err := s.updateText("round.wait", func(w Writer) (Text, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return Text{}, err
		}
		r, err := roundOf(rs, n)
		if err != nil {
			return Text{}, err
		}
		names := DisplayNames(ps)
		wi, err := waitingIndex(r, player, names)
		if err != nil {
			return Text{}, err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return Text{}, err
		}
		_, with, err := OddPlayerOf(ev)
		if err != nil {
			return Text{}, err
		}
		first, _, err := TableOf(r, table)
		if err != nil {
			return Text{}, err
		}
		opp, _, err := waitOpponent(ev, sw, ps, r, first, with, names, player)
		if err != nil {
			return Text{}, err
		}
		switch apartOf(ev, sw, ps).kept(player, opp) {
		case pairing.ApartNeverPair:
			return Text{}, newProblem(ErrInvalidInput, "%s and %s must not meet (never pair): pair %s with another finished table, or give the bye",
				"%s と %s は対局させない指定です。%s は別の終わった卓の人と組むか、不戦勝にしてください", names[player], names[opp], names[player])
		case pairing.ApartSameClub:
			return Text{}, newProblem(ErrInvalidInput, "%s and %s are of one club (same_club=hard): pair %s with another finished table, or give the bye",
				"%s と %s は同じ所属です（same_club=hard）。%s は別の終わった卓の人と組むか、不戦勝にしてください", names[player], names[opp], names[player])
		}
		g, err := waitGame(ev, sw, ps, rs, n, player, opp)
		if err != nil {
			return Text{}, err
		}
		g.WaitFor = first.Table
		if g.Table, err = nextTable(ev, r); err != nil {
			return Text{}, err
		}
		// Round n counts as before the game: the loser has played in it.
		g.Warnings = PairingWarnings(ev.Game, rs, n+1, g)
		warnings = g.Warnings
		r.Waiting = slices.Delete(r.Waiting, wi, wi+1)
		r.Games = append(r.Games, g)
		out = g
		return tr("round %d table %d: #%d–#%d added, the waiting player with the %s of table %d (待ち合わせ)",
			"%d 回戦 %d 番卓：待ち合わせ #%d–#%d（%s番卓の%s）", n, g.Table, g.Black, g.White, withWord(with), first.Table), w.PutRound(r)
	})
	return out, warnings, err
}

// ByeForWaiting gives player, who waits in round n (待ち合わせ), the bye
// by hand: when no game is left to pair them with, worth what the game's
// bye setting says, as a bye of the round.
func (s *Service) ByeForWaiting(n, player int) error {
	return s.updateWaiting(n, func(w Writer, r Round, names map[int]string) (Text, error) {
		wi, err := waitingIndex(r, player, names)
		if err != nil {
			return Text{}, err
		}
		r.Waiting = slices.Delete(r.Waiting, wi, wi+1)
		r.Games = append(r.Games, Game{Black: player, Why: tr("the bye, given by the arbiter to the waiting player (待ち合わせ)", "待ち合わせの選手に審判が不戦勝")})
		return tr("round %d: #%d, who waited, has the bye", "%d 回戦：待ち合わせの #%d を不戦勝に", n, player), w.PutRound(r)
	})
}

// updateWaiting makes a logged change of the 待ち合わせ of round n: change
// gets the round and the participants' names (DisplayNames).
func (s *Service) updateWaiting(n int, change func(w Writer, r Round, names map[int]string) (Text, error)) error {
	return s.updateText("round.wait", func(w Writer) (Text, error) {
		ps, err := w.Participants()
		if err != nil {
			return Text{}, err
		}
		r, err := storedRound(w, n)
		if err != nil {
			return Text{}, err
		}
		return change(w, r, DisplayNames(ps))
	})
}

// waitingIndex is player's place in round r's waiting list; refused for a
// player who is not waiting.
func waitingIndex(r Round, player int, names map[int]string) (int, error) {
	for i, w := range r.Waiting {
		if w.Player == player {
			return i, nil
		}
	}
	who := names[player]
	if who == "" {
		who = "#" + strconv.Itoa(player)
	}
	if len(r.Waiting) == 0 {
		return -1, newProblem(ErrInvalidInput, "nobody waits for a game in round %d (待ち合わせ): %s is not waiting", "%d 回戦に待ち合わせの選手はいません（%s は待ち合わせではありません）", r.Number, who)
	}
	var waiting []string
	for _, w := range r.Waiting {
		waiting = append(waiting, names[w.Player])
	}
	return -1, newProblem(ErrInvalidInput, "%s is not waiting in round %d; waiting: %s", "%s は %d 回戦の待ち合わせではありません（待ち合わせ：%s）", who, r.Number, joinNames(waiting))
}

func joinNames(ns []string) Text {
	en, ja := "", ""
	for i, n := range ns {
		if i > 0 {
			en, ja = en+", ", ja+"、"
		}
		en, ja = en+n, ja+n
	}
	return Text{En: en, Ja: ja}
}

// withWord names whom the waiting player plays.
func withWord(with WaitWith) Text {
	if with == WaitWithWinner {
		return Text{En: "winner", Ja: "勝った人"}
	}
	return Text{En: "loser", Ja: "負けた人"}
}

// waitOpponent is the loser (or winner) of finished game g: refused while
// it has no result, when its result has no single loser, and when that
// side is the arbiter or has played twice already. short is the refusal
// in a few words, for a list of tables.
func waitOpponent(ev Event, sw Swiss, ps []Participant, r Round, g Game, with WaitWith, names map[int]string, player int) (opp int, short Text, err error) {
	if g.IsBye() || g.Result == nil {
		return 0, tr("still playing", "対局中"), newProblem(ErrInvalidInput, "round %d table %d has no result yet: %s waits until a game finishes, then plays its %s",
			"%d 回戦 %d 番卓はまだ結果がありません。%s は対局が終わるまで待ち、その卓の%sと対局します", r.Number, g.Table, names[player], withWord(with))
	}
	b, wh, err := gamePoints(ev, sw, ps, g)
	if err != nil {
		return 0, Text{}, err
	}
	var winner, loser int
	switch {
	case b == 2 && wh == 0:
		winner, loser = g.Black, g.White
	case wh == 2 && b == 0:
		winner, loser = g.White, g.Black
	default:
		return 0, tr("%s: no single %s", "%s：%sが決まっていません", Text{En: ResultText(ev, g.Result.Text, English), Ja: ResultText(ev, g.Result.Text, Japanese)}, withWord(with)), newProblem(ErrInvalidInput,
			"round %d table %d (%s) has no single %s: a draw, 両負け, 無勝負 or a result held for a ruling (勝敗預かり). Pair %s with another finished table, or, when none is left, give the bye (`taikai wait FILE %d PLAYER --bye`)",
			"%d 回戦 %d 番卓（%s）には%sが1人に決まっていません（引き分け・両負け・無勝負・勝敗預かり）。%s はほかの終わった卓と組むか、残っていなければ不戦勝にしてください（taikai wait FILE %d 選手 --bye）",
			r.Number, g.Table, g.Result.Text, withWord(with), names[player], r.Number)
	}
	opp = loser
	if with == WaitWithWinner {
		opp = winner
	}
	if opp == ArbiterID {
		return 0, tr("the %s is the arbiter", "%sは審判", withWord(with)), newProblem(ErrInvalidInput, "the %s of round %d table %d is the arbiter (審判対局): pair %s with another table",
			"%[2]d 回戦 %[3]d 番卓の%[1]sは審判です（審判対局）。%[4]s はほかの卓と組んでください", withWord(with), r.Number, g.Table, names[player])
	}
	for _, e := range r.Games {
		if e.WaitFor != 0 && e.Has(opp) {
			return 0, tr("%s has played twice", "%s は2局目を打ちました", names[opp]), newProblem(ErrInvalidInput, "%s already played a second game in round %d (table %d): pair %s with another table",
				"%s は %d 回戦ですでに2局目（%d 番卓）を打っています。%s はほかの卓と組んでください", names[opp], r.Number, e.Table, names[player])
		}
	}
	return opp, Text{}, nil
}

// waitGame is the game of player against opp in round n: the pairing's
// colours between the two (their records through round n so far, a
// rematch allowed at its cost: the arbiter chose it), seated by the game.
func waitGame(ev Event, sw Swiss, ps []Participant, rs []Round, n, player, opp int) (Game, error) {
	before := rs[:n]
	for i, r := range before {
		if r.Number != i+1 {
			return Game{}, newProblem(ErrDamagedFile, "round %d is missing from the event file", "大会ファイルに %d 回戦がありません", i+1)
		}
	}
	scoreAfter, place, err := sw.Scores(ev, ps, before)
	if err != nil {
		return Game{}, err
	}
	var players []pairing.Player
	for _, id := range []int{player, opp} {
		pl := pairing.Player{ID: id, Score: scoreAfter[n][id], Rank: place[id]}
		if pl.History, pl.Extra, err = swissHistory(ev, sw, ps, before, scoreAfter, id); err != nil {
			return Game{}, err
		}
		players = append(players, pl)
	}
	set, err := ev.PairingSettings()
	if err != nil {
		return Game{}, err
	}
	if set.RematchSameColours == pairing.Forbidden {
		set.RematchSameColours = set.RematchOppositeColours
	}
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	res, err := pairing.PairRound(pairing.Request{Round: n + 1, Players: players, Settings: set, Seed: seed})
	if err != nil || len(res.Pairs) != 1 {
		return Game{}, newProblem(ErrInvalidInput, "the computer cannot seat the game: %v", "対局の手番を決められません（%v）", err)
	}
	p := res.Pairs[0]
	why := p.Why
	g := Game{Black: p.Black, White: p.White, Why: tr("待ち合わせ: %s", "待ち合わせ：%s", explanation(ev.Game, why))}
	byID := make(map[int]Participant, len(ps))
	for _, q := range ps {
		byID[q.ID] = q
	}
	if t := sw.Seat(ev, byID, &g, why.ScoreDiff); t != nil {
		g.Why = tr("待ち合わせ: %s", "待ち合わせ：%s", *t)
	}
	return g, nil
}

// nextTable is the venue table of a game added to round r: the one after
// the round's highest, within the section's range of tables.
func nextTable(ev Event, r Round) (int, error) {
	t := ev.TableBase()
	for _, g := range r.Games {
		t = max(t, g.Table)
	}
	t++
	if sec, ok := ev.InSection(); ok && !sec.Tables.IsZero() && !sec.Tables.Contains(t) {
		return 0, newProblem(ErrInvalidInput, "section %s has no free table for the game: its tables %s are all in use; widen them (taikai section edit FILE %s --tables FROM-TO)",
			"部門 %s に空いている卓がありません（卓番号 %s）。範囲を広げてください（taikai section edit FILE %s --tables 開始-終了）", sec.Label(), sec.Tables, sec.Key)
	}
	if t > MaxTable {
		return 0, newProblem(ErrInvalidInput, "table %d is beyond the venue's numbers (up to %d)", "%d 番卓は卓番号の上限（%d）を超えます", t, MaxTable)
	}
	return t, nil
}

// WaitChoice is a table of a round as the waiting player's opponent
// (待ち合わせ): the player they would play there, or why the table cannot
// be chosen (no result yet, no single loser).
type WaitChoice struct {
	Table int
	Game  Game
	// Opponent is the loser (or winner) of the table; 0 when it cannot be
	// chosen, Why saying why in a few words (対局中).
	Opponent int
	Why      Text
}

// WaitChoices lists the tables of round n, in the round's order, as the
// opponent of player, who waits in it; with is whom the section pairs the
// waiting player with. Refused for a player who is not waiting.
func (s *Service) WaitChoices(n, player int) ([]WaitChoice, WaitWith, error) {
	var out []WaitChoice
	var with WaitWith
	err := s.store.View(func(rd Reader) error {
		ev, ps, rs, err := readAll(rd)
		if err != nil {
			return err
		}
		r, err := roundOf(rs, n)
		if err != nil {
			return err
		}
		names := DisplayNames(ps)
		if _, err := waitingIndex(r, player, names); err != nil {
			return err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return err
		}
		if _, with, err = OddPlayerOf(ev); err != nil {
			return err
		}
		for _, g := range r.Games {
			if g.IsBye() {
				continue
			}
			c := WaitChoice{Table: g.Table, Game: g}
			opp, short, err := waitOpponent(ev, sw, ps, r, g, with, names, player)
			var p *Problem
			switch {
			case err == nil:
				c.Opponent = opp
			case errors.As(err, &p):
				c.Why = short
			default:
				return err
			}
			out = append(out, c)
		}
		return nil
	})
	return out, with, err
}

// UnpairWaiting takes back the 待ち合わせ game player was given in round n
// (PairWaiting), while it has no result: the game leaves the round and the
// player waits again.
func (s *Service) UnpairWaiting(n, player int) error {
	return s.updateWaiting(n, func(w Writer, r Round, names map[int]string) (Text, error) {
		i := slices.IndexFunc(r.Games, func(g Game) bool { return g.WaitFor != 0 && g.Has(player) && oddIn(r, g, player) })
		if i < 0 {
			return Text{}, newProblem(ErrInvalidInput, "%s has no 待ち合わせ game in round %d to take back", "%s には %d 回戦で取り消す待ち合わせの対局がありません", names[player], n)
		}
		g := r.Games[i]
		if g.Result != nil {
			return Text{}, newProblem(ErrInvalidInput, "round %d table %d already has a result; clear it first", "%d 回戦 %d 番卓にはすでに結果があります。先に結果を取り消してください", n, g.Table)
		}
		r.Games = slices.Delete(r.Games, i, i+1)
		r.Waiting = append(r.Waiting, Waiting{Player: player, Why: tr("waits again: the game at table %d was taken back (待ち合わせ)", "待ち合わせ：%d 番卓の対局を取り消し、再び待ちます", g.Table)})
		return tr("round %d table %d: #%d–#%d taken back, #%d waits again (待ち合わせ)", "%d 回戦 %d 番卓：#%d–#%d を取り消し、#%d は再び待ち合わせ", n, g.Table, g.Black, g.White, player), w.PutRound(r)
	})
}
