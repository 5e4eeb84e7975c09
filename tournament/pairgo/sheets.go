package pairgo

import (
	rules "taikai/rules/pairgo"
	"taikai/tournament"
)

// Move is one of the first four moves after the handicap stones: who plays
// it (the side, and its captain or the partner).
type Move struct {
	Colour  tournament.Colour
	Partner bool // the partner (the man in a mixed pair); false: the captain
	Text    tournament.Text
}

// FirstMoves returns who plays moves 1–4 after `stones` handicap stones
// (docs/rules.md §3: the rotation), for table cards.
func FirstMoves(stones int) []Move {
	var out []Move
	for _, m := range rules.FirstMoves(stones) {
		c := tournament.Black
		if m.Colour == rules.White {
			c = tournament.White
		}
		out = append(out, Move{Colour: c, Partner: m.Role == rules.RolePartner, Text: tournament.Text{En: m.English(), Ja: m.Japanese()}})
	}
	return out
}

// PairPointText writes a pair's handicap points as people read them ("1.5").
func PairPointText(p int) string { return rules.PairPoint(p).String() }
