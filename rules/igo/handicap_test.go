package igo

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Pandanet table (docs/rules.md §4) written out row by row so that each line can be
// checked against the seed by eye: half-rank difference → stones, komi from
// Black's view in halves (13 = Black gives 6.5, 1 = the weaker Black gives
// 0.5, -11 = the stronger White gives 5.5).
var pandanetTable = []struct {
	halves int
	stones int
	komi   Komi
	capped bool
}{
	{0, 0, 13, false},  // 0:   置石なし、黒番6目半コミ出し
	{1, 0, 1, false},   // 0.5: 置石なし、下手半目コミ出し
	{2, 0, -11, false}, // 1:   置石なし、上手5目半コミ出し
	{3, 2, 1, false},   // 1.5: 置石2子、下手半目
	{4, 2, -11, false}, // 2:   置石2子、上手5目半
	{5, 3, 1, false},
	{6, 3, -11, false},
	{7, 4, 1, false},
	{8, 4, -11, false},
	{9, 5, 1, false},
	{10, 5, -11, false},
	{11, 6, 1, false},
	{12, 6, -11, false},
	{13, 7, 1, false},
	{14, 7, -11, false},
	{15, 8, 1, false},
	{16, 8, -11, false},
	{17, 9, 1, false},   // 8.5: 置石9子、下手半目
	{18, 9, -11, false}, // 9:   置石9子、上手5目半
	{19, 9, -11, true},  // 9.5 and above: capped at 9 stones
	{20, 9, -11, true},
	{38, 9, -11, true}, // 1d vs 18k
	{70, 9, -11, true}, // 6d vs 30k
}

func TestHandicapTable_EveryHalfRankDifferenceBothOrders(t *testing.T) {
	for _, row := range pandanetTable {
		for _, upper := range []bool{false, true} {
			weak := StrengthOf(-9, upper) // 10k, or 10k★
			strong := weak + Strength(row.halves)
			name := fmt.Sprintf("diff %s upper=%v", formatHalves(row.halves), upper)
			// assertRow asserts h is the row's handicap, with stronger named
			// and black taking Black when there is a difference (true then).
			assertRow := func(t *testing.T, h Handicap, stronger, black Side) bool {
				assert.Equal(t, row.halves, h.Difference)
				assert.Equal(t, row.stones, h.Stones)
				assert.Equal(t, row.komi, h.Komi)
				assert.Equal(t, row.capped, h.Capped)
				if row.halves == 0 {
					assert.Equal(t, SideNone, h.Stronger)
					assert.Equal(t, Side1, h.Black)
					return false
				}
				assert.Equal(t, stronger, h.Stronger, "the stronger player is named")
				assert.Equal(t, black, h.Black, "the weaker player takes Black")
				return true
			}
			t.Run(name+" stronger first", func(t *testing.T) {
				if h := HandicapFor(strong, weak); assertRow(t, h, Side1, Side2) {
					assert.Equal(t, Side1, h.White())
				}
			})
			t.Run(name+" weaker first", func(t *testing.T) {
				assertRow(t, HandicapFor(weak, strong), Side2, Side1)
			})
		}
	}
}

func TestHandicapTable_Difference4Gives4StonesReverseKomi(t *testing.T) {
	h := HandicapFor(StrengthOf(3, false), StrengthOf(-1, false)) // 3d vs 2k
	assert.Equal(t, Handicap{Difference: 8, Stronger: Side1, Black: Side2, Stones: 4, Komi: -11}, h)
	assert.Equal(t, "置石4子　白番5目半コミ出し（逆コミ）", h.Japanese())
	assert.Equal(t, "4 stones, White gives 5.5 (reverse komi)", h.English())
}

func TestHandicapTable_HalfRankUpperHalfCountsHalfAStone(t *testing.T) {
	// 三段★ vs 三段: 0.5 → no stones, the weaker (Black) gives half a point.
	h := HandicapFor(StrengthOf(3, false), StrengthOf(3, true))
	assert.Equal(t, Handicap{Difference: 1, Stronger: Side2, Black: Side1, Stones: 0, Komi: 1}, h)
	assert.Equal(t, "置石なし　黒番半目コミ出し", h.Japanese())
	assert.Equal(t, "no stones, Black gives 0.5", h.English())
	// 初段★ vs 1級: 1.5 → 2 stones, Black gives 0.5.
	h = HandicapFor(StrengthOf(1, true), StrengthOf(0, false))
	assert.Equal(t, 2, h.Stones)
	assert.Equal(t, Komi(1), h.Komi)
}

func TestHandicapTable_StoneCapSetting(t *testing.T) {
	s := DefaultHandicapSettings()
	s.MaxStones = 5
	require.NoError(t, s.Validate())
	tests := []struct {
		halves, stones int
		komi           Komi
		capped         bool
	}{
		{9, 5, 1, false},
		{10, 5, -11, false},
		{11, 5, -11, true}, // 5.5 would be 6 stones: the 5-stone maximum
		{18, 5, -11, true},
	}
	for _, tt := range tests {
		h := s.For(Strength(tt.halves), 0)
		assert.Equal(t, tt.stones, h.Stones, "diff %d", tt.halves)
		assert.Equal(t, tt.komi, h.Komi, "diff %d", tt.halves)
		assert.Equal(t, tt.capped, h.Capped, "diff %d", tt.halves)
	}
	s.MaxStones = 0 // komi only
	require.NoError(t, s.Validate())
	assert.Equal(t, Komi(1), s.For(1, 0).Komi)
	h := s.For(7, 0)
	assert.Equal(t, 0, h.Stones)
	assert.Equal(t, Komi(-11), h.Komi)
	assert.True(t, h.Capped)
}

func TestHandicapSettings_Validate(t *testing.T) {
	require.NoError(t, DefaultHandicapSettings().Validate())
	for _, mutate := range []func(*HandicapSettings){
		func(s *HandicapSettings) { s.MaxStones = 1 },
		func(s *HandicapSettings) { s.MaxStones = 10 },
		func(s *HandicapSettings) { s.MaxStones = -1 },
		func(s *HandicapSettings) { s.WeakerGivesKomi = -1 },
		func(s *HandicapSettings) { s.StrongerGivesKomi = -11 },
	} {
		s := DefaultHandicapSettings()
		mutate(&s)
		require.ErrorIs(t, s.Validate(), ErrInvalidHandicapSettings)
	}
}

func TestCalculatorLine_CLIContract(t *testing.T) {
	tests := []struct {
		rank1, rank2 int
		want         string
	}{
		{3, 0, "stones=3 komi=-5.5 black=2"}, // --go 3d 1k
		{0, 3, "stones=3 komi=-5.5 black=1"}, // --go 1k 3d
		{1, 1, "stones=0 komi=6.5 black=1"},  // even: side 1 takes Black
		{2, 1, "stones=0 komi=-5.5 black=2"}, // 1 rank
		{1, -1, "stones=2 komi=-5.5 black=2"},
		{-29, 6, "stones=9 komi=-5.5 black=1"}, // 30k vs 6d, capped
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, CalculatorLine(tt.rank1, tt.rank2), "%d vs %d", tt.rank1, tt.rank2)
	}
	assert.Equal(t, "stones=0 komi=0.5 black=1", HandicapFor(StrengthOf(2, false), StrengthOf(2, true)).Line())
}

// Issue 38: a one-rank game is 上手5目半コミ出し (逆コミ) in the seed's
// Pandanet table, and 定先 (Black without komi) in the table many Japanese
// clubs use; the text says which, never a bare "no stones".
func TestHandicapTable_Issue38OneRankReverseKomiOrJosen(t *testing.T) {
	seed := HandicapFor(StrengthOf(3, false), StrengthOf(2, false))
	assert.Equal(t, Komi(-11), seed.Komi)
	assert.Equal(t, "置石なし　白番5目半コミ出し（逆コミ）", seed.Japanese())
	assert.False(t, seed.Josen())

	josen := DefaultHandicapSettings().Josen()
	one := josen.For(StrengthOf(3, false), StrengthOf(2, false))
	assert.True(t, one.Josen())
	assert.Equal(t, Side2, one.Black, "the weaker takes Black")
	assert.Equal(t, "定先（黒番コミなし）", one.Japanese())
	assert.Equal(t, "定先: Black, no komi", one.English())
	two := josen.For(StrengthOf(3, false), StrengthOf(1, false))
	assert.Equal(t, 2, two.Stones)
	assert.Equal(t, "置石2子　コミなし", two.Japanese())
	half := josen.For(StrengthOf(3, true), StrengthOf(3, false))
	assert.Equal(t, Komi(1), half.Komi, "half ranks as in the seed: the weaker gives 0.5")
	even := josen.For(StrengthOf(3, false), StrengthOf(3, false))
	assert.False(t, even.Josen(), "equal ranks: 互先")
	assert.Equal(t, Komi(13), even.Komi)
}
