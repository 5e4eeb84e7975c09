package pairing

import (
	"cmp"
	"slices"
)

// searchSteps bounds the branch and bound of DrawGroups. A field where it
// matters (clashes left above what the numbers force) is small in practice;
// the bound keeps a pathological one from running for minutes, and a count
// of steps, unlike a clock, gives the same drawing on every machine.
const searchSteps = 1 << 20

// search tries every placement of the entrants whose club has another
// entrant, and of those on the never-pair list ("shared"), tier by tier within the groups the snake gives the
// tier, for fewer same-club pairs than the present drawing and then fewer
// moves; the others fill the slots left, staying in their snake group when
// it is free. It adopts the best drawing found and reports whether the
// search finished, proving that no drawing within tiers has fewer pairs.
func (d *clubDraw) search(steps int) bool {
	n := len(d.clubs)
	members := map[int]int{}
	for _, c := range d.clubs {
		if c != 0 {
			members[c]++
		}
	}
	shared := make([]bool, n)
	var order []int
	for e, c := range d.clubs {
		if c != 0 && members[c] > 1 || d.never != nil && len(d.never[e]) > 0 {
			shared[e] = true
			order = append(order, e)
		}
	}
	placedAt := make([]int, n) // the group the search put an entrant of order in, −1 if none yet
	for e := range placedAt {
		placedAt[e] = -1
	}
	var best int64 = int64(d.pairs()) * d.pairCost
	for e, G := range d.group {
		if G != snakeGroup(e, d.g) {
			best += d.moveCost(e)
		}
	}

	used := make([]bool, d.tiers*d.g) // tier t, group G at t*g+G
	count := make([]map[int]int, d.g)
	for G := range count {
		count[G] = map[int]int{}
	}
	at := make([]int, len(order))
	var found []int
	finished := true
	type option struct {
		G     int
		pairs int
		cost  int64
	}
	var dfs func(i, pairs int, moves int64)
	dfs = func(i, pairs int, moves int64) {
		if steps--; steps < 0 {
			finished = false
			return
		}
		if i == len(order) {
			if obj := int64(pairs)*d.pairCost + moves; obj < best {
				best, found = obj, slices.Clone(at)
			}
			return
		}
		e := order[i]
		t, club, w := e/d.g, d.clubs[e], d.moveCost(e)
		var opts []option
		for G := range d.g {
			owner := snakeSeat(t, G, d.g, n)
			if owner < 0 || used[t*d.g+G] || d.neverIn(e, G, placedAt) {
				continue
			}
			var c int64
			if owner != e {
				c = w
				if !shared[owner] {
					c += w // the entrant whose place this is moves too
				}
			}
			same := 0 // an entrant without a club (on the never-pair list) clashes with nobody
			if club != 0 {
				same = count[G][club]
			}
			opts = append(opts, option{G, same, c})
		}
		slices.SortStableFunc(opts, func(a, b option) int {
			return cmp.Compare(int64(a.pairs)*d.pairCost+a.cost, int64(b.pairs)*d.pairCost+b.cost)
		})
		for _, o := range opts {
			np, nm := pairs+o.pairs, moves+o.cost
			if int64(np)*d.pairCost+nm >= best {
				break
			}
			used[t*d.g+o.G] = true
			if club != 0 {
				count[o.G][club]++
			}
			at[i], placedAt[e] = o.G, o.G
			dfs(i+1, np, nm)
			if club != 0 {
				count[o.G][club]--
			}
			used[t*d.g+o.G] = false
			placedAt[e] = -1
			if !finished {
				return
			}
		}
	}
	dfs(0, 0, 0)
	if found != nil {
		d.adopt(order, found, shared)
	}
	return finished
}

// adopt places the shared entrants where the search put them and the others
// in the slots left, each in its snake group when that is free.
func (d *clubDraw) adopt(order, at []int, shared []bool) {
	n := len(d.clubs)
	for G := range d.count {
		d.count[G] = map[int]int{}
	}
	taken := make([]bool, d.tiers*d.g)
	for i, e := range order {
		d.place(e, at[i])
		taken[e/d.g*d.g+at[i]] = true
	}
	var waiting []int
	for e := range n {
		if shared[e] {
			continue
		}
		if G := snakeGroup(e, d.g); !taken[e/d.g*d.g+G] {
			d.place(e, G)
			taken[e/d.g*d.g+G] = true
		} else {
			waiting = append(waiting, e)
		}
	}
	for _, e := range waiting {
		t := e / d.g
		for G := range d.g {
			if snakeSeat(t, G, d.g, n) >= 0 && !taken[t*d.g+G] {
				d.place(e, G)
				taken[t*d.g+G] = true
				break
			}
		}
	}
}

// snakeSeat is the seed index the snake puts in group G on tier t, or −1 if
// the snake's last row does not reach G.
func snakeSeat(t, G, g, n int) int {
	e := t*g + G
	if t%2 == 1 {
		e = t*g + g - 1 - G
	}
	if e >= n {
		return -1
	}
	return e
}
