package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/app/sheets"
	"taikai/app/web"
	"taikai/tournament"
)

// printDialog asks for a sheet (and its round) in one dialog, writes the
// PDF beside the event file (FILE-sheets/) and opens it with the system's
// PDF viewer, from where the arbiter prints.
func (ew *eventWindow) printDialog(defaultKey string) {
	list, err := sheets.OfferedFor(ew.svc)
	if err != nil {
		ew.g.showProblem(tr("Cannot print", "印刷できません"), err, ew.win)
		return
	}
	titles := make([]string, len(list))
	for i, s := range list {
		titles[i] = s.Title.In(ew.g.lang)
	}
	sel := newSelect(titles, nil)
	sel.SetSelectedIndex(0)
	for i, s := range list {
		if s.Key == defaultKey {
			sel.SetSelectedIndex(i)
		}
	}
	round := newKeyEntry()
	round.suggest(strconv.Itoa(ew.roundOnScreen()))
	items := []*widget.FormItem{widget.NewFormItem(tr("Sheet", "帳票"), sel), widget.NewFormItem(tr("Round", "回戦"), round)}
	showForm(tr("Print", "印刷"), tr("Write PDF", "PDF を作成"), items, fyne.NewSize(480, 220), func() bool {
		sheet := list[sel.SelectedIndex()]
		n := 0
		if sheet.NeedsRound {
			if n, err = strconv.Atoi(strings.TrimSpace(round.Text)); err != nil || n < 1 {
				ew.g.showProblem(tr("Cannot print", "印刷できません"), tournament.NewProblem(tournament.ErrInvalidInput,
					"the round must be a number from 1", "回戦は1以上の数で指定してください"), ew.win)
				return false
			}
		}
		ew.writeSheet(sheet, n)
		return true
	}, ew.win)
}

// roundOnScreen is the round the tab shown is about (the last round paired
// when it shows none): the print dialog offers it.
func (ew *eventWindow) roundOnScreen() int {
	for _, s := range ew.screens {
		if r, ok := s.(interface{ roundShown() int }); ok && s.tab() == ew.tabs.Selected().Content {
			if n := r.roundShown(); n > 0 {
				return n
			}
		}
	}
	if rs, err := ew.svc.Rounds(); err == nil && len(rs) > 0 {
		return rs[len(rs)-1].Number
	}
	return 1
}

// writeSheet renders off the UI goroutine and opens the result.
func (ew *eventWindow) writeSheet(sheet sheets.Sheet, round int) {
	job := ew.sheetJob(sheet, round)
	go func() {
		err, oerr := job()
		fyne.Do(func() { ew.sheetWritten(sheet, round, err, oerr) })
	}()
}

// sheetPath is where sheet (of round, 0 for none) is written: beside the
// event file, in FILE-sheets/.
func (ew *eventWindow) sheetPath(sheet sheets.Sheet, round int) string {
	name := sheet.Key
	if round > 0 {
		name += fmt.Sprintf("-r%d", round)
	}
	path := filepath.Join(strings.TrimSuffix(ew.path, filepath.Ext(ew.path))+"-sheets", name+".pdf")
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path
}

// sheetJob returns the work of writeSheet that runs off the UI goroutine:
// write the PDF, then open it with the system's viewer (which may take a
// while to start). err says the PDF was not written; oerr that nothing
// opened it.
func (ew *eventWindow) sheetJob(sheet sheets.Sheet, round int) func() (err, oerr error) {
	path := ew.sheetPath(sheet, round)
	held, svc := ew.heldSection()
	lang, g, served := ew.g.lang, ew.g, ew.servedURL()
	return func() (error, error) {
		// One read of the event for the whole sheet (issue 39), as the
		// command line's print: a read that fails here is left to the
		// sheet's own reads, which say what they cannot read.
		if held.Hold() == nil {
			defer held.Release()
		}
		site := siteURL(served, svc)
		if site == "" && sheet.Key == "checkin" {
			site = web.DefaultSiteURL() // the registration list's QR codes (issue 28)
		}
		err := os.MkdirAll(filepath.Dir(path), 0o755)
		if err == nil {
			err = sheets.WriteFile(svc, sheet, round, sheets.Options{Lang: lang, Now: time.Now(), SiteURL: site}, path)
		}
		if err != nil {
			return err, nil
		}
		return nil, g.openPDF(path)
	}
}

// heldSection is the section shown, on reads of its own that can be held:
// a sheet written off the UI goroutine holds them, never the window's
// (a redraw's hold and a sheet's would end each other).
func (ew *eventWindow) heldSection() (*tournament.HeldStore, *tournament.Service) {
	held := tournament.NewHeldStore(ew.store)
	v := tournament.NewVenue(held, serviceOptions()...)
	if ew.sec.ID == noSection {
		return held, v.Root()
	}
	return held, v.Service(ew.sec.ID)
}

// sheetWritten tells the arbiter what became of the sheet: the status line
// says where the PDF is, and when no viewer opened it (none installed) a
// dialog says so with the path, so that it can be printed from the folder.
func (ew *eventWindow) sheetWritten(sheet sheets.Sheet, round int, err, oerr error) {
	if err != nil {
		ew.g.showProblem(tr("Cannot print", "印刷できません"), err, ew.win)
		return
	}
	path := ew.sheetPath(sheet, round)
	ew.notice.SetText(fmt.Sprintf(tr("Wrote %s", "%s を作成しました"), path))
	if oerr != nil {
		ew.showUnopenedPDF(path, oerr)
	}
}

// showUnopenedPDF tells where the PDF was written when no program opened
// it, with the path ready to copy.
func (ew *eventWindow) showUnopenedPDF(path string, why error) {
	msg := fmt.Sprintf(tr("The PDF was written, but no program opened it (is a PDF viewer installed?). Open it from its folder, or copy it to a computer with a printer:\n%s", "PDF は作成しましたが、開くプログラムがありませんでした（PDF ビューアが入っていないようです）。次の場所から開くか、プリンタのあるコンピュータにコピーして印刷してください：\n%s"), path)
	label := widget.NewLabel(msg + "\n\n" + ew.g.errorFor(why).Error())
	label.Wrapping = fyne.TextWrapWord
	keyDialog(ew.win, tr("Print", "印刷"), label, []choice{
		{label: tr("Close", "閉じる")},
		{label: tr("Copy the path", "場所をコピー"), action: func() { ew.g.app.Clipboard().SetContent(path) }},
	}, "", nil)
}
