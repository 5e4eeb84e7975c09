package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Every dialog of the app answers the keyboard: Enter presses the default
// button, Esc cancels, and when the dialog closes the cursor goes back
// where it was (with what was typed), so no keystroke meant for a form is
// lost in a dialog.

// keyButton is a button that Enter presses (Fyne's answers Space only)
// and Esc answers with the dialog's cancel; a form's button takes the
// form's keys (onKey).
type keyButton struct {
	widget.Button
	cancel func()
	keys   map[fyne.KeyName]func()
}

func newKeyButton(label string, tapped, cancel func()) *keyButton {
	b := &keyButton{cancel: cancel}
	b.Text, b.OnTapped = label, tapped
	b.ExtendBaseWidget(b)
	return b
}

// onKey gives key k a meaning on this button.
func (b *keyButton) onKey(k fyne.KeyName, f func()) {
	if b.keys == nil {
		b.keys = map[fyne.KeyName]func(){}
	}
	b.keys[k] = f
}

// TypedKey presses the button on Enter and cancels on Esc.
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	if f, ok := b.keys[ev.Name]; ok {
		f()
		return
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if b.OnTapped != nil {
			b.OnTapped()
		}
	case fyne.KeyEscape:
		if b.cancel != nil {
			b.cancel()
		}
	default:
		b.Button.TypedKey(ev)
	}
}

// openDialogs counts the keyDialogs shown in each window: while one is
// up, the window's menu shortcuts (Ctrl+Z, Ctrl+←…) wait, as the dialog is
// modal; Fyne would otherwise run them behind it.
var openDialogs = map[fyne.Window]int{}

// dialogShown reports whether a keyDialog is up in w.
func dialogShown(w fyne.Window) bool { return openDialogs[w] > 0 }

// choice is one button of a keyDialog.
type choice struct {
	label  string
	action func()
}

// keyDialog shows body with the choices (the first is the default: Enter)
// and, when cancel is not "", a cancel button (Esc; Esc closes the dialog
// in any case). onCancel runs on Esc or the cancel button. It returns the
// dialog's hide function.
func keyDialog(w fyne.Window, title string, body fyne.CanvasObject, choices []choice, cancel string, onCancel func()) func() {
	return showKeyDialog(w, title, body, choices, cancel, onCancel, true)
}

// questionDialog is a keyDialog whose choices are the arbiter's to make,
// none of them a default: the focus is on cancel, so Enter cancels and a
// choice takes a click (or Tab to it, then Enter). For a question the
// rules leave open, where Enter must not decide it.
func questionDialog(w fyne.Window, title string, body fyne.CanvasObject, choices []choice, cancel string) func() {
	return showKeyDialog(w, title, body, choices, cancel, nil, false)
}

func showKeyDialog(w fyne.Window, title string, body fyne.CanvasObject, choices []choice, cancel string, onCancel func(), withDefault bool) func() {
	prev := w.Canvas().Focused()
	var d *dialog.CustomDialog
	closed := false
	hide := func() {
		if closed {
			return
		}
		closed = true
		if openDialogs[w]--; openDialogs[w] <= 0 {
			delete(openDialogs, w)
		}
		d.Hide()
		if prev != nil {
			// The field gains the focus anew, as after Tab: the dialog
			// had taken it (a card's field offers what it holds).
			w.Canvas().Unfocus()
			w.Canvas().Focus(prev)
		}
	}
	doCancel := func() {
		hide()
		if onCancel != nil {
			onCancel()
		}
	}
	var buttons []fyne.CanvasObject
	var first *keyButton
	for i, c := range choices {
		label := c.label
		if i == 0 && withDefault {
			label += " (Enter)"
		}
		b := newKeyButton(label, func() {
			hide()
			if c.action != nil {
				c.action()
			}
		}, doCancel)
		if i == 0 && withDefault {
			b.Importance = widget.HighImportance
			first = b
		}
		buttons = append(buttons, b)
	}
	if cancel != "" {
		label := cancel + " (Esc)"
		if !withDefault {
			label = cancel + " (Enter, Esc)"
		}
		cb := newKeyButton(label, doCancel, doCancel)
		buttons = append(buttons, cb)
		if first == nil {
			first = cb
		}
	}
	d = dialog.NewCustomWithoutButtons(title, container.NewVBox(body, container.NewHBox(buttons...)), w)
	// Wide enough that a sentence of Japanese fits on a line or two.
	d.Resize(fyne.NewSize(max(560, d.MinSize().Width), d.MinSize().Height))
	openDialogs[w]++
	d.Show()
	if first != nil {
		w.Canvas().Focus(first)
	}
	return hide
}

// showMessage shows a message with one button that Enter and Esc close.
func showMessage(w fyne.Window, title, msg string) {
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(label)
	scroll.SetMinSize(fyne.NewSize(560, min(float32(60+22*countLines(msg)), 420)))
	keyDialog(w, title, scroll, []choice{{label: tr("Close", "閉じる")}}, "", nil)
}

// confirm asks a yes/no question: Enter does it, Esc does not.
func confirm(w fyne.Window, title, msg, yes string, action func()) {
	label := widget.NewLabel(msg)
	label.Wrapping = fyne.TextWrapWord
	keyDialog(w, title, label, []choice{{label: yes, action: action}}, tr("Cancel", "キャンセル"), nil)
}
