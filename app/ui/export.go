package ui

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"taikai/app/exports"
	"taikai/tournament"
)

// exportDialog is the ファイル menu's 書き出し (issue 29): the section shown
// written in a format its game has (exports.For: the Excel workbook, a
// federation's file), to a file the arbiter names. The folder is chosen
// with a folder dialog and the name typed beside it, rather than with
// Fyne's file-save dialog, because that dialog empties the chosen file
// before the program sees its name: choosing the event file by mistake
// would lose the event. Here the name is checked first (never a folder nor
// an event file) and the file is written whole or not at all.
type exportDialog struct {
	ew      *eventWindow
	formats []exports.Format
	format  *widget.Select
	file    *widget.Entry
}

// showExport shows the export dialog for the section shown.
func (ew *eventWindow) showExport() {
	ev, err := ew.svc.Event()
	if err != nil {
		ew.g.showProblem(tr("Cannot export", "書き出せません"), err, ew.win)
		return
	}
	d := &exportDialog{ew: ew, formats: exports.For(ev.Game)}
	if root, err := ew.event.Root().Event(); err == nil && root.Multi() {
		// Issue 38: one workbook of every section, beside the section's.
		event := ew.event
		d.formats = append(d.formats, exports.Format{Key: "xlsx-event", Ext: ".xlsx", Binary: true,
			Title: tournament.Text{En: "Excel workbook of every section", Ja: "Excel ブック（全部門）"},
			Write: func(_ *tournament.Service, w io.Writer) error { return exports.WriteEventWorkbook(event, w) }})
	}
	titles := make([]string, len(d.formats))
	for i, f := range d.formats {
		titles[i] = fmt.Sprintf("%s (%s)", f.Title.In(ew.g.lang), f.Ext)
	}
	d.file = widget.NewEntry()
	d.format = newSelect(titles, func(string) { d.retype() })
	d.file.SetText(d.defaultPath(0))
	d.format.SetSelectedIndex(0)
	folder := widget.NewButton(tr("Choose folder", "フォルダを選ぶ")+"…", d.chooseFolder)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("File format", "形式"), d.format),
		widget.NewFormItem(tr("File", "ファイル"), d.file), // Enter in it writes
		widget.NewFormItem("", container.NewHBox(folder)),
	}
	showForm(tr("Export", "書き出し"), tr("Write", "書き出す"), items, fyne.NewSize(760, 260), d.write, ew.win)
}

// defaultPath is the file format i is written to first: beside the event
// file, named after it and the section (大会-A.xlsx).
func (d *exportDialog) defaultPath(i int) string {
	ew := d.ew
	base := strings.TrimSuffix(ew.path, filepath.Ext(ew.path))
	if ew.sec.Key != "" && d.formats[i].Key != "xlsx-event" {
		base += "-" + ew.sec.Key
	}
	if abs, err := filepath.Abs(base); err == nil {
		base = abs
	}
	return base + d.formats[i].Ext
}

// retype gives the file name the extension of the format chosen.
func (d *exportDialog) retype() {
	i := d.format.SelectedIndex()
	if i < 0 || d.file == nil {
		return
	}
	name := d.file.Text
	for _, f := range d.formats {
		if cut, ok := strings.CutSuffix(name, f.Ext); ok {
			name = cut
			break
		}
	}
	d.file.SetText(name + d.formats[i].Ext)
}

// chooseFolder puts the file in a folder the arbiter picks.
func (d *exportDialog) chooseFolder() {
	fd := dialog.NewFolderOpen(func(dir fyne.ListableURI, err error) {
		if err != nil || dir == nil {
			return
		}
		d.file.SetText(filepath.Join(dir.Path(), filepath.Base(d.file.Text)))
	}, d.ew.win)
	if start, err := storage.ListerForURI(storage.NewFileURI(filepath.Dir(d.file.Text))); err == nil {
		fd.SetLocation(start)
	}
	fd.Resize(fyne.NewSize(800, 520))
	showFileDialog(fd, tr("Choose folder", "フォルダを選ぶ"), d.ew.win)
}

// write writes the file off the UI goroutine; a refused name (a folder,
// an event file) keeps the dialog open with the reason.
func (d *exportDialog) write() bool {
	i := d.format.SelectedIndex()
	path := strings.TrimSpace(d.file.Text)
	ew := d.ew
	if i < 0 || path == "" {
		ew.g.showProblem(tr("Cannot export", "書き出せません"), tournament.NewProblem(tournament.ErrInvalidInput,
			"choose a format and give the file's name", "形式を選び、ファイル名を指定してください"), ew.win)
		return false
	}
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	if err := exports.CheckTarget(ew.path, path); err != nil {
		ew.g.showProblem(tr("Cannot export", "書き出せません"), err, ew.win)
		return false
	}
	f, svc := d.formats[i], ew.svc
	var err error
	var warnings []tournament.Text
	ew.g.background(func() {
		if err = exports.WriteFile(svc, f, ew.path, path); err == nil {
			warnings, err = exports.Warnings(svc, f)
		}
	}, func() {
		if err != nil {
			ew.g.showProblem(tr("Cannot export", "書き出せません"), err, ew.win)
			return
		}
		ew.notice.SetText(fmt.Sprintf(tr("Wrote %s", "%s を作成しました"), path))
		if len(warnings) > 0 {
			// What the format could not say (an EGD club in kanji,
			// written as unknown): the file is written, the arbiter
			// reads what to fix before sending it.
			lines := []string{fmt.Sprintf(tr("Wrote %s", "%s を作成しました"), path)}
			for _, w := range warnings {
				lines = append(lines, w.In(ew.g.lang))
			}
			showMessage(ew.win, tr("Written, with warnings", "書き出しました（注意があります）"), strings.Join(lines, "\n\n"))
		}
	})
	return true
}
