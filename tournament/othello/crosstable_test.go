package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Issue 24: the crosstable's cell is written once, here, for the sheet,
// the screen and the venue's page (which puts a space before the discs).
func TestCrossCell_Issue24TextAsJapaneseCrosstablesWriteIt(t *testing.T) {
	places := map[int]int{7: 12, 9: 3}
	for _, c := range []struct {
		name string
		cell CrossCell
		gap  string
		want string
	}{
		{"a win with Black against the 12th", CrossCell{Opponent: 7, Colour: "B", Mark: "○", Discs: 40}, "", "12黒○40"},
		{"a forfeit loss, not for rating (rule 13)", CrossCell{Opponent: 7, Colour: "B", Mark: "×", Discs: 0, NotRated: true}, "", "12黒×0※"},
		{"a draw with White, on the venue's page", CrossCell{Opponent: 9, Colour: "W", Mark: "△", Discs: 32}, " ", "3白△ 32"},
		{"a bye", CrossCell{Mark: "不", Discs: 32}, "", "不32"},
		{"a bye on the venue's page", CrossCell{Mark: "不", Discs: 32}, " ", "不 32"},
		{"no game", CrossCell{}, " ", ""},
	} {
		assert.Equal(t, c.want, c.cell.Text(places, c.gap), c.name)
	}
}
