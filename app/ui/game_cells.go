package ui

import (
	"strconv"

	"taikai/tournament"
)

// The cells of a game's row that the pairings and the result entry
// screens both show.

// gameTableCell is the game's table: — for a bye, which has none.
func gameTableCell(g tournament.Game) string {
	if g.IsBye() {
		return "—"
	}
	return strconv.Itoa(g.Table)
}

// gameWhiteCell is White's name, of names: bye (不戦勝（バイ）) for a bye.
func gameWhiteCell(g tournament.Game, names map[int]string) string {
	if g.IsBye() {
		return tr("bye", "不戦勝（バイ）")
	}
	return names[g.White]
}
