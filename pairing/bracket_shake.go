package pairing

import "slices"

// shakeBudget bounds shake's work for n entrants, counted in swaps weighed
// and entrants looked at: a few milliseconds, more for more entrants.
func shakeBudget(n int) int { return min(150_000, 250*n) }

// shake improves a draw that descend left with separations broken
// (iterated local search): it swaps an entrant that breaks the heaviest
// separation broken with a random seed of its class, once or twice,
// whatever that costs, settles from there, keeps the result when it breaks
// no more than before and goes back otherwise, until its work reaches
// budget. One swap at a time cannot leave a draw where every single swap
// costs, and a few at random can: on issue 40's 1,500 random draws,
// without shake 37 broke more than the search before issue 40, with it
// none (the hard ones: many of one group or club). The random
// source is seeded by the number of entrants, so that the same entrants
// give the same bracket.
func (d *bracketDraw) shake(budget int) {
	rng := newDrawRNG(uint64(d.n), 40)
	best := slices.Clone(d.cost)
	var log [][2]int // the swaps since the best draw
	undo := func() {
		for i := len(log) - 1; i >= 0; i-- {
			d.swapDelta(log[i][0], log[i][1])
			d.swap(log[i][0], log[i][1])
		}
		log = log[:0]
	}
	for d.work = 0; d.work < budget && !noneBroken(best); {
		e := d.heaviestBroken(rng)
		if e < 0 {
			break
		}
		var moved []int
		for range 1 + rng.intn(2) {
			s := d.seedOf[e]
			class := d.classes[d.classOf[s]]
			if t := class[rng.intn(len(class))]; t != s {
				d.swapDelta(s, t)
				d.swap(s, t)
				log = append(log, [2]int{s, t})
				moved = append(moved, e, d.entrantAt[s])
			}
		}
		log = d.settle(moved, log)
		switch {
		case fewerBroken(d.cost, best):
			copy(best, d.cost)
			log = log[:0]
		case fewerBroken(best, d.cost):
			undo()
		}
	}
	if fewerBroken(best, d.cost) {
		undo()
	}
}

// heaviestBroken returns an entrant of a class of more than one seed that
// breaks a separation of the heaviest rule and earliest round the draw
// breaks (where a gain weighs most), looked for from a random one on;
// failing that one that breaks any, and −1 if none does.
func (d *bracketDraw) heaviestBroken(rng *drawRNG) int {
	heaviest := slices.IndexFunc(d.cost, func(x int) bool { return x != 0 })
	start := rng.intn(d.n)
	other := -1
	for i := range d.n {
		e := (start + i) % d.n
		d.work++
		if len(d.classes[d.classOf[d.seedOf[e]]]) < 2 || !d.broken(e) {
			continue
		}
		clear(d.scratch)
		d.inc(d.scratch, e, d.at[e], -1, 1)
		if d.scratch[heaviest] > 0 {
			return e
		}
		if other < 0 {
			other = e
		}
	}
	return other
}
