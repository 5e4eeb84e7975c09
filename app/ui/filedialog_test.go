package ui

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// places returns the labels of the file dialog's list of places, as the
// list draws them.
func places(t *testing.T, top fyne.CanvasObject) []string {
	t.Helper()
	var list *widget.List
	var find func(fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.PopUp:
			find(x.Content)
		case *fyne.Container:
			for _, c := range x.Objects {
				find(c)
			}
		case *container.Split:
			if l, ok := x.Leading.(*widget.List); ok && list == nil {
				list = l
			}
		}
	}
	find(top)
	require.NotNil(t, list, "the file dialog's places")
	var out []string
	for i := range list.Length() {
		row := list.CreateItem()
		list.UpdateItem(i, row)
		for _, o := range row.(*fyne.Container).Objects {
			if l, ok := o.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		}
	}
	return out
}

func TestFileDialog_Issue22PlacesAreInJapanese(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the places of Windows are its drives")
	}
	home := t.TempDir()
	for _, d := range []string{"Desktop", "Documents", "Downloads"} {
		require.NoError(t, os.Mkdir(filepath.Join(home, d), 0o755))
	}
	t.Setenv("HOME", home)
	g := japaneseGUI(japaneseApp(t))
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(1000, 700))

	g.openFileDialog(w) // ファイルを開く… (Ctrl+O)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	got := places(t, top)
	assert.Equal(t, []string{"ホーム", "コンピュータ", "デスクトップ", "ドキュメント", "ダウンロード"}, got)
	shown := shownText(t, top)
	for _, en := range []string{"Home", "Computer", "Desktop", "Documents", "Downloads", "Open", "Cancel"} {
		assert.NotContains(t, strings.Split(shown, "\n"), en, "no English left in the dialog")
	}
	assert.Contains(t, shown, "大会ファイルを開く", "the dialog says what it opens")
	assert.Contains(t, shown, "キャンセル")
}
