package ui

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// addSectionThroughDialog fills the add-section dialog as the arbiter
// does: key, name, the game and the format chosen, the format's options,
// venue tables, the section the entrants come from with the places, and
// the settings (KEY=VALUE lines).
func addSectionThroughDialog(t *testing.T, ew *eventWindow, key, name, game, format, options, tables, from, places, settings string) {
	t.Helper()
	sectionMenuItem(t, ew, "部門", "部門を追加…").Action()
	fillAddSection(t, ew, key, name, game, format, options, tables, from, places, settings)
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed: %v", texts(t, ew.win.Canvas().Overlays().Top()))
	require.Equal(t, key, ew.sec.Key, "the section added is shown")
}

// playRoundAtTheDesk pairs the shown section's next round with Ctrl+R
// (the 回戦 menu) and types every card at the results desk: the table
// number, Enter, the result (Black wins), Enter.
func playRoundAtTheDesk(t *testing.T, ew *eventWindow) tournament.Round {
	t.Helper()
	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	rs, err := ew.svc.Rounds()
	require.NoError(t, err)
	require.NotEmpty(t, rs)
	r := rs[len(rs)-1]
	require.NoError(t, ew.reload())
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	for _, g := range r.Games {
		if g.IsBye() {
			continue
		}
		ew.results.table.SetText("")
		keys(t, ew, strconv.Itoa(g.Table)+"\nB+R\n")
		assert.Equal(t, "B+R", resultAt(t, ew, r.Number, g.Table), "round %d table %d", r.Number, g.Table)
	}
	return r
}

// Issue 25 through the GUI, at the issue's size: an event of sections
// made in the window — a league of 32 Go players in 8 groups of 4 whose
// top two go through, and a 16-player knockout with a 3位決定戦 taking
// them, both with handicaps by rank — played at the results desk, the
// entrants drawn from the 部門 menu, to the knockout's champion.
func TestFormats_Issue25LeagueIntoKnockoutThroughTheGUI(t *testing.T) {
	ew, _ := newVenueWindow(t, "囲碁選手権")

	addSectionThroughDialog(t, ew, "L", "予選リーグ", "囲碁", "予選リーグ", "group-size=4 advance=2", "1-16", "", "", "handicap=true")
	addSectionThroughDialog(t, ew, "K", "決勝T", "囲碁", "決勝トーナメント", "third-place", "21-28", "L", "通過", "handicap=true")
	var csv strings.Builder
	csv.WriteString("氏名,段級位,所属,部門\n")
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k"}
	for i := range 32 {
		fmt.Fprintf(&csv, "選手%02d,%s,クラブ%d,L\n", i+1, ranks[i%len(ranks)], i%5)
	}
	_, err := ew.event.Root().ImportParticipants([]byte(csv.String())) // the CSV import's file dialog aside
	require.NoError(t, err)
	require.NoError(t, ew.reload())

	test.Tap(sectionButton(t, ew, "予選リーグ"))
	for range 3 {
		r := playRoundAtTheDesk(t, ew)
		assert.Len(t, r.Games, 16, "eight groups of four: sixteen games a round")
		for _, g := range r.Games {
			assert.True(t, g.Table >= 1 && g.Table <= 16, "at the league's venue tables: %d", g.Table)
		}
	}
	tab, err := ew.svc.Standings(0)
	require.NoError(t, err)
	through := 0
	for _, row := range tab.Rows {
		for _, n := range row.Notes {
			if strings.Contains(n.Text.Ja, "通過") {
				through++
			}
		}
	}
	assert.Equal(t, 16, through, "the top two of each group")

	test.Tap(sectionButton(t, ew, "決勝T"))
	sectionMenuItem(t, ew, "部門", "進出者を決める…").Action()
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "決める"))
	ps, err := ew.svc.Participants()
	require.NoError(t, err)
	require.Len(t, ps, 16, "the sixteen who went through")
	handicaps := 0
	games := 0
	koEvent, err := ew.svc.Event()
	require.NoError(t, err)
	for round, want := range []int{8, 4, 2, 2} {
		r := playRoundAtTheDesk(t, ew)
		require.Len(t, r.Games, want, "knockout round %d", round+1)
		for _, g := range r.Games {
			games++
			assert.True(t, g.Table >= 21 && g.Table <= 28, "at 決勝T's venue tables: %d", g.Table)
			h := tournament.GameHandicap(koEvent, g)
			require.NotNil(t, h, "round %d table %d seated by Go", r.Number, g.Table)
			if h.Stones > 0 {
				handicaps++
			}
		}
	}
	assert.Equal(t, 16, games, "15 games and the 3位決定戦")
	assert.Positive(t, handicaps, "players of different ranks meet with stones")
	ko, err := ew.svc.Standings(0)
	require.NoError(t, err)
	require.Len(t, ko.Rows, 16)
	assert.Equal(t, 1, ko.Rows[0].Rank)
	assert.Contains(t, strings.Join(ko.Rows[0].Cells, " "), "優勝")
	assert.Contains(t, strings.Join(ko.Rows[1].Cells, " "), "準優勝")
	assert.Contains(t, strings.Join(ko.Rows[2].Cells, " "), "3位")
	assert.Contains(t, strings.Join(ko.Rows[3].Cells, " "), "4位")
}
