package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// standings --round 9 of an event paired to round 2 printed the standings
// of round 6 (the last preliminary round) and exited 0: a round not paired
// is refused, saying which is the last.
func TestCLI_StandingsOfARoundNotPairedAreRefused(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--rounds", "2")

	code, out, errs := run(t, "standings", file, "--round", "9")
	assert.Equal(t, ExitRefused, code)
	assert.Empty(t, out)
	assert.Contains(t, errs, "round 9 has not been paired: the last round is 2")

	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitRefused, "3 回戦はまだ組み合わせていません（最後の回戦は 2 回戦です）", "standings", file, "--round", "3")

	code, out, _ = run(t, "standings", file, "--round", "2")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "2 回戦終了時の順位")
}
