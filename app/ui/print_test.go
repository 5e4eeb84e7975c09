package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/sheets"
	"taikai/tournament"
)

// sheetNamed returns the event's sheet with key.
func sheetNamed(t *testing.T, ew *eventWindow, key string) sheets.Sheet {
	t.Helper()
	ev, err := ew.svc.Event()
	require.NoError(t, err)
	for _, s := range sheets.For(ev.Game) {
		if s.Key == key {
			return s
		}
	}
	require.Failf(t, "no sheet", "%q", key)
	return sheets.Sheet{}
}

func TestPrint_Issue22NoPDFViewerSaysWhereThePDFWasWritten(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.path = filepath.Join(t.TempDir(), "第17期.taikai")
	var opened string
	ew.g.openDoc = func(path string) error {
		opened = path
		return tournament.NewProblem(tournament.ErrInvalidInput, "xdg-open is not installed", "ファイルを開くための xdg-open がこのコンピュータにありません")
	}
	sheet := sheetNamed(t, ew, "players")
	err, oerr := ew.sheetJob(sheet, 0)()
	require.NoError(t, err)
	require.Error(t, oerr)
	ew.sheetWritten(sheet, 0, err, oerr)

	want := filepath.Join(filepath.Dir(ew.path), "第17期-sheets", "players.pdf")
	assert.Equal(t, want, opened, "the viewer was asked to open the PDF written")
	info, err := os.Stat(want)
	require.NoError(t, err)
	assert.Positive(t, info.Size())
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "a word when nothing opened the PDF")
	shown := texts(t, top)
	assert.Contains(t, shown, "PDF は作成しましたが、開くプログラムがありませんでした")
	assert.Contains(t, shown, want, "where the PDF is")
	assert.Contains(t, shown, "xdg-open がこのコンピュータにありません", "why, in Japanese")
	assert.Equal(t, want+" を作成しました", ew.notice.Text, "the status line keeps the path after the dialog")
	test.Tap(findButton(t, top, "場所をコピー"))
	assert.Equal(t, want, ew.g.app.Clipboard().Content(), "the path, ready to paste")
}

func TestPrint_OpenedPDFLeavesOnlyTheStatusLine(t *testing.T) {
	ew := newTestEventWindow(t)
	ew.path = filepath.Join(t.TempDir(), "event.taikai")
	ew.g.openDoc = func(string) error { return nil }
	sheet := sheetNamed(t, ew, "players")
	err, oerr := ew.sheetJob(sheet, 0)()
	require.NoError(t, err)
	require.NoError(t, oerr)
	ew.sheetWritten(sheet, 0, err, oerr)
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "the viewer shows the PDF: no dialog")
	assert.Contains(t, ew.notice.Text, filepath.Join("event-sheets", "players.pdf"))
}
