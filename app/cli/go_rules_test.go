package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed go-play-rules-pandanet.txt: 三段★(1d+) is the upper half of 三段; the
// calculator takes 3d+ and 三段★ and uses the half rows of the table
// (段位差0.5: 置石なし、下手半目コミ出し).
func TestCLI_SeedHalfRankHandicapCalculator(t *testing.T) {
	englishEnv(t)
	tests := []struct {
		a, b, want string
	}{
		{"3d+", "3d", "stones=0 komi=0.5 black=2\n"},
		{"三段★", "三段", "stones=0 komi=0.5 black=2\n"},
		{"3d", "3d+", "stones=0 komi=0.5 black=1\n"},
		{"1k+", "1k", "stones=0 komi=0.5 black=2\n"},
		{"1級★", "2k", "stones=2 komi=0.5 black=2\n"},
		{"4d+", "3d", "stones=2 komi=0.5 black=2\n"},
		{"3d+", "3d+", "stones=0 komi=6.5 black=1\n"},
	}
	for _, tt := range tests {
		t.Run(tt.a+"_"+tt.b, func(t *testing.T) {
			out := mustRun(t, "handicap", "--go", tt.a, tt.b)
			assert.Equal(t, tt.want, out)
		})
	}
	runFails(t, ExitRefused, "3d+", "handicap", "--go", "pro+", "3d")
}

// A half rank typed with players add is stored as 3d+ and listed as 3d+
// (CSV) or 三段★ (the Japanese table).
func TestCLI_SeedHalfRankTypedAndListed(t *testing.T) {
	_, file := englishEvent(t, "go.taikai")
	mustRun(t, "new", file, "--game", "go", "--name", "囲碁大会")
	for _, r := range []string{"3d+", "三段★", "1級★"} {
		mustRun(t, "players", "add", file, "--name", "棋士"+r, "--rank", r)
	}
	_, out, _ := run(t, "players", "list", file, "--format", "csv")
	assert.Equal(t, 2, strings.Count(out, ",3d+,"), out)
	assert.Contains(t, out, ",1k+,")
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, out, _ = run(t, "players", "list", file)
	assert.Contains(t, out, "三段★")
	assert.Contains(t, out, "1級★")
}

// `taikai pairs list` marks a pair whose captain the rule could not decide
// (gender or birth date missing, or equal): captain to confirm (キャプテン要確認).
func TestCLI_PairsListMarksCaptainToConfirm(t *testing.T) {
	_, file := englishEvent(t, "pairgo.taikai")
	mustRun(t, "new", file, "--game", "pairgo", "--name", "ジュニアペア碁", "--date", "2026-11-21")
	for _, p := range [][]string{
		{"--name", "山田 花", "--gender", "f", "--birth", "2013-05-01"},
		{"--name", "田中 翔", "--gender", "m", "--birth", "2012-01-01"},
		{"--name", "佐藤 葵", "--birth", "2014-03-03"},
		{"--name", "鈴木 蓮", "--gender", "m", "--birth", "2013-03-03"},
	} {
		mustRun(t, append([]string{"players", "add", file, "--rank", "1k"}, p...)...)
	}
	code, _, errs := run(t, "pairs", "add", file, "山田 花", "田中 翔")
	require.Equal(t, ExitOK, code, errs)
	assert.NotContains(t, errs, "captain to confirm")
	code, _, errs = run(t, "pairs", "add", file, "佐藤 葵", "鈴木 蓮")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, errs, "captain to confirm", "registered with a warning")

	_, out, _ := run(t, "pairs", "list", file, "--format", "json")
	rows := readJSON[[]map[string]string](t, out)
	require.Len(t, rows, 2)
	assert.Equal(t, "ok", rows[0]["captain_check"])
	assert.Equal(t, "山田 花", rows[0]["captain"])
	assert.Equal(t, "to-confirm", rows[1]["captain_check"])

	_, out, _ = run(t, "pairs", "list", file)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	assert.NotContains(t, lines[1], "captain to confirm")
	assert.Contains(t, lines[2], "captain to confirm")
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, out, _ = run(t, "pairs", "list", file)
	assert.Contains(t, out, "キャプテン要確認")
}
