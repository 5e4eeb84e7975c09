package pairing

import (
	"fmt"
	"slices"
)

// This file keeps the never-pair list in a draw of league groups
// (DrawGroupsApart): two of a pair never in one group while any drawing
// within the tiers keeps them apart.

// neverSteps bounds the search for a drawing that keeps the never-pair
// list. A list of a few pairs is decided at once; the bound keeps a
// pathological one from running for minutes, counted in steps so that
// every machine gives the same answer.
const neverSteps = 1 << 20

// setNever checks the never-pair list (seed indexes) and keeps each
// entrant's partners.
func (d *clubDraw) setNever(never [][2]int) error {
	if len(never) == 0 {
		return nil
	}
	n := len(d.clubs)
	d.never = make([][]int, n)
	for _, p := range never {
		a, b := p[0], p[1]
		if a < 0 || b < 0 || a >= n || b >= n || a == b {
			return fmt.Errorf("%w: never-pair %d–%d is not two of the %d entrants", ErrInvalidApart, a, b, n)
		}
		if !slices.Contains(d.never[a], b) {
			d.never[a] = append(d.never[a], b)
			d.never[b] = append(d.never[b], a)
		}
	}
	return nil
}

// neverBroken reports whether two of a never-pair pair share a group.
func (d *clubDraw) neverBroken() bool {
	for e, ps := range d.never {
		for _, q := range ps {
			if d.group[q] == d.group[e] {
				return true
			}
		}
	}
	return false
}

// besideNever reports whether group G holds a never-pair partner of e of
// another tier (one of e's tier is in another group by construction).
func (d *clubDraw) besideNever(e, G int) bool {
	if d.never == nil {
		return false
	}
	for _, q := range d.never[e] {
		if q/d.g != e/d.g && d.group[q] == G {
			return true
		}
	}
	return false
}

// neverIn reports whether the search put a never-pair partner of e in G
// (placedAt: −1 for one not placed yet).
func (d *clubDraw) neverIn(e, G int, placedAt []int) bool {
	if d.never == nil {
		return false
	}
	for _, q := range d.never[e] {
		if placedAt[q] == G {
			return true
		}
	}
	return false
}

// keepNeverApart replaces the drawing by one within the tiers that keeps
// every never-pair pair in different groups, moving as few from the snake
// as the search finds; it is refused with an *ApartError naming the pairs
// (by seed index) whose removal alone would allow one, or all of them.
func (d *clubDraw) keepNeverApart() error {
	order := d.neverOrder()
	at, ok, finished := d.neverDrawing(order, nil)
	if ok {
		shared := make([]bool, len(d.clubs))
		for _, e := range order {
			shared[e] = true
		}
		d.adopt(order, at, shared)
		return nil
	}
	out := &ApartError{What: "league groups"}
	var all [][2]int
	for a, ps := range d.never {
		for _, b := range ps {
			if a < b {
				all = append(all, [2]int{a, b})
			}
		}
	}
	if finished {
		for _, p := range all {
			if _, ok, _ := d.neverDrawing(order, &p); ok {
				out.NeverPair = append(out.NeverPair, p)
			}
		}
	}
	if len(out.NeverPair) == 0 {
		out.NeverPair = all
	}
	return out
}

// neverOrder lists the entrants of the never-pair list, those with the
// most partners first and each one's partners soon after (a search that
// meets a conflict early).
func (d *clubDraw) neverOrder() []int {
	var roots []int
	for e, ps := range d.never {
		if len(ps) > 0 {
			roots = append(roots, e)
		}
	}
	slices.SortStableFunc(roots, func(a, b int) int { return len(d.never[b]) - len(d.never[a]) })
	seen := make([]bool, len(d.clubs))
	var order []int
	for _, r := range roots {
		if seen[r] {
			continue
		}
		seen[r] = true
		for queue := []int{r}; len(queue) > 0; queue = queue[1:] {
			e := queue[0]
			order = append(order, e)
			for _, q := range d.never[e] {
				if !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
	}
	return order
}

// neverDrawing searches the groups of the entrants of order within their
// tiers (each on a seat of its tier the snake fills, one a seat) so that
// no never-pair pair shares a group, the pair skip aside; each tries its
// snake group first. It returns the groups (by place in order), whether
// one was found, and whether the search finished.
func (d *clubDraw) neverDrawing(order []int, skip *[2]int) ([]int, bool, bool) {
	n := len(d.clubs)
	at := make([]int, len(order))
	placed := make([]int, n)
	for e := range placed {
		placed[e] = -1
	}
	used := make([]bool, d.tiers*d.g)
	steps := neverSteps
	var dfs func(i int) bool
	dfs = func(i int) bool {
		if steps--; steps < 0 {
			return false
		}
		if i == len(order) {
			return true
		}
		e := order[i]
		t, own := e/d.g, snakeGroup(e, d.g)
		for k := -1; k < d.g; k++ {
			G := k
			if k < 0 {
				G = own
			} else if k == own {
				continue
			}
			if snakeSeat(t, G, d.g, n) < 0 || used[t*d.g+G] {
				continue
			}
			clash := false
			for _, q := range d.never[e] {
				if placed[q] == G && (skip == nil || *skip != [2]int{min(e, q), max(e, q)}) {
					clash = true
					break
				}
			}
			if clash {
				continue
			}
			used[t*d.g+G], placed[e], at[i] = true, G, G
			if dfs(i + 1) {
				return true
			}
			used[t*d.g+G], placed[e] = false, -1
		}
		return false
	}
	found := dfs(0)
	return at, found, steps >= 0
}
