package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// oddWindow is the event window of a Go event of 5 players of equal rank
// with the settings given (odd_player…), in Japanese.
func oddWindow(t *testing.T, settings map[string]string) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	set := map[string]string{"seed": "7", "handicap": "false"}
	for k, v := range settings {
		set[k] = v
	}
	mem, s := newEvent(t, tournament.EventInfo{Game: "go", Name: "囲碁大会"}, set)
	for i := range 5 {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("選手%02d", i+1), tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	return openWindow(t, a, mem, "odd.taikai", inTurn)
}

// oddPairedAtTheDesk is oddWindow with odd_player mode, round 1 paired
// from the section menu (次の回戦を組む).
func oddPairedAtTheDesk(t *testing.T, mode string) (*eventWindow, tournament.Round) {
	t.Helper()
	ew := oddWindow(t, map[string]string{"odd_player": mode})
	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	return ew, r
}

// cardAtTheDesk types one card at the results desk: the table number,
// Enter, the result, Enter.
func cardAtTheDesk(t *testing.T, ew *eventWindow, table int, result string) {
	t.Helper()
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	ew.results.table.SetText("")
	keys(t, ew, fmt.Sprintf("%d\n%s\n", table, result))
}

// 待ち合わせ through the real widgets (issue 27's acceptance): the round is
// paired from the 回戦 menu with the odd player listed as waiting (「（待ち合
// わせ）」, the status line naming them); 「待ち合わせの組合せ…」 before any
// table has finished offers only the bye; table 1's card is typed at the
// desk, the dialog then offers its loser, and 組む adds table 3; the desk
// suggests it after table 2, its card is typed later in the round, and
// the standings after round 1 count it: the loser of table 1 has a loss
// and a win.
func TestPairings_Issue27WaitingPlayerPairedAndEnteredThroughTheGUI(t *testing.T) {
	ew, r := oddPairedAtTheDesk(t, "wait")
	require.Len(t, r.Games, 2)
	require.Len(t, r.Waiting, 1)
	waiter := r.Waiting[0].Player
	names, err := ew.svc.Names()
	require.NoError(t, err)

	p := ew.pairings
	ew.showView(p.content)
	assert.Equal(t, names[waiter], p.cell(widget.TableCellID{Row: 2, Col: 1}))
	assert.Equal(t, "（待ち合わせ）", p.cell(widget.TableCellID{Row: 2, Col: 3}))
	assert.Contains(t, p.cell(widget.TableCellID{Row: 2, Col: 5}), "待ち合わせ")
	assert.Contains(t, p.status.Text, "待ち合わせ："+names[waiter])
	require.True(t, p.waitBtn.Visible())
	assert.Equal(t, "待ち合わせの組合せ…", p.waitBtn.Text)

	// Nothing has finished: the dialog says so and offers the bye only.
	test.Tap(p.waitBtn)
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "負けた人の決まった卓がまだありません")
	assert.Nil(t, findButtonOrNil(t, top, "組む"))
	test.Tap(findButton(t, top, "キャンセル"))
	require.Nil(t, ew.win.Canvas().Overlays().Top())

	first := r.Games[0]
	cardAtTheDesk(t, ew, first.Table, "B+R")
	assert.Equal(t, "B+R", resultAt(t, ew, 1, first.Table))

	ew.showView(p.content)
	test.Tap(p.waitBtn)
	top = ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	body := texts(t, top)
	assert.Contains(t, body, names[waiter]+"は待ち合わせです")
	assert.Contains(t, body, "2番卓：対局中", "the unfinished table, with the reason")
	sels := selects(t, top)
	require.Len(t, sels, 1)
	assert.Equal(t, "1番卓（黒中押し勝ち）の負けた人："+names[first.White], sels[0].Selected)
	test.Tap(findButton(t, top, "組む"))
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed")

	r, err = ew.svc.Round(1)
	require.NoError(t, err)
	require.Empty(t, r.Waiting)
	require.Len(t, r.Games, 3)
	wg := r.Games[2]
	assert.Equal(t, 3, wg.Table)
	assert.Equal(t, first.Table, wg.WaitFor)
	assert.True(t, wg.Has(waiter) && wg.Has(first.White))
	assert.False(t, p.waitBtn.Visible(), "nobody waits any more")
	assert.Equal(t, "3", p.cell(widget.TableCellID{Row: 2, Col: 0}))
	assert.Contains(t, ew.notice.Text, "待ち合わせ：3番卓")

	// Table 2's card, then the desk suggests table 3: the loser wins it.
	cardAtTheDesk(t, ew, r.Games[1].Table, "W+R")
	assert.Equal(t, "3", ew.results.table.Text, "the added game is the next card waiting")
	loserWins := "W+R"
	if wg.Black == first.White {
		loserWins = "B+R"
	}
	cardAtTheDesk(t, ew, 3, loserWins)
	assert.Equal(t, loserWins, resultAt(t, ew, 1, 3))
	r, err = ew.svc.Round(1)
	require.NoError(t, err)
	assert.True(t, r.Complete())

	ew.showView(ew.standings.content)
	require.NoError(t, ew.reload())
	wins := map[string]string{}
	for row := range ew.standings.t.Rows {
		wins[ew.standings.cell(widget.TableCellID{Row: row, Col: 1})] = ew.standings.cell(widget.TableCellID{Row: row, Col: 2})
	}
	assert.Equal(t, "1", wins[names[first.White]], "lost table 1, won the 待ち合わせ game: both count in round 1")
	assert.Equal(t, "0", wins[names[waiter]])
	assert.Len(t, wins, 5, "the five players, no one else")
}

// The desk after every table's card while the player still waits: the
// status says so, and pairing the next round is refused with the reason;
// the dialog's 不戦勝にする gives the bye by hand.
func TestPairings_Issue27WaitingAtTheRoundsEndGetsTheByeInTheGUI(t *testing.T) {
	ew, r := oddPairedAtTheDesk(t, "wait")
	for _, g := range r.Games {
		cardAtTheDesk(t, ew, g.Table, "jigo")
		require.Equal(t, "", resultAt(t, ew, 1, g.Table), "Go with komi 6.5 has no jigo")
		cardAtTheDesk(t, ew, g.Table, "B+R")
	}
	ew.results.table.SetText("")
	ew.results.nextCard()
	assert.Contains(t, ew.results.status.Text, "待ち合わせのままです")

	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "待ち合わせのままです")
	test.Tap(findButton(t, top, "閉じる"))

	sectionMenuItem(t, ew, "回戦", "待ち合わせの組合せ…").Action()
	tapOnTop(t, ew, "不戦勝にする")
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	assert.True(t, r.Complete())
	assert.True(t, r.Games[len(r.Games)-1].IsBye())
}

// 審判対局: the odd player plays 「審判」 at table 3, as the pairings screen
// and the desk show it; its card is typed like any other, from the
// player's colour, and counts for the player only.
func TestPairings_Issue27ArbiterGameShownAndEnteredThroughTheGUI(t *testing.T) {
	ew, r := oddPairedAtTheDesk(t, "arbiter")
	require.Len(t, r.Games, 3)
	g := r.Games[2]
	require.True(t, g.AgainstArbiter())
	names, err := ew.svc.Names()
	require.NoError(t, err)
	p := ew.pairings
	ew.showView(p.content)
	arbiterCol, playerCol, scoreCol := 3, 1, 4
	if g.Black == tournament.ArbiterID {
		arbiterCol, playerCol, scoreCol = 1, 3, 2
	}
	assert.Equal(t, "3", p.cell(widget.TableCellID{Row: 2, Col: 0}))
	assert.Equal(t, "審判", p.cell(widget.TableCellID{Row: 2, Col: arbiterCol}))
	assert.Equal(t, names[g.Player()], p.cell(widget.TableCellID{Row: 2, Col: playerCol}))
	assert.Equal(t, "", p.cell(widget.TableCellID{Row: 2, Col: scoreCol}), "the arbiter has no score")
	assert.Contains(t, p.cell(widget.TableCellID{Row: 2, Col: 5}), "審判対局")
	assert.False(t, p.waitBtn.Visible())

	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	ew.results.table.SetText("")
	keys(t, ew, "3")
	assert.Contains(t, ew.results.status.Text, "審判")
	playerWins := "B+R"
	if g.White == g.Player() {
		playerWins = "W+R"
	}
	keys(t, ew, "\n"+playerWins+"\n")
	assert.Equal(t, playerWins, resultAt(t, ew, 1, 3))
	for _, gg := range r.Games[:2] {
		cardAtTheDesk(t, ew, gg.Table, "B+R")
	}
	require.NoError(t, ew.reload())
	tab, err := ew.svc.Standings(1)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 5, "no row for the arbiter")
	for _, row := range tab.Rows {
		if row.ID == g.Player() {
			assert.Equal(t, "1", row.Cells[1], "the win counts for the player")
		}
	}
}
