package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// pickItem is one choice of a searchPicker.
type pickItem struct {
	id    int
	label string
}

// findPicks is what a searchPicker over the participants ps offers for
// query, those keep allows only: ps in their order for a blank query;
// otherwise whom the find of Ctrl+F (name, reading in hiragana or
// katakana, romaji, club, number) of svc gives for query, best first;
// nothing when the find fails.
func findPicks(svc *tournament.Service, ps []tournament.Participant, query string, keep func(tournament.Participant) bool) []pickItem {
	var out []pickItem
	if strings.TrimSpace(query) == "" {
		for _, p := range ps {
			if keep(p) {
				out = append(out, pickItem{p.ID, pickLabel(p)})
			}
		}
		return out
	}
	found, err := svc.Find(query)
	if err != nil {
		return nil
	}
	for _, f := range found {
		if keep(f.Participant) {
			out = append(out, pickItem{f.Participant.ID, pickLabel(f.Participant)})
		}
	}
	return out
}

// searchPicker picks one among many (a partner among a hundred juniors)
// by typing: an entry, and under it the candidates the text typed names
// (search decides: name, reading in hiragana or katakana, number…), best
// first, the first highlighted. Up and Down move the highlight, Enter or a
// click picks, Esc closes the list. The list shows while the entry is in
// use: when it gets the focus and as one types.
type searchPicker struct {
	entry *pickerEntry
	list  *widget.List
	// panel is the list at the height of its lines (at most maxLines);
	// hidden until the entry is used.
	panel *fyne.Container
	// search returns the candidates for the text typed ("" for all).
	search func(query string) []pickItem
	shown  []pickItem
	// sel is the highlighted candidate (drawn in bold; the list's own
	// selection is only a click).
	sel int
	// quiet is set while the picker changes its own text.
	quiet bool
	// chosen is the candidate picked (nil until one is).
	chosen *pickItem
	// onPick runs after a pick (the cursor goes on to the next field);
	// onOpen when the list shows (the other picker's list hides).
	onPick, onOpen func()
}

// maxLines is how many candidates show at once (the list scrolls).
const maxLines = 6

func newSearchPicker(placeholder string, search func(string) []pickItem) *searchPicker {
	p := &searchPicker{search: search, sel: -1}
	p.entry = newPickerEntry()
	p.entry.SetPlaceHolder(placeholder)
	p.entry.OnChanged = func(text string) {
		if p.quiet || p.chosen != nil && text == p.chosen.label {
			return // the picker's own change
		}
		p.chosen = nil
		p.open()
	}
	p.entry.OnSubmitted = func(string) { p.pickHighlighted() }
	p.entry.onMove = p.move
	p.entry.onEsc = p.close
	p.entry.onFocus = func() {
		if p.chosen == nil {
			p.open()
		}
	}
	p.list = widget.NewList(
		func() int { return max(len(p.shown), 1) },
		func() fyne.CanvasObject { return cellLabel(fyne.TextStyle{}) },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			l := o.(*widget.Label)
			l.Text = tr("No participant matches", "該当する参加者はいません")
			if i < len(p.shown) {
				l.Text = p.shown[i].label
			}
			hl := i == p.sel && i < len(p.shown)
			l.TextStyle.Bold = hl
			l.Importance = widget.MediumImportance
			if hl {
				l.Importance = widget.HighImportance
			}
			l.Refresh()
		})
	p.list.OnSelected = func(i widget.ListItemID) {
		p.list.UnselectAll()
		p.pick(i) // a click
	}
	p.panel = container.New(&linesLayout{p: p}, p.list)
	p.panel.Hide()
	return p
}

// open shows the candidates for the text typed, the first highlighted.
func (p *searchPicker) open() {
	p.shown = p.search(p.entry.Text)
	p.sel = 0
	if !p.panel.Visible() && p.onOpen != nil {
		p.onOpen()
	}
	p.panel.Show()
	p.panel.Refresh()
	p.list.Refresh()
	p.list.ScrollToTop()
}

// close hides the candidates.
func (p *searchPicker) close() {
	p.panel.Hide()
}

// move highlights the next (1) or previous (-1) candidate.
func (p *searchPicker) move(delta int) {
	if len(p.shown) == 0 {
		return
	}
	if !p.panel.Visible() {
		p.open()
		return
	}
	p.sel = min(max(p.sel+delta, 0), len(p.shown)-1)
	p.list.Refresh()
	p.list.ScrollTo(p.sel)
}

// pickHighlighted picks the highlighted candidate (Enter); with one
// already picked, Enter goes on to the next field.
func (p *searchPicker) pickHighlighted() {
	switch {
	case p.chosen != nil:
		p.close()
		if p.onPick != nil {
			p.onPick()
		}
	case p.panel.Visible() && len(p.shown) > 0:
		p.pick(max(p.sel, 0))
	default:
		p.open()
	}
}

// pick takes candidate i.
func (p *searchPicker) pick(i int) {
	if i < 0 || i >= len(p.shown) {
		return
	}
	c := p.shown[i]
	p.chosen = &c
	p.quiet = true
	p.entry.SetText(c.label)
	p.quiet = false
	p.close()
	if p.onPick != nil {
		p.onPick()
	}
}

// choice is the id picked, or the only candidate of the text typed; false
// when neither.
func (p *searchPicker) choice() (int, bool) {
	if p.chosen != nil {
		return p.chosen.id, true
	}
	if p.entry.Text == "" {
		return 0, false
	}
	if c := p.search(p.entry.Text); len(c) == 1 {
		return c[0].id, true
	}
	return 0, false
}

// chosenID is the id picked, 0 for none.
func (p *searchPicker) chosenID() int {
	if p.chosen == nil {
		return 0
	}
	return p.chosen.id
}

// reset empties the picker.
func (p *searchPicker) reset() {
	p.chosen = nil
	p.quiet = true
	p.entry.SetText("")
	p.quiet = false
	p.close()
}

// keep keeps the pick while it is still among the candidates (another
// change redrew the screen), else empties the picker.
func (p *searchPicker) keep() {
	if p.chosen == nil {
		if p.panel.Visible() {
			p.open()
		}
		return
	}
	for _, c := range p.search("") {
		if c.id == p.chosen.id {
			p.chosen = &c
			p.quiet = true
			p.entry.SetText(c.label)
			p.quiet = false
			return
		}
	}
	p.reset()
}

// linesLayout gives the list the height of its lines, up to maxLines.
type linesLayout struct{ p *searchPicker }

func (l *linesLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	line := widget.NewLabel("あ").MinSize().Height
	n := float32(min(max(len(l.p.shown), 1), maxLines))
	return fyne.NewSize(0, n*line+(n-1)*theme.Padding()) // a List puts a padding between lines
}

func (l *linesLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// pickerEntry is a searchPicker's entry: Up and Down move through the
// candidates, Esc closes them, the focus opens them.
type pickerEntry struct {
	widget.Entry
	onMove  func(delta int)
	onEsc   func()
	onFocus func()
}

func newPickerEntry() *pickerEntry {
	e := &pickerEntry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey handles Up, Down and Esc; everything else is the entry's.
func (e *pickerEntry) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyDown, fyne.KeyUp:
		if e.onMove != nil {
			e.onMove(map[fyne.KeyName]int{fyne.KeyDown: 1, fyne.KeyUp: -1}[ev.Name])
		}
	case fyne.KeyEscape:
		if e.onEsc != nil {
			e.onEsc()
		}
	default:
		e.Entry.TypedKey(ev)
	}
}

// FocusGained opens the candidates.
func (e *pickerEntry) FocusGained() {
	e.Entry.FocusGained()
	if e.onFocus != nil {
		e.onFocus()
	}
}
