package seating

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// ratedPlayers returns n players with IDs 1…n and ratings drawn from seed.
func ratedPlayers(n int, seed uint64) []Player {
	rng := rand.New(rand.NewPCG(seed, 1))
	players := make([]Player, n)
	for i := range players {
		players[i] = Player{ID: i + 1, Strength: 1000 + rng.IntN(1500)}
	}
	return players
}

// ids returns 1…n.
func ids(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

// resultOrder simulates the results of a stage: each table finishes in a
// random order, and the next stage is seeded with all the 1st places (table
// by table), then all the 2nd places, and so on.
func resultOrder(s Seating, seed uint64) []int {
	rng := rand.New(rand.NewPCG(seed, 2))
	var byPlace [Seats][]int
	for _, t := range s.Tables {
		people := t.People()
		rng.Shuffle(len(people), func(i, j int) { people[i], people[j] = people[j], people[i] })
		for place, id := range people {
			byPlace[place] = append(byPlace[place], id)
		}
	}
	var order []int
	for _, place := range byPlace {
		order = append(order, place...)
	}
	return order
}

// checkSeating checks what a person could check on the printed sheet: every
// player sits exactly once, CPU seats are where the package puts them, the
// strength sums add up, and the repeat pairs reported are exactly the pairs
// of earlier tablemates seated together.
func checkSeating(t *testing.T, req Request, s Seating) {
	t.Helper()
	strength := make(map[int]int, len(req.Players))
	for _, p := range req.Players {
		strength[p.ID] = p.Strength
	}
	met := make(map[Pair]bool, len(req.Tablemates))
	for _, p := range req.Tablemates {
		met[NewPair(p.A, p.B)] = true
	}
	seated := make(map[int]bool, len(req.Players))
	var repeats []Pair
	for i, tab := range s.Tables {
		require.Equal(t, TableName(i), tab.Name)
		people := tab.People()
		require.GreaterOrEqual(t, len(people), 2, "table %s has fewer than 2 people", tab.Name)
		sum := 0
		for _, id := range people {
			_, known := strength[id]
			require.True(t, known, "unknown player %d at table %s", id, tab.Name)
			require.False(t, seated[id], "player %d seated twice", id)
			seated[id] = true
			sum += strength[id]
		}
		require.Equal(t, sum, tab.Strength, "strength sum of table %s", tab.Name)
		for seat, id := range tab.Seats {
			require.Equal(t, isCPUSeat(len(people), seat), id == CPU, "CPU seat %d of table %s", seat, tab.Name)
		}
		var tabRepeats []Pair
		for _, p := range TablematePairs(people) {
			if met[p] {
				tabRepeats = append(tabRepeats, p)
			}
		}
		slices.SortFunc(tabRepeats, comparePairs)
		require.Equal(t, tabRepeats, tab.Repeats, "repeats of table %s", tab.Name)
		repeats = append(repeats, tabRepeats...)
	}
	require.Len(t, seated, len(req.Players))
	slices.SortFunc(repeats, comparePairs)
	require.Equal(t, repeats, s.Repeats)
}

// spreads returns, for each number of people per table, the largest
// difference between the strength sums of tables with that many people.
func spreads(s Seating) map[int]int {
	lo, hi := map[int]int{}, map[int]int{}
	for _, t := range s.Tables {
		k := len(t.People())
		if _, ok := lo[k]; !ok {
			lo[k], hi[k] = t.Strength, t.Strength
		}
		lo[k], hi[k] = min(lo[k], t.Strength), max(hi[k], t.Strength)
	}
	out := map[int]int{}
	for k := range lo {
		out[k] = hi[k] - lo[k]
	}
	return out
}

// strengthRange returns the strongest minus the weakest strength: the bound
// on table sum differences that snake seeding keeps.
func strengthRange(players []Player) int {
	lo, hi := players[0].Strength, players[0].Strength
	for _, p := range players {
		lo, hi = min(lo, p.Strength), max(hi, p.Strength)
	}
	return hi - lo
}

// seatStages seats the players for stages stages in a row, each stage with
// the tablemates of all the earlier ones, re-seeding by simulated results
// when reseed is set, and returns every stage's request and seating.
func seatStages(t testing.TB, players []Player, stages int, reseed bool, seed uint64) ([]Request, []Seating) {
	var reqs []Request
	var out []Seating
	var mates []Pair
	for stage := range stages {
		req := Request{Players: players, Tablemates: slices.Clone(mates), Seed: seed + uint64(stage)}
		s, err := Seat(req)
		require.NoError(t, err)
		reqs, out = append(reqs, req), append(out, s)
		mates = append(mates, s.Tablemates()...)
		if reseed {
			players = FromOrder(resultOrder(s, seed+uint64(stage)))
		}
	}
	return reqs, out
}
