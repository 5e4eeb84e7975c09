package pairing

import "slices"

// searchBudget bounds the work of the search, counted in separations
// looked at (each entrant weighed for a seed counts those its kinds keep
// apart from it, and one), as the search before issue 40 counted it, so
// that within it the search walks the same draws: far more than a bracket
// of groups needs, and a bound on the time a draw that cannot keep
// everything apart spends looking.
const searchBudget = 2_000_000

// quickBudget is the search's first try: enough to search every draw of a
// small bracket, or to find one that breaks nothing, in well under a
// millisecond, and little to lose on a large one.
const quickBudget = 100_000

// search is a depth-first search of the draws within the swap classes,
// seed by seed from seed 1, trying first the entrant that breaks the
// fewest separations with those already placed (the seed's own entrant on
// a tie, so that nothing moves without a reason), and abandoning a branch
// as soon as it breaks as many as the best draw found, from the published
// seeding on. It returns the best draw found within budget (seed →
// entrant), its broken separations, and whether it searched every draw or
// found one that breaks none; the draw's own seeds and counts are left as
// the search left them, for the caller to set.
func (d *bracketDraw) search(budget int) ([]int, []int, bool) {
	s := &bracketSearch{
		d: d, budget: budget,
		best: make([]int, d.n+1), bestCost: slices.Clone(d.seeded),
		cur:  make([]int, len(d.cost)),
		incs: make([][]int, d.profiles), stamp: make([]int, d.profiles),
	}
	for seed := 1; seed <= d.n; seed++ {
		s.best[seed] = seed - 1
	}
	for p := range s.incs {
		s.incs[p] = make([]int, len(d.cost))
	}
	for _, c := range d.classes {
		s.slots = append(s.slots, c...)
		for range c {
			s.pool = append(s.pool, c)
		}
	}
	s.ranked = make([][]bracketCandidate, len(s.slots))
	d.clearCounts()
	// Limited discrepancy search: first the path that always takes the
	// best-looking entrant, then those that once take the second best, and
	// so on (a path's discrepancy is the sum of the ranks it takes), so that
	// a choice near seed 1 is revised as soon as one near the last seed. A
	// pass that no limit cut has searched every draw.
	for s.left, s.cut = 0, true; s.cut && s.budget >= 0 && !noneBroken(s.bestCost); s.left++ {
		s.cut = false
		s.place(0)
	}
	return s.best, s.bestCost, s.budget >= 0
}

// bracketSearch is the state of search.
type bracketSearch struct {
	d        *bracketDraw
	slots    []int   // the seeds in the order they are filled
	pool     [][]int // for each slot, the seeds of its class: their entrants may fill it
	cur      []int   // separations broken among the entrants placed
	best     []int   // the best draw found: seed → entrant
	bestCost []int
	budget   int
	left     int  // the discrepancy the path may still take
	cut      bool // the limit on discrepancy left a branch out
	// ranked holds, for each slot, the candidates the path may still take
	// there, best first: reused from one visit of the slot to the next, so
	// that the search allocates nothing as it goes.
	ranked [][]bracketCandidate
	// incs holds, for each profile of kinds, the separations an entrant of
	// it breaks on the seed being ranked, looked up once for all of them
	// (issue 40: a club of twenty is one look-up, not twenty); stamp says
	// for which ranking it holds them.
	incs     [][]int
	stamp    []int
	rankings int
}

// bracketCandidate is an entrant that may fill a seed, with the separations it
// breaks with those already placed.
type bracketCandidate struct {
	entrant int
	inc     []int
}

func (s *bracketSearch) place(k int) {
	d := s.d
	if k == len(s.slots) {
		if fewerBroken(s.cur, s.bestCost) {
			copy(s.best, d.entrantAt)
			copy(s.bestCost, s.cur)
		}
		return
	}
	seed := s.slots[k]
	cands, more := s.rank(k, seed)
	for i, c := range cands {
		if s.budget < 0 || noneBroken(s.bestCost) {
			return
		}
		addCounts(s.cur, c.inc, 1)
		if fewerBroken(s.cur, s.bestCost) {
			d.entrantAt[seed] = c.entrant
			d.seedOf[c.entrant] = seed
			d.put(c.entrant)
			s.left -= i
			s.place(k + 1)
			s.left += i
			d.take(c.entrant)
		}
		addCounts(s.cur, c.inc, -1)
	}
	s.cut = s.cut || more
}

// rank returns the entrants that may fill the seed of slot k, as many as
// the discrepancy left lets the path take, in the order the search tries
// them: fewest separations broken first, then the seed's own entrant, then
// the lower seed; and whether there were more. It keeps only those, each
// placed by insertion, where sorting all of them cost a slice of counts
// for each and a sort for each seed (issue 40).
func (s *bracketSearch) rank(k, seed int) ([]bracketCandidate, bool) {
	d := s.d
	x := d.lineOf[seed]
	keep := s.left + 1
	top, more := s.ranked[k][:0], false
	s.rankings++
	for _, from := range s.pool[k] {
		e := from - 1 // the entrant the seeding gave that seed
		if d.at[e] >= 0 {
			continue
		}
		p := d.profile[e]
		inc := s.incs[p]
		if s.stamp[p] != s.rankings {
			s.stamp[p] = s.rankings
			clear(inc)
			d.inc(inc, e, x, -1, 1)
		}
		s.budget -= d.relations[e] + 1
		at := len(top)
		for at > 0 && ranksBefore(e, inc, top[at-1], seed) {
			at--
		}
		if at == keep {
			more = true
			continue
		}
		if len(top) < keep {
			top = slices.Grow(top, 1)[:len(top)+1]
			if top[len(top)-1].inc == nil {
				top[len(top)-1].inc = make([]int, len(inc))
			}
		} else {
			more = true
		}
		// The last falls out; its vector takes the newcomer's counts.
		last := top[len(top)-1]
		copy(top[at+1:], top[at:len(top)-1])
		last.entrant = e
		copy(last.inc, inc)
		top[at] = last
	}
	s.ranked[k] = top
	return top, more
}

// ranksBefore says whether entrant e, breaking inc, comes before candidate
// c for seed.
func ranksBefore(e int, inc []int, c bracketCandidate, seed int) bool {
	for i := range inc {
		if inc[i] != c.inc[i] {
			return inc[i] < c.inc[i]
		}
	}
	switch {
	case e == seed-1:
		return true
	case c.entrant == seed-1:
		return false
	}
	return e < c.entrant
}

func addCounts(v, w []int, sign int) {
	for i := range v {
		v[i] += sign * w[i]
	}
}

func noneBroken(v []int) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}

// lowers says whether a change of the counts lowers them.
func lowers(v []int) bool {
	for _, x := range v {
		if x != 0 {
			return x < 0
		}
	}
	return false
}

// fewerBroken compares two counts of broken separations, the first index
// weighing most.
func fewerBroken(x, y []int) bool {
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}
