package yonin

import (
	"fmt"
	"strings"
)

// ParentMark is the mark 親 that report lines put after the parent's points.
const ParentMark = "親"

// FormatStanding writes one line of a table's report as the federation
// publishes them, 「1位 山田 (24pt)」, with 「 親」 appended for the parent of
// the game just played: 「2位 佐藤 (12pt) 親」.
func FormatStanding(rank int, name string, points int, parent bool) string {
	line := fmt.Sprintf("%d位 %s (%dpt)", rank, strings.TrimSpace(name), points)
	if parent {
		line += " " + ParentMark
	}
	return line
}

// FormatReport writes the lines of a table's report after a game: the
// standings in rank order, names by seat, the parent (親) marked; parent
// may be NoSeat.
func FormatReport(standings []Standing, names [Seats]string, parent int) []string {
	out := make([]string, len(standings))
	for i, st := range standings {
		out[i] = FormatStanding(st.Rank, seatLabel(names, st.Seat), st.Points, st.Seat == parent)
	}
	return out
}
