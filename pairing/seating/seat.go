package seating

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
)

// Request is what Seat needs to seat one stage (予選, 本戦 or 決勝) of a
// four-player shogi event.
type Request struct {
	// Players are the people to seat with their seeding strength; see
	// Player and FromOrder.
	Players []Player
	// Tablemates are the pairs who already shared a table (卓) in earlier
	// stages. A pair naming someone not in Players (eliminated, withdrawn)
	// is ignored; a pair given twice counts once.
	Tablemates []Pair
	// Tables is the number of tables; 0 means the fewest that seat everyone
	// four to a table, ⌈players/4⌉. More tables mean more CPU seats
	// (CPU代指し); every table must keep two people.
	Tables int
	// Seed makes the draw reproducible: the same request and seed always
	// give the same seating.
	Seed uint64
}

// Seat draws the tables of a stage: snake seeding by strength, then, when
// earlier tablemates would meet again, the search described in the package
// documentation (fewest repeat pairs first, then balance), then a seat order
// drawn from the seed with CPU substitutes (CPU代指し) in the free seats.
func Seat(req Request) (Seating, error) {
	tables, err := validate(req)
	if err != nil {
		return Seating{}, err
	}
	p := newProblem(req, tables)
	lay := newLayout(p, p.snake)
	if lay.repeats > 0 {
		lay = improve(p, lay, rand.New(rand.NewPCG(req.Seed, searchStream)))
	}
	return p.seating(lay, rand.New(rand.NewPCG(req.Seed, seatStream))), nil
}

// The two random streams of a seed: one for the search, one for the seat
// order, so that a change in one does not reshuffle the other.
const (
	searchStream = 0x5eed5ea4c4
	seatStream   = 0x5eed5ea7
)

// validate checks the request and returns the number of tables to use.
func validate(req Request) (int, error) {
	n := len(req.Players)
	seen := make(map[int]bool, n)
	for _, pl := range req.Players {
		switch {
		case pl.ID == CPU:
			return 0, fmt.Errorf("%w: player ID %d marks a CPU seat; give the player another ID", ErrReservedID, CPU)
		case seen[pl.ID]:
			return 0, fmt.Errorf("%w: player %d appears more than once; remove the duplicate entry", ErrDuplicatePlayer, pl.ID)
		case pl.Strength < -MaxStrength || pl.Strength > MaxStrength:
			return 0, fmt.Errorf("%w: player %d has strength %d; use a value between %d and %d",
				ErrStrengthRange, pl.ID, pl.Strength, -MaxStrength, MaxStrength)
		}
		seen[pl.ID] = true
	}
	for _, pr := range req.Tablemates {
		if pr.A == pr.B {
			return 0, fmt.Errorf("%w: pair %v names player %d twice; a pair must name two different players",
				ErrInvalidTablemates, pr, pr.A)
		}
	}
	tables := req.Tables
	if tables < 0 {
		return 0, fmt.Errorf("%w: %d tables; give a positive number, or 0 to let the draw decide", ErrTableCount, tables)
	}
	if tables == 0 {
		tables = (n + Seats - 1) / Seats
	}
	if n < 2 {
		return 0, fmt.Errorf("%w: %d player(s); a table needs at least 2 people besides CPU substitutes", ErrTooFewPlayers, n)
	}
	if tables*Seats < n {
		return 0, fmt.Errorf("%w: %d tables seat at most %d players but there are %d; use at least %d tables",
			ErrTableCount, tables, tables*Seats, n, (n+Seats-1)/Seats)
	}
	if n < 2*tables {
		return 0, fmt.Errorf("%w: %d players for %d tables; every table needs 2 people, so use at most %d tables",
			ErrTooFewPlayers, n, tables, n/2)
	}
	return tables, nil
}

// seating turns a layout into the tables of the result, drawing each table's
// seat order.
func (p *problem) seating(lay *layout, rng *rand.Rand) Seating {
	s := Seating{Tables: make([]Table, len(p.sizes)), TiersKept: true}
	for t, members := range lay.members {
		people := slices.Clone(members)
		slices.Sort(people)
		rng.Shuffle(len(people), func(i, j int) { people[i], people[j] = people[j], people[i] })
		tab := Table{Name: TableName(t), Strength: int(lay.sum[t])}
		next := 0
		for seat := range tab.Seats {
			if isCPUSeat(len(people), seat) {
				tab.Seats[seat] = CPU
				continue
			}
			tab.Seats[seat] = p.ids[people[next]]
			next++
		}
		tiers := make([]bool, Seats)
		for i, x := range members {
			tiers[p.tier[x]] = true
			for _, y := range members[i+1:] {
				if p.met(x, y) {
					tab.Repeats = append(tab.Repeats, NewPair(p.ids[x], p.ids[y]))
				}
			}
		}
		for tier := range len(members) {
			s.TiersKept = s.TiersKept && tiers[tier]
		}
		slices.SortFunc(tab.Repeats, comparePairs)
		s.Repeats = append(s.Repeats, tab.Repeats...)
		s.Tables[t] = tab
	}
	slices.SortFunc(s.Repeats, comparePairs)
	return s
}

// isCPUSeat reports whether seat is a CPU代指し seat at a table of people
// people: seat 3 with one CPU, seats 1 and 3 with two, so that the parent of
// game 1 is a person and two people sit opposite each other.
func isCPUSeat(people, seat int) bool {
	switch people {
	case 3:
		return seat == 3
	case 2:
		return seat == 1 || seat == 3
	}
	return seat >= people
}

func comparePairs(a, b Pair) int {
	return cmp.Or(cmp.Compare(a.A, b.A), cmp.Compare(a.B, b.B))
}
