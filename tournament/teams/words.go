package teams

import (
	"strings"

	"taikai/tournament"
)

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

// DescribeResult implements tournament.ResultDescriber: a match entered in
// the boards' words is said board by board in the game's words
// (黒中押し勝ち、白中押し勝ち、黒時間切れ勝ち), one board's result as the
// game says it; marks (○○×) are said as they are.
func (g game) DescribeResult(ev tournament.Event, stored string) tournament.Text {
	rd, ok := g.Swiss.(tournament.ResultDescriber)
	if !ok {
		return tournament.Text{}
	}
	parts := strings.Split(stored, ",")
	en, ja := make([]string, len(parts)), make([]string, len(parts))
	for i, p := range parts {
		t := rd.DescribeResult(ev, p)
		en[i], ja[i] = orText(t.En, p), orText(t.Ja, p)
	}
	return tournament.Text{En: strings.Join(en, ","), Ja: strings.Join(ja, "、")}
}

// orText is s, or def when s is empty.
func orText(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
