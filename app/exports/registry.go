// Package exports writes a section in the file formats other programs and
// federations read: Excel workbooks for every game, a game's own rating or
// database file (the Othello WOF/FFO file, Go's EGD file) for its games.
// Each format registers itself from its own file; `taikai export --format`
// and the window's ファイル menu offer the formats of the section's game.
package exports

import (
	"io"
	"slices"

	"taikai/tournament"
)

// Format is one file format a section is written in.
type Format struct {
	Key   string          // the CLI's --format value: "xlsx", "egd", "wof"
	Ext   string          // the file name's extension, with its dot
	Title tournament.Text // shown in the export dialog
	// Games lists the game kinds that have the format (a game's own
	// format, set by registerGameFormats); nil means every game.
	Games []tournament.GameKind
	// Binary: the file is not text and is never written to a terminal.
	Binary bool
	// Write writes section s (its players, rounds and results) to w.
	Write func(s *tournament.Service, w io.Writer) error
	// Warn, when set, lists what Write had to leave out of the file, as
	// the section has it (an EGD club that cannot be spelled in ASCII,
	// written as unknown): the CLI prints it on stderr, the export dialog
	// shows it, so that nothing is left out silently.
	Warn func(s *tournament.Service) ([]tournament.Text, error)
}

// Warnings returns what format f leaves out of section s's file (see
// Format.Warn); none for a format that leaves nothing out.
func Warnings(s *tournament.Service, f Format) ([]tournament.Text, error) {
	if f.Warn == nil {
		return nil, nil
	}
	return f.Warn(s)
}

var registry []Format

// register adds a format of every game; each format's file calls it from
// init.
func register(f Format) { registry = append(registry, f) }

// registerGameFormats adds game kind g's own formats (from an init of their
// file).
func registerGameFormats(g tournament.GameKind, fs ...Format) {
	for _, f := range fs {
		f.Games = []tournament.GameKind{g}
		register(f)
	}
}

// Keys are the keys of every registered format, in registration order,
// each once.
func Keys() []string {
	var out []string
	for _, f := range registry {
		if !slices.Contains(out, f.Key) {
			out = append(out, f.Key)
		}
	}
	return out
}

// For returns the formats of game kind g: those of every game first (the
// workbook, what a club asks for most), then the game's own, each in
// registration order.
func For(g tournament.GameKind) []Format {
	var out []Format
	for _, f := range registry {
		if f.Games == nil {
			out = append(out, f)
		}
	}
	for _, f := range registry {
		if slices.Contains(f.Games, g) {
			out = append(out, f)
		}
	}
	return out
}

// Lookup finds the format key names for game kind g: an unknown key, or
// another game's format, is refused with the formats g has.
func Lookup(g tournament.GameKind, key string) (Format, error) {
	mine := For(g)
	for _, f := range mine {
		if f.Key == key {
			return f, nil
		}
	}
	keys := "json"
	for _, f := range mine {
		keys += ", " + f.Key
	}
	for _, f := range registry {
		if f.Key == key {
			return Format{}, tournament.NewProblem(tournament.ErrInvalidInput,
				"the %s format is not for %s sections; formats for them: %s", "%s 形式は%sの部門には使えません。使える形式：%s",
				key, g.Name(), keys)
		}
	}
	return Format{}, tournament.NewProblem(tournament.ErrInvalidInput,
		"unknown export format %q; formats for %s: %s", "書き出し形式 %q はありません。%sで使える形式：%s", key, g.Name(), keys)
}
