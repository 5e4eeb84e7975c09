package cli

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPairings_JapaneseTableSaysResultsInTheGamesWords: under LANG=ja the
// pairings table says each stored result in its game's Japanese (白不戦勝,
// 持将棋 … 先手勝ち, 31-33 黒の時間切れ負け) and the rated flag as 対象/対象外,
// while --format csv keeps the stored codes and yes/no that scripts read.
func TestPairings_JapaneseTableSaysResultsInTheGamesWords(t *testing.T) {
	for _, c := range []struct {
		game  string
		words map[string]string // stored code → the table's words
	}{
		{"othello", map[string]string{"31-33:timeout-black": "31-33 黒の時間切れ負け", "33-31:foul-white": "33-31 白の反則負け",
			"forfeit-white": "白の不戦敗", "17-47": "17-47"}},
		{"go", map[string]string{"W+0.5": "白半目勝ち", "forfeit-black": "白不戦勝", "B+2.5": "黒2目半勝ち", "W+T": "白時間切れ勝ち", "B+R": "黒中押し勝ち"}},
		{"shogi", map[string]string{"foul-sente": "先手反則負け", "jishogi-24:31-23": "持将棋（24点法 先手31点・後手23点）先手勝ち",
			"timeout-gote": "後手時間切れ負け", "forfeit-gote": "先手不戦勝", "sente": "先手勝ち", "gote": "後手勝ち"}},
	} {
		t.Run(c.game, func(t *testing.T) {
			_, file := japaneseEvent(t, "ev.taikai")
			mustRun(t, "demo", file, "--game", c.game, "--rounds", "2")
			data := mustRun(t, "pairings", file, "--round", "1", "--format", "csv")
			people := mustRun(t, "pairings", file, "--round", "1")

			rows := readCSV(t, data)
			require.Equal(t, []string{"round", "table", "black", "white", "black_score", "white_score", "result", "rated", "why"}, rows[0])
			lines := map[string][]string{} // table number → the table's cells
			for _, l := range strings.Split(people, "\n") {
				if f := strings.Fields(l); len(f) > 2 && f[0] == "1" {
					lines[f[1]] = f
				}
			}
			seen := map[string]bool{}
			for _, r := range rows[1:] {
				stored, rated := r[6], r[7]
				require.Contains(t, []string{"yes", "no"}, rated, "csv keeps yes/no")
				line := strings.Join(lines[r[1]], " ")
				require.NotEmpty(t, line, "table %s in the people's table", r[1])
				ratedJa := map[string]string{"yes": " 対象 ", "no": " 対象外 "}[rated]
				assert.Contains(t, line+" ", ratedJa, "table %s", r[1])
				assert.NotContains(t, line, " yes", "table %s", r[1])
				assert.NotContains(t, line, " no ", "table %s", r[1])
				if want, ok := c.words[stored]; ok {
					seen[stored] = true
					assert.Contains(t, line, " "+want+" ", "table %s: %s", r[1], stored)
				}
				// Disc counts (17-47) stay figures; a code with letters never shows.
				if strings.ContainsFunc(stored, unicode.IsLetter) {
					assert.NotContains(t, line, " "+stored+" ", "table %s keeps the code %s", r[1], stored)
				}
			}
			for code := range c.words {
				assert.True(t, seen[code], "the demo's round 1 has a %s game in the CSV", code)
			}
		})
	}
}

// The reports table under LANG=ja says the stored result in the game's
// Japanese (33-31 白の反則負け); --format csv keeps the stored code.
func TestReports_JapaneseTableSaysTheStoredResultInWords(t *testing.T) {
	englishEnv(t)
	file, paths := pairedWithReports(t)
	phoneReports(t, file, paths["1"], 1, "33-31:foul-white")

	data := mustRun(t, "reports", file, "--format", "csv")
	rows := readCSV(t, data)
	require.Len(t, rows, 2)
	assert.Equal(t, "33-31:foul-white", rows[1][4], "the stored column keeps the code")

	japaneseEnv(t)
	people := mustRun(t, "reports", file)
	assert.Contains(t, people, "33-31 白の反則負け")
	lines := strings.Split(strings.TrimSpace(people), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[0], "記録")
	// The phone's own text (結果 column) is what was typed; the 記録 column
	// no longer repeats the code.
	assert.Equal(t, 1, strings.Count(lines[1], "33-31:foul-white"), lines[1])
}
