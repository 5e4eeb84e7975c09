package pairing

import (
	"math/bits"
	"sort"
)

// bracketDraw is the state of SeedBracket's separation search: which entrant
// holds which seed, and the count of separations broken, by rule and by the
// round the two would meet.
type bracketDraw struct {
	n, rounds int
	lineOf    []int // seed → line (index 0 unused)
	entrantAt []int // seed → entrant (index 0 unused)
	seedOf    []int // entrant → seed
	classes   [][]int
	rel       [][]bracketRelation // entrant → the entrants to keep apart from it
	cost      []int               // broken separations: weight(rule)·rounds + round−1 → count
	delta     []int
	// nbroken is, for each entrant, how many of its separations are
	// broken: kept up to date by swap, so that broken is one look-up, not
	// a walk of the entrant's separations in the search's inner loop
	// (issue 40: 103 ms at 1,024 entrants).
	nbroken []int
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

// bracketRelation says that an entrant and other break rule when they would
// meet in round latest or earlier.
type bracketRelation struct {
	other  int
	rule   BracketRule
	latest int
}

func newBracketDraw(entrants []BracketEntrant, size int, seedLines []int, apart BracketApart) *bracketDraw {
	n := len(entrants)
	d := &bracketDraw{
		n: n, rounds: bits.Len(uint(size)) - 1,
		lineOf: make([]int, size+1), entrantAt: make([]int, n+1), seedOf: make([]int, n),
		rel: make([][]bracketRelation, n), weight: bracketWeights(apart.SameClub),
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
	d.cost = d.total()
	d.delta = make([]int, len(d.cost))
	d.nbroken = make([]int, n)
	for a := range n {
		for _, r := range d.rel[a] {
			if d.meet(a, r.other) <= r.latest {
				d.nbroken[a]++
			}
		}
	}
	return d
}

// total counts the broken separations of the whole draw.
func (d *bracketDraw) total() []int {
	v := make([]int, bracketRules*d.rounds)
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
func (d *bracketDraw) relate(entrants []BracketEntrant, never [][2]int) {
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
	keep := func(a, b int, rule BracketRule, m int) {
		if l := latest(m); l > 0 {
			d.rel[a] = append(d.rel[a], bracketRelation{b, rule, l})
			d.rel[b] = append(d.rel[b], bracketRelation{a, rule, l})
		}
	}
	for a, ea := range entrants {
		for b := a + 1; b < len(entrants); b++ {
			eb := entrants[b]
			if ea.Group != 0 && ea.Place == 1 && eb.Group != 0 && eb.Place == 1 {
				keep(a, b, SeparateGroupWinners, winners)
			}
			if ea.Group != 0 && ea.Group == eb.Group {
				keep(a, b, SeparateGroup, groupSize[ea.Group])
			}
			if ea.Club != 0 && ea.Club == eb.Club {
				keep(a, b, SeparateClub, clubSize[ea.Club])
			}
		}
	}
	// Two of the never-pair list as far apart as two can be: opposite
	// halves (their first-round game is refused by SeedBracketApart).
	seen := map[[2]int]bool{}
	for _, p := range never {
		k := [2]int{min(p[0], p[1]), max(p[0], p[1])}
		if !seen[k] {
			seen[k] = true
			keep(k[0], k[1], SeparateNeverPair, 2)
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
		v[d.weight[r.rule]*d.rounds+m-1] += sign
	}
}

// broken reports whether a separation of entrant a is broken.
func (d *bracketDraw) broken(a int) bool { return d.nbroken[a] > 0 }

// tally adds sign to the broken counts of a's broken separations, on both
// ends (but the one with skip, counted from its own side).
func (d *bracketDraw) tally(a, skip, sign int) {
	for _, r := range d.rel[a] {
		if r.other != skip && d.meet(a, r.other) <= r.latest {
			d.nbroken[a] += sign
			d.nbroken[r.other] += sign
		}
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
	if lowers(d.delta) {
		addCounts(d.cost, d.delta, 1)
		return true
	}
	d.swap(s, t)
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
	d.tally(a, -1, -1)
	d.tally(b, a, -1)
	d.entrantAt[s], d.entrantAt[t] = b, a
	d.seedOf[a], d.seedOf[b] = t, s
	d.tally(a, -1, 1)
	d.tally(b, a, 1)
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
			return d.weight[x.Rule] < d.weight[y.Rule]
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
