package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

const recentKey = "recent_events"

// startScreen is the start window: recent events, new event, open file,
// demo.
type startScreen struct {
	w      fyne.Window
	recent []string
	list   *widget.List
	empty  *widget.Label
}

// showStart opens the start screen: recent events, new event, open file, demo.
func (g *gui) showStart() fyne.Window { return g.newStart().w }

func (g *gui) newStart() *startScreen {
	s := &startScreen{w: g.app.NewWindow("Taikai — " + tr("Tournament manager", "大会運営"))}
	w := s.w
	s.list = widget.NewList(
		func() int { return len(s.recent) },
		func() fyne.CanvasObject {
			return container.NewVBox(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			box := o.(*fyne.Container)
			box.Objects[0].(*widget.Label).SetText(filepath.Base(s.recent[i]))
			box.Objects[1].(*widget.Label).SetText(filepath.Dir(s.recent[i]))
		})
	s.empty = widget.NewLabel(tr("No events yet: start with a new event or the demo event.", "まだ大会がありません。「新しい大会」か「デモ大会」から始めてください。"))
	s.list.OnSelected = func(i widget.ListItemID) {
		s.list.UnselectAll()
		path := s.recent[i]
		if err := g.openEvent(path); err != nil {
			g.showOpenProblem(path, err, w)
		}
		s.reload(g)
	}
	s.reload(g)
	// The list follows the events opened and closed in other windows.
	g.starts = append(g.starts, s)
	w.SetOnClosed(func() { g.starts = slices.DeleteFunc(g.starts, func(x *startScreen) bool { return x == s }) })

	newBtn := widget.NewButton(tr("New event…", "新しい大会…")+" (Ctrl+N)", func() { g.newEventDialog(w) })
	newBtn.Importance = widget.HighImportance
	openBtn := widget.NewButton(tr("Open file…", "ファイルを開く…")+" (Ctrl+O)", func() { g.openFileDialog(w) })
	demoBtn := widget.NewButton(tr("Demo event", "デモ大会"), func() { g.createDemo(w) })
	w.Canvas().AddShortcut(shortcut(fyne.KeyN), func(fyne.Shortcut) { g.newEventDialog(w) })
	w.Canvas().AddShortcut(shortcut(fyne.KeyO), func(fyne.Shortcut) { g.openFileDialog(w) })
	g.addQuitShortcut(w)

	title := widget.NewLabelWithStyle("Taikai 大会", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = "headingText"
	aboutBtn := widget.NewButton(tr("About Taikai", "Taikai について")+"…", func() { g.showAbout(w) })
	aboutBtn.Importance = widget.LowImportance
	left := container.NewBorder(
		container.NewVBox(title, widget.NewLabel(g.gamesLine()), widget.NewSeparator(), newBtn, openBtn, demoBtn),
		aboutBtn, nil, nil)
	right := container.NewBorder(container.NewVBox(widget.NewLabelWithStyle(tr("Recent events", "最近の大会"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), s.empty), nil, nil, nil, s.list)
	w.SetContent(container.NewBorder(nil, nil, container.NewPadded(left), nil, container.NewPadded(right)))
	w.Resize(fyne.NewSize(900, 560))
	w.Show()
	return s
}

// reload reads the recent events again.
func (s *startScreen) reload(g *gui) {
	s.recent = g.recentEvents()
	s.list.Refresh()
	s.empty.Hidden = len(s.recent) > 0
	s.empty.Refresh()
}

// recentChanged redraws the recent events of every start screen (an event
// was opened, created or closed).
func (g *gui) recentChanged() {
	for _, s := range g.starts {
		s.reload(g)
	}
}

// recentEvents returns the remembered event files that still exist.
func (g *gui) recentEvents() []string {
	var out []string
	for _, p := range g.app.Preferences().StringList(recentKey) {
		if _, err := os.Stat(p); err == nil {
			out = append(out, p)
		}
	}
	return out
}

func (g *gui) rememberEvent(path string) {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	list := slices.DeleteFunc(g.app.Preferences().StringList(recentKey), func(p string) bool { return p == abs })
	list = append([]string{abs}, list...)
	g.app.Preferences().SetStringList(recentKey, list[:min(len(list), 12)])
	g.recentChanged()
}

func (g *gui) openFileDialog(parent fyne.Window) {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		path := r.URI().Path()
		r.Close()
		if err := g.openEvent(path); err != nil {
			g.showOpenProblem(path, err, parent)
		}
	}, parent)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".taikai"}))
	if dir, err := EventsDir(); err == nil {
		if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
			d.SetLocation(l)
		}
	}
	d.Resize(fyne.NewSize(800, 520))
	showFileDialog(d, tr("Open an event file", "大会ファイルを開く"), parent)
}

// newEventDialog asks for the event header and creates the file in the
// data folder.
func (g *gui) newEventDialog(parent fyne.Window) {
	name := hintedEntry(tr("e.g. 17th Othello Ouza tournament", "例：第17期オセロ王座戦"))
	kinds := tournament.GameKinds()
	games := make([]string, len(kinds))
	for i, k := range kinds {
		games[i] = g.gameName(k)
	}
	// The last line makes an event of several sections: no game yet, its
	// sections added in the event window (部門 → 部門を追加).
	games = append(games, tr("Several sections (add them after)", "複数の部門（あとで追加）"))
	game := newSelect(games, nil)
	game.SetSelectedIndex(0)
	date := newKeyEntry()
	date.suggest(time.Now().Format(time.DateOnly))
	venue := newKeyEntry()
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Event name", "大会名"), name), widget.NewFormItem(tr("Game", "競技"), game),
		widget.NewFormItem(tr("Date", "日付"), date), widget.NewFormItem(tr("Venue", "会場"), venue),
	}
	showForm(tr("New event", "新しい大会"), tr("Create", "作成"), items, fyne.NewSize(560, 320), func() bool {
		info := tournament.EventInfo{Name: name.Text, Date: date.Text, Venue: venue.Text}
		if i := max(game.SelectedIndex(), 0); i < len(kinds) {
			info.Game = string(kinds[i])
		}
		ev, err := tournament.NewEvent(info, nil, time.Now())
		if err != nil {
			g.showProblem(tr("Cannot create the event", "大会を作成できません"), err, parent)
			return false
		}
		path, err := newEventPath(ev.Date, ev.Name)
		if err == nil {
			err = g.createEventFile(path, func(s *tournament.Service) error { return s.Create(ev) })
		}
		if err == nil {
			err = g.openEvent(path)
		}
		if err != nil {
			g.showProblem(tr("Cannot create the event", "大会を作成できません"), err, parent)
			return false
		}
		return true
	}, parent)
}

// createDemo makes a demo event of the first game of the menu (Othello) in the data folder and opens it.
func (g *gui) createDemo(parent fyne.Window) {
	path, err := newEventPath(time.Now().Format(time.DateOnly), "demo")
	if err == nil {
		err = g.createEventFile(path, func(s *tournament.Service) error { return s.CreateDemo(tournament.GameKinds()[0]) })
	}
	if err == nil {
		err = g.openEvent(path)
	}
	if err != nil {
		g.showProblem(tr("Cannot create the event", "大会を作成できません"), err, parent)
	}
}

// createEventFile creates path and fills it; a failed fill removes the file.
func (g *gui) createEventFile(path string, fill func(*tournament.Service) error) error {
	return g.files.Create(path, func(st tournament.Store) error { return fill(tournament.NewService(st, serviceOptions()...)) })
}

func (g *gui) gameName(k tournament.GameKind) string {
	return k.Name().In(g.lang)
}

// gamesLine names the games this Taikai runs, in menu order (オセロ・囲碁・…):
// the registered ones, so a new game is named without editing it.
func (g *gui) gamesLine() string {
	var names []string
	for _, k := range tournament.GameKinds() {
		names = append(names, g.gameName(k))
	}
	if g.lang == tournament.Japanese {
		return strings.Join(names, "・")
	}
	return strings.Join(names, " · ")
}
