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
