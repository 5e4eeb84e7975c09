package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// findDialog finds anyone from anywhere (Ctrl+F): one entry, the people
// it names updating as one types (name, ふりがな, romaji, club, table
// number), each with where they play now. Enter jumps to the person: to
// their table on the results screen when they play in the last round, to
// the participants screen otherwise. Esc closes.
type findDialog struct {
	ew    *eventWindow
	entry *findEntry
	list  *findList
	d     *dialog.CustomDialog
	// found is what the query found; lines are the list's lines (one
	// saying nobody matches when found is empty).
	found []tournament.Found
	// in are the sections the people found are of, one a person (issue
	// 38: Ctrl+F finds across the sections, and a jump shows the section).
	in    []findSection
	lines []string
	// sel is the line chosen with the arrow keys (-1: none, Enter takes
	// the first); moving is set while the arrows select it, so that the
	// selection only highlights.
	sel    int
	moving bool
	// last is the number of the last paired round (0: none).
	last int
	// kind is the section's game, whose sides where names (黒, 先手).
	kind   tournament.GameKind
	closed bool
	// prevKey is the window's key handler before the dialog opened, and
	// prevFocus what had the focus (Esc gives it back).
	prevKey   func(*fyne.KeyEvent)
	prevFocus fyne.Focusable
}

// findSection is a section searched: its ID, its label in an event of
// several ("" in one), its game and its last paired round.
type findSection struct {
	id, last int
	label    string
	kind     tournament.GameKind
}

// searched are the sections a query looks in: every section of the event,
// the one shown first; the section shown alone when the event has one.
func (f *findDialog) searched() []findSection {
	ew := f.ew
	one := func(id int, label string, svc *tournament.Service) findSection {
		fs := findSection{id: id, label: label}
		if ev, err := svc.Event(); err == nil {
			fs.kind = ev.Game
		}
		if rs, err := svc.Rounds(); err == nil && len(rs) > 0 {
			fs.last = rs[len(rs)-1].Number
		}
		return fs
	}
	list, err := ew.event.Sections()
	if err != nil || len(list) < 2 {
		return []findSection{one(ew.sec.ID, "", ew.svc)}
	}
	out := []findSection{one(ew.sec.ID, ew.sec.Label(), ew.svc)}
	for _, sec := range list {
		if sec.ID != ew.sec.ID {
			out = append(out, one(sec.ID, sec.Label(), ew.event.Service(sec.ID)))
		}
	}
	return out
}

// showFind opens the find dialog.
func (ew *eventWindow) showFind() { ew.openFind() }

// openFind opens the find dialog and returns it (tests type into it).
func (ew *eventWindow) openFind() *findDialog {
	f := &findDialog{ew: ew, sel: -1}
	if rs, err := ew.svc.Rounds(); err == nil && len(rs) > 0 {
		f.last = rs[len(rs)-1].Number
	}
	f.entry = newFindEntry()
	f.entry.SetPlaceHolder(tr("Name, reading, romaji, affiliation or table number", "氏名・ふりがな・ローマ字・所属・卓番号で探す"))
	f.entry.OnChanged = func(string) { f.search() }
	f.entry.OnSubmitted = func(string) { f.choose() }
	f.entry.onEsc = f.cancel
	f.entry.onMove = f.move

	f.list = newFindList(func() int { return len(f.lines) }, func(i widget.ListItemID, o fyne.CanvasObject) {
		if i >= 0 && i < len(f.lines) {
			o.(*widget.Label).SetText(f.lines[i])
		}
	})
	f.list.onEsc = f.cancel
	f.list.onEnter = f.choose
	f.list.OnSelected = func(i widget.ListItemID) {
		f.sel = i
		if !f.moving {
			f.jump(i) // a click, or Space in the list
		}
	}

	body := container.NewBorder(f.entry, nil, nil, nil, f.list)
	f.d = dialog.NewCustom(tr("Find a participant", "参加者を探す"), tr("Close", "閉じる")+" (Esc)", body, ew.win)
	f.d.SetOnClosed(f.restore)
	f.d.Resize(fyne.NewSize(760, 480))
	// Esc also closes when nothing has the focus (the entry and the list
	// answer it themselves).
	c := ew.win.Canvas()
	f.prevKey, f.prevFocus = c.OnTypedKey(), c.Focused()
	c.SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if ev.Name == fyne.KeyEscape {
			f.cancel()
		} else if f.prevKey != nil {
			f.prevKey(ev)
		}
	})
	f.d.Show()
	c.Focus(f.entry)
	return f
}

// search runs the query typed and redraws the list.
func (f *findDialog) search() {
	f.sel = -1
	f.list.UnselectAll()
	f.found, f.in, f.lines = nil, nil, nil
	var err error
	for _, sec := range f.searched() {
		svc := f.ew.svc
		if sec.id != f.ew.sec.ID {
			svc = f.ew.event.Service(sec.id)
		}
		found, ferr := svc.Find(f.entry.Text)
		if ferr != nil {
			err = ferr
			break
		}
		for _, x := range found {
			f.found = append(f.found, x)
			f.in = append(f.in, sec)
		}
	}
	switch {
	case err != nil:
		f.found, f.in = nil, nil
		f.lines = []string{tournament.Localize(err, f.ew.g.lang)}
	case len(f.found) == 0 && strings.TrimSpace(f.entry.Text) != "":
		f.lines = []string{tr("No participant matches", "該当する参加者はいません")}
	}
	for i, x := range f.found {
		f.last, f.kind = f.in[i].last, f.in[i].kind
		line := f.line(x)
		if f.in[i].label != "" {
			line = "［" + f.in[i].label + "］" + line
		}
		f.lines = append(f.lines, line)
	}
	f.list.Refresh()
	if len(f.lines) > 0 {
		f.list.ScrollToTop()
	}
}

// line is one person found: #No. name (reading) club, and where they play.
func (f *findDialog) line(x tournament.Found) string {
	p := x.Participant
	who := fmt.Sprintf("#%d %s", p.ID, p.Name)
	if p.Reading != "" {
		who = fmt.Sprintf(tr("%s (%s)", "%s（%s）"), who, p.Reading)
	}
	if p.Club != "" {
		who += " " + p.Club
	}
	return fmt.Sprintf(tr("%s — %s", "%s　%s"), who, f.where(x))
}

// where says where the person plays now: 「3回戦 12番卓 黒」, 「不戦勝」,
// or why they do not play (「未組合せ」, 棄権, 欠席).
func (f *findDialog) where(x tournament.Found) string {
	switch {
	case x.Bye:
		return tr("Bye", "不戦勝")
	case x.Waiting:
		return fmt.Sprintf(tr("Round %d, waiting (待ち合わせ)", "%d回戦　待ち合わせ"), x.Round)
	case x.Playing():
		c, _ := tournament.ParseColour(x.Colour)
		colour := tournament.SideOf(f.kind, c).In(f.ew.g.lang)
		return fmt.Sprintf(tr("Round %d, table %d, %s", "%d回戦 %d番卓 %s"), x.Round, x.Table, colour)
	}
	if f.last > 0 {
		switch x.Participant.StatusIn(f.last) {
		case tournament.Withdrawn:
			return tr("withdrawn", "棄権")
		case tournament.Absent:
			return tr("Absent", "欠席")
		}
	}
	return tr("Not paired", "未組合せ")
}

// move highlights the next (delta 1) or previous (-1) person found.
func (f *findDialog) move(delta int) {
	if len(f.found) == 0 {
		return
	}
	f.sel = min(max(f.sel+delta, 0), len(f.found)-1)
	f.moving = true
	f.list.Select(f.sel)
	f.moving = false
}

// choose jumps to the highlighted person, or the first found.
func (f *findDialog) choose() {
	if len(f.found) == 0 {
		return
	}
	f.jump(max(f.sel, 0))
}

// jump closes the dialog and shows person i: at their table on the
// results screen when they play in the last round, selected on the
// participants screen otherwise.
func (f *findDialog) jump(i int) {
	if f.closed || i < 0 || i >= len(f.found) {
		return
	}
	x := f.found[i]
	f.close()
	ew := f.ew
	if sec := f.in[i]; sec.id != ew.sec.ID {
		ew.showSection(sec.id) // a person of another section: that section shown
	}
	if x.Playing() && ew.results != nil {
		ew.showView(ew.results.content)
		ew.results.goToTable(x.Round, x.Table)
		return
	}
	v := ew.participants
	ew.showView(v.content)
	v.filter.SetText(x.Participant.Name)
	for row, p := range v.shown {
		if p.ID == x.Participant.ID {
			v.table.Select(widget.TableCellID{Row: row, Col: 1})
			ew.win.Canvas().Focus(v.table)
			return
		}
	}
	ew.win.Canvas().Focus(v.filter)
}

// cancel closes the dialog and puts the cursor back where it was (Esc).
func (f *findDialog) cancel() {
	if f.closed {
		return
	}
	f.close()
	if f.prevFocus != nil {
		f.ew.win.Canvas().Focus(f.prevFocus)
	}
}

// close hides the dialog (a jump, or Esc).
func (f *findDialog) close() {
	if f.closed {
		return
	}
	f.d.Hide() // runs restore
}

// restore gives the window its key handler back when the dialog closes,
// however it closes.
func (f *findDialog) restore() {
	if f.closed {
		return
	}
	f.closed = true
	f.ew.win.Canvas().SetOnTypedKey(f.prevKey)
}

// findEntry is the find dialog's entry: Esc closes the dialog, Up and
// Down move through the people found; Enter is its OnSubmitted.
type findEntry struct {
	widget.Entry
	onEsc  func()
	onMove func(delta int)
}

func newFindEntry() *findEntry {
	e := &findEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey handles Esc, Up and Down; everything else is the entry's.
func (e *findEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		if e.onEsc != nil {
			e.onEsc()
		}
	case fyne.KeyDown, fyne.KeyUp:
		if e.onMove != nil {
			e.onMove(map[fyne.KeyName]int{fyne.KeyDown: 1, fyne.KeyUp: -1}[ev.Name])
		}
	default:
		e.Entry.TypedKey(ev)
	}
}

// findList is the list of people found: Enter jumps to the line, Esc
// closes the dialog (a list ignores both by itself).
type findList struct {
	widget.List
	onEsc, onEnter func()
}

func newFindList(length func() int, update func(widget.ListItemID, fyne.CanvasObject)) *findList {
	l := &findList{}
	l.Length = length
	l.CreateItem = func() fyne.CanvasObject { return widget.NewLabel("") }
	l.UpdateItem = update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey handles Enter and Esc; the arrows and Space are the list's.
func (l *findList) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyEscape:
		if l.onEsc != nil {
			l.onEsc()
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		// Space selects the line with the keyboard focus, which jumps; if
		// it was already selected, Enter jumps to it.
		l.List.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		if l.onEnter != nil {
			l.onEnter()
		}
	default:
		l.List.TypedKey(ev)
	}
}
