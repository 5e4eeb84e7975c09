package pairing

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// Pair is one table of a round (対局): Black against White, or a bye. For a
// bye, Black is the player who receives it and White is NoOpponent.
type Pair struct {
	// Black is the ID of the player with Black (黒, moves first).
	Black int
	// White is the ID of the player with White (白), or NoOpponent for a bye.
	White int
	// Bye is true when Black receives the bye (不戦勝).
	Bye bool
	// Why explains the pair for the pairings screen and sheets.
	Why Explanation
}

// Pairings is one round's pairing (組合せ) as the computer decides it.
type Pairings struct {
	// Round is the round paired.
	Round int
	// Pairs are in table order: the highest scores first, the bye last.
	Pairs []Pair
	// Cost is the total penalty, the sum of the pairs' Why.Penalty.Total().
	Cost int64
}

// PairRound pairs one round of an Othello Swiss (docs/rules.md §2.1, PAPP's method):
// a perfect matching of least total penalty over the present players, with a
// fictitious bye player when their number is odd, then colours for each pair.
// Among equally cheap matchings the bye goes to the lowest-ranked player.
// Players the request keeps apart (Apart) never meet while any pairing keeps
// them apart; the games of a pair the pairing without them would have made
// name them (Explanation.KeptApart).
//
// Errors wrap ErrInvalidSettings or ErrInvalidPlayers for bad input,
// ErrNoPerfectMatching when every pairing would break a forbidden rule, and
// ErrKeptApart (an *ApartError naming them) when pairings exist but none
// keeps the players of Apart apart.
func PairRound(req Request) (Pairings, error) {
	out := Pairings{Round: req.Round}
	if err := req.Settings.Validate(); err != nil {
		return out, fmt.Errorf("pairing round %d: %w", req.Round, err)
	}
	if err := validatePlayers(req.Round, req.Players); err != nil {
		return out, fmt.Errorf("pairing round %d: %w", req.Round, err)
	}
	n := len(req.Players)
	if n == 0 {
		return out, nil
	}

	// Standings order: score, then rank, then ID.
	order := make([]*Player, n)
	for i := range req.Players {
		order[i] = &req.Players[i]
	}
	slices.SortStableFunc(order, func(a, b *Player) int {
		return cmp.Or(cmp.Compare(b.Score, a.Score), cmp.Compare(a.Rank, b.Rank), cmp.Compare(a.ID, b.ID))
	})
	place := make(map[*Player]int, n)
	for i, p := range order {
		place[p] = i
	}
	rng := newDrawRNG(req.Seed, req.Round)
	vertices := slices.Clone(order)
	if req.Round == 1 && req.Settings.FirstRound == FirstRoundDraw {
		// The draw: the matching breaks ties by vertex order, so a seeded
		// shuffle of that order makes the round-1 pairing a random draw
		// that still avoids same-affiliation pairs where it can.
		shuffle(rng, vertices)
	}
	standing := make([]int, n)
	for i, p := range vertices {
		standing[i] = place[p]
	}
	m := newCostModel(req.Settings, req.Round, vertices, standing)
	binds := m.keepApart(req.Apart)

	byRank := req.Round == 1 && req.Settings.FirstRound == FirstRoundByRank
	mate, err := m.pairVertices(n, byRank)
	if err != nil {
		if binds && errors.Is(err, ErrNoPerfectMatching) {
			if blame := m.refuseApart(m.pairCost); blame != nil {
				err = blame
			}
		}
		return out, fmt.Errorf("pairing round %d of %d players: %w", req.Round, n, err)
	}
	var moved map[int][]KeptApart
	if binds {
		// The same round without the constraints: a pair it would have
		// made that they forbid is named on the games of its players.
		var free []int
		m.withoutApart(func() { free, err = m.pairVertices(n, byRank) })
		if err == nil {
			moved = m.movedApart(mate, free)
		}
	}

	type table struct{ i, j int } // j may be the bye
	var tables []table
	for i, j := range mate {
		if i < j {
			tables = append(tables, table{i, j})
		}
	}
	slices.SortFunc(tables, func(a, b table) int {
		if (a.j == m.bye) != (b.j == m.bye) {
			if a.j == m.bye {
				return 1
			}
			return -1
		}
		hiA, loA := m.v[a.i].score, m.v[a.j].score
		hiB, loB := m.v[b.i].score, m.v[b.j].score
		return cmp.Or(
			cmp.Compare(max(hiB, loB), max(hiA, loA)),
			cmp.Compare(min(hiB, loB), min(hiA, loA)),
			cmp.Compare(min(m.v[a.i].standing, m.v[a.j].standing), min(m.v[b.i].standing, m.v[b.j].standing)),
		)
	})
	for _, t := range tables {
		var pr Pair
		if t.j == m.bye {
			pr = m.byePair(t.i)
		} else {
			pr = m.colourPair(t.i, t.j, rng)
		}
		pr.Why.KeptApart = keptApartOf(moved, t.i, t.j)
		out.Pairs = append(out.Pairs, pr)
		out.Cost += pr.Why.Penalty.Total()
	}
	return out, nil
}

// match runs the minimum-cost perfect matching. Costs are scaled by K = n+1
// and a bye edge gets n−1−standing extra: below K, so it only decides between
// matchings of equal penalty, and there in favour of the lowest-ranked
// player getting the bye (exactly one bye edge is in any perfect matching).
func (m *costModel) match(n int) ([]int, error) {
	k := int64(n) + 1
	tooBig := false
	cost := func(i, j int) (int64, bool) {
		c, ok := m.pairCost(i, j)
		if !ok {
			return 0, false
		}
		if c > (MaxEdgeCost-k)/k {
			tooBig = true
			return MaxEdgeCost + 1, true // makes the matching stop with an error
		}
		c *= k
		if j == m.bye {
			c += int64(n - 1 - m.v[i].standing)
		}
		return c, true
	}
	mate, _, err := MinCostPerfectMatching(len(m.v), cost)
	switch {
	case tooBig:
		return nil, fmt.Errorf("the penalties are too large to add up safely for %d players: %w", n, ErrInvalidSettings)
	case err != nil:
		return nil, fmt.Errorf("no pairing avoids every forbidden repeat of colours and second bye: %w", err)
	}
	return mate, nil
}

// slideByRank pairs players in rank order, top half against bottom half
// (1 v n/2+1, 2 v n/2+2, …). With a bye vertex (the last one) the
// lowest-ranked player takes it and the others slide.
func slideByRank(nv int, bye int) []int {
	mate := make([]int, nv)
	players := nv
	if bye >= 0 {
		players = nv - 2
		mate[nv-2], mate[bye] = bye, nv-2
	}
	half := players / 2
	for i := range half {
		mate[i], mate[i+half] = i+half, i
	}
	return mate
}
