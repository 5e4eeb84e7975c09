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
	"taikai/tournament"
)

// printDialog asks for a sheet (and its round) in one dialog, writes the
// PDF beside the event file (FILE-sheets/) and opens it with the system's
// PDF viewer, from where the arbiter prints.
func (ew *eventWindow) printDialog(defaultKey string) {
	ev, err := ew.svc.Event()
	if err != nil {
		ew.g.showProblem(T("Cannot print"), err, ew.win)
		return
	}
	list := sheets.For(ev.Game)
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
	items := []*widget.FormItem{widget.NewFormItem(T("Sheet"), sel), widget.NewFormItem(T("Round"), round)}
	showForm(T("Print"), T("Write PDF"), items, fyne.NewSize(480, 220), func() bool {
		sheet := list[sel.SelectedIndex()]
		n := 0
		if sheet.NeedsRound {
			if n, err = strconv.Atoi(strings.TrimSpace(round.Text)); err != nil || n < 1 {
				ew.g.showProblem(T("Cannot print"), tournament.NewProblem(tournament.ErrInvalidInput,
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
	dir := strings.TrimSuffix(ew.path, filepath.Ext(ew.path)) + "-sheets"
	name := sheet.Key
	if round > 0 {
		name += fmt.Sprintf("-r%d", round)
	}
	path := filepath.Join(dir, name+".pdf")
	svc, lang, a := ew.svc, ew.g.lang, ew.g.app
	site := ew.siteURL()
	go func() {
		err := os.MkdirAll(dir, 0o755)
		if err == nil {
			err = sheets.WriteFile(svc, sheet, round, sheets.Options{Lang: lang, Now: time.Now(), SiteURL: site}, path)
		}
		var oerr error
		if err == nil {
			oerr = openDocument(a, path) // off the UI goroutine: a viewer may take a while to start
		}
		fyne.Do(func() {
			if err != nil {
				ew.g.showProblem(T("Cannot print"), err, ew.win)
				return
			}
			if oerr != nil {
				showMessage(ew.win, T("Print"), fmt.Sprintf(T("Wrote %s"), path))
			}
		})
	}()
}
