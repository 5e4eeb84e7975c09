package pairing

import (
	"math/bits"
	"slices"
)

// bracketDraw is the state of SeedBracket's separation search: which entrant
// holds which seed, the sets of entrants to keep apart (kinds) with their
// members counted by section, and the count of separations broken, by rule
// and by the round the two would meet.
type bracketDraw struct {
	n, size, rounds int
	lineOf          []int // seed → line (index 0 unused)
	entrantAt       []int // seed → entrant (index 0 unused)
	seedOf          []int // entrant → seed
	classes         [][]int
	kinds           []bracketKind
	kindsOf         [][]int // entrant → the kinds it belongs to
	// relations is, for each entrant, how many entrants its kinds keep
	// apart from it: the work of looking its separations up one by one,
	// in which the search's budget is counted.
	relations []int
	// profile numbers the entrants by the kinds they belong to: two of
	// one profile break the same separations on a line where neither is
	// counted.
	profile  []int
	profiles int
	// at is, for each entrant the kinds' counts hold, its line, and −1 for
	// one they do not hold: during the search those not given a seed yet.
	at     []int
	cost   []int // broken separations: weight(rule)·rounds + round−1 → count
	seeded []int // the cost of the published seeding, every entrant on its seed's line
	delta  []int
	// weight is each rule's place in the order of priority, 0 the
	// heaviest (bracketWeights).
	weight [bracketRules]int
}

// bracketRules is the number of BracketRule values.
const bracketRules = 4

// bracketWeights orders the rules, heaviest first: the never-pair list,
// then the group winners, the groups and the clubs; with the clubs kept
// apart as a hard rule, the clubs come before the groups.
func bracketWeights(clubHard bool) [bracketRules]int {
	var w [bracketRules]int
	order := []BracketRule{SeparateNeverPair, SeparateGroupWinners, SeparateGroup, SeparateClub}
	if clubHard {
		order = []BracketRule{SeparateNeverPair, SeparateClub, SeparateGroupWinners, SeparateGroup}
	}
	for i, r := range order {
		w[r] = i
	}
	return w
}

func newBracketDraw(entrants []BracketEntrant, size int, seedLines []int, apart BracketApart) *bracketDraw {
	n := len(entrants)
	d := &bracketDraw{
		n: n, size: size, rounds: bits.Len(uint(size)) - 1,
		lineOf: make([]int, size+1), entrantAt: make([]int, n+1), seedOf: make([]int, n),
		at: make([]int, n), weight: bracketWeights(apart.SameClub),
	}
	for line, s := range seedLines {
		d.lineOf[s] = line
	}
	for e := range n {
		d.entrantAt[e+1] = e
		d.seedOf[e] = e + 1
	}
	d.classes = swapClasses(n, size)
	d.relate(entrants, apart.NeverPair)
	for e := range n {
		d.put(e)
	}
	d.cost = d.total()
	d.seeded = slices.Clone(d.cost)
	d.delta = make([]int, len(d.cost))
	return d
}

// separate lowers the broken separations: the search (search), then, from
// the best draw it found, single swaps while one lowers them (descend).
func (d *bracketDraw) separate() {
	if noneBroken(d.cost) {
		return
	}
	best, bestCost, _ := d.search(searchBudget)
	d.set(best, bestCost)
	d.descend()
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

// meet is the round in which entrants a and b would meet if both keep
// winning: 1 for neighbouring lines, Rounds for opposite halves.
func (d *bracketDraw) meet(a, b int) int {
	return bits.Len(uint(d.line(a) ^ d.line(b)))
}

// line is the line entrant e holds.
func (d *bracketDraw) line(e int) int { return d.lineOf[d.seedOf[e]] }

// set gives the draw the entrants of at (seed → entrant) and counts them
// all in the kinds.
func (d *bracketDraw) set(at []int, cost []int) {
	copy(d.entrantAt, at)
	for seed := 1; seed <= d.n; seed++ {
		d.seedOf[d.entrantAt[seed]] = seed
	}
	d.clearCounts()
	for e := range d.n {
		d.put(e)
	}
	d.cost = slices.Clone(cost)
}
