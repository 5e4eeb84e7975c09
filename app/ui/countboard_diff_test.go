package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament/igo"
)

// Where the proposals differ, each difference is ringed and said once, in
// sentences of their own: a chain dead in one and alive in the other, and
// a dame each side filled with its own colour.
func TestCountBoard_Issue37DifferencesSaidOneByOne(t *testing.T) {
	_, cw := goCountWindowOf(t, "dame-forgotten")
	clickWith(t, cw, tr("Unofficial stone (Black)", "駄目詰め・手入れ（黒）"), 0, "F5")
	clickWith(t, cw, tr("Unofficial stone (White)", "駄目詰め・手入れ（白）"), 1, "F5")
	clickWith(t, cw, tr("Dead chain", "死に石（石団）"), 1, "C7") // White's proposal: its stone alive
	assert.Equal(t, "終局案の違う点：C7 の石団：黒の案は死に石、白の案は活き石。F5：駄目詰め・手入れの石が黒の終局案は黒石、白の終局案は白石", cw.differ.Text)
	ring := cw.ringed()
	assert.Len(t, ring, 2)
	for _, gtp := range []string{"C7", "F5"} {
		q, _ := pointOf(gtp, 9)
		assert.True(t, ring[q], gtp)
	}
	assert.Contains(t, cw.results[0].Text, "黒3目半勝ち")
	assert.Equal(t, igo.MarkDeadTaken, cw.counted[0].count.At(igo.Point{X: 2, Y: 2}))
}

// A stone marked dead in its own colour's territory is refused on that
// proposal with the count's Japanese message, in place of its result; the
// other proposal still counts; nothing can be saved from the refused one.
func TestCountBoard_Issue37DeadInItsOwnTerritoryRefused(t *testing.T) {
	_, cw := goCountWindowOf(t, "correct")
	clickWith(t, cw, tr("Black stone", "黒石"), 0, "B8")
	clickWith(t, cw, tr("Dead chain", "死に石（石団）"), 0, "B8")
	assert.False(t, cw.counted[0].ok)
	assert.Contains(t, cw.results[0].Text, "⚠ ")
	assert.Contains(t, cw.results[0].Text, "B8")
	assert.True(t, cw.saves[0].Disabled())
	assert.True(t, cw.counted[1].ok, "White's board counts the position without the mark")
	click(t, cw, 0, "B8", false) // alive again: the count is back
	assert.True(t, cw.counted[0].ok)
	assert.False(t, cw.saves[0].Disabled())
}
