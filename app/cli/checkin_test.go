package cli

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func checkinFile(t *testing.T, n int) string {
	t.Helper()
	_, file := englishEvent(t, "checkin.taikai")
	mustRun(t, "new", file, "--game", "othello", "--name", "受付大会")
	for i := 1; i <= n; i++ {
		mustRun(t, "players", "add", file, "--name", fmt.Sprintf("選手%d", i), "--rank", "1d")
	}
	return file
}

func TestCLI_Issue28CheckinListAndUndo(t *testing.T) {
	file := checkinFile(t, 3)
	out := mustRun(t, "checkin", file, "選手1")
	assert.Contains(t, out, "#1 選手1 checked in")
	mustRun(t, "checkin", file, "選手2")
	mustRun(t, "checkin", file, "選手2", "--undo")
	out = mustRun(t, "checkin", file, "--list")
	assert.Equal(t, "checked in (1):\n  #1 選手1\nnot checked in (2):\n  #2 選手2\n  #3 選手3\n", out)
	code, _, errs := run(t, "checkin", file, "誰か")
	assert.Equal(t, ExitRefused, code, errs)
	code, _, _ = run(t, "checkin", file)
	assert.Equal(t, ExitUsage, code)
}

func TestCLI_Issue28PairRound1RefusesUncheckedUntilTheArbiterDecides(t *testing.T) {
	file := checkinFile(t, 6)
	// Nobody checked in: check-in not used, round 1 pairs as always.
	other := checkinFile(t, 4)
	mustRun(t, "pair", other)

	for _, who := range []string{"選手1", "選手2", "選手3", "選手4"} {
		mustRun(t, "checkin", file, who)
	}
	code, _, errs := run(t, "pair", file)
	require.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "2 have not checked in: #5 選手5, #6 選手6")
	assert.Contains(t, errs, "--absent-unchecked")
	code, out, _ := run(t, "pairings", file)
	assert.Equal(t, ExitRefused, code, "nothing paired: %s", out)

	code, _, _ = run(t, "pair", file, "--absent-unchecked", "--ignore-checkin")
	assert.Equal(t, ExitUsage, code)

	out = mustRun(t, "pair", file, "--absent-unchecked", "--format", "csv")
	assert.NotContains(t, out, "選手5")
	assert.NotContains(t, out, "選手6")
	out = mustRun(t, "log", file)
	assert.Contains(t, out, "absent in round 1 (not checked in)")

	file2 := checkinFile(t, 4)
	mustRun(t, "checkin", file2, "選手1")
	out = mustRun(t, "pair", file2, "--ignore-checkin", "--format", "csv")
	assert.Contains(t, out, "選手4", "paired all the same")
}
