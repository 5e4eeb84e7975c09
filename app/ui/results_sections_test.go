package ui

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// deskSections are a Go A級 on tables 1-10 and an Othello B級 on 21-30.
var deskSections = threeSections[:2]

// gameOfSection is the game at venue table t of section key's round n.
func gameOfSection(t *testing.T, ew *eventWindow, key string, n, table int) tournament.Game {
	t.Helper()
	_, svc, err := ew.event.Section(key)
	require.NoError(t, err)
	r, err := svc.Round(n)
	require.NoError(t, err)
	g, _, ok := r.GameAt(table)
	require.True(t, ok, "section %s round %d has table %d", key, n, table)
	return g
}

// firstTable is the first table of section key's round n.
func firstTable(t *testing.T, ew *eventWindow, key string, n int) int {
	t.Helper()
	_, svc, err := ew.event.Section(key)
	require.NoError(t, err)
	r, err := svc.Round(n)
	require.NoError(t, err)
	return r.Games[0].Table
}

func TestResults_Issue24CardNumberFindsItsSection(t *testing.T) {
	ew := newSectionsWindow(t, deskSections)
	_, refused, err := ew.event.PairAll()
	require.NoError(t, err)
	require.Empty(t, refused)
	require.NoError(t, ew.reload())
	ew.showView(ew.results.content)
	require.Equal(t, "A", ew.sec.Key)
	a := ew.results

	// B級's table typed on A級's results screen: the status line names
	// B級, its round and its players before anything is recorded.
	tb := firstTable(t, ew, "B", 1)
	g := gameOfSection(t, ew, "B", 1, tb)
	ew.win.Canvas().Focus(a.table)
	test.Type(a.table, strconv.Itoa(tb))
	assert.Contains(t, a.status.Text, "B級　1 回戦 "+strconv.Itoa(tb)+" 番卓：黒 B選手")
	assert.Contains(t, a.status.Text, "Enter で B級 に入力します")
	a.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	// Enter goes to B級's results, the table typed, the cursor on the discs.
	require.Equal(t, "B", ew.sec.Key)
	b := ew.results
	require.NotSame(t, a, b)
	assert.Equal(t, ew.tabs.Selected().Content, b.content, "B級's results tab")
	assert.Equal(t, strconv.Itoa(tb), b.table.Text)
	assert.Contains(t, b.status.Text, "B級　1 回戦 "+strconv.Itoa(tb)+" 番卓")
	f := b.form.(*discsForm)
	assert.Equal(t, fyne.Focusable(f.black), ew.win.Canvas().Focused())
	test.Type(f.black, "40")
	f.black.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	test.Type(f.white, "24")
	f.white.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	g = gameOfSection(t, ew, "B", 1, tb)
	require.NotNil(t, g.Result, "recorded in B級 round 1")
	assert.Equal(t, "40-24", g.Result.Text)
	assert.Equal(t, fyne.Focusable(b.table), ew.win.Canvas().Focused(), "the next card starts")

	// A級's table typed on B級's screen goes back to A級 (Go).
	ta := firstTable(t, ew, "A", 1)
	test.Type(b.table, strconv.Itoa(ta))
	b.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Equal(t, "A", ew.sec.Key)
	gf := ew.results.form.(*goScoreForm)
	test.Type(gf.score, "B+R")
	gf.score.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.NotNil(t, gameOfSection(t, ew, "A", 1, ta).Result)
	assert.Nil(t, gameOfSection(t, ew, "B", 1, firstTable(t, ew, "B", 1)+2).Result, "nothing else recorded")

	// A table no section's current round has is refused in place.
	test.Type(ew.results.table, "99")
	assert.Contains(t, ew.results.status.Text, "99 番卓はありません")
	ew.results.table.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, "A", ew.sec.Key)
	assert.True(t, ew.results.problem.Visible())
}

func TestResults_Issue24AResultTypedAfterTabGoesToItsSectionToBeTypedAgain(t *testing.T) {
	ew := newSectionsWindow(t, deskSections)
	_, _, err := ew.event.PairAll()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	ew.showView(ew.results.content)
	tb := firstTable(t, ew, "B", 1)
	a := ew.results
	test.Type(a.table, strconv.Itoa(tb))
	ew.win.Canvas().Focus(a.form.first())
	gf := a.form.(*goScoreForm)
	test.Type(gf.score, "B+R")
	gf.score.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	require.Equal(t, "B", ew.sec.Key)
	assert.Nil(t, gameOfSection(t, ew, "B", 1, tb).Result, "a Go result is not recorded on an Othello card")
	assert.Contains(t, ew.results.problem.Text, "ここで結果をもう一度入力してください")
	assert.Equal(t, "", gf.score.Text, "nothing typed is left in A級's form")
}
