package pairing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// knockoutEntrants are n entrants of a day's knockout: the first two of
// league groups of four, from clubs of about eight, with a never-pair list
// of a few families.
func knockoutEntrants(n int, rng *rand.Rand) ([]BracketEntrant, BracketApart) {
	es := make([]BracketEntrant, n)
	for i := range es {
		es[i] = BracketEntrant{Group: i/2 + 1, Place: i%2 + 1, Club: rng.IntN(max(1, n/8)) + 1}
	}
	var apart BracketApart
	for range n / 50 {
		a, b := rng.IntN(n), rng.IntN(n)
		if a != b {
			apart.NeverPair = append(apart.NeverPair, [2]int{a, b})
		}
	}
	apart.SameClub = rng.IntN(2) == 0
	return es, apart
}

// brokenByWalk is, for each entrant, whether a separation of it is broken,
// from a walk of the whole draw's separations (eachBroken), not from the
// counts by block the search keeps.
func (d *bracketDraw) brokenByWalk() []bool {
	out := make([]bool, d.n)
	d.eachBroken(func(_ BracketRule, a, b, _ int) { out[a], out[b] = true, true })
	return out
}

// Issue 40: the counts by block kept by swap always say what a walk of the
// separations says, each entrant's broken and the draw's total, so the
// search takes the swaps it would take from the walk; checked after every
// swap tried on random draws.
func TestSeedBracket_Issue40BrokenCountsKeptEqualTheWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 1))
	for _, n := range []int{5, 12, 33, 100, 300} {
		es, apart := knockoutEntrants(n, rng)
		size := 2
		for size < n {
			size *= 2
		}
		lines, err := BracketSeedLines(size)
		if err != nil {
			t.Fatal(err)
		}
		d := newBracketDraw(es, size, lines, apart)
		for range 2000 {
			c := d.classes[rng.IntN(len(d.classes))]
			if len(c) < 2 {
				continue
			}
			s, u := c[rng.IntN(len(c))], c[rng.IntN(len(c))]
			if s == u {
				continue
			}
			d.trySwap(s, u)
			walk := d.brokenByWalk()
			for a := range n {
				if d.broken(a) != walk[a] {
					t.Fatalf("n=%d entrant %d: kept %v, walk %v", n, a, d.broken(a), walk[a])
				}
			}
			if total := d.total(); !slices.Equal(d.cost, total) {
				t.Fatalf("n=%d: kept %v, walk %v", n, d.cost, total)
			}
		}
	}
}

// BenchmarkSeedBracketApart draws knockouts of 128 to 4,096 entrants as
// a national day has them: registered players of the 47 prefectures (the
// clubs kept apart where the tiers allow) and a never-pair list, up to
// MaxBracketEntrants. Target (issue 40): ≤ 10 ms at 1,024, ≤ 50 ms at
// 4,096.
func BenchmarkSeedBracketApart(b *testing.B) {
	for _, n := range []int{128, 512, 1024, MaxBracketEntrants} {
		rng := rand.New(rand.NewPCG(uint64(n), 2))
		es := make([]BracketEntrant, n)
		for i := range es {
			es[i] = BracketEntrant{Club: rng.IntN(47) + 1}
		}
		var apart BracketApart
		for range n / 50 {
			if a, c := rng.IntN(n), rng.IntN(n); a != c {
				apart.NeverPair = append(apart.NeverPair, [2]int{a, c})
			}
		}
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for range b.N {
				if _, err := SeedBracketApart(slices.Clone(es), apart); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
