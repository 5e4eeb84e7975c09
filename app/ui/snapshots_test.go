package ui

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// newTestGUI is a headless GUI in Japanese with no window yet.
func newTestGUI(t *testing.T) *gui {
	t.Helper()
	g := japaneseGUI(japaneseApp(t))
	t.Cleanup(g.closeAll)
	return g
}

// playedFile writes an Othello demo event file of 8 participants with round
// 1 paired and played: snapshots 1 (round 1 paired) and 2 (complete).
func playedFile(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event.taikai")
	require.NoError(t, storage.CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith("othello", 8)
	}))
	b, err := storage.Open(path)
	require.NoError(t, err)
	s := tournament.NewService(b)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	recordAll(t, s, r, "40-24")
	require.NoError(t, b.Close())
	return path
}

// A damaged event file never takes the GUI down: the start screen says what
// is damaged and offers to restore the latest good snapshot, which opens
// the event.
func TestOpenDamagedFile_StartScreenOffersTheLatestSnapshot(t *testing.T) {
	g := newTestGUI(t)
	path := playedFile(t)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, data[:len(data)/4], 0o600))

	w := g.showStart()
	var oerr error
	require.NotPanics(t, func() { oerr = g.openEvent(path) })
	require.ErrorIs(t, oerr, tournament.ErrDamagedFile)
	g.showOpenProblem(path, oerr, w)
	top := w.Canvas().Overlays().Top()
	require.NotNil(t, top)
	msg := texts(t, top)
	assert.Contains(t, msg, "壊れています")
	assert.Contains(t, msg, "最新の正常なスナップショットは 2（1回戦 全結果入力後")
	assert.NotContains(t, msg, "taikai restore", "the GUI offers a button, not a command")

	test.Tap(findButton(t, top, "最新のスナップショットに戻す"))
	abs, _ := filepath.Abs(path)
	ew := g.open[abs]
	require.NotNil(t, ew, "the restored event is open")
	rs, err := ew.svc.Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 1)
	assert.Empty(t, rs[0].Missing())
	kept, _ := filepath.Glob(path + ".damaged-*")
	assert.Len(t, kept, 1, "the damaged file is kept")
}

// A file that cannot be written opens read-only, says so above the tabs,
// and refuses every change with a message that says why.
func TestOpenReadOnlyFile_BannerAndChangesRefused(t *testing.T) {
	g := newTestGUI(t)
	path := playedFile(t)
	require.NoError(t, os.Chmod(path, 0o444))
	require.NoError(t, g.openEvent(path))
	abs, _ := filepath.Abs(path)
	ew := g.open[abs]
	require.NotNil(t, ew)
	assert.Contains(t, texts(t, ew.win.Content()), "読み取り専用で開いています")
	ok := ew.apply("組合せできません", func() error { _, err := ew.svc.PairNextRound(); return err })
	assert.False(t, ok)
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "読み取り専用で開いています")
	rs, err := ew.svc.Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 1, "nothing changed")
}

// ファイル → スナップショット… lists the snapshots, newest first and
// selected; Enter asks, Enter again restores, and the window shows the
// restored event.
func TestSnapshotsDialog_EnterRestoresTheSelectedAfterConfirmation(t *testing.T) {
	g := newTestGUI(t)
	path := playedFile(t)
	require.NoError(t, g.openEvent(path))
	abs, _ := filepath.Abs(path)
	ew := g.open[abs]
	require.NotNil(t, ew)

	ew.showSnapshots()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	list := texts(t, top)
	assert.Contains(t, list, "1回戦 全結果入力後")
	assert.Contains(t, list, "1回戦 組合せ後")
	// Down selects the older one (round 1 paired), Enter asks, Enter restores.
	ew.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	ew.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	confirmTop := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, confirmTop)
	assert.Contains(t, texts(t, confirmTop), "スナップショット 1")
	ew.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	require.Same(t, ew, g.open[abs], "the same window")
	rs, err := ew.svc.Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 1)
	assert.True(t, !rs[0].Played(), "round 1 as paired, without results")
	assert.Contains(t, ew.notice.Text, "スナップショット 1")
	ss, err := storage.Snapshots(path)
	require.NoError(t, err)
	assert.Equal(t, "before-restore-1", ss[len(ss)-1].Label, "the state before was kept")
	// The file is held again: a change works.
	_, err = ew.svc.RecordResult(1, rs[0].Games[0].Table, "40-24")
	require.NoError(t, err)
}
