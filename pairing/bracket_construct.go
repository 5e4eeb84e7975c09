package pairing

// construct draws the entrants class by class, in seed order, each into
// the section of the bracket that holds the fewest of its kinds: from the
// whole bracket down, at each split into two halves the half with fewer of
// the entrants it should not meet there (those it would break a rule with
// first, by the rule's weight, then all of them), among the halves that
// still have a line of its class; on a tie the half that holds its own
// line, so that nothing moves without a reason. It is the way seeding
// programs keep clubs apart, and costs a few look-ups an entrant and a
// level where placing seed by seed weighs every entrant left against every
// seed (issue 40).
func (d *bracketDraw) construct() {
	free := make([]int32, 2*d.size) // lines of the class not yet taken, by block
	d.clearCounts()
	for _, class := range d.classes {
		clear(free)
		for _, s := range class {
			for k, x := 0, d.lineOf[s]; k <= d.rounds; k++ {
				free[d.freeIndex(k, x>>k)]++
			}
		}
		for _, from := range class {
			e := from - 1
			x := d.section(e, free)
			for k := 0; k <= d.rounds; k++ {
				free[d.freeIndex(k, x>>k)]--
			}
			d.seedOf[e] = d.seedAt[x]
			d.entrantAt[d.seedAt[x]] = e
			d.put(e)
		}
	}
	d.cost = d.total()
}

// freeIndex is where construct's free holds block b of level k (2^k
// lines, k = 0 … rounds).
func (d *bracketDraw) freeIndex(k, b int) int { return 2*d.size - 2*d.size>>k + b }

// section returns the line construct gives entrant e.
func (d *bracketDraw) section(e int, free []int32) int {
	own := d.lineOf[e+1]
	b := 0
	for k := d.rounds; k > 0; k-- {
		l, r := 2*b, 2*b+1
		switch {
		case free[d.freeIndex(k-1, l)] == 0:
			b = r
		case free[d.freeIndex(k-1, r)] == 0:
			b = l
		default:
			sl, sr := d.crowd(e, k-1, l), d.crowd(e, k-1, r)
			switch {
			case sl.less(sr):
				b = l
			case sr.less(sl):
				b = r
			case own>>(k-1) == r:
				b = r
			default:
				b = l
			}
		}
	}
	return b
}

// bracketCrowd counts, by the weight of the rule, the placed entrants of an
// entrant's kinds in one block: first those it would break the rule with
// wherever in the block it goes, then all.
type bracketCrowd struct{ sure, all [bracketRules]int }

func (c bracketCrowd) less(o bracketCrowd) bool {
	if c.sure != o.sure {
		return fewerBroken(c.sure[:], o.sure[:])
	}
	return fewerBroken(c.all[:], o.all[:])
}

// crowd counts the placed members of e's kinds in block b of level k.
func (d *bracketDraw) crowd(e, k, b int) bracketCrowd {
	var out bracketCrowd
	for _, c := range d.kindsOf[e] {
		kind := &d.kinds[c]
		n := 0
		switch {
		case k == 0:
		case kind.count != nil:
			n = int(kind.count[d.countIndex(k, b)])
		default:
			for _, f := range kind.members {
				if l := d.at[f]; l >= 0 && l>>k == b {
					n++
				}
			}
		}
		w := d.weight[kind.rule]
		if kind.latest >= k {
			out.sure[w] += n
		}
		out.all[w] += n
	}
	return out
}
