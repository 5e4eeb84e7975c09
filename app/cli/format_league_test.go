package cli

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// League groups from the command line: section add --format league
// --group-size 4 --advance 2 for 12 Go players, three rounds paired and
// carded (the name sorting first wins), then the standings list groups A,
// B and C, each with its two advancers.
func TestCLI_Issue25LeagueGroupsOfFourTopTwoAdvance(t *testing.T) {
	_, file := englishEvent(t, "league.taikai")
	cmds := [][]string{
		{"new", file, "--name", "囲碁リーグ"},
		{"section", "add", file, "L", "--name", "予選リーグの部", "--game", "go", "--format", "league", "--group-size", "4", "--advance", "2", "--tables", "1-6"},
	}
	for i := 1; i <= 12; i++ {
		cmds = append(cmds, []string{"players", "add", file, "--name", fmt.Sprintf("選手%02d", i), "--rank", "1d"})
	}
	runOK(t, cmds...)
	_, out, _ := run(t, "section", "list", file, "--format", "csv")
	assert.Contains(t, out, "L,予選リーグの部,go,league,12,1-6,,")

	met := map[string]int{}
	for round := 1; round <= 3; round++ {
		out := mustRun(t, "pair", file, "--format", "csv")
		rows := readCSV(t, out)
		require.Len(t, rows[1:], 6, "round %d: three groups of four play two games each", round)
		for _, r := range rows[1:] {
			black, white := r[2], r[3]
			met[min(black, white)+max(black, white)]++
			result := "W+R"
			if black < white {
				result = "B+R"
			}
			mustRun(t, "card", file, r[1], result)
		}
	}
	assert.Len(t, met, 3*6, "everyone met everyone in their group")
	runFails(t, ExitRefused, "the league groups have 3 rounds, all paired", "pair", file)

	out = mustRun(t, "standings", file, "--format", "csv")
	rows := readCSV(t, out)
	require.Equal(t, []string{"rank", "name", "group", "group_place", "wins", "place", "id", "note"}, rows[0])
	require.Len(t, rows[1:], 12)
	advancers := map[string]int{}
	for i, r := range rows[1:] {
		group := string(rune('A' + i/4))
		assert.Equal(t, group, r[2], "rows group by group")
		assert.Equal(t, fmt.Sprint(i%4+1), r[3])
		assert.Equal(t, fmt.Sprint(3-i%4), r[4])
		if r[7] == "advances" {
			advancers[group]++
		}
	}
	assert.Equal(t, map[string]int{"A": 2, "B": 2, "C": 2}, advancers)

	japaneseEnv(t)
	out = mustRun(t, "standings", file)
	assert.Contains(t, out, "組内順位")
	assert.Contains(t, out, "通過")
}
