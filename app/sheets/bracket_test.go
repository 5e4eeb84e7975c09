package sheets

import (
	"bytes"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

// bracketVenue is a Go 予選リーグ of n players in groups of four, the top
// two advancing to a knockout with a 3位決定戦 (section K), the league
// played (Black wins) and the knockout's entrants drawn; it returns the
// venue and the knockout's service.
func bracketVenue(t *testing.T, n int) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := printVenue(t, tournament.EventInfo{Name: "囲碁選手権", Date: "2026-11-21"},
		tournament.SectionForm{Key: "L", Name: "予選リーグ", Game: "go", Format: "league", Tables: "1-20",
			Options: tournament.FormatOptions{"group-size": "4", "advance": "2"}, Settings: map[string]string{"seed": "3"}},
		tournament.SectionForm{Key: "K", Name: "決勝トーナメント", Game: "go", Format: "knockout", From: "L", Places: "通過",
			Tables: "21-30", Options: tournament.FormatOptions{"third-place": "true"}, Settings: map[string]string{"seed": "3"}})
	_, err := v.Root().ImportParticipants([]byte(entrantsCSV(n, "L")))
	require.NoError(t, err)
	return v, fixtures.PlayLeagueThenDraw(t, v, "L", "K")
}

// bracketPDF renders the bracket sheet of s into dir/name.pdf and returns
// its path and its text (pdftotext -layout).
func bracketPDF(t *testing.T, s *tournament.Service, path string) string {
	t.Helper()
	return layoutPDF(t, s, "bracket", path)
}

// pdfPageSize is the first page's size in points (pdfinfo).
func pdfPageSize(t *testing.T, path string) string {
	t.Helper()
	return pdfInfo(t, path, "Page size:")
}

// The issue's bracket printed: 16 league players in 4 groups → 8 in the
// knockout on landscape A4, every entrant with where they came from, the
// rounds' headings, the winners' names filling in as the rounds are
// played, the champion and the 3位決定戦.
func TestBracketSheet_Issue25NamesAndResultsFillInOnLandscapeA4(t *testing.T) {
	_, k := bracketVenue(t, 16)
	dir := t.TempDir()
	r1, err := k.PairNextRound()
	require.NoError(t, err)
	text := bracketPDF(t, k, filepath.Join(dir, "r1.pdf"))
	assert.Contains(t, pdfPageSize(t, filepath.Join(dir, "r1.pdf")), "841.89 x 595.28", "A4 landscape")
	assert.Regexp(t, `決勝トーナメント\s+トーナメント表`, text, "the section's name before the title")
	for _, h := range []string{"準々決勝", "準決勝", "決勝戦", "優勝", "3位決定戦"} {
		assert.Contains(t, text, h)
	}
	d, err := knockout.BracketView(k)
	require.NoError(t, err)
	require.Equal(t, 8, d.Entrants)
	for _, m := range d.Rounds[0].Matches {
		for _, e := range []knockout.BracketEntry{m.Top, m.Bottom} {
			assert.Regexp(t, fmt.Sprintf(`%d +%s（[A-D]組[12]位）`, e.Seed, e.Name), text, "every entrant with its seed and origin")
		}
	}
	assert.NotContains(t, text, "B+R", "no result yet")

	fixtures.BlackWins(t, k, r1)
	text = bracketPDF(t, k, filepath.Join(dir, "r1-played.pdf"))
	assert.Equal(t, 4, countOf(text, "黒中押し勝ち"), "each quarter-final's result under its winner, in the game's words (issue 38: not B+R)")
	names, err := k.Names()
	require.NoError(t, err)
	for _, g := range r1.Games {
		assert.GreaterOrEqual(t, countOf(text, names[g.Black]), 2, "%s: on their line and again as the winner", names[g.Black])
	}

	for {
		r, err := k.PairNextRound()
		if err != nil {
			require.ErrorContains(t, err, "the knockout is over")
			break
		}
		fixtures.BlackWins(t, k, r)
	}
	d, err = knockout.BracketView(k)
	require.NoError(t, err)
	text = bracketPDF(t, k, filepath.Join(dir, "final.pdf"))
	assert.Equal(t, 8, countOf(text, "黒中押し勝ち"), "7 games and the 3位決定戦")
	assert.GreaterOrEqual(t, countOf(text, d.Champion.Name), 4, "the champion: line, quarter, semi, final")
	assert.Contains(t, text, names[d.ThirdPlace.Winner])
}

// More than 16 lines go on A3: 24 league players in 6 groups → 12
// entrants on 16 lines fit A4; 36 → 18 entrants on 32 lines take A3.
func TestBracketSheet_Issue25MoreThanSixteenLinesPrintOnA3(t *testing.T) {
	needTool(t, "pdfinfo")
	_, k := bracketVenue(t, 36)
	_, err := k.PairNextRound()
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "a3.pdf")
	text := bracketPDF(t, k, path)
	assert.Contains(t, pdfPageSize(t, path), "1190.55 x 841.89", "A3 landscape")
	d, err := knockout.BracketView(k)
	require.NoError(t, err)
	require.Equal(t, 32, d.Lines)
	for _, m := range d.Rounds[0].Matches {
		for _, e := range []knockout.BracketEntry{m.Top, m.Bottom} {
			if e.Known() {
				assert.Contains(t, text, e.Name)
			}
		}
	}
	assert.Contains(t, text, "1回戦")
	assert.Equal(t, "1", pdfPages(t, path), "one page")
}

// pdfPages is the number of pages of the PDF at path (pdfinfo).
func pdfPages(t *testing.T, path string) string {
	t.Helper()
	return pdfInfo(t, path, "Pages:")
}

// The bracket is offered for a knockout section only: the league's sheets
// do not list it, and printing it there is refused in Japanese.
func TestBracketSheet_Issue25OfferedOnlyForAKnockout(t *testing.T) {
	v, k := bracketVenue(t, 8)
	_, league, err := v.Section("L")
	require.NoError(t, err)
	keys := func(s *tournament.Service) []string { return offeredKeys(t, s) }
	assert.NotContains(t, keys(league), "bracket")
	assert.Contains(t, keys(league), "standings")
	assert.NotContains(t, keys(k), "bracket", "not drawn until round 1 is paired")
	_, err = k.PairNextRound()
	require.NoError(t, err)
	assert.Contains(t, keys(k), "bracket")

	assert.Contains(t, sheetRefusal(t, league, "go", "bracket"), "この部門は決勝トーナメントではありません")
}

func countOf(s, sub string) int { return bytes.Count([]byte(s), []byte(sub)) }
