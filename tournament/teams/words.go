package teams

import "taikai/tournament"

// boardTitles are the boards' names in a team's order: 主将 (board 1) …
// 七将 (board 7), as team events write them.
var boardTitles = []string{"主将", "副将", "三将", "四将", "五将", "六将", "七将"}

// BoardTitle is board k's name (k from 1): 主将, 副将, 三将 …; "" out of
// range.
func BoardTitle(k int) string {
	if k < 1 || k > len(boardTitles) {
		return ""
	}
	return boardTitles[k-1]
}

// Winner returns the team that won match m (0 for a drawn match); decided
// false while a board has no result or is held pending a ruling, or for a
// game that is not a match.
func Winner(m tournament.Game) (team int, decided bool) {
	mt, err := matchOf(m)
	if err != nil || len(mt.Boards) == 0 {
		return 0, false
	}
	return winner(mt, m)
}
