package cli

import (
	"fmt"
	"slices"
	"strings"

	"taikai/tournament"
)

// runLog is `taikai log FILE`: the audit log of the whole event, oldest
// first; in an event of several sections each entry names its section
// (empty for a change of the whole event), and --section keeps one
// section's entries. Each entry says the version of the Taikai that made
// it (the data formats always, the table when the log records any: a file
// written before versions were recorded shows no empty column).
func runLog(e *env, a args) error {
	if err := a.want(1, 1, verbs["log"].usage); err != nil {
		return err
	}
	e.whole = true
	v, format, done, err := formatted(a, a.pos[0], e.openVenue)
	if err != nil {
		return err
	}
	defer done()
	only := ""
	if e.section != "" {
		sec, _, err := v.Section(e.section)
		if err != nil {
			return err
		}
		only = sec.Key
	}
	log, err := v.Root().AuditLog()
	if err != nil {
		return err
	}
	rd, err := newLogReaders(e, v)
	if err != nil {
		return err
	}
	multi := len(rd.sections) > 1
	var header []string
	if format != "table" {
		// The data formats keep the detail as logged (scripts read it) and
		// add what was done and the detail as a person reads them.
		header = []string{"seq", "time", "arbiter", "action", "detail", "what", "text", "program"}
	} else {
		header = []string{"seq", "time", "arbiter", "what", "detail"}
	}
	versions := format != "table" || slices.ContainsFunc(log, func(l tournament.AuditEntry) bool { return l.Program != "" })
	if format == "table" && versions {
		header = append(header[:2], append([]string{"program"}, header[2:]...)...)
	}
	if multi {
		header = append(header[:2], append([]string{"section"}, header[2:]...)...)
	}
	t := table{header: header}
	for _, l := range log {
		if only != "" && !strings.EqualFold(l.Section, only) {
			continue
		}
		what, text := rd.text(l, e.lang)
		when := l.Time.Local().Format("2006-01-02 15:04:05")
		var row []string
		if format != "table" {
			row = []string{fmt.Sprint(l.Seq), when, l.Arbiter, l.Action, l.Detail, what, text, l.Program}
		} else {
			row = []string{fmt.Sprint(l.Seq), when, e.arbiterShown(l.Arbiter), what, text}
			if versions {
				row = append(row[:2], append([]string{e.programShown(l.Program)}, row[2:]...)...)
			}
		}
		if multi {
			sec := l.Section
			if s, ok := rd.sections[strings.ToLower(l.Section)]; ok && format == "table" {
				sec = s.Label()
			}
			row = append(row[:2], append([]string{sec}, row[2:]...)...)
		}
		t.rows = append(t.rows, row)
	}
	return t.write(e.out, format)
}

// programShown is the version an entry records, or says that an entry
// written before versions were recorded has none.
func (e *env) programShown(p string) string {
	if p != "" {
		return p
	}
	return e.say("(not recorded)", "（記録なし）")
}

// logReaders read the entries of the log: each section's in the words of
// its game and rounds, the whole event's with the event's.
type logReaders struct {
	root     *tournament.AuditReader
	bySec    map[string]*tournament.AuditReader // by lower-case section key
	sections map[string]tournament.Section      // by lower-case section key
}

func newLogReaders(e *env, v *tournament.Venue) (logReaders, error) {
	out := logReaders{bySec: map[string]*tournament.AuditReader{}, sections: map[string]tournament.Section{}}
	numbered := e.lang != tournament.Japanese
	names := map[int]string{}
	read := func(s *tournament.Service) (*tournament.AuditReader, error) {
		var reader *tournament.AuditReader
		err := s.View(func(r tournament.Reader) error {
			ev, ps, rs, err := tournament.ReadAll(r)
			if err != nil {
				return err
			}
			for _, p := range ps {
				names[p.ID] = p.Name
			}
			reader = tournament.NewAuditReader(&ev, rs, names, numbered)
			return nil
		})
		return reader, err
	}
	var err error
	if out.root, err = read(v.Root()); err != nil {
		return out, err
	}
	list, err := v.Sections()
	if err != nil {
		return out, err
	}
	for _, sec := range list {
		out.sections[strings.ToLower(sec.Key)] = sec
	}
	if len(list) < 2 {
		// One competition: the whole event reads as it always did.
		return out, nil
	}
	for _, sec := range list {
		if out.bySec[strings.ToLower(sec.Key)], err = read(v.Service(sec.ID)); err != nil {
			return out, err
		}
	}
	return out, nil
}

// text is entry l as a person reads it.
func (rd logReaders) text(l tournament.AuditEntry, lang tournament.Lang) (string, string) {
	if r, ok := rd.bySec[strings.ToLower(l.Section)]; ok {
		return r.Text(l, lang)
	}
	return rd.root.Text(l, lang)
}
