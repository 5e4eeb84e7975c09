package teams_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// roundRobinOfFour plays a round robin of four 3-board Go teams T1–T4 with
// the section's tiebreaks setting, each match's boards won as boards says
// (by the pair's names, the first named's boards); it returns the
// standings by team name: rank and tied.
func roundRobinOfFour(t *testing.T, tiebreaks string, boards map[[2]string]int) []string {
	t.Helper()
	_, s := teamEvent(t, tournament.SectionForm{Key: "T", Game: "go", Format: "roundrobin", TeamBoards: 3,
		Settings: map[string]string{"seed": "8", "tiebreaks": tiebreaks, "handicap": "false"}})
	for _, n := range []string{"T1", "T2", "T3", "T4"} {
		addTeam(t, s, n, "1d", "1d", "1d")
	}
	names, _ := s.Names()
	playOut(t, s, func(m tournament.Game) string {
		a, b := names[m.Black], names[m.White]
		won, ok := boards[[2]string{a, b}]
		if !ok {
			won = 3 - boards[[2]string{b, a}]
		}
		return strings.Repeat("○", won) + strings.Repeat("×", 3-won)
	})
	tab, err := s.Standings(0)
	require.NoError(t, err)
	var out []string
	for _, r := range tab.Rows {
		row := names[r.ID]
		if r.Tied {
			row += "="
		}
		out = append(out, row)
	}
	return out
}

// After match points and board points the section's tiebreaks decide, in
// its order: T1 and T2 are level on both (two matches won, five boards)
// and on SOS, and T1 beat T2. With SOS alone they share the place; with
// the head-to-head after SOS T1 is above T2.
func TestTeams_Issue26TiesBrokenByTheSectionsTiebreaksInOrder(t *testing.T) {
	boards := map[[2]string]int{
		{"T1", "T2"}: 2, {"T1", "T3"}: 1, {"T1", "T4"}: 2,
		{"T2", "T3"}: 2, {"T2", "T4"}: 2,
		{"T3", "T4"}: 3,
	}
	assert.Equal(t, []string{"T3", "T1=", "T2=", "T4"}, roundRobinOfFour(t, "sos", boards))
	assert.Equal(t, []string{"T3", "T1", "T2", "T4"}, roundRobinOfFour(t, "sos,h2h", boards))
}
