package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// neverPairsOf lists the event's never-pair pairs by name, "A – B".
func neverPairsOf(t *testing.T, ew *eventWindow) []string {
	t.Helper()
	list, ps, err := ew.event.NeverPairs()
	require.NoError(t, err)
	names := tournament.DisplayNames(ps)
	var out []string
	for _, np := range list {
		out = append(out, names[np.A]+" – "+names[np.B])
	}
	return out
}

// neverDialog is the never-pair dialog among the overlays of ew's window.
func neverDialog(t *testing.T, ew *eventWindow) fyne.CanvasObject {
	t.Helper()
	for _, o := range ew.win.Canvas().Overlays().List() {
		if strings.Contains(texts(t, o), "対局させない相手：") {
			return o
		}
	}
	require.FailNow(t, "no never-pair dialog")
	return nil
}

// A participant's never-pair partners through the real widgets: the button
// of the participants screen opens the dialog; typing part of a name in
// its search lists the participants of every section, a tap adds one, and
// Enter adds the only match; the partners are listed, 外す takes one off,
// and Ctrl+Z puts it back. The whole dialog speaks Japanese.
func TestNeverPairDialog_Issue27AddBySearchRemoveAndUndo(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	v := ew.participants
	assert.True(t, v.neverBtn.Disabled(), "nothing selected")
	selectParticipant(t, v, "A選手001")
	require.False(t, v.neverBtn.Disabled())
	assert.Equal(t, "対局させない相手…", v.neverBtn.Text)
	test.Tap(v.neverBtn)
	d := neverDialog(t, ew)
	shown := texts(t, d)
	assert.Contains(t, shown, "対局させない相手：A選手001")
	assert.Contains(t, shown, "ここに挙げた相手とは、組める限り対局させません（兄弟姉妹・親子・師弟など）。")
	assert.Contains(t, shown, "まだいません")

	// The search finds participants of another section; a tap adds one.
	search := ew.win.Canvas().Focused().(*keyEntry)
	test.Type(search, "B選手00")
	shown = texts(t, neverDialog(t, ew))
	findButton(t, neverDialog(t, ew), "追加：B選手008（#20）　B級")
	assert.Contains(t, shown, "ほか 1 人（名前をもう少し入力してください）", "nine match, eight are listed")
	test.Tap(findButton(t, neverDialog(t, ew), "追加：B選手001（#13）　B級"))
	assert.Equal(t, []string{"A選手001 – B選手001"}, neverPairsOf(t, ew))
	assert.Empty(t, search.Text, "the search is cleared for the next")
	assert.Contains(t, texts(t, neverDialog(t, ew)), "B選手001（#13）　B級")

	// Enter adds the only match (a number finds one).
	test.Type(search, "#3")
	search.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Equal(t, []string{"A選手001 – B選手001", "A選手001 – A選手003"}, neverPairsOf(t, ew))

	// 外す takes a pair off; Ctrl+Z (the event's undo) puts it back.
	test.Tap(findButton(t, neverDialog(t, ew), "外す"))
	assert.Equal(t, []string{"A選手001 – A選手003"}, neverPairsOf(t, ew))
	ew.undo()
	assert.Equal(t, []string{"A選手001 – B選手001", "A選手001 – A選手003"}, neverPairsOf(t, ew))
}

// A refused addition says why in Japanese and changes nothing.
func TestNeverPairDialog_Issue27RefusedAddSaysWhy(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	d := showNeverPairs(ew, participantOf(t, ew, "A選手002"))
	d.add(participantOf(t, ew, "A選手002").ID)
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "対局させない組に追加できません")
	assert.Contains(t, msg, "別々の2人を指定してください")
	assert.Empty(t, neverPairsOf(t, ew))
}

// The CSV import of the dialog: every pair, or with the bad lines listed,
// none.
func TestNeverPairDialog_Issue27ImportCSVAllOrNone(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	d := showNeverPairs(ew, participantOf(t, ew, "A選手001"))
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.csv")
	require.NoError(t, os.WriteFile(bad, []byte("選手,選手\nA選手001,B選手001\nA選手002,誰か\n"), 0o644))
	d.importFile(bad)
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "対局させない組の CSV：何も取り込みませんでした")
	assert.Contains(t, msg, "3行目: 「誰か」という参加者はいません")
	assert.Empty(t, neverPairsOf(t, ew))

	good := filepath.Join(dir, "good.csv")
	require.NoError(t, os.WriteFile(good, []byte("A選手001,B選手001\nA選手002,B選手002\n"), 0o644))
	d.importFile(good)
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "2 組を取り込みました（登録済み 0 組、UTF-8）。")
	assert.Len(t, neverPairsOf(t, ew), 2)
	assert.True(t, strings.Contains(texts(t, neverDialog(t, ew)), "B選手001（#13）"), "the dialog lists the partner imported")
}
