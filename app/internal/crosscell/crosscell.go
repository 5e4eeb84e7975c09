// Package crosscell writes a game's cell of a crosstable as the printed
// sheets (app/sheets) and the workbooks (app/exports) both write it: the
// opponent's place, then, after the side taken, ○ × △.
package crosscell

import "strconv"

// Opponent names the opponent id by their place; by #id when they have
// none (not in the standings).
func Opponent(place, id int) string {
	if place == 0 {
		return "#" + strconv.Itoa(id)
	}
	return strconv.Itoa(place)
}

// Mark is the outcome by the points each side gained from the game: ○ more
// than the opponent, × fewer, △ as many and some, × as many and none (両負け).
func Mark(mine, theirs int) string {
	switch {
	case mine > theirs:
		return "○"
	case mine < theirs:
		return "×"
	case mine > 0:
		return "△"
	default:
		return "×" // 両負け
	}
}
