package tournament

// This file is what shared code asks of a game's own record of a game or a
// participant (Game.Extra, Participant.Extra: extra.go). Only the game
// decodes its record: a game that keeps something there that screens,
// sheets, pages, the log or an import must know of answers through one of
// these optional interfaces of its discipline, and the helpers below ask
// the event's discipline (a game without the interface has nothing to say).

// Handicap is the 手合割 of a game, computed when it was paired: for Go and
// Pair Go stones and komi from Black's point of view. The game keeps it in
// its own record; screens, sheets and pages show it (GameHandicap).
type Handicap struct {
	Stones int  `json:"stones"`
	Komi   int  `json:"komi"` // half-points: 13 = Black gives 6.5; −1 = White gives 0.5
	Text   Text `json:"text"`
	// Lines, when set, are the two short lines a pairing list's handicap
	// column prints for a game whose 手合割 is not stones and komi (shogi:
	// 香落ち / 上手から指す); nil: the lines of Stones and Komi.
	Lines []Text `json:"lines,omitempty"`
}

// Handicapper is a Swiss game whose games are played with a 手合割 (Go,
// Pair Go), kept in each game's own record.
type Handicapper interface {
	// HandicapOf returns game g's 手合割; nil when it has none (or its
	// record does not read: deciding its result says so).
	HandicapOf(g Game) *Handicap
}

// GameHandicap returns the 手合割 of game g of an event of ev's game; nil
// for a game without one, or a game that plays none.
func GameHandicap(ev Event, g Game) *Handicap {
	if h, ok := disciplineAs[Handicapper](ev); ok {
		return h.HandicapOf(g)
	}
	return nil
}

// HasHandicaps reports whether a game of round r carries a 手合割 (Go,
// Pair Go): the pairing lists then have a handicap column.
func HasHandicaps(ev Event, r Round) bool {
	h, ok := disciplineAs[Handicapper](ev)
	if !ok {
		return false
	}
	for _, g := range r.Games {
		if h.HandicapOf(g) != nil {
			return true
		}
	}
	return false
}

// GameNoter is a Swiss game whose own record of a game holds what the
// people at the board or the arbiter must read of it, each note where it
// is shown: Othello's hidden disc on the result slip (OnSheet), Pair Go's
// rotation errors so far on the pairings screen (OnScreen).
type GameNoter interface {
	// GameNotes returns the notes of game g of round r; name writes a
	// participant's name.
	GameNotes(r Round, g Game, name func(id int) string) []Note
}

// GameNotes returns the notes of game g of round r shown in w (see
// GameNoter), in the game's order.
func GameNotes(ev Event, r Round, g Game, name func(id int) string, w Where) []Text {
	n, ok := disciplineAs[GameNoter](ev)
	if !ok {
		return nil
	}
	var out []Text
	for _, note := range n.GameNotes(r, g, name) {
		if note.Where&w != 0 {
			out = append(out, note.Text)
		}
	}
	return out
}

// LogQuoter is a Swiss game whose own record of a game keeps texts in both
// languages that its audit entries quote in English (Othello's hidden-disc
// reason): the log in Japanese says them in Japanese.
type LogQuoter interface {
	QuotedTexts(g Game) []Text
}

// ExtraChecker is a game that keeps its own records of games or
// participants: CheckExtra checks them when an event is imported, as
// recording them would have (each reads, and names only participants of
// ps), and says what is wrong.
type ExtraChecker interface {
	CheckExtra(ev Event, ps []Participant, rs []Round) error
}

// disciplineAs returns the discipline of ev's game as a T, if it is one.
func disciplineAs[T any](ev Event) (T, bool) {
	var zero T
	d, err := DisciplineOf(ev.Game)
	if err != nil {
		return zero, false
	}
	t, ok := d.(T)
	return t, ok
}
