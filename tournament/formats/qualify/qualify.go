// Package qualify is the 2勝通過2敗失格 stage (勝ち抜け): a format as a game is
// a discipline, one package behind tournament.FormatPolicy, registered by
// tournament/formats.
package qualify

import (
	"taikai/tournament"

	"errors"
	"fmt"
	"strconv"
	"strings"

	"taikai/pairing"
)

// Kind is a qualifying stage of 2勝通過2敗失格 (勝ち抜け): each round
// pairs the players still in by their (wins, losses) record, without a
// rematch; W wins qualify (通過), L losses eliminate (失格); the stage ends
// when everyone has qualified or been eliminated.
const Kind tournament.FormatKind = "qualify"

// qualifyByes are the bye rules as the section stores them, and
// qualifyByeNames the words the arbiter may type for each.
var (
	qualifyByes = map[string]pairing.QualifyBye{
		"win": pairing.QualifyByeWin, "nothing": pairing.QualifyByeNothing, "lowest": pairing.QualifyByeLowestRecord}
	qualifyByeNames = map[string]string{
		"win": "win", "不戦勝": "win", "nothing": "nothing", "休み": "nothing", "lowest": "lowest", "最下位": "lowest"}
)

// ByeDefault is the bye rule of a 2勝通過2敗失格 section made without
// one: the lowest record's (最下位), as a win.
const ByeDefault = "lowest"

// Policy is the 2勝通過2敗失格 policy (tournament.FormatPolicy); its
// standings are its own.
type Policy struct{}

var (
	_ tournament.FormatPolicy = Policy{}
	_ tournament.FinalPlacer  = Policy{}
	_ tournament.OptionLister = Policy{}
	_ tournament.HandPairer   = Policy{}
	_ tournament.FormatNamer  = Policy{}

	_ tournament.FormatDefaulter = Policy{}
)

// Help implements tournament.FormatHelper.
func (Policy) Help() tournament.FormatHelp {
	return tournament.FormatHelp{Names: tournament.Text{En: "2勝通過2敗失格, 勝ち抜け", Ja: "2勝通過2敗失格・勝ち抜け"},
		Flags: "--wins W --losses L [--bye lowest|win|nothing]",
		What: tournament.Text{En: "W wins through, L losses out; the bye to the lowest record as a win by default (the custom)",
			Ja: "W 勝で通過、L 敗で失格。不戦勝は既定で成績が最下位の人に（1勝。慣例どおり）"}}
}

// DefaultsSaid implements tournament.FormatDefaulter: the bye given to the
// lowest record when no bye rule was typed (the custom, 不戦敗さん).
func (Policy) DefaultsSaid(f tournament.Format, given tournament.FormatOptions) []tournament.Text {
	if d, err := DetailOf(f); err != nil || d.Bye != ByeDefault || strings.TrimSpace(given["bye"]) != "" {
		return nil
	}
	return []tournament.Text{{En: "the bye goes to a player of the lowest record and counts as a win (the custom; --bye win or nothing to change it)",
		Ja: "不戦勝は成績が最下位の人に（1勝として。慣例どおりの既定。変えるなら --bye win か nothing）"}}
}

// Kind implements FormatPolicy.
func (Policy) Kind() tournament.FormatKind { return Kind }

// Aliases implements FormatPolicy.
func (Policy) Aliases() []string {
	return []string{"2勝通過2敗失格", "勝ち抜け", "予選通過"}
}

// Name implements FormatPolicy.
func (Policy) Name() tournament.Text {
	return tournament.Text{En: "qualifying (wins through, losses out: 2 and 2, 3 and 2 …)", Ja: "勝ち抜け（2勝通過2敗失格、3勝通過2敗失格 など）"}
}

// NameOf implements FormatNamer: a section's 2勝通過2敗失格 with its numbers.
func (Policy) NameOf(f tournament.Format) tournament.Text {
	d, err := DetailOf(f)
	if err != nil || d.Wins < 1 || d.Losses < 1 {
		return Policy{}.Name()
	}
	return tournament.Text{En: fmt.Sprintf("qualifying (%d wins through, %d losses out)", d.Wins, d.Losses),
		Ja: fmt.Sprintf("勝ち抜け（%d勝通過%d敗失格）", d.Wins, d.Losses)}
}

// Configure implements FormatPolicy.
func (Policy) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if !o.Only("wins", "losses", "bye") {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "2勝通過2敗失格 takes only --wins, --losses and --bye (not group size, advance, best of rest or third place)",
			"勝ち抜け（2勝通過2敗失格）の指定は勝数・敗数・不戦勝（--wins・--losses・--bye）だけです（グループの人数・通過人数・3位決定戦はありません）")
	}
	wins, losses := o.Int("wins"), o.Int("losses")
	if wins < 1 || wins > 9 || losses < 1 || losses > 9 {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "2勝通過2敗失格 needs --wins W and --losses L, each 1 to 9 (3勝通過2敗失格: --wins 3 --losses 2)",
			"勝ち抜けには勝数と敗数（--wins・--losses、それぞれ1〜9）が必要です（3勝通過2敗失格なら --wins 3 --losses 2）")
	}
	given := strings.ToLower(strings.TrimSpace(o["bye"]))
	if given == "" {
		// The custom (不戦敗さん): the bye goes to a player of the lowest
		// record, as a win, so that it never carries a 1勝0敗 player
		// through on one game (issue 38). The section's list says so.
		given = ByeDefault
	}
	bye, ok := qualifyByeNames[given]
	if !ok {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "2勝通過2敗失格 needs the bye rule, --bye win (不戦勝: a win), nothing (休み: neither) or lowest (最下位: a win for the lowest record); \"%s\" is none of them",
			"勝ち抜けには不戦勝の扱い（--bye win＝不戦勝、nothing＝休み、lowest＝最下位の成績に不戦勝）が必要です（「%s」はどれでもありません）", o["bye"])
	}
	return tournament.SetFormatDetail(tournament.Format{}, Detail{Wins: wins, Losses: losses, Bye: bye})
}

// Pair implements FormatPolicy.
func (Policy) Pair(p *tournament.FormatPairing) (tournament.Round, error) {
	if err := p.CheckNoWaiting(); err != nil {
		return tournament.Round{}, err
	}
	return pairQualify(p)
}

// Standings implements FormatPolicy.
func (Policy) Standings(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, bool, error) {
	t, err := qualifyStandings(ev, sec, ps, rs, after)
	return t, true, err
}

// pairQualify pairs round n of a 2勝通過2敗失格 stage: the entrants still in
// and present, by record, with pairing.PairQualifyRound. A game of the
// rounds before held pending a ruling (勝敗預かり) blocks it: the record of
// its players is not known. The game's rounds setting follows the stage:
// W+L−1 at round 1 (the most rounds when every game has a winner and the
// bye is a win), raised to n when a draw, a bye counted as nothing or an
// absence takes the stage past it, so that the game's pages and standings
// count every round.
func pairQualify(p *tournament.FormatPairing) (tournament.Round, error) {
	ev, sec, ps, before, n := p.Event, p.Section, p.Participants, p.Before, p.N
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Round{}, err
	}
	rules, err := qualifyRules(sec.Format)
	if err != nil {
		return tournament.Round{}, err
	}
	rules.AllowRematch = rules.AllowRematch || p.AllowRematch()
	recs, err := qualifyRecords(ev, sw, rules, ps, before, len(before))
	if err != nil {
		return tournament.Round{}, err
	}
	names := tournament.DisplayNames(ps)
	var held []qualifyHeld
	for _, q := range ps {
		if rec, ok := recs[q.ID]; ok {
			for _, h := range rec.held {
				if h.black == q.ID { // once per game
					held = append(held, h)
				}
			}
		}
	}
	if len(held) > 0 {
		h := heldText(held, names)
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s: held pending a ruling (勝敗預かり), so its players' records are not known; rule on it (`taikai rule`), then pair round %d",
			"%s は勝敗預かりのため、対局者の成績が決まっていません。裁定（taikai rule）の後に %d 回戦を組み合わせてください", h, n)
	}
	rank := map[int]int{}
	for i, q := range sw.Seeding(ev, ps) {
		rank[q.ID] = i + 1
	}
	var players []pairing.QualifyPlayer
	var stillIn, qualified, absent []string
	for _, q := range ps {
		rec, ok := recs[q.ID]
		switch {
		case !ok:
			continue
		case rec.through > 0:
			qualified = append(qualified, names[q.ID])
			continue
		case rec.out > 0 || q.StatusIn(n) == tournament.Withdrawn:
			continue
		}
		stillIn = append(stillIn, names[q.ID])
		if q.StatusIn(n) != tournament.Present {
			absent = append(absent, names[q.ID])
			continue
		}
		players = append(players, pairing.QualifyPlayer{ID: q.ID, Record: rec.record, Rank: rank[q.ID], Affiliation: q.Club, History: rec.history})
	}
	switch {
	case len(stillIn) == 0:
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the stage is over: everyone has qualified or been eliminated after %d rounds; qualified (%d): %s",
			"勝ち抜けは終了しました（%d 回戦で全員が通過または失格）。通過 %d 人：%s", len(before), len(qualified), tournament.NameList(qualified))
	case len(players) == 0:
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "nobody still in plays round %d: %s absent", "%d 回戦に出場する勝ち残りがいません（欠席：%s）", n, tournament.NameList(absent))
	}
	seed, _ := strconv.ParseUint(ev.Setting(tournament.SettingSeed), 10, 64)
	apart, err := p.Apart()
	if err != nil {
		return tournament.Round{}, err
	}
	res, err := pairing.PairQualifyRound(pairing.QualifyRequest{Round: n, Players: players, Rules: rules, Seed: seed, Apart: apart.Engine()})
	if refused := apart.Refusal(err, names, tournament.Tr("round %d of 2勝通過2敗失格", "勝ち抜けの %d 回戦", n)); refused != nil {
		return tournament.Round{}, refused
	}
	switch {
	case errors.Is(err, pairing.ErrQualifyLonePlayer):
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "%s is the only player still in, with nobody to play, and the bye counts as nothing: no round can change the record; decide (qualify, eliminate or a playoff) and withdraw or pair by hand",
			"勝ち残りは %s ひとりで相手がなく、休みは勝ちにも負けにもならないため、成績が変わりません。通過・失格・決定戦のいずれかを決めて、棄権にするか手で組んでください", names[players[0].ID])
	case errors.Is(err, pairing.ErrQualifyRematch):
		return tournament.Round{}, rematchQuestion(n, players, names, err)
	case err != nil:
		return tournament.Round{}, tournament.NewProblem(tournament.ErrInvalidInput, "the computer cannot pair round %d of 2勝通過2敗失格: %v", "勝ち抜けの %d 回戦を組み合わせられません（%v）", n, err)
	}
	r := tournament.Round{Number: n, PairedAt: p.Now().UTC()}
	if err := qualifyRounds(p, rules, &r); err != nil {
		return tournament.Round{}, err
	}
	ev = p.Event // with the rounds setting qualifyRounds stored
	byID := make(map[int]tournament.Participant, len(ps))
	for _, q := range ps {
		byID[q.ID] = q
	}
	table := 0
	for _, pr := range res.Pairs {
		why := tournament.Explanation(ev.Game, pr.Why)
		if pr.Bye {
			what := tournament.Text{En: "the bye counts as a win", Ja: "不戦勝（1勝）"}
			if !rules.Bye.CountsAsWin() {
				what = tournament.Text{En: "the bye counts as nothing", Ja: "休み（勝ちにも負けにもならない）"}
			}
			rec := recs[pr.Black].record
			r.Games = append(r.Games, tournament.Game{Black: pr.Black, Why: tournament.WithNote(tournament.Text{En: rec.String() + ": " + what.En + "; " + why.En, Ja: rec.String() + "：" + what.Ja + "。" + why.Ja},
				tournament.KeptApartNote(pr.Why.KeptApart, names))})
			continue
		}
		table++
		why = tournament.Text{En: recs[pr.Black].record.String() + " v " + recs[pr.White].record.String() + ": " + why.En,
			Ja: recs[pr.Black].record.String() + " 対 " + recs[pr.White].record.String() + "：" + why.Ja}
		g := tournament.Game{Table: table, Black: pr.Black, White: pr.White, Why: why}
		tournament.SeatGame(sw, ev, byID, &g, pr.Why.ScoreDiff)
		g.Why = tournament.WithNote(g.Why, tournament.KeptApartNote(pr.Why.KeptApart, names))
		if p.AllowRematch() && metBefore(before, g.Black, g.White) {
			// A rematch paired with the arbiter's consent says so.
			g.Warnings = tournament.PairingWarnings(ev.Game, before, n, g)
			g.Why = tournament.WithNote(g.Why, tournament.Text{En: "rematch (再戦) with the arbiter's consent", Ja: "審判の了承による再戦"})
		}
		r.Games = append(r.Games, g)
	}
	return r, nil
}

// qualifyRounds keeps the game's rounds setting in step with the stage
// (see pairQualify), storing it with w; r.Reason says when round n goes
// past W+L−1.
func qualifyRounds(p *tournament.FormatPairing, rules pairing.QualifyRules, r *tournament.Round) error {
	ev, n := &p.Event, p.N
	if _, ok := tournament.LookupSetting(ev.Game, tournament.SettingRounds); !ok {
		return nil
	}
	bound := rules.RoundsBound()
	current, _ := strconv.Atoi(ev.Setting(tournament.SettingRounds))
	want := current
	switch {
	case n == 1:
		want = bound
	case n > current:
		want = n
	}
	if n > bound {
		r.Reason = tournament.Text{En: fmt.Sprintf("round %d goes past the %d round(s) of %d wins through, %d losses out: a draw, a bye counted as nothing or an absence left players still in", n, bound, rules.Wins, rules.Losses),
			Ja: fmt.Sprintf("%d勝通過%d敗失格の %d 回戦を超える %d 回戦です（引き分け・休み・欠席のため勝ち残りがいます）", rules.Wins, rules.Losses, bound, n)}
	}
	if want == current && n > 1 {
		return nil
	}
	norm, err := tournament.ValidateSettings(ev.Game, ev.Settings, map[string]string{tournament.SettingRounds: fmt.Sprint(want)})
	if err != nil {
		return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
			En: fmt.Sprintf("%d wins through, %d losses out needs %d rounds, and the section's settings do not allow it: %s", rules.Wins, rules.Losses, want, tournament.Localize(err, tournament.English)),
			Ja: fmt.Sprintf("%d勝通過%d敗失格には %d 回戦が必要ですが、部門の設定と合いません：%s", rules.Wins, rules.Losses, want, tournament.Localize(err, tournament.Japanese))}}
	}
	return p.SaveSection(p.Section, norm)
}

// rematchQuestion asks the arbiter's consent to a rematch when the players
// still in of round n have all met: the computer then pairs the fewest
// rematches; or the arbiter pairs the round by hand.
func rematchQuestion(n int, players []pairing.QualifyPlayer, names map[int]string, cause error) error {
	var who []string
	for _, p := range players {
		who = append(who, names[p.ID])
	}
	q := tournament.Text{
		En: fmt.Sprintf("round %d cannot be paired without a rematch (再戦) among the %d players still in (%s): pair the rematch with the arbiter's consent (taikai pair FILE --rematch), or pair the round by hand (taikai pair FILE --manual TABLE:A-B)",
			n, len(players), tournament.NameList(who).En),
		Ja: fmt.Sprintf("%d 回戦は勝ち残り %d 人（%s）の中で再戦なしには組めません。審判の了承で再戦を組むか（taikai pair FILE --rematch）、手で組み合わせてください（taikai pair FILE --manual 卓:A-B）",
			n, len(players), tournament.NameList(who).Ja)}
	return tournament.NewQuestion(q, cause, tournament.Choice{Key: tournament.AnswerRematch, Label: tournament.Text{En: "Pair the rematch", Ja: "再戦で組む"}})
}

// metBefore reports whether a and b played each other in one of rs.
func metBefore(rs []tournament.Round, a, b int) bool {
	for _, r := range rs {
		for _, g := range r.Games {
			if !g.IsBye() && g.Has(a) && g.Has(b) {
				return true
			}
		}
	}
	return false
}

// HandPlayers implements HandPairer for a 2勝通過2敗失格 stage: the players still in (neither
// through nor out, not withdrawn), true for those present; refused while
// a game is held pending a ruling (its players' records are not known).
func (Policy) HandPlayers(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, before []tournament.Round, n int) (map[int]bool, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return nil, err
	}
	rules, err := qualifyRules(sec.Format)
	if err != nil {
		return nil, err
	}
	recs, err := qualifyRecords(ev, sw, rules, ps, before, len(before))
	if err != nil {
		return nil, err
	}
	may := map[int]bool{}
	for _, p := range ps {
		rec, ok := recs[p.ID]
		if !ok || rec.through > 0 || rec.out > 0 || p.StatusIn(n) == tournament.Withdrawn {
			continue
		}
		if len(rec.held) > 0 {
			h := heldText(rec.held, tournament.DisplayNames(ps))
			return nil, tournament.NewProblem(tournament.ErrInvalidInput, "%[1]s: held pending a ruling (勝敗預かり), so its players' records are not known; rule on it (`taikai rule`), then pair round %[3]d",
				"%[2]s は勝敗預かりのため、対局者の成績が決まっていません。裁定（taikai rule）の後に %[3]d 回戦を組み合わせてください", h.En, h.Ja, n)
		}
		may[p.ID] = p.StatusIn(n) == tournament.Present
	}
	if len(may) == 0 {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "the stage is over: everyone has qualified or been eliminated", "勝ち抜けは終了しました（全員が通過または失格）")
	}
	return may, nil
}

// HandDone implements HandPairer for a 2勝通過2敗失格 stage: the game's
// rounds setting follows the stage as when the computer pairs it.
func (Policy) HandDone(p *tournament.FormatPairing, r *tournament.Round) error {
	rules, err := qualifyRules(p.Section.Format)
	if err != nil {
		return err
	}
	return qualifyRounds(p, rules, r)
}
