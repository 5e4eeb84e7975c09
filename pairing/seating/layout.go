package seating

// layout is an assignment of players to tables with the running totals the
// search needs: who is at which table, each table's strength sum, how many
// earlier tablemates each player meets, the repeat pairs and the imbalance.
type layout struct {
	tableOf   []int
	members   [][]int
	sum       []int64
	conflicts []int // earlier tablemates at the player's table
	repeats   int
	imbalance int64 // Σ (sum − target)²

	// conflicted holds the players with conflicts > 0 and at[x] the
	// position of x in it (−1 if absent), so that the search draws one in
	// constant time.
	conflicted []int
	at         []int
}

func newLayout(p *problem, tableOf []int) *layout {
	l := &layout{
		tableOf:   append([]int(nil), tableOf...),
		members:   make([][]int, len(p.sizes)),
		sum:       make([]int64, len(p.sizes)),
		conflicts: make([]int, p.n),
		at:        make([]int, p.n),
	}
	for t, size := range p.sizes {
		l.members[t] = make([]int, 0, size)
	}
	for x, t := range l.tableOf {
		l.members[t] = append(l.members[t], x)
		l.sum[t] += p.strength[x]
	}
	for _, members := range l.members {
		for i, x := range members {
			for _, y := range members[i+1:] {
				if p.met(x, y) {
					l.conflicts[x]++
					l.conflicts[y]++
					l.repeats++
				}
			}
		}
	}
	for t := range l.sum {
		d := l.sum[t] - p.target[t]
		l.imbalance += d * d
	}
	for x := range l.at {
		l.at[x] = -1
		l.track(x)
	}
	return l
}

// track keeps x in the conflicted set exactly when it meets an earlier
// tablemate.
func (l *layout) track(x int) {
	switch in := l.at[x] >= 0; {
	case l.conflicts[x] > 0 && !in:
		l.at[x] = len(l.conflicted)
		l.conflicted = append(l.conflicted, x)
	case l.conflicts[x] == 0 && in:
		last := l.conflicted[len(l.conflicted)-1]
		l.conflicted[l.at[x]] = last
		l.at[last] = l.at[x]
		l.conflicted = l.conflicted[:len(l.conflicted)-1]
		l.at[x] = -1
	}
}

// delta returns the change in repeat pairs and in imbalance if x and y, at
// different tables, swapped tables.
func (l *layout) delta(p *problem, x, y int) (repeats int, imbalance int64) {
	a, b := l.tableOf[x], l.tableOf[y]
	for _, z := range l.members[a] {
		if z != x {
			repeats += b2i(p.met(y, z)) - b2i(p.met(x, z))
		}
	}
	for _, z := range l.members[b] {
		if z != y {
			repeats += b2i(p.met(x, z)) - b2i(p.met(y, z))
		}
	}
	d := p.strength[y] - p.strength[x]
	da, db := l.sum[a]-p.target[a], l.sum[b]-p.target[b]
	// (da+d)² + (db−d)² − da² − db²
	return repeats, 2*d*(da-db) + 2*d*d
}

// swap moves x to y's table and y to x's.
func (l *layout) swap(p *problem, x, y int) {
	dRep, dImb := l.delta(p, x, y)
	a, b := l.tableOf[x], l.tableOf[y]
	l.move(p, x, a, y)
	l.move(p, y, b, x)
	l.place(x, a, y)
	l.place(y, b, x)
	l.tableOf[x], l.tableOf[y] = b, a
	d := p.strength[y] - p.strength[x]
	l.sum[a] += d
	l.sum[b] -= d
	l.repeats += dRep
	l.imbalance += dImb
	for _, z := range l.members[a] {
		l.track(z)
	}
	for _, z := range l.members[b] {
		l.track(z)
	}
}

// move updates the conflicts for x leaving table from, where y takes its
// place, and joining the table y leaves.
func (l *layout) move(p *problem, x, from, y int) {
	for _, z := range l.members[from] {
		if z != x && p.met(x, z) {
			l.conflicts[x]--
			l.conflicts[z]--
		}
	}
	for _, z := range l.members[l.tableOf[y]] {
		if z != y && p.met(x, z) {
			l.conflicts[x]++
			l.conflicts[z]++
		}
	}
}

// place puts y in the slot of x at table t.
func (l *layout) place(x, t, y int) {
	for i, z := range l.members[t] {
		if z == x {
			l.members[t][i] = y
			return
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
