package ui

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// What the GUI's tests share: the app and window they open an event in,
// the events they open, and the walk over what a window draws.

// japaneseApp is a headless app for t in the GUI's theme, the GUI's texts
// in Japanese.
func japaneseApp(t testing.TB) fyne.App {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(newTheme())
	setupTranslations(tournament.Japanese)
	return a
}

// inTurn is the offUI of the tests that read what a background work drew:
// the work, then what follows it, in turn.
func inTurn(work, done func()) { work(); done() }

// japaneseGUI is a gui of app a in Japanese, no event open yet.
func japaneseGUI(a fyne.App) *gui {
	return &gui{files: testFiles, app: a, lang: tournament.Japanese, open: map[string]*eventWindow{}}
}

// openWindow opens the event of store (its file name) in a headless window
// of a new Japanese gui of app a, drawn; the window closes when t ends.
// offUI is the gui's: nil (a goroutine, as the app runs) or inTurn.
func openWindow(t testing.TB, a fyne.App, store tournament.Store, name string, offUI func(work, done func())) *eventWindow {
	t.Helper()
	g := japaneseGUI(a)
	g.offUI = offUI
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	ew, err := newEventWindow(g, w, store, name)
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	return ew
}

// pairedTestWindow is newTestEventWindow's event with its round 1
// paired and drawn, and that round.
func pairedTestWindow(t *testing.T) (*eventWindow, tournament.Round) {
	t.Helper()
	ew := newTestEventWindow(t)
	r, err := ew.svc.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	return ew, r
}

// demoEvent is a demo event of game held in memory with n participants
// (0: the demo's number), and its service.
func demoEvent(t testing.TB, game tournament.GameKind, n int) (*storage.Memory, *tournament.Service) {
	t.Helper()
	if n == 0 {
		n = tournament.DemoSize(game)
	}
	mem := storage.NewMemory()
	svc := tournament.NewService(mem)
	require.NoError(t, svc.CreateDemoWith(game, n))
	return mem, svc
}

// restored is a store held in memory with snapshot base restored in it.
func restored(t testing.TB, base tournament.Snapshot) *storage.Memory {
	t.Helper()
	mem := storage.NewMemory()
	require.NoError(t, mem.Update(func(tx tournament.Writer) error { return tx.Restore(base) }))
	return mem
}

// newEvent is an event of info and settings made now, held in memory,
// and its service.
func newEvent(t testing.TB, info tournament.EventInfo, settings map[string]string) (*storage.Memory, *tournament.Service) {
	t.Helper()
	ev, err := tournament.NewEvent(info, settings, time.Now())
	require.NoError(t, err)
	mem := storage.NewMemory()
	svc := tournament.NewService(mem)
	require.NoError(t, svc.Create(ev))
	return mem, svc
}

// recordDiscs records at every table of round r of svc (Othello) but the
// bye a result drawn from rng.
func recordDiscs(t testing.TB, svc *tournament.Service, r tournament.Round, rng *rand.Rand) {
	t.Helper()
	recordEach(t, svc, r, func(tournament.Game) string {
		d := rng.IntN(65)
		return fmt.Sprintf("%d-%d", d, 64-d)
	})
}

// recordEach records pick(g) at every table g of round r of svc but the
// bye.
func recordEach(t testing.TB, svc *tournament.Service, r tournament.Round, pick func(tournament.Game) string) {
	t.Helper()
	for _, g := range r.Games {
		if !g.IsBye() {
			_, err := svc.RecordResult(r.Number, g.Table, pick(g))
			require.NoError(t, err)
		}
	}
}

// recordAll records text at every table of round r of svc but the bye.
func recordAll(t testing.TB, svc *tournament.Service, r tournament.Round, text string) {
	t.Helper()
	recordEach(t, svc, r, func(tournament.Game) string { return text })
}

// playDiscRounds pairs n rounds of svc in turn, each played out with
// random discs (recordDiscs).
func playDiscRounds(t testing.TB, svc *tournament.Service, n int, rng *rand.Rand) {
	t.Helper()
	for range n {
		r, err := svc.PairNextRound()
		require.NoError(t, err)
		recordDiscs(t, svc, r, rng)
	}
}

// walkUnder visits o and, depth first, the objects under it (a
// container's objects, a widget's rendered ones); it does not look inside
// an object visit returns false for.
func walkUnder(t *testing.T, o fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if !visit(o) {
		return
	}
	switch x := o.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			walkUnder(t, c, visit)
		}
	case fyne.Widget:
		for _, c := range test.TempWidgetRenderer(t, x).Objects() {
			walkUnder(t, c, visit)
		}
	}
}

// widgetsUnder returns the widgets of type W under o, those inside one
// too.
func widgetsUnder[W fyne.CanvasObject](t *testing.T, o fyne.CanvasObject) []W {
	var out []W
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		if w, ok := o.(W); ok {
			out = append(out, w)
		}
		return true
	})
	return out
}

// outermostUnder returns the widgets of type W under o, in order, without
// looking inside one (its renderer is not made).
func outermostUnder[W fyne.CanvasObject](t *testing.T, o fyne.CanvasObject) []W {
	var out []W
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		w, ok := o.(W)
		if ok {
			out = append(out, w)
		}
		return !ok
	})
	return out
}

// selects are the drop-downs under o, in order.
func selects(t *testing.T, o fyne.CanvasObject) []*widget.Select {
	return outermostUnder[*widget.Select](t, o)
}

// tables are the tables under o, in order.
func tables(t *testing.T, o fyne.CanvasObject) []*widget.Table {
	return outermostUnder[*widget.Table](t, o)
}

// checksOf are the check boxes under o, in order.
func checksOf(t *testing.T, o fyne.CanvasObject) []*widget.Check {
	return outermostUnder[*widget.Check](t, o)
}

// tapOnTop taps the button text of the dialog on top of ew's window.
func tapOnTop(t *testing.T, ew *eventWindow, text string) {
	t.Helper()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	test.Tap(findButton(t, top, text))
}

// dialogTexts is the dialog on top of ew's window, required, and its
// texts.
func dialogTexts(t *testing.T, ew *eventWindow) (fyne.CanvasObject, string) {
	t.Helper()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	return top, texts(t, top)
}
