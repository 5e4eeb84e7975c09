package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// logView shows the audit log (操作履歴), newest first.
type logView struct {
	ew      *eventWindow
	entries []tournament.AuditEntry
	names   map[int]string
	reader  *tournament.AuditReader // the event's words: results, settings, reasons
	table   *widget.Table
	content fyne.CanvasObject
}

var logColumns = []column{{"No.", 56}, {"Time", 190}, {"Arbiter", 140}, {"Action", 240}, {"Detail", 760}}

func newLogView(ew *eventWindow) *logView {
	v := &logView{ew: ew}
	v.table = newTable(logColumns, func() (int, int) { return len(v.entries), len(logColumns) }, v.cell, nil)
	v.content = v.table
	return v
}

func (v *logView) show(log []tournament.AuditEntry) {
	v.entries = v.entries[:0]
	for i := len(log) - 1; i >= 0; i-- {
		v.entries = append(v.entries, log[i])
	}
	v.table.Refresh()
}

func (v *logView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.entries) {
		return ""
	}
	e := v.entries[id.Row]
	switch id.Col {
	case 0:
		return strconv.Itoa(e.Seq)
	case 1:
		return e.Time.Local().Format("2006-01-02 15:04:05")
	case 2:
		return e.Arbiter
	}
	if v.reader == nil {
		v.reader = tournament.NewAuditReader(nil, nil, v.names, false)
	}
	what, detail := v.reader.Text(e, v.ew.g.lang)
	if id.Col == 3 {
		return what
	}
	return detail
}
