package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 22: 持将棋 material that no four-player shogi set can hold (玉1・飛1・
// 金2・銀2・歩3 each, so 4 rooks and 28 other pieces in all) is a mistyped
// count: refused, saying so in Japanese, never ranked.
func TestMaterial_Issue22AbsurdCountsAreRefusedInJapanese(t *testing.T) {
	seats := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3}
	tests := []struct {
		text string
		ja   string
	}{
		{"1:r9", "飛・龍 9枚はあり得ません"},
		{"1:p500", "小駒 500枚はあり得ません"},
		{"1:p29", "小駒 29枚はあり得ません"},
		{"1:r1,p3,h33", "撃破した相手の駒台 33枚はあり得ません"},
		{"1:飛五", "飛・龍 5枚はあり得ません"},
		{"1:p1000", "「1000」は大きすぎます"},
		{"1:r3;2:r2", "飛・龍が合計5枚ですが、四人将棋の飛は全部で4枚です"},
		{"1:p15;2:p14", "小駒が合計29枚ですが"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			_, err := ParseMaterial(tt.text, seats)
			require.ErrorIs(t, err, ErrImpossibleMaterial)
			ja, ok := Japanese(err)
			require.True(t, ok, "a Japanese message for %q", tt.text)
			assert.Contains(t, ja, tt.ja)
			assert.Contains(t, ja, "数え直してください")
		})
	}
	// The whole set between two players is possible.
	got, err := ParseMaterial("1:r4,p20;2:p8", seats)
	require.NoError(t, err)
	assert.Equal(t, Material{Rooks: 4, Others: 20}, got[0])
}

// Issue 22: a CPU seat typed as CPU — any width or case, or CPU代指し — is
// the table's CPU substitute when it has one; with two, the arbiter is asked
// which, in Japanese.
func TestLookup_Issue22BareCPUIsTheTablesOnlyCPU(t *testing.T) {
	one := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "山田": 0, "佐藤": 1, "鈴木": 2, "CPU4": 3}
	for _, typed := range []string{"CPU", "cpu", "ＣＰＵ", "ｃｐｕ", "CPU代指し", "ＣＰＵ代指し", " Cpu ", "CPU4", "ｃｐｕ４", "CPU 4"} {
		s, err := FindPlayer(typed, one)
		require.NoError(t, err, typed)
		assert.Equal(t, 3, s, typed)
	}
	es, err := ParseMated("鈴木<cpu,ＣＰＵ<1,2<1", one)
	require.NoError(t, err)
	assert.Equal(t, []Elimination{{Victim: 2, Mater: 3}, {Victim: 3, Mater: 0}, {Victim: 1, Mater: 0}}, es)

	two := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "山田": 0, "佐藤": 1, "CPU3": 2, "CPU4": 3}
	_, err = FindPlayer("cpu", two)
	require.ErrorIs(t, err, ErrUnknownPlayer)
	ja, _ := Japanese(err)
	assert.Equal(t, "「cpu」：この卓にはCPU代指しが2席あります（CPU3・CPU4）。CPU3 のように番号を付けてください", ja)
	s, err := FindPlayer("ｃｐｕ３", two)
	require.NoError(t, err)
	assert.Equal(t, 2, s)

	none := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "山田": 0, "佐藤": 1, "鈴木": 2, "田中": 3}
	_, err = FindPlayer("CPU", none)
	require.ErrorIs(t, err, ErrUnknownPlayer)
	ja, _ = Japanese(err)
	assert.Contains(t, ja, "この卓にCPU代指しはいません")

	for _, word := range []string{"CPU", "ｃｐｕ", "CPU代指し", "ＣＰＵ 代指し"} {
		assert.True(t, IsCPU(word), word)
	}
	for _, word := range []string{"CPU1", "CPUX", "代指し", "", "山田"} {
		assert.False(t, IsCPU(word), word)
	}
}

// What the typed entry refuses is said in Japanese, naming the players by
// their seat numbers as the board shows them (「2番 佐藤」).
func TestParseMated_Issue22RefusalsInJapaneseWithSeatNumbers(t *testing.T) {
	seats := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "CPU4": 3}
	names := [Seats]string{"山田 (seat 1)", "佐藤 (seat 2)", "鈴木 (seat 3)", "CPU4"}
	tests := []struct {
		text string
		ja   string
	}{
		{"4<1,4<2", "2番目の撃破：4番 CPUはすでに詰んでいます"},
		{"1<2,3<1", "2番目の撃破：1番 山田はすでに詰んでいるので、3番 鈴木を詰ませません"},
		{"2<3:foul", "1番目の撃破：2番 佐藤の反則は上家の1番 山田が撃破した扱いです（3番 鈴木ではありません）"},
		{"5<1", "1番目の撃破「5<1」：「5」はこの卓にいません。番号（1〜4）か名前で入力してください"},
		{"41", "1番目の撃破「41」：「詰まされた人<詰ました人」と「<」を1つだけ使って書いてください"},
		{"4<", "「<」の前後に人"},
		{"2<2", "2番 佐藤が自分を詰ますことはできません"},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			_, err := ParseMatedNamed(tt.text, seats, names)
			require.Error(t, err)
			ja, ok := Japanese(err)
			require.True(t, ok)
			assert.Contains(t, ja, tt.ja)
		})
	}
	_, err := DefaultSettings().ScoreNamed(Game{Eliminations: []Elimination{{Victim: 3, Mater: 0}}}, names)
	ja, _ := Japanese(err)
	assert.Equal(t, "撃破が1件です。1局は撃破3件か、持将棋か、千日手（無効）で記録します", ja)
}
