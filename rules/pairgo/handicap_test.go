package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHandicapTable_EveryCellBothOrders(t *testing.T) {
	// The seed's 手合割表, cell by cell: ポイント差 → 置石, コミ.
	cells := []struct {
		diff   string
		halves PairPoint
		stones int
		komi   int // points, Black's view
	}{
		{"0.0", 0, 0, 6},
		{"0.5", 1, 0, 0},
		{"1.0", 2, 0, -6},
		{"1.5", 3, 2, 0},
		{"2.0", 4, 2, -6},
		{"2.5", 5, 3, 0},
		{"3.0", 6, 3, -6},
		{"3.5", 7, 4, 0},
		{"4.0", 8, 4, -6},
		{"4.5", 9, 5, 0},
		{"5.0", 10, 5, -6},
		{"5.5", 11, 5, -6}, // 5.0 以上
		{"8.5", 17, 5, -6},
		{"16.0", 32, 5, -6}, // professional pair vs two 6 kyu
	}
	s := DefaultSettings()
	for _, c := range cells {
		t.Run("Difference"+c.diff, func(t *testing.T) {
			assert.Equal(t, c.diff, c.halves.String())
			weak := PairPoint(-3)
			strong := weak + c.halves

			h := s.HandicapByPoints(strong, weak)
			assert.Equal(t, c.halves, h.Difference)
			assert.Equal(t, c.stones, h.Stones)
			assert.Equal(t, KomiPoints(c.komi), h.Komi)
			assert.False(t, h.Capped)

			r := s.HandicapByPoints(weak, strong)
			assert.Equal(t, c.halves, r.Difference)
			assert.Equal(t, c.stones, r.Stones)
			assert.Equal(t, KomiPoints(c.komi), r.Komi)

			if c.halves == 0 {
				assert.Equal(t, SideNone, h.Stronger)
				assert.Equal(t, Side1, h.Black)
				return
			}
			assert.Equal(t, Side1, h.Stronger, "stronger pair named")
			assert.Equal(t, Side1, h.White(), "stronger pair takes White")
			assert.Equal(t, Side2, h.Black)
			assert.Equal(t, Side2, r.Stronger, "stronger pair named")
			assert.Equal(t, Side1, r.Black)
		})
	}
}

func TestHandicapTable_SeedExample4d1kVs1d6kGives4StonesKomiMinus6(t *testing.T) {
	s := DefaultSettings()
	h := s.Handicap([2]Player{dan(4), kyu(1)}, [2]Player{dan(1), kyu(6)})
	assert.Equal(t, Handicap{
		Points:     [2]PairPoint{4, -4},
		Difference: 8,
		Stronger:   Side1,
		Black:      Side2,
		Stones:     4,
		Komi:       KomiPoints(-6),
	}, h)
	assert.Equal(t, "置石4子　コミ-6（白から6目のコミ出し、逆コミ）", h.Japanese())
	assert.Equal(t, "4 stones, White gives 6 (reverse komi)", h.English())
	assert.Equal(t, "置石なし　コミ6（黒から6目のコミ出し）", s.HandicapByPoints(1, 1).Japanese())
	assert.Equal(t, "no stones, no komi", s.HandicapByPoints(1, 0).English())
}

func TestCalculatorLine_CLIContract(t *testing.T) {
	tests := []struct {
		name         string
		pair1, pair2 [2]Player
		want         string
	}{
		{"4d,1k vs 1d,6k", [2]Player{dan(4), kyu(1)}, [2]Player{dan(1), kyu(6)}, "stones=4 komi=-6 black=2"},
		{"1d,6k vs 4d,1k", [2]Player{dan(1), kyu(6)}, [2]Player{dan(4), kyu(1)}, "stones=4 komi=-6 black=1"},
		{"equal pairs", [2]Player{dan(2), kyu(3)}, [2]Player{dan(1), kyu(2)}, "stones=0 komi=6 black=1"},
		{"0.5 apart", [2]Player{dan(2), kyu(2)}, [2]Player{dan(1), kyu(2)}, "stones=0 komi=0 black=2"},
		{"pro pair vs juniors", [2]Player{{Category: CategoryProfessional}, kyu(10)}, [2]Player{kyu(5), kyu(8)}, "stones=5 komi=-6 black=2"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, CalculatorLine(tt.pair1, tt.pair2), tt.name)
	}
}
