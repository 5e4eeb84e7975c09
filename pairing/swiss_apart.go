package pairing

import (
	"fmt"
	"slices"
)

// pairVertices pairs the model's vertices: by the matching, or round 1 by
// rank (the top half against the bottom half, and where the constraints of
// Apart forbid that, the pairing nearest to it that they allow).
func (m *costModel) pairVertices(n int, byRank bool) ([]int, error) {
	if !byRank {
		return m.match(n)
	}
	mate := slideByRank(len(m.v), m.bye)
	for i, j := range mate {
		if i < j {
			if _, ok := m.pairCost(i, j); !ok {
				return m.matchNearRank(n)
			}
		}
	}
	return mate, nil
}

// matchNearRank is the pairing by rank the constraints allow that strays
// least from it: each pair costs the square of how far its second player
// is from the one the slide would give (and the bye, from the last).
func (m *costModel) matchNearRank(n int) ([]int, error) {
	players := n - n%2
	half := players / 2
	mate, _, err := MinCostPerfectMatching(len(m.v), func(i, j int) (int64, bool) {
		if _, ok := m.pairCost(i, j); !ok {
			return 0, false
		}
		d := int64(j - i - half)
		if j == m.bye {
			d = int64(n - 1 - i)
		}
		return d * d, true
	})
	if err != nil {
		return nil, fmt.Errorf("no pairing by rank keeps every constraint: %w", err)
	}
	return mate, nil
}

// refuseApart is the reason a pairing under cost fails when the
// constraints of Apart are to blame: nil when it fails without them too.
func (m *costModel) refuseApart(cost CostFunc) error {
	free := false
	m.withoutApart(func() { free = m.perfectWith(cost) })
	if !free {
		return nil
	}
	return m.blameApart(func() bool { return m.perfectWith(cost) })
}

// keptApartOf are the notes of the table of vertices i and j (j may be
// the bye).
func keptApartOf(moved map[int][]KeptApart, i, j int) []KeptApart {
	if len(moved) == 0 {
		return nil
	}
	return append(slices.Clone(moved[i]), moved[j]...)
}
