package sheets

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// countedDispute is a Go event whose round 1 table 1 has the seed's three
// calculation screens as proposals: Black's the correct count, White's with
// the dead stone C7 not marked, the arbiter's with the dame F5 left open.
func countedDispute(t *testing.T, sides ...string) *tournament.Service {
	t.Helper()
	s := atPrintTime(tournament.WithArbiter("審判"))
	require.NoError(t, s.CreateDemoWith("go", 4))
	_, err := s.PairNextRound()
	require.NoError(t, err)
	screen := map[string]string{"black": "correct", "white": "dead-unmarked", "arbiter": "dame-forgotten"}
	for _, side := range sides {
		b, err := os.ReadFile("../../rules/igo/testdata/count/" + screen[side] + ".txt")
		require.NoError(t, err)
		_, err = s.ProposeCount(1, 1, side, tournament.CountInput{Board: string(b)}, "窓口")
		require.NoError(t, err)
	}
	return s
}

// rulingText renders round 1's ruling record and returns its pages' text.
func rulingText(t *testing.T, s *tournament.Service, lang tournament.Lang) []string {
	t.Helper()
	return strings.Split(strings.TrimRight(text(t, renderSheet(t, s, "go", "rulings", 1, lang)), "\f\n"), "\f")
}

// Issue 37 (seed 終局処理 四.10.B, 棋譜3点セット): the ruling record of a
// game whose proposals were counted on the board draws both proposals'
// boards with their counts, and says where they differ.
func TestSheets_Issue37RulingRecordDrawsBothProposals(t *testing.T) {
	pages := rulingText(t, countedDispute(t, "black", "white"), tournament.Japanese)
	require.Len(t, pages, 2, "the ruling, then the boards")
	assert.Contains(t, pages[0], "終局案 黒の終局案 黒", "the ruling page names the proposals")
	got := pages[1]
	assert.Contains(t, got, "1番卓：盤面で計算した終局案")
	assert.Contains(t, got, "黒の終局案")
	assert.Contains(t, got, "白の終局案")
	assert.Contains(t, got, "黒：地 36 ＋ アゲハマ 1 ＝ 37目")
	assert.Contains(t, got, "黒：地 0 ＋ アゲハマ 0 ＝ 0目")
	assert.Contains(t, got, "白：地 26 ＋ アゲハマ 1 − コミ 5目半 ＝ 21目半", "a line of the summary whole (the demo's table 1: White gives 5.5)")
	assert.Contains(t, got, "C7 の石団：黒の終局案は死に石、白の終局案は活き石")
	// The boards' coordinates are drawn: two boards of 9 columns.
	assert.GreaterOrEqual(t, strings.Count(got, "J\n"), 2)
}

// With the arbiter's count too, the three boards share one A4 page, and
// every point where any two proposals differ is named with whose says what.
func TestSheets_Issue37RulingRecordDrawsTheArbitersCountBesideTheProposals(t *testing.T) {
	s := countedDispute(t, "black", "white", "arbiter")
	pages := rulingText(t, s, tournament.Japanese)
	require.Len(t, pages, 2, "the ruling, then the three boards on one page")
	got := pages[1]
	// The demo's table 1: White gives 5.5.
	for _, want := range []string{"黒の終局案 黒15目半勝ち", "白の終局案 白21目半勝ち", "審判の計算 黒5目半勝ち",
		"白：地 0 ＋ アゲハマ 0 − コミ 5目半 ＝ −5目半", // gofpdf's MultiCell printed 「コミ 5」 and 「半」, the 目 lost
		"C7 の石団：黒の終局案・審判の計算は死に石、白の終局案は活き石",
		"F5 の石（駄目詰め・手入れ）：黒の終局案・白の終局案は黒石、審判の計算は空点",
		"セキ石", "駄目", "終局案の違う点"} {
		assert.Contains(t, flat(got), flat(want))
	}
	assert.Contains(t, pages[0], "終局案 黒の終局案 黒15目半勝ち、白の終局案 白21目半勝ち、審判の計算 黒5目半勝ち（盤面は次のページ）")
	assert.Contains(t, pages[0], "状態 終局案3件", "boards counted, nothing decided: not 対局再開")
	assert.NotContains(t, pages[0], "対局再開")

	pages = rulingText(t, s, tournament.English)
	require.Len(t, pages, 2)
	got = strings.Join(strings.Fields(pages[1]), " ")
	assert.Contains(t, pages[0], "Counted proposals Black's proposal B+15.5; White's proposal W+21.5; the arbiter's count B+5.5 (the boards on the next page)")
	for _, want := range []string{"Table 1: the proposals counted on the board", "The arbiter's count B+5.5",
		"the chain at C7: dead in Black's proposal and the arbiter's count, alive in White's proposal",
		"the stone at F5 (駄目詰め or 手入れ): a black stone in Black's proposal and White's proposal, empty in the arbiter's count",
		"dead, taken up (the other side's prisoners)"} {
		assert.Contains(t, got, want)
	}
}

// flat is s without its spaces and line ends, as a wrapped text compares.
func flat(s string) string { return strings.Join(strings.Fields(s), "") }

// A single proposal is drawn alone, and no difference is claimed.
func TestSheets_Issue37RulingRecordDrawsASingleProposal(t *testing.T) {
	pages := rulingText(t, countedDispute(t, "arbiter"), tournament.Japanese)
	require.Len(t, pages, 2)
	assert.Contains(t, pages[1], "審判の計算")
	assert.NotContains(t, pages[1], "終局案の違う点")
}

// Under each board its count a clause a line where they do not fit
// together: Black's, White's, the result; Pair Go's 盤面 and 合計 each on
// a line of their own.
func TestSheets_Issue37CountSummaryUnderTheBoardByClauses(t *testing.T) {
	d := newDoc(tournament.Event{Name: "t"}, "", Options{Lang: tournament.Japanese})
	d.begin()
	d.pdf.SetFont(fontFamily, "", 8.5)
	assert.Equal(t, []string{"黒：地 36 ＋ アゲハマ 1 ＝ 37目、", "白：地 26 ＋ アゲハマ 1 ＋ コミ 6目半 ＝ 33目半、黒3目半勝ち"},
		summaryLines(d, "黒：地 36 ＋ アゲハマ 1 ＝ 37目、白：地 26 ＋ アゲハマ 1 ＋ コミ 6目半 ＝ 33目半、黒3目半勝ち", 88))
	assert.Equal(t, []string{"黒：地 36 ＋ アゲハマ 1 ＝ 37目、", "白：地 26 ＋ アゲハマ 1 ＝ 27目、", "盤面：黒37目、白27目。コミなし。", "合計：黒37目、白27目。黒の10目勝ち。"},
		summaryLines(d, "黒：地 36 ＋ アゲハマ 1 ＝ 37目、白：地 26 ＋ アゲハマ 1 ＝ 27目、盤面：黒37目、白27目。コミなし。合計：黒37目、白27目。黒の10目勝ち。", 88))
	assert.Equal(t, []string{"Black: territory 36 + prisoners 1 = 37;", "White: territory 26 + prisoners 1 + komi 6.5 = 33.5;", "B+3.5"},
		summaryLines(d, "Black: territory 36 + prisoners 1 = 37; White: territory 26 + prisoners 1 + komi 6.5 = 33.5; B+3.5", 70))
}
