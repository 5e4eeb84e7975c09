package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// sectionSpec is one section of a test event: key, name, game, venue
// tables, settings and its number of participants.
type sectionSpec struct {
	key, name, game, tables string
	settings                map[string]string
	players                 int
}

// threeSections are a Go A級 (tables 1-10), an Othello B級 (21-30) and a
// four-player shogi section (its tables claimed when first paired).
var threeSections = []sectionSpec{
	{"A", "A級", "go", "1-10", map[string]string{"rounds": "4", "seed": "1"}, 12},
	{"B", "B級", "othello", "21-30", map[string]string{"rounds": "4", "early_final": "false", "seed": "2"}, 14},
	{"Y", "四人将棋の部", "yonin", "", map[string]string{"seed": "3"}, 8},
}

// newSectionsEvent makes an event of the sections in memory, its
// participants imported from one CSV with the 部門 column.
func newSectionsEvent(t testing.TB, specs []sectionSpec) (tournament.Store, *tournament.Venue) {
	t.Helper()
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "囲碁将棋まつり", Date: "2026-05-05"}, nil, time.Now())
	require.NoError(t, err)
	mem := storage.NewMemory()
	require.NoError(t, tournament.NewService(mem).Create(ev))
	v := tournament.NewVenue(mem)
	var csv strings.Builder
	csv.WriteString("氏名,段級位,性別,所属,部門\n")
	ranks := []string{"3d", "2d", "1d", "1k", "2k", "3k"}
	for _, sp := range specs {
		_, err := v.AddSection(tournament.SectionForm{Key: sp.key, Name: sp.name, Game: sp.game, Tables: sp.tables, Settings: sp.settings})
		require.NoError(t, err)
		for i := range sp.players {
			fmt.Fprintf(&csv, "%s選手%03d,%s,男,東京,%s\n", sp.key, i+1, ranks[i%len(ranks)], sp.key)
		}
	}
	_, err = v.Root().ImportParticipants([]byte(csv.String()))
	require.NoError(t, err)
	return mem, v
}

// newSectionsWindow opens the event of specs in a headless window, in
// Japanese.
func newSectionsWindow(t *testing.T, specs []sectionSpec) *eventWindow {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(newTheme())
	setupTranslations(tournament.Japanese)
	mem, _ := newSectionsEvent(t, specs)
	g := &gui{app: a, lang: tournament.Japanese, open: map[string]*eventWindow{}}
	w := test.NewWindow(nil)
	t.Cleanup(w.Close)
	ew, err := newEventWindow(g, w, mem, "sections.taikai")
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	g.open[ew.path] = ew
	return ew
}

// sectionButton is the selector's button of the section named label.
func sectionButton(t *testing.T, ew *eventWindow, label string) *widget.Button {
	t.Helper()
	for _, o := range ew.bar.buttons.Objects {
		if b := o.(*widget.Button); strings.HasPrefix(b.Text, label+"（") {
			return b
		}
	}
	require.FailNow(t, "no section button "+label)
	return nil
}

// sectionMenuItem is the menu item labelled label of the window's menu bar.
func sectionMenuItem(t *testing.T, ew *eventWindow, menu, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range ew.win.MainMenu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	require.FailNowf(t, "no menu item", "%s → %s", menu, label)
	return nil
}

func TestSections_Issue24SelectorShowsTheSectionsScreens(t *testing.T) {
	ew := newSectionsWindow(t, threeSections)
	require.True(t, ew.bar.content.Visible(), "the section selector is shown for an event of three sections")
	assert.Len(t, ew.bar.buttons.Objects, 3)
	assert.Contains(t, ew.header.Text, "A級・囲碁")
	assert.Equal(t, widget.HighImportance, sectionButton(t, ew, "A級").Importance)
	assert.Contains(t, ew.participants.count.Text, "参加者 12 人")

	// The arbiter is on the participants tab of A級 and clicks B級: the
	// same tab, B級's participants, the Othello screens.
	test.Tap(sectionButton(t, ew, "B級"))
	assert.Equal(t, "B", ew.sec.Key)
	assert.Contains(t, ew.header.Text, "B級・オセロ")
	assert.Equal(t, "参加者", ew.tabs.Selected().Text)
	assert.Contains(t, ew.participants.count.Text, "参加者 14 人")
	assert.NotNil(t, screenOf[*crosstableView](ew), "B級 (Othello) has its crosstable")
	assert.Equal(t, widget.HighImportance, sectionButton(t, ew, "B級").Importance)
	assert.Equal(t, widget.MediumImportance, sectionButton(t, ew, "A級").Importance)

	// Ctrl+R pairs the section shown, in its venue tables.
	sectionMenuItem(t, ew, "回戦", "次の回戦を組む").Action()
	waitFor(t, func() bool { return len(ew.pairings.rounds) == 1 })
	for _, g := range ew.pairings.rounds[0].Games {
		if !g.IsBye() {
			assert.True(t, g.Table >= 21 && g.Table <= 30, "B級 table %d", g.Table)
		}
	}
	_, a, err := ew.event.Section("A")
	require.NoError(t, err)
	ra, err := a.Rounds()
	require.NoError(t, err)
	assert.Empty(t, ra, "A級 was not paired")

	// Back on A級, Ctrl+Z undoes the event's last change: B級's pairing.
	test.Tap(sectionButton(t, ew, "A級"))
	assert.Equal(t, "A", ew.sec.Key)
	ew.undo()
	_, b, err := ew.event.Section("B")
	require.NoError(t, err)
	rb, err := b.Rounds()
	require.NoError(t, err)
	assert.Empty(t, rb, "Ctrl+Z in A級 undid B級's pairing")
	assert.Contains(t, ew.notice.Text, "部門 B級")

	// The four-player section has its own tabs.
	sectionMenuItem(t, ew, "部門", "四人将棋の部").Action()
	assert.Equal(t, "Y", ew.sec.Key)
	assert.Nil(t, ew.results, "four-player shogi has no results screen of paired rounds")
}

func TestSections_Issue24OneSectionLooksAsBefore(t *testing.T) {
	ew := newTestEventWindow(t)
	assert.False(t, ew.bar.content.Visible(), "no section selector for an event of one section")
	assert.Contains(t, ew.header.Text, "［オセロ］")
	for _, m := range ew.win.MainMenu().Items {
		if m.Label == "回戦" {
			for _, it := range m.Items {
				assert.NotEqual(t, "全部門の次の回戦を組む", it.Label)
			}
		}
	}
}

// waitFor waits for the pairing run off the UI goroutine.
func waitFor(t *testing.T, done func() bool) {
	t.Helper()
	for range 500 {
		if done() {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	require.FailNow(t, "timed out")
}
