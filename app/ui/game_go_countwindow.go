package ui

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/width"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// build lays out the window.
func (cw *countWindow) build() {
	cw.win = cw.ew.g.app.NewWindow(fmt.Sprintf(T("Count on the board — round %d, table %d"), cw.round, cw.table))
	tools := make([]string, len(countTools))
	for i, t := range countTools {
		tools[i] = T(t)
	}
	cw.tool = widget.NewRadioGroup(tools, nil)
	cw.tool.Horizontal = true
	cw.tool.Required = true
	cw.tool.SetSelected(T("Dead chain"))
	cw.differ = widget.NewLabel("")
	cw.differ.Wrapping = fyne.TextWrapWord
	var cols [2]fyne.CanvasObject
	for i := range 2 {
		cw.boards[i] = newGoBoard(func() boardPicture { return cw.picture(i) }, func(p igo.Point, sec bool) { cw.tap(i, p, sec) })
		cw.results[i] = widget.NewLabel("")
		title := []string{T("Black's proposal"), T("White's proposal")}[i]
		cw.saves[i] = widget.NewButton(fmt.Sprintf(T("Save as %s"), title), func() { cw.save(i) })
		toRuling := widget.NewButton(T("Into the ruling"), func() { cw.toRuling(i) })
		head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		cols[i] = container.NewBorder(head, container.NewVBox(cw.results[i], container.NewGridWithColumns(2, cw.saves[i], toRuling)), nil, nil, cw.boards[i])
	}
	cw.capB, cw.capW = widget.NewEntry(), widget.NewEntry()
	cw.capB.SetText(strconv.Itoa(cw.captures[0]))
	cw.capW.SetText(strconv.Itoa(cw.captures[1]))
	cw.capB.Validator, cw.capW.Validator = cw.prisonersField, cw.prisonersField
	onCap := func(string) {
		b, e1 := prisoners(cw.capB.Text)
		w, e2 := prisoners(cw.capW.Text)
		if e1 == nil && e2 == nil {
			cw.captures = [2]int{b, w}
			cw.recount()
		}
	}
	cw.capB.OnChanged, cw.capW.OnChanged = onCap, onCap
	cw.sizeSel = widget.NewSelect([]string{"9", "13", "19"}, func(s string) {
		n, _ := strconv.Atoi(s)
		if n == cw.final.Size {
			return
		}
		cw.final, _ = igo.NewBoard(n)
		cw.props = [2]*countProposal{newCountProposal(), newCountProposal()}
		cw.recount()
	})
	cw.sizeSel.SetSelected(strconv.Itoa(cw.final.Size))
	sgf := widget.NewButton(T("Read an SGF record")+"…", cw.readSGF)
	paste := widget.NewButton(T("Paste the board as text")+"…", cw.pasteText)
	claims := widget.NewButton(T("Write both counts into the claims"), cw.toClaims)
	claims.Importance = widget.HighImportance
	help := widget.NewLabel(T("The final position: Black stone, White stone, Empty point (both boards). Each proposal: a click on a stone marks its whole chain dead (again: alive); an unofficial stone (駄目詰め, 手入れ) on an empty point. Right click: empty the point or take the mark back."))
	help.Wrapping = fyne.TextWrapWord
	cw.about = widget.NewLabelWithStyle(cw.aboutGame(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	cw.note = widget.NewLabel("")
	cw.note.Importance = widget.HighImportance
	top := container.NewVBox(
		cw.about,
		container.NewHBox(widget.NewLabel(T("Board")), cw.sizeSel, sgf, paste,
			widget.NewLabel(T("Prisoners captured in play: Black")), sizedEntry(cw.capB), widget.NewLabel(T("White")), sizedEntry(cw.capW)),
		container.NewHBox(widget.NewLabel(T("Click:")), cw.tool),
		help,
	)
	bottom := container.NewVBox(cw.differ, container.NewBorder(nil, nil, container.NewHBox(claims, widget.NewButton(T("Close"), cw.win.Close)), nil, cw.note))
	cw.win.SetContent(container.NewBorder(top, bottom, nil, nil, container.NewGridWithColumns(2, cols[0], cols[1])))
	cw.win.Resize(fyne.NewSize(1300, 740))
	cw.ew.g.addQuitShortcut(cw.win)
	// Ctrl+Z and Ctrl+Shift+Z here as in the event's window: a proposal
	// saved by mistake is taken back where it was saved.
	cw.win.Canvas().AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) {
		if !dialogShown(cw.win) {
			cw.undo()
		}
	})
	cw.win.Canvas().AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) {
		if !dialogShown(cw.win) {
			cw.redo()
		}
	})
}

// aboutGame names the game counted: its round and table, its players by
// side, and its 手合割, whose komi the count is made under.
func (cw *countWindow) aboutGame() string {
	ev, g, err := cw.game()
	if err != nil {
		return errorText(err, cw.ew.g.lang)
	}
	l := cw.ew.g.lang
	ps, err := cw.ew.svc.Participants()
	if err != nil {
		return errorText(err, l)
	}
	names := tournament.DisplayNames(ps)
	first, second := tournament.SideNames(ev.Game)
	s := fmt.Sprintf(T("Round %d, table %d: %s %s — %s %s"), cw.round, cw.table, first.In(l), names[g.Black], second.In(l), names[g.White])
	if h := tournament.GameHandicap(ev, g); h != nil {
		return s + "　" + h.Text.In(l)
	}
	return s + "　" + T("no komi")
}

// prisoners reads a number of prisoners captured in play (full-width
// digits too, as a Japanese input method types them).
func prisoners(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(width.Fold.String(s)))
	if err != nil || n < 0 || n > 361 {
		return 0, tournament.NewProblem(tournament.ErrInvalidInput, "prisoners: a number from 0 to 361", "アゲハマは 0 から 361 までの数で入れてください")
	}
	return n, nil
}

// prisonersField is the prisoners fields' validator: the field shows what
// is wrong, in the person's language, and the count keeps the last number.
func (cw *countWindow) prisonersField(s string) error {
	if _, err := prisoners(s); err != nil {
		return errors.New(errorText(err, cw.ew.g.lang))
	}
	return nil
}

// sizedEntry keeps a short number field narrow.
func sizedEntry(e *widget.Entry) fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(56, e.MinSize().Height), e)
}

// readSGF reads the final position and prisoners from a record.
func (cw *countWindow) readSGF() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil || r == nil {
			return
		}
		defer r.Close()
		b, err := io.ReadAll(io.LimitReader(r, 1<<20))
		if err == nil {
			err = cw.loadText("", string(b))
		}
		if err != nil {
			cw.ew.g.showProblem(T("Cannot read the record"), err, cw.win)
		}
	}, cw.win)
	d.Show()
}

// pasteText reads the final position as text (X, O, ., x/o dead).
func (cw *countWindow) pasteText() {
	e := widget.NewMultiLineEntry()
	e.TextStyle = fyne.TextStyle{Monospace: true}
	e.SetPlaceHolder("....XO...\n....XO...\n..o.XO...")
	e.SetMinRowsVisible(19)
	dialog.ShowCustomConfirm(T("Paste the board as text"), T("Count"), T("Cancel"), e, func(ok bool) {
		if !ok {
			return
		}
		if err := cw.loadText(e.Text, ""); err != nil {
			cw.ew.g.showProblem(T("Cannot read the board"), err, cw.win)
		}
	}, cw.win)
}

// loadText makes a board's text or a record the final position; the dead
// marks of a text go to both proposals.
func (cw *countWindow) loadText(board, sgf string) error {
	pos, _, _, err := igo.PositionOf(tournament.CountInput{Board: board, SGF: sgf})
	if err != nil {
		return err
	}
	cw.final = pos.Board.Clone()
	cw.props = [2]*countProposal{newCountProposal(), newCountProposal()}
	for _, p := range pos.Board.Points() {
		if pos.IsDead(p) {
			cw.props[0].dead[p], cw.props[1].dead[p] = true, true
		}
	}
	cw.captures = pos.Captured
	cw.capB.SetText(strconv.Itoa(cw.captures[0]))
	cw.capW.SetText(strconv.Itoa(cw.captures[1]))
	cw.sizeSel.SetSelected(strconv.Itoa(cw.final.Size))
	cw.recount()
	return nil
}
