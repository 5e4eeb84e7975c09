package seating

import "fmt"

// Pair is two players who shared a table (卓): an earlier meeting given to
// Seat, or a repeat meeting (再戦) it reports. A is the smaller ID.
type Pair struct {
	A, B int
}

// NewPair returns the pair of a and b, smaller ID first.
func NewPair(a, b int) Pair {
	if b < a {
		a, b = b, a
	}
	return Pair{A: a, B: b}
}

// String writes the pair as "A–B".
func (p Pair) String() string { return fmt.Sprintf("%d–%d", p.A, p.B) }

// TablematePairs returns every pair of people among ids, the players of one
// table; CPU seats are left out. The caller adds them to the earlier
// tablemates of the next stage.
func TablematePairs(ids []int) []Pair {
	var pairs []Pair
	for i, a := range ids {
		if a == CPU {
			continue
		}
		for _, b := range ids[i+1:] {
			if b != CPU && b != a {
				pairs = append(pairs, NewPair(a, b))
			}
		}
	}
	return pairs
}
