package ui

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// Issue 16: the small frictions a new arbiter hits.

// newGameWindow opens a demo event of game with n participants (0: the
// demo's number) held in memory in a headless window, in Japanese.
func newGameWindow(t *testing.T, game string, n int, prepare func(*tournament.Service)) *eventWindow {
	t.Helper()
	a := japaneseApp(t)
	mem, svc := demoEvent(t, tournament.GameKind(game), n)
	if prepare != nil {
		prepare(svc)
	}
	ew := openWindow(t, a, mem, game+".taikai", nil)
	ew.g.open[ew.path] = ew
	return ew
}

// allGames are the registered games' kinds (a new game is checked too).
func allGames() []string {
	var out []string
	for _, k := range tournament.GameKinds() {
		out = append(out, string(k))
	}
	return out
}

// layoutGames are the games a layout test draws every screen of: all of
// them, and under the race detector (which makes each drawing ten times
// slower and finds nothing in one goroutine's layout) the first only —
// `make test` draws every game again without it (the Makefile's
// LAYOUT_TESTS).
func layoutGames() []string {
	if raceEnabled {
		return allGames()[:1]
	}
	return allGames()
}

// laptop is what a 1366×768 laptop leaves an event window above the
// Windows taskbar (728 pixels) once the title bar (31) is drawn.
var laptop = fyne.NewSize(1366, 728-31)

func TestWindow_FitsALaptopAtStandardAndLargestTextSize(t *testing.T) {
	assert.True(t, defaultWindowSize.Width <= laptop.Width && defaultWindowSize.Height <= laptop.Height, "the default size fits")
	// Centred on a 768-pixel screen (Fyne centres the window's inside),
	// its bottom stays above the taskbar.
	assert.LessOrEqual(t, (768+defaultWindowSize.Height)/2, float32(728))
	for _, game := range layoutGames() {
		t.Run(game, func(t *testing.T) {
			ew := newGameWindow(t, game, 0, nil)
			// The largest text size asks the most room.
			for _, zoom := range []float32{1, zoomLevels[len(zoomLevels)-1].zoom} {
				ew.g.app.Settings().SetTheme(newZoomedTheme(zoom))
				for i := range ew.tabs.Items {
					ew.tabs.SelectIndex(i)
					min := ew.win.Content().MinSize()
					assert.LessOrEqual(t, min.Width, laptop.Width, "tab %s at %v", ew.tabs.Items[i].Text, zoom)
					assert.LessOrEqual(t, min.Height, laptop.Height-40, "tab %s at %v (room for the menu bar)", ew.tabs.Items[i].Text, zoom)
					assert.GreaterOrEqual(t, min.Width, minWindowSize.Width)
				}
			}
		})
	}
}

func TestWindow_SizeRememberedBetweenLaunches(t *testing.T) {
	ew := newGameWindow(t, "othello", 0, nil)
	g := ew.g
	assert.Equal(t, defaultWindowSize, g.eventWindowSize(), "first launch")
	ew.win.Resize(fyne.NewSize(1100, 620))
	ew.close() // closing the window keeps its size
	assert.Equal(t, fyne.NewSize(1100, 620), g.eventWindowSize())
	g.rememberWindowSize(fyne.NewSize(10, 10)) // a window never laid out
	assert.Equal(t, fyne.NewSize(1100, 620), g.eventWindowSize())
	g.app.Preferences().SetFloat(windowWidthKey, 99999)
	assert.Equal(t, defaultWindowSize, g.eventWindowSize(), "a nonsense size is not restored")
}

// Every table of every screen cuts a text too long for its column with …
// (the pairings screen's 理由 ran into the next column).
func TestTables_CellsEndInEllipsisInsteadOfOverflowing(t *testing.T) {
	for _, game := range layoutGames() {
		ew := newGameWindow(t, game, 0, nil)
		n := 0
		for i, it := range ew.tabs.Items {
			ew.tabs.SelectIndex(i)
			for _, tb := range tables(t, it.Content) {
				n++
				cell, ok := tb.CreateCell().(*widget.Label)
				require.True(t, ok, "%s: %s", game, it.Text)
				assert.Equal(t, fyne.TextTruncateEllipsis, cell.Truncation, "%s: %s", game, it.Text)
				head, ok := tb.CreateHeader().(*widget.Label)
				require.True(t, ok)
				assert.Equal(t, fyne.TextTruncateEllipsis, head.Truncation)
			}
		}
		assert.NotZero(t, n, game)
	}
}

func TestPairingsScreen_SelectedTableShowsItsReasonInFull(t *testing.T) {
	ew := newGameWindow(t, "go", 0, func(svc *tournament.Service) {
		_, err := svc.PairNextRound()
		require.NoError(t, err)
	})
	v := ew.pairings
	ew.showView(v.content)
	assert.False(t, v.detail.Visible())
	v.table.Select(widget.TableCellID{Row: 0, Col: 5})
	require.True(t, v.detail.Visible())
	why := v.cell(widget.TableCellID{Row: 0, Col: 5})
	require.NotEmpty(t, why)
	assert.Contains(t, v.detail.Text, why, "the whole reason, which the cell cuts")
	assert.Contains(t, v.detail.Text, v.cell(widget.TableCellID{Row: 0, Col: 1}))
}

func TestStartScreen_RecentListFollowsTheEventWindows(t *testing.T) {
	g := japaneseGUI(japaneseApp(t))
	s := g.newStart()
	assert.Empty(t, s.recent)
	assert.True(t, s.empty.Visible())

	dir := t.TempDir()
	var paths []string
	for _, name := range []string{"a.taikai", "b.taikai"} {
		p := filepath.Join(dir, name)
		require.NoError(t, g.createEventFile(p, func(svc *tournament.Service) error { return svc.CreateDemo("othello") }))
		paths = append(paths, p)
	}
	// Opened from elsewhere (the file dialog, a new event): listed at once.
	require.NoError(t, g.openEvent(paths[0]))
	require.NoError(t, g.openEvent(paths[1]))
	assert.Equal(t, []string{paths[1], paths[0]}, s.recent)
	assert.False(t, s.empty.Visible())
	// Closed: the event just closed comes first.
	g.open[paths[0]].win.Close()
	assert.Equal(t, []string{paths[0], paths[1]}, s.recent)
	assert.Equal(t, 2, s.list.Length())
	g.open[paths[1]].win.Close()
	assert.Equal(t, []string{paths[1], paths[0]}, s.recent)
	assert.Empty(t, g.open)

	// A closed start screen is no longer redrawn.
	s.w.Close()
	assert.Empty(t, g.starts)
}

// viewMenu returns the window's View menu.
func viewMenu(t *testing.T, ew *eventWindow) *fyne.Menu {
	t.Helper()
	for _, m := range ew.win.MainMenu().Items {
		if m.Label == tr("View", "表示") {
			return m
		}
	}
	require.FailNow(t, "no View menu")
	return nil
}

func TestViewMenu_CtrlNumbersFollowTheTabsOfEveryGame(t *testing.T) {
	keys := []fyne.KeyName{fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9}
	for _, game := range layoutGames() {
		t.Run(game, func(t *testing.T) {
			ew := newGameWindow(t, game, 0, nil)
			var numbered []*fyne.MenuItem
			for _, it := range viewMenu(t, ew).Items {
				if sc, ok := it.Shortcut.(*desktop.CustomShortcut); ok && sc.KeyName >= fyne.Key1 && sc.KeyName <= fyne.Key9 {
					numbered = append(numbered, it)
				}
			}
			require.Len(t, numbered, min(len(ew.tabs.Items), 9))
			for i, it := range numbered {
				assert.Equal(t, ew.tabs.Items[i].Text, it.Label)
				assert.Equal(t, keys[i], it.Shortcut.(*desktop.CustomShortcut).KeyName)
				ew.tabs.SelectIndex((i + 1) % len(ew.tabs.Items))
				it.Action()
				assert.Equal(t, i, ew.tabs.SelectedIndex(), "Ctrl+%d shows tab %s", i+1, ew.tabs.Items[i].Text)
			}
		})
	}
	t.Run("pairgo: Ctrl+2 is the pairs screen", func(t *testing.T) {
		ew := newGameWindow(t, "pairgo", 0, nil)
		it := viewMenu(t, ew).Items[1]
		assert.Equal(t, "ペア", it.Label)
		it.Action()
		assert.Equal(t, screenOf[*pairsView](ew).content, ew.tabs.Selected().Content)
		viewMenu(t, ew).Items[2].Action()
		assert.Equal(t, ew.pairings.content, ew.tabs.Selected().Content, "Ctrl+3 is the pairings")
	})
}

// allShortcuts lists the menu shortcuts of a window, submenus included.
func allShortcuts(items []*fyne.MenuItem, out map[string]string) {
	for _, it := range items {
		if it.Shortcut != nil {
			out[it.Shortcut.ShortcutName()] += "|" + it.Label
		}
		if it.ChildMenu != nil {
			allShortcuts(it.ChildMenu.Items, out)
		}
	}
}

func TestMenus_NoShortcutClashes(t *testing.T) {
	for _, game := range layoutGames() {
		ew := newGameWindow(t, game, 0, nil)
		seen := map[string]string{}
		for _, m := range ew.win.MainMenu().Items {
			allShortcuts(m.Items, seen)
		}
		for name, labels := range seen {
			assert.Equal(t, 1, strings.Count(labels, "|"), "%s: %s is %s", game, name, labels)
		}
	}
}

// zoomMenuItems returns the 文字の大きさ submenu.
func zoomMenuItems(t *testing.T, ew *eventWindow) []*fyne.MenuItem {
	t.Helper()
	for _, it := range viewMenu(t, ew).Items {
		if it.Label == tr("Text size", "文字の大きさ") {
			require.NotNil(t, it.ChildMenu)
			return it.ChildMenu.Items
		}
	}
	t.Fatal("no text size in the View menu")
	return nil
}

func TestZoom_TextSizeFromTheViewMenuIsKept(t *testing.T) {
	ew := newGameWindow(t, "othello", 0, nil)
	a := ew.g.app
	text := func() float32 { return a.Settings().Theme().Size(theme.SizeNameText) }
	items := zoomMenuItems(t, ew)
	require.Len(t, items, len(zoomLevels)+3)
	assert.True(t, items[1].Checked, "standard at first")
	assert.Equal(t, float32(baseTextSize), text())
	padding := a.Settings().Theme().Size(theme.SizeNamePadding)

	items[2].Action() // 大 (125%)
	assert.InDelta(t, baseTextSize*1.25, text(), 0.01)
	assert.Equal(t, padding, a.Settings().Theme().Size(theme.SizeNamePadding), "only the text scales")
	assert.True(t, items[2].Checked)
	assert.False(t, items[1].Checked)
	assert.InDelta(t, 1.25, savedZoom(a.Preferences()), 0.001, "kept for the next launch")

	var larger, smaller, standard *fyne.MenuItem
	for _, it := range items {
		if sc, ok := it.Shortcut.(*desktop.CustomShortcut); ok {
			switch sc.KeyName {
			case fyne.KeyEqual:
				larger = it
			case fyne.KeyMinus:
				smaller = it
			case fyne.Key0:
				standard = it
			}
		}
	}
	require.NotNil(t, larger, "Ctrl+=")
	require.NotNil(t, smaller, "Ctrl+-")
	require.NotNil(t, standard, "Ctrl+0")
	larger.Action()
	larger.Action() // no larger than 特大
	assert.InDelta(t, baseTextSize*1.5, text(), 0.01)
	for range 5 {
		smaller.Action()
	}
	assert.InDelta(t, baseTextSize*0.9, text(), 0.01, "no smaller than 小")
	assert.InDelta(t, 0.9, savedZoom(a.Preferences()), 0.001)
	standard.Action()
	assert.Equal(t, float32(baseTextSize), text())
	assert.Equal(t, float32(1), savedZoom(a.Preferences()))
}

func TestZoom_TablesWidenWithTheText(t *testing.T) {
	ew := newGameWindow(t, "othello", 0, nil)
	v := ew.participants
	ew.showView(v.content)
	ew.win.Resize(fyne.NewSize(1280, 660))
	name := v.cell(widget.TableCellID{Row: 0, Col: 1})
	width := func() float32 {
		l := findLabel(t, v.table, name)
		require.NotNil(t, l, "the cell of %s", name)
		return l.Size().Width
	}
	before := width()
	assert.InDelta(t, participantColumns[1].width, before, 0.01)
	ew.g.setZoom(1.5)
	assert.InDelta(t, before*1.5, width(), 0.01)
	ew.g.setZoom(1)
	assert.InDelta(t, before, width(), 0.01)
}

// findLabel finds the label showing text under o, as drawn.
func findLabel(t *testing.T, o fyne.CanvasObject, text string) *widget.Label {
	switch x := o.(type) {
	case *widget.Label:
		if x.Text == text {
			return x
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if l := findLabel(t, c, text); l != nil {
				return l
			}
		}
	case fyne.Widget:
		for _, c := range test.TempWidgetRenderer(t, x).Objects() {
			if l := findLabel(t, c, text); l != nil {
				return l
			}
		}
	}
	return nil
}

func TestPairsScreen_PartnerPickerSearchesNameReadingAndNumber(t *testing.T) {
	extra := [][3]string{ // name, reading, gender
		{"佐藤 陽向", "さとう ひなた", "f"},
		{"佐藤 湊", "さとう みなと", "m"},
		{"鈴木 結衣", "すずき ゆい", "f"},
		{"高橋 蒼", "たかはし あおい", "m"},
	}
	ids := map[string]int{}
	ew := newGameWindow(t, "pairgo", 2, func(svc *tournament.Service) {
		for _, x := range extra {
			p, err := svc.AddParticipant(tournament.ParticipantForm{tournament.FieldName: x[0], tournament.FieldReading: x[1], tournament.FieldGender: x[2], tournament.FieldBirth: "2013-04-02"})
			require.NoError(t, err)
			ids[x[0]] = p.ID
		}
	})
	v := screenOf[*pairsView](ew)
	ew.showView(v.content)
	pairs := len(v.pairs)
	names := func(items []pickItem) []string {
		var out []string
		for _, it := range items {
			out = append(out, strings.Fields(it.label)[1]+" "+strings.Fields(it.label)[2][:strings.Index(strings.Fields(it.label)[2], "（")])
		}
		return out
	}
	c := ew.win.Canvas()
	c.Focus(v.first.entry)
	assert.True(t, v.first.panel.Visible(), "the candidates show with the cursor")
	assert.Len(t, v.first.shown, len(extra), "everyone in no pair")

	test.Type(v.first.entry, "さとう") // hiragana
	assert.Equal(t, []string{"佐藤 陽向", "佐藤 湊"}, names(v.first.shown))
	v.first.entry.SetText("")
	test.Type(v.first.entry, "サトウ") // katakana
	assert.Equal(t, []string{"佐藤 陽向", "佐藤 湊"}, names(v.first.shown))
	v.first.entry.SetText("")
	test.Type(v.first.entry, fmt.Sprint(ids["高橋 蒼"])) // number
	assert.Equal(t, []string{"高橋 蒼"}, names(v.first.shown))
	v.first.entry.SetText("")
	test.Type(v.first.entry, "佐藤")
	v.first.entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown}) // the second 佐藤
	v.first.entry.TypedKey(enterKey())
	id, ok := v.first.choice()
	require.True(t, ok)
	assert.Equal(t, ids["佐藤 湊"], id)
	assert.False(t, v.first.panel.Visible())
	assert.Equal(t, v.second.entry, c.Focused(), "Enter goes on to the second partner")
	assert.True(t, v.second.panel.Visible())
	assert.NotContains(t, names(v.second.shown), "佐藤 湊", "the first partner is not offered again")

	test.Type(v.second.entry, "ゆい")
	v.second.entry.TypedKey(enterKey())
	assert.Equal(t, v.name, c.Focused())
	v.name.TypedKey(enterKey()) // Enter in the pair name registers
	require.Len(t, v.pairs, pairs+1)
	p := v.pairs[len(v.pairs)-1]
	assert.ElementsMatch(t, []int{ids["佐藤 湊"], ids["鈴木 結衣"]}, p.Members[:])
	assert.Empty(t, v.first.entry.Text, "ready for the next pair")
	assert.Empty(t, v.second.entry.Text)
	assert.Len(t, v.free, len(extra)-2)
}

func TestPairsScreen_PartnerNotPickedIsExplained(t *testing.T) {
	ew := newGameWindow(t, "pairgo", 2, func(svc *tournament.Service) {
		for _, n := range []string{"佐藤 陽向", "佐藤 湊"} {
			_, err := svc.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n})
			require.NoError(t, err)
		}
	})
	v := screenOf[*pairsView](ew)
	ew.showView(v.content)
	pairs := len(v.pairs)
	test.Type(v.first.entry, "佐藤") // two match: not a choice
	v.register()
	assert.Len(t, v.pairs, pairs)
	assert.NotNil(t, ew.win.Canvas().Overlays().Top(), "the arbiter is told to choose")
}

func TestTableBoard_ProvisionalAdvancersAndTablesOverview(t *testing.T) {
	var stage yoningame.Stage
	ew := newGameWindow(t, "yonin", 12, func(svc *tournament.Service) {
		var err error
		stage, err = yoningame.Of(svc).SeatStageTables("予選", nil, 3)
		require.NoError(t, err)
		require.Len(t, stage.Tables, 3)
		// Table A plays until it stops; table B plays one game; C none.
		for i := 0; i < 20; i++ {
			if _, err := yoningame.Of(svc).RecordGame("予選", "A", yoningame.GameEntry{Mated: "2<1,3<1,4<1"}); err != nil {
				break
			}
		}
		_, err = yoningame.Of(svc).RecordGame("予選", "B", yoningame.GameEntry{Mated: "2<1,3<1,4<1"})
		require.NoError(t, err)
	})
	v := screenOf[*yoninView](ew)
	ew.showView(v.content)
	require.True(t, v.overview.Visible())
	assert.Equal(t, fmt.Sprintf(tr("Tables finished: %d", "終了 %d卓"), 1)+"／"+fmt.Sprintf(tr("playing: %d (%s)", "対局中 %d卓：%s"), 1, "B")+"／"+fmt.Sprintf(tr("not started: %d (%s)", "未開始 %d卓：%s"), 1, "C"), v.overview.Text)

	a, err := yoningame.Of(ew.svc).YoninAdvancement("予選")
	require.NoError(t, err)
	marker := "（" + tr("provisional", "暫定") + "）"
	tableOf := map[int]string{}
	for _, tb := range stage.Tables {
		for _, id := range tb.Seats {
			tableOf[id] = tb.Name
		}
	}
	seen := map[string]bool{}
	for _, id := range a.Qualified {
		name := v.names[id]
		seen[tableOf[id]] = true
		if tableOf[id] == "A" {
			assert.NotContains(t, v.advance.Text, name+marker, "table A is finished: %s advances", name)
			assert.Contains(t, v.advance.Text, name)
		} else {
			assert.Contains(t, v.advance.Text, name+marker, "table %s is playing", tableOf[id])
		}
	}
	assert.True(t, seen["A"] && seen["B"], "advancers from both tables: %v", a.Qualified)
}

func TestFlowLayout_ButtonsWrapInsteadOfWideningTheWindow(t *testing.T) {
	test.NewTempApp(t)
	var bs []fyne.CanvasObject
	for i := range 6 {
		bs = append(bs, widget.NewButton(fmt.Sprintf("ボタン %d", i), nil))
	}
	relaid := 0
	c := flowBox(newFlowLayout(func() { relaid++ }), bs...)
	one := bs[0].MinSize()
	assert.Equal(t, one.Height, c.MinSize().Height, "one line before it is laid out")
	wide := c.MinSize().Width*0 + 10*one.Width
	c.Resize(fyne.NewSize(wide, one.Height))
	assert.Equal(t, one.Height, c.MinSize().Height, "one line when it fits")
	c.Resize(fyne.NewSize(one.Width*2.5, one.Height))
	assert.Equal(t, 3*one.Height+2*theme.Padding(), c.MinSize().Height, "three lines of two")
	assert.Equal(t, 1, relaid, "the screen is laid out again when the lines change")
	assert.Less(t, c.MinSize().Width, 2*one.Width, "never wider than its widest button")
}

func flowBox(l fyne.Layout, objects ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: l, Objects: objects}
}

func TestZoom_StandingsColumnsAndResultFieldsWidenWithTheText(t *testing.T) {
	ew := newGameWindow(t, "othello", 0, nil)
	require.NoError(t, tournament.PlayDemo(ew.svc, 1))
	require.NoError(t, ew.reload())
	ew.win.Resize(fyne.NewSize(1280, 660))
	ew.showView(ew.standings.content)
	name := ew.standings.cell(widget.TableCellID{Row: 0, Col: 1})
	cellWidth := func() float32 {
		l := findLabel(t, ew.standings.table, name)
		require.NotNil(t, l, "the cell of %s", name)
		return l.Size().Width
	}
	before := cellWidth()
	ew.g.setZoom(1.5)
	assert.InDelta(t, before*1.5, cellWidth(), 0.01, "the standings' name column")

	ew.showView(ew.results.content)
	form := ew.results.form.(*discsForm)
	assert.InDelta(t, 160*1.5, form.black.Size().Width, 0.5, "the black discs field at 150 %")
	ew.g.setZoom(1)
	ew.showView(ew.results.content)
	ew.results.content.Refresh()
	assert.InDelta(t, 160, form.black.Size().Width, 0.5, "back at the standard size")
}
