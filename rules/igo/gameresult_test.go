package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseGameResult_Section1ResultKinds(t *testing.T) {
	tests := []struct {
		in, canon, ja string
		black, white  int
		counted       bool
	}{
		{"B+R", "B+R", "黒中押し勝ち", 2, 0, true},
		{"w+3.5", "W+3.5", "白3目半勝ち", 0, 2, true},
		{"黒＋１２", "B+12", "黒12目勝ち", 2, 0, true},
		{"白中押し", "W+R", "白中押し勝ち", 0, 2, true},
		{"B+T", "B+T", "黒時間切れ勝ち", 2, 0, true},
		{"jigo", "jigo", "持碁", 1, 1, true},
		{"W+J", "W+J", "白勝ち（持碁）", 0, 2, true},
		{"forfeit-white", "forfeit-white", "黒不戦勝", 2, 0, true},
		{"foul-black", "foul-black", "白反則勝ち", 0, 2, true},
		{"double-loss", "double-loss", "両負け", 0, 0, true},
		{"no-result", "no-result", "無勝負", 0, 0, false},
		{"no-result-replay", "no-result-replay", "無勝負（打ち直し）", 0, 0, false},
		{"pending", "pending", "勝敗預かり", 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r, err := ParseGameResult(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.canon, r.String())
			assert.Equal(t, tt.ja, r.Japanese())
			b, w, c := r.Points()
			assert.Equal(t, []any{tt.black, tt.white, tt.counted}, []any{b, w, c})
			again, err := ParseGameResult(r.String())
			require.NoError(t, err)
			assert.Equal(t, r, again)
		})
	}
}

func TestParseGameResult_RejectsNonsense(t *testing.T) {
	// "B+" is a win without a margin (SGF; issue 38), not nonsense.
	for _, in := range []string{"", "X+R", "+", "B+0", "B+-3", "B+3.3", "40-24", "B+R+1"} {
		_, err := ParseGameResult(in)
		assert.ErrorIs(t, err, ErrResultSyntax, in)
	}
}

func FuzzParseGameResult(f *testing.F) {
	for _, s := range []string{"B+R", "W+3.5", "jigo", "pending", "黒中押し", "白の中押し勝ち", "黒の反則負け", "白ジゴ勝ち"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := ParseGameResult(s)
		if err != nil {
			return
		}
		again, err := ParseGameResult(r.String())
		if err != nil || again != r {
			t.Fatalf("%q → %q does not read back: %v", s, r.String(), err)
		}
	})
}

// Issue 38: a margin too large says so, not that it must be positive.
func TestParseGameResult_Issue38MarginTooLargeSaysSo(t *testing.T) {
	_, err := ParseGameResult("W+1000.5")
	require.ErrorIs(t, err, ErrResultSyntax)
	assert.Contains(t, err.Error(), "more than a game can be won by (400 at most)")
	assert.NotContains(t, err.Error(), "positive")
	var re *ResultError
	require.ErrorAs(t, err, &re)
	assert.Contains(t, re.Ja, "1000目半の差で勝つ対局はありません")
	_, err = ParseGameResult("B+0")
	assert.ErrorContains(t, err, "positive")
	r, err := ParseGameResult("W+400")
	require.NoError(t, err)
	assert.Equal(t, 800, r.Margin)
}
