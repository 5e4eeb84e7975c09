package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Results typed as a Japanese score sheet writes them read as the grammar's.
func TestParseGameResult_JapaneseAsWritten(t *testing.T) {
	for _, tt := range []struct{ in, canon string }{
		{"黒中押し勝ち", "B+R"},
		{"白中押し勝ち", "W+R"},
		{"黒中押勝", "B+R"},
		{"白中押し", "W+R"},
		{"白3目半勝ち", "W+3.5"},
		{"白半目勝ち", "W+0.5"},
		{"黒11目勝ち", "B+11"},
		{"黒１１目勝ち", "B+11"},
		{"白３目半勝ち", "W+3.5"},
		{"白 3目半 勝ち", "W+3.5"},
		{"　黒　中押し　勝ち　", "B+R"},
		{"白三目半勝ち", "W+3.5"},
		{"黒十一目勝ち", "B+11"},
		{"黒二十五目勝ち", "B+25"},
		{"白百目勝ち", "W+100"},
		{"黒3.5目勝ち", "B+3.5"},
		{"黒番6目半勝ち", "B+6.5"},
		{"黒+3.5", "B+3.5"},
		{"黒＋１２", "B+12"},
		{"持碁", "jigo"},
		{"ジゴ", "jigo"},
		{"ｼﾞｺﾞ", "jigo"},
		{"じご", "jigo"},
		{"白勝ち（持碁）", "W+J"},
		{"黒時間切れ勝ち", "B+T"},
		{"白時間切れ勝ち", "W+T"},
		{"黒時間切れ負け", "W+T"},
		{"黒中押し負け", "W+R"},
		{"白3目半負け", "B+3.5"},
		{"黒不戦勝", "forfeit-white"},
		{"白不戦敗", "forfeit-white"},
		{"白反則勝ち", "foul-black"},
		{"黒反則負け", "foul-black"},
		{"両負け", "double-loss"},
		{"無勝負", "no-result"},
		{"無勝負（打ち直し）", "no-result-replay"},
		{"勝敗預かり", "pending"},
		// The English forms stay.
		{"B+R", "B+R"},
		{"w+3.5", "W+3.5"},
		{"Ｗ＋０．５", "W+0.5"},
		{"jigo", "jigo"},
		{"forfeit-black", "forfeit-black"},
		{"B + T", "B+T"},
	} {
		r, err := ParseGameResult(tt.in)
		if assert.NoError(t, err, tt.in) {
			assert.Equal(t, tt.canon, r.String(), tt.in)
		}
	}
}

// What Japanese writes reads back as the same result.
func TestParseGameResult_JapaneseReadsBack(t *testing.T) {
	for _, r := range []GameResult{
		{Winner: Black, Resign: true},
		{Winner: White, Margin: 7},
		{Winner: White, Margin: 1},
		{Winner: Black, Margin: 22},
		{Winner: White, JigoWin: true},
		{Kind: ResultJigo},
		{Kind: ResultTimeout, Winner: Black},
		{Kind: ResultForfeit, Winner: White},
		{Kind: ResultFoul, Winner: Black},
		{Kind: ResultDoubleLoss},
		{Kind: ResultNoResult},
		{Kind: ResultNoResultReplay},
		{Kind: ResultPending},
	} {
		got, err := ParseGameResult(r.Japanese())
		require.NoError(t, err, r.Japanese())
		assert.Equal(t, r, got, r.Japanese())
	}
}

func TestParseGameResult_JapaneseNonsenseRefused(t *testing.T) {
	for _, in := range []string{"黒", "白の", "黒3目半半", "黒abc勝ち", "黒勝ち（持碁）3目", "黒0目勝ち", "緑中押し勝ち", "B", "+"} {
		_, err := ParseGameResult(in)
		assert.ErrorIs(t, err, ErrResultSyntax, in)
	}
}

// Issue 38: 白投了 (White resigned) is Black's win by resignation.
func TestParseGameResult_Issue38ResignedIsTheOthersWin(t *testing.T) {
	for in, want := range map[string]string{"白投了": "B+R", "黒投了": "W+R", "白の投了": "B+R", "黒 投了": "W+R"} {
		r, err := ParseGameResult(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, r.String(), in)
		}
	}
}

// Issue 38: 白勝ち with no margin (a card that says only who won) is White's
// win, written W+ as SGF writes a win without a margin; 黒負け is White's.
func TestParseGameResult_Issue38WinWithoutAMargin(t *testing.T) {
	for in, want := range map[string]string{"白勝ち": "W+", "黒勝ち": "B+", "黒負け": "W+", "白の勝ち": "W+", "白勝": "W+", "W+": "W+", "b+": "B+", "黒＋": "B+"} {
		r, err := ParseGameResult(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, r.String(), in)
			assert.Equal(t, 0, r.Margin, in)
			back, err := ParseGameResult(r.Japanese())
			assert.NoError(t, err, r.Japanese())
			assert.Equal(t, r, back, "%s reads back from %s", in, r.Japanese())
		}
	}
	r, _ := ParseGameResult("白勝ち")
	assert.Equal(t, "白勝ち", r.Japanese())
	assert.Equal(t, White, r.Winner)
}
