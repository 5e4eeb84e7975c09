package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// Seed 002 (決勝は引き分けなし; rules 21, 23): `taikai certification` of a
// final recorded 勝敗預かり says 未定 for both finalists under LANG=ja, and
// nobody is 1位; once the arbiter rules, the winner is 1位 七段.
func TestCLI_CertificationSeed002PendingFinalSaysUndecided(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--players", "12", "--rounds", "6")
	mustRun(t, "finals", file)
	var black, white string
	withService(t, file, func(s *tournament.Service) {
		h, _, _, err := othellogame.Of(s).HiddenDiscRoles(7, 1)
		require.NoError(t, err)
		_, err = othellogame.Of(s).RecordHiddenDisc(7, 1, h, "black", "black", "colour", "white")
		require.NoError(t, err)
		r, err := s.Round(7)
		require.NoError(t, err)
		names, _ := s.Names()
		black, white = names[r.Games[0].Black], names[r.Games[0].White]
	})
	mustRun(t, "result", file, "7", "1", "pending")

	t.Setenv("LANG", "ja_JP.UTF-8")
	out := mustRun(t, "certification", file)
	lines := strings.Split(out, "\n")
	require.GreaterOrEqual(t, len(lines), 3, out)
	for _, l := range lines[1:3] {
		assert.Regexp(t, `^未定 +(`+black+`|`+white+`) +[0-9.]+ +未定 +決勝戦勝敗預かり：裁定待ち$`, l)
	}
	assert.NotContains(t, out, "1位")
	assert.NotContains(t, out, "七段")

	t.Setenv("LANG", "C")
	out = mustRun(t, "certification", file, "--format", "csv")
	rows := readCSV(t, out)
	assert.Equal(t, []string{"place", "name", "prelim_wins", "certified", "fee", "basis"}, rows[0])
	assert.Equal(t, "undecided", rows[1][0])
	assert.Equal(t, "final pending a ruling: no winner until the arbiter rules", rows[1][5])

	withService(t, file, func(s *tournament.Service) {
		_, err := s.RecordResult(7, 1, "40-24")
		require.NoError(t, err)
	})
	out = mustRun(t, "certification", file, "--format", "csv")
	rows = readCSV(t, out)
	assert.Equal(t, []string{"1", black, rows[1][2], "七段", "free", "winner"}, rows[1])
}
