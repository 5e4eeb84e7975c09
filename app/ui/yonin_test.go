package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// seatedYoninWindow opens a four-player shogi demo event of 4 players,
// the four seated at table A of 予選 in registration order, and returns
// its window, its service and the players.
func seatedYoninWindow(t *testing.T) (*eventWindow, *tournament.Service, []tournament.Participant) {
	t.Helper()
	a := japaneseApp(t)
	mem, svc := demoEvent(t, "yonin", 4)
	ps, _ := svc.Participants()
	_, err := yoningame.Of(svc).SeatTable("予選", "A", [4]string{ps[0].Name, ps[1].Name, ps[2].Name, ps[3].Name})
	require.NoError(t, err)
	return openWindow(t, a, mem, "y.taikai", nil), svc, ps
}

func TestTableBoard_Section5GameEnteredByClickingWhoMatedWhom(t *testing.T) {
	ew, svc, ps := seatedYoninWindow(t)
	ew.showView(screenOf[*yoninView](ew).content)

	card := screenOf[*yoninView](ew).cards.Objects[0]
	assert.Contains(t, texts(t, card), "四1局")
	sel := selects(t, card)
	require.Len(t, sel, 2, "victim and mater")
	// docs/rules.md §5 example: P (seat 1, the parent) mated by C, C by A, B by A.
	P, A, B, C := "1番 "+ps[0].Name, "2番 "+ps[1].Name, "3番 "+ps[2].Name, "4番 "+ps[3].Name
	for _, e := range [][2]string{{P, C}, {C, A}, {B, A}} {
		sel[0].SetSelected(e[0])
		sel[1].SetSelected(e[1])
		test.Tap(findButton(t, card, "追加"))
	}
	test.Tap(findButton(t, card, "局を記録"))
	_, st, err := yoningame.Of(svc).YoninStandings("予選")
	require.NoError(t, err)
	require.Len(t, st.Tables[0].Games, 1)
	board := texts(t, screenOf[*yoninView](ew).cards.Objects[0])
	// Seat order, whatever the points: P's row stays first, with its number.
	assert.Contains(t, board, P+" (7pt) 4位 親\n"+A+" (15pt) 1位\n", "the parent of the game just played is marked")
	assert.Contains(t, board, "四2局")
}
