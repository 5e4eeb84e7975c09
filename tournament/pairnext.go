package tournament

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"taikai/pairing"
	"taikai/rules/othello"
)

// PairNextRound pairs the next round of a Swiss event with the pairing
// engine (SPEC §2.1) and stores it, unpublished, in one transaction. The
// previous round must have every result in (a 勝敗預かり counts as in: the
// players are paired by their current score).
func (s *Service) PairNextRound() (Round, error) {
	var out Round
	err := s.update("round.pair", func(w Writer) (string, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return "", err
		}
		n := len(rs) + 1
		if len(rs) > 0 {
			if missing := rs[len(rs)-1].Missing(); len(missing) > 0 {
				return "", newProblem(ErrInvalidInput, "round %d still waits for results at tables %s; enter them (or `pending`) first",
					"%d 回戦の結果がまだです（卓 %s）。先に入力してください（保留は pending）", len(rs), tablesList(missing))
			}
		}
		if out, err = s.pairRound(ev, ps, rs, n); err != nil {
			return "", err
		}
		detail := fmt.Sprintf("round %d paired: %d games%s", n, len(out.Games), byeNote(out))
		if out.Reason.En != "" {
			detail += "; " + out.Reason.En
		}
		return detail, w.PutRound(out)
	})
	return out, err
}

// RepairRound discards unplayed round n (the last) and pairs it again, in
// one transaction.
func (s *Service) RepairRound(n int) (Round, error) {
	var out Round
	err := s.update("round.repair", func(w Writer) (string, error) {
		ev, ps, rs, err := readAll(w)
		if err != nil {
			return "", err
		}
		if len(rs) == 0 || rs[len(rs)-1].Number != n {
			return "", newProblem(ErrInvalidInput, "only the last round can be re-paired", "組み直せるのは最後の回戦だけです")
		}
		if rs[len(rs)-1].Played() {
			return "", newProblem(ErrInvalidInput, "round %d already has results; correct them instead", "%d 回戦にはすでに結果があります。結果を修正してください", n)
		}
		if out, err = s.pairRound(ev, ps, rs[:len(rs)-1], n); err != nil {
			return "", err
		}
		return fmt.Sprintf("round %d re-paired: %d games%s", n, len(out.Games), byeNote(out)), w.PutRound(out)
	})
	return out, err
}

// othelloTable returns every player's score after each round before n
// (index 0: before round 1) and the place after the last.
func othelloTable(ev Event, set othello.Settings, ps []Participant, before []Round, n int) ([]map[int]int, map[int]int, error) {
	oplayers, orounds, err := othelloInput(ev, ps, before, n-1)
	if err != nil {
		return nil, nil, err
	}
	byRound, err := set.StandingsByRound(oplayers, orounds)
	if err != nil {
		return nil, nil, err
	}
	scoreAfter := []map[int]int{{}}
	place := map[int]int{}
	for _, rows := range byRound {
		m := map[int]int{}
		for _, row := range rows {
			m[row.ID] = int(row.Score)
			place[row.ID] = row.Place
		}
		scoreAfter = append(scoreAfter, m)
	}
	return scoreAfter, place, nil
}

// pairRound computes round n from the rounds before it.
func (s *Service) pairRound(ev Event, ps []Participant, before []Round, n int) (Round, error) {
	if ev.Game == Yonin {
		return Round{}, newProblem(ErrInvalidInput, "four-player shogi is seated in tables of four, not paired", "四人将棋は4人卓で組みます（組合せではありません）")
	}
	rounds, _ := strconv.Atoi(ev.Setting(SettingRounds))
	var set othello.Settings
	if ev.Game == Othello {
		var err error
		if set, err = ev.OthelloSettings(); err != nil {
			return Round{}, err
		}
		rounds = set.Rounds
	}
	if n > rounds {
		if ev.Game == Othello {
			return Round{}, newProblem(ErrInvalidInput, "all %d preliminary rounds are paired; the final comes from the standings",
				"予選 %d 回戦はすべて組み合わせ済みです。決勝は順位から決まります", rounds)
		}
		return Round{}, newProblem(ErrInvalidInput, "all %d rounds are paired (setting rounds)", "全 %d 回戦を組み合わせ済みです（設定 rounds）", rounds)
	}
	pset, err := ev.PairingSettings()
	if err != nil {
		return Round{}, err
	}
	players, err := swissPlayers(ev, set, ps, before, n)
	if err != nil {
		return Round{}, err
	}
	byID := map[int]Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	r := Round{Number: n, PairedAt: s.now().UTC()}
	if ev.Game == Othello && n == set.Rounds && n == set.EarlyFinalAfterRound+1 {
		// The early-final rule (SPEC §2.3): all-win players skip the last round.
		d, ok, err := earlyFinal(ev, set, ps, before)
		if err != nil {
			return Round{}, err
		}
		if ok {
			r.Reason = Text{En: d.Reason.En, Ja: d.Reason.Ja}
		}
		if ok && d.Applies {
			r.EarlyFinalists = d.Finalists
			players = slices.DeleteFunc(players, func(p pairing.Player) bool { return slices.Contains(d.Finalists, p.ID) })
		}
	}
	if len(players) < 2 {
		return Round{}, newProblem(ErrInvalidInput, "round %d has %d player(s) present; at least 2 are needed", "%d 回戦の出場者が %d 人です。2人以上必要です", n, len(players))
	}
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	res, err := pairing.PairRound(pairing.Request{Round: n, Players: players, Settings: pset, Seed: seed})
	if err != nil {
		return Round{}, newProblem(ErrInvalidInput, "the computer cannot pair round %d: %v; pair by hand or change the pairing settings",
			"%d 回戦を組み合わせられません（%v）。手で組むか、組合せの設定を変えてください", n, err)
	}
	table := 0
	for _, p := range res.Pairs {
		why := Text{En: p.Why.String(), Ja: p.Why.Japanese()}
		if p.Bye {
			r.Games = append(r.Games, Game{Black: p.Black, Why: why})
			continue
		}
		table++
		g := Game{Table: table, Black: p.Black, White: p.White, Why: why}
		if ev.Game == PairGo && pairHandicap(byID, &g) {
			d := Points(max(p.Why.ScoreDiff, -p.Why.ScoreDiff))
			g.Why = Text{En: fmt.Sprintf("score difference %s; the stronger pair takes White", d),
				Ja: fmt.Sprintf("点差%s、ハンデポイントの高いペアが白", d)}
		}
		if ev.Game == Go && goHandicap(ev, byID, &g) {
			// The ranks, not the colour balance, gave the colours.
			d := Points(max(p.Why.ScoreDiff, -p.Why.ScoreDiff))
			g.Why = Text{En: fmt.Sprintf("score difference %s; colours by rank: the weaker player (下手) takes Black", d),
				Ja: fmt.Sprintf("点差%s、手番は段級位による（下手が黒）", d)}
		}
		r.Games = append(r.Games, g)
	}
	return r, nil
}

// swissPlayers builds the pairing engine's view of the players present in
// round n: score and standing after the rounds before, and their history.
func swissPlayers(ev Event, set othello.Settings, ps []Participant, before []Round, n int) ([]pairing.Player, error) {
	var scoreAfter []map[int]int
	var place map[int]int
	var err error
	if ev.Game == Othello {
		scoreAfter, place, err = othelloTable(ev, set, ps, before, n)
	} else {
		scoreAfter, place, err = goTable(ev, ps, before)
	}
	if err != nil {
		return nil, err
	}
	if len(before) == 0 {
		// Round 1: the rank order (strongest first), for pairing by rank
		// and for the bye, then the lot.
		lot := lots(ev, ps)
		order := slices.Clone(ps)
		slices.SortStableFunc(order, func(a, b Participant) int {
			return cmp.Or(cmp.Compare(b.PairPoint, a.PairPoint), cmp.Compare(b.Rank.order(), a.Rank.order()), cmp.Compare(b.Rating, a.Rating), cmp.Compare(lot[a.ID], lot[b.ID]))
		})
		for i, p := range order {
			place[p.ID] = i + 1
		}
	}
	byRound := scoreAfter[1:]
	var out []pairing.Player
	for _, p := range ps {
		if p.StatusIn(n) != Present || !entrant(ev.Game, p) {
			continue
		}
		pl := pairing.Player{ID: p.ID, Score: scoreAfter[len(byRound)][p.ID], Rank: place[p.ID], Affiliation: p.Club}
		for k, r := range before {
			hg := pairing.Game{Opponent: pairing.NoOpponent}
			for _, g := range r.Games {
				switch {
				case g.IsBye() && g.Black == p.ID:
					hg.Bye = true
				case g.Black == p.ID:
					hg.Opponent, hg.Color = g.White, pairing.Black
				case g.White == p.ID:
					hg.Opponent, hg.Color = g.Black, pairing.White
				default:
					continue
				}
				if hg.Opponent != pairing.NoOpponent {
					hg.ScoreDiff = scoreAfter[k][p.ID] - scoreAfter[k][hg.Opponent]
				}
			}
			pl.History = append(pl.History, hg)
		}
		out = append(out, pl)
	}
	return out, nil
}

func tablesList(ts []int) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(t)
	}
	return s
}

func byeNote(r Round) string {
	for _, g := range r.Games {
		if g.IsBye() {
			return fmt.Sprintf(", bye to #%d", g.Black)
		}
	}
	return ""
}
