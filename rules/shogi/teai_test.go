package shogi

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Tokyo 将棋会館 dojo's table, row by row: player 1 is the stronger
// (its rank value a), player 2 the weaker.
func TestTeaiwari_Issue30DojoTableRowByRow(t *testing.T) {
	tests := []struct {
		name       string
		a, b       int // rank values: n 段 = n, n 級 = 1 − n
		teai       Teai
		first      int
		uwate      int
		dropped    int
		calculator string
	}{
		{"0 段級差 平手 振り駒 (三段 v 三段)", 3, 3, Hirate, 0, 0, 0, "teai=平手 sente=furigoma uwate=none"},
		{"1 段級差 平手 下位者先手 (初段 v 1級)", 1, 0, Hirate, 2, 1, 0, "teai=平手 sente=2 uwate=1"},
		{"2 香落ち (二段 v 1級)", 2, 0, KyoOchi, 1, 1, 1, "teai=香落ち sente=1 uwate=1"},
		{"3 角落ち (三段 v 1級)", 3, 0, KakuOchi, 1, 1, 5, "teai=角落ち sente=1 uwate=1"},
		{"4 飛車落ち (初段 v 4級)", 1, -3, HishaOchi, 1, 1, 5, "teai=飛車落ち sente=1 uwate=1"},
		{"5 飛香落ち (五段 v 初段)", 5, 0, HikyoOchi, 1, 1, 6, "teai=飛香落ち sente=1 uwate=1"},
		{"6 二枚落ち (五段 v 2級)", 5, -1, NimaiOchi, 1, 1, 10, "teai=二枚落ち sente=1 uwate=1"},
		{"7 二枚落ち (初段 v 7級)", 1, -6, NimaiOchi, 1, 1, 10, "teai=二枚落ち sente=1 uwate=1"},
		{"8 四枚落ち (初段 v 8級)", 1, -7, YonmaiOchi, 1, 1, 12, "teai=四枚落ち sente=1 uwate=1"},
		{"9 四枚落ち (初段 v 9級)", 1, -8, YonmaiOchi, 1, 1, 12, "teai=四枚落ち sente=1 uwate=1"},
		{"10 以上 六枚落ち (初段 v 10級)", 1, -9, RokumaiOchi, 1, 1, 14, "teai=六枚落ち sente=1 uwate=1"},
		{"10 以上 六枚落ち (五段 v 15級)", 5, -14, RokumaiOchi, 1, 1, 14, "teai=六枚落ち sente=1 uwate=1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := DefaultTable().For(tt.a, tt.b)
			assert.Equal(t, Seating{Teai: tt.teai, First: tt.first, Uwate: tt.uwate}, s)
			assert.Equal(t, tt.dropped, s.Teai.DroppedPoints())
			assert.Equal(t, tt.calculator, s.Line())
			// The same two players named the other way round.
			r := DefaultTable().For(tt.b, tt.a)
			assert.Equal(t, tt.teai, r.Teai)
			assert.Equal(t, []int{0, 2, 1}[tt.first], r.First)
			assert.Equal(t, []int{0, 2, 1}[tt.uwate], r.Uwate)
		})
	}
}

func TestTeaiwari_Issue30TableShiftedByOneStep(t *testing.T) {
	tb, err := ParseTable("香落ち、角落ち、飛車落ち、飛香落ち、二枚落ち、二枚落ち、四枚落ち、四枚落ち、六枚落ち")
	require.NoError(t, err)
	assert.Equal(t, "lance,bishop,rook,rook-lance,two,two,four,four,six", tb.String())
	assert.Equal(t, Seating{Teai: KyoOchi, First: 1, Uwate: 1}, tb.For(1, 0), "1 段級差 is 香落ち in the shifted table")
	assert.Equal(t, RokumaiOchi, tb.For(1, -20).Teai, "the last entry serves every larger difference")
	assert.Equal(t, "hirate,lance,bishop,rook,rook-lance,two,two,four,four,six", DefaultTable().String())
	again, err := ParseTable(DefaultTable().String())
	require.NoError(t, err)
	assert.Equal(t, DefaultTable(), again)
}

func TestTeaiwari_Issue30TableRefusesWhatIsNoTable(t *testing.T) {
	for _, in := range []string{"", "平手,角落ち,香落ち", "hirate,queen"} {
		_, err := ParseTable(in)
		assert.ErrorIs(t, err, ErrTeaiTable, in)
	}
}

func TestFurigoma_Issue30MoreFuFaceUpFirstNamedIsSente(t *testing.T) {
	tests := []struct {
		fu    int
		sente bool
	}{{5, true}, {4, true}, {3, true}, {2, false}, {1, false}, {0, false}}
	for _, tt := range tests {
		s, err := Furigoma(tt.fu)
		require.NoError(t, err)
		assert.Equal(t, tt.sente, s, "%d 歩, %d と", tt.fu, 5-tt.fu)
	}
	for _, bad := range []int{-1, 6} {
		_, err := Furigoma(bad)
		assert.ErrorIs(t, err, ErrFurigoma)
	}
}
