package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

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
	if err := checkFormatTarget(file, out); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := f.Write(s, &buf); err != nil {
		return err
	}
	if err := writeReplacing(out, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(e.out, e.say("exported %s as %s to %s\n", "%s を %s 形式で %s に書き出しました\n"), file, key, out)
	return nil
}

// checkFormatTarget refuses to write over a folder, the event file itself
// or any other Taikai event file (a bbolt file).
func checkFormatTarget(file, out string) error {
	st, err := os.Stat(out)
	if err != nil {
		return nil // a new file (a folder that does not exist fails at writing)
	}
	if st.IsDir() {
		return tournament.NewProblem(tournament.ErrInvalidInput, "%s is a folder: give a file name to --out", "%s はフォルダです。--out にはファイル名を指定してください", out)
	}
	refuse := tournament.NewProblem(tournament.ErrFileExists,
		"%s is an event file: it is not overwritten; choose another file name",
		"%s は大会ファイルです。上書きしません。別のファイル名を指定してください", out)
	if fst, err := os.Stat(file); err == nil && os.SameFile(st, fst) {
		return refuse
	}
	if isBoltFile(out) || strings.EqualFold(filepath.Ext(out), filepath.Ext(file)) && filepath.Ext(file) != "" {
		return refuse
	}
	return nil
}

// isBoltFile says whether path starts like a bbolt database (its meta
// page's magic number, after the page header).
func isBoltFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, 32)
	if n, _ := f.Read(head); n < 20 {
		return false
	}
	return bytes.Equal(head[16:20], []byte{0xed, 0x0c, 0xda, 0x0b}) || bytes.Equal(head[16:20], []byte{0x0b, 0xda, 0x0c, 0xed})
}
