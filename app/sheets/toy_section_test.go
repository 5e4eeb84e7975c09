package sheets

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// The toy game of toy_test.go as one section of an event among others
// (issue 24): a Go section and a coin-toss section, paired at once, their
// cards entered by venue table number, printed on one venue list and on
// the section's own sheets. Nothing shared names the toy.
func TestDiscipline_Issue24ANewGameRunsAsOneSectionAmongOthers(t *testing.T) {
	tournament.Register(coin{})
	v := printVenue(t, tournament.EventInfo{Name: "こども大会", Date: "2025-05-05"},
		tournament.SectionForm{Key: "go", Name: "囲碁の部", Game: "go", Tables: "1-5", Settings: map[string]string{"seed": "5"}},
		tournament.SectionForm{Key: "coin", Name: "コインの部", Game: "コイン", Tables: "11-15"})
	csv := "氏名,ふりがな,段級位,部門\n"
	for i, n := range []string{"あおい", "いつき", "うみ", "えま"} {
		csv += fmt.Sprintf("碁%s,ご %s,%dk,go\n", n, n, i+1)
		csv += fmt.Sprintf("銭%s,ぜに %s,,coin\n", n, n)
	}
	_, err := v.Root().ImportParticipants([]byte(csv))
	require.NoError(t, err)

	for round := 1; round <= 2; round++ {
		paired, refused, err := v.PairAll()
		require.NoError(t, err)
		require.Empty(t, refused)
		require.Len(t, paired, 2)
		for id, r := range paired {
			for _, g := range r.Games {
				text := "B+R"
				if id != 0 {
					text = "表"
					assert.True(t, g.Table >= 11 && g.Table <= 15, "the coin section plays at its venue tables: %d", g.Table)
				}
				c, _, err := v.RecordCard(g.Table, text)
				require.NoError(t, err)
				assert.Equal(t, id, c.Section.ID, "table %d finds its section", g.Table)
			}
		}
	}

	list := venuePDFText(t, v, "pairings")
	assert.Regexp(t, `(?m)^1 囲碁の部 碁`, list)
	assert.Regexp(t, `(?m)^11 コインの部 銭`, list)
	byName := venuePDFText(t, v, "pairings-by-name")
	assert.Regexp(t, `(?m)^銭あおい コインの部 1[12] `, byName)

	standings := sectionPDFText(t, v, "coin", "standings", 2)
	assert.Contains(t, standings, "コインの部 第2回戦終了時 順位表")
	assert.Contains(t, standings, "順位の決め方：勝数、次に番号", "the toy's own standings")
	_, s, err := v.Section("coin")
	require.NoError(t, err)
	st, err := s.Standings(2)
	require.NoError(t, err)
	assert.Equal(t, "2", st.Rows[0].Cells[0], "two heads: two wins, counted by the toy")
}
