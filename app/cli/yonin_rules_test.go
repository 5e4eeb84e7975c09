package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// yoninFile makes a four-player shogi event with table A of 予選 seated by
// the first four participants; it returns the file and their names.
func yoninFile(t *testing.T) (string, [4]string) {
	t.Helper()
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--game", "yonin", "--players", "6")
	_, out, _ := run(t, "players", "list", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	var n [4]string
	for i := range n {
		n[i] = strings.Split(lines[i+1], ",")[1]
	}
	mustRun(t, "yonin", "table", file, "予選", "A", n[0], n[1], n[2], n[3])
	return file, n
}

// seed ■2 (7-1): `--penalty PLAYER`, repeatable, a 反則点 without
// elimination; PLAYER is a seat number 1–4, a name or CPU1–4.
func TestCLI_Seed7_1ContinuousCheckCostsAFoulPointWithoutElimination(t *testing.T) {
	tests := []struct {
		name      string
		penalties []string
		points    string // after the game: seat 1 mates everybody as parent
		shown     string
	}{
		{"none", nil, "%1 20 (親), %2 9, %3 8, %4 7", ""},
		{"twice on the winner, by seat number", []string{"1", "1"}, "%1 18 (親), %2 9, %3 8, %4 7", "反則点 (no elimination): %1 −2"},
		{"by name and seat", []string{"%3", "4"}, "%1 20 (親), %2 9, %3 7, %4 6", "反則点 (no elimination): %3 −1, %4 −1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file, n := yoninFile(t)
			sub := func(s string) string {
				for i := range n {
					s = strings.ReplaceAll(s, "%"+string(rune('1'+i)), n[i])
				}
				return s
			}
			argv := []string{"yonin", "game", file, "予選", "A", "--mated", "4<1,3<1,2<1"}
			for _, p := range tt.penalties {
				argv = append(argv, "--penalty", sub(p))
			}
			out := mustRun(t, argv...)
			assert.Contains(t, out, sub(tt.points))
			if tt.shown != "" {
				assert.Contains(t, out, sub(tt.shown))
			}
		})
	}
	file, _ := yoninFile(t)
	runFails(t, ExitRefused, "seats 1–4", "yonin", "game", file, "予選", "A", "--mated", "4<1,3<1,2<1", "--penalty", "CPU4")
}

// Item 3 of issue 14: `--void` with eliminations or penalties is refused,
// and every message counts seats 1–4 with the player's name.
func TestCLI_Seed7VoidWithEliminationsIsRefused(t *testing.T) {
	file, n := yoninFile(t)
	tests := []struct {
		args []string
		code int
		says string
	}{
		{[]string{"--void", "--mated", "4<1"}, ExitRefused, "--void takes no eliminations"},
		{[]string{"--void", "--penalty", "2"}, ExitRefused, "a void game takes no --penalty"},
		{[]string{"--mated", "4<1,4<2,3<1"}, ExitRefused, n[3] + " (seat 4) was already mated"},
		{[]string{"--mated", "2<3:foul"}, ExitRefused, "so the mate goes to " + n[0] + " (seat 1)"},
		{[]string{"--mated", "4<1", "--material", "1:p3;2:p3;3:p3;4:p3"}, ExitRefused, n[3] + " (seat 4) was mated in this game"},
		{[]string{"--mated", "4<1,3<1,2<1", "--penalty="}, ExitUsage, "--penalty takes a player"},
		{[]string{"--material", "1:p1;2:p1;3:p1;4:p1", "--nyugyoku", "2"}, ExitUsage, "--conditions"},
		{[]string{"--material", "1:p1;2:p1;3:p1;4:p1", "--nyugyoku", "2", "--conditions", "yyy"}, ExitUsage, "give 5 answers"},
		{[]string{"--nyugyoku", "2", "--conditions", "yyyyy"}, ExitUsage, "持将棋 needs --material"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, errs := run(t, append([]string{"yonin", "game", file, "予選", "A"}, tt.args...)...)
			assert.Equal(t, tt.code, code, errs)
			assert.Contains(t, errs, tt.says)
			assert.NotContains(t, errs, "seat 0")
		})
	}
	out := mustRun(t, "yonin", "game", file, "予選", "A", "--void")
	assert.Contains(t, out, "千日手, void")
}

// seed ■2 (5), (6): `--material` ranks a 持将棋 by the four criteria and
// prints which decided each place; `--jishogi` stays as the override;
// `--nyugyoku … --conditions` checks the five conditions first.
func TestCLI_Seed5JishogiMaterialGrammarAndNyugyoku(t *testing.T) {
	file, n := yoninFile(t)
	// Seat 4 mated by seat 1, seat 3 by seat 2; 1 and 2 left, equal on ①
	// and ②: ③ (the stands of their victims) decides.
	out := mustRun(t, "yonin", "game", file, "予選", "A", "--mated", "4<1,3<2", "--material", "1:r1,p10,h2；２：飛１、小十、台五")
	assert.Contains(t, out, "1. "+n[1])
	assert.Contains(t, out, "2. "+n[0])
	assert.Contains(t, out, "decided by ③ pieces on the stands of the players mated")

	// The typed order alone, as before: an override.
	out = mustRun(t, "yonin", "game", file, "予選", "A", "--mated", "4<1", "--jishogi", "3,1,2")
	assert.Contains(t, out, "order typed by the arbiter (override)")

	// 入玉宣言 with a "no": refused, nothing recorded.
	_, before, _ := run(t, "log", file)
	code, _, errs := run(t, "yonin", "game", file, "予選", "A", "--material", "1:p1;2:p1;3:p1;4:p9", "--nyugyoku", "4", "--conditions", "yy×yy")
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, "play continues")
	assert.Contains(t, errs, "③自玉が敵陣3段目以内に入玉していること")
	_, after, _ := run(t, "log", file)
	assert.Equal(t, before, after, "nothing recorded")
	out = mustRun(t, "yonin", "game", file, "予選", "A", "--material", "1:p1;2:p1;3:p1;4:p9", "--nyugyoku", n[3], "--conditions", "○○○○○")
	assert.Contains(t, out, "入玉宣言 by "+n[3])

	_, out, _ = run(t, "help", "yonin")
	for _, w := range []string{"--penalty PLAYER", "--material", "r N", "p N", "h N", "--nyugyoku PLAYER --conditions", "override"} {
		assert.Contains(t, out, w)
	}
}
