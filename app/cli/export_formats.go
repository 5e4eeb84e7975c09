package cli

import (
	"fmt"

	"taikai/app/exports"
)

// This file is `taikai export FILE --format F [--section KEY] --out PATH`
// (issue 29): a section written in a format another program reads (an
// Excel workbook, a federation's rating or database file), from the
// formats of package app/exports that the section's game has.

// runExportFormat writes the section e.section names (or the event's only
// one) in format key to out.
func runExportFormat(e *env, file, key, out string) error {
	s, done, err := e.open(file)
	if err != nil {
		return err
	}
	defer done()
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
		return f.Write(s, e.out)
	}
	if err := exports.WriteFile(s, f, file, out); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("exported %s as %s to %s\n", "%s を %s 形式で %s に書き出しました\n"), file, key, out)
	return nil
}
