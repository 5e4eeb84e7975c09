package tournament

import (
	"errors"
	"fmt"
	"maps"

	"taikai/pairing"
)

// FormatKnockout is a knockout bracket (決勝トーナメント): the entrants
// drawn on the lines of a bracket by seed, the winner of each game going
// on, with a 3位決定戦 when the section says so.
const FormatKnockout FormatKind = "knockout"

func init() {
	RegisterFormat(knockout{})
}

// knockout is the knockout bracket's policy; it has its own standings
// (places: 優勝, 準優勝, 3位, ベスト8 …).
type knockout struct{}

// Kind implements FormatPolicy.
func (knockout) Kind() FormatKind { return FormatKnockout }

// Aliases implements FormatPolicy.
func (knockout) Aliases() []string {
	return []string{"トーナメント", "決勝トーナメント", "ノックアウト"}
}

// Name implements FormatPolicy.
func (knockout) Name() Text { return Text{En: "knockout", Ja: "決勝トーナメント"} }

// Configure implements FormatPolicy.
func (knockout) Configure(o FormatOptions) (Format, error) {
	if o.GroupSize != 0 || o.Advance != 0 || o.BestOfRest != 0 || o.Wins != 0 || o.Losses != 0 || o.Bye != "" {
		return Format{}, newProblem(ErrInvalidInput, "a knockout takes only the third-place playoff (--third-place): no group size, advance, best of rest, wins, losses or bye",
			"決勝トーナメントに指定できるのは3位決定戦（--third-place）だけです（グループの人数・通過人数・勝敗数・不戦勝の指定はできません）")
	}
	return Format{ThirdPlace: o.ThirdPlace}, nil
}

// Pair implements FormatPolicy.
func (knockout) Pair(p *FormatPairing) (Round, error) {
	return p.s.pairKnockout(p.Writer, p.Event, p.Section, p.Participants, p.Before, p.N)
}

// Standings implements FormatPolicy.
func (knockout) Standings(ev Event, sec Section, ps []Participant, rs []Round, after int) (Table, bool, error) {
	return knockoutStandings(ev, sec, ps, rs, after)
}

// pairKnockout pairs round n of a knockout. Round 1 draws the bracket
// from the entrants in the game's seeding order (pairing.SeedBracket:
// byes to the top seeds, players of one club kept apart where possible),
// stores its lines and makes the game's rounds setting the bracket's
// rounds; round n pairs the winners of round n−1 (with the final, the
// 3位決定戦 when the section plays it). A game of an earlier round
// without a winner refuses the round: the game's own rule decides it,
// never the bracket.
func (s *Service) pairKnockout(w Writer, ev Event, sec Section, ps []Participant, before []Round, n int) (Round, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return Round{}, err
	}
	r := Round{Number: n, PairedAt: s.now().UTC()}
	if n == 1 {
		if sec.Format, r.Reason, err = drawKnockout(ev, sw, sec.Format, ps); err != nil {
			return Round{}, err
		}
		ev.scope = &sec
		if ev, err = knockoutRounds(ev, sec.Format); err != nil {
			return Round{}, err
		}
		if err := w.PutEvent(ev); err != nil {
			return Round{}, err
		}
	}
	kb, err := knockoutOf(sec.Format)
	if err != nil {
		return Round{}, err
	}
	played, err := kb.read(ev, sw, ps, before)
	if err != nil {
		return Round{}, err
	}
	if len(played.open) > 0 {
		o := played.open[0]
		return Round{}, newProblem(ErrInvalidInput, "round %d of the knockout cannot be paired: %s. A knockout game must have a winner: decide it by the game's own rule (Othello's draw-win right, a Go jigo replayed) and record the winner",
			"決勝トーナメントの %d 回戦は組めません：%s。トーナメントの対局には勝者が必要です。ゲームの規定（オセロの引き分け勝ちの権利、囲碁の持碁の打ち直しなど）で決めて、勝者を入力してください", n, o.what)
	}
	games, err := pairing.BracketNextRound(kb.bracket, played.results, sec.Format.ThirdPlace)
	switch {
	case errors.Is(err, pairing.ErrBracketFinished):
		return Round{}, newProblem(ErrInvalidInput, "the knockout is over: its final was round %d", "決勝トーナメントは終わりました（決勝は %d 回戦）", kb.bracket.Rounds())
	case err != nil:
		return Round{}, newProblem(ErrDamagedFile, "the knockout's rounds do not follow its bracket: %v", "決勝トーナメントの回戦が組合せ表と合いません：%v", err)
	case games[0].Round != n:
		return Round{}, newProblem(ErrDamagedFile, "the knockout's next games are of its round %d, not %d: the event file's rounds do not follow the bracket",
			"決勝トーナメントの次の対局は %d 回戦のもので、%d 回戦ではありません（大会ファイルの回戦が組合せ表と合いません）", games[0].Round, n)
	}
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	if n == 1 {
		for _, pr := range kb.bracket.FirstRound() {
			if pr[0] == pairing.Bye || pr[1] == pairing.Bye {
				seed := pr[0] + pr[1] - pairing.Bye
				r.Games = append(r.Games, Game{Black: kb.ids[seed], Why: tr("knockout: seed %d has a bye in the first round", "決勝トーナメント：シード %d は1回戦不戦勝", seed+1)})
			}
		}
	}
	plays := func(id int) bool { p, ok := byID[id]; return ok && p.StatusIn(n) == Present }
	names := DisplayNames(ps)
	rounds := kb.bracket.Rounds()
	table := 0
	for _, bg := range games {
		a, b := kb.ids[bg.A], kb.ids[bg.B]
		stage := knockoutStage(bg.Round, rounds, bg.ThirdPlace)
		why := tr("knockout, %s: seed %d v seed %d", "決勝トーナメント %s：シード %d 対 シード %d", stage, bg.A+1, bg.B+1)
		var label Text
		if bg.Round == rounds {
			label = stage
		}
		switch pa, pb := plays(a), plays(b); {
		case pa && pb:
			table++
			g := Game{Table: table, Black: a, White: b, Why: why, Label: label, Decisive: true}
			if t := sw.Seat(ev, byID, &g, 0); t != nil {
				g.Why = Text{En: why.En + "; " + t.En, Ja: why.Ja + "。" + t.Ja}
			}
			r.Games = append(r.Games, g)
		case pa || pb:
			// The opponent has withdrawn or is absent: the one present
			// goes on without playing (不戦勝).
			present := a
			if pb {
				present = b
			}
			r.Games = append(r.Games, Game{Black: present, Label: label,
				Why: Text{En: why.En + "; the opponent does not play this round: a win by default", Ja: why.Ja + "。相手が欠場のため不戦勝"}})
		default:
			return Round{}, newProblem(ErrInvalidInput, "neither %s nor %s plays round %d, and the knockout's game between them must have a winner: mark one of them present, or decide by hand who goes on",
				"%s と %s のどちらも %d 回戦に出場しません。決勝トーナメントのこの対局には勝者が必要です。どちらかを出場にしてください", names[a], names[b], n)
		}
	}
	return r, nil
}

// drawKnockout draws the bracket of the section's entrants (in the game,
// present in round 1, not withdrawn, entered from round 1) in the game's
// seeding order, and says in the returned reason what the draw could not
// keep apart.
func drawKnockout(ev Event, sw Swiss, f Format, ps []Participant) (Format, Text, error) {
	var entrants []Participant
	for _, p := range sw.Seeding(ev, ps) {
		if sw.Entrant(p) && p.StatusIn(1) == Present && p.FirstRound <= 1 {
			entrants = append(entrants, p)
		}
	}
	switch {
	case len(entrants) < 2:
		return f, Text{}, newProblem(ErrInvalidInput, "a knockout needs at least 2 entrants; the section has %d", "決勝トーナメントには2人以上必要です（この部門は %d 人）", len(entrants))
	case len(entrants) > pairing.MaxBracketEntrants:
		return f, Text{}, newProblem(ErrInvalidInput, "a knockout has at most %d entrants; the section has %d", "決勝トーナメントは %d 人までです（この部門は %d 人）", pairing.MaxBracketEntrants, len(entrants))
	case f.ThirdPlace && len(entrants) < 4:
		return f, Text{}, newProblem(ErrInvalidInput, "a third-place playoff (3位決定戦) needs at least 4 entrants; the section has %d: edit the section without it",
			"3位決定戦には4人以上必要です（この部門は %d 人）。3位決定戦なしに部門を変更してください", len(entrants))
	}
	entrants, why := seedByOrigin(entrants)
	clubs := map[string]int{}
	in := make([]pairing.BracketEntrant, len(entrants))
	for i, p := range entrants {
		if p.Origin.Group > 0 {
			in[i].Group, in[i].Place = p.Origin.Group, p.Origin.Place
		}
		if p.Club == "" {
			continue
		}
		if _, ok := clubs[p.Club]; !ok {
			clubs[p.Club] = len(clubs) + 1
		}
		in[i].Club = clubs[p.Club]
	}
	apart := apartOf(ev, sw, ps)
	b, err := pairing.SeedBracketApart(in, pairing.BracketApart{NeverPair: apart.indexed(entrants), SameClub: apart.sameClub})
	if p := apart.refusal(err, DisplayNames(ps), func(i int) int { return entrants[i].ID }, tr("the knockout's first round", "決勝トーナメントの1回戦")); p != nil {
		return f, Text{}, p
	}
	if err != nil {
		return f, Text{}, newProblem(ErrInvalidInput, "the knockout cannot be drawn: %v", "決勝トーナメントを組めません：%v", err)
	}
	f.Lines = make([]int, len(b.Lines))
	for line, e := range b.Lines {
		if e != pairing.Bye {
			f.Lines[line] = entrants[e].ID
		}
	}
	for _, c := range b.Conflicts {
		// The draw numbers entrants by seed; the lines as stored number
		// them by the seed of their line, which a swap may have changed,
		// so the note names them.
		part := tr("%s and %s (%s) meet in round %d", "%s と %s（%s）は %d 回戦で当たります", entrants[c.A].Name, entrants[c.B].Name, bracketRuleText(c.Rule), c.Round)
		why = joinText(why, part)
	}
	return f, why, nil
}

// bracketRuleText names a separation the draw keeps, in both languages.
func bracketRuleText(r pairing.BracketRule) Text {
	switch r {
	case pairing.SeparateGroupWinners:
		return Text{En: "group winners", Ja: "グループ1位同士"}
	case pairing.SeparateGroup:
		return Text{En: "same group", Ja: "同じグループ"}
	case pairing.SeparateClub:
		return Text{En: "same club", Ja: "同所属"}
	case pairing.SeparateNeverPair:
		return Text{En: "never pair", Ja: "対局させない指定"}
	}
	return Text{En: r.String(), Ja: r.String()}
}

// joinText appends part to t, separated as each language separates.
func joinText(t, part Text) Text {
	if t.En == "" {
		return part
	}
	return Text{En: t.En + "; " + part.En, Ja: t.Ja + "、" + part.Ja}
}

// knockoutRounds sets the game's rounds setting (when it has one) to the
// bracket's rounds, the 3位決定戦 played with the final; settings that
// cannot hold it are refused with the reason.
func knockoutRounds(ev Event, f Format) (Event, error) {
	if _, ok := LookupSetting(ev.Game, SettingRounds); !ok {
		return ev, nil
	}
	kb, err := knockoutOf(f)
	if err != nil {
		return ev, err
	}
	rounds := kb.bracket.Rounds()
	norm, err := ValidateSettings(ev.Game, ev.Settings, map[string]string{SettingRounds: fmt.Sprint(rounds)})
	if err != nil {
		return ev, &Problem{Kind: ErrInvalidInput, Text: Text{
			En: fmt.Sprintf("the knockout of %d entrants has %d rounds, and the section's settings do not allow it: %s", kb.entrants(), rounds, Localize(err, English)),
			Ja: fmt.Sprintf("%d 人の決勝トーナメントは %d 回戦ですが、部門の設定と合いません：%s", kb.entrants(), rounds, Localize(err, Japanese))}}
	}
	ev.Settings = maps.Clone(ev.Settings)
	if ev.Settings == nil {
		ev.Settings = map[string]string{}
	}
	maps.Copy(ev.Settings, norm)
	return ev, nil
}

// knockoutStage names the round of a bracket of rounds rounds: 決勝戦,
// 3位決定戦, 準決勝, 準々決勝, else 1回戦, 2回戦 ….
func knockoutStage(round, rounds int, thirdPlace bool) Text {
	switch {
	case thirdPlace:
		return Text{En: "Third-place playoff", Ja: "3位決定戦"}
	case round == rounds:
		return Text{En: "Final", Ja: "決勝戦"}
	case round == rounds-1:
		return Text{En: "semi-final", Ja: "準決勝"}
	case round == rounds-2:
		return Text{En: "quarter-final", Ja: "準々決勝"}
	}
	return tr("round %d", "%d回戦", round)
}
