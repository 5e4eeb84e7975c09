package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A correction of round 1 once round 2 is paired was recorded without a
// word on the command line (the results screen says it): the later round
// was paired on the result before, and is not re-paired by itself.
func TestCLI_CorrectionOfARoundPairedPastWarnsOfTheLaterRounds(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--rounds", "1")
	table, _, _ := firstTable(t, file, 1)

	code, out, errs := run(t, "result", file, "1", table, "63-1")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "corrected from")
	assert.Contains(t, errs, "the pairings of round(s) 2 were made on the result before this change")

	t.Setenv("LANG", "ja_JP.UTF-8")
	code, _, errs = run(t, "result", file, "1", table, "62-2")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, errs, "2 回戦の組合せは、この変更の前の結果で作られています")

	// The same result typed again changes nothing, and says nothing.
	code, _, errs = run(t, "result", file, "1", table, "62-2")
	require.Equal(t, ExitOK, code)
	assert.Empty(t, errs)
}
