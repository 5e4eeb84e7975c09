package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keyEntry is a one-line entry for keyboard-first forms:
//   - a suggested value (the next table waiting) is shown selected, and the
//     first character typed replaces it whole, however the field was reached
//     (Tab, a click, the cursor anywhere in it): typing "1" on the card's
//     table number never makes "11";
//   - whatever sets its text (a suggestion, a value, a cleared form) leaves
//     no selection of the old text behind: Fyne keeps a selection across
//     SetText, and the next key typed would erase what it now covers (a
//     round changed, then "16" typed, made "6");
//   - a field made with replaceOnFocus offers its whole text for retyping
//     whenever the cursor arrives in it (Tab, Shift+Tab, back from a
//     dialog), as a spreadsheet cell does;
//   - keys the form gives a meaning (Esc, PageUp, PageDown) call it.
type keyEntry struct {
	widget.Entry
	// suggested: the text is offered, and the first character typed
	// replaces it whole.
	suggested bool
	// replaceOnFocus offers the text whenever the field gains the focus.
	replaceOnFocus bool
	keys           map[fyne.KeyName]func()
}

func newKeyEntry() *keyEntry {
	e := &keyEntry{keys: map[fyne.KeyName]func(){}}
	e.ExtendBaseWidget(e)
	return e
}

// hintedEntry is a keyEntry showing hint while it is empty.
func hintedEntry(hint string) *keyEntry {
	e := newKeyEntry()
	e.SetPlaceHolder(hint)
	return e
}

// newCardEntry is a keyEntry of a result card: what it holds when the
// cursor arrives is replaced by the first key typed.
func newCardEntry() *keyEntry {
	e := newKeyEntry()
	e.replaceOnFocus = true
	return e
}

// SetText sets a value (not a suggestion), with the cursor at its end and
// no selection left behind.
func (e *keyEntry) SetText(text string) {
	e.suggested = false
	e.Entry.SetText(text)
	e.unselect()
}

// suggest puts a suggested value in the field, to be replaced by the first
// character typed (or taken with Enter).
func (e *keyEntry) suggest(text string) {
	e.SetText(text)
	e.offer()
}

// typed sets what the person typed (no longer a suggestion).
func (e *keyEntry) typed(text string) { e.SetText(text) }

// offer shows what the field holds selected, to be replaced whole by the
// first character typed (a refused value, a suggestion); an empty field
// has nothing to offer.
func (e *keyEntry) offer() {
	e.suggested = e.Text != ""
	e.selectSuggestion()
}

// onKey gives key k a meaning in this field.
func (e *keyEntry) onKey(k fyne.KeyName, f func()) { e.keys[k] = f }

func (e *keyEntry) selectSuggestion() {
	if e.suggested {
		e.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// unselect drops any selection, the cursor at the end of the text.
func (e *keyEntry) unselect() {
	e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
}

// TypedRune replaces a suggestion with what is typed.
func (e *keyEntry) TypedRune(r rune) {
	if e.suggested {
		e.drop()
	}
	e.Entry.TypedRune(r)
}

// drop empties the field of its suggestion, with no selection left behind.
func (e *keyEntry) drop() { e.SetText("") }

// TypedKey runs the form's meaning of the key; Backspace and Delete on a
// suggestion clear it; a key that moves the cursor in it keeps it as text
// to edit.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if f, ok := e.keys[ev.Name]; ok {
		f()
		return
	}
	if e.suggested {
		switch ev.Name {
		case fyne.KeyBackspace, fyne.KeyDelete:
			e.drop()
			return
		case fyne.KeyLeft, fyne.KeyRight, fyne.KeyHome, fyne.KeyEnd:
			e.suggested = false
		}
	}
	e.Entry.TypedKey(ev)
}

// TypedShortcut keeps a pasted value from being appended to a suggestion.
func (e *keyEntry) TypedShortcut(s fyne.Shortcut) {
	if _, paste := s.(*fyne.ShortcutPaste); paste && e.suggested {
		e.drop()
	}
	e.Entry.TypedShortcut(s)
}

// FocusGained shows a suggestion selected (and, in a card's field, the
// text it holds).
func (e *keyEntry) FocusGained() {
	e.Entry.FocusGained()
	if e.replaceOnFocus {
		e.offer()
	}
	e.selectSuggestion()
}

// Tapped keeps a suggestion selected after a click.
func (e *keyEntry) Tapped(ev *fyne.PointEvent) {
	e.Entry.Tapped(ev)
	e.selectSuggestion()
}
