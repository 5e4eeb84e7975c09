package ui

import (
	"cmp"
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

// build lays out the window: the game named at the top; on the left what
// draws the final position (size, record, text, prisoners) and the tools;
// the two proposals side by side, each its board, count and buttons, as
// large as the window allows (a 19路 board is read point by point); below,
// where they differ and what goes to the disputes form.
func (cw *countWindow) build() {
	cw.win = cw.ew.g.app.NewWindow(fmt.Sprintf(tr("Count on the board — round %d, table %d", "盤面で計算 — %d回戦 %d番卓"), cw.round, cw.table))
	tools := make([]string, len(countTools))
	for i, t := range countTools {
		tools[i] = t.In(guiLang())
	}
	cw.tool = widget.NewRadioGroup(tools, nil)
	cw.tool.Required = true
	cw.tool.SetSelected(tr("Dead chain", "死に石（石団）"))
	cw.differ = widget.NewLabel("")
	cw.differ.Wrapping = fyne.TextWrapWord
	var cols [2]fyne.CanvasObject
	for i := range 2 {
		cw.boards[i] = newGoBoard(func() boardPicture { return cw.picture(i) }, func(p igo.Point, sec bool) { cw.tap(i, p, sec) })
		cw.results[i] = widget.NewLabel("")
		title := []string{tr("Black's proposal", "黒の終局案"), tr("White's proposal", "白の終局案")}[i]
		cw.saves[i] = widget.NewButton(fmt.Sprintf(tr("Save as %s", "%sとして保存"), title), func() { cw.save(i) })
		toRuling := widget.NewButton(tr("Into the ruling", "裁定欄に記入"), func() { cw.toRuling(i) })
		head := widget.NewLabelWithStyle(title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		cols[i] = container.NewBorder(head, container.NewVBox(cw.results[i], container.NewGridWithColumns(2, cw.saves[i], toRuling)), nil, nil, cw.boards[i])
	}
	cw.capB, cw.capW = widget.NewEntry(), widget.NewEntry()
	cw.capB.SetText(strconv.Itoa(cw.captures[0]))
	cw.capW.SetText(strconv.Itoa(cw.captures[1]))
	cw.capErr = widget.NewLabel("")
	cw.capErr.Importance = widget.DangerImportance
	cw.capErr.Wrapping = fyne.TextWrapWord
	cw.capErr.Hide()
	onCap := func(string) {
		b, e1 := prisoners(cw.capB.Text)
		w, e2 := prisoners(cw.capW.Text)
		if err := cmp.Or(e1, e2); err != nil {
			// The count keeps the last numbers; the field says what is wrong.
			cw.capErr.SetText(errorText(err, cw.ew.g.lang))
			cw.capErr.Show()
			return
		}
		cw.capErr.Hide()
		cw.captures = [2]int{b, w}
		cw.recount()
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
	sgf := widget.NewButton(tr("Read an SGF record", "棋譜（SGF）を読む")+"…", cw.readSGF)
	paste := widget.NewButton(tr("Paste the board as text", "盤面を文字で貼り付け")+"…", cw.pasteText)
	claims := widget.NewButton(tr("Write both counts into the claims", "両方の計算を主張に記入"), cw.toClaims)
	claims.Importance = widget.HighImportance
	// The help is broken into lines by hand, as narrow as the buttons above
	// it: wrapped by Fyne, a Japanese line could begin with its 、 or 。.
	help := widget.NewLabel(tr("The final position:\nBlack stone, White stone,\nEmpty point (both boards).\nEach proposal: a click on\na stone marks its chain\ndead (again: alive); on an\nempty point, an unofficial\nstone (駄目詰め, 手入れ).\nRight click: empty the\npoint or take the mark back.", "終局図：黒石・白石・空点\n（両方の盤に描きます）\n終局案：石をクリックで\nその石団が死に石、\nもう一度で活き石。\n空点には駄目詰め・\n手入れの石。\n右クリック：点を空ける、\n印を取り消す。"))
	cw.about = widget.NewLabelWithStyle(cw.aboutGame(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	cw.note = widget.NewLabel("")
	cw.note.Importance = widget.HighImportance
	bold := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	side := container.NewVBox(
		container.NewBorder(nil, nil, widget.NewLabel(tr("Board", "盤")), nil, cw.sizeSel), sgf, paste,
		bold(tr("Prisoners captured in play", "対局中のアゲハマ")),
		container.NewGridWithColumns(2, container.NewBorder(nil, nil, widget.NewLabel(tr("Black", "黒")), nil, cw.capB),
			container.NewBorder(nil, nil, widget.NewLabel(tr("White", "白")), nil, cw.capW)),
		cw.capErr,
		bold(tr("Click:", "クリック：")), cw.tool, help,
	)
	bottom := container.NewVBox(cw.differ, container.NewBorder(nil, nil, container.NewHBox(claims, widget.NewButton(tr("Close", "閉じる"), cw.win.Close)), nil, cw.note))
	boards := container.NewGridWithColumns(2, cols[0], cols[1])
	cw.win.SetContent(container.NewBorder(cw.about, bottom, side, nil, boards))
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
	s := fmt.Sprintf(tr("Round %d, table %d: %s %s — %s %s", "%d回戦 %d番卓　%s %s ― %s %s"), cw.round, cw.table, first.In(l), names[g.Black], second.In(l), names[g.White])
	if h := tournament.GameHandicap(ev, g); h != nil {
		return s + "　" + h.Text.In(l)
	}
	return s + "　" + tr("no komi", "コミなし")
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
			cw.ew.g.showProblem(tr("Cannot read the record", "棋譜を読めません"), err, cw.win)
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
	dialog.ShowCustomConfirm(tr("Paste the board as text", "盤面を文字で貼り付け"), tr("Count", "計算する"), tr("Cancel", "キャンセル"), e, func(ok bool) {
		if !ok {
			return
		}
		if err := cw.loadText(e.Text, ""); err != nil {
			cw.ew.g.showProblem(tr("Cannot read the board", "盤面を読めません"), err, cw.win)
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
