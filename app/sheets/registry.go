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
	// Games lists the game kinds that have the sheet (a game's own sheet,
	// set by registerGameSheets); nil means every game that Swiss and
	// Tables allow.
	Games []tournament.GameKind
	// Swiss marks a sheet of paired rounds (pairing lists, standings):
	// for every game played in paired rounds.
	Swiss bool
	// NeedsRound is true for sheets of one round (pairings, slips).
	NeedsRound bool
	// Replaces is the key of the shared sheet a game's own sheet stands in
	// for: Pair Go's table cards are its result slips.
	Replaces string
	// Offered, when set, says why the sheet is not offered for the
	// section a service is of (nil: it is): the bracket only for a
	// knockout whose bracket is drawn.
	Offered func(s *tournament.Service) error
	Render  func(s *tournament.Service, round int, opt Options, w io.Writer) error
}

var registry []Sheet

// register adds a shared sheet; each sheet's file calls it from init.
func register(s Sheet) { registry = append(registry, s) }

// registerGameSheets adds game kind g's own sheets, in the order given
// (from an init of their file), as app/ui's registerGameUI and app/cli's
// registerGameVerbs add a game's screens and verbs.
func registerGameSheets(g tournament.GameKind, ss ...Sheet) {
	for _, s := range ss {
		s.Games = []tournament.GameKind{g}
		register(s)
	}
}

// For returns the sheets of game kind g, in registration order: the game's
// own, and the shared ones of what the game is (a sheet of paired rounds
// for every game played in them) unless one of its own replaces it.
func For(g tournament.GameKind) []Sheet {
	var out []Sheet
	replaced := map[string]bool{}
	for _, s := range registry {
		if slices.Contains(s.Games, g) || s.Games == nil && (!s.Swiss || isSwiss(g)) {
			out = append(out, s)
			if s.Replaces != "" {
				replaced[s.Replaces] = true
			}
		}
	}
	// A game's own sheet may have the key of the shared one it replaces
	// (Othello's crosstable with the discs): only the shared one goes.
	return slices.DeleteFunc(out, func(s Sheet) bool { return replaced[s.Key] && s.Games == nil })
}

func isSwiss(g tournament.GameKind) bool {
	_, err := tournament.SwissOf(g)
	return err == nil
}

// timeControl describes the event's time control for the sheets of a game
// that prints one ("" otherwise).
func timeControl(ev tournament.Event, l tournament.Lang) string {
	d, err := ev.Discipline()
	if err != nil {
		return ""
	}
	if t, ok := d.(interface {
		TimeControl(tournament.Event, tournament.Lang) string
	}); ok {
		return t.TimeControl(ev, l)
	}
	return ""
}

// OfferedFor returns the sheets of the section s is the service of: those
// of its game (For) that the section offers.
func OfferedFor(s *tournament.Service) ([]Sheet, error) {
	ev, err := s.Event()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(For(ev.Game), func(sh Sheet) bool { return sh.Offered != nil && sh.Offered(s) != nil }), nil
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
