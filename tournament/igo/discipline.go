// Package igo is the Go discipline (囲碁, docs/rules.md §4): handicaps by rank
// difference, the Go result grammar and standings by wins, SOS, SODOS and
// head-to-head. Its Family (standings, claims, settings) also serves Junior
// Pair Go (tournament/pairgo).
package igo

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"taikai/pairing"
	rules "taikai/rules/igo"
	"taikai/tournament"
)

// Kind is the game kind of a Go event.
const Kind tournament.GameKind = "go"

// SettingByeWorth is what a bye (不戦勝) is worth in a Go-family section:
// ByeWin (a win against nobody, no SOS) or ByeNothing (the round counts
// no win, as a round the player missed; the bye still counts as the bye
// for who gets the next one).
const SettingByeWorth = "bye_worth"

// The values of setting bye_worth.
const (
	ByeWin     = "win"
	ByeNothing = "nothing"
)

// Family is what the Go games share: results in the Go grammar, standings
// by wins and the tiebreaks of the settings. Entrant says who plays.
type Family struct {
	entrant func(tournament.Participant) bool
}

// NewFamily returns the shared Go part for games whose entrants are those
// entrant accepts.
func NewFamily(entrant func(tournament.Participant) bool) Family { return Family{entrant: entrant} }

// Entrant implements tournament.Swiss.
func (f Family) Entrant(p tournament.Participant) bool { return f.entrant(p) }

// Rounds implements tournament.Swiss (setting rounds).
func (Family) Rounds(ev tournament.Event) (int, error) {
	n, err := strconv.Atoi(ev.Setting(tournament.SettingRounds))
	if err != nil {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "setting rounds is not a number", "設定 rounds が数ではありません")
	}
	return n, nil
}

// Scores implements tournament.Swiss.
func (f Family) Scores(ev tournament.Event, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	return goTable(ev, f.entrant, ps, before)
}

// BeforePairing implements tournament.Swiss: every present entrant plays.
func (Family) BeforePairing(_ tournament.Event, _ []tournament.Participant, _ []tournament.Round, _ *tournament.Round, players []pairing.Player) ([]pairing.Player, error) {
	return players, nil
}

// ScoreUnit implements tournament.Swiss: Go counts wins (a jigo half a win).
func (Family) ScoreUnit() tournament.ScoreUnit { return tournament.CountsWins }

// Seeding implements tournament.Swiss: round 1 by strength (rank, rating
// and the lot; Pair Go seeds by its pair points first).
func (Family) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	return tournament.RankOrder(ev, ps)
}

// Claim implements tournament.Swiss: a claim in the Go grammar.
func (Family) Claim(_ tournament.Event, claim string) (string, error) {
	res, err := rules.ParseGameResult(claim)
	if err != nil {
		return "", GoProblem(err)
	}
	return res.String(), nil
}

// Rows returns the standings rows after round `after`.
func (f Family) Rows(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) ([]Row, error) {
	ties, err := Tiebreaks(ev)
	if err != nil {
		return nil, err
	}
	players, rounds, err := goInput(ev, f.entrant, ps, rs, after)
	if err != nil {
		return nil, err
	}
	return rules.Standings(players, rounds, ties)
}

// Standings implements tournament.Swiss: wins, SOS, SODOS, head-to-head
// when the tiebreaks use it (on screens and sheets), and the grade on the
// printed sheet.
func (f Family) Standings(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	rows, err := f.Rows(ev, ps, rs, after)
	if err != nil {
		return tournament.Table{}, err
	}
	ties, err := Tiebreaks(ev)
	if err != nil {
		return tournament.Table{}, err
	}
	grade := map[int]string{}
	for _, p := range ps {
		grade[p.ID] = p.Rank.Japanese()
	}
	t := tournament.Table{After: after, Columns: []tournament.Column{
		{Key: "grade", Label: tournament.Text{En: "Rank", Ja: "段級位"}, Where: tournament.OnSheet},
		{Key: "wins", Label: tournament.Text{En: "Wins", Ja: "勝数"}, Where: tournament.Everywhere},
		{Key: "sos", Label: tournament.Text{En: "SOS", Ja: "SOS"}, Where: tournament.Everywhere},
		{Key: "sodos", Label: tournament.Text{En: "SODOS", Ja: "SODOS"}, Where: tournament.Everywhere},
	}, Order: tiebreakOrder(ties)}
	var h2h []string
	if slices.Contains(ties, rules.HeadToHead) {
		t.Columns = append(t.Columns, tournament.Column{Key: "h2h", Label: tournament.Text{En: "Head-to-head", Ja: "直接対決"}, Where: tournament.OnScreen | tournament.OnSheet})
		h2h = headToHead(rows, ties)
	}
	for i, r := range rows {
		tr := tournament.TableRow{ID: r.ID, Rank: r.Rank, Tied: r.Tied, Place: r.Place,
			Cells: []string{grade[r.ID], tournament.Points(r.Score).String(), tournament.Points(r.SOS).String(), tournament.Points(r.SODOS).String()}}
		if h2h != nil {
			tr.Cells = append(tr.Cells, h2h[i])
		}
		if r.Pending {
			tr.Notes = append(tr.Notes, tournament.Note{Text: tournament.Text{En: "pending ruling", Ja: "勝敗預かり"}, Where: tournament.Everywhere})
		}
		if r.Withdrawn {
			tr.Notes = append(tr.Notes, tournament.Note{Text: tournament.Text{En: "withdrawn", Ja: "棄権"}, Where: tournament.OnCLI | tournament.OnScreen})
		}
		t.Rows = append(t.Rows, tr)
	}
	return t, nil
}

// tiebreakOrder says how places are decided, naming each tiebreak in the
// order rules.Standings applies them: wins, the numeric tiebreaks in the
// setting's order, head-to-head (which only ever separates two players equal
// on all of them), the lot.
func tiebreakOrder(ties []rules.Tiebreak) tournament.Text {
	en, ja := []string{"wins"}, []string{"勝数"}
	for _, t := range ties {
		switch t {
		case rules.SOS:
			en, ja = append(en, "SOS (sum of the opponents' wins)"), append(ja, "SOS（対戦相手の勝数合計）")
		case rules.SODOS:
			en, ja = append(en, "SODOS (sum of the beaten opponents' wins)"), append(ja, "SODOS（勝った相手の勝数合計）")
		}
	}
	if slices.Contains(ties, rules.HeadToHead) {
		en, ja = append(en, "head-to-head (of two players equal on all these: ○ won, ● lost their game)"), append(ja, "直接対決（以上が同じ2人の対局：○勝ち ●負け）")
	}
	return tournament.Text{En: strings.Join(en, ", ") + ", then the lot", Ja: strings.Join(ja, "、") + "、最後に抽選"}
}

// headToHead marks the two rows that head-to-head separated (○ the winner of
// their game, ● the loser): two players, and only two, equal on wins and
// every numeric tiebreak, no longer sharing a place (rules.Standings).
func headToHead(rows []Row, ties []rules.Tiebreak) []string {
	same := func(a, b Row) bool {
		if a.Score != b.Score {
			return false
		}
		for _, t := range ties {
			switch {
			case t == rules.SOS && a.SOS != b.SOS, t == rules.SODOS && a.SODOS != b.SODOS:
				return false
			}
		}
		return true
	}
	out := make([]string, len(rows))
	for p := 0; p < len(rows); {
		q := p + 1
		for q < len(rows) && same(rows[p], rows[q]) {
			q++
		}
		if q-p == 2 && !rows[p].Tied && !rows[p+1].Tied {
			out[p], out[p+1] = "○", "●"
		}
		p = q
	}
	return out
}

// Grammar implements tournament.Swiss.
func (Family) Grammar() tournament.Text {
	return tournament.Text{En: `RESULT in the Go grammar:
  B+R, W+R         win by resignation (中押し勝ち)
  B+3.5, W+0.5     win by points (目数)
  B+T, W+T         win on time (時間切れ勝ち)
  jigo             a draw (持碁)
  forfeit-black, forfeit-white, double-loss, no-result, pending`,
		Ja: `結果は囲碁の書き方で（B+R、W+3.5 などの英語の書き方も使えます）:
  黒中押し勝ち、白中押し勝ち     中押し勝ち
  黒3目半勝ち、白半目勝ち        目数勝ち
  黒時間切れ勝ち               時間切れ勝ち
  持碁
  黒不戦敗、白不戦敗、黒反則負け、両負け、無勝負、打ち直し、勝敗預かり`}
}

// TimeControl describes the time control on sheets.
func (Family) TimeControl(ev tournament.Event, l tournament.Lang) string {
	return TimeControlText(ev, l)
}

// RoundTime is how long a round lasts at most: both players' main time
// (and a Canadian period each); byo-yomi has no end the clock can show.
func (Family) RoundTime(ev tournament.Event) time.Duration {
	t, err := rules.ParseTimeControl(ev.Setting("time_control"))
	if err != nil {
		return 0
	}
	return 2 * (t.MainTime + t.Period)
}

// SettingGroups are the settings of a Go-family game; handicap adds the
// 手合割 switch (Go, not Pair Go).
func SettingGroups(handicap bool) []tournament.SettingGroup {
	defs := []tournament.Setting{
		{Key: tournament.SettingRounds, Label: tournament.Text{En: "Rounds", Ja: "回戦数"}, Kind: tournament.SettingInt, Default: "5", Min: 1, Max: 30},
		{Key: "time_control", Label: tournament.Text{En: "Time control (printed): 30m, 30m+30s, 30m+30s+60sx10, 30m+25/10m", Ja: "持ち時間（印刷用）：30分、30分+30秒、30分+30秒+60秒×10、30分+25手/10分"},
			Kind: tournament.SettingText, Default: "30m+30s", Check: checkTimeControl, Display: showTimeControl},
	}
	if handicap {
		defs = append(defs, tournament.Setting{Key: "handicap", Label: tournament.Text{En: "Handicap games by rank difference (手合割)", Ja: "段級位差による手合割（置石・コミ）"}, Kind: tournament.SettingBool, Default: "true"},
			tournament.Setting{Key: "handicap_max", Label: tournament.Text{En: "Most handicap stones (2–9; 0: none; 実業団: 5)", Ja: "置石の上限（2〜9、0 は置石なし。実業団は 5）"},
				Kind: tournament.SettingInt, Default: "9", Min: 0, Max: 9, Check: checkHandicapMax},
			tournament.Setting{Key: SettingHandicapTable, Label: tournament.Text{En: "Handicap table at a whole-rank difference: the seed's reverse komi, or 定先 (no komi)", Ja: "手合割の表（段位差1以上の整数差）：逆コミ（パンダネット）か定先（コミなし）"},
				Kind: tournament.SettingChoice, Default: TableReverseKomi, Choices: []string{TableReverseKomi, TableJosen},
				ChoiceLabels: []tournament.Text{{En: "reverse komi (1 rank: the stronger gives 5.5)", Ja: "逆コミ（1段差：上手5目半コミ出し）"}, {En: "定先 (1 rank: Black, no komi; stones without komi)", Ja: "定先（1段差：黒番コミなし。置石もコミなし）"}}})
	}
	defs = append(defs, tournament.Setting{Key: SettingByeWorth, Label: tournament.Text{En: "What the bye (不戦勝) is worth: a win, or nothing", Ja: "不戦勝（バイ）の扱い：1勝、または勝ち数なし"},
		Kind: tournament.SettingChoice, Default: ByeWin, Choices: []string{ByeWin, ByeNothing},
		ChoiceLabels: []tournament.Text{{En: "a win", Ja: "1勝"}, {En: "nothing", Ja: "なし（0勝）"}}})
	defs = append(defs, countSettings()...)
	defs = append(defs, tournament.Setting{Key: "tiebreaks", Label: tournament.Text{En: "Tiebreaks after wins (sos, sodos, h2h)", Ja: "同勝数の順位（SOS、SODOS、直接対決 の順）"},
		Kind: tournament.SettingText, Default: "sos,sodos,h2h", Check: checkTiebreaks, Display: showTiebreaks})
	return []tournament.SettingGroup{{Settings: defs}}
}

func checkTimeControl(v string) (string, error) {
	t, err := rules.ParseTimeControl(v)
	if err != nil {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "setting time_control: %v", "持ち時間は 30分（切れ負け）、30分+30秒（秒読み）、30分+30秒+60秒×10（考慮時間付き）、30分+25手/10分（カナダ式）のように書いてください（%v）", err)
	}
	return t.Code(), nil
}

// showTimeControl writes the time control the Japanese way (30分+30秒).
func showTimeControl(v string, l tournament.Lang) string {
	if t, err := rules.ParseTimeControl(v); err == nil && l == tournament.Japanese {
		return t.Short()
	}
	return v
}

// showTiebreaks writes the tiebreaks the Japanese way (SOS、SODOS、直接対決).
func showTiebreaks(v string, l tournament.Lang) string {
	if ts, err := rules.ParseTiebreaks(v); err == nil && l == tournament.Japanese {
		return rules.TiebreaksText(ts, true)
	}
	return v
}

func checkTiebreaks(v string) (string, error) {
	ts, err := rules.ParseTiebreaks(v)
	if err != nil {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "setting tiebreaks: %v", "同勝数の順位は SOS、SODOS、直接対決 を「、」かカンマで区切って書いてください（%v）", err)
	}
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = string(t)
	}
	return strings.Join(parts, ","), nil
}

// GoProblem gives a rules/igo result error a Japanese message.
func GoProblem(err error) error {
	var re *rules.ResultError
	if errors.As(err, &re) {
		return tournament.WrapRules(err, re.Ja)
	}
	return tournament.WrapRules(err, "結果が読めません。黒中押し勝ち、白3目半勝ち、黒時間切れ勝ち、持碁、白不戦敗 のように入力してください")
}

// Winner is the side of the Go colour c.
func Winner(c rules.Colour) tournament.Colour {
	return tournament.ColourOf(c, rules.Black, rules.White)
}

// Row is one line of the Go standings.
type Row = rules.StandingRow

// Discipline is Go as the shared services see it.
type Discipline struct{ Family }

var _ tournament.Swiss = Discipline{}

// New returns the Go discipline, for tournament.Register.
func New() Discipline {
	return Discipline{NewFamily(func(p tournament.Participant) bool { return !p.IsPair() })}
}

// Kind implements tournament.Discipline.
func (Discipline) Kind() tournament.GameKind { return Kind }

// Name implements tournament.Discipline.
func (Discipline) Name() tournament.Text { return tournament.Text{En: "Go", Ja: "囲碁"} }

// Aliases implements tournament.Discipline.
func (Discipline) Aliases() []string { return []string{"igo", "囲碁"} }

// Settings implements tournament.Discipline.
func (Discipline) Settings() []tournament.SettingGroup {
	return append(SettingGroups(true), tournament.SettingGroup{Settings: []tournament.Setting{{Key: SettingEGDCountry,
		Label: tournament.Text{En: "Players' country in the EGD file (JP; needed for that file)", Ja: "欧州囲碁データベース用ファイルに書く選手の国コード（英字2文字。必須）"},
		Kind:  tournament.SettingText, Check: tournament.CheckCountryCode}}})
}

// SettingEGDCountry is the country code written for the players in the EGD
// tournament file (two letters, e.g. JP); the file is refused without it.
const SettingEGDCountry = "egd_country"

// Demo implements tournament.Discipline.
func (Discipline) Demo(s *tournament.Service, n int) error {
	if err := s.CreateDemoEvent(Kind, "市民囲碁大会（デモ）"); err != nil {
		return err
	}
	_, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 16)))
	return err
}

// Seat implements tournament.Swiss: the 手合割 by rank difference, the
// weaker player (下手) on Black.
func (Discipline) Seat(ev tournament.Event, byID map[int]tournament.Participant, g *tournament.Game, scoreDiff int) *tournament.Text {
	if !goHandicap(ev, byID, g) {
		return nil
	}
	d := tournament.Points(max(scoreDiff, -scoreDiff))
	t := tournament.Tr("score difference %s; colours by rank: the weaker player (下手) takes Black", "点差%s、手番は段級位による（下手が黒）", d)
	return &t
}

// Decide implements tournament.Swiss: a result in the Go grammar that the
// game's komi allows (board counts are whole points: no jigo and no whole
// margin under a half-point komi, no half margin under a whole one). In Go a
// jigo is a draw: B+J and W+J (Pair Go's ジゴは白勝ち) are refused.
func (Discipline) Decide(_ tournament.Event, _ tournament.Round, g tournament.Game, text string, _ []string) (tournament.Verdict, error) {
	res, err := rules.ParseGameResult(text)
	if err != nil {
		return tournament.Verdict{}, GoProblem(err)
	}
	rec, err := recordOf(g)
	if err != nil {
		return tournament.Verdict{}, err
	}
	if err := CheckKomi(rec.Handicap, res); err != nil {
		return tournament.Verdict{}, err
	}
	if err := noJigoWin(res); err != nil {
		return tournament.Verdict{}, err
	}
	return tournament.Verdict{Stored: res.String(), Winner: Winner(res.Winner)}, nil
}

// Claim implements tournament.Swiss: a claim in the Go grammar, where a jigo
// is a draw (B+J and W+J are Pair Go's).
func (Discipline) Claim(_ tournament.Event, claim string) (string, error) {
	res, err := rules.ParseGameResult(claim)
	if err != nil {
		return "", GoProblem(err)
	}
	if err := noJigoWin(res); err != nil {
		return "", err
	}
	return res.String(), nil
}

// noJigoWin refuses a jigo won by one side (B+J, W+J) in a Go event, where
// a jigo is a draw.
func noJigoWin(res rules.GameResult) error {
	if res.Kind != rules.ResultNormal || !res.JigoWin {
		return nil
	}
	return &tournament.Problem{Kind: tournament.ErrInvalidInput, Text: tournament.Text{
		En: fmt.Sprintf("%s is Pair Go's notation (a jigo won by White); in Go a jigo is a draw: enter jigo", res.String()),
		Ja: fmt.Sprintf("%s はペア碁の書き方（ジゴは白勝ち）です。囲碁では持碁は引き分けです。持碁 と入力してください", res.Japanese())}}
}

// CheckKomi refuses a result the komi of a game's handicap h rules out
// (docs/rules.md §4; the komi is h.Komi in half-points): jigo or a whole margin
// under a half-point komi (W+6 with komi −5.5), a half margin under a whole
// komi (B+0.5 with komi 6). A game without a handicap (nil) is not
// checked.
func CheckKomi(h *tournament.Handicap, res rules.GameResult) error {
	if h == nil {
		return nil
	}
	err := res.CheckKomi(rules.Komi(h.Komi))
	var bad *rules.ImpossibleResult
	if !errors.As(err, &bad) {
		return err
	}
	return tournament.WrapRules(err, bad.Japanese())
}

// Service is the Go services of one event (Go and Pair Go).
type Service struct{ *tournament.Service }

// Of returns the Go services over s.
func Of(s *tournament.Service) *Service { return &Service{s} }

// Standings returns the standings rows after round `after` (0: the last
// complete round), and the round they are after.
func (s *Service) Standings(after int) ([]Row, int, error) {
	var rows []Row
	err := s.View(func(r tournament.Reader) error {
		ev, ps, rs, err := tournament.ReadAll(r)
		if err != nil {
			return err
		}
		sw, err := tournament.SwissOf(ev.Game)
		if err != nil {
			return err
		}
		if after <= 0 {
			after = tournament.CompleteRounds(rs)
		}
		rows, err = NewFamily(sw.Entrant).Rows(ev, ps, rs, after)
		return err
	})
	return rows, after, err
}

// Rated implements tournament.Rater. The Go seeds say nothing of a rating:
// every decided game is rated except a forfeit, 両負け, 無勝負 (with or
// without a replay) and 勝敗預かり, the games Othello also leaves out.
func (Family) Rated(_ tournament.Event, _ tournament.Round, g tournament.Game) (bool, tournament.Text, bool) {
	if g.IsBye() || g.Result == nil {
		return false, tournament.Text{}, false
	}
	if g.AgainstArbiter() {
		return false, tournament.Text{En: "not for rating (against the arbiter, 審判対局)", Ja: "レーティング対象外（審判対局）"}, true
	}
	res, err := rules.ParseGameResult(g.Result.Text)
	if err != nil {
		return false, tournament.Text{}, false
	}
	switch res.Kind {
	case rules.ResultForfeit, rules.ResultDoubleLoss, rules.ResultNoResult, rules.ResultNoResultReplay, rules.ResultPending:
		return false, tournament.Text{En: "not for rating (not decided over the board)", Ja: "レーティング対象外（盤上で勝敗が決まっていない）"}, true
	}
	return true, tournament.Text{}, true
}

// checkHandicapMax refuses a cap of one stone: a handicap game has two
// stones or more (rules/igo HandicapSettings.Validate).
func checkHandicapMax(v string) (string, error) {
	if strings.TrimSpace(v) == "1" {
		return "", tournament.NewProblem(tournament.ErrInvalidInput, "setting handicap_max: a handicap game has 2 stones or more; use 0 (no stones) or 2 to 9",
			"置石の上限は 0（置石なし）か 2〜9 です（1子の置碁はありません）")
	}
	return strings.TrimSpace(v), nil
}

// DrawResult implements tournament.Drawer: a drawn game is a jigo (持碁),
// which Decide allows only under a whole-point komi.
func (Discipline) DrawResult() string { return "jigo" }
