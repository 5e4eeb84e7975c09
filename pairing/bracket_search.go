package pairing

import "slices"

// searchBudget bounds the work of SeedBracket's search, counted in
// separations looked at: far more than a bracket of groups needs, and a
// bound on the time a draw that cannot keep everything apart spends
// looking.
const searchBudget = 2_000_000

// separate lowers the broken separations by placing the entrants of each
// swap class on the class's seeds: a depth-first search, seed by seed from
// seed 1, trying first the entrant that breaks the fewest separations with
// those already placed (the seed's own entrant on a tie, so that nothing
// moves without a reason), and abandoning a branch as soon as it breaks as
// many as the best draw found. Within searchBudget it finds the draw that
// breaks the fewest; past it, the best one found, which single swaps then
// improve while they can.
func (d *bracketDraw) separate() {
	if noneBroken(d.cost) {
		return
	}
	s := &bracketSearch{
		d: d, budget: searchBudget,
		best: slices.Clone(d.entrantAt), bestCost: slices.Clone(d.cost),
		placed: make([]bool, d.n), cur: make([]int, len(d.cost)),
	}
	for _, c := range d.classes {
		s.slots = append(s.slots, c...)
		for range c {
			s.pool = append(s.pool, c)
		}
	}
	// Limited discrepancy search: first the path that always takes the
	// best-looking entrant, then those that once take the second best, and
	// so on (a path's discrepancy is the sum of the ranks it takes), so that
	// a choice near seed 1 is revised as soon as one near the last seed. A
	// pass that no limit cut has searched every draw.
	for s.left, s.cut = 0, true; s.cut && s.budget >= 0 && !noneBroken(s.bestCost); s.left++ {
		s.cut = false
		s.place(0)
	}
	copy(d.entrantAt, s.best)
	for seed := 1; seed <= d.n; seed++ {
		d.seedOf[d.entrantAt[seed]] = seed
	}
	d.cost = s.bestCost
	d.descend()
}

// bracketSearch is the state of separate's depth-first search.
type bracketSearch struct {
	d        *bracketDraw
	slots    []int   // the seeds in the order they are filled
	pool     [][]int // for each slot, the seeds of its class: their entrants may fill it
	placed   []bool
	cur      []int // separations broken among the entrants placed
	best     []int // the best draw found: seed → entrant
	bestCost []int
	budget   int
	left     int  // the discrepancy the path may still take
	cut      bool // the limit on discrepancy left a branch out
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
	var cands []bracketCandidate
	for _, from := range s.pool[k] {
		e := from - 1 // the entrant the seeding gave that seed
		if s.placed[e] {
			continue
		}
		inc := make([]int, len(s.cur))
		d.seedOf[e] = seed
		for _, r := range d.rel[e] {
			if s.placed[r.other] {
				d.count(inc, e, r, 1)
			}
		}
		s.budget -= len(d.rel[e]) + 1
		cands = append(cands, bracketCandidate{e, inc})
	}
	// Stable: on a tie the entrant of the lower seed, the seed's own first.
	slices.SortStableFunc(cands, func(x, y bracketCandidate) int {
		switch {
		case x.entrant == seed-1:
			if fewerBroken(y.inc, x.inc) {
				return 1
			}
			return -1
		case y.entrant == seed-1:
			if fewerBroken(x.inc, y.inc) {
				return -1
			}
			return 1
		case fewerBroken(x.inc, y.inc):
			return -1
		case fewerBroken(y.inc, x.inc):
			return 1
		}
		return x.entrant - y.entrant
	})
	for i, c := range cands {
		if s.budget < 0 || noneBroken(s.bestCost) {
			return
		}
		if i > s.left {
			s.cut = true
			return
		}
		discrepancy := i
		addCounts(s.cur, c.inc, 1)
		if fewerBroken(s.cur, s.bestCost) {
			d.entrantAt[seed] = c.entrant
			d.seedOf[c.entrant] = seed
			s.placed[c.entrant] = true
			s.left -= discrepancy
			s.place(k + 1)
			s.left += discrepancy
			s.placed[c.entrant] = false
		}
		addCounts(s.cur, c.inc, -1)
	}
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
