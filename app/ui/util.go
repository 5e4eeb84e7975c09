package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
// many bad lines) scroll.
func (g *gui) showProblem(title string, err error, w fyne.Window) {
	msg := tournament.Localize(err, g.lang)
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(560, min(float32(60+22*countLines(msg)), 420)))
	dialog.NewCustom(title, T("Close"), scroll, w).Show()
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
	d = dialog.NewForm(title, confirm+" (Enter)", T("Cancel"), items, func(ok bool) {
		// The form dialog hides itself before this callback: show it again,
		// with what was typed, when the save is refused.
		if ok && !submit() {
			d.Show()
		}
	}, parent)
	for _, it := range items {
		var e *widget.Entry
		switch w := it.Widget.(type) {
		case *widget.Entry:
			e = w
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
	for _, it := range items {
		if f, ok := it.Widget.(fyne.Focusable); ok {
			parent.Canvas().Focus(f)
			break
		}
	}
}

// newSelect is widget.NewSelect with its placeholder in the GUI's language
// (Fyne leaves "(Select one)" untranslated).
func newSelect(options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = T("(Select one)")
	return s
}
