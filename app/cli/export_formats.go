package cli

import (
	"bytes"
	"fmt"

	"taikai/app/exports"
	"taikai/tournament"
)

// This file is `taikai export FILE --format F [--section KEY] --out PATH`
// (issue 29): a section written in a format another program reads (an
// Excel workbook, a federation's rating or database file), from the
// formats of package app/exports that the section's game has.

// runExportFormat writes the section e.section names (or the event's only
// one) in format key to out.
func runExportFormat(e *env, file, key, out string) error {
	v, done, err := e.openVenue(file)
	if err != nil {
		return err
	}
	defer done()
	if key == "xlsx" && e.section == "" {
		// One workbook for the whole event when it has several sections.
		if whole, err := runExportEventWorkbook(e, v, file, out); whole || err != nil {
			return err
		}
	}
	_, s, err := v.Section(e.section)
	if err != nil {
		return err
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	f, err := exports.Lookup(ev.Game, key)
	if err != nil {
		return err
	}
	if out == "" {
		if f.Binary {
			return usage("the %s format is a binary file: give its name with --out FILE%s",
				"%s 形式はバイナリファイルです。--out FILE%s で書き出し先を指定してください", key, f.Ext)
		}
		if err := f.Write(s, e.out); err != nil {
			return err
		}
		return warnExport(e, s, f)
	}
	if err := exports.WriteFile(s, f, file, out); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("exported %s as %s to %s\n", "%s を %s 形式で %s に書き出しました\n"), file, key, out)
	return warnExport(e, s, f)
}

// warnExport prints on stderr what format f left out of the file just
// written (an EGD club that cannot be spelled in ASCII): the file is
// written, and the arbiter is told what to fix before sending it.
func warnExport(e *env, s *tournament.Service, f exports.Format) error {
	ws, err := exports.Warnings(s, f)
	if err != nil {
		return err
	}
	for _, w := range ws {
		fmt.Fprintln(e.errw, e.say("taikai: warning: ", "taikai: 注意：")+w.In(e.lang))
	}
	return nil
}

// runExportEventWorkbook writes the whole event's workbook, each section's
// sheets named after it, when the event has several sections; whole is
// false for an event of one (its workbook is the section's).
func runExportEventWorkbook(e *env, v *tournament.Venue, file, out string) (whole bool, err error) {
	list, err := v.Sections()
	if err != nil || len(list) < 2 {
		return false, err
	}
	if out == "" {
		return true, usage("the xlsx format is a binary file: give its name with --out FILE.xlsx", "xlsx 形式はバイナリファイルです。--out FILE.xlsx で書き出し先を指定してください")
	}
	if err := exports.CheckTarget(file, out); err != nil {
		return true, err
	}
	var buf bytes.Buffer
	if err := exports.WriteEventWorkbook(v, &buf); err != nil {
		return true, err
	}
	if err := exports.ReplaceFile(out, buf.Bytes()); err != nil {
		return true, err
	}
	fmt.Fprintf(e.out, e.say("exported %s, its %d sections in one workbook, to %s\n", "%s の %d 部門を一つのブックにして %s に書き出しました\n"), file, len(list), out)
	return true, nil
}
