package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// keySelect is a menu of a keyboard-first form: ←/→ and the menu's own
// keys choose, and keys the form gives a meaning (Esc, Enter, PageUp,
// PageDown) call it, as in the form's entries.
type keySelect struct {
	widget.Select
	keys map[fyne.KeyName]func()
}

func newKeySelect(options []string, changed func(string)) *keySelect {
	s := &keySelect{keys: map[fyne.KeyName]func(){}}
	s.Options, s.OnChanged = options, changed
	s.PlaceHolder = tr("(Select one)", "（選んでください）")
	s.ExtendBaseWidget(s)
	return s
}

// onKey gives key k a meaning in this menu.
func (s *keySelect) onKey(k fyne.KeyName, f func()) { s.keys[k] = f }

// TypedKey runs the form's meaning of the key, else the menu's.
func (s *keySelect) TypedKey(ev *fyne.KeyEvent) {
	if f, ok := s.keys[ev.Name]; ok {
		f()
		return
	}
	s.Select.TypedKey(ev)
}

// keyed is a field of a keyboard-first form that takes the form's keys.
type keyed interface {
	onKey(k fyne.KeyName, f func())
}

// eachKeyed calls f on every keyed field under objs (fields are laid out
// in containers of their own width).
func eachKeyed(objs []fyne.CanvasObject, f func(keyed)) {
	for _, o := range objs {
		switch x := o.(type) {
		case keyed:
			f(x)
		case *fyne.Container:
			eachKeyed(x.Objects, f)
		}
	}
}
