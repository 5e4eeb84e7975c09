package pairing

import (
	"cmp"
	"slices"
)

// eachBroken calls visit with every separation the draw breaks: for each
// kind, its members in line order, and the two of each pair within one
// block of 2^latest lines, so that the work is the members and the broken
// pairs, not every pair of a kind (a club of a thousand has half a million).
func (d *bracketDraw) eachBroken(visit func(rule BracketRule, a, b, round int)) {
	var byLine []int
	for _, k := range d.kinds {
		byLine = append(byLine[:0], k.members...)
		slices.SortFunc(byLine, func(a, b int) int { return d.line(a) - d.line(b) })
		for i := 0; i < len(byLine); {
			block := d.line(byLine[i]) >> k.latest
			j := i + 1
			for j < len(byLine) && d.line(byLine[j])>>k.latest == block {
				j++
			}
			for p, a := range byLine[i:j] {
				for _, b := range byLine[i+p+1 : j] {
					visit(k.rule, min(a, b), max(a, b), d.meet(a, b))
				}
			}
			i = j
		}
	}
}

// total counts the broken separations of the whole draw.
func (d *bracketDraw) total() []int {
	v := make([]int, bracketRules*d.rounds)
	d.eachBroken(func(rule BracketRule, _, _, round int) {
		v[d.weight[rule]*d.rounds+round-1]++
	})
	return v
}

// conflicts lists the separations still broken, by rule, round and seeds.
func (d *bracketDraw) conflicts() []BracketConflict {
	var out []BracketConflict
	d.eachBroken(func(rule BracketRule, a, b, round int) {
		out = append(out, BracketConflict{Rule: rule, A: a, B: b, Round: round})
	})
	slices.SortFunc(out, func(x, y BracketConflict) int {
		return cmp.Or(cmp.Compare(d.weight[x.Rule], d.weight[y.Rule]), cmp.Compare(x.Round, y.Round),
			cmp.Compare(x.A, y.A), cmp.Compare(x.B, y.B))
	})
	return out
}
