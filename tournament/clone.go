package tournament

import "slices"

// Clone returns a copy of p that shares nothing with it (a store may hand
// out decoded values from a cache).
func (p Participant) Clone() Participant {
	p.Flags = slices.Clone(p.Flags)
	p.Absent = slices.Clone(p.Absent)
	p.Members = slices.Clone(p.Members)
	p.Penalties = slices.Clone(p.Penalties)
	p.Extra = slices.Clone(p.Extra)
	return p
}

// Clone returns a copy of r that shares nothing with it.
func (r Round) Clone() Round {
	r.EarlyFinalists = slices.Clone(r.EarlyFinalists)
	r.Waiting = slices.Clone(r.Waiting)
	r.Games = slices.Clone(r.Games)
	// The results are copied into one block (a round of 512 games read
	// six times by one change was 3,000 small allocations a read; issue
	// 40), each game pointing at its own.
	n := 0
	for _, g := range r.Games {
		if g.Result != nil {
			n++
		}
	}
	results := make([]Result, 0, n)
	for i := range r.Games {
		g := &r.Games[i]
		g.Warnings = slices.Clone(g.Warnings)
		g.Extra = slices.Clone(g.Extra)
		if g.Result != nil {
			results = append(results, *g.Result)
			g.Result = &results[len(results)-1]
		}
		if g.Dispute != nil {
			c := *g.Dispute
			c.Rulings = slices.Clone(c.Rulings)
			c.Counts = slices.Clone(c.Counts)
			c.Flow = slices.Clone(c.Flow)
			g.Dispute = &c
		}
	}
	return r
}
