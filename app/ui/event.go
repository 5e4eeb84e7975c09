package ui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// eventWindow is the window of one open event file. It holds the file (and
// so its lock) until it closes.
type eventWindow struct {
	g     *gui
	win   fyne.Window
	path  string
	store tournament.Store
	// held is store with its reads held while the window redraws: one
	// read of the event per change (issue 39). Every service of the window
	// (the venue's pages too) reads through it; a write ends a hold.
	held *tournament.HeldStore
	// event is the whole event: its sections, each with its Service (all
	// sharing one undo history), and the venue-wide services.
	event *tournament.Venue
	// sectionScreens are the selected section's screens and Service: every
	// per-competition screen works on them (sections.go).
	*sectionScreens
	// opened are the sections' screens built so far, by section ID (a
	// section's card, selection and round shown stay while another section
	// is shown).
	opened map[int]*sectionScreens
	// bar is the section selector (部門), shown when the event has more
	// than one section.
	bar *sectionBar
	// body holds the selected section's tabs.
	body *fyne.Container
	// builtMulti is whether the screens were built for an event of several
	// sections (a 部門 column, the desk across sections).
	builtMulti bool

	header *widget.Label
	// notice is the line at the foot of the window that says what an undo
	// or redo did.
	notice *widget.Label
	// noteAt is the event's version the foot's note was made for (noted:
	// there is one); a change of the event takes the note away (undo.go).
	noteAt uint64
	noted  bool
	// zoomItems are the text sizes of the View menu.
	zoomItems []*fyne.MenuItem
	// venue is the live pages while they are published (venue.go).
	venue *venue
}

// openEvent opens the event file at path in its window (or brings its
// window forward when it is already open).
func (g *gui) openEvent(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	if ew, ok := g.open[abs]; ok {
		ew.win.RequestFocus()
		return nil
	}
	b, err := g.files.Open(abs) // read-only when the file cannot be written
	if err != nil {
		return err
	}
	win := g.app.NewWindow("Taikai")
	ew, err := newEventWindow(g, win, b, abs)
	if err == nil {
		err = ew.reload()
	}
	if err != nil {
		b.Close()
		win.Close()
		return err
	}
	g.open[abs] = ew
	g.rememberEvent(abs)
	ew.win.SetOnClosed(func() {
		ew.close()
		delete(g.open, abs)
		// The event just closed comes first on the start screen.
		g.rememberEvent(abs)
	})
	placeWindow(ew.win)
	ew.win.Show()
	ew.showOpenState()
	return nil
}

// newEventWindow lays out the window over store in win: the section
// selector when the event has several sections, the first section's tabs,
// the menus. An event of a game this Taikai does not run is refused.
func newEventWindow(g *gui, win fyne.Window, store tournament.Store, path string) (*eventWindow, error) {
	held := tournament.NewHeldStore(store)
	ew := &eventWindow{g: g, win: win, path: path, store: store, held: held, event: tournament.NewVenue(held, serviceOptions()...), opened: map[int]*sectionScreens{}}
	list, err := ew.event.Sections()
	if err != nil {
		return nil, err
	}
	ew.header = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	ew.header.Truncation = fyne.TextTruncateEllipsis // a long event name never widens the window
	ew.notice = widget.NewLabel("")
	ew.notice.Importance = widget.HighImportance
	ew.notice.Wrapping = fyne.TextWrapWord
	ew.bar = newSectionBar(ew)
	ew.body = container.NewStack()
	ew.builtMulti = len(list) > 1
	first := noSection
	if len(list) > 0 {
		first = list[0].ID
	}
	if err := ew.selectSection(first); err != nil {
		return nil, err
	}
	win.SetContent(windowContent(container.NewBorder(container.NewVBox(container.NewPadded(ew.header), ew.bar.content), ew.notice, nil, nil, ew.body)))
	win.Resize(g.eventWindowSize())
	return ew, nil
}

// reload re-reads the event from the file and redraws every screen.
func (ew *eventWindow) reload() error {
	// One read of the event for the whole redraw (issue 39): every screen
	// reads the same state, and the file is read once.
	if err := ew.held.Hold(); err != nil {
		return err
	}
	defer ew.held.Release()
	root, err := ew.event.Root().Event()
	if err != nil {
		return err
	}
	// A section added, renamed or taken away (an undo) since the last
	// redraw: the selector follows, and a section gone is no longer shown.
	if err := ew.followSections(root); err != nil {
		return err
	}
	d, err := ew.load()
	if err != nil {
		return err
	}
	ev := d.ev
	ew.win.SetTitle(fmt.Sprintf("%s — Taikai", ev.Name))
	venue := ""
	if ev.Venue != "" {
		venue = "　" + ev.Venue
	}
	game := ""
	kind := ew.g.gameName(ev.Game)
	if t := ev.Teams(); !t.IsZero() {
		kind += "・" + fmt.Sprintf(tr("teams of %d (match points %d/%d/%d)", "%d人制団体戦 勝点 %d/%d/%d"), t.Boards, t.MatchPoints[0], t.MatchPoints[1], t.MatchPoints[2])
	}
	switch {
	case root.Multi():
		game = fmt.Sprintf("　［%s・%s］", ew.sec.Label(), kind)
	case ev.Game != "":
		game = fmt.Sprintf("　［%s］", kind)
	}
	// Set only when it changes: redrawing the cut (…) header measures it
	// again with a new text shaper on every result.
	if head := fmt.Sprintf("%s%s　%s%s　（%s）", ev.Name, game, ev.Date, venue, filepath.Base(ew.path)); head != ew.header.Text {
		ew.header.SetText(head)
	}
	// The tab shown is redrawn now; the others when they are shown (on a
	// 1,000-player event the crosstable, finals and standings cost more
	// than everything else together). Other sections' screens are redrawn
	// when their section is selected.
	shown := ew.tabs.Selected()
	for _, s := range ew.screens {
		if shown != nil && s.tab() == shown.Content {
			s.refresh(d)
			delete(ew.stale, s)
		} else {
			ew.stale[s] = true
		}
	}
	ew.dropStaleNote()
	ew.tellSnapshotError()
	return nil
}

// load reads what the screens redraw from.
func (ew *eventWindow) load() (snapshot, error) {
	var d snapshot
	var err error
	if d.ev, err = ew.svc.Event(); err != nil {
		return d, err
	}
	if d.ps, err = ew.svc.Participants(); err != nil {
		return d, err
	}
	d.rs, err = ew.svc.Rounds()
	return d, err
}

// refreshShown redraws the tab just shown if a change happened since it
// was last drawn.
func (ew *eventWindow) refreshShown(t *container.TabItem) {
	for _, s := range ew.screens {
		if s.tab() == t.Content && ew.stale[s] {
			if err := ew.held.Hold(); err != nil {
				ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, ew.win)
				return
			}
			defer ew.held.Release()
			d, err := ew.load()
			if err != nil {
				ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, ew.win)
				return
			}
			s.refresh(d)
			delete(ew.stale, s)
		}
	}
}

// apply runs a change and then redraws; a refused change is shown to the
// arbiter and changes nothing.
func (ew *eventWindow) apply(title string, change func() error) bool {
	err := change()
	if err != nil {
		ew.g.showProblem(title, err, ew.win)
	}
	if rerr := ew.reload(); rerr != nil && err == nil {
		ew.g.showProblem(title, rerr, ew.win)
	}
	return err == nil
}

// showView brings the tab holding content to the front.
func (ew *eventWindow) showView(content fyne.CanvasObject) {
	for _, t := range ew.tabs.Items {
		if t.Content == content {
			ew.tabs.Select(t)
		}
	}
}

func (ew *eventWindow) close() {
	ew.stopVenue() // the pages stop with the event
	if ew.store != nil {
		ew.g.rememberWindowSize(ew.win.Canvas().Size())
		ew.store.Close()
		ew.store = nil
	}
}
