package pairing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bergerByHand writes a round as the published table does: player numbers
// from 1, the first named moving first.
func bergerByHand(round []BergerGame) [][2]int {
	var out [][2]int
	for _, g := range round {
		if g.Bye {
			out = append(out, [2]int{g.First + 1, 0})
			continue
		}
		out = append(out, [2]int{g.First + 1, g.Second + 1})
	}
	return out
}

func TestBerger_FourAndSixPlayersAsThePublishedTable(t *testing.T) {
	// FIDE Handbook C.05 Annex 1, Berger tables for 3-4 and 5-6 players.
	tests := []struct {
		n    int
		want [][][2]int
	}{
		{4, [][][2]int{
			{{1, 4}, {2, 3}},
			{{4, 3}, {1, 2}},
			{{2, 4}, {3, 1}},
		}},
		{6, [][][2]int{
			{{1, 6}, {2, 5}, {3, 4}},
			{{6, 4}, {5, 3}, {1, 2}},
			{{2, 6}, {3, 1}, {4, 5}},
			{{6, 5}, {1, 4}, {2, 3}},
			{{3, 6}, {4, 2}, {5, 1}},
		}},
		{3, [][][2]int{ // the table of 4, player 4 being the rest (0 here)
			{{2, 3}, {1, 0}},
			{{1, 2}, {3, 0}},
			{{3, 1}, {2, 0}},
		}},
	}
	for _, tt := range tests {
		rounds, err := BergerRounds(tt.n)
		require.NoError(t, err)
		var got [][][2]int
		for _, r := range rounds {
			got = append(got, bergerByHand(r))
		}
		assert.Equal(t, tt.want, got, "n=%d", tt.n)
	}
}

func TestBerger_EveryoneMeetsEveryoneOnceColoursWithinOne(t *testing.T) {
	for n := 2; n <= MaxBergerPlayers; n++ {
		rounds, err := BergerRounds(n)
		require.NoError(t, err, "n=%d", n)
		wantRounds := n - 1
		if n%2 == 1 {
			wantRounds = n
		}
		require.Len(t, rounds, wantRounds, "n=%d", n)

		met := make([][]int, n)
		for i := range met {
			met[i] = make([]int, n)
		}
		first, second, byes := make([]int, n), make([]int, n), make([]int, n)
		for r, round := range rounds {
			seen := make([]bool, n)
			for _, g := range round {
				require.True(t, g.First >= 0 && g.First < n, "n=%d round %d: %+v", n, r+1, g)
				require.False(t, seen[g.First], "n=%d round %d: seat %d twice", n, r+1, g.First)
				seen[g.First] = true
				if g.Bye {
					require.Equal(t, -1, g.Second)
					byes[g.First]++
					continue
				}
				require.True(t, g.Second >= 0 && g.Second < n && g.Second != g.First, "n=%d round %d: %+v", n, r+1, g)
				require.False(t, seen[g.Second], "n=%d round %d: seat %d twice", n, r+1, g.Second)
				seen[g.Second] = true
				met[g.First][g.Second]++
				met[g.Second][g.First]++
				first[g.First]++
				second[g.Second]++
			}
			for s, ok := range seen {
				require.True(t, ok, "n=%d round %d: seat %d missing", n, r+1, s)
			}
		}
		for i := range n {
			for j := range n {
				if i != j {
					require.Equal(t, 1, met[i][j], "n=%d: seats %d and %d", n, i, j)
				}
			}
			d := first[i] - second[i]
			if n%2 == 0 {
				assert.Contains(t, []int{-1, 1}, d, "n=%d seat %d: first %d, second %d", n, i, first[i], second[i])
				assert.Zero(t, byes[i], "n=%d seat %d", n, i)
			} else {
				assert.Zero(t, d, "n=%d seat %d: first %d, second %d", n, i, first[i], second[i])
				assert.Equal(t, 1, byes[i], "n=%d seat %d rests once", n, i)
			}
		}
	}
}

func TestBerger_OddFieldListsTheRestLastInEachRound(t *testing.T) {
	rounds, err := BergerRounds(5)
	require.NoError(t, err)
	for _, r := range rounds {
		require.Len(t, r, 3)
		assert.True(t, r[2].Bye)
		assert.False(t, r[0].Bye || r[1].Bye)
	}
}

func TestBerger_RefusesFieldsBelowTwoOrAboveTheBound(t *testing.T) {
	for _, n := range []int{-1, 0, 1, MaxBergerPlayers + 1, 1 << 40} {
		rounds, err := BergerRounds(n)
		assert.ErrorIs(t, err, ErrBergerPlayers, "n=%d", n)
		assert.Nil(t, rounds)
	}
}

func TestBerger_TwoPlayersPlayOneGame(t *testing.T) {
	rounds, err := BergerRounds(2)
	require.NoError(t, err)
	assert.Equal(t, [][]BergerGame{{{First: 0, Second: 1}}}, rounds)
}
