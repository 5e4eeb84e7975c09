package pairing

import (
	"fmt"
	"slices"
)

// qualifyWeights turns the rules of a 2勝通過2敗失格 round into one cost per
// edge for the Swiss engine's matching. The rules rank strictly, so the cost
// is a sum of tiers, each tier's unit larger than the most that all lower
// tiers can add up to over a whole matching (E = edges in a matching):
//
//  1. rematches: the earlier games of the pair (only when they are allowed);
//  2. a second bye: the byes the player already had;
//  3. floats, one tier per distance between records, the furthest highest;
//  4. where the bye goes: the lowest record, then the lowest-ranked player;
//  5. the engine's colour and affiliation penalty.
//
// When the units of tier 5 would make the costs too large for the matching
// (hundreds of players with several distances), colours and affiliations
// are left out of the matching (the engine still gives each pair its
// colours); when even then they are too large, pairing is refused.
type qualifyWeights struct {
	m        *costModel
	recs     []WinLoss
	recPos   []int // place of each player's record among the round's, 0 = lowest
	distTier map[int]int
	byeRule  QualifyBye
	lowest   WinLoss

	maxColour int64 // largest tier-5 cost of an edge
	maxByes   int
	maxMeet   int
}

func newQualifyWeights(m *costModel, recs []WinLoss, bye QualifyBye) *qualifyWeights {
	w := &qualifyWeights{m: m, recs: recs, byeRule: bye, distTier: map[int]int{}}
	distinct := slices.Clone(recs)
	slices.SortFunc(distinct, compareRecords)
	distinct = slices.Compact(distinct)
	if len(distinct) > 0 {
		w.lowest = distinct[0]
	}
	w.recPos = make([]int, len(recs))
	for i, r := range recs {
		w.recPos[i], _ = slices.BinarySearchFunc(distinct, r, compareRecords)
	}
	var dists []int
	for a := range distinct {
		for b := a + 1; b < len(distinct); b++ {
			dists = append(dists, recordDistance(distinct[a], distinct[b]))
		}
	}
	slices.Sort(dists)
	for _, d := range slices.Compact(dists) {
		w.distTier[d] = len(w.distTier) + 1
	}
	for i := range recs {
		w.maxByes = max(w.maxByes, m.v[i].byes)
		for _, mt := range m.v[i].meetings {
			w.maxMeet = max(w.maxMeet, mt.asBlack+mt.asWhite+mt.colourless)
		}
	}
	for i := range m.v {
		for j := i + 1; j < len(m.v); j++ {
			if c, ok := m.pairCost(i, j); ok {
				w.maxColour = max(w.maxColour, c)
			}
		}
	}
	return w
}

// qualifyUnits are the costs of one unit of each tier.
type qualifyUnits struct {
	colour, bye, secondBye, rematch int64
	dist                            []int64 // dist[k−1] is one float of distance tier k
}

// units computes the tier units, or ok = false if the largest edge cost
// would pass MaxEdgeCost.
func (w *qualifyWeights) units(maxColour int64, rematches bool) (u qualifyUnits, ok bool) {
	n := int64(len(w.recs))
	e := int64(len(w.m.v) / 2)
	over := false
	mul := func(a, b int64) int64 {
		if a < 0 || b < 0 || (a != 0 && b > MaxEdgeCost/a) {
			over = true
			return 0
		}
		return a * b
	}
	u.colour = 1
	u.bye = mul(e, maxColour) + 1
	// Where the bye goes: recPos·n + (n−1−standing) < (records)·n.
	records := int64(slices.Max(w.recPos)) + 1
	next := mul(mul(records, n), u.bye)
	for range w.distTier {
		u.dist = append(u.dist, next)
		next = mul(e+1, next)
	}
	u.secondBye = next
	top := mul(int64(w.maxByes)+1, u.secondBye)
	if rematches {
		u.rematch = top
		top = mul(mul(e, int64(w.maxMeet))+1, u.rematch)
	}
	return u, !over && top <= MaxEdgeCost
}

// match runs the matching; with rematches false, pairs who met before are
// left out.
func (w *qualifyWeights) match(rematches bool) ([]int, error) {
	cost, err := w.cost(rematches)
	if err != nil {
		return nil, err
	}
	mate, _, err := MinCostPerfectMatching(len(w.m.v), cost)
	return mate, err
}

// cost is the matching's cost of an edge; with rematches false, pairs who
// met before are left out.
func (w *qualifyWeights) cost(rematches bool) (CostFunc, error) {
	u, ok := w.units(w.maxColour, rematches)
	colours := ok
	if !ok {
		if u, ok = w.units(0, rematches); !ok {
			return nil, fmt.Errorf("%d players with %d different distances between records are too many to weigh in one matching: %w",
				len(w.recs), len(w.distTier), ErrInvalidPlayers)
		}
	}
	m := w.m
	n := len(w.recs)
	return func(i, j int) (int64, bool) {
		if j != m.bye && m.v[i].apart && m.keptApart(i, j) != ApartNone {
			return 0, false
		}
		var c int64
		if colours {
			cc, ok := m.pairCost(i, j)
			if !ok {
				return 0, false
			}
			c = cc
		}
		if j == m.bye {
			if w.byeRule == QualifyByeLowestRecord && w.recs[i] != w.lowest {
				return 0, false
			}
			c += int64(m.v[i].byes) * u.secondBye
			c += int64(w.recPos[i]*n+n-1-m.v[i].standing) * u.bye
			return c, true
		}
		if mt := m.findMeeting(i, j); mt != nil {
			if !rematches {
				return 0, false
			}
			c += int64(mt.asBlack+mt.asWhite+mt.colourless) * u.rematch
		}
		if d := recordDistance(w.recs[i], w.recs[j]); d > 0 {
			c += u.dist[w.distTier[d]-1]
		}
		return c, true
	}, nil
}
