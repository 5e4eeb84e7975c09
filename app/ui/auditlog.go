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
	// sections are, in an event of several, each section's name and
	// reader (its game's words, its rounds) by key: an entry is read with
	// its own section's and names it.
	sections map[string]sectionLog
}

// sectionLog is one section as its log entries are read.
type sectionLog struct {
	label  string
	reader *tournament.AuditReader
}

// readSections reads every section's words for the log, with the names
// of the whole event's participants.
func (v *logView) readSections() {
	venue := v.ew.event
	ps, err := venue.Root().Participants()
	if err != nil {
		return
	}
	names := tournament.DisplayNames(ps)
	secs, err := venue.Sections()
	if err != nil {
		return
	}
	v.sections = map[string]sectionLog{}
	for _, sec := range secs {
		s := venue.Service(sec.ID)
		ev, err := s.Event()
		if err != nil {
			continue
		}
		rs, _ := s.Rounds()
		v.sections[sec.Key] = sectionLog{label: sec.Label(), reader: tournament.NewAuditReader(&ev, rs, names, false)}
	}
	v.names = names
	v.reader = tournament.NewAuditReader(nil, nil, names, false)
}

// logColumns: the version is of the Taikai that made the change (empty in
// entries written before it was recorded), beside who made it.
var logColumns = []column{{"No.", "No.", 56}, {"Time", "日時", 190}, {"Arbiter", "審判", 140}, {"Version", "バージョン", 130}, {"Action", "操作", 240}, {"Detail", "内容", 760}}

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
	case 3:
		return e.Program
	}
	if v.reader == nil {
		v.reader = tournament.NewAuditReader(nil, nil, v.names, false)
	}
	reader, label := v.reader, ""
	if sec, ok := v.sections[e.Section]; ok {
		reader, label = sec.reader, sec.label
	}
	what, detail := reader.Text(e, v.ew.g.lang)
	if id.Col == 4 {
		if label != "" {
			return "［" + label + "］" + what
		}
		return what
	}
	return detail
}
