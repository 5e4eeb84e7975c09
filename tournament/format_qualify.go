package tournament

import (
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"

	"taikai/pairing"
)

// FormatQualify is a qualifying stage of 2勝通過2敗失格 (勝ち抜け): each round
// pairs the players still in by their (wins, losses) record, without a
// rematch; W wins qualify (通過), L losses eliminate (失格); the stage ends
// when everyone has qualified or been eliminated.
const FormatQualify FormatKind = "qualify"

func init() {
	RegisterFormat(qualify{})
}

// qualifyByes are the bye rules as the section stores them, and
// qualifyByeNames the words the arbiter may type for each.
var (
	qualifyByes = map[string]pairing.QualifyBye{
		"win": pairing.QualifyByeWin, "nothing": pairing.QualifyByeNothing, "lowest": pairing.QualifyByeLowestRecord}
	qualifyByeNames = map[string]string{
		"win": "win", "不戦勝": "win", "nothing": "nothing", "休み": "nothing", "lowest": "lowest", "最下位": "lowest"}
)

// QualifyByeDefault is the bye rule of a 2勝通過2敗失格 section made without
// one: the lowest record's (最下位), as a win.
const QualifyByeDefault = "lowest"

// qualify is the 2勝通過2敗失格 policy; its standings are its own.
type qualify struct{}

// Kind implements FormatPolicy.
func (qualify) Kind() FormatKind { return FormatQualify }

// Aliases implements FormatPolicy.
func (qualify) Aliases() []string {
	return []string{"2勝通過2敗失格", "勝ち抜け", "予選通過"}
}

// Name implements FormatPolicy.
func (qualify) Name() Text {
	return Text{En: "qualifying (wins through, losses out: 2 and 2, 3 and 2 …)", Ja: "勝ち抜け（2勝通過2敗失格、3勝通過2敗失格 など）"}
}

// NameOf implements FormatNamer: a section's 2勝通過2敗失格 with its numbers.
func (qualify) NameOf(f Format) Text {
	if f.Wins < 1 || f.Losses < 1 {
		return qualify{}.Name()
	}
	return Text{En: fmt.Sprintf("qualifying (%d wins through, %d losses out)", f.Wins, f.Losses),
		Ja: fmt.Sprintf("勝ち抜け（%d勝通過%d敗失格）", f.Wins, f.Losses)}
}

// Configure implements FormatPolicy.
func (qualify) Configure(o FormatOptions) (Format, error) {
	if o.GroupSize != 0 || o.Advance != 0 || o.BestOfRest != 0 || o.ThirdPlace {
		return Format{}, newProblem(ErrInvalidInput, "2勝通過2敗失格 takes only --wins, --losses and --bye (not group size, advance, best of rest or third place)",
			"勝ち抜け（2勝通過2敗失格）の指定は勝数・敗数・不戦勝（--wins・--losses・--bye）だけです（グループの人数・通過人数・3位決定戦はありません）")
	}
	if o.Wins < 1 || o.Wins > 9 || o.Losses < 1 || o.Losses > 9 {
		return Format{}, newProblem(ErrInvalidInput, "2勝通過2敗失格 needs --wins W and --losses L, each 1 to 9 (3勝通過2敗失格: --wins 3 --losses 2)",
			"勝ち抜けには勝数と敗数（--wins・--losses、それぞれ1〜9）が必要です（3勝通過2敗失格なら --wins 3 --losses 2）")
	}
	given := strings.ToLower(strings.TrimSpace(o.Bye))
	if given == "" {
		// The custom (不戦敗さん): the bye goes to a player of the lowest
		// record, as a win, so that it never carries a 1勝0敗 player
		// through on one game (issue 38). The section's list says so.
		given = QualifyByeDefault
	}
	bye, ok := qualifyByeNames[given]
	if !ok {
		return Format{}, newProblem(ErrInvalidInput, "2勝通過2敗失格 needs the bye rule, --bye win (不戦勝: a win), nothing (休み: neither) or lowest (最下位: a win for the lowest record); \"%s\" is none of them",
			"勝ち抜けには不戦勝の扱い（--bye win＝不戦勝、nothing＝休み、lowest＝最下位の成績に不戦勝）が必要です（「%s」はどれでもありません）", o.Bye)
	}
	return Format{Wins: o.Wins, Losses: o.Losses, Bye: bye}, nil
}

// Pair implements FormatPolicy.
func (qualify) Pair(p *FormatPairing) (Round, error) {
	return p.s.pairQualify(p.Writer, p.Event, p.Section, p.Participants, p.Before, p.N)
}

// Standings implements FormatPolicy.
func (qualify) Standings(ev Event, sec Section, ps []Participant, rs []Round, after int) (Table, bool, error) {
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
func (s *Service) pairQualify(w Writer, ev Event, sec Section, ps []Participant, before []Round, n int) (Round, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return Round{}, err
	}
	rules, err := qualifyRules(sec.Format)
	if err != nil {
		return Round{}, err
	}
	rules.AllowRematch = rules.AllowRematch || s.allowRematch
	recs, err := qualifyRecords(ev, sw, rules, ps, before, len(before))
	if err != nil {
		return Round{}, err
	}
	names := DisplayNames(ps)
	var held []qualifyHeld
	for _, p := range ps {
		if rec, ok := recs[p.ID]; ok {
			for _, h := range rec.held {
				if h.black == p.ID { // once per game
					held = append(held, h)
				}
			}
		}
	}
	if len(held) > 0 {
		h := heldText(held, names)
		return Round{}, newProblem(ErrInvalidInput, "%s: held pending a ruling (勝敗預かり), so its players' records are not known; rule on it (`taikai rule`), then pair round %d",
			"%s は勝敗預かりのため、対局者の成績が決まっていません。裁定（taikai rule）の後に %d 回戦を組み合わせてください", h, n)
	}
	rank := map[int]int{}
	for i, p := range sw.Seeding(ev, ps) {
		rank[p.ID] = i + 1
	}
	var players []pairing.QualifyPlayer
	var stillIn, qualified, absent []string
	for _, p := range ps {
		rec, ok := recs[p.ID]
		switch {
		case !ok:
			continue
		case rec.through > 0:
			qualified = append(qualified, names[p.ID])
			continue
		case rec.out > 0 || p.StatusIn(n) == Withdrawn:
			continue
		}
		stillIn = append(stillIn, names[p.ID])
		if p.StatusIn(n) != Present {
			absent = append(absent, names[p.ID])
			continue
		}
		players = append(players, pairing.QualifyPlayer{ID: p.ID, Record: rec.record, Rank: rank[p.ID], Affiliation: p.Club, History: rec.history})
	}
	switch {
	case len(stillIn) == 0:
		return Round{}, newProblem(ErrInvalidInput, "the stage is over: everyone has qualified or been eliminated after %d rounds; qualified (%d): %s",
			"勝ち抜けは終了しました（%d 回戦で全員が通過または失格）。通過 %d 人：%s", len(before), len(qualified), nameList(qualified))
	case len(players) == 0:
		return Round{}, newProblem(ErrInvalidInput, "nobody still in plays round %d: %s absent", "%d 回戦に出場する勝ち残りがいません（欠席：%s）", n, nameList(absent))
	}
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	apart := apartOf(ev, sw, ps)
	res, err := pairing.PairQualifyRound(pairing.QualifyRequest{Round: n, Players: players, Rules: rules, Seed: seed, Apart: apart.engine()})
	if p := apart.refusal(err, names, nil, tr("round %d of 2勝通過2敗失格", "勝ち抜けの %d 回戦", n)); p != nil {
		return Round{}, p
	}
	switch {
	case errors.Is(err, pairing.ErrQualifyLonePlayer):
		return Round{}, newProblem(ErrInvalidInput, "%s is the only player still in, with nobody to play, and the bye counts as nothing: no round can change the record; decide (qualify, eliminate or a playoff) and withdraw or pair by hand",
			"勝ち残りは %s ひとりで相手がなく、休みは勝ちにも負けにもならないため、成績が変わりません。通過・失格・決定戦のいずれかを決めて、棄権にするか手で組んでください", names[players[0].ID])
	case errors.Is(err, pairing.ErrQualifyRematch):
		return Round{}, rematchQuestion(n, players, names, err)
	case err != nil:
		return Round{}, newProblem(ErrInvalidInput, "the computer cannot pair round %d of 2勝通過2敗失格: %v", "勝ち抜けの %d 回戦を組み合わせられません（%v）", n, err)
	}
	r := Round{Number: n, PairedAt: s.now().UTC()}
	if err := s.qualifyRounds(w, &ev, sec, rules, n, &r); err != nil {
		return Round{}, err
	}
	byID := make(map[int]Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	table := 0
	for _, p := range res.Pairs {
		why := explanation(ev.Game, p.Why)
		if p.Bye {
			what := Text{En: "the bye counts as a win", Ja: "不戦勝（1勝）"}
			if !rules.Bye.CountsAsWin() {
				what = Text{En: "the bye counts as nothing", Ja: "休み（勝ちにも負けにもならない）"}
			}
			rec := recs[p.Black].record
			r.Games = append(r.Games, Game{Black: p.Black, Why: withNote(Text{En: rec.String() + ": " + what.En + "; " + why.En, Ja: rec.String() + "：" + what.Ja + "。" + why.Ja},
				keptApartNote(p.Why.KeptApart, names))})
			continue
		}
		table++
		why = Text{En: recs[p.Black].record.String() + " v " + recs[p.White].record.String() + ": " + why.En,
			Ja: recs[p.Black].record.String() + " 対 " + recs[p.White].record.String() + "：" + why.Ja}
		g := Game{Table: table, Black: p.Black, White: p.White, Why: why}
		if t := sw.Seat(ev, byID, &g, p.Why.ScoreDiff); t != nil {
			g.Why = Text{En: why.En + "; " + t.En, Ja: why.Ja + "。" + t.Ja}
		}
		g.Why = withNote(g.Why, keptApartNote(p.Why.KeptApart, names))
		if s.allowRematch && metBefore(before, g.Black, g.White) {
			// A rematch paired with the arbiter's consent says so.
			g.Warnings = PairingWarnings(ev.Game, before, n, g)
			g.Why = withNote(g.Why, Text{En: "rematch (再戦) with the arbiter's consent", Ja: "審判の了承による再戦"})
		}
		r.Games = append(r.Games, g)
	}
	return r, nil
}

// qualifyRounds keeps the game's rounds setting in step with the stage
// (see pairQualify), storing it with w; r.Reason says when round n goes
// past W+L−1.
func (s *Service) qualifyRounds(w Writer, ev *Event, sec Section, rules pairing.QualifyRules, n int, r *Round) error {
	if _, ok := LookupSetting(ev.Game, SettingRounds); !ok {
		return nil
	}
	bound := rules.RoundsBound()
	current, _ := strconv.Atoi(ev.Setting(SettingRounds))
	want := current
	switch {
	case n == 1:
		want = bound
	case n > current:
		want = n
	}
	if n > bound {
		r.Reason = Text{En: fmt.Sprintf("round %d goes past the %d round(s) of %d wins through, %d losses out: a draw, a bye counted as nothing or an absence left players still in", n, bound, rules.Wins, rules.Losses),
			Ja: fmt.Sprintf("%d勝通過%d敗失格の %d 回戦を超える %d 回戦です（引き分け・休み・欠席のため勝ち残りがいます）", rules.Wins, rules.Losses, bound, n)}
	}
	if want == current && n > 1 {
		return nil
	}
	norm, err := ValidateSettings(ev.Game, ev.Settings, map[string]string{SettingRounds: fmt.Sprint(want)})
	if err != nil {
		return &Problem{Kind: ErrInvalidInput, Text: Text{
			En: fmt.Sprintf("%d wins through, %d losses out needs %d rounds, and the section's settings do not allow it: %s", rules.Wins, rules.Losses, want, Localize(err, English)),
			Ja: fmt.Sprintf("%d勝通過%d敗失格には %d 回戦が必要ですが、部門の設定と合いません：%s", rules.Wins, rules.Losses, want, Localize(err, Japanese))}}
	}
	ev.Settings = maps.Clone(ev.Settings)
	if ev.Settings == nil {
		ev.Settings = map[string]string{}
	}
	maps.Copy(ev.Settings, norm)
	ev.scope = &sec
	return w.PutEvent(*ev)
}

// nameList lists names for a message, in each language's way.
func nameList(names []string) Text {
	return Text{En: strings.Join(names, ", "), Ja: strings.Join(names, "、")}
}

// rematchQuestion asks the arbiter's consent to a rematch when the players
// still in of round n have all met: the computer then pairs the fewest
// rematches; or the arbiter pairs the round by hand.
func rematchQuestion(n int, players []pairing.QualifyPlayer, names map[int]string, cause error) error {
	var who []string
	for _, p := range players {
		who = append(who, names[p.ID])
	}
	q := Text{
		En: fmt.Sprintf("round %d cannot be paired without a rematch (再戦) among the %d players still in (%s): pair the rematch with the arbiter's consent (taikai pair FILE --rematch), or pair the round by hand (taikai pair FILE --manual TABLE:A-B)",
			n, len(players), nameList(who).En),
		Ja: fmt.Sprintf("%d 回戦は勝ち残り %d 人（%s）の中で再戦なしには組めません。審判の了承で再戦を組むか（taikai pair FILE --rematch）、手で組み合わせてください（taikai pair FILE --manual 卓:A-B）",
			n, len(players), nameList(who).Ja)}
	return NewQuestion(q, cause, Choice{Key: AnswerRematch, Label: Text{En: "Pair the rematch", Ja: "再戦で組む"}})
}

// metBefore reports whether a and b played each other in one of rs.
func metBefore(rs []Round, a, b int) bool {
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
func (qualify) HandPlayers(ev Event, sec Section, ps []Participant, before []Round, n int) (map[int]bool, error) {
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
		if !ok || rec.through > 0 || rec.out > 0 || p.StatusIn(n) == Withdrawn {
			continue
		}
		if len(rec.held) > 0 {
			h := heldText(rec.held, DisplayNames(ps))
			return nil, newProblem(ErrInvalidInput, "%[1]s: held pending a ruling (勝敗預かり), so its players' records are not known; rule on it (`taikai rule`), then pair round %[3]d",
				"%[2]s は勝敗預かりのため、対局者の成績が決まっていません。裁定（taikai rule）の後に %[3]d 回戦を組み合わせてください", h.En, h.Ja, n)
		}
		may[p.ID] = p.StatusIn(n) == Present
	}
	if len(may) == 0 {
		return nil, newProblem(ErrInvalidInput, "the stage is over: everyone has qualified or been eliminated", "勝ち抜けは終了しました（全員が通過または失格）")
	}
	return may, nil
}

// HandDone implements HandPairer for a 2勝通過2敗失格 stage: the game's
// rounds setting follows the stage as when the computer pairs it.
func (qualify) HandDone(p *FormatPairing, r *Round) error {
	rules, err := qualifyRules(p.Section.Format)
	if err != nil {
		return err
	}
	return p.s.qualifyRounds(p.Writer, &p.Event, p.Section, rules, p.N, r)
}
