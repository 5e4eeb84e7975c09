// Package othello is the Othello discipline (オセロ, docs/rules.md §2): the adapter
// between the shared services of tournament and the rules of rules/othello,
// and the services only Othello has (finals and the hidden disc, the
// crosstable, rank certification, games import).
package othello

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"taikai/pairing"
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// Kind is the game kind of an Othello event.
const Kind tournament.GameKind = "othello"

// SettingRatingCountry is the country of the tournament in the WOF rating
// file (PAPP's 国, e.g. JPN), and that of each player without their own
// (the participant's country field); the file is refused without it.
const SettingRatingCountry = "wof_country"

// Discipline is Othello as the shared services see it.
type Discipline struct{}

var _ tournament.Swiss = Discipline{}

// New returns the Othello discipline, for tournament.Register.
func New() Discipline { return Discipline{} }

// Service is the Othello services of one event.
type Service struct{ *tournament.Service }

// Of returns the Othello services over s.
func Of(s *tournament.Service) *Service { return &Service{s} }

// Kind implements tournament.Discipline.
func (Discipline) Kind() tournament.GameKind { return Kind }

// Name implements tournament.Discipline.
func (Discipline) Name() tournament.Text { return tournament.Text{En: "Othello", Ja: "オセロ"} }

// Aliases implements tournament.Discipline.
func (Discipline) Aliases() []string { return []string{"オセロ"} }

// Settings implements tournament.Discipline: the printed time and the rules
// settings of rules/othello, checked together.
func (Discipline) Settings() []tournament.SettingGroup {
	d := rules.DefaultSettings()
	var defs []tournament.Setting
	for _, k := range rules.SettingKeys() {
		def, _ := d.Value(k.Key)
		kind := tournament.SettingText
		switch k.Kind {
		case rules.SettingInt:
			kind = tournament.SettingInt
		case rules.SettingBool:
			kind = tournament.SettingBool
		}
		defs = append(defs, tournament.Setting{Key: k.Key, Label: tournament.Text{En: k.Label.En, Ja: k.Label.Ja}, Kind: kind, Default: def, Min: k.Min, Max: k.Max})
	}
	return []tournament.SettingGroup{
		{Settings: []tournament.Setting{{Key: "minutes", Label: tournament.Text{En: "Minutes per player (printed)", Ja: "持ち時間（分・各自、印刷用）"}, Kind: tournament.SettingInt, Default: "20", Min: 1, Max: 180}}},
		{Settings: []tournament.Setting{{Key: SettingRatingCountry, Label: tournament.Text{En: "Country of the tournament, and of players without their own, in the WOF rating file (JPN; needed for that file)", Ja: "世界オセロ連盟のレーティング用ファイルに書く大会の国と、国を入力していない選手の国（英字3文字。そのファイルに必須）"},
			Kind: tournament.SettingText, Check: tournament.CheckCountryCode}}},
		{Settings: defs, Check: func(values map[string]string) (map[string]string, error) {
			return tournament.CheckKeyed(rules.DefaultSettings(), values)
		}, Follow: followRounds},
	}
}

// RoundTime is how long a round lasts at most: both players' minutes.
func (Discipline) RoundTime(ev tournament.Event) time.Duration {
	m, err := strconv.Atoi(ev.Setting("minutes"))
	if err != nil {
		return 0
	}
	return 2 * time.Duration(m) * time.Minute
}

// SettingsOf returns the event's Othello rules settings.
func SettingsOf(ev tournament.Event) (rules.Settings, error) {
	var keys []string
	for _, k := range rules.SettingKeys() {
		keys = append(keys, k.Key)
	}
	return tournament.ApplyKeyed(rules.DefaultSettings(), keys, ev.Settings)
}

// Demo implements tournament.Discipline.
func (Discipline) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(Kind, "第17期 オセロ王座戦（デモ）"); err != nil {
		return err
	}
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 16)))
	return err
}

// Rounds implements tournament.Swiss: the preliminary rounds.
func (Discipline) Rounds(ev tournament.Event) (int, error) {
	set, err := SettingsOf(ev)
	return set.Rounds, err
}

// Entrant implements tournament.Swiss: people play.
func (Discipline) Entrant(p tournament.Participant) bool { return !p.IsPair() }

// ScoreUnit implements tournament.Swiss: Othello counts wins (a draw half a
// win).
func (Discipline) ScoreUnit() tournament.ScoreUnit { return tournament.CountsWins }

// Seeding implements tournament.Swiss: round 1 by rank, then rating, then
// the lot.
func (Discipline) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	return tournament.RankOrder(ev, ps)
}

// Scores implements tournament.Swiss.
func (Discipline) Scores(ev tournament.Event, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return nil, nil, err
	}
	return scoreTable(ev, set, ps, before, len(before)+1)
}

// BeforePairing implements tournament.Swiss: the early-final rule (docs/rules.md
// §2.3) takes all-win players out of the last preliminary round.
func (Discipline) BeforePairing(ev tournament.Event, ps []tournament.Participant, before []tournament.Round, r *tournament.Round, players []pairing.Player) ([]pairing.Player, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return nil, err
	}
	n := r.Number
	if n != set.Rounds || n != set.EarlyFinalAfterRound+1 {
		return players, nil
	}
	d, ok, err := earlyFinal(ev, set, ps, before)
	if err != nil {
		return nil, err
	}
	if ok && len(d.Waiting) > 0 {
		return nil, waitingForRuling(ps, before, d)
	}
	if ok {
		r.Reason = tournament.Text{En: d.Reason.En, Ja: d.Reason.Ja}
	}
	if ok && d.Applies {
		r.EarlyFinalists = d.Finalists
		players = slices.DeleteFunc(players, func(p pairing.Player) bool { return slices.Contains(d.Finalists, p.ID) })
	}
	return players, nil
}

// waitingForRuling refuses to pair the last preliminary round while a
// 勝敗預かり game could still change the early-final decision (docs/rules.md §2.3),
// naming each held game and its players.
func waitingForRuling(ps []tournament.Participant, before []tournament.Round, d rules.EarlyFinalDecision) error {
	names := tournament.DisplayNames(ps)
	var en, ja []string
	for _, r := range before {
		for _, g := range r.Games {
			if g.Result == nil || g.IsBye() || !(slices.Contains(d.Waiting, g.Black) || slices.Contains(d.Waiting, g.White)) {
				continue
			}
			if res, err := rules.ParseResult(g.Result.Text); err != nil || res.Outcome != rules.Pending {
				continue
			}
			en = append(en, fmt.Sprintf("round %d table %d (%s v %s)", r.Number, g.Table, names[g.Black], names[g.White]))
			ja = append(ja, fmt.Sprintf("%d回戦%d番卓（%s 対 %s）", r.Number, g.Table, names[g.Black], names[g.White]))
		}
	}
	return tournament.NewProblem(tournament.ErrInvalidInput,
		"%[1]s: held pending a ruling (勝敗預かり). %[3]s Rule on it (the disputes screen, or `taikai rule`), then pair again.",
		"%[2]s は勝敗預かりです。%[4]s裁定（異議・裁定の画面、または taikai rule）の後にもう一度組み合わせてください。",
		strings.Join(en, ", "), strings.Join(ja, "、"), d.Reason.En, d.Reason.Ja)
}

// Seat implements tournament.Swiss: Othello has no handicap; the pairing's
// colours stand.
func (Discipline) Seat(tournament.Event, map[int]tournament.Participant, *tournament.Game, int) *tournament.Text {
	return nil
}

// The answers to the question of a card under 64 discs (docs/rules.md §2.2).
const (
	AnswerEmptySquares   = "empty-squares"
	AnswerRecordingError = "recording-error"
)

// Answers implements tournament.Answerer: a card under 64 discs asks
// whether squares were empty at the end or the card was miswritten; a card
// over 64 asks only whether it was miswritten (rule 19).
func (Discipline) Answers() []tournament.Choice {
	return []tournament.Choice{
		{Key: AnswerEmptySquares, Label: tournament.Text{En: "Empty squares at the end (to the winner)", Ja: "終局時の空きマス（勝者に加算）"}},
		{Key: AnswerRecordingError, Label: tournament.Text{En: "Recording error (to the winner's disadvantage)", Ja: "記入ミス（勝者に不利に修正）"}},
	}
}

// Decide implements tournament.Swiss: the card as typed, decided by the
// rules of docs/rules.md §2.2 (a card under or over 64 discs asks first, rule 19),
// and the final's draw-win right.
func (Discipline) Decide(ev tournament.Event, r tournament.Round, g tournament.Game, text string, answers []string) (tournament.Verdict, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return tournament.Verdict{}, err
	}
	res, err := rules.ParseCard(text)
	if err != nil {
		return tournament.Verdict{}, othelloProblem(err)
	}
	if res.Outcome == rules.Bye {
		return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput, "a bye is given by the pairing, not entered at a table",
			"不戦勝（バイ）は組合せで決まるもので、卓の結果としては入力できません")
	}
	ctx := rules.Context{Stage: rules.Preliminary, Shortfall: shortfall(answers)}
	if decisive(r, g) {
		rec, err := recordOf(g)
		if err != nil {
			return tournament.Verdict{}, err
		}
		if rec.HiddenDisc == nil {
			return tournament.Verdict{}, tournament.NewProblem(tournament.ErrInvalidInput, "record the hidden-disc ceremony of table %d first: it decides the colours and the draw-win right",
				"先に %d 番卓の伏せ石を記録してください（手番と引き分け勝ちの権利が決まります）", g.Table)
		}
		if ctx.DrawWin, err = drawWinColour(g); err != nil {
			return tournament.Verdict{}, err
		}
		ctx.Stage = stageOf(r, g)
	}
	v, err := set.Decide(res, ctx)
	if err != nil {
		return tournament.Verdict{}, excessProblem(set, res, ctx, err)
	}
	stored := v.Result().String()
	if !res.HasDiscs && (res.Outcome == rules.DoubleLoss || res.Outcome == rules.NoResult) {
		stored = res.String() // no discs count: "0-0:double-loss" would only confuse
	}
	return tournament.Verdict{Stored: stored, Note: tournament.Text{En: v.Note.En, Ja: v.Note.Ja}, Winner: colour(v.Winner)}, nil
}

// excessProblem turns the refusal of a card over 64 discs into the
// question of rule 19 when reading it as a recording error (the extra discs
// taken from the winner) decides it: the only answer offered, since empty
// squares cannot explain too many discs, and a second choice after typing
// the card again (Retype); refusing stays possible (Esc, or no flag on the
// command line). Any other error passes as othelloProblem.
func excessProblem(set rules.Settings, res rules.Result, ctx rules.Context, err error) error {
	if !errors.Is(err, rules.ErrTooManyDiscs) || ctx.Shortfall == rules.RecordingError {
		return othelloProblem(err)
	}
	ctx.Shortfall = rules.RecordingError
	v, rerr := set.Decide(res, ctx)
	if errors.Is(rerr, rules.ErrAdjustmentChangesWinner) {
		return othelloProblem(rerr) // the only reading changes the winner: the arbiter rules
	}
	if rerr != nil {
		return othelloProblem(err)
	}
	total := res.Black + res.White
	read := v.Result().String()
	q := tournament.Text{En: err.Error(),
		Ja: fmt.Sprintf("石数の合計が64を超えています（黒%d＋白%d＝%d）。対戦カードを確認してください。記入ミスであれば勝者に不利に読みます（超過の%d石を勝者から減らして %s、第19項）",
			res.Black, res.White, total, total-rules.Squares, read)}
	var choice tournament.Choice
	for _, c := range (Discipline{}).Answers() {
		if c.Key == AnswerRecordingError {
			choice = c
		}
	}
	choice.Label.En += " → " + read
	choice.Label.Ja += " → " + read
	ask := tournament.NewQuestion(q, err, choice)
	ask.Retype = true // most often a digit mistyped: typing it again comes first
	return ask
}

func shortfall(answers []string) rules.Shortfall {
	for _, a := range answers {
		switch strings.TrimSpace(a) {
		case AnswerEmptySquares:
			return rules.EmptySquares
		case AnswerRecordingError:
			return rules.RecordingError
		}
	}
	return rules.ShortfallUndecided
}

func colour(c rules.Colour) tournament.Colour {
	return tournament.ColourOf(c, rules.Black, rules.White)
}

// Claim implements tournament.Swiss: a claimed card kept as the player
// claimed it (38-24 stays 38-24): whether empty squares went to the winner
// or the card was miswritten (rules 18, 19) is the ruling's question, not
// the claim's. The claim must be a result a game can end with: a bye or
// 勝敗預かり is no claim, and the discs must fit the outcome.
func (Discipline) Claim(ev tournament.Event, claim string) (string, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return "", err
	}
	res, err := rules.ParseResult(claim)
	if err != nil {
		return "", othelloProblem(err)
	}
	switch res.Outcome {
	case rules.Bye, rules.Pending:
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "%[1]s is not a claim: a player claims how the game ended (e.g. 40-24, timeout-black)",
			"%[2]s は申し立てる結果ではありません。対局の結果（例 40-24、黒時間切れ負け）を入力してください", string(res.Outcome), res.Outcome.Japanese())
	}
	// Checked as the arbiter could rule it (either answer to rule 19), but
	// kept as typed.
	if _, err := set.Decide(res, rules.Context{Stage: rules.Preliminary, Shortfall: rules.EmptySquares}); err != nil {
		return "", othelloProblem(err)
	}
	return res.String(), nil
}

// GuidedDecision implements tournament.Swiss: an Othello dispute's decision
// (rules/othello.DecideDispute, seed 002 rules 19, 21, 23): agreeing claims
// are the result; otherwise the decision proposes and the arbiter rules,
// the game held 勝敗預かり meanwhile; there is no automatic 両負け.
func (Discipline) GuidedDecision(a tournament.DisputeAnswers) (tournament.DisputeDecision, error) {
	d := rules.DecideDispute(rules.DisputeAnswers{BlackClaimed: a.BlackClaimed, WhiteClaimed: a.WhiteClaimed, ClaimsAgree: a.ClaimsAgree,
		ResumedWithoutProgress: a.ResumedWithoutProgress, ResumeRequested: a.ResumeRequested})
	out := tournament.DisputeDecision{Reason: tournament.Text{En: d.Reason.En, Ja: d.Reason.Ja}, Proposed: d.Proposed}
	switch d.Kind {
	case rules.DisputeAgreed:
		out.Kind, out.Name = tournament.DecisionAgreed, tournament.Text{En: "agreed result", Ja: "結果一致"}
	case rules.DisputeSoleClaim:
		out.Kind, out.Name = tournament.DecisionSoleClaim, tournament.Text{En: "sole claim proposed to the arbiter", Ja: "一方の申し立てを審判に提案"}
	case rules.DisputeResume:
		out.Kind, out.Name = tournament.DecisionResume, tournament.Text{En: "resume play", Ja: "対局再開"}
	case rules.DisputeHeld:
		out.Kind, out.Name = tournament.DecisionPending, tournament.Text{En: "result held pending a ruling", Ja: "勝敗預かり"}
	case rules.DisputeNoClaim:
		out.Kind, out.Name = tournament.DecisionNoResult, tournament.Text{En: "no result proposed to the arbiter", Ja: "無勝負を審判に提案"}
	default:
		return tournament.DisputeDecision{}, tournament.NewProblem(tournament.ErrInvalidInput, "the Othello dispute decision %d is unknown", "オセロの異議の判定 %d は不明です", int(d.Kind))
	}
	return out, nil
}

// Standings implements tournament.Swiss.
func (Discipline) Standings(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return tournament.Table{}, err
	}
	after = min(after, set.Rounds)
	rows, _, err := standingsThrough(ev, set, ps, rs, after)
	if err != nil {
		return tournament.Table{}, err
	}
	return table(ev, rows, after), nil
}

// Grammar implements tournament.Swiss.
func (Discipline) Grammar() tournament.Text {
	return tournament.Text{En: grammarEn, Ja: grammarJa}
}

const grammarEn = `RESULT is Black's discs first:
  40-24            a normal result (32-32 is a draw in the preliminaries)
  38-24            under 64: add --empty-squares (the empties go to the winner, 40-24)
                   or --recording-error (read to the winner's disadvantage, 38-26)
  40-26            over 64: --recording-error takes the extra discs from the
                   winner (38-26, rule 19); without it the card is refused
  B-W:KEYWORD      a special outcome with the discs on the board, e.g. 31-33:timeout-black
                   (or as screens print it: 31-33 黒の時間切れ負け)
  KEYWORD          a special outcome without discs

KEYWORD:
  forfeit-black, forfeit-white   that player forfeited (不戦敗, 0-64, not for rating)
  timeout-black, timeout-white   that player's flag fell (時間切れ; 31-33 if no discs)
  both-timeout                   both flags fell (draw; not for rating)
  foul-black, foul-white         loss by foul (反則負け)
  double-loss                    両負け: a loss to both
  no-result                      無勝負: neither wins nor loses
  pending                        勝敗預かり: held for a ruling, counted nowhere`

const grammarJa = `結果は黒の石数を先に書きます:
  40-24            通常の結果（予選では 32-32、または「引き分け」は引き分け）
  38-24            合計64未満: --empty-squares（空きマスは勝者に加算、40-24）
                   または --recording-error（記入ミス、勝者に不利に 38-26）
  40-26            合計64超: --recording-error で超過分を勝者から減らします
                   （38-26、第19項）。付けなければ受け付けません
  黒-白 種類        盤上の石数つきの特別な結果（例 31-33 黒の時間切れ負け）
  種類              石数なしの特別な結果

種類（英語の forfeit-black なども使えます）:
  黒不戦敗、白不戦敗           不戦敗（0-64、レーティング対象外）
  黒時間切れ負け、白時間切れ負け  時間切れ負け（石数なしは 31-33）
  双方時間切れ                 引き分け（レーティング対象外）
  黒反則負け、白反則負け         反則負け
  両負け、無勝負
  勝敗預かり                   裁定まで集計しない`

// othelloProblem gives a rules/othello error a Japanese message for the
// screen (the rules package speaks English) and keeps its sentinel; a card
// under 64 discs becomes the question the arbiter answers.
func othelloProblem(err error) error {
	if p := (*tournament.Problem)(nil); errors.As(err, &p) {
		return err // already said for a person (a record that does not read)
	}
	ja := othelloJapanese(err)
	if errors.Is(err, rules.ErrShortfallUndecided) {
		return tournament.NewQuestion(tournament.Text{En: err.Error(), Ja: ja}, err, Discipline{}.Answers()...)
	}
	return tournament.WrapRules(err, ja)
}

func othelloJapanese(err error) string {
	for _, m := range []struct {
		sentinel error
		ja       string
	}{
		{rules.ErrSyntax, "結果が読めません。黒の石数-白の石数（例 40-24）、または 31-33:黒時間切れ負け、白不戦敗、勝敗預かり のように入力してください"},
		{rules.ErrUnknownOutcome, "その特別な結果の種類はありません（黒不戦敗、白時間切れ負け、双方時間切れ、黒反則負け、両負け、無勝負、勝敗預かり など）"},
		{rules.ErrDiscRange, "石数は 0〜64 で入力してください"},
		{rules.ErrTooManyDiscs, "石数の合計が64を超えています。対戦カードを確認してください"},
		{rules.ErrNoDiscs, "石数が入力されていません"},
		{rules.ErrShortfallUndecided, "石数の合計が64未満です。終局時の空きマス（勝者に加算）か、記入ミス（勝者に不利に修正）かを選んでください"},
		{rules.ErrAdjustmentChangesWinner, "記入ミスとして修正すると勝敗が変わります。審判長が裁定してください（規則21）"},
		{rules.ErrArrowAtTheLoser, "矢印は勝者の石数を指します（40←24 は黒40の勝ち、24→40 は白40の勝ち）。矢印と石数が合いません。対戦カードを確認してください"},
		{rules.ErrDiscsDontFit, "石数が特別な結果と合いません（例：時間切れ勝ちの側の石数が少ない）"},
		{rules.ErrNoDrawWinRight, "引き分けですが、引き分け勝ちの権利者が決まっていません（伏せ石を記録してください）"},
		{rules.ErrOutcomeNotAllowed, "この段階ではその結果は使えません"},
		{rules.ErrHiderUndecided, "伏せ石をする人が決まりません：段級位が同じか不明で、生年月日からも年長者がわかりません。生年月日（YYYY-MM-DD）を入力するか、審判が決めてください（第21項）"},
		{rules.ErrInvalidCeremony, "伏せ石の記録が足りないか正しくありません：伏せる人と当てる人は対局者の2人、当てた色と開けた色は黒か白、選んだ権利（①引き分け勝ち・②石の色）と、石の色の権利者が取った色を記録してください"},
	} {
		if errors.Is(err, m.sentinel) {
			return m.ja
		}
	}
	return "結果を確認してください: " + err.Error()
}

// AllPaired says that the preliminaries are paired: the final comes next.
func (Discipline) AllPaired(rounds int) tournament.Text {
	return tournament.Tr("all %d preliminary rounds are paired; the final comes from the standings",
		"予選 %d 回戦はすべて組み合わせ済みです。決勝は順位から決まります", rounds)
}

// Outcome is a special outcome of the result form's menu: its keyword in
// the result grammar ("" for a normal result) and its name.
type Outcome struct {
	Key  string
	Name tournament.Text
}

// Outcomes lists the special outcomes of the result form, the normal
// result first.
func Outcomes() []Outcome {
	out := []Outcome{{Key: "", Name: tournament.Text{En: "normal (discs decide)", Ja: "通常（石数で決定）"}}}
	for _, o := range []rules.Outcome{rules.ForfeitBlack, rules.ForfeitWhite, rules.TimeoutBlack, rules.TimeoutWhite, rules.BothTimeout,
		rules.FoulBlack, rules.FoulWhite, rules.DoubleLoss, rules.NoResult, rules.Pending} {
		out = append(out, Outcome{Key: string(o), Name: tournament.Text{En: o.English(), Ja: o.Japanese()}})
	}
	return out
}

// DrawResult implements tournament.Drawer: a drawn game is 32 discs each.
func (Discipline) DrawResult() string { return "32-32" }

// followRounds: a change of the preliminary rounds moves the early final's
// check to the round before the last (rules.EarlyFinalFor), and a change of
// that round moves the 3rd's most wins to one below it (4勝1敗以下 after 5),
// unless they are changed with it.
func followRounds(changes map[string]string) map[string]string {
	out := map[string]string{}
	after, err := strconv.Atoi(strings.TrimSpace(changes["early_final_after"]))
	if n, nerr := strconv.Atoi(strings.TrimSpace(changes["rounds"])); nerr == nil && err != nil {
		on, a, _ := rules.EarlyFinalFor(n)
		if !on {
			return map[string]string{"early_final": "false"}
		}
		after, err = a, nil
		out["early_final_after"] = strconv.Itoa(a)
	}
	if err == nil && after >= 1 {
		out["early_final_third_max_wins"] = strconv.Itoa(after - 1)
	}
	return out
}
