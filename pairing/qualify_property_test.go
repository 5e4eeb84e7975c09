package pairing

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// qualifyBest is the best pairing of a round by the rules, as found by
// trying every pairing.
type qualifyBest struct {
	key     []int // see qualifyKey
	repeats int   // earlier games repeated (key[0])
}

// qualifyKey ranks one pairing of players (index pairs, j = −1 for the bye)
// by PairQualifyRound's rules, the first entry weighing most: earlier games
// repeated (a pair who met twice counts 2);
// earlier byes of the bye's receiver; floats of each distance between
// records, the furthest first; where the bye goes (the lowest record, then
// the lowest-ranked player). Colours are left out: any order of them is the
// engine's business.
func qualifyKey(in []QualifyPlayer, pairs [][2]int, maxDist int) []int {
	n := len(in)
	key := make([]int, 3+maxDist)
	distinct := make([]WinLoss, 0, n)
	for _, p := range in {
		distinct = append(distinct, p.Record)
	}
	slices.SortFunc(distinct, compareRecords)
	distinct = slices.Compact(distinct)
	byRank := make([]int, n)
	for i := range byRank {
		byRank[i] = i
	}
	slices.SortFunc(byRank, func(a, b int) int {
		return cmp.Or(cmp.Compare(in[a].Rank, in[b].Rank), cmp.Compare(in[a].ID, in[b].ID))
	})
	for _, pr := range pairs {
		a := in[pr[0]]
		if pr[1] < 0 {
			for _, g := range a.History {
				if g.Bye {
					key[1]++
				}
			}
			pos, _ := slices.BinarySearchFunc(distinct, a.Record, compareRecords)
			standing := slices.Index(byRank, pr[0])
			key[2+maxDist] = pos*n + n - 1 - standing
			continue
		}
		b := in[pr[1]]
		for _, g := range a.History {
			if g.Opponent == b.ID {
				key[0]++
			}
		}
		if d := recordDistance(a.Record, b.Record); d > 0 {
			key[2+maxDist-d]++
		}
	}
	return key
}

// qualifyKeyOf is qualifyKey of a round PairQualifyRound paired, to compare
// with best.
func qualifyKeyOf(in []QualifyPlayer, res QualifyPairings, best qualifyBest) []int {
	index := map[int]int{}
	for i, p := range in {
		index[p.ID] = i
	}
	var pairs [][2]int
	for _, p := range res.Pairs {
		if p.Bye {
			pairs = append(pairs, [2]int{index[p.Black], -1})
		} else {
			pairs = append(pairs, [2]int{index[p.Black], index[p.White]})
		}
	}
	return qualifyKey(in, pairs, len(best.key)-3)
}

// qualifyBruteForce tries every pairing of the players still in (the bye
// only to the lowest record under QualifyByeLowestRecord) and returns the
// best by qualifyKey.
func qualifyBruteForce(t testing.TB, in []QualifyPlayer, rules QualifyRules) qualifyBest {
	require.LessOrEqual(t, len(in), 12, "too many players to try every pairing")
	maxDist := 0
	lowest := in[0].Record
	for i, a := range in {
		if compareRecords(a.Record, lowest) < 0 {
			lowest = a.Record
		}
		for _, b := range in[i+1:] {
			maxDist = max(maxDist, recordDistance(a.Record, b.Record))
		}
	}
	var best qualifyBest
	free := make([]bool, len(in))
	for i := range free {
		free[i] = true
	}
	var pairs [][2]int
	var try func()
	try = func() {
		first := slices.Index(free, true)
		if first < 0 {
			key := qualifyKey(in, pairs, maxDist)
			if best.key == nil || slices.Compare(key, best.key) < 0 {
				best = qualifyBest{key: key, repeats: key[0]}
			}
			return
		}
		free[first] = false
		if len(in)%2 == 1 && !slices.ContainsFunc(pairs, func(p [2]int) bool { return p[1] < 0 }) &&
			(rules.Bye != QualifyByeLowestRecord || in[first].Record == lowest) {
			pairs = append(pairs, [2]int{first, -1})
			try()
			pairs = pairs[:len(pairs)-1]
		}
		for j := first + 1; j < len(in); j++ {
			if free[j] {
				free[j] = false
				pairs = append(pairs, [2]int{first, j})
				try()
				pairs = pairs[:len(pairs)-1]
				free[j] = true
			}
		}
		free[first] = true
	}
	try()
	require.NotNil(t, best.key, "some pairing exists")
	return best
}

// randomQualifyRound makes a round of a stage with up to 11 players still in:
// random rules, earlier rounds paired at random among them and against
// players no longer in (so rematches, second byes and two-dimensional
// records with sat-out rounds all occur), and random records.
func randomQualifyRound(r *rand.Rand) QualifyRequest {
	rules := QualifyRules{Wins: 1 + r.IntN(4), Losses: 1 + r.IntN(4), Bye: QualifyBye(1 + r.IntN(3)), AllowRematch: r.IntN(2) == 0}
	round := 1 + r.IntN(6)
	n := 1 + r.IntN(11)
	in := make([]QualifyPlayer, n)
	for i, rank := range r.Perm(n) {
		in[i] = QualifyPlayer{ID: 1 + i, Rank: rank + 1, Affiliation: []string{"", "東京", "大阪"}[r.IntN(3)]}
		w := r.IntN(min(rules.Wins, round))
		in[i].Record = WinLoss{w, r.IntN(min(rules.Losses, round-w))}
	}
	for range round - 1 {
		order := r.Perm(n)
		for k := 0; k < n; k++ {
			a := &in[order[k]]
			switch x := r.IntN(10); {
			case x == 0:
				a.History = append(a.History, Game{Opponent: NoOpponent, Bye: true})
			case x < 3 || k == n-1:
				a.History = append(a.History, Game{Opponent: 500 + r.IntN(50), Color: Color(1 + r.IntN(2))})
			default:
				k++
				b := &in[order[k]]
				c := Color(1 + r.IntN(2))
				a.History = append(a.History, Game{Opponent: b.ID, Color: c})
				b.History = append(b.History, Game{Opponent: a.ID, Color: c.Opposite()})
			}
		}
	}
	return QualifyRequest{Round: round, Players: in, Rules: rules, Seed: r.Uint64()}
}

// Thousands of small random rounds: PairQualifyRound's pairing is as good
// by the rules as the best of every possible pairing (the same count of
// rematches, second byes, floats at each distance, and the same place for
// the bye), it refuses exactly when every pairing repeats a game and the
// rules forbid it, and when one player is left with a bye worth nothing.
func TestPairQualifyRound_MatchesBruteForceOnSmallRandomRounds(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 2))
	refusedRematch, lone := 0, 0
	for it := range 1500 {
		req := randomQualifyRound(r)
		res, err := PairQualifyRound(req)
		in := req.Players
		if len(in) == 1 && req.Rules.Bye == QualifyByeNothing {
			require.ErrorIs(t, err, ErrQualifyLonePlayer, "case %d", it)
			lone++
			continue
		}
		best := qualifyBruteForce(t, in, req.Rules)
		if best.repeats > 0 && !req.Rules.AllowRematch {
			require.ErrorIs(t, err, ErrQualifyRematch, "case %d", it)
			refusedRematch++
			continue
		}
		require.NoError(t, err, "case %d", it)
		require.Equal(t, best.key, qualifyKeyOf(in, res, best), "case %d: %d players, %+v", it, len(in), req.Rules)
		if best.repeats == 0 {
			require.Zero(t, res.Rematches, "case %d", it)
		}
	}
	require.Positive(t, refusedRematch, "some rounds must need a rematch")
	require.Positive(t, lone)
}
