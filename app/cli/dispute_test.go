package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// disputedOthello is a 4-player Othello event with round 1 paired and its
// tables 1 and 2 disputed: both players of each claim `claims[i]`.
func disputedOthello(t *testing.T, claims ...string) string {
	t.Helper()
	englishEnv(t)
	file := filepath.Join(t.TempDir(), "ev.taikai")
	code, _, errs := run(t, "demo", file, "--players", "4")
	require.Equal(t, ExitOK, code, errs)
	code, _, errs = run(t, "pair", file)
	require.Equal(t, ExitOK, code, errs)
	for i, c := range claims {
		code, _, errs = run(t, "dispute", file, "1", string(rune('1'+i)), "--black-claim", c, "--white-claim", c)
		require.Equal(t, ExitOK, code, errs)
	}
	return file
}

// Seed 002: an Othello disagreement nobody resumes is held 勝敗預かり for the
// arbiter (rules 21, 23), not ruled 両負け, and the output says so in
// Japanese; a claim under 64 is kept as typed and proposed.
func TestCLI_DisputeSeed002OthelloHeldForTheArbiter(t *testing.T) {
	file := disputedOthello(t)
	t.Setenv("LANG", "ja_JP.UTF-8")
	code, out, errs := run(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "1 回戦 1 番卓：勝敗預かり（")
	assert.Contains(t, out, "第21項・第23項")
	assert.NotContains(t, out, "両負けとします")
	assert.Contains(t, out, "状態：勝敗預かり（裁定待ち）")
}
