package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A 2勝通過2敗失格 予選 of 8 through the CLI: section add --format qualify
// --wins 2 --losses 2 --bye win, rounds paired and their cards entered
// (the name first in order wins) until pair says the stage is over, 3
// rounds by hand (4 games, 4, 2); the standings show 4 通過 then 4 失格.
func TestCLI_Issue25QualifySectionPairedUntilOverStandingsShowQualifiedAndEliminated(t *testing.T) {
	_, file := englishEvent(t, "q.taikai")
	cmds := [][]string{
		{"new", file, "--name", "予選大会"},
		{"section", "add", file, "Q", "--name", "予選", "--game", "go", "--format", "qualify", "--wins", "2", "--losses", "2", "--bye", "win", "--tables", "1-8"},
	}
	for _, n := range []string{"01", "02", "03", "04", "05", "06", "07", "08"} {
		cmds = append(cmds, []string{"players", "add", file, "--name", "選手" + n, "--rank", "1d"})
	}
	runOK(t, cmds...)
	var games []int
	for round := 1; round <= 4; round++ {
		code, out, errw := run(t, "pair", file, "--format", "csv")
		if round == 4 {
			assert.Equal(t, ExitRefused, code, out)
			assert.Contains(t, errw, "the stage is over: everyone has qualified or been eliminated after 3 rounds; qualified (4): ")
			break
		}
		require.Equal(t, ExitOK, code, errw)
		rows := csvRows(t, out)
		games = append(games, len(rows))
		for _, r := range rows {
			result := "W+R"
			if r["black"] < r["white"] {
				result = "B+R"
			}
			mustRun(t, "card", file, r["table"], result)
		}
	}
	assert.Equal(t, []int{4, 4, 2}, games)

	out := mustRun(t, "standings", file, "--format", "csv")
	rows := csvRows(t, out)
	require.Len(t, rows, 8)
	for i, r := range rows {
		want := "通過"
		if i >= 4 {
			want = "失格"
		}
		assert.Equal(t, want, r["status"], "row %d: %v", i+1, r)
	}
	assert.Equal(t, "2勝0敗", rows[0]["record"])
	assert.Equal(t, "0勝2敗", rows[7]["record"])

	out = mustRun(t, "standings", file)
	assert.Contains(t, out, "通過")
	assert.Contains(t, out, "失格")
	assert.True(t, strings.Index(out, "通過") < strings.Index(out, "失格"), out)
}
