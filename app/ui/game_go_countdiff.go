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
		return tr("The two proposals are the same.", "黒と白の終局案は同じです。")
	}
	a, b := cw.counted[0].pos, cw.counted[1].pos
	size := a.Board.Size
	seen := map[igo.Point]bool{}
	var parts []string
	life := func(p igo.Position, q igo.Point) string {
		if p.IsDead(q) {
			return tr("dead", "死に石")
		}
		return tr("alive", "活き石")
	}
	for _, q := range a.Board.Points() {
		if !ring[q] || seen[q] {
			continue
		}
		if a.Board.At(q) != b.Board.At(q) {
			seen[q] = true
			if a.Board.At(q) != 0 && b.Board.At(q) != 0 {
				// Both filled the point, each with its own colour.
				parts = append(parts, fmt.Sprintf(tr("%s: an unofficial stone, %s in Black's proposal and %s in White's", "%s：駄目詰め・手入れの石が黒の終局案は%s、白の終局案は%s"), q.GTP(size), stoneName(a.Board.At(q)), stoneName(b.Board.At(q))))
				continue
			}
			who := tr("Black's proposal", "黒の終局案")
			if a.Board.At(q) == 0 {
				who = tr("White's proposal", "白の終局案")
			}
			parts = append(parts, fmt.Sprintf(tr("%s: an unofficial stone in %s only", "%s：%sだけにある駄目詰め・手入れの石"), q.GTP(size), who))
			continue
		}
		for _, s := range a.Board.Chain(q) {
			seen[s] = true
		}
		parts = append(parts, fmt.Sprintf(tr("the chain at %s: %s for Black, %s for White", "%s の石団：黒の案は%s、白の案は%s"), q.GTP(size), life(a, q), life(b, q)))
	}
	return tr("Where the proposals differ: ", "終局案の違う点：") + strings.Join(parts, tr("; ", "。"))
}

// stoneName is a stone's colour as the tools name it (黒石, 白石).
func stoneName(c igo.Colour) string {
	if c == igo.White {
		return tr("White stone", "白石")
	}
	return tr("Black stone", "黒石")
}
