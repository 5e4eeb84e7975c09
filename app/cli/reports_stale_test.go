package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Issue 23, through the command line: a phone reports table 1, the
// arbiter swaps its colours, and `accept` refuses the report, saying whose
// game it was made for; `reports` lists it as stale.
func TestCLI_Issue23ReportThenSwapColoursAcceptRefusesAndSaysWhy(t *testing.T) {
	englishEnv(t)
	file, paths := pairedWithReports(t)
	phoneReports(t, file, paths["1"], 1, "40-24")

	out := mustRun(t, "swap", file, "1", "--colours", "1")
	assert.Contains(t, out, "round 1 table 1: colours swapped")

	list := mustRun(t, "reports", file)
	assert.Contains(t, list, "stale")
	assert.Contains(t, list, "(Black) –", "whose game it was")
	assert.Contains(t, list, "the table is now")

	code, _, errw := run(t, "accept", file, "1", "1")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, `report #1 ("40-24") cannot be recorded for round 1 table 1: it was made for`)
	assert.Contains(t, errw, "the table is now")
	_, pairings, _ := run(t, "pairings", file, "--format", "csv")
	assert.NotContains(t, strings.Split(pairings, "\n")[1], "40-24", "nothing recorded")
	assert.NotContains(t, pairings, paths["1"]+"\n", "table 1 has a new link")

	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errw = run(t, "accept", file, "1", "1", "--report", "1")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "1 回戦 1 番卓の結果として記録できません")
	assert.Contains(t, errw, "今この卓は")
}
