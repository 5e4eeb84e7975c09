package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/tournament"
)

// shownText is every text drawn under o (labels, entries, their
// placeholders, buttons, table cells), one per line.
func shownText(t *testing.T, o fyne.CanvasObject) string {
	var b strings.Builder
	walkUnder(t, o, func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		switch w := o.(type) {
		case *canvas.Text:
			b.WriteString(w.Text + "\n")
			return false
		case *widget.Entry:
			b.WriteString(w.PlaceHolder + "\n")
		case *keyEntry:
			b.WriteString(w.PlaceHolder + "\n")
		case *widget.Select:
			b.WriteString(strings.Join(w.Options, "\n") + "\n" + w.PlaceHolder + "\n")
		case *keySelect:
			b.WriteString(strings.Join(w.Options, "\n") + "\n" + w.PlaceHolder + "\n")
		}
		return true
	})
	return b.String()
}

// menuText is every menu title and item label of the window.
func menuText(w fyne.Window) string {
	var b strings.Builder
	var items func([]*fyne.MenuItem)
	items = func(is []*fyne.MenuItem) {
		for _, i := range is {
			b.WriteString(i.Label + "\n")
			if i.ChildMenu != nil {
				items(i.ChildMenu.Items)
			}
		}
	}
	if m := w.MainMenu(); m != nil {
		for _, menu := range m.Items {
			b.WriteString(menu.Label + "\n")
			items(menu.Items)
		}
	}
	return b.String()
}

// TestScreens_Issue16EveryScreenOfTheFourDemosIsJapanese opens each demo
// event, played for three rounds (stages), in Japanese, shows every tab in
// turn and reads every text drawn, the menus and the tab titles: no English
// word or raw code may be left.
func TestScreens_Issue16EveryScreenOfTheFourDemosIsJapanese(t *testing.T) {
	for _, d := range tournament.Disciplines() {
		g := d.Kind()
		if !slices.Contains(layoutGames(), string(g)) {
			continue // under the race detector: see layoutGames
		}
		t.Run(string(g), func(t *testing.T) {
			a := japaneseApp(t)
			mem, svc := demoEvent(t, g, 0)
			require.NoError(t, tournament.PlayDemo(svc, 3))
			gui := japaneseGUI(a)
			w := test.NewWindow(nil)
			t.Cleanup(w.Close)
			ew, err := newEventWindow(gui, w, mem, "demo.taikai")
			require.NoError(t, err)
			w.Resize(fyne.NewSize(1366, 768))
			require.NoError(t, ew.reload())
			ev, _ := svc.Event()
			ps, _ := svc.Participants()
			names := []string{ev.Name, ev.Venue, "demo.taikai"}
			for _, p := range ps {
				names = append(names, p.Name, p.Reading, p.Club)
			}
			assert.Empty(t, jacheck.Leaks(menuText(w), names...), "menus")
			for i, item := range ew.tabs.Items {
				ew.tabs.SelectIndex(i)
				got := item.Text + "\n" + shownText(t, item.Content)
				assert.Empty(t, jacheck.Leaks(got, names...), fmt.Sprintf("tab %s", item.Text))
			}
			if ew.results == nil {
				return
			}
			// The refusals of the result form: a card that cannot be read,
			// a table that does not exist.
			_, err = svc.PairNextRound()
			require.NoError(t, err)
			require.NoError(t, ew.reload())
			ew.showView(ew.results.content)
			for _, typed := range []struct{ table, text string }{{"1", "あいう"}, {"1", "９９９"}, {"99", "1"}} {
				ew.results.table.SetText(typed.table)
				first := ew.results.form.first()
				switch e := first.(type) {
				case *keyEntry:
					e.SetText(typed.text)
				case *widget.Entry:
					e.SetText(typed.text)
				}
				ew.results.submit()
				msg := ew.results.problem.Text
				assert.NotEmpty(t, msg, "refused: %+v", typed)
				assert.Empty(t, jacheck.Leaks(msg, names...), "the refusal of %+v: %s", typed, msg)
			}
		})
	}
}
