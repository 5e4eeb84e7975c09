package ui

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// keys types s into whatever has the focus, as the keyboard would: each
// character is a typed rune, "\n" is Enter, "\x1b" is Esc, "\b" Backspace.
func keys(t *testing.T, ew *eventWindow, s string) {
	t.Helper()
	for _, r := range s {
		f := ew.win.Canvas().Focused()
		require.NotNil(t, f, "nothing has the focus when typing %q of %q", r, s)
		typeRune(f, r)
	}
}

// typeRune types r into f as the keyboard would: "\n" is Enter, "\x1b" is
// Esc, "\b" Backspace, any other rune itself.
func typeRune(f fyne.Focusable, r rune) {
	switch r {
	case '\n':
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	case '\x1b':
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	case '\b':
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	default:
		f.TypedRune(r)
	}
}

// resultAt returns the stored result of round n, table t ("" none).
func resultAt(t *testing.T, ew *eventWindow, n, table int) string {
	t.Helper()
	r, err := ew.svc.Round(n)
	require.NoError(t, err)
	g, _, ok := r.GameAt(table)
	require.True(t, ok)
	if g.Result == nil {
		return ""
	}
	return g.Result.Text
}

// Typing the card's table number into a suggested field replaces the
// suggestion, however many digits, wherever the cursor was.
func TestKeyEntry_TypingReplacesTheSuggestion(t *testing.T) {
	for _, tc := range []struct{ suggestion, typed, want string }{
		{"1", "1", "1"}, {"1", "11", "11"}, {"10", "1", "1"}, {"1", "10", "10"}, {"2", "１２", "１２"},
		{"12", "\b7", "7"}, {"", "3", "3"},
	} {
		test.NewTempApp(t)
		w := test.NewWindow(nil)
		e := newKeyEntry()
		w.SetContent(e)
		e.suggest(tc.suggestion)
		w.Canvas().Focus(e)
		e.Tapped(&fyne.PointEvent{}) // a click does not put the cursor inside the suggestion
		for _, r := range tc.typed {
			typeRune(w.Canvas().Focused(), r)
		}
		assert.Equal(t, tc.want, e.Text, "suggested %q, typed %q", tc.suggestion, tc.typed)
		w.Close()
	}
}

// The lesson of the last round: the arbiter types the table number printed
// on the card, whatever the screen suggests, in the order the cards come.
func TestResultsScreen_WholeRoundFromTheCardsInRandomOrderWithCorrectionsAndAClear(t *testing.T) {
	ew, _ := pairedTestWindow(t) // 24 players: 12 tables
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	assert.Equal(t, "1", ew.results.table.Text, "the next table waiting is suggested")

	cards := rand.New(rand.NewPCG(7, 13)).Perm(12)
	want := map[int]string{}
	for i, k := range cards {
		table := k + 1
		black := 20 + (i*7)%25
		want[table] = fmt.Sprintf("%d-%d", black, 64-black)
		keys(t, ew, fmt.Sprintf("%d\n%d\n%d\n", table, black, 64-black))
		require.Equal(t, want[table], resultAt(t, ew, 1, table), "card %d: table %d; problem %q table %q", i+1, table, ew.results.problem.Text, ew.results.table.Text)
		assert.Equal(t, ew.results.table, ew.win.Canvas().Focused(), "the cursor is back on the table number")
	}
	for table := 1; table <= 12; table++ {
		assert.Equal(t, want[table], resultAt(t, ew, 1, table), "table %d", table)
	}

	// Correction 1: table 1 typed again with other discs; the question shows
	// both results and Enter replaces.
	keys(t, ew, "1\n41\n23\n")
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "re-entering a recorded table asks")
	text := texts(t, top)
	assert.Contains(t, text, want[1], "the stored result is shown")
	assert.Contains(t, text, "41-23", "beside the new one")
	assert.Equal(t, want[1], resultAt(t, ew, 1, 1), "nothing changes until confirmed")
	keys(t, ew, "\n")
	assert.Equal(t, "41-23", resultAt(t, ew, 1, 1))

	// Correction 2: table 10; Esc keeps the stored result; then the arbiter
	// types it again and confirms.
	keys(t, ew, "10\n30\n34\n")
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	keys(t, ew, "\x1b")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Esc closes the question")
	assert.Equal(t, want[10], resultAt(t, ew, 1, 10), "Esc keeps the stored result")
	keys(t, ew, "10\n30\n34\n\n")
	assert.Equal(t, "30-34", resultAt(t, ew, 1, 10))

	// A table the round does not have is refused in place: nothing stored,
	// the values stay, and the next digits replace the bad number.
	keys(t, ew, "13\n")
	assert.Contains(t, ew.results.problem.Text, "13")
	assert.Equal(t, ew.results.table, ew.win.Canvas().Focused())
	keys(t, ew, "11\n")
	assert.Equal(t, "11", ew.results.table.Text)

	// A clear: table 7 back to "not reported" (Ctrl+Delete), confirmed with Enter.
	ew.results.table.typed("7")
	ew.results.clearTable()
	keys(t, ew, "\n")
	assert.Equal(t, "", resultAt(t, ew, 1, 7))
	assert.Equal(t, "7", ew.results.table.Text, "the cleared table is the next one waiting")

	log, err := ew.svc.AuditLog()
	require.NoError(t, err)
	var corrected, cleared int
	for _, e := range log {
		switch {
		case e.Action == "result.clear":
			cleared++
		case e.Action == "result" && strings.Contains(e.Detail, "corrected from"):
			corrected++
		}
	}
	assert.Equal(t, 2, corrected, "the audit log keeps both results of each correction")
	assert.Equal(t, 1, cleared)
}

// Every dialog answers the keyboard: Esc cancels a form, Enter closes a
// message, and the cursor goes back to the field it left, nothing typed
// lost.
func TestDialogs_EnterAndEscAndTheCursorComesBack(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	v.table.Select(widget.TableCellID{Row: 1, Col: 1})
	v.withdraw()
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, "1", ew.win.Canvas().Focused().(*keyEntry).Text, "the next round (1: none paired yet) is suggested")
	keys(t, ew, "\x1b")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Esc cancels the form")
	assert.Equal(t, 0, v.all[1].WithdrawnFrom, "nothing withdrawn")

	ew.showView(v.content)
	ew.win.Canvas().Focus(v.filter)
	keys(t, ew, "山")
	ew.g.showProblem("テスト", tournament.NewProblem(tournament.ErrInvalidInput, "x", "確認してください"), ew.win)
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter closes the message")
	keys(t, ew, "田")
	assert.Equal(t, "山田", v.filter.Text, "the cursor came back to the filter with what was typed")
}
