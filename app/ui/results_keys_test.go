package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// newPlayedEventWindow opens a demo event of game with n participants and
// rounds rounds played, then the next round paired and not yet reported,
// on the results screen with the cursor on the table number.
func newPlayedEventWindow(t *testing.T, game tournament.GameKind, n, rounds int) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, svc := demoEvent(t, game, n)
	require.NoError(t, tournament.PlayDemo(svc, rounds))
	_, err := svc.PairNextRound()
	require.NoError(t, err)
	ew := openWindow(t, a, mem, "demo.taikai", nil)
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	return ew
}

// press gives the window a key with Ctrl held as the desktop driver does:
// a shortcut of the main menu first, else the focused widget's.
func press(t *testing.T, ew *eventWindow, s fyne.Shortcut) {
	t.Helper()
	if m := ew.win.MainMenu(); m != nil {
		for _, menu := range m.Items {
			for _, it := range menu.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == s.ShortcutName() && it.Action != nil {
					it.Action()
					return
				}
			}
		}
	}
	if f, ok := ew.win.Canvas().Focused().(fyne.Shortcutable); ok {
		f.TypedShortcut(s)
		return
	}
	if c, ok := ew.win.Canvas().(fyne.Shortcutable); ok {
		c.TypedShortcut(s)
	}
}

func ctrl(k fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: k, Modifier: fyne.KeyModifierShortcutDefault}
}

func key(t *testing.T, ew *eventWindow, k fyne.KeyName) {
	t.Helper()
	f := ew.win.Canvas().Focused()
	require.NotNil(t, f)
	f.TypedKey(&fyne.KeyEvent{Name: k})
}

// Issue 22: round 3 in play (the table field suggests 1, selected); the
// arbiter goes to another round by every way there is and types the card
// of table 16: it is recorded on table 16 of the round shown, never on
// table 6.
func TestResults_Issue22PageUpThenSixteenRecordsOnTable16(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 40, 2)
	v := ew.results
	require.Equal(t, 3, v.round.Number)
	require.Equal(t, "1", v.table.Text, "round 3: table 1 is suggested")
	for _, step := range []struct {
		how   string
		move  func()
		round int
		card  string
	}{
		{"PageUp", func() { key(t, ew, fyne.KeyPageUp) }, 2, "39-25"},
		{"PageDown", func() { key(t, ew, fyne.KeyPageDown) }, 3, "38-26"},
		{"Ctrl+←", func() { press(t, ew, ctrl(fyne.KeyLeft)) }, 2, "37-27"},
		{"Ctrl+→", func() { press(t, ew, ctrl(fyne.KeyRight)) }, 3, "36-28"},
		{"the round selector", func() { v.roundSel.SetSelected(roundName(1)) }, 1, "35-29"},
		{"PageDown from the round selector", func() { key(t, ew, fyne.KeyPageDown) }, 2, "34-30"},
	} {
		step.move()
		require.Equal(t, step.round, v.round.Number, step.how)
		assert.Equal(t, v.table, ew.win.Canvas().Focused(), "%s: the cursor is on the table number", step.how)
		keys(t, ew, "16")
		assert.Equal(t, "16", v.table.Text, "%s: the first digit is not lost", step.how)
		b, w, _ := strings.Cut(step.card, "-")
		keys(t, ew, "\n"+b+"\n"+w+"\n")
		if ew.win.Canvas().Overlays().Top() != nil {
			assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), fmt.Sprintf("%d 回戦 16 番卓", step.round), step.how)
			keys(t, ew, "\n") // replace
		}
		assert.Equal(t, step.card, resultAt(t, ew, step.round, 16), step.how)
		assert.Equal(t, v.table, ew.win.Canvas().Focused(), step.how)
	}
	for _, n := range []int{1, 2, 3} {
		assert.NotContains(t, []string{"39-25", "38-26", "37-27", "36-28", "35-29", "34-30"}, resultAt(t, ew, n, 6), "nothing went to table 6 of round %d", n)
	}
}

// Whatever sets a field's text after a selection (a suggestion, a refused
// value, a cleared card) leaves nothing selected that the next digit would
// erase, and a card's field offers what it holds when the cursor arrives.
func TestKeyEntry_Issue22NoSelectionLeftToEatTheFirstDigit(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   func(e *keyEntry)
		typed string
		want  string
	}{
		{"suggestion then none (a round with every result in)", func(e *keyEntry) { e.suggest("1"); e.suggest("") }, "16", "16"},
		{"refused value then a cleared card", func(e *keyEntry) { e.typed("50"); e.offer(); e.SetText("") }, "34", "34"},
		{"suggestion then a shorter one", func(e *keyEntry) { e.suggest("12"); e.suggest("3") }, "16", "16"},
		{"suggestion, End, then digits append", func(e *keyEntry) {
			e.suggest("1")
			e.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
		}, "6", "16"},
	} {
		test.NewTempApp(t)
		w := test.NewWindow(nil)
		e := newCardEntry()
		w.SetContent(e)
		w.Canvas().Focus(e)
		tc.set(e)
		for _, r := range tc.typed {
			w.Canvas().Focused().TypedRune(r)
		}
		assert.Equal(t, tc.want, e.Text, tc.name)
		w.Close()
	}

	test.NewTempApp(t)
	w := test.NewWindow(nil)
	defer w.Close()
	a, b := newCardEntry(), newCardEntry()
	w.SetContent(container.NewVBox(a, b))
	w.Canvas().Focus(a)
	for _, r := range "33" {
		a.TypedRune(r)
	}
	w.Canvas().FocusNext()
	require.Equal(t, b, w.Canvas().Focused())
	w.Canvas().FocusPrevious()
	for _, r := range "34" {
		w.Canvas().Focused().TypedRune(r)
	}
	assert.Equal(t, "34", a.Text, "Shift+Tab back to a typed field: the number typed replaces it")
}

// Issue 22: Esc abandons the card being typed, wherever the cursor is in
// it: the next card goes where its table number says, as typed.
func TestResults_Issue22EscAbandonsTheHalfTypedCard(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 40, 0)
	v := ew.results
	f := v.form.(*discsForm)
	keys(t, ew, "9\n33\x1b")
	assert.Equal(t, v.table, ew.win.Canvas().Focused(), "Esc puts the cursor on the table number")
	assert.Empty(t, f.black.Text, "the card is cleared")
	assert.Equal(t, "1", v.table.Text, "the next table waiting is suggested")
	assert.Contains(t, v.status.Text, "カードを取り消しました", "the status line says so")
	keys(t, ew, "12\n20\n44\n")
	assert.Equal(t, "20-44", resultAt(t, ew, 1, 12), "table 12 as typed")
	assert.Equal(t, "", resultAt(t, ew, 1, 9), "nothing on table 9")

	// Esc in the White field, in the outcome menu, and on the table number.
	keys(t, ew, "3\n40\n2\x1b")
	f.kind.SetSelectedIndex(4)
	keys(t, ew, "\x1b5\n41\n23\n")
	assert.Equal(t, "41-23", resultAt(t, ew, 1, 5))
	assert.Equal(t, "", resultAt(t, ew, 1, 3))
	keys(t, ew, "6\n30\n")
	ew.win.Canvas().Focus(f.kind)
	f.kind.SetSelectedIndex(4)
	keys(t, ew, "\x1b")
	assert.Equal(t, v.table, ew.win.Canvas().Focused())
	assert.Equal(t, 0, f.kind.SelectedIndex(), "the outcome menu is back to a normal game")
	keys(t, ew, "6\n34\n30\n")
	assert.Equal(t, "34-30", resultAt(t, ew, 1, 6))
}

// dialogButtons are the labels of the buttons of a dialog, in order.
func dialogButtons(t *testing.T, o fyne.CanvasObject) []string {
	var out []string
	for _, b := range outermostUnder[*keyButton](t, o) {
		out = append(out, b.Text)
	}
	return out
}

// A phone report arriving while a card is typed redraws the screen (the
// venue pages watch for changes): the table typed and the discs stay, and
// the card goes to its own table, not to the next one suggested.
func TestResults_Issue22ARedrawMidCardKeepsTheCard(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 0)
	require.NoError(t, ew.svc.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on"}))
	require.NoError(t, ew.reload())
	v := ew.results
	keys(t, ew, "9\n33")
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	g, _, _ := r.GameAt(2)
	_, err = ew.svc.ReportResult(tournament.ReportInput{Round: 1, Table: 2, Token: g.ReportToken, Text: "40-24", Side: "black", Client: "192.168.1.20"})
	require.NoError(t, err)
	require.NoError(t, ew.reload()) // as the venue's watcher does
	assert.Equal(t, "9", v.table.Text, "the table typed stays")
	keys(t, ew, "\n31\n")
	assert.Equal(t, "33-31", resultAt(t, ew, 1, 9))
	assert.Equal(t, "", resultAt(t, ew, 1, 1), "nothing on the table suggested")
}

// The replace question acts on the card it was asked about, checked
// against the result it showed: a change behind the dialog (the result
// replaced meanwhile) asks again with the result as it is now.
func TestResults_Issue22ReplaceIsCheckedAgainstTheResultItShowed(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 0)
	keys(t, ew, "3\n40\n24\n")
	keys(t, ew, "3\n30\n34\n")
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	require.Contains(t, texts(t, top), "40-24")
	_, err := ew.svc.RecordResult(1, 3, "44-20") // behind the dialog
	require.NoError(t, err)
	keys(t, ew, "\n")
	assert.Equal(t, "44-20", resultAt(t, ew, 1, 3), "not replaced: the result shown was not the one stored")
	top = ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "asked again")
	assert.Contains(t, texts(t, top), "44-20", "with the result as it is now")
	keys(t, ew, "\n")
	assert.Equal(t, "30-34", resultAt(t, ew, 1, 3))
}

// Issue 22: the status line speaks only of the state as it is: a number
// the round has no table for names nobody; after an undo it does not say
// the result undone is recorded; the foot's undo note goes with the next
// change.
func TestResults_Issue22StatusLineAndUndoNoteFollowTheState(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 0) // 12 tables
	v := ew.results
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	g5, _, _ := r.GameAt(5)
	keys(t, ew, "5")
	require.Contains(t, v.status.Text, v.names[g5.Black], "table 5 typed: its players are named")
	keys(t, ew, "5")
	assert.NotContains(t, v.status.Text, v.names[g5.Black], "55 is no table: table 5's players are not named")
	assert.NotContains(t, v.status.Text, v.names[g5.White])
	assert.Contains(t, v.status.Text, "55 番卓はありません")
	keys(t, ew, "\n")
	assert.Contains(t, v.problem.Text, "55")
	assert.NotContains(t, v.status.Text, v.names[g5.Black], "after Enter on 55 either")

	keys(t, ew, "3\n40\n24\n")
	require.Equal(t, "40-24", resultAt(t, ew, 1, 3))
	require.Contains(t, v.status.Text, "記録しました")
	press(t, ew, &fyne.ShortcutUndo{})
	require.Equal(t, "", resultAt(t, ew, 1, 3), "Ctrl+Z undid table 3")
	assert.NotContains(t, v.status.Text, "記録しました", "the status no longer says the undone result is recorded")
	assert.NotContains(t, v.status.Text, "40-24")
	assert.Contains(t, ew.notice.Text, "元に戻しました", "the foot says what was undone")

	keys(t, ew, "3\n38\n26\n")
	require.Equal(t, "38-26", resultAt(t, ew, 1, 3))
	assert.Empty(t, ew.notice.Text, "the next change takes the undo note away")

	press(t, ew, &fyne.ShortcutUndo{})
	press(t, ew, &desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	assert.Contains(t, ew.notice.Text, "やり直しました")
	require.Equal(t, "38-26", resultAt(t, ew, 1, 3))
	keys(t, ew, "4\n41\n23\n")
	assert.Empty(t, ew.notice.Text, "a redo note goes the same way")
}

// Back from a dialog (Esc on the clear question), the cursor is on the
// table number as after Tab: the next number typed replaces it.
func TestResults_Issue22BackFromADialogTheNextNumberReplacesTheTable(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 0)
	v := ew.results
	keys(t, ew, "3\n40\n24\n")
	keys(t, ew, "3")
	press(t, ew, ctrl(fyne.KeyDelete))
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	keys(t, ew, "\x1b")
	require.Nil(t, ew.win.Canvas().Overlays().Top())
	keys(t, ew, "5")
	assert.Equal(t, "5", v.table.Text, "not 35")
	keys(t, ew, "\n41\n23\n")
	assert.Equal(t, "41-23", resultAt(t, ew, 1, 5))
	assert.Equal(t, "40-24", resultAt(t, ew, 1, 3))
}

// Issue 22 (English left): a forfeit is named in Japanese in the clear
// dialog and on the status lines, never as its code forfeit-black.
func TestResults_Issue22ForfeitIsNamedInJapaneseWhenClearedKeptOrUnchanged(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 0)
	v := ew.results
	_, err := ew.svc.RecordResult(1, 3, "forfeit-black")
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	forfeit := v.resultText("forfeit-black")
	require.Contains(t, forfeit, "黒の不戦敗")

	keys(t, ew, "3")
	press(t, ew, ctrl(fyne.KeyDelete))
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), forfeit, "the clear dialog")
	assert.NotContains(t, texts(t, top), "forfeit")
	keys(t, ew, "\x1b")
	assert.Equal(t, "forfeit-black", resultAt(t, ew, 1, 3))

	keys(t, ew, "3\n40\n24\n")
	require.NotNil(t, ew.win.Canvas().Overlays().Top(), "table %q problem %q status %q", v.table.Text, v.problem.Text, v.status.Text)
	keys(t, ew, "\x1b") // keep
	assert.Contains(t, v.status.Text, forfeit, "the status after Keep")
	assert.NotContains(t, v.status.Text, "forfeit")

	f := v.form.(*discsForm)
	keys(t, ew, "3\n")
	for i, o := range f.outcomes {
		if o.Key == "forfeit-black" {
			f.kind.SetSelectedIndex(i)
		}
	}
	keys(t, ew, "\n\n") // Black, White: the outcome alone
	assert.Contains(t, v.status.Text, "変更はありません", "the card changes nothing")
	assert.Contains(t, v.status.Text, forfeit, "the status of a card that changes nothing")
	assert.NotContains(t, v.status.Text, "forfeit")

	keys(t, ew, "3")
	press(t, ew, ctrl(fyne.KeyDelete))
	keys(t, ew, "\n")
	assert.Equal(t, "", resultAt(t, ew, 1, 3))
	assert.Contains(t, v.status.Text, forfeit, "the status after the clear")
	assert.NotContains(t, v.status.Text, "forfeit")
}

// While a question is up, the menu's shortcuts wait: Ctrl+Z, Ctrl+← and
// Ctrl+Delete do nothing behind the replace question, whose answer then
// does what it said.
func TestResults_Issue22ShortcutsWaitWhileAQuestionIsUp(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 24, 1)
	v := ew.results
	keys(t, ew, "3\n40\n24\n")
	keys(t, ew, "3\n30\n34\n")
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	press(t, ew, &fyne.ShortcutUndo{})
	press(t, ew, ctrl(fyne.KeyLeft))
	press(t, ew, ctrl(fyne.KeyDelete))
	assert.Equal(t, "40-24", resultAt(t, ew, 2, 3), "nothing undone behind the question")
	assert.Equal(t, 2, v.round.Number, "the round shown stays")
	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, "30-34", resultAt(t, ew, 2, 3))
	press(t, ew, &fyne.ShortcutUndo{})
	assert.Equal(t, "40-24", resultAt(t, ew, 2, 3), "once answered, Ctrl+Z works again")
}

// Found by the model-based test (seed 1000001): Tab from the Go score goes
// to the Record button, whose Enter did nothing (Fyne's buttons answer
// Space only). The form's buttons answer Enter, and Esc abandons the card
// there too.
func TestResults_Issue22TabToRecordThenEnterRecords(t *testing.T) {
	ew := newPlayedEventWindow(t, "go", 24, 0)
	v := ew.results
	keys(t, ew, "5\nB+R")
	ew.win.Canvas().FocusNext()
	b, ok := ew.win.Canvas().Focused().(*keyButton)
	require.True(t, ok, "Tab from the score goes to the Record button")
	assert.Contains(t, b.Text, "記録")
	keys(t, ew, "\n")
	assert.Equal(t, "B+R", resultAt(t, ew, 1, 5))
	assert.True(t, ew.win.Canvas().Focused() == v.table, "the cursor is back on the table number")

	keys(t, ew, "6\nW+R")
	ew.win.Canvas().FocusNext()
	keys(t, ew, "\x1b")
	assert.Equal(t, "", resultAt(t, ew, 1, 6), "Esc on the button abandons the card")
	assert.True(t, ew.win.Canvas().Focused() == v.table)
}
