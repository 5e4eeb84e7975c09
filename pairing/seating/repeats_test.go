package seating

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSeat_Section5LaterStagesAvoidPlayersWhoAlreadyMet(t *testing.T) {
	for _, n := range []int{16, 30, 32, 48, 99, 400} {
		for _, reseed := range []bool{false, true} {
			t.Run(fmt.Sprintf("%d players, reseeded %v", n, reseed), func(t *testing.T) {
				players := ratedPlayers(n, uint64(n))
				reqs, stages := seatStages(t, players, 3, reseed, 100)
				for i, s := range stages {
					checkSeating(t, reqs[i], s)
					assert.Empty(t, s.Repeats, "stage %d: %v", i+1, s.Explain())
					if s.TiersKept {
						for people, spread := range spreads(s) {
							assert.LessOrEqual(t, spread, strengthRange(reqs[i].Players),
								"stage %d, tables of %d people", i+1, people)
						}
					}
				}
			})
		}
	}
}

func TestSeat_Section5SecondStageOf400PlayersHasNoRepeats(t *testing.T) {
	req := secondStage400(t)
	s, err := Seat(req)
	require.NoError(t, err)
	checkSeating(t, req, s)
	require.Len(t, s.Tables, 100)
	assert.Empty(t, s.Repeats)
	assert.True(t, s.TiersKept)
	for _, spread := range spreads(s) {
		assert.LessOrEqual(t, spread, strengthRange(req.Players))
	}
}

func TestSeat_Section5UnavoidableRepeatsAreMinimisedAndReported(t *testing.T) {
	everyPair := TablematePairs(ids(8))
	tests := []struct {
		name       string
		players    int
		tablemates []Pair
		want       int // least number of repeat pairs, by hand
	}{
		// Stage 1 seats {1,4,5,8} and {2,3,6,7}; any table of 4 holds 2
		// people of one of those tables, and the best is 2+2 at each table.
		{"8 players after one stage", 8, snakeTablemates(t, 8), 4},
		// Stage 1 made 3 tables; four people at a table include two from
		// one of them, and 2+1+1 at each table gives one repeat each.
		{"12 players after one stage", 12, snakeTablemates(t, 12), 3},
		// Everybody has met everybody: every pair at a table is a repeat.
		{"8 players who all met", 8, everyPair, 12},
		// Each player has met everyone in their third of the field; four
		// people at a table include two of one third, and 2+1+1 gives one
		// repeat per table.
		{"48 players who met their third of the field", 48, thirdsTablemates(48), 12},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := Request{Players: FromOrder(ids(tt.players)), Tablemates: tt.tablemates, Seed: 3}
			s, err := Seat(req)
			require.NoError(t, err)
			checkSeating(t, req, s)
			assert.Len(t, s.Repeats, tt.want, "%v", s.Explain())
			assert.Equal(t, fmt.Sprintf("repeats in total: %d", tt.want), s.Explain()[len(s.Tables)])
		})
	}
}

// snakeTablemates returns the tablemates of a first stage of n players.
func snakeTablemates(t *testing.T, n int) []Pair {
	s, err := Seat(Request{Players: FromOrder(ids(n))})
	require.NoError(t, err)
	return s.Tablemates()
}

// thirdsTablemates returns every pair of players 1…n whose IDs are equal
// modulo 3.
func thirdsTablemates(n int) []Pair {
	var thirds [3][]int
	for id := 1; id <= n; id++ {
		thirds[id%3] = append(thirds[id%3], id)
	}
	var mates []Pair
	for _, third := range thirds {
		mates = append(mates, TablematePairs(third)...)
	}
	return mates
}

func TestSeat_Section5RepeatsMatchBruteForceOnSmallEvents(t *testing.T) {
	rng := rand.New(rand.NewPCG(2024, 6))
	for trial := range 60 {
		n := 5 + rng.IntN(8) // 5…12 players
		var mates []Pair
		for range 1 + rng.IntN(3) {
			order := ids(n)
			rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
			s, err := Seat(Request{Players: FromOrder(order)})
			require.NoError(t, err)
			mates = append(mates, s.Tablemates()...)
		}
		for range rng.IntN(n) {
			a, b := 1+rng.IntN(n), 1+rng.IntN(n)
			if a != b {
				mates = append(mates, NewPair(a, b))
			}
		}
		req := Request{Players: ratedPlayers(n, uint64(trial)), Tablemates: mates, Seed: uint64(trial)}
		s, err := Seat(req)
		require.NoError(t, err)
		checkSeating(t, req, s)
		assert.Equal(t, leastRepeats(n, peoplePerTable(n, (n+3)/4), mates), len(s.Repeats),
			"trial %d, %d players: %v", trial, n, s.Explain())
	}
}

// leastRepeats tries every way to seat players 1…n at tables of the given
// sizes and returns the fewest repeat pairs.
func leastRepeats(n int, sizes []int, mates []Pair) int {
	met := map[Pair]bool{}
	for _, p := range mates {
		met[p] = true
	}
	tables := make([][]int, len(sizes))
	best := n * n
	var place func(id, repeats int)
	place = func(id, repeats int) {
		if repeats >= best {
			return
		}
		if id > n {
			best = repeats
			return
		}
		for t := range tables {
			if len(tables[t]) == sizes[t] {
				continue
			}
			add := 0
			for _, other := range tables[t] {
				if met[NewPair(id, other)] {
					add++
				}
			}
			tables[t] = append(tables[t], id)
			place(id+1, repeats+add)
			tables[t] = tables[t][:len(tables[t])-1]
		}
	}
	place(1, 0)
	return best
}
