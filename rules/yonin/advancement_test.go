package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// table builds the standings of table tb from points and mates by seat.
func table(tb int, points, mates [Seats]int) []Standing {
	rows := make([]Standing, Seats)
	for s := range rows {
		rows[s] = Standing{Table: tb, Seat: s, Points: points[s], Mates: mates[s]}
	}
	return rows
}

type ts struct{ table, seat int }

func ids(rows []Standing) []ts {
	out := []ts{}
	for _, r := range rows {
		out = append(out, ts{r.Table, r.Seat})
	}
	return out
}

func TestTableRanking_PointsThenMates(t *testing.T) {
	ranked := RankTable(table(0, [Seats]int{15, 15, 7, 7}, [Seats]int{1, 3, 2, 2}))
	assert.Equal(t, []ts{{0, 1}, {0, 0}, {0, 2}, {0, 3}}, ids(ranked))
	var ranks []int
	for _, r := range ranked {
		ranks = append(ranks, r.Rank)
	}
	assert.Equal(t, []int{1, 2, 3, 3}, ranks, "equal points and mates share a rank")
}

func TestTableRanking_LotDecidesATie(t *testing.T) {
	rows := table(0, [Seats]int{10, 10, 10, 14}, [Seats]int{1, 1, 1, 2})
	rows[2].Lot = 1
	rows[0].Lot = 2
	ranked := RankTable(rows)
	assert.Equal(t, []ts{{0, 3}, {0, 2}, {0, 0}, {0, 1}}, ids(ranked))
	assert.Equal(t, 4, ranked[3].Rank)
}

func TestAdvancement_TopNPerTablePlus3rdPlaceQuota(t *testing.T) {
	tA := table(0, [Seats]int{20, 12, 9, 3}, [Seats]int{4, 2, 1, 0})  // 3rd: seat 2, 9pt
	tB := table(1, [Seats]int{5, 18, 10, 11}, [Seats]int{0, 3, 1, 2}) // 3rd: seat 2, 10pt
	tC := table(2, [Seats]int{14, 9, 16, 5}, [Seats]int{2, 2, 3, 0})  // 3rd: seat 1, 9pt, 2 mates
	tests := []struct {
		name      string
		n, m      int
		qualified []ts
		thirds    []ts
	}{
		{"top 2 of each table, no 3位枠 (default)", 2, 0,
			[]ts{{0, 0}, {0, 1}, {1, 1}, {1, 3}, {2, 2}, {2, 0}}, []ts{}},
		{"3位枠 1: the best third by points", 2, 1,
			[]ts{{0, 0}, {0, 1}, {1, 1}, {1, 3}, {2, 2}, {2, 0}}, []ts{{1, 2}}},
		{"3位枠 2: equal points, more mates wins", 2, 2,
			[]ts{{0, 0}, {0, 1}, {1, 1}, {1, 3}, {2, 2}, {2, 0}}, []ts{{1, 2}, {2, 1}}},
		{"3位枠 larger than the tables: every third", 2, 5,
			[]ts{{0, 0}, {0, 1}, {1, 1}, {1, 3}, {2, 2}, {2, 0}}, []ts{{1, 2}, {2, 1}, {0, 2}}},
		{"top 1 plus the best 2 second-placed", 1, 2,
			[]ts{{0, 0}, {1, 1}, {2, 2}}, []ts{{2, 0}, {0, 1}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			st.AdvancePerTable, st.BestThirds = tt.n, tt.m
			a := st.Advance([][]Standing{tA, tB, tC})
			assert.True(t, a.Decided())
			assert.Equal(t, tt.qualified, ids(a.Qualified))
			assert.Equal(t, tt.thirds, ids(a.Thirds))
		})
	}
}

func TestAdvancement_TiesAtTheLineAreLeftToTheArbiter(t *testing.T) {
	st := DefaultSettings()
	st.BestThirds = 1

	t.Run("tie for 2nd in a table: the 1st advances, no 3位枠 until decided", func(t *testing.T) {
		tA := table(0, [Seats]int{20, 10, 10, 4}, [Seats]int{3, 1, 1, 0})
		tB := table(1, [Seats]int{16, 12, 11, 5}, [Seats]int{2, 2, 1, 0})
		a := st.Advance([][]Standing{tA, tB})
		assert.False(t, a.Decided())
		assert.Equal(t, []ts{{0, 0}, {1, 0}, {1, 1}}, ids(a.Qualified))
		assert.Empty(t, a.Thirds)
		require.Len(t, a.Ties, 1)
		assert.Equal(t, 0, a.Ties[0].Table)
		assert.False(t, a.Ties[0].ForThirds)
		assert.Equal(t, 1, a.Ties[0].Places)
		assert.Equal(t, []ts{{0, 1}, {0, 2}}, ids(a.Ties[0].Players))

		// The arbiter's playoff puts seat 2 ahead: now all is decided.
		tA[2].Lot, tA[1].Lot = 1, 2
		a = st.Advance([][]Standing{tA, tB})
		assert.True(t, a.Decided())
		assert.Equal(t, []ts{{0, 0}, {0, 2}, {1, 0}, {1, 1}}, ids(a.Qualified))
		assert.Equal(t, []ts{{1, 2}}, ids(a.Thirds), "seat 1 of table A (10pt) is below table B's third (11pt)")
	})

	t.Run("tie for 3rd in a table matters only for the 3位枠", func(t *testing.T) {
		tA := table(0, [Seats]int{20, 14, 5, 5}, [Seats]int{3, 1, 1, 1})
		tB := table(1, [Seats]int{16, 12, 11, 5}, [Seats]int{2, 2, 1, 0})
		a := st.Advance([][]Standing{tA, tB})
		require.Len(t, a.Ties, 1)
		assert.True(t, a.Ties[0].ForThirds)
		assert.Equal(t, 0, a.Ties[0].Table)
		assert.Empty(t, a.Thirds)

		st0 := st
		st0.BestThirds = 0
		assert.True(t, st0.Advance([][]Standing{tA, tB}).Decided())
	})

	t.Run("thirds tied across tables for the last 3位枠 place", func(t *testing.T) {
		tA := table(0, [Seats]int{20, 14, 9, 1}, [Seats]int{3, 1, 1, 0})
		tB := table(1, [Seats]int{16, 12, 9, 7}, [Seats]int{2, 2, 1, 0})
		a := st.Advance([][]Standing{tA, tB})
		require.Len(t, a.Ties, 1)
		assert.Equal(t, -1, a.Ties[0].Table)
		assert.True(t, a.Ties[0].ForThirds)
		assert.Equal(t, 1, a.Ties[0].Places)
		assert.Equal(t, []ts{{0, 2}, {1, 2}}, ids(a.Ties[0].Players))
		assert.Len(t, a.Qualified, 4)
		assert.Empty(t, a.Thirds)
	})
}

func TestAdvancement_OutOfRangeSettingsDoNotPanic(t *testing.T) {
	st := DefaultSettings()
	st.AdvancePerTable, st.BestThirds = -1, -1
	a := st.Advance([][]Standing{table(0, [Seats]int{1, 2, 3, 4}, [Seats]int{}), nil})
	assert.Empty(t, a.Qualified)
	assert.True(t, a.Decided())
}
