package sheets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
)

// roundRobinVenue is a Go event with a round robin section R of n players
// and a Swiss section W; it returns the venue and R's service.
func roundRobinVenue(t *testing.T, n int) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := printVenue(t, tournament.EventInfo{Name: "囲碁総当たり戦", Date: "2026-11-21"},
		tournament.SectionForm{Key: "R", Name: "総当たりの部", Game: "go", Format: "総当たり", Tables: "1-10", Settings: map[string]string{"seed": "3"}},
		tournament.SectionForm{Key: "W", Name: "スイスの部", Game: "go", Tables: "11-20", Settings: map[string]string{"seed": "3"}})
	_, err := v.Root().ImportParticipants([]byte(entrantsCSV(n, "R")))
	require.NoError(t, err)
	_, r, err := v.Section("R")
	require.NoError(t, err)
	return v, r
}

// roundRobinPDF renders the round robin sheet of s into path and returns
// its text (pdftotext -layout).
func roundRobinPDF(t *testing.T, s *tournament.Service, path string) string {
	t.Helper()
	return layoutPDF(t, s, "roundrobin", path)
}

// grid is the sheet's text before its legend (which names every mark).
func grid(t *testing.T, text string) string {
	t.Helper()
	i := strings.Index(text, "各欄")
	require.Positive(t, i, "the legend is printed")
	return text[:i]
}

// The 総当たり表 of four after round 1 (Black won both games): the names,
// two ○ and two ●, the winners' 1 win, on a portrait page; ten entrants
// print landscape.
func TestRoundRobinSheet_Issue25PrintsResultsWinsAndPlaces(t *testing.T) {
	_, s := roundRobinVenue(t, 4)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	fixtures.BlackWins(t, s, r)
	// TAIKAI_KEEP_PDF=DIR keeps the sheets to look at.
	dir := os.Getenv("TAIKAI_KEEP_PDF")
	if dir == "" {
		dir = t.TempDir()
	}
	path := filepath.Join(dir, "rr4.pdf")
	text := roundRobinPDF(t, s, path)
	assert.Contains(t, text, "総当たり表（全3回戦中1回戦まで）")
	for _, name := range []string{"佐藤 一郎", "鈴木 一郎", "高橋 一郎", "田中 一郎"} {
		assert.Contains(t, text, name)
	}
	assert.Equal(t, 2, countOf(grid(t, text), "○"), text)
	assert.Equal(t, 2, countOf(grid(t, text), "●"), text)
	assert.Contains(t, text, "勝数")
	assert.Contains(t, text, "順位")
	assert.Contains(t, pdfPageSize(t, path), "595.28 x 841.89")

	_, big := roundRobinVenue(t, 10)
	r, err = big.PairNextRound()
	require.NoError(t, err)
	fixtures.BlackWins(t, big, r)
	path = filepath.Join(dir, "rr10.pdf")
	text = roundRobinPDF(t, big, path)
	assert.Equal(t, 5, countOf(grid(t, text), "○"), text)
	assert.Contains(t, text, "山本 一郎")
	assert.Contains(t, pdfPageSize(t, path), "841.89 x 595.28", "landscape")
}

// The sheet is offered for a round robin once round 1 draws its seats,
// never for the Swiss section; printing it there is refused in Japanese.
func TestRoundRobinSheet_Issue25OfferedOnlyForADrawnRoundRobin(t *testing.T) {
	v, s := roundRobinVenue(t, 4)
	_, swiss, err := v.Section("W")
	require.NoError(t, err)
	keys := func(s *tournament.Service) []string { return offeredKeys(t, s) }
	assert.NotContains(t, keys(s), "roundrobin", "not drawn until round 1 is paired")
	_, err = s.PairNextRound()
	require.NoError(t, err)
	assert.Contains(t, keys(s), "roundrobin")
	assert.NotContains(t, keys(swiss), "roundrobin")

	assert.Contains(t, sheetRefusal(t, swiss, "go", "roundrobin"), "この部門は総当たりではありません")
}
