package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func enter(e interface{ TypedKey(*fyne.KeyEvent) }) { e.TypedKey(enterKey()) }

func enterKey() *fyne.KeyEvent { return &fyne.KeyEvent{Name: fyne.KeyReturn} }

func TestResultsScreen_Section22KeyboardOnlyEntryMovesToTheNextTable(t *testing.T) {
	ew, _ := pairedTestWindow(t)
	ew.showView(ew.results.content)
	v := ew.results
	f := v.form.(*discsForm)
	assert.Equal(t, "1", v.table.Text, "the first table waiting is offered")

	enter(v.table)
	test.Type(f.black, "40")
	enter(f.black)
	test.Type(f.white, "24")
	enter(f.white)
	r, _ := ew.svc.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "40-24", r.Games[0].Result.Text)
	assert.Equal(t, "2", v.table.Text, "next table")
	assert.Empty(t, f.black.Text)

	// A short card asks; the arbiter answers "empty squares".
	test.Type(f.black, "38")
	test.Type(f.white, "24")
	enter(f.white)
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "石数の合計が64未満です。")
	test.Tap(findButton(t, top, "終局時の空きマス（勝者に加算）"))
	r, _ = ew.svc.Round(1)
	assert.Equal(t, "40-24", r.Games[1].Result.Text)
	assert.Equal(t, "3", v.table.Text)

	// A special outcome from the menu.
	f.kind.SetSelectedIndex(4) // timeout-white
	enter(f.white)
	r, _ = ew.svc.Round(1)
	assert.Equal(t, "33-31:timeout-white", r.Games[2].Result.Text, "time loss: 33-31 by default")
}

func TestResultsScreen_ImpossibleCardIsRefusedInJapanese(t *testing.T) {
	ew, _ := pairedTestWindow(t)
	ew.showView(ew.results.content)
	v := ew.results
	f := v.form.(*discsForm)
	test.Type(f.black, "40")
	test.Type(f.white, "40")
	enter(f.white)
	assert.Contains(t, v.problem.Text, "石数の合計が64を超えています", "refused in place, in red, without a dialog to dismiss")
	assert.Equal(t, "40", f.black.Text, "the typed values stay")
	r, _ := ew.svc.Round(1)
	assert.Nil(t, r.Games[0].Result)
}

// Issue 22: an impossible card (50-30, over 64 discs) is most often a
// mistyped digit. Enter types it again, the cursor on Black's discs with
// what was typed offered for retyping; the rule-19 reading (34-30) is
// recorded only as an explicit second choice.
func TestResults_Issue22ImpossibleCardEnterTypesItAgain(t *testing.T) {
	ew := newPlayedEventWindow(t, "othello", 40, 0)
	v := ew.results
	f := v.form.(*discsForm)
	keys(t, ew, "4\n50\n30\n")
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the rules ask")
	text := texts(t, top)
	assert.Contains(t, text, "34-30", "the rule-19 reading is offered")
	def := findButton(t, top, "入力し直す")
	assert.Contains(t, def.Text, "(Enter)", "typing it again is the default")
	rule19 := 0
	for _, b := range dialogButtons(t, top) {
		if strings.Contains(b, "34-30") {
			rule19++
			assert.NotContains(t, b, "(Enter)", "the rule-19 reading is not the default")
		}
	}
	assert.Equal(t, 1, rule19, "one button records the rule-19 reading")
	keys(t, ew, "\n")
	assert.Nil(t, ew.win.Canvas().Overlays().Top())
	assert.Equal(t, "", resultAt(t, ew, 1, 4), "nothing recorded")
	assert.True(t, ew.win.Canvas().Focused() == f.black, "the cursor is on Black's discs")
	assert.Equal(t, "50", f.black.Text, "what was typed is kept")
	assert.Contains(t, v.problem.Text, "入力し直してください")
	keys(t, ew, "34\n30\n")
	assert.Equal(t, "34-30", resultAt(t, ew, 1, 4), "the digits typed replace the mistyped ones")

	// The rule-19 reading, chosen explicitly.
	keys(t, ew, "5\n50\n30\n")
	require.NotNil(t, ew.win.Canvas().Overlays().Top())
	ew.win.Canvas().FocusNext()
	keys(t, ew, "\n")
	assert.Equal(t, "34-30", resultAt(t, ew, 1, 5), "rule 19: the extra discs are taken from the winner")
}
