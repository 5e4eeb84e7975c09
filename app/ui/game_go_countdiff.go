package ui

import (
	"fmt"
	"strings"

	"taikai/tournament/igo"
)

// ringed is the points where the two proposals differ: a stone one has
// only, or a chain dead in one and alive in the other.
func (cw *countWindow) ringed() map[igo.Point]bool {
	return cw.counted[0].pos.Differences(cw.counted[1].pos)
}

// differences says where the proposals differ, each chain once.
func (cw *countWindow) differences() string {
	ring := cw.ringed()
	if len(ring) == 0 {
		return T("The two proposals are the same.")
	}
	a, b := cw.counted[0].pos, cw.counted[1].pos
	size := a.Board.Size
	seen := map[igo.Point]bool{}
	var parts []string
	life := func(p igo.Position, q igo.Point) string {
		if p.IsDead(q) {
			return T("dead")
		}
		return T("alive")
	}
	for _, q := range a.Board.Points() {
		if !ring[q] || seen[q] {
			continue
		}
		if a.Board.At(q) != b.Board.At(q) {
			seen[q] = true
			if a.Board.At(q) != 0 && b.Board.At(q) != 0 {
				// Both filled the point, each with its own colour.
				parts = append(parts, fmt.Sprintf(T("%s: an unofficial stone, %s in Black's proposal and %s in White's"), q.GTP(size), stoneName(a.Board.At(q)), stoneName(b.Board.At(q))))
				continue
			}
			who := T("Black's proposal")
			if a.Board.At(q) == 0 {
				who = T("White's proposal")
			}
			parts = append(parts, fmt.Sprintf(T("%s: an unofficial stone in %s only"), q.GTP(size), who))
			continue
		}
		for _, s := range a.Board.Chain(q) {
			seen[s] = true
		}
		parts = append(parts, fmt.Sprintf(T("the chain at %s: %s for Black, %s for White"), q.GTP(size), life(a, q), life(b, q)))
	}
	return T("Where the proposals differ: ") + strings.Join(parts, T("; "))
}

// stoneName is a stone's colour as the tools name it (黒石, 白石).
func stoneName(c igo.Colour) string {
	if c == igo.White {
		return T("White stone")
	}
	return T("Black stone")
}
