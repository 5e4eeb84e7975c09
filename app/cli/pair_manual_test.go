package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38: a 2勝通過2敗失格 of 4 whose two 1勝1敗 already met stopped
// with "pair it by hand" and no verb did. pair says how on; --rematch
// pairs the only game with the arbiter's consent; --manual pairs by hand
// (a copy of the file before), names or numbers, the rules it breaks
// warned on stderr.
func TestCLI_Issue38StuckQualifyRematchOrByHand(t *testing.T) {
	_, file := englishEvent(t, "q.taikai")
	cmds := [][]string{
		{"new", file, "--name", "予選大会"},
		{"section", "add", file, "Q", "--name", "予選", "--game", "go", "--format", "qualify", "--wins", "2", "--losses", "2"},
		{"players", "add", file, "--name", "甲", "--rank", "1d"},
		{"players", "add", file, "--name", "乙", "--rank", "1d"},
		{"players", "add", file, "--name", "丙", "--rank", "1d"},
		{"players", "add", file, "--name", "丁", "--rank", "1d"},
		// By hand as the computer would pair them: round 1 甲 beats 乙,
		// 丙 beats 丁; round 2 甲 beats 丙 (2勝: through), 丁 beats 乙
		// (2敗: out). The two 1勝1敗, 丙 and 丁, met in round 1.
		{"pair", file, "--manual", "1:甲-乙", "2:丙-丁"},
		{"result", file, "1", "1", "B+R"},
		{"result", file, "1", "2", "B+R"},
		{"pair", file, "--manual", "1:甲-丙", "2:丁-乙"},
		{"result", file, "2", "1", "B+R"},
		{"result", file, "2", "2", "B+R"},
	}
	runOK(t, cmds...)
	code, _, errw := run(t, "pair", file)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "--rematch")
	assert.Contains(t, errw, "--manual")

	out := mustRun(t, "pair", file, "--rematch", "--format", "csv")
	rows := csvRows(t, out)
	require.Len(t, rows, 1)
	assert.ElementsMatch(t, []string{"丙", "丁"}, []string{rows[0]["black"], rows[0]["white"]})
	assert.Contains(t, rows[0]["why"], "rematch (再戦) with the arbiter's consent")

	mustRun(t, "unpair", file)
	runFails(t, ExitRefused, "甲 does not play round 3", "pair", file, "--manual", "3:丁-甲")
	code, out, errw = run(t, "pair", file, "--manual", "3:丁-丙", "--format", "csv")
	require.Equal(t, ExitOK, code, errw)
	assert.Contains(t, errw, "warning: rematch")
	rows = csvRows(t, out)
	require.Len(t, rows, 1)
	assert.Equal(t, "3", rows[0]["table"])
	assert.Equal(t, "丁", rows[0]["black"])

	code, _, _ = run(t, "pair", file, "--manual", "1:甲-乙", "--all")
	assert.Equal(t, ExitUsage, code)
}
