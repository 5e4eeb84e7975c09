package sheets

import (
	"io"
	"slices"

	"taikai/tournament"
)

// Sheet is one printable sheet. Later games add theirs to the registry.
type Sheet struct {
	Key   string          // the CLI's SHEET argument
	Title tournament.Text // shown in the print dialog and on the page
	// Games lists the game kinds that have the sheet; nil means all.
	Games []tournament.GameKind
	// NeedsRound is true for sheets of one round (pairings, slips).
	NeedsRound bool
	Render     func(s *tournament.Service, round int, opt Options, w io.Writer) error
}

var registry []Sheet

// register adds a sheet; each sheet's file calls it from init.
func register(s Sheet) { registry = append(registry, s) }

// For returns the sheets of game kind g, in registration order.
func For(g tournament.GameKind) []Sheet {
	var out []Sheet
	for _, s := range registry {
		if s.Games == nil || slices.Contains(s.Games, g) {
			out = append(out, s)
		}
	}
	return out
}

// Lookup finds the sheet key of game kind g.
func Lookup(g tournament.GameKind, key string) (Sheet, bool) {
	for _, s := range For(g) {
		if s.Key == key {
			return s, true
		}
	}
	return Sheet{}, false
}
