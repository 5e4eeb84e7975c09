package ui

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"taikai/tournament"
)

// EventsDir is where new events are saved by default: the user's data
// folder (XDG_DATA_HOME or ~/.local/share on Linux, AppData on Windows,
// Application Support on macOS) + taikai/events.
func EventsDir() (string, error) {
	base := os.Getenv("XDG_DATA_HOME")
	if base == "" {
		cfg, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		base = cfg
		if home, err := os.UserHomeDir(); err == nil && filepath.Dir(cfg) == home && filepath.Base(cfg) == ".config" {
			base = filepath.Join(home, ".local", "share") // Linux: data, not config
		}
	}
	dir := filepath.Join(base, "taikai", "events")
	return dir, os.MkdirAll(dir, 0o755)
}

// newEventPath returns a file name in EventsDir for an event that does not
// exist yet: date_name.taikai, numbered when taken.
func newEventPath(date, name string) (string, error) {
	dir, err := EventsDir()
	if err != nil {
		return "", err
	}
	if date == "" {
		date = time.Now().Format(time.DateOnly)
	}
	return uniqueEventPath(dir, date, name)
}

// maxEventNumber bounds the search for a free name: past it, something
// other than taken names is wrong.
const maxEventNumber = 10000

// uniqueEventPath returns the first eventFileName(date, name, n) that does
// not exist in dir. Any answer of the file system other than "exists" or
// "does not exist" (a name too long, a folder that cannot be read) is
// returned as an error: the search never loops on it.
func uniqueEventPath(dir, date, name string) (string, error) {
	for n := 1; n <= maxEventNumber; n++ {
		p := filepath.Join(dir, eventFileName(date, name, n))
		_, err := os.Lstat(p)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			return p, nil
		case err != nil:
			return "", tournament.NewProblem(tournament.ErrInvalidInput, "cannot choose a file name for the event in %s: %v",
				"%s に大会のファイル名を決められません: %v", dir, err)
		}
	}
	return "", tournament.NewProblem(tournament.ErrFileExists, "%s already has %d events named like this one; give the event another name",
		"%s には同じような名前の大会がすでに %d 件あります。別の大会名にしてください", dir, maxEventNumber)
}

// maxEventFileBytes caps the length of an event's file name in UTF-8
// bytes. File systems allow 255 bytes (ext4) or 255 UTF-16 units (NTFS,
// never more than the UTF-8 bytes); the rest is left for the names derived
// from the event file: FILE.schemaN.bak (upgrade backup) and FILE-sheets/.
const maxEventFileBytes = 200

// eventFileExt is the extension of event files.
const eventFileExt = ".taikai"

// eventFileName derives the n-th candidate file name (1: the first;
// n ≥ 2 adds "-n") of an event from its date and name, for any text of any
// length: date_name.taikai, NFKC-normalised (ｵｾﾛ → オセロ, ＡＢＣ → ABC),
// keeping letters, marks, digits, "-" and "_" and making every other run
// of characters one "_" (so no character Windows or Linux forbids, no
// control character, no dot or space at the end); "event" for a name with
// nothing left; cut on a character boundary to fit maxEventFileBytes; a
// Windows device name (CON, PRN, AUX, NUL, COM0–9, LPT0–9) gets a "_".
func eventFileName(date, name string, n int) string {
	stem := cleanFileText(name)
	if stem == "" {
		stem = "event"
	}
	if d := cleanFileText(date); d != "" {
		stem = d + "_" + stem
	}
	suffix := ""
	if n > 1 {
		suffix = "-" + strconv.Itoa(n)
	}
	// One byte spare for the "_" of a device name.
	budget := maxEventFileBytes - len(suffix) - len(eventFileExt) - 1
	if len(stem) > budget {
		cut := budget
		for cut > 0 && !utf8.RuneStart(stem[cut]) {
			cut--
		}
		stem = strings.TrimRight(stem[:cut], "_-")
		if stem == "" {
			stem = "event"
		}
	}
	stem += suffix
	if windowsDeviceName(stem) {
		stem += "_"
	}
	return stem + eventFileExt
}

// cleanFileText keeps the letters, marks, digits, "-" and "_" of s
// (NFKC-normalised), makes every run of other characters one "_", and
// trims "_" at both ends.
func cleanFileText(s string) string {
	s = norm.NFKC.String(strings.ToValidUTF8(s, "\uFFFD"))
	var b strings.Builder
	gap := false
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsMark(r) || unicode.IsDigit(r) || r == '-' || r == '_' {
			if gap && b.Len() > 0 {
				b.WriteByte('_')
			}
			gap = false
			b.WriteRune(r)
			continue
		}
		gap = true
	}
	return strings.Trim(b.String(), "_")
}

// windowsDeviceName reports whether stem (a name before its extension) is
// one Windows reserves for a device, in any case.
func windowsDeviceName(stem string) bool {
	switch strings.ToUpper(stem) {
	case "CON", "PRN", "AUX", "NUL", "CONIN$", "CONOUT$", "CLOCK$":
		return true
	}
	if len(stem) == 4 && stem[3] >= '0' && stem[3] <= '9' {
		p := strings.ToUpper(stem[:3])
		return p == "COM" || p == "LPT"
	}
	return false
}
