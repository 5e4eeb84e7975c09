package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// sideCases are a game that names its sides (shogi: 先手, 後手) and one that
// does not (黒, 白), with what the command line says of each.
var sideCases = []struct {
	game, both, first, second string
	not                       string // what the game's lines never say
}{
	{"shogi", "先手後手", "先手", "後手", "黒"},
	{"othello", "黒白", "黒", "白", "先手"},
}

// Issue 30, sides through the seam: `taikai swap --colours` and the 操作履歴
// of the swap say the section's sides, 先手後手 in a shogi event and 黒白 in
// an Othello one.
func TestCLI_Issue30SwapColoursSaysTheGamesSides(t *testing.T) {
	japaneseEnv(t)
	for _, c := range sideCases {
		t.Run(c.game, func(t *testing.T) {
			file := newEventFile(t, "ev.taikai", "demo", "--game", c.game)
			mustRun(t, "pair", file)
			out := mustRun(t, "swap", file, "1", "--colours", "1")
			assert.Equal(t, "1 回戦 1 番卓："+c.both+"を入れ替えました\n", out)
			log := mustRun(t, "log", file)
			assert.Contains(t, log, c.both+"の入れ替え（1回戦 1番卓）")
			assert.Contains(t, log, "1回戦 1番卓："+c.both+"を入れ替え（"+c.first+" ")
			assert.Contains(t, log, "、"+c.second+" ")
		})
	}
}

// Issue 30, sides through the seam: a team match's boards name each
// player's side as the section's game does: 青木 一郎（先手）in a shogi team
// section, （黒）in an Othello one, in the pairings and after a substitute.
func TestCLI_Issue30TeamBoardsSayTheGamesSides(t *testing.T) {
	japaneseEnv(t)
	for _, c := range sideCases {
		t.Run(c.game, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "ev.taikai")
			teamsCSV := writeFile(t, "teams.csv", fourTeamsCSV)
			runOK(t, [][]string{
				{"new", file, "--name", "職域大会"},
				{"section", "add", file, "T", "--name", "団体戦", "--game", c.game, "--team-boards", "3", "--tables", "1-10"},
				{"teams", "import", file, teamsCSV},
				{"pair", file, "--section", "T"},
			}...)
			out := mustRun(t, "pairings", file, "--section", "T")
			assert.Contains(t, out, "（"+c.first+"）")
			assert.Contains(t, out, "（"+c.second+"）")
			assert.NotContains(t, out, "（"+c.not)
			out = mustRun(t, "teams", "substitute", file, "1", "東京銀行", "三将", "江藤 四郎", "--section", "T")
			assert.Contains(t, out, "（"+c.first+"）")
			assert.Contains(t, out, "（"+c.second+"）")
		})
	}
}
