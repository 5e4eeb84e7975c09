package knockout

import (
	"taikai/tournament"

	"errors"
	"fmt"

	"taikai/pairing"
)

// Kind is a knockout bracket (決勝トーナメント): the entrants
// drawn on the lines of a bracket by seed, the winner of each game going
// on, with a 3位決定戦 when the section says so.
const Kind tournament.FormatKind = "knockout"

// Policy is the knockout bracket's tournament.FormatPolicy; it has its own
// standings (places: 優勝, 準優勝, 3位, ベスト8 …) and is drawn as a
// bracket.
type Policy struct{}

var (
	_ tournament.FormatPolicy  = Policy{}
	_ tournament.OptionLister  = Policy{}
	_ tournament.BracketFormat = Policy{}
)

// Help implements tournament.FormatHelper.
func (Policy) Help() tournament.FormatHelp {
	return tournament.FormatHelp{Names: tournament.Text{En: "トーナメント", Ja: "トーナメント"}, Flags: "[--third-place]",
		What: tournament.Text{En: "a bracket seeded by rank or by place, byes to the seeds", Ja: "段級位か順位で配置、シードに不戦勝"}}
}

// DrawsBracket implements tournament.BracketFormat.
func (Policy) DrawsBracket() bool { return true }

// Kind implements FormatPolicy.
func (Policy) Kind() tournament.FormatKind { return Kind }

// Aliases implements FormatPolicy.
func (Policy) Aliases() []string {
	return []string{"トーナメント", "決勝トーナメント", "ノックアウト"}
}

// Name implements FormatPolicy.
func (Policy) Name() tournament.Text {
	return tournament.Text{En: "knockout", Ja: "決勝トーナメント"}
}

// Configure implements FormatPolicy.
func (Policy) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if !o.Only("third-place") {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "a knockout takes only the third-place playoff (--third-place): no group size, advance, best of rest, wins, losses or bye",
			"決勝トーナメントに指定できるのは3位決定戦（--third-place）だけです（グループの人数・通過人数・勝敗数・不戦勝の指定はできません）")
	}
	return tournament.SetFormatDetail(tournament.Format{}, Detail{ThirdPlace: o.On("third-place")})
}

// Pair implements FormatPolicy.
func (Policy) Pair(p *tournament.FormatPairing) (tournament.Round, error) {
	if err := p.CheckNoWaiting(); err != nil {
		return tournament.Round{}, err
	}
	return pairKnockout(p)
}

// Standings implements FormatPolicy.
func (Policy) Standings(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, bool, error) {
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
func pairKnockout(p *tournament.FormatPairing) (tournament.Round, error) {
	ev, sec, ps, before, n := p.Event, p.Section, p.Participants, p.Before, p.N
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Round{}, err
	}
	r := tournament.Round{Number: n, PairedAt: p.Now().UTC()}
	if n == 1 {
		if sec.Format, r.Reason, err = drawKnockout(p, sw, sec.Format); err != nil {
			return tournament.Round{}, err
		}
		settings, err := knockoutRounds(ev, sec.Format)
		if err != nil {
			return tournament.Round{}, err
		}
		if err := p.SaveSection(sec, settings); err != nil {
			return tournament.Round{}, err
		}
		ev = p.Event
	}
	kb, err := knockoutOf(sec.Format)
	if err != nil {
		return tournament.Round{}, err
	}
	played, err := kb.read(ev, sw, ps, before)
	if err != nil {
		return tournament.Round{}, err
	}
	if len(played.open) > 0 {
		o := played.open[0]
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "round %d of the knockout cannot be paired: %s. A knockout game must have a winner: decide it by the game's own rule (Othello's draw-win right, a Go jigo replayed) and record the winner",
			"決勝トーナメントの %d 回戦は組めません：%s。トーナメントの対局には勝者が必要です。ゲームの規定（オセロの引き分け勝ちの権利、囲碁の持碁の打ち直しなど）で決めて、勝者を入力してください", n, o.what)
	}
	games, err := pairing.BracketNextRound(kb.bracket, played.results, kb.third)
	switch {
	case errors.Is(err, pairing.ErrBracketFinished):
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the knockout is over: its final was round %d", "決勝トーナメントは終わりました（決勝は %d 回戦）", kb.bracket.Rounds())
	case err != nil:
		return tournament.Round{}, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's rounds do not follow its bracket: %v", "決勝トーナメントの回戦が組合せ表と合いません：%v", err)
	case games[0].Round != n:
		return tournament.Round{}, tournament.NewProblem(tournament.ErrDamagedFile, "the knockout's next games are of its round %d, not %d: the event file's rounds do not follow the bracket",
			"決勝トーナメントの次の対局は %d 回戦のもので、%d 回戦ではありません（大会ファイルの回戦が組合せ表と合いません）", games[0].Round, n)
	}
	byID := make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	if n == 1 {
		for _, pr := range kb.bracket.FirstRound() {
			if pr[0] == pairing.Bye || pr[1] == pairing.Bye {
				seed := pr[0] + pr[1] - pairing.Bye
				r.Games = append(r.Games, tournament.Game{Black: kb.ids[seed], Why: tournament.Tr("knockout: seed %d has a bye in the first round", "決勝トーナメント：シード %d は1回戦不戦勝", seed+1)})
			}
		}
	}
	plays := func(id int) bool { p, ok := byID[id]; return ok && p.StatusIn(n) == tournament.Present }
	names := tournament.DisplayNames(ps)
	rounds := kb.bracket.Rounds()
	table := 0
	for _, bg := range games {
		a, b := kb.ids[bg.A], kb.ids[bg.B]
		stage := knockoutStage(bg.Round, rounds, bg.ThirdPlace)
		why := tournament.Tr("knockout, %s: seed %d v seed %d", "決勝トーナメント %s：シード %d 対 シード %d", stage, bg.A+1, bg.B+1)
		var label tournament.Text
		if bg.Round == rounds {
			label = stage
		}
		switch pa, pb := plays(a), plays(b); {
		case pa && pb:
			table++
			g := tournament.Game{Table: table, Black: a, White: b, Why: why, Label: label, Decisive: true}
			tournament.SeatGame(sw, ev, byID, &g, 0)
			r.Games = append(r.Games, g)
		case pa || pb:
			// The opponent has withdrawn or is absent: the one present
			// goes on without playing (不戦勝), a win by default.
			g := tournament.ByeOfPresent(a, b, pb, why)
			g.Why.En += ": a win by default"
			g.Label = label
			r.Games = append(r.Games, g)
		default:
			return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "neither %s nor %s plays round %d, and the knockout's game between them must have a winner: mark one of them present, or decide by hand who goes on",
				"%s と %s のどちらも %d 回戦に出場しません。決勝トーナメントのこの対局には勝者が必要です。どちらかを出場にしてください", names[a], names[b], n)
		}
	}
	return r, nil
}

// drawKnockout draws the bracket of the section's entrants (in the game,
// present in round 1, not withdrawn, entered from round 1) in the game's
// seeding order, and says in the returned reason what the draw could not
// keep apart.
func drawKnockout(p *tournament.FormatPairing, sw tournament.Swiss, format tournament.Format) (tournament.Format, tournament.Text, error) {
	ev, ps := p.Event, p.Participants
	f, err := DetailOf(format)
	if err != nil {
		return format, tournament.Text{}, err
	}
	var entrants []tournament.Participant
	for _, q := range sw.Seeding(ev, ps) {
		if sw.Entrant(q) && q.StatusIn(1) == tournament.Present && q.FirstRound <= 1 {
			entrants = append(entrants, q)
		}
	}
	switch {
	case len(entrants) < 2:
		return format, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "a knockout needs at least 2 entrants; the section has %d", "決勝トーナメントには2人以上必要です（この部門は %d 人）", len(entrants))
	case len(entrants) > pairing.MaxBracketEntrants:
		return format, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "a knockout has at most %d entrants; the section has %d", "決勝トーナメントは %d 人までです（この部門は %d 人）", pairing.MaxBracketEntrants, len(entrants))
	case f.ThirdPlace && len(entrants) < 4:
		return format, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "a third-place playoff (3位決定戦) needs at least 4 entrants; the section has %d: edit the section without it",
			"3位決定戦には4人以上必要です（この部門は %d 人）。3位決定戦なしに部門を変更してください", len(entrants))
	}
	entrants, why := tournament.SeedByOrigin(entrants)
	clubs := map[string]int{}
	in := make([]pairing.BracketEntrant, len(entrants))
	for i, q := range entrants {
		if q.Origin.Group > 0 {
			in[i].Group, in[i].Place = q.Origin.Group, q.Origin.Place
		}
		if q.Club == "" {
			continue
		}
		if _, ok := clubs[q.Club]; !ok {
			clubs[q.Club] = len(clubs) + 1
		}
		in[i].Club = clubs[q.Club]
	}
	apart, err := p.Apart()
	if err != nil {
		return format, tournament.Text{}, err
	}
	b, err := pairing.SeedBracketApart(in, pairing.BracketApart{NeverPair: apart.Indexed(entrants), SameClub: apart.SameClub()})
	if refused := apart.RefusalOf(err, tournament.DisplayNames(ps), func(i int) int { return entrants[i].ID }, tournament.Tr("the knockout's first round", "決勝トーナメントの1回戦")); refused != nil {
		return format, tournament.Text{}, refused
	}
	if err != nil {
		return format, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the knockout cannot be drawn: %v", "決勝トーナメントを組めません：%v", err)
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
		part := tournament.Tr("%s and %s (%s) meet in round %d", "%s と %s（%s）は %d 回戦で当たります", entrants[c.A].Name, entrants[c.B].Name, bracketRuleText(c.Rule), c.Round)
		why = joinText(why, part)
	}
	format, err = tournament.SetFormatDetail(format, f)
	return format, why, err
}

// bracketRuleText names a separation the draw keeps, in both languages.
func bracketRuleText(r pairing.BracketRule) tournament.Text {
	switch r {
	case pairing.SeparateGroupWinners:
		return tournament.Text{En: "group winners", Ja: "グループ1位同士"}
	case pairing.SeparateGroup:
		return tournament.Text{En: "same group", Ja: "同じグループ"}
	case pairing.SeparateClub:
		return tournament.Text{En: "same club", Ja: "同所属"}
	case pairing.SeparateNeverPair:
		return tournament.Text{En: "never pair", Ja: "対局させない指定"}
	}
	return tournament.Text{En: r.String(), Ja: r.String()}
}

// joinText appends part to t, separated as each language separates.
func joinText(t, part tournament.Text) tournament.Text {
	if t.En == "" {
		return part
	}
	return tournament.Text{En: t.En + "; " + part.En, Ja: t.Ja + "、" + part.Ja}
}

// knockoutRounds sets the game's rounds setting (when it has one) to the
// bracket's rounds, the 3位決定戦 played with the final; settings that
// cannot hold it are refused with the reason.
func knockoutRounds(ev tournament.Event, f tournament.Format) (map[string]string, error) {
	if _, ok := tournament.LookupSetting(ev.Game, tournament.SettingRounds); !ok {
		return nil, nil
	}
	kb, err := knockoutOf(f)
	if err != nil {
		return nil, err
	}
	rounds := kb.bracket.Rounds()
	norm, err := tournament.ValidateSettings(ev.Game, ev.Settings, map[string]string{tournament.SettingRounds: fmt.Sprint(rounds)})
	if err != nil {
		return nil, &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: fmt.Sprintf("the knockout of %d entrants has %d rounds, and the section's settings do not allow it: %s", kb.entrants(), rounds, tournament.Localize(err, tournament.English)),
			Ja: fmt.Sprintf("%d 人の決勝トーナメントは %d 回戦ですが、部門の設定と合いません：%s", kb.entrants(), rounds, tournament.Localize(err, tournament.Japanese))}}
	}
	return norm, nil
}

// knockoutStage names the round of a bracket of rounds rounds: 決勝戦,
// 3位決定戦, 準決勝, 準々決勝, else 1回戦, 2回戦 ….
func knockoutStage(round, rounds int, thirdPlace bool) tournament.Text {
	switch {
	case thirdPlace:
		return tournament.Text{En: "Third-place playoff", Ja: "3位決定戦"}
	case round == rounds:
		return tournament.Text{En: "Final", Ja: "決勝戦"}
	case round == rounds-1:
		return tournament.Text{En: "semi-final", Ja: "準決勝"}
	case round == rounds-2:
		return tournament.Text{En: "quarter-final", Ja: "準々決勝"}
	}
	return tournament.Tr("round %d", "%d回戦", round)
}

// Options implements OptionLister.
func (Policy) Options() []tournament.FormatOption {
	return []tournament.FormatOption{{Key: "third-place", Label: tournament.Text{En: "Third-place playoff (3位決定戦)", Ja: "3位決定戦を行う"}, Kind: tournament.OptionSwitch}}
}
