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
	seedAt          []int // line → seed
	entrantAt       []int // seed → entrant (index 0 unused)
	seedOf          []int // entrant → seed
	classes         [][]int
	classOf         []int // seed → its class
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
	at      []int
	cost    []int // broken separations: weight(rule)·rounds + round−1 → count
	seeded  []int // the cost of the published seeding, every entrant on its seed's line
	delta   []int
	scratch []int
	here    []int
	own     []int
	queued  []bool // settle's: on its queue
	work    int    // swaps weighed and entrants looked at, against shake's budget
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
		lineOf: make([]int, size+1), seedAt: seedLines, entrantAt: make([]int, n+1), seedOf: make([]int, n),
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
	d.classOf = make([]int, n+1)
	for c, class := range d.classes {
		for _, s := range class {
			d.classOf[s] = c
		}
	}
	d.relate(entrants, apart.NeverPair)
	for e := range n {
		d.put(e)
	}
	d.cost = d.total()
	d.seeded = slices.Clone(d.cost)
	d.delta = make([]int, len(d.cost))
	d.scratch = make([]int, len(d.cost))
	d.here = make([]int, len(d.cost))
	d.own = make([]int, len(d.cost))
	d.queued = make([]bool, n)
	return d
}

// separate lowers the broken separations by trading seeds within the swap
// classes, each step only when those before leave something broken:
//
//  1. search, within quickBudget: a small bracket, searched through, and
//     one the search soon keeps everything apart in are drawn as before
//     issue 40;
//  2. construct puts each entrant, tier by tier, in the section with the
//     fewest of its kinds; descend swaps while a swap lowers the broken
//     separations, and shake gets out of where no single swap does;
//  3. search again, within searchBudget, descend and shake from its best;
//  4. the better of 2 and 3 (3 on a tie).
//
// The search weighs every entrant left of a class against every seed, too
// slow past a few hundred entrants, and walks the draws before issue 40's
// in the same order within the same budget; construct, descend and shake
// take a few look-ups an entrant, and shake finds what the search's budget
// left out (issue 40: of 1,500 random draws of 5 to 1,024 entrants, none
// broke more than before, 344 fewer).
func (d *bracketDraw) separate() {
	if noneBroken(d.cost) {
		return
	}
	best, bestCost, complete := d.search(quickBudget)
	if complete {
		d.set(best, bestCost)
		return
	}
	d.construct()
	d.descend()
	d.shake(shakeBudget(d.n))
	if noneBroken(d.cost) {
		return
	}
	built, builtCost := slices.Clone(d.entrantAt), slices.Clone(d.cost)
	best, bestCost, _ = d.search(searchBudget)
	d.set(best, bestCost)
	d.descend()
	d.shake(shakeBudget(d.n))
	if fewerBroken(builtCost, d.cost) {
		d.set(built, builtCost)
	}
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
		classes = appendTo(classes, index, key, s)
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
