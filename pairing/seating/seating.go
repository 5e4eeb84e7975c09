package seating

import (
	"fmt"
	"strings"
)

// Seating is the outcome of Seat: the tables (卓) of one stage and why they
// are what they are.
type Seating struct {
	// Tables are the tables in name order A, B, C …
	Tables []Table
	// Repeats are all the pairs seated together again (再戦), sorted; empty
	// when no earlier tablemates meet. When not empty it is the least number
	// of repeat pairs the search found.
	Repeats []Pair
	// TiersKept reports that every table holds one player from each snake
	// tier, the condition under which the balance bound of the package
	// documentation holds. It is false only when swapping across tiers was
	// the only way the search found to avoid more repeat meetings.
	TiersKept bool
}

// Tablemates returns the pairs of people who share a table in this seating,
// to be added to the earlier tablemates of the next stage.
func (s Seating) Tablemates() []Pair {
	var pairs []Pair
	for _, t := range s.Tables {
		pairs = append(pairs, TablematePairs(t.Seats[:])...)
	}
	return pairs
}

// Explain returns one line per table — its seats, strength sum and repeat
// pairs — and a last line with the total of repeat pairs, for an arbiter who
// wants to check the draw:
//
//	A: 12, 5, 33, CPU; strength 41; repeats 5–12
//	repeats in total: 1
func (s Seating) Explain() []string {
	lines := make([]string, 0, len(s.Tables)+1)
	for _, t := range s.Tables {
		seats := make([]string, len(t.Seats))
		for i, id := range t.Seats {
			if id == CPU {
				seats[i] = "CPU"
			} else {
				seats[i] = fmt.Sprint(id)
			}
		}
		repeats := "no repeats"
		if len(t.Repeats) > 0 {
			ps := make([]string, len(t.Repeats))
			for i, p := range t.Repeats {
				ps[i] = p.String()
			}
			repeats = "repeats " + strings.Join(ps, ", ")
		}
		lines = append(lines, fmt.Sprintf("%s: %s; strength %d; %s",
			t.Name, strings.Join(seats, ", "), t.Strength, repeats))
	}
	return append(lines, fmt.Sprintf("repeats in total: %d", len(s.Repeats)))
}
