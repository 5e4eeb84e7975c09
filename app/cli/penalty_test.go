package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Seed 002 rule 22 from the command line: `taikai penalty` records 持ち時間減
// (with the minutes the arbiter states), 警告 and 退場 by their Japanese
// names, answers in Japanese under LANG=ja, lists the expelled player's
// unfinished game, and `taikai penalties` lists them; `taikai help` names
// the verb.
func TestCLI_PenaltySeed002Rule22(t *testing.T) {
	englishEnv(t)
	file := pairedDemo(t, "--players", "6", "--rounds", "1")
	var player string // Black at table 1 of round 2
	withService(t, file, func(s *tournament.Service) {
		names, _ := s.Names()
		r, err := s.Round(2)
		require.NoError(t, err)
		g, _, ok := r.GameAt(1)
		require.True(t, ok)
		player = names[g.Black]
	})

	t.Setenv("LANG", "ja_JP.UTF-8")
	runFails(t, ExitRefused, "持ち時間減には減らす分数（1〜180分）を指定してください", "penalty", file, "--player", player, "--kind", "持ち時間減")
	runFails(t, ExitUsage, "--minutes は 1〜180 の数で指定してください", "penalty", file, "--player", player, "--kind", "time", "--minutes", "0")
	out := mustRun(t, "penalty", file, "--player", player, "--kind", "持ち時間減", "--minutes", "２", "--note", "不正着手")
	assert.Equal(t, "罰則："+player+"：持ち時間減 2分（2回戦 1番卓）：不正着手\n", out)
	out = mustRun(t, "penalty", file, "--player", player, "--kind", "退場")
	assert.Contains(t, out, player+" は 3 回戦から棄権扱いです（退場）。")
	assert.Contains(t, out, "2 回戦 1 番卓はまだ結果がありません。")

	t.Setenv("LANG", "C")
	out = mustRun(t, "penalty", file, "--player", player, "--kind", "warning", "--round", "1")
	assert.Contains(t, out, "penalty: "+player+": warning (round 1")
	out = mustRun(t, "penalties", file, "--format", "csv")
	rows := readCSV(t, out)
	require.Len(t, rows, 4)
	assert.Equal(t, []string{"time", "round", "table", "player", "kind", "minutes", "note", "arbiter"}, rows[0])
	assert.Equal(t, []string{"2", "1", player, "time deduction", "2", "不正着手"}, rows[1][1:7])
	assert.Equal(t, "expulsion", rows[2][4])
	_, out, _ = run(t, "help")
	assert.Contains(t, out, "taikai penalty FILE --player PLAYER --kind caution|warning|time|expulsion")
	_, out, _ = run(t, "help", "penalty")
	assert.Contains(t, out, "退場")
}
