package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// countsKept is the number of proposals kept in the dispute of round 1,
// table 1.
func countsKept(t *testing.T, ew *eventWindow) int {
	t.Helper()
	r, err := ew.svc.Round(1)
	require.NoError(t, err)
	if r.Games[0].Dispute == nil {
		return 0
	}
	return len(r.Games[0].Dispute.Counts)
}

// Ctrl+Z pressed on the board window takes back the proposal just saved
// there, Ctrl+Shift+Z makes it again; the window says each.
func TestCountBoard_Issue37CtrlZOnTheBoardTakesASavedProposalBack(t *testing.T) {
	ew, cw := goCountWindowOf(t, "dead-unmarked")
	test.Tap(cw.saves[0])
	assert.Equal(t, 1, countsKept(t, ew))
	assert.Equal(t, "黒の終局案を対局の異議に保存しました：白33目半勝ち。Ctrl+Z で取り消せます。", cw.note.Text)
	click(t, cw, 1, "C7", false) // White's proposal: the stone at C7 dead
	test.Tap(cw.saves[1])
	require.Equal(t, 2, countsKept(t, ew))
	assert.Contains(t, cw.note.Text, "白の終局案を対局の異議に保存しました：黒3目半勝ち")
	r, _ := ew.svc.Round(1)
	assert.Equal(t, "窓口", r.Games[0].Dispute.Counts[1].By, "who saved it, for the ruling record")

	keys := cw.win.Canvas().(fyne.Shortcutable)
	keys.TypedShortcut(&fyne.ShortcutUndo{})
	assert.Equal(t, 1, countsKept(t, ew), "Ctrl+Z takes White's proposal back")
	r, _ = ew.svc.Round(1)
	assert.Equal(t, "black", r.Games[0].Dispute.Counts[0].Side)
	assert.NotContains(t, cw.note.Text, "保存しました", "the note says what was undone")
	assert.Equal(t, ew.notice.Text, cw.note.Text)
	assert.Contains(t, cw.results[1].Text, "黒3目半勝ち", "the board stays as drawn")

	keys.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	assert.Equal(t, 2, countsKept(t, ew), "Ctrl+Shift+Z makes it again")

	keys.TypedShortcut(&fyne.ShortcutUndo{})
	keys.TypedShortcut(&fyne.ShortcutUndo{})
	assert.Equal(t, 0, countsKept(t, ew), "both taken back")
}

// The board names its game and the 手合割 whose komi it counts under.
func TestCountBoard_Issue37TheGameAndItsKomiAreShown(t *testing.T) {
	_, cw := goCountWindow(t)
	r, _ := cw.ew.svc.Round(1)
	ps, _ := cw.ew.svc.Participants()
	names := tournament.DisplayNames(ps)
	g := r.Games[0]
	assert.Equal(t, "1回戦 1番卓　黒 "+names[g.Black]+" ― 白 "+names[g.White]+"　置石なし　黒番6目半コミ出し", cw.about.Text)
}

// The prisoners captured in play: full-width digits read; a field that is
// not a number says so and the count keeps the last number.
func TestCountBoard_Issue37PrisonersFields(t *testing.T) {
	_, cw := goCountWindowOf(t, "correct")
	assert.Contains(t, cw.results[0].Text, "黒3目半勝ち")
	cw.capB.SetText("３")
	assert.Equal(t, [2]int{3, 0}, cw.captures)
	assert.Contains(t, cw.results[0].Text, "黒6目半勝ち", "three more prisoners for Black")
	for _, bad := range []string{"", "abc", "-1", "999", "1 2"} {
		cw.capW.SetText(bad)
		assert.Equal(t, [2]int{3, 0}, cw.captures, bad)
		assert.True(t, cw.capErr.Visible(), bad)
		assert.Equal(t, "アゲハマは 0 から 361 までの数で入れてください", cw.capErr.Text)
	}
	cw.capW.SetText("2")
	assert.False(t, cw.capErr.Visible())
	assert.Contains(t, cw.results[0].Text, "黒4目半勝ち")
}
