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
//   - keys the form gives a meaning (Esc, PageUp, PageDown) call it.
type keyEntry struct {
	widget.Entry
	suggested bool
	keys      map[fyne.KeyName]func()
}

func newKeyEntry() *keyEntry {
	e := &keyEntry{keys: map[fyne.KeyName]func(){}}
	e.ExtendBaseWidget(e)
	return e
}

// suggest puts a suggested value in the field, to be replaced by the first
// character typed (or taken with Enter).
func (e *keyEntry) suggest(text string) {
	e.SetText(text)
	e.suggested = text != ""
	e.selectSuggestion()
}

// typed sets what the person typed (no longer a suggestion).
func (e *keyEntry) typed(text string) {
	e.suggested = false
	e.SetText(text)
	e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
}

// onKey gives key k a meaning in this field.
func (e *keyEntry) onKey(k fyne.KeyName, f func()) { e.keys[k] = f }

func (e *keyEntry) selectSuggestion() {
	if e.suggested {
		e.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
}

// TypedRune replaces a suggestion with what is typed.
func (e *keyEntry) TypedRune(r rune) {
	if e.suggested {
		e.drop()
	}
	e.Entry.TypedRune(r)
}

// drop empties the field of its suggestion, with no selection left behind
// (Fyne keeps a selection across SetText, and the next key would erase it).
func (e *keyEntry) drop() {
	e.suggested = false
	e.SetText("")
	e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
}

// TypedKey runs the form's meaning of the key; Backspace and Delete on a
// suggestion clear it.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if f, ok := e.keys[ev.Name]; ok {
		f()
		return
	}
	if e.suggested && (ev.Name == fyne.KeyBackspace || ev.Name == fyne.KeyDelete) {
		e.drop()
		return
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

// FocusGained shows a suggestion selected.
func (e *keyEntry) FocusGained() {
	e.Entry.FocusGained()
	e.selectSuggestion()
}

// Tapped keeps a suggestion selected after a click.
func (e *keyEntry) Tapped(ev *fyne.PointEvent) {
	e.Entry.Tapped(ev)
	e.selectSuggestion()
}
