package pairing

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
