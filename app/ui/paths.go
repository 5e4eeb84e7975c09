package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
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
	clean := strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_' {
			return r
		}
		return '_'
	}, name)
	if clean == "" {
		clean = "event"
	}
	if date == "" {
		date = time.Now().Format(time.DateOnly)
	}
	for i := 1; ; i++ {
		suffix := ""
		if i > 1 {
			suffix = fmt.Sprintf("-%d", i)
		}
		p := filepath.Join(dir, date+"_"+clean+suffix+".taikai")
		if _, err := os.Stat(p); os.IsNotExist(err) {
			return p, nil
		}
	}
}
