package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Seed 002's early final: `taikai pair` of round 6 with A (4–0) v B (4–0)
// held 勝敗預かり in round 5 is refused (exit 1) with the reason in
// Japanese under LANG=ja; after `taikai rule … 40-24` it pairs round 6
// without A, the early finalist.
func TestCLI_PairSeed002EarlyFinalWaitsForThePendingRuling(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "new", file, "--game", "othello", "--name", "王座戦")
	for _, n := range []string{"青木 一郎", "井上 二郎", "上田 三郎", "江藤 四郎", "小野 五郎", "加藤 六郎"} {
		mustRun(t, "players", "add", file, "--name", n)
	}
	withService(t, file, func(s *tournament.Service) {
		require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
			for i, gs := range [][][3]int{
				{{1, 3}, {2, 4}, {5, 6}}, {{1, 4}, {2, 5}, {3, 6}}, {{1, 5}, {2, 6}, {3, 4}}, {{1, 6}, {2, 3}, {4, 5}}, {{1, 2}, {3, 5}, {4, 6}},
			} {
				r := tournament.Round{Number: i + 1, Published: true}
				for j, p := range gs {
					r.Games = append(r.Games, tournament.Game{Table: j + 1, Black: p[0], White: p[1], Result: &tournament.Result{Text: "40-24"}})
				}
				if i == 4 {
					r.Games[0].Result = nil
				}
				if err := w.PutRound(r); err != nil {
					return err
				}
			}
			return nil
		}))
	})
	mustRun(t, "dispute", file, "5", "1", "--black-claim", "40-24", "--white-claim", "24-40", "--resumed-without-progress")

	t.Setenv("LANG", "ja_JP.UTF-8")
	code, out, errs := run(t, "pair", file)
	assert.Equal(t, ExitRefused, code, out)
	assert.Contains(t, errs, "5回戦1番卓（青木 一郎 対 井上 二郎） は勝敗預かりです")
	assert.Contains(t, errs, "早期決勝進出の判定と6回戦の組合せは裁定を待ちます")

	mustRun(t, "rule", file, "5", "1", "40-24", "--reason", "正規棋譜で確認")
	out = mustRun(t, "pair", file)
	assert.Contains(t, out, "全勝者は6回戦を行わず決勝戦に進出します")
	assert.False(t, strings.Contains(out, "青木 一郎"), "the early finalist is not paired in round 6:\n"+out)
}
