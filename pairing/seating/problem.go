package seating

import (
	"cmp"
	"math"
	"slices"
)

// problem is a request in the form the search works on: players are indices
// 0…n−1 in seed order (strongest first).
type problem struct {
	n        int
	ids      []int   // player ID by index
	strength []int64 // strength by index
	metBits  []uint64
	sizes    []int   // people per table
	snake    []int   // table by index, as snake seeding deals them
	tier     []int   // snake pass by index
	tiers    [][]int // indices by tier
	target   []int64 // balance target by table
}

func newProblem(req Request, tables int) *problem {
	players := slices.Clone(req.Players)
	slices.SortStableFunc(players, func(a, b Player) int { return cmp.Compare(b.Strength, a.Strength) })
	n := len(players)
	p := &problem{
		n:        n,
		ids:      make([]int, n),
		strength: make([]int64, n),
		metBits:  make([]uint64, (n*n+63)/64),
		sizes:    peoplePerTable(n, tables),
	}
	index := make(map[int]int, n)
	for i, pl := range players {
		p.ids[i] = pl.ID
		p.strength[i] = int64(pl.Strength)
		index[pl.ID] = i
	}
	for _, pr := range req.Tablemates {
		a, okA := index[pr.A]
		b, okB := index[pr.B]
		if okA && okB && a != b {
			p.setMet(a, b)
			p.setMet(b, a)
		}
	}
	p.snake, p.tier = snake(p.sizes)
	p.tiers = make([][]int, Seats)
	for x, tier := range p.tier {
		p.tiers[tier] = append(p.tiers[tier], x)
	}
	p.target = make([]int64, tables)
	for t, size := range p.sizes {
		var target float64
		for tier := range size {
			var sum int64
			for _, x := range p.tiers[tier] {
				sum += p.strength[x]
			}
			target += float64(sum) / float64(len(p.tiers[tier]))
		}
		p.target[t] = int64(math.Round(target))
	}
	return p
}

func (p *problem) setMet(a, b int) {
	i := a*p.n + b
	p.metBits[i>>6] |= 1 << (i & 63)
}

// met reports whether players a and b shared a table in an earlier stage.
func (p *problem) met(a, b int) bool {
	i := a*p.n + b
	return p.metBits[i>>6]&(1<<(i&63)) != 0
}
