package othello

import (
	"fmt"
	"slices"
	"strings"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

// EarlyFinalCheck applies the early-final rule (docs/rules.md §2.3) to the standings
// after the round before the last, once its results are all in. ok is false
// while that round is not complete (or already past the point of asking).
func (s *Service) EarlyFinalCheck() (d rules.EarlyFinalDecision, ok bool, err error) {
	err = s.View(func(r tournament.Reader) error {
		ev, ps, rs, err := tournament.ReadAll(r)
		if err != nil || ev.Game != Kind {
			return err
		}
		set, err := SettingsOf(ev)
		if err != nil {
			return err
		}
		d, ok, err = earlyFinal(ev, set, ps, rs)
		return err
	})
	return d, ok, err
}

func earlyFinal(ev tournament.Event, set rules.Settings, ps []tournament.Participant, rs []tournament.Round) (rules.EarlyFinalDecision, bool, error) {
	after := set.EarlyFinalAfterRound
	if !set.EarlyFinalRule || tournament.CompleteRounds(rs) < after {
		return rules.EarlyFinalDecision{}, false, nil
	}
	rows, _, err := standingsThrough(ev, set, ps, rs, after)
	if err != nil {
		return rules.EarlyFinalDecision{}, false, err
	}
	return set.EarlyFinal(rows, after), true, nil
}

// earlyFinalists returns the players who skip the last preliminary round,
// as decided when it was paired.
func earlyFinalists(rs []tournament.Round, last int) []int {
	for _, r := range rs {
		if r.Number == last {
			return r.EarlyFinalists
		}
	}
	return nil
}

// PairFinals makes the round after the preliminaries: the final, and the
// third-place playoff when its conditions hold (docs/rules.md §2.3). Colours are
// provisional until the hidden-disc ceremony of each game is recorded.
func (s *Service) PairFinals() (tournament.Round, rules.FinalsDecision, error) {
	var out tournament.Round
	var d rules.FinalsDecision
	err := s.Update("round.finals", func(w tournament.Writer) (string, error) {
		ev, ps, rs, err := tournament.ReadAll(w)
		if err != nil {
			return "", err
		}
		if ev.Game != Kind {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "finals are for Othello events", "決勝戦はオセロの大会のものです")
		}
		set, err := SettingsOf(ev)
		if err != nil {
			return "", err
		}
		for _, r := range rs {
			if r.Final {
				return "", tournament.NewProblem(tournament.ErrInvalidInput, "the final is already paired: round %d (undo it to pair it again)", "決勝戦はすでに組んであります（%d 回戦）。組み直すには取り消してください", r.Number)
			}
		}
		if len(rs) != set.Rounds || tournament.CompleteRounds(rs) < set.Rounds {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "the final comes after all %d preliminary rounds have their results", "決勝戦は予選 %d 回戦の結果がすべて揃ってから組みます", set.Rounds)
		}
		rows, _, err := standingsThrough(ev, set, ps, rs, set.Rounds)
		if err != nil {
			return "", err
		}
		if d, err = set.Finals(rows); err != nil {
			return "", othelloProblem(err)
		}
		out = tournament.Round{Number: set.Rounds + 1, Final: true, PairedAt: s.Now().UTC(), Reason: tournament.Text{En: d.Reason.En, Ja: d.Reason.Ja}}
		out.Games = append(out.Games, tournament.Game{Table: 1, Black: d.Finalists[0], White: d.Finalists[1], Label: finalLabel,
			Why: tournament.Text{En: "preliminary 1st v 2nd; colours by hidden disc", Ja: "予選1位と2位。手番は伏せ石で決定"}})
		if d.Playoff {
			out.Games = append(out.Games, tournament.Game{Table: 2, Black: d.Third[0], White: d.Third[1], Label: playoffLabel,
				Why: tournament.Text{En: "preliminary 3rd v 4th; colours by hidden disc", Ja: "予選3位と4位。手番は伏せ石で決定"}})
		}
		if err := tournament.PlaceTables(w, &out); err != nil {
			return "", err
		}
		return "finals: " + d.Reason.En, w.PutRound(out)
	})
	return out, d, err
}

// HiddenDiscRoles says who hides the disc and who calls at table `table` of
// the final round (rule 2: the higher rank hides; equal or unknown, the
// older), and why.
func (s *Service) HiddenDiscRoles(n, table int) (hider, caller int, why tournament.Text, err error) {
	err = s.View(func(r tournament.Reader) error {
		ps, g, err := readFinalGame(r, n, table)
		if err != nil {
			return err
		}
		var why2 rules.Text
		hider, caller, why2, err = rules.WhoHides(contender(ps, g.Black), contender(ps, g.White))
		why = tournament.Text{En: why2.En, Ja: why2.Ja}
		if err != nil {
			return othelloProblem(err)
		}
		return nil
	})
	return hider, caller, why, err
}

func contender(ps []tournament.Participant, id int) rules.Contender {
	c := rules.Contender{ID: id}
	for _, p := range ps {
		if p.ID == id {
			if v, ok := p.Rank.Value(); ok {
				c.Rank, c.RankKnown = v, true
			} else if p.Rank.Kind == tournament.RankPro {
				c.Rank, c.RankKnown = 100, true
			}
			c.Birth = p.Birth
		}
	}
	return c
}

// readFinalGame reads the participants and the game at table `table` of
// the final round n (finalGame).
func readFinalGame(r tournament.Reader, n, table int) ([]tournament.Participant, tournament.Game, error) {
	_, ps, rs, err := tournament.ReadAll(r)
	if err != nil {
		return nil, tournament.Game{}, err
	}
	g, err := finalGame(rs, n, table)
	return ps, g, err
}

func finalGame(rs []tournament.Round, n, table int) (tournament.Game, error) {
	r, err := tournament.RoundOf(rs, n)
	if err != nil {
		return tournament.Game{}, err
	}
	g, _, ok := r.GameAt(table)
	if !ok || !decisive(r, g) {
		return tournament.Game{}, tournament.NewProblem(tournament.ErrNotFound, "round %d has no final, playoff or knockout game at table %d", "%d 回戦の %d 番卓は決勝戦・3位決定戦・トーナメントの対局ではありません", n, table)
	}
	return g, nil
}

// RecordHiddenDisc records the 伏せ石 ceremony of a final or playoff game:
// the hider (who may differ from HiddenDiscRoles' answer when the arbiter
// decided), the call, the face up, the right taken and the colour taken.
// It sets the game's colours and the holder of the draw-win right.
func (s *Service) RecordHiddenDisc(n, table, hider int, call, up, choice, colour string) (HiddenDisc, error) {
	hd, _, err := s.RecordCeremony(n, table, Ceremony{Hider: hider, Call: call, Up: up, Choice: choice, Colour: colour})
	return hd, err
}

// Ceremony is a hidden-disc ceremony as the arbiter records it: the hider
// (a participant id), the call and the face up (black or white), the right
// the chooser took (draw-win or colour), the colour taken, and why the
// arbiter chose a hider other than rule 2's, if they did.
type Ceremony struct {
	Hider                    int
	Call, Up, Choice, Colour string
	Reason                   string
}

// HiderWarning says that hider is not the player rule 2 names for the game
// between black and white (the higher rank, or with equal or unknown ranks
// the older), and who that is; empty when hider is rule 2's, or when rule 2
// cannot tell (the arbiter decides, rule 21). The ceremony is accepted
// either way: the arbiter's decision stands (rule 23).
func (s *Service) HiderWarning(n, table, hider int) (tournament.Text, error) {
	var out tournament.Text
	err := s.View(func(r tournament.Reader) error {
		ps, g, err := readFinalGame(r, n, table)
		if err != nil {
			return err
		}
		out, _ = hiderWarning(ps, g, hider)
		return nil
	})
	return out, err
}

// hiderWarning is HiderWarning inside a transaction; it also returns the
// line for the audit log ("" when hider is rule 2's).
func hiderWarning(ps []tournament.Participant, g tournament.Game, hider int) (tournament.Text, string) {
	want, _, why, err := rules.WhoHides(contender(ps, g.Black), contender(ps, g.White))
	names := tournament.DisplayNames(ps)
	switch {
	case err != nil:
		return tournament.Text{}, fmt.Sprintf("hider #%d chosen by the arbiter (rule 2 cannot tell: %v)", hider, err)
	case want == hider:
		return tournament.Text{}, ""
	}
	return tournament.Text{En: fmt.Sprintf("By rule 2 %s hides the disc, not %s: %s Recorded as the arbiter decided.", names[want], names[hider], why.En),
			Ja: fmt.Sprintf("第2項では伏せ石を行うのは %s で、%s ではありません：%s審判の判断として記録します。", names[want], names[hider], why.Ja)},
		fmt.Sprintf("hider #%d chosen by the arbiter instead of #%d (%s)", hider, want, why.En)
}

// RecordCeremony records the 伏せ石 ceremony of a final or playoff game as
// RecordHiddenDisc does, and returns a warning when the hider is not the
// one rule 2 names (see HiderWarning): accepted, and the audit log says
// "hider chosen by the arbiter instead of …" with in.Reason.
func (s *Service) RecordCeremony(n, table int, in Ceremony) (HiddenDisc, tournament.Text, error) {
	var out HiddenDisc
	var warning tournament.Text
	hider, call, up, choice, colour := in.Hider, in.Call, in.Up, in.Choice, in.Colour
	err := s.Update("finals.hidden-disc", func(w tournament.Writer) (string, error) {
		r, err := tournament.StoredRound(w, n)
		if err != nil {
			return "", err
		}
		g, i, ok := r.GameAt(table)
		if !ok || !decisive(r, g) {
			return "", tournament.NewProblem(tournament.ErrNotFound, "round %d has no final, playoff or knockout game at table %d", "%d 回戦の %d 番卓は決勝戦・3位決定戦・トーナメントの対局ではありません", n, table)
		}
		if g.Result != nil {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "the game already has a result", "この対局にはすでに結果があります")
		}
		if hider != g.Black && hider != g.White {
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "the hider must be one of the two players", "伏せ石を行うのは対局者のどちらかです")
		}
		caller := g.Black + g.White - hider
		c := rules.Ceremony{Hider: hider, Caller: caller, Call: parseColour(call), Up: parseColour(up), Colour: parseColour(colour)}
		switch strings.ToLower(strings.TrimSpace(choice)) {
		case "draw-win", "draw", "引き分け勝ち", "1", "①":
			c.Choice = rules.DrawWinRight
		case "colour", "color", "石の色", "2", "②":
			c.Choice = rules.ColourRight
		}
		res, err := c.Resolve()
		if err != nil {
			return "", othelloProblem(err)
		}
		out = HiddenDisc{Hider: hider, Caller: caller, Call: colourWord(c.Call), Up: colourWord(c.Up), Choice: map[rules.Right]string{rules.DrawWinRight: "draw-win", rules.ColourRight: "colour"}[c.Choice],
			Colour: colourWord(c.Colour), DrawWinHolder: res.DrawWinHolder, Reason: tournament.Text{En: res.Reason.En, Ja: res.Reason.Ja}}
		ps, err := w.Participants()
		if err != nil {
			return "", err
		}
		var logLine string
		warning, logLine = hiderWarning(ps, g, hider)
		rec, err := recordOf(g)
		if err != nil {
			return "", err
		}
		rec.HiddenDisc = &out
		r.Games[i].Black, r.Games[i].White = res.Black, res.White
		r.Games[i].Extra = rec.extra()
		detail := fmt.Sprintf("round %d table %d: hidden disc: Black #%d, White #%d, draw-win right #%d. %s", n, table, res.Black, res.White, res.DrawWinHolder, res.Reason.En)
		if logLine != "" {
			reason := strings.TrimSpace(in.Reason)
			if reason == "" {
				reason = "no reason given"
			}
			detail += " " + logLine + ": " + reason
		}
		return detail, w.PutRound(r)
	})
	if err != nil {
		warning = tournament.Text{}
	}
	return out, warning, err
}

func parseColour(s string) rules.Colour {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "black", "b", "黒":
		return rules.Black
	case "white", "w", "白":
		return rules.White
	}
	return rules.NoColour
}

func colourWord(c rules.Colour) string { return strings.ToLower(c.String()) }

// FinalPlace is one line of the final ranking and rank certification
// (段位認定, docs/rules.md §2.4).
type FinalPlace struct {
	Place int // 1, 2, 3; 0 for the rest (certified by wins) and for Undecided
	// Undecided marks a player of a final or playoff that has no winner yet
	// (not played, 勝敗預かり, 両負け, 無勝負): no place and no award until
	// the arbiter decides; the list says 未定 and Certificate.Basis why.
	Undecided   bool
	ID          int
	Prelim      rules.Half // preliminary wins
	Certificate rules.Certificate
}

// Undecided is what the award list shows in place of a place and a dan
// that wait for the arbiter: 未定.
var Undecided = tournament.Text{En: "undecided", Ja: "未定"}

// Certification returns the award and certification list: the final's
// winner and runner-up, the third (playoff winner or preliminary 3rd), then
// every other player certified by preliminary wins, in preliminary order.
// The players of a final or playoff without a winner (not played yet,
// 勝敗預かり, 両負け, 無勝負) get no place and no award: they are Undecided
// until the arbiter's ruling gives the game a winner.
func (s *Service) Certification() ([]FinalPlace, error) {
	var out []FinalPlace
	err := s.View(func(r tournament.Reader) error {
		ev, ps, rs, err := tournament.ReadAll(r)
		if err != nil {
			return err
		}
		out, err = certification(ev, ps, rs)
		return err
	})
	return out, err
}

// certification is Certification of the event read.
func certification(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round) ([]FinalPlace, error) {
	var out []FinalPlace
	err := func() error {
		set, err := SettingsOf(ev)
		if err != nil {
			return err
		}
		rows, _, err := standingsThrough(ev, set, ps, rs, set.Rounds)
		if err != nil {
			return err
		}
		place := map[int]int{}
		undecided := map[int]tournament.Text{}
		order := map[int]int{} // where an undecided player sorts: the place at stake
		var final *tournament.Round
		for i := range rs {
			if rs[i].Final {
				final = &rs[i]
			}
		}
		if final != nil {
			for _, g := range final.Games {
				win, lose, why, err := finalOutcome(set, *final, g)
				if err != nil {
					return err
				}
				switch {
				case why.En != "":
					undecided[g.Black], undecided[g.White] = why, why
					order[g.Black], order[g.White] = finalPlaceAtStake(*final, g), finalPlaceAtStake(*final, g)
				case !isPlayoff(*final, g):
					place[win], place[lose] = 1, 2
				default:
					place[win] = 3
				}
			}
			if len(final.Games) == 1 {
				// No playoff: the preliminary 3rd (after the finalists) is 3rd.
				for _, row := range rows {
					if !row.Withdrawn && row.ID != final.Games[0].Black && row.ID != final.Games[0].White {
						place[row.ID] = 3
						break
					}
				}
			}
		}
		for _, row := range rows {
			fp := FinalPlace{Place: place[row.ID], ID: row.ID, Prelim: row.Score}
			if why, ok := undecided[row.ID]; ok {
				fp.Undecided = true
				fp.Certificate = rules.Certificate{Basis: rules.Text{En: why.En, Ja: why.Ja}}
			} else {
				fp.Certificate = set.Certify(place[row.ID], row.Score)
				if fp.Place > 0 {
					order[row.ID] = fp.Place
				}
			}
			out = append(out, fp)
		}
		slices.SortStableFunc(out, func(a, b FinalPlace) int {
			pa, pb := order[a.ID], order[b.ID]
			if pa == 0 {
				pa = 99
			}
			if pb == 0 {
				pb = 99
			}
			return pa - pb
		})
		return nil
	}()
	return out, err
}

// finalPlaceAtStake is the first place a final or playoff game decides.
func finalPlaceAtStake(r tournament.Round, g tournament.Game) int {
	if isPlayoff(r, g) {
		return 3
	}
	return 1
}

// finalOutcome reads the winner and loser of a final or playoff game; why
// is set, in both languages, when the game has no winner yet (not played,
// 勝敗預かり, 両負け, 無勝負: the arbiter decides, rules 21 and 23).
func finalOutcome(set rules.Settings, r tournament.Round, g tournament.Game) (win, lose int, why tournament.Text, err error) {
	what := tournament.Text{En: "final", Ja: "決勝戦"}
	playoff := isPlayoff(r, g)
	if playoff {
		what = tournament.Text{En: "third-place playoff", Ja: "3位決定戦"}
	}
	if g.Result == nil {
		return 0, 0, tournament.Tr("%[1]s not played yet", "%[2]s未対局", what.En, what.Ja), nil
	}
	res, err := rules.ParseResult(g.Result.Text)
	if err != nil {
		return 0, 0, tournament.Text{}, othelloProblem(err)
	}
	drawWin, err := drawWinColour(g)
	if err != nil {
		return 0, 0, tournament.Text{}, err
	}
	ctx := rules.Context{Stage: rules.Final, DrawWin: drawWin}
	if playoff {
		ctx.Stage = rules.Playoff
	}
	v, err := set.Decide(res, ctx)
	if err != nil {
		return 0, 0, tournament.Text{}, othelloProblem(err)
	}
	winner, decided, err := rules.FinalWinner(v)
	if err != nil {
		return 0, 0, tournament.Text{}, othelloProblem(err)
	}
	if !decided {
		return 0, 0, tournament.Tr("%[1]s %[2]s: no winner until the arbiter rules", "%[3]s%[4]s：裁定待ち",
			what.En, v.Outcome.English(), what.Ja, v.Outcome.Japanese()), nil
	}
	switch winner {
	case rules.Black:
		return g.Black, g.White, tournament.Text{}, nil
	case rules.White:
		return g.White, g.Black, tournament.Text{}, nil
	}
	return 0, 0, tournament.Text{}, tournament.NewProblem(tournament.ErrInvalidInput, "the %[1]s at table %[2]d has no winner", "%[2]d 番卓の%[3]sに勝者がいません", what.En, g.Table, what.Ja)
}

// AwardPlaces implements tournament.AwardPlacer: 1st and 2nd by the final,
// 3rd by the playoff or the preliminary 3rd (Certification); refused while
// the final is not paired or a place waits for its game's winner.
func (Discipline) AwardPlaces(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round) ([]tournament.Award, error) {
	final := false
	for _, r := range rs {
		final = final || r.Final
	}
	if !final {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "the awards come from the final: pair it after the preliminaries (taikai finals)", "表彰は決勝戦で決まります。予選の後に決勝戦を組んでください")
	}
	list, err := certification(ev, ps, rs)
	if err != nil {
		return nil, err
	}
	var out []tournament.Award
	for _, c := range list {
		if c.Undecided {
			return nil, tournament.NewProblem(tournament.ErrInvalidInput, "a place waits for its game: %s", "順位が決まっていません：%s", tournament.Text{En: c.Certificate.Basis.En, Ja: c.Certificate.Basis.Ja})
		}
		if c.Place > 0 {
			out = append(out, tournament.Award{Place: c.Place, ID: c.ID})
		}
	}
	return out, nil
}
