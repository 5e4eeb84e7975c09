package exports

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"taikai/tournament"
)

// WriteFile writes section s in format f to the file out, for the event
// file eventFile: whole or not at all (a file beside it, renamed into
// place), and never over a folder, the event file or another event file.
func WriteFile(s *tournament.Service, f Format, eventFile, out string) error {
	if err := CheckTarget(eventFile, out); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := f.Write(s, &buf); err != nil {
		return err
	}
	return ReplaceFile(out, buf.Bytes())
}

// ReplaceFile writes data to path whole or not at all: to a file beside
// it, synced, then renamed into place, readable by the machine's other
// programs and people (0644, as PAPP's files are). A folder that does not
// exist or cannot be written is said in both languages.
func ReplaceFile(path string, data []byte) error { return ReplaceFileMode(path, data, 0o644) }

// ReplaceFileMode is ReplaceFile with the file's permissions: 0600 for a
// file of personal data kept like the event file (the event's export).
func ReplaceFileMode(path string, data []byte, perm os.FileMode) error {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return cannotWrite(path, dir, err)
	}
	err = tmp.Chmod(perm) // a temporary file is 0600 whatever is asked

	if err == nil {
		_, err = tmp.Write(data)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return cannotWrite(path, dir, err)
	}
	return nil
}

// cannotWrite says why path could not be written in folder dir.
func cannotWrite(path, dir string, err error) error {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return tournament.NewProblem(tournament.ErrInvalidInput, "cannot write %s: the folder %s does not exist",
			"%s に書き出せません。フォルダ %s がありません", path, dir)
	case errors.Is(err, fs.ErrPermission):
		return tournament.NewProblem(tournament.ErrInvalidInput, "cannot write %s: no permission to write in %s",
			"%s に書き出せません。%s に書き込む権限がありません", path, dir)
	}
	return tournament.NewProblem(tournament.ErrInvalidInput, "cannot write %s: %v", "%s に書き出せません（%v）", path, err)
}

// CheckTarget refuses to write over a folder, the event file itself or
// any other Taikai event file (a bbolt file, or a file of the event
// file's extension).
func CheckTarget(eventFile, out string) error {
	st, err := os.Stat(out)
	if err != nil {
		return nil // a new file (a folder that does not exist fails at writing)
	}
	if st.IsDir() {
		return tournament.NewProblem(tournament.ErrInvalidInput, "%s is a folder: give the name of a file in it", "%s はフォルダです。その中のファイル名を指定してください", out)
	}
	refuse := tournament.NewProblem(tournament.ErrFileExists,
		"%s is an event file: it is not overwritten; choose another file name",
		"%s は大会ファイルです。上書きしません。別のファイル名を指定してください", out)
	if fst, err := os.Stat(eventFile); err == nil && os.SameFile(st, fst) {
		return refuse
	}
	if isBoltFile(out) || strings.EqualFold(filepath.Ext(out), filepath.Ext(eventFile)) && filepath.Ext(eventFile) != "" {
		return refuse
	}
	return nil
}

// isBoltFile says whether path starts like a bbolt database: its meta
// page's magic number 0xED0CDAED after the page header, in either byte
// order.
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
	return bytes.Equal(head[16:20], []byte{0xed, 0xda, 0x0c, 0xed}) || bytes.Equal(head[16:20], []byte{0xed, 0x0c, 0xda, 0xed})
}
