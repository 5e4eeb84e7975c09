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
	r.Games = slices.Clone(r.Games)
	for i := range r.Games {
		g := &r.Games[i]
		g.Warnings = slices.Clone(g.Warnings)
		g.Extra = slices.Clone(g.Extra)
		if g.Result != nil {
			c := *g.Result
			g.Result = &c
		}
		if g.Dispute != nil {
			c := *g.Dispute
			c.Rulings = slices.Clone(c.Rulings)
			g.Dispute = &c
		}
	}
	return r
}
