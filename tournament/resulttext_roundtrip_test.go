package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/igo"
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// decideAt is what a result of game kind is decided with: an event of
// that game, its Swiss rules, and a game at table 1 of round 1.
func decideAt(t *testing.T, kind tournament.GameKind) (tournament.Event, tournament.Swiss, tournament.Game) {
	t.Helper()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(kind), Name: "往復", Date: "2026-11-21"}, nil, today)
	require.NoError(t, err)
	sw, err := tournament.SwissOf(kind)
	require.NoError(t, err)
	g := tournament.Game{Table: 1, Black: 1, White: 2}
	return ev, sw, g
}

// roundTrip checks that every result the app prints for a stored result of
// game kind (ResultText, in Japanese and in English) is read back by the
// game's own result entry (Decide, as the result form and `taikai result`
// call it) as that same stored result.
func roundTrip(t *testing.T, kind tournament.GameKind, stored []string) (checked int) {
	t.Helper()
	ev, sw, g := decideAt(t, kind)
	r := tournament.Round{Number: 1, Games: []tournament.Game{g}}
	for _, s := range stored {
		for _, l := range []tournament.Lang{tournament.Japanese, tournament.English} {
			printed := tournament.ResultText(ev, s, l)
			v, err := sw.Decide(ev, r, g, printed, nil)
			if assert.NoError(t, err, "%s: %q printed as %q is refused", kind, s, printed) {
				assert.Equal(t, s, v.Stored, "%s: %q printed as %q", kind, s, printed)
			}
			checked++
		}
	}
	return checked
}

// storedBy returns what Decide stores for each of texts (the results a
// game can hold), failing on any it refuses.
func storedBy(t *testing.T, kind tournament.GameKind, texts []string) []string {
	t.Helper()
	ev, sw, g := decideAt(t, kind)
	var out []string
	for _, text := range texts {
		v, err := sw.Decide(ev, tournament.Round{Number: 1, Games: []tournament.Game{g}}, g, text, nil)
		require.NoError(t, err, text)
		out = append(out, v.Stored)
	}
	return out
}

// Issue 22, "what a person types that is refused": every Othello result
// the app prints (31-33 黒の時間切れ負け, 黒の不戦敗, 両負け …) reads back as
// itself, for every outcome, with and without discs.
func TestResultText_Issue22EveryOthelloResultPrintedReadsBack(t *testing.T) {
	texts := []string{"40-24", "32-32", "64-0", "0-64", "17-47", "33-31"}
	for _, o := range rules.Outcomes() {
		if o == rules.Bye {
			continue // given by the pairing, never typed at a table (below)
		}
		texts = append(texts, string(o))
		switch {
		case o == rules.ForfeitBlack:
			texts = append(texts, "0-64:"+string(o)) // always 0-64 (rule 13)
		case o == rules.ForfeitWhite:
			texts = append(texts, "64-0:"+string(o))
		case o.Loser() == rules.Black:
			texts = append(texts, "20-44:"+string(o), "31-33:"+string(o))
		case o.Loser() == rules.White:
			texts = append(texts, "44-20:"+string(o), "33-31:"+string(o))
		default:
			texts = append(texts, "32-32:"+string(o), "40-24:"+string(o))
		}
	}
	n := roundTrip(t, "othello", storedBy(t, "othello", texts))
	assert.Greater(t, n, 50)

	// The bye reads back as the result a pairing stores.
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "往復", Date: "2026-11-21"}, nil, today)
	require.NoError(t, err)
	for _, l := range []tournament.Lang{tournament.Japanese, tournament.English} {
		res, err := rules.ParseResult(tournament.ResultText(ev, "bye", l))
		require.NoError(t, err)
		assert.Equal(t, rules.Bye, res.Outcome)
	}
}

// goResults is every Go result kind, both winners, margins 0.5–40.5.
func goResults(jigoWin bool) []string {
	var out []string
	for _, w := range []igo.Colour{igo.Black, igo.White} {
		out = append(out, igo.GameResult{Winner: w, Resign: true}.String())
		for _, k := range []igo.ResultKind{igo.ResultTimeout, igo.ResultForfeit, igo.ResultFoul} {
			out = append(out, igo.GameResult{Kind: k, Winner: w}.String())
		}
		for m := 1; m <= 81; m++ {
			out = append(out, igo.GameResult{Winner: w, Margin: m}.String())
		}
	}
	if jigoWin {
		out = append(out, igo.GameResult{Winner: igo.White, JigoWin: true}.String())
	} else {
		out = append(out, igo.GameResult{Kind: igo.ResultJigo}.String())
	}
	for _, k := range []igo.ResultKind{igo.ResultDoubleLoss, igo.ResultNoResult, igo.ResultNoResultReplay, igo.ResultPending} {
		out = append(out, igo.GameResult{Kind: k}.String())
	}
	return out
}

// Issue 22: every Go result the app prints (白中押し勝ち, 黒3目半勝ち, 持碁,
// 黒反則勝ち …) reads back as itself.
func TestResultText_Issue22EveryGoResultPrintedReadsBack(t *testing.T) {
	n := roundTrip(t, "go", goResults(false))
	assert.Greater(t, n, 300)
}

// Issue 22: every Pair Go result the app prints (白勝ち（持碁）, the seed's
// ジゴは白勝ち, 黒4目勝ち …) reads back as itself.
func TestResultText_Issue22EveryPairGoResultPrintedReadsBack(t *testing.T) {
	n := roundTrip(t, "pairgo", goResults(true))
	assert.Greater(t, n, 300)
}

// Issue 22: the forms a person typed and had refused, and their obvious
// variants (full-width digits, with or without の, a space or a colon).
func TestResultEntry_Issue22FormsTheAppPrintsAreAccepted(t *testing.T) {
	for _, tt := range []struct {
		kind   tournament.GameKind
		in     string
		stored string
	}{
		{"othello", "31-33 黒の時間切れ負け", "31-33:timeout-black"},
		{"othello", "31-33 黒時間切れ負け", "31-33:timeout-black"},
		{"othello", "３１－３３　黒の時間切れ負け", "31-33:timeout-black"},
		{"othello", "31-33：黒の時間切れ負け", "31-33:timeout-black"},
		{"othello", "31-33 timeout-black", "31-33:timeout-black"},
		{"othello", "引き分け", "32-32"},
		{"othello", "引分け", "32-32"},
		{"othello", "32-32 引き分け", "32-32"},
		{"othello", "40-24 黒勝ち", "40-24"},
		{"othello", "40-24 黒の勝ち", "40-24"},
		{"othello", "33-31 白の反則負け", "33-31:foul-white"},
		{"othello", "黒の不戦敗", "forfeit-black"},
		{"go", "白の中押し勝ち", "W+R"},
		{"go", "白中押し勝ち", "W+R"},
		{"go", "黒の反則負け", "foul-black"},
		{"go", "黒反則負け", "foul-black"},
		{"go", "黒の３目半勝ち", "B+3.5"},
		{"pairgo", "白ジゴ勝ち", "W+J"},
		{"pairgo", "白のジゴ勝ち", "W+J"},
		{"pairgo", "白勝ち（ジゴ）", "W+J"},
		{"pairgo", "62-58 誤順2/0", "W+2"}, // no handicap, komi 0: 62 v 58 + 2×3
		{"pairgo", "62-58:誤順2/0", "W+2"},
		{"pairgo", "62-58 errors=2/0", "W+2"},
		{"pairgo", "６２－５８　誤順２／０", "W+2"},
		{"pairgo", "62-58、誤順2/0", "W+2"},
		{"pairgo", "80-20 黒2手打ち", "foul-black"},
		{"pairgo", "白の中押し勝ち", "W+R"},
	} {
		t.Run(string(tt.kind)+" "+tt.in, func(t *testing.T) {
			stored := storedBy(t, tt.kind, []string{tt.in})
			assert.Equal(t, tt.stored, stored[0])
		})
	}
}

// Issue 22, the dispute flow of Pair Go: each pair claims as the arbiter
// types a result, in board scores (62-58 誤順2/0: the winner from the
// game's komi and rotation errors) or in words; claims that come to the
// same result agree.
func TestPairGo_Issue22ClaimsInBoardScores(t *testing.T) {
	for _, tt := range []struct {
		black, white string
		agreed       string // "" = they disagree
	}{
		// Komi −6 (White gives 6): Black 62 + 6 = 68, White 58 + 2×3 = 64.
		{"62-58 誤順2/0", "黒4目勝ち", "B+4"},
		{"62-58:errors=2/0", "62-58 誤順2/0", "B+4"},
		{"６２－５８　誤順２／０", "B+4", "B+4"},
		{"60-66", "白ジゴ勝ち", "W+J"}, // 60 + 6 = 66: ジゴは白勝ち
		{"80-20 黒2手打ち", "白の反則勝ち", "foul-black"},
		{"62-58", "白の中押し勝ち", ""},
	} {
		t.Run(tt.black+"_"+tt.white, func(t *testing.T) {
			s, g := pairGoRound(t)
			_, dd, err := s.RecordDispute(1, g.Table, tournament.DisputeInput{BlackClaim: tt.black, WhiteClaim: tt.white})
			require.NoError(t, err)
			r, _ := s.Round(1)
			if tt.agreed == "" {
				assert.NotEqual(t, igo.DecisionAgreed, dd.Kind)
				assert.Equal(t, "B+10", r.Games[0].Dispute.BlackClaim, "62 + 6 v 58")
				assert.Equal(t, "W+R", r.Games[0].Dispute.WhiteClaim)
				return
			}
			assert.Equal(t, igo.DecisionAgreed, dd.Kind)
			require.NotNil(t, r.Games[0].Result)
			assert.Equal(t, tt.agreed, r.Games[0].Result.Text)
		})
	}
}
