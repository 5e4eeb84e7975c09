package pairing

import (
	"cmp"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomHistory plays `rounds` random rounds among n players: random
// pairings (so rematches and second byes happen), random colours and
// results (recorded in the histories), some players missing a round, some
// entering late. It returns the players ranked by score.
func randomHistory(r *rand.Rand, n, rounds int) []Player {
	ps := make([]Player, n)
	joins := make([]int, n)
	for i := range ps {
		ps[i] = Player{ID: 10 + i, Affiliation: []string{"", "東京", "大阪"}[r.IntN(3)]}
		if r.IntN(6) == 0 {
			joins[i] = r.IntN(rounds + 1) // late entry: plays from this round on
		}
	}
	for rd := range rounds {
		var here []int
		for i := range ps {
			if rd < joins[i] {
				continue
			}
			if r.IntN(10) == 0 {
				ps[i].History = append(ps[i].History, Game{Opponent: NoOpponent})
				continue
			}
			here = append(here, i)
		}
		r.Shuffle(len(here), func(a, b int) { here[a], here[b] = here[b], here[a] })
		if len(here)%2 == 1 {
			i := here[len(here)-1]
			here = here[:len(here)-1]
			ps[i].History = append(ps[i].History, Game{Opponent: NoOpponent, Bye: true, Result: ResultWin})
			ps[i].Score += 2
		}
		for k := 0; k < len(here); k += 2 {
			a, b := &ps[here[k]], &ps[here[k+1]]
			if r.IntN(2) == 0 {
				a, b = b, a
			}
			d := a.Score - b.Score
			a.History = append(a.History, Game{Opponent: b.ID, Color: Black, ScoreDiff: d})
			b.History = append(b.History, Game{Opponent: a.ID, Color: White, ScoreDiff: -d})
			ga, gb := &a.History[len(a.History)-1], &b.History[len(b.History)-1]
			switch r.IntN(5) {
			case 0:
				a.Score++
				b.Score++
				ga.Result, gb.Result = ResultDraw, ResultDraw
			case 1, 2:
				a.Score += 2
				ga.Result, gb.Result = ResultWin, ResultLoss
			default:
				b.Score += 2
				ga.Result, gb.Result = ResultLoss, ResultWin
			}
		}
	}
	slices.SortStableFunc(ps, func(a, b Player) int { return cmp.Compare(b.Score, a.Score) })
	for i := range ps {
		ps[i].Rank = i + 1
	}
	return ps
}

// Thousands of small random events: PairRound must return a valid pairing
// whose penalty equals the brute-force optimum, give the bye as the
// brute-force tie-break says, fail exactly when no pairing is allowed, and
// never pair a rematch when a rematch-free pairing exists.
func TestPairRound_PropertiesOnSmallRandomEvents(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	stats := map[string]int{}
	for it := range 3000 {
		n := 1 + r.IntN(12)
		rounds := r.IntN(7)
		players := randomHistory(r, n, rounds)
		req := Request{Round: rounds + 1, Players: players, Settings: DefaultSettings(), Seed: uint64(it)}
		if r.IntN(4) == 0 {
			req.Settings.FirstRound = FirstRoundByRank // only matters in round 1
		}
		res, err := PairRound(req)

		// The same model PairRound builds, in standings order.
		order := make([]*Player, n)
		standing := make([]int, n)
		for i := range players {
			order[i], standing[i] = &players[i], i
		}
		m := newCostModel(req.Settings, req.Round, order, standing)
		nv := len(m.v)
		k := int64(n) + 1
		scaled := func(i, j int) (int64, bool) {
			c, ok := m.pairCost(i, j)
			if j == m.bye {
				c = c*k + int64(n-1-m.v[i].standing)
			} else {
				c *= k
			}
			return c, ok
		}
		best, exists := bruteForce(nv, scaled)
		if !exists {
			stats["no pairing"]++
			require.ErrorIs(t, err, ErrNoPerfectMatching, "instance %d", it)
			continue
		}
		require.NoError(t, err, "instance %d", it)

		// Valid: everyone once, a bye exactly when n is odd.
		seen := map[int]int{}
		byes := 0
		for _, p := range res.Pairs {
			seen[p.Black]++
			if p.Bye {
				byes++
				assert.Equal(t, NoOpponent, p.White)
			} else {
				seen[p.White]++
			}
		}
		assert.Equal(t, n%2, byes, "instance %d", it)
		for _, p := range players {
			assert.Equal(t, 1, seen[p.ID], "instance %d: player %d", it, p.ID)
		}

		if req.Round == 1 && req.Settings.FirstRound == FirstRoundByRank {
			continue // by rank is a fixed rule, not an optimum
		}
		stats["optimum checked"]++
		assert.Equal(t, best/k, res.Cost, "instance %d: penalty is not the optimum", it)
		if n%2 == 1 {
			wantBye := players[n-1-int(best%k)].ID
			assert.Equal(t, wantBye, res.Pairs[len(res.Pairs)-1].Black, "instance %d: bye", it)
		}

		// Rematches only when unavoidable.
		fresh := func(i, j int) (int64, bool) {
			if j != m.bye && m.met(i, j) {
				return 0, false
			}
			return scaled(i, j)
		}
		if _, ok := bruteForce(nv, fresh); ok {
			stats["rematch-free exists"]++
			for _, p := range res.Pairs {
				if !p.Bye {
					assert.Zero(t, p.Why.EarlierGames, "instance %d: avoidable rematch %d-%d", it, p.Black, p.White)
				}
			}
		} else {
			stats["rematch unavoidable"]++
		}
	}
	t.Logf("%v", stats)
	assert.Greater(t, stats["no pairing"], 20)
	assert.Greater(t, stats["rematch unavoidable"], 20)
}

// On Swiss rounds too large for brute force, the sparse start with pricing
// must reach the same penalty as a run on every edge.
func TestPairRound_SparseStartAgreesWithDenseRun(t *testing.T) {
	sizes := []int{301, 400}
	if testing.Short() {
		sizes = []int{301}
	}
	for _, n := range sizes {
		e := newEvent(n, uint64(n))
		for range 7 {
			req := e.request(7)
			res, err := PairRound(req)
			require.NoError(t, err)

			order := make([]*Player, n)
			standing := make([]int, n)
			for i := range e.players {
				order[i], standing[i] = &e.players[i], i
			}
			m := newCostModel(req.Settings, req.Round, order, standing)
			k := int64(n) + 1
			_, dense, err := minCostPerfectMatching(len(m.v), func(i, j int) (int64, bool) {
				c, ok := m.pairCost(i, j)
				c *= k
				if j == m.bye {
					c += int64(n - 1 - m.v[i].standing)
				}
				return c, ok
			}, len(m.v), 0, 0)
			if errors.Is(err, ErrNoPerfectMatching) {
				t.Fatalf("n=%d round %d: dense run found no pairing", n, req.Round)
			}
			require.NoError(t, err)
			assert.Equal(t, dense/k, res.Cost, "n=%d round %d", n, req.Round)
			e.play(res.Pairs)
		}
	}
}
