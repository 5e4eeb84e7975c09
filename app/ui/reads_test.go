package ui

import (
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/sheets"
	"taikai/tournament"
)

// countingStore counts the read transactions of the store beneath.
type countingStore struct {
	tournament.Store
	views atomic.Int64
}

func (c *countingStore) View(fn func(tournament.Reader) error) error {
	c.views.Add(1)
	return c.Store.View(fn)
}

// Version is the store beneath's, as a file's (storage.Bolt) is.
func (c *countingStore) Version() (uint64, error) {
	return c.Store.(tournament.Versioner).Version()
}

// countedGoWindow is a 24-player Go demo with round 1 paired (and then
// what before does to it, when not nil), open in a Japanese window whose
// store counts its reads; it returns the round.
func countedGoWindow(t *testing.T, before func(*tournament.Service, tournament.Round)) (*eventWindow, *countingStore, tournament.Round) {
	t.Helper()
	a := test.NewTempApp(t)
	setupTranslations(tournament.Japanese)
	mem, svc := demoEvent(t, "go", 24)
	r, err := svc.PairNextRound()
	require.NoError(t, err)
	if before != nil {
		before(svc, r)
	}
	cs := &countingStore{Store: mem}
	return openWindow(t, a, cs, "go.taikai", nil), cs, r
}

// Issue 39, point 3: a change read back once. A result recorded from the
// window is one write and one read of the event, whichever tab is shown
// (it was 4 to 8: the event, the participants, the rounds, then each
// screen's own reads: scores, standings, reports, disputes, penalties, the
// log); the log's tab reads the log besides.
func TestReads_Issue39OneReadPerChange(t *testing.T) {
	ew, cs, r := countedGoWindow(t, nil)
	for i, tab := range ew.tabs.Items {
		ew.tabs.Select(tab)
		g := r.Games[i%len(r.Games)]
		before := cs.views.Load()
		ok := ew.apply("result", func() error { _, err := ew.svc.RecordResult(1, g.Table, "B+R"); return err })
		require.True(t, ok)
		want := int64(1)
		if tab.Content == ew.log.content {
			want = 2 // the log itself, read when it is shown (never decoded for the other tabs)
		}
		assert.Equal(t, want, cs.views.Load()-before, "tab %s: one read of the event per change", tab.Text)
	}
	// What the screens show is the change: the standings have the wins.
	st, err := ew.svc.Standings(0)
	require.NoError(t, err)
	assert.NotEmpty(t, st.Rows)
}

// Issue 39, point 3: a sheet printed from the window is one read of the
// event, whichever sheet (it read the event once per part it drew: the
// header, the participants, the round, the standings …), and its hold is
// its own: the window's reads are not held by it.
func TestReads_Issue39ASheetPrintedFromTheWindowIsOneRead(t *testing.T) {
	ew, cs, _ := countedGoWindow(t, func(svc *tournament.Service, r tournament.Round) {
		for _, g := range r.Games {
			_, err := svc.RecordResult(1, g.Table, "B+R")
			require.NoError(t, err)
		}
		// The check-in links' key is made the first time the registration
		// list is printed (a change, after which the sheet reads again).
		_, err := svc.CheckinKey()
		require.NoError(t, err)
	})
	ew.g.openDoc = func(string) error { return nil }
	ew.path = filepath.Join(t.TempDir(), "go.taikai")
	list, err := sheets.OfferedFor(ew.svc)
	require.NoError(t, err)
	require.NotEmpty(t, list)
	for _, sheet := range list {
		before := cs.views.Load()
		err, oerr := ew.sheetJob(sheet, 1)()
		require.NoError(t, err, sheet.Key)
		require.NoError(t, oerr, sheet.Key)
		assert.Equal(t, int64(1), cs.views.Load()-before, "%s: one read of the event", sheet.Key)
		info, err := os.Stat(ew.sheetPath(sheet, 1))
		require.NoError(t, err, sheet.Key)
		assert.Positive(t, info.Size(), sheet.Key)
	}
	before := cs.views.Load()
	_, err = ew.svc.Event()
	require.NoError(t, err)
	assert.Equal(t, int64(1), cs.views.Load()-before, "the window reads the file again: no sheet's hold is left on it")
}
