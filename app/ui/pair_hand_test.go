package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// qualifyWindow is the event window of a Go 2勝通過2敗失格 of 甲乙丙丁, in
// Japanese.
func qualifyWindow(t *testing.T) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, s := newEvent(t, tournament.EventInfo{Game: "go", Name: "勝ち抜け戦"}, map[string]string{"seed": "7", "handicap": "false"})
	secs, err := tournament.NewVenue(mem).Sections()
	require.NoError(t, err)
	_, err = tournament.NewVenue(mem).EditSection(secs[0].Key, tournament.SectionForm{Format: "qualify", Options: tournament.FormatOptions{"wins": "2", "losses": "2"}})
	require.NoError(t, err)
	for _, n := range []string{"甲", "乙", "丙", "丁"} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n, tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	return openWindow(t, a, mem, "q.taikai", inTurn)
}

// byHandDialog pairs the next round through 「手で組む…」, typing lines.
func byHandDialog(t *testing.T, ew *eventWindow, lines string) {
	t.Helper()
	ew.showView(ew.pairings.content)
	test.Tap(findButton(t, ew.pairings.content, "手で組む…"))
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "1行に1局")
	keys(t, ew, lines) // the entry has the focus; Enter adds a line
	test.Tap(findButton(t, top, "この組合せで組む"))
}

// Issue 38 through the window: the stuck 2勝通過2敗失格 (the two 1勝1敗
// already met) asks before it pairs the rematch, Enter does not decide
// it; 手で組む pairs rounds by typed lines, names as typed.
func TestPairings_Issue38StuckQualifyAsksForTheRematchAndPairsByHand(t *testing.T) {
	ew := qualifyWindow(t)
	byHandDialog(t, ew, "1:甲-乙\n2:丙-丁")
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "paired, the dialog closed")
	r1, err := ew.svc.Round(1)
	require.NoError(t, err)
	require.Len(t, r1.Games, 2)
	for _, tbl := range []int{1, 2} {
		_, err := ew.svc.RecordResult(1, tbl, "B+R")
		require.NoError(t, err)
	}
	byHandDialog(t, ew, "1:甲-丙\n2:丁-乙")
	for _, tbl := range []int{1, 2} {
		_, err := ew.svc.RecordResult(2, tbl, "B+R")
		require.NoError(t, err)
	}
	require.NoError(t, ew.reload())

	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the question")
	assert.Contains(t, texts(t, top), "再戦なしには組めません")
	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter cancels")
	rs, _ := ew.svc.Rounds()
	require.Len(t, rs, 2, "nothing paired without the consent")

	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	tapOnTop(t, ew, "再戦で組む")
	r3, err := ew.svc.Round(3)
	require.NoError(t, err)
	require.Len(t, r3.Games, 1)
	names, _ := ew.svc.Names()
	assert.ElementsMatch(t, []string{"丙", "丁"}, []string{names[r3.Games[0].Black], names[r3.Games[0].White]})
	assert.Contains(t, fmt.Sprint(ew.pairings.cell(tableCell(0, 5))), "審判の了承による再戦")
}
