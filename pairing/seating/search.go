package seating

import "math/rand/v2"

// budget bounds one tabu search, counted in moves and in swaps weighed so
// that a seed always gives the same seating whatever the machine: at most
// perPlayer·n + base moves and maxWeighed swaps weighed, stopping after
// stallPerPlayer·n + stallBase moves without a better layout, or as soon as
// no repeat pair is left when stopAtZero is set.
type budget struct {
	perPlayer, base           int
	stallPerPlayer, stallBase int
	maxWeighed                int
	stopAtZero                bool
}

var (
	// repeatBudget hunts repeat pairs down. maxWeighed keeps a hopeless
	// search (repeats that cannot be avoided in a large field) to about a
	// second on a venue laptop.
	repeatBudget = budget{
		perPlayer: 100, base: 10_000, stallPerPlayer: 20, stallBase: 2_000,
		maxWeighed: 20_000_000, stopAtZero: true,
	}
	// balanceBudget then evens the table sums, through layouts with repeat
	// pairs if need be, keeping the best layout met. It does not grow with
	// the field: each move already weighs a whole tier, and past a few
	// hundred players the polish alone leaves tables within a few points of
	// their targets.
	balanceBudget = budget{base: 3_000, stallBase: 500, maxWeighed: 5_000_000}
)

// polishPasses bounds the passes of improving swaps that end the search.
const polishPasses = 5

// improve searches for the layout with the fewest repeat pairs, then the
// least imbalance: first swapping only players of the same tier, which keeps
// the snake's balance bound, then, if repeat pairs remain, any two players —
// kept only if that leaves fewer repeat pairs, since a better balance alone
// is not worth losing the bound.
func improve(p *problem, start *layout, rng *rand.Rand) *layout {
	best, acrossTiers := tabu(p, start, false, repeatBudget, rng), false
	if best.repeats > 0 && len(p.sizes) > 1 {
		if other := tabu(p, best, true, repeatBudget, rng); other.repeats < best.repeats {
			best, acrossTiers = other, true
		}
	}
	best = tabu(p, best, acrossTiers, balanceBudget, rng)
	polish(p, best, acrossTiers)
	return best
}

// candidates returns the players x may swap with: its tier, or everyone.
func (p *problem) candidates(x int, everyone []int) []int {
	if everyone != nil {
		return everyone
	}
	return p.tiers[p.tier[x]]
}

// everyone returns all the players when swaps may cross tiers, else nil.
func (p *problem) everyone(acrossTiers bool) []int {
	if !acrossTiers {
		return nil
	}
	all := make([]int, p.n)
	for i := range all {
		all[i] = i
	}
	return all
}

// tabu runs a tabu search from start and returns the best layout it met.
// Each step takes a player — one who meets an earlier tablemate if there is
// any, else one from the table furthest from its target — and makes its
// best swap, even a worsening one, to leave a local minimum. A swap may not
// send a player back to a table it left within the last few steps, unless it
// gives a new best layout.
func tabu(p *problem, start *layout, acrossTiers bool, bud budget, rng *rand.Rand) *layout {
	cur := newLayout(p, start.tableOf)
	best := make([]int, p.n) // the best layout's tables, once cur leaves it
	tables := len(p.sizes)
	tabuUntil := make([]int32, p.n*tables)
	everyone := p.everyone(acrossTiers)
	bestRep, bestImb := cur.repeats, cur.imbalance
	maxIter := bud.perPlayer*p.n + bud.base
	stall := bud.stallPerPlayer*p.n + bud.stallBase
	curIsBest := true
	weighed := 0
	for it, lastBetter := 0, 0; it < maxIter && it-lastBetter < stall && weighed < bud.maxWeighed; it++ {
		if cur.repeats == 0 && (bud.stopAtZero || cur.imbalance == 0) {
			break
		}
		x := cur.pick(p, rng)
		a := cur.tableOf[x]
		pick, ties := -1, 0
		var pickRep int
		var pickImb int64
		for _, y := range p.candidates(x, everyone) {
			b := cur.tableOf[y]
			if b == a {
				continue
			}
			dRep, dImb := cur.delta(p, x, y)
			weighed++
			if int(tabuUntil[x*tables+b]) > it || int(tabuUntil[y*tables+a]) > it {
				r, i := cur.repeats+dRep, cur.imbalance+dImb
				if r > bestRep || r == bestRep && i >= bestImb {
					continue
				}
			}
			switch {
			case pick < 0 || dRep < pickRep || dRep == pickRep && dImb < pickImb:
				pick, ties, pickRep, pickImb = y, 1, dRep, dImb
			case dRep == pickRep && dImb == pickImb:
				ties++
				if rng.IntN(ties) == 0 {
					pick = y
				}
			}
		}
		if pick < 0 {
			continue
		}
		if curIsBest && (pickRep > 0 || pickRep == 0 && pickImb >= 0) {
			// Keep the best layout before leaving it; while the search only
			// improves there is nothing to copy.
			copy(best, cur.tableOf)
			curIsBest = false
		}
		b := cur.tableOf[pick]
		cur.swap(p, x, pick)
		tenure := 2 + rng.IntN(8)
		tabuUntil[x*tables+a] = int32(it + tenure)
		tabuUntil[pick*tables+b] = int32(it + tenure)
		if cur.repeats < bestRep || cur.repeats == bestRep && cur.imbalance < bestImb {
			curIsBest, lastBetter = true, it
			bestRep, bestImb = cur.repeats, cur.imbalance
		}
	}
	if curIsBest {
		return cur
	}
	return newLayout(p, best)
}

// pick returns the player the next move is about: a random one among those
// who meet an earlier tablemate, or else a random one at the table whose sum
// is furthest from its target.
func (l *layout) pick(p *problem, rng *rand.Rand) int {
	if len(l.conflicted) > 0 {
		return l.conflicted[rng.IntN(len(l.conflicted))]
	}
	worst, far := 0, int64(-1)
	for t, sum := range l.sum {
		if d := max(sum-p.target[t], p.target[t]-sum); d > far {
			worst, far = t, d
		}
	}
	return l.members[worst][rng.IntN(len(l.members[worst]))]
}

// polish makes improving swaps — fewer repeat pairs, or as many and less
// imbalance — until none is left or the passes run out.
func polish(p *problem, l *layout, acrossTiers bool) {
	everyone := p.everyone(acrossTiers)
	for range polishPasses {
		improved := false
		for x := range p.n {
			for _, y := range p.candidates(x, everyone) {
				if y <= x || l.tableOf[x] == l.tableOf[y] {
					continue
				}
				if dRep, dImb := l.delta(p, x, y); dRep < 0 || dRep == 0 && dImb < 0 {
					l.swap(p, x, y)
					improved = true
				}
			}
		}
		if !improved {
			return
		}
	}
}
