package pairing

// descend takes swaps that lower the broken separations: from each
// entrant with one broken, in seed order, the first swap with a seed of its
// class that lowers them, and again from the entrants each swap may have
// changed (settle).
func (d *bracketDraw) descend() {
	d.settle(d.brokenEntrants(), nil)
}

// brokenEntrants lists, in seed order, the entrants with a separation
// broken.
func (d *bracketDraw) brokenEntrants() []int {
	var out []int
	for seed := 1; seed <= d.n; seed++ {
		if e := d.entrantAt[seed]; d.broken(e) {
			out = append(out, e)
		}
	}
	return out
}

// settle is descend from the entrants of queue: each swap taken queues
// the entrants whose separations it changed (those of the two swapped's
// kinds near either line) that have one broken, so that the search looks
// again at what a swap touched, not at every seed. It returns log with
// each swap taken appended (the two seeds).
func (d *bracketDraw) settle(queue []int, log [][2]int) [][2]int {
	queued := d.queued
	for _, e := range queue {
		queued[e] = true
	}
	// push queues the broken members of e's kinds that meet e, on its
	// line or on line was, by the kind's latest round: the others break
	// what they broke before.
	push := func(e, was int) {
		x := d.at[e]
		for _, c := range d.kindsOf[e] {
			k := &d.kinds[c]
			for _, f := range k.members {
				b := d.at[f] >> k.latest
				if (b == x>>k.latest || b == was>>k.latest) && !queued[f] && d.broken(f) {
					queued[f] = true
					queue = append(queue, f)
				}
			}
		}
	}
	for len(queue) > 0 {
		e := queue[0]
		queue = queue[1:]
		queued[e] = false
		class := d.classes[d.classOf[d.seedOf[e]]]
		clear(d.own)
		d.inc(d.own, e, d.at[e], -1, 1)
		for _, t := range class {
			s := d.seedOf[e]
			if !d.broken(e) {
				break
			}
			if t != s && d.relieves(e, t, d.own) && d.trySwap(s, t) {
				clear(d.own)
				d.inc(d.own, e, d.at[e], -1, 1)
				log = append(log, [2]int{s, t})
				push(e, d.lineOf[s])
				push(d.entrantAt[s], d.lineOf[t])
			}
		}
	}
	return log
}

// trySwap swaps the entrants of seeds s and t and keeps the swap when it
// lowers the broken separations.
func (d *bracketDraw) trySwap(s, t int) bool {
	d.swapDelta(s, t)
	if !lowers(d.delta) {
		return false
	}
	d.swap(s, t)
	return true
}

// swapDelta puts in delta what swapping the entrants of seeds s and t
// changes in the broken separations.
func (d *bracketDraw) swapDelta(s, t int) {
	a, b := d.entrantAt[s], d.entrantAt[t]
	x, y := d.lineOf[s], d.lineOf[t]
	d.work++
	clear(d.delta)
	// What the two meet apart from each other, before and after; they
	// meet each other in the same round either way.
	d.inc(d.delta, a, x, b, -1)
	d.inc(d.delta, b, y, a, -1)
	d.inc(d.delta, a, y, b, 1)
	d.inc(d.delta, b, x, a, 1)
}

// swap swaps the entrants of seeds s and t, delta holding what it changes.
func (d *bracketDraw) swap(s, t int) {
	a, b := d.entrantAt[s], d.entrantAt[t]
	d.take(a)
	d.take(b)
	d.entrantAt[s], d.entrantAt[t] = b, a
	d.seedOf[a], d.seedOf[b] = t, s
	d.put(a)
	d.put(b)
	addCounts(d.cost, d.delta, 1)
}

// relieves says whether entrant e would itself break fewer separations on
// seed t's line than on its own (here, from e's line with nobody left
// out), t's entrant left out on both. A swap lowers the total only if it
// relieves one of the two it swaps (the change is the sum of the two's
// own), so settle weighs in full only the swaps that relieve the entrant
// it looks at: one look-up, not four.
func (d *bracketDraw) relieves(e, t int, here []int) bool {
	b := d.entrantAt[t]
	d.work++
	if d.related(e, b) {
		clear(d.here)
		d.inc(d.here, e, d.at[e], b, 1)
		here = d.here
	}
	clear(d.scratch)
	d.inc(d.scratch, e, d.lineOf[t], b, 1)
	return fewerBroken(d.scratch, here)
}

// related says whether entrants a and b share a kind.
func (d *bracketDraw) related(a, b int) bool {
	for _, c := range d.kindsOf[a] {
		if d.inKind(b, c) {
			return true
		}
	}
	return false
}
