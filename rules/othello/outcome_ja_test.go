package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 16: the outcome typed in Japanese, as the arbiter says it, is the
// same result as its keyword; with discs after a colon too.
func TestParseResult_Issue16OutcomesInJapanese(t *testing.T) {
	for _, tc := range []struct {
		typed string
		want  string
	}{
		{"黒不戦敗", "forfeit-black"},
		{"黒の不戦敗", "forfeit-black"},
		{"不戦敗（白）", "forfeit-white"},
		{"白不戦勝", "forfeit-black"},
		{"黒時間切れ負け", "timeout-black"},
		{"白の時間切れ", "timeout-white"},
		{"白時間切れ勝ち", "timeout-black"},
		{"31-33:黒時間切れ", "31-33:timeout-black"},
		{"３１－３３：黒の時間切れ負け", "31-33:timeout-black"},
		{"黒反則負け", "foul-black"},
		{"33-31：白反則", "33-31:foul-white"},
		{"双方時間切れ", "both-timeout"},
		{"両負け", "double-loss"},
		{"無勝負", "no-result"},
		{"勝敗預かり", "pending"},
		{"forfeit-black", "forfeit-black"},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			r, err := ParseResult(tc.typed)
			require.NoError(t, err)
			assert.Equal(t, tc.want, r.String())
		})
	}
	for _, bad := range []string{"黒", "不戦敗", "黒白不戦敗", "黒勝ち", "黒の", "時間切れ黒白"} {
		_, err := ParseResult(bad)
		assert.Error(t, err, bad)
	}
}
