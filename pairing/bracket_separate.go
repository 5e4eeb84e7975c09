package pairing

import (
	"math/bits"
	"slices"
	"sort"
)

// bracketDraw is the state of SeedBracket's separation search: which entrant
// holds which seed, and the count of separations broken, by rule and by the
// round the two would meet.
type bracketDraw struct {
	n, size, rounds int
	lineOf          []int // seed → line (index 0 unused)
	entrantAt       []int // seed → entrant (index 0 unused)
	seedOf          []int // entrant → seed
	classes         [][]int
	rel             [][]bracketRelation // entrant → the entrants to keep apart from it
	cost            []int               // broken separations, indexed by costIndex
	delta           []int
}

// bracketRelation says that an entrant and other break rule when they would
// meet in round latest or earlier.
type bracketRelation struct {
	other  int
	rule   BracketRule
	latest int
}

func newBracketDraw(entrants []BracketEntrant, size int, seedLines []int) *bracketDraw {
	n := len(entrants)
	d := &bracketDraw{
		n: n, size: size, rounds: bits.Len(uint(size)) - 1,
		lineOf: make([]int, size+1), entrantAt: make([]int, n+1), seedOf: make([]int, n),
		rel: make([][]bracketRelation, n),
	}
	for line, s := range seedLines {
		d.lineOf[s] = line
	}
	for e := range n {
		d.entrantAt[e+1] = e
		d.seedOf[e] = e + 1
	}
	d.classes = swapClasses(n, size)
	d.relate(entrants)
	d.cost = d.total()
	d.delta = make([]int, len(d.cost))
	return d
}

// total counts the broken separations of the whole draw.
func (d *bracketDraw) total() []int {
	v := make([]int, 3*d.rounds)
	for a := range d.n {
		for _, r := range d.rel[a] {
			if r.other > a {
				d.count(v, a, r, 1)
			}
		}
	}
	return v
}

// swapClasses returns the seeds that may trade places: those of one seeding
// tier (1; 2; 3–4; 5–8; 9–16; …) that either all have a bye or all play the
// first round, so that every swap keeps the published seeding and gives the
// byes to the same seeds.
func swapClasses(n, size int) [][]int {
	byes := size - n
	index := make(map[int]int)
	var classes [][]int
	for s := 1; s <= n; s++ {
		tier := bits.Len(uint(s - 1))
		key := 2 * tier
		if s <= byes {
			key++
		}
		c, ok := index[key]
		if !ok {
			c = len(classes)
			index[key] = c
			classes = append(classes, nil)
		}
		classes[c] = append(classes[c], s)
	}
	return classes
}

// relate lists, for every entrant, the entrants each rule keeps apart from
// it and how far: m entrants of one kind fit in different sections of the
// bracket when there are at least m sections, so they should meet no
// earlier than the round that joins those sections.
func (d *bracketDraw) relate(entrants []BracketEntrant) {
	winners := 0
	groupSize := make(map[int]int)
	clubSize := make(map[int]int)
	for _, e := range entrants {
		if e.Group != 0 {
			groupSize[e.Group]++
			if e.Place == 1 {
				winners++
			}
		}
		if e.Club != 0 {
			clubSize[e.Club]++
		}
	}
	latest := func(m int) int { return d.rounds - bits.Len(uint(m-1)) }
	add := func(a, b int, rule BracketRule, m int) {
		if l := latest(m); l > 0 {
			d.rel[a] = append(d.rel[a], bracketRelation{b, rule, l})
			d.rel[b] = append(d.rel[b], bracketRelation{a, rule, l})
		}
	}
	for a, ea := range entrants {
		for b := a + 1; b < len(entrants); b++ {
			eb := entrants[b]
			if ea.Group != 0 && ea.Place == 1 && eb.Group != 0 && eb.Place == 1 {
				add(a, b, SeparateGroupWinners, winners)
			}
			if ea.Group != 0 && ea.Group == eb.Group {
				add(a, b, SeparateGroup, groupSize[ea.Group])
			}
			if ea.Club != 0 && ea.Club == eb.Club {
				add(a, b, SeparateClub, clubSize[ea.Club])
			}
		}
	}
}

// meet is the round in which entrants a and b would meet if both keep
// winning: 1 for neighbouring lines, Rounds for opposite halves.
func (d *bracketDraw) meet(a, b int) int {
	return bits.Len(uint(d.lineOf[d.seedOf[a]] ^ d.lineOf[d.seedOf[b]]))
}

// count adds sign to v for the separation r of entrant a when it is
// broken. The index puts the rule first and the round second, so that
// comparing counts in index order prefers every gain on a higher rule, and
// on one rule a broken separation in a later round to one in an earlier.
func (d *bracketDraw) count(v []int, a int, r bracketRelation, sign int) {
	if m := d.meet(a, r.other); m <= r.latest {
		v[int(r.rule)*d.rounds+m-1] += sign
	}
}

func (d *bracketDraw) broken(a int) bool {
	for _, r := range d.rel[a] {
		if d.meet(a, r.other) <= r.latest {
			return true
		}
	}
	return false
}

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
	if isZero(d.cost) {
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
	for s.left, s.cut = 0, true; s.cut && s.budget >= 0 && !isZero(s.bestCost); s.left++ {
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
		if lexLess(s.cur, s.bestCost) {
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
			if lexLess(y.inc, x.inc) {
				return 1
			}
			return -1
		case y.entrant == seed-1:
			if lexLess(x.inc, y.inc) {
				return -1
			}
			return 1
		case lexLess(x.inc, y.inc):
			return -1
		case lexLess(y.inc, x.inc):
			return 1
		}
		return x.entrant - y.entrant
	})
	for i, c := range cands {
		if s.budget < 0 || isZero(s.bestCost) {
			return
		}
		if i > s.left {
			s.cut = true
			return
		}
		discrepancy := i
		add(s.cur, c.inc, 1)
		if lexLess(s.cur, s.bestCost) {
			d.entrantAt[seed] = c.entrant
			d.seedOf[c.entrant] = seed
			s.placed[c.entrant] = true
			s.left -= discrepancy
			s.place(k + 1)
			s.left += discrepancy
			s.placed[c.entrant] = false
		}
		add(s.cur, c.inc, -1)
	}
}

func add(v, w []int, sign int) {
	for i := range v {
		v[i] += sign * w[i]
	}
}

// descend takes, in seed order, every swap that lowers the broken
// separations until none does.
func (d *bracketDraw) descend() {
	for improved := true; improved; {
		improved = false
		for _, class := range d.classes {
			for i, s := range class {
				for _, t := range class[i+1:] {
					if !d.broken(d.entrantAt[s]) && !d.broken(d.entrantAt[t]) {
						continue
					}
					if d.trySwap(s, t) {
						improved = true
					}
				}
			}
		}
	}
}

// trySwap swaps the entrants of seeds s and t and keeps the swap when it
// lowers the broken separations.
func (d *bracketDraw) trySwap(s, t int) bool {
	a, b := d.entrantAt[s], d.entrantAt[t]
	clear(d.delta)
	d.around(a, b, -1)
	d.swap(s, t)
	d.around(a, b, 1)
	if lexNegative(d.delta) {
		add(d.cost, d.delta, 1)
		return true
	}
	d.swap(s, t)
	return false
}

func isZero(v []int) bool {
	for _, x := range v {
		if x != 0 {
			return false
		}
	}
	return true
}

// lexNegative says whether a change of the counts lowers them.
func lexNegative(v []int) bool {
	for _, x := range v {
		if x != 0 {
			return x < 0
		}
	}
	return false
}

// lexLess compares two counts of broken separations, the first index
// weighing most.
func lexLess(x, y []int) bool {
	for i := range x {
		if x[i] != y[i] {
			return x[i] < y[i]
		}
	}
	return false
}

// around counts into delta the separations of a and b (their own once).
func (d *bracketDraw) around(a, b, sign int) {
	for _, r := range d.rel[a] {
		d.count(d.delta, a, r, sign)
	}
	for _, r := range d.rel[b] {
		if r.other != a {
			d.count(d.delta, b, r, sign)
		}
	}
}

func (d *bracketDraw) swap(s, t int) {
	a, b := d.entrantAt[s], d.entrantAt[t]
	d.entrantAt[s], d.entrantAt[t] = b, a
	d.seedOf[a], d.seedOf[b] = t, s
}

// conflicts lists the separations still broken, by rule, round and seeds.
func (d *bracketDraw) conflicts() []BracketConflict {
	var out []BracketConflict
	for a := range d.n {
		for _, r := range d.rel[a] {
			if m := d.meet(a, r.other); r.other > a && m <= r.latest {
				out = append(out, BracketConflict{Rule: r.rule, A: a, B: r.other, Round: m})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		x, y := out[i], out[j]
		if x.Rule != y.Rule {
			return x.Rule < y.Rule
		}
		if x.Round != y.Round {
			return x.Round < y.Round
		}
		if x.A != y.A {
			return x.A < y.A
		}
		return x.B < y.B
	})
	return out
}
