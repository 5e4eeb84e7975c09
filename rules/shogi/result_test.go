package shogi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parsedAs reads result in, checks that it is stored as stored and written
// in Japanese as ja, and that both read back as the same result; it
// returns the result.
func parsedAs(t *testing.T, in, stored, ja string) GameResult {
	t.Helper()
	r, err := ParseGameResult(in, Context{})
	require.NoError(t, err)
	assert.Equal(t, stored, r.String())
	assert.Equal(t, ja, r.Japanese())
	for _, again := range []string{r.String(), r.Japanese()} {
		back, err := ParseGameResult(again, Context{})
		require.NoError(t, err, again)
		assert.Equal(t, r, back, "%q reads back", again)
	}
	return r
}

func TestParseGameResult_Issue30ResultWords(t *testing.T) {
	tests := []struct {
		in, stored, ja string
		first, second  int
		counted        bool
	}{
		{"先手勝ち", "sente", "先手勝ち", 2, 0, true},
		{"後手勝ち", "gote", "後手勝ち", 0, 2, true},
		{"先手負け", "gote", "後手勝ち", 0, 2, true},
		{"後手の負け", "sente", "先手勝ち", 2, 0, true},
		{"▲勝ち", "sente", "先手勝ち", 2, 0, true},
		{"s", "sente", "先手勝ち", 2, 0, true},
		{"g", "gote", "後手勝ち", 0, 2, true},
		{"先手反則負け", "foul-sente", "先手反則負け", 0, 2, true},
		{"fg", "foul-gote", "後手反則負け", 2, 0, true},
		{"後手時間切れ負け", "timeout-gote", "後手時間切れ負け", 2, 0, true},
		{"先手不戦勝", "forfeit-gote", "先手不戦勝", 2, 0, true},
		{"先手不戦敗", "forfeit-sente", "後手不戦勝", 0, 2, true},
		{"千日手", "sennichite", "千日手（引き分け）", 1, 1, true},
		{"持将棋", "jishogi", "持将棋（引き分け）", 1, 1, true},
		{"両負け", "double-loss", "両負け", 0, 0, true},
		{"無勝負", "no-result", "無勝負", 0, 0, false},
		{"勝敗預かり", "pending", "勝敗預かり", 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := parsedAs(t, tt.in, tt.stored, tt.ja)
			f, s, c := r.Points()
			assert.Equal(t, []any{tt.first, tt.second, tt.counted}, []any{f, s, c})
		})
	}
}

// Issue 30, with issue 38's rule: a 千日手 or 持将棋 of a 平手 game is
// replayed with 先手 and 後手 swapped (先後を入れ替えて指し直し, 日本将棋連盟
// 対局規定): the replay's result counts, and its 先手 is the slip's 後手
// after one replay (the slip's 先手 again after two).
func TestParseGameResult_Issue38ReplayWithTheSidesSwapped(t *testing.T) {
	tests := []struct {
		in, stored, ja string
		winner         Side // by the slip's sides
		replays        []Replay
	}{
		{"千日手 先手勝ち", "sennichite-swap/sente", "千日手（先後入れ替え）→先手勝ち", Second, []Replay{ReplaySennichite}},
		{"千日手→後手反則負け", "sennichite-swap/foul-gote", "千日手（先後入れ替え）→後手反則負け", Second, []Replay{ReplaySennichite}},
		{"千日手（指し直し）後手勝ち", "sennichite-swap/gote", "千日手（先後入れ替え）→後手勝ち", First, []Replay{ReplaySennichite}},
		{"sen g", "sennichite-swap/gote", "千日手（先後入れ替え）→後手勝ち", First, []Replay{ReplaySennichite}},
		{"千日手 千日手 後手勝ち", "sennichite-swap/sennichite-swap/gote", "千日手（先後入れ替え）→千日手（先後入れ替え）→後手勝ち", Second, []Replay{ReplaySennichite, ReplaySennichite}},
		{"持将棋 先手勝ち", "jishogi-swap/sente", "持将棋（先後入れ替え）→先手勝ち", Second, []Replay{ReplayJishogi}},
		{"千日手 持将棋", "sennichite-swap/jishogi", "千日手（先後入れ替え）→持将棋（引き分け）", NoSide, []Replay{ReplaySennichite}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			r := parsedAs(t, tt.in, tt.stored, tt.ja)
			assert.Equal(t, tt.winner, r.Winner, "the replay's result counts, by the slip's sides")
			assert.Equal(t, tt.replays, r.Replays)
			assert.True(t, r.Swapped)
		})
	}
	// A file written before: its stored replay named the slip's sides.
	old, err := ParseGameResult("sennichite/sente", Context{})
	require.NoError(t, err)
	assert.Equal(t, First, old.Winner)
	assert.False(t, old.Swapped)
	assert.Equal(t, "sennichite/sente", old.String(), "kept as stored")
	assert.Equal(t, "千日手→先手勝ち", old.Japanese())
	// A 駒落ち game is replayed as seated: the 上手 moves first again.
	koma, err := ParseGameResult("千日手 先手勝ち", Context{Teai: KakuOchi})
	require.NoError(t, err)
	assert.Equal(t, First, koma.Winner)
	assert.False(t, koma.Swapped)
	assert.Equal(t, "sennichite/sente", koma.String())
}

func TestParseGameResult_Issue30UwateShitateNameTheSidesOfTheGame(t *testing.T) {
	ctx := Context{Teai: KakuOchi, Uwate: First}
	r, err := ParseGameResult("下手勝ち", ctx)
	require.NoError(t, err)
	assert.Equal(t, "gote", r.String(), "in a 駒落ち the 上手 moves first: 下手 is 後手")
	r, err = ParseGameResult("上手反則負け", ctx)
	require.NoError(t, err)
	assert.Equal(t, "foul-sente", r.String())
	_, err = ParseGameResult("上手勝ち", Context{})
	assert.ErrorIs(t, err, ErrResultSyntax, "an even game between equals has no 上手")
}

func TestParseGameResult_Issue30RefusesWhatIsNoResult(t *testing.T) {
	for _, in := range []string{"", "勝ち", "sx", "先手引き分け", "不戦勝", "千日手 ?", "jishogi-25:30-24"} {
		_, err := ParseGameResult(in, Context{})
		assert.Error(t, err, in)
	}
}

func FuzzParseGameResult(f *testing.F) {
	for _, s := range []string{"先手勝ち", "千日手 後手勝ち", "持将棋 31-23", "jishogi-27:sente:28+6", "上手勝ち"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, ctx := range []Context{{}, {Rule: Points24, Teai: NimaiOchi, Uwate: First}, {Rule: Points27}} {
			r, err := ParseGameResult(s, ctx)
			if err != nil {
				continue
			}
			back, err := ParseGameResult(r.String(), Context{})
			if err != nil || back.String() != r.String() {
				t.Fatalf("%q → %q does not read back: %v", s, r.String(), err)
			}
		}
	})
}
