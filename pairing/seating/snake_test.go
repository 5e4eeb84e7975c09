package seating

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSeat_Section5SnakeSeedingDealsSeedsAToNAndBack(t *testing.T) {
	tests := []struct {
		players int
		tables  [][]int // IDs (= seeds) per table, sorted
	}{
		{8, [][]int{{1, 4, 5, 8}, {2, 3, 6, 7}}},
		{12, [][]int{{1, 6, 7, 12}, {2, 5, 8, 11}, {3, 4, 9, 10}}},
		// A full table is skipped: A takes seed 13 on the fourth pass.
		{13, [][]int{{1, 8, 9, 13}, {2, 7, 10}, {3, 6, 11}, {4, 5, 12}}},
		{7, [][]int{{1, 4, 5, 7}, {2, 3, 6}}},
	}
	for _, tt := range tests {
		s, err := Seat(Request{Players: FromOrder(ids(tt.players))})
		require.NoError(t, err)
		require.Len(t, s.Tables, len(tt.tables))
		for i, want := range tt.tables {
			assert.ElementsMatch(t, want, s.Tables[i].People(), "%d players, table %s", tt.players, s.Tables[i].Name)
		}
		assert.True(t, s.TiersKept)
	}
}

func TestSeat_Section5SnakeSeedingBalancesTableStrength(t *testing.T) {
	t.Run("result order, full tables: every sum equal", func(t *testing.T) {
		for _, n := range []int{4, 8, 16, 32, 100, 400} {
			s, err := Seat(Request{Players: FromOrder(ids(n))})
			require.NoError(t, err)
			for _, tab := range s.Tables {
				// Seeds k, 2T+1−k, 2T+k, 4T+1−k have strengths adding to 8T+2.
				assert.Equal(t, 2*n+2, tab.Strength, "%d players, table %s", n, tab.Name)
			}
		}
	})
	t.Run("ratings: sums differ by at most the strength range", func(t *testing.T) {
		for n := 4; n <= 70; n++ {
			players := ratedPlayers(n, uint64(n))
			req := Request{Players: players, Seed: 1}
			s, err := Seat(req)
			require.NoError(t, err)
			checkSeating(t, req, s)
			require.True(t, s.TiersKept)
			for people, spread := range spreads(s) {
				assert.LessOrEqual(t, spread, strengthRange(players),
					"%d players, tables of %d people", n, people)
			}
		}
	})
}

func TestFromOrder_Section5SeedsFromThePreviousStageResults(t *testing.T) {
	assert.Equal(t, []Player{{ID: 30, Strength: 3}, {ID: 10, Strength: 2}, {ID: 20, Strength: 1}},
		FromOrder([]int{30, 10, 20}))
	s, err := Seat(Request{Players: FromOrder([]int{30, 10, 20, 40, 50, 60, 70, 80})})
	require.NoError(t, err)
	assert.ElementsMatch(t, []int{30, 40, 50, 80}, s.Tables[0].People(), "1st, 4th, 5th and 8th of the order")
	assert.ElementsMatch(t, []int{10, 20, 60, 70}, s.Tables[1].People())
}

func TestSeat_Section5EqualStrengthsKeepTheGivenOrder(t *testing.T) {
	players := []Player{{ID: 9, Strength: 5}, {ID: 3, Strength: 5}, {ID: 7, Strength: 5}, {ID: 1, Strength: 5},
		{ID: 2, Strength: 5}, {ID: 8, Strength: 5}}
	s, err := Seat(Request{Players: players})
	require.NoError(t, err)
	assert.ElementsMatch(t, []int{9, 1, 2}, s.Tables[0].People())
	assert.ElementsMatch(t, []int{3, 7, 8}, s.Tables[1].People())
}
