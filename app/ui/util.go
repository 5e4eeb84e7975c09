package ui

import (
	"errors"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// shortcut is Ctrl+key (Cmd+key on macOS).
func shortcut(key fyne.KeyName) fyne.Shortcut {
	return &desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault}
}

// errorFor returns err with its message in the GUI's language.
func (g *gui) errorFor(err error) error {
	return errors.New(tournament.Localize(err, g.lang))
}

// showProblem shows err in the GUI's language; long messages (a CSV with
// many bad lines) scroll. Enter or Esc closes it and the cursor goes back
// where it was.
func (g *gui) showProblem(title string, err error, w fyne.Window) {
	showMessage(w, title, tournament.Localize(err, g.lang))
}

func countLines(s string) int {
	n := 1
	for _, r := range s {
		if r == '\n' {
			n++
		}
	}
	return n
}

// showForm shows a form dialog that saves with the confirm button or with
// Enter in any of its entries. submit returns whether the save was taken;
// a refused save leaves the dialog open with what was typed.
func showForm(title, confirm string, items []*widget.FormItem, size fyne.Size, submit func() bool, parent fyne.Window) {
	var d *dialog.FormDialog
	d = dialog.NewForm(title, confirm+" (Enter)", tr("Cancel", "キャンセル"), items, func(ok bool) {
		// The form dialog hides itself before this callback: show it again,
		// with what was typed, when the save is refused — under the message
		// that says why (submit's own dialog), which keeps the focus.
		if !ok {
			return
		}
		ov := parent.Canvas().Overlays()
		before := len(ov.List())
		if submit() {
			return
		}
		var added []fyne.CanvasObject
		if list := ov.List(); len(list) > before {
			added = slices.Clone(list[before:])
		}
		focused := parent.Canvas().Focused()
		for _, o := range added {
			ov.Remove(o)
		}
		d.Show()
		for _, o := range added {
			ov.Add(o)
		}
		if focused != nil && len(added) > 0 {
			parent.Canvas().Focus(focused)
		}
	}, parent)
	for _, it := range items {
		var e *widget.Entry
		switch w := it.Widget.(type) {
		case *widget.Entry:
			e = w
		case *keyEntry:
			e = &w.Entry
			w.onKey(fyne.KeyEscape, func() { d.Hide() })
		case *widget.SelectEntry:
			e = &w.Entry
		}
		if e != nil {
			e.OnSubmitted = func(string) {
				if submit() {
					d.Hide()
				}
			}
		}
	}
	d.Resize(size)
	d.Show()
	// The cursor starts in the first field one types in (Enter saves from
	// there), else on the first one that takes the focus.
	var first fyne.Focusable
	for _, it := range items {
		switch w := it.Widget.(type) {
		case *widget.Entry, *keyEntry:
			if f, ok := w.(fyne.Focusable); ok && (first == nil || !isEntry(first)) {
				first = f
			}
		case fyne.Focusable:
			if first == nil {
				first = w
			}
		}
		if first != nil && isEntry(first) {
			break
		}
	}
	if first != nil {
		parent.Canvas().Focus(first)
	}
}

func isEntry(f fyne.Focusable) bool {
	switch f.(type) {
	case *widget.Entry, *keyEntry:
		return true
	}
	return false
}

// newSelect is widget.NewSelect with its placeholder in the GUI's language
// (Fyne leaves "(Select one)" untranslated).
func newSelect(options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = tr("(Select one)", "（選んでください）")
	return s
}
