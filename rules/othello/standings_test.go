package othello

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ids(rows []Row) []int {
	out := make([]int, len(rows))
	for i, r := range rows {
		out[i] = r.ID
	}
	return out
}

// docs/rules.md §2.1 ranking order (1): wins first, then (2) Brightwell points.
func TestStandings_WinsThenBrightwellPoints(t *testing.T) {
	rounds := [][]Game{
		{game(1, 2, "33-31"), game(3, 4, "64-0"), game(5, 6, "32-32")},
		{game(1, 6, "40-24"), game(3, 5, "20-44"), game(4, 2, "34-30")},
	}
	rows, err := DefaultSettings().Standings(players(1, 2, 3, 4, 5, 6), rounds)
	require.NoError(t, err)
	// 1: 2 wins. 5: 1.5. 3 and 4: 1 win each; 3 has 64+20+6×(1+1.5)=99,
	// 4 has 0+34+6×(1+0)=40. 6: 0.5. 2: 0.
	assert.Equal(t, []int{1, 5, 3, 4, 6, 2}, ids(rows))
	assert.Equal(t, "1.5", row(t, rows, 5).Score.String())
	assert.Equal(t, Points(99), row(t, rows, 3).BP)
	assert.Equal(t, ByWins, rows[1].DecidedBy)
	assert.Equal(t, ByBrightwell, rows[3].DecidedBy)
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6}, []int{rows[0].Rank, rows[1].Rank, rows[2].Rank, rows[3].Rank, rows[4].Rank, rows[5].Rank})
}

// docs/rules.md §2.1 (3): the rank after the previous round comes before the disc
// total, and is used only where a place must be decided: players level on
// wins and BP share their Rank; Place is decided.
func TestStandings_PreviousRoundRankOnlyWhereAPlaceMustBeDecided(t *testing.T) {
	rounds := [][]Game{
		{game(1, 2, "40-24"), game(3, 5, "36-28"), game(6, 4, "46-18")},
		{game(4, 1, "40-24"), game(6, 3, "40-24"), game(2, 5, "20-44")},
	}
	rows, err := DefaultSettings().Standings(players(1, 2, 3, 4, 5, 6), rounds)
	require.NoError(t, err)
	// 3: 36+24 + 6×(1+2) = 78 with 60 discs; 5: 28+44 + 6×(1+0) = 78 with 72
	// discs. After round 1, 3 (a win) was above 5 (a loss).
	p3, p5 := row(t, rows, 3), row(t, rows, 5)
	assert.Equal(t, p3.Score, p5.Score)
	assert.Equal(t, Points(78), p3.BP)
	assert.Equal(t, Points(78), p5.BP)
	assert.Less(t, p3.Discs, p5.Discs)
	assert.Equal(t, p3.Place+1, p5.Place, "the previous round's rank puts 3 above 5 despite fewer discs")
	assert.Equal(t, ByPreviousRank, p5.DecidedBy)
	assert.Equal(t, p3.Rank, p5.Rank, "equal on the seed's criteria: the rank is shared")
	assert.True(t, p3.Tied)
	assert.True(t, p5.Tied)
	assert.Equal(t, 2, p3.Rank)
	assert.Equal(t, 4, row(t, rows, 4).Rank)
}

// docs/rules.md §2.1: "then disc total, then lot (drawn once, stored)".
func TestStandings_DiscTotalThenLot(t *testing.T) {
	ps := players(1, 2, 3, 4, 5)
	ps[3].Lot, ps[4].Lot = 9, 2 // player 4 drew 9, player 5 drew 2
	rows, err := DefaultSettings().Standings(ps, [][]Game{
		{game(1, 0, "bye"), game(2, 3, "38-26"), game(4, 5, "32-32")},
	})
	require.NoError(t, err)
	// 1 (bye): BP 32+6×1 = 38, 40 discs; 2: BP 38+6×0 = 38, 38 discs.
	// 4 and 5: ½ each, BP 32+3 = 35, 32 discs: the lot decides.
	assert.Equal(t, []int{1, 2, 5, 4, 3}, ids(rows))
	assert.Equal(t, ByDiscs, rows[1].DecidedBy)
	assert.Equal(t, ByLot, rows[3].DecidedBy)
	assert.Equal(t, []int{1, 1, 3, 3, 5}, []int{rows[0].Rank, rows[1].Rank, rows[2].Rank, rows[3].Rank, rows[4].Rank})
}

func TestStandings_NoRoundsOrderedByLot(t *testing.T) {
	ps := players(7, 8, 9)
	ps[0].Lot = 4
	rows, err := DefaultSettings().Standings(ps, nil)
	require.NoError(t, err)
	assert.Equal(t, []int{8, 9, 7}, ids(rows))
	assert.True(t, rows[0].Tied)
}

// docs/rules.md §2.3: early finalists skip the last round and are the preliminary
// 1st and 2nd, whatever the others score in it.
func TestStandings_EarlyFinalistsRankFirstAfterTheLastRound(t *testing.T) {
	s := DefaultSettings()
	s.Rounds, s.EarlyFinalAfterRound, s.EarlyFinalThirdMaxWins = 2, 1, 0
	ps := players(1, 2, 3, 4)
	ps[0].EarlyFinalist = true
	rows, err := s.StandingsByRound(ps, [][]Game{
		{game(1, 2, "33-31"), game(3, 4, "64-0")},
		{game(3, 2, "64-0"), game(4, 0, "bye")},
	})
	require.NoError(t, err)
	assert.Equal(t, 3, rows[0][0].ID, "after round 1 the flag has no effect")
	assert.Equal(t, []int{1, 3}, ids(rows[1][:2]))
	assert.Equal(t, ByEarlyFinal, rows[1][1].DecidedBy)
}

func TestStandings_InputErrors(t *testing.T) {
	tests := []struct {
		name    string
		players []Player
		games   []Game
		want    error
	}{
		{"unknown player", players(1, 2), []Game{game(1, 3, "40-24")}, ErrUnknownPlayer},
		{"duplicate id", players(1, 1), nil, ErrDuplicatePlayer},
		{"two games in a round", players(1, 2, 3), []Game{game(1, 2, "40-24"), game(3, 1, "40-24")}, ErrPlayedTwice},
		{"plays themselves", players(1, 2), []Game{game(1, 1, "40-24")}, ErrPlayedTwice},
		{"short card not normalised", players(1, 2), []Game{game(1, 2, "38-24")}, ErrShortfallUndecided},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DefaultSettings().Standings(tt.players, [][]Game{tt.games})
			require.ErrorIs(t, err, tt.want)
			if tt.want != ErrDuplicatePlayer {
				assert.Contains(t, err.Error(), "round 1")
			}
		})
	}
}

// StandingsByRound agrees with Standings on every prefix of the rounds.
func TestStandings_ByRoundMatchesEachPrefix(t *testing.T) {
	ps, rounds := randomEvent(40, 7, 3)
	s := DefaultSettings()
	all, err := s.StandingsByRound(ps, rounds)
	require.NoError(t, err)
	for r := range rounds {
		rows, err := s.Standings(ps, rounds[:r+1])
		require.NoError(t, err)
		assert.Equal(t, rows, all[r])
	}
	last := all[len(all)-1]
	assert.True(t, slices.IsSortedFunc(last, func(a, b Row) int { return cmp.Compare(b.Score, a.Score) }))
}

// randomEvent builds n players and a Swiss-like event: each round pairs
// neighbours in the current standings, results drawn from seed.
func randomEvent(n, rounds int, seed uint64) ([]Player, [][]Game) {
	rng := rand.New(rand.NewPCG(seed, seed))
	ps := make([]Player, n)
	for i := range ps {
		ps[i] = Player{ID: i + 1, Lot: rng.IntN(1 << 20)}
	}
	s := DefaultSettings()
	var all [][]Game
	order := rng.Perm(n)
	for r := 0; r < rounds; r++ {
		if r > 0 {
			rows, err := s.Standings(ps, all)
			if err != nil {
				panic(err)
			}
			for i, row := range rows {
				order[i] = row.ID - 1
			}
		}
		var games []Game
		for k := 0; k+1 < len(order); k += 2 {
			b := 20 + rng.IntN(25)
			if rng.IntN(8) == 0 {
				b = 32
			}
			games = append(games, Game{Black: order[k] + 1, White: order[k+1] + 1, Result: Discs(b, Squares-b)})
		}
		if n%2 == 1 {
			games = append(games, Game{Black: order[n-1] + 1, Result: Result{Outcome: Bye}})
		}
		all = append(all, games)
	}
	return ps, all
}

// BenchmarkStandings1024x13 measures the standings of 1,024 players after 13
// rounds (target: well under 50 ms). The standings after each round are
// computed on the way, since each uses the previous round's rank.
func BenchmarkStandings1024x13(b *testing.B) {
	ps, rounds := randomEvent(1024, 13, 1)
	s := DefaultSettings()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Standings(ps, rounds); err != nil {
			b.Fatal(err)
		}
	}
}
