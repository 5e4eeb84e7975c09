package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchPairRound times the pairing of round played+1 of an n-player event
// whose earlier rounds the engine itself paired (random results).
func benchPairRound(b *testing.B, n, played int) {
	e := newEvent(n, 11)
	for range played {
		res, err := PairRound(e.request(11))
		if err != nil {
			b.Fatal(err)
		}
		e.play(res.Pairs)
	}
	req := e.request(11)
	b.ResetTimer()
	for b.Loop() {
		if _, err := PairRound(req); err != nil {
			b.Fatal(err)
		}
	}
}

// Round 7, the middle of a long event.
func BenchmarkPairRound64(b *testing.B)   { benchPairRound(b, 64, 6) }
func BenchmarkPairRound256(b *testing.B)  { benchPairRound(b, 256, 6) }
func BenchmarkPairRound1024(b *testing.B) { benchPairRound(b, 1024, 6) }
func BenchmarkPairRound4096(b *testing.B) { benchPairRound(b, 4096, 6) }

// Round 13 of an odd field: many earlier opponents, byes in play.
func BenchmarkPairRound1025Round13(b *testing.B) { benchPairRound(b, 1025, 12) }
func BenchmarkPairRound4097Round13(b *testing.B) { benchPairRound(b, 4097, 12) }

// BenchmarkMinCostPerfectMatchingRandom times the bare matching on dense
// random costs, the hard case for the sparse start (no structure to exploit).
func BenchmarkMinCostPerfectMatchingRandom(b *testing.B) {
	for _, n := range []int{128, 512} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r := rand.New(rand.NewPCG(1, uint64(n)))
			c := make([]int64, n*n)
			for i := range n {
				for j := i + 1; j < n; j++ {
					c[i*n+j] = r.Int64N(1_000_000)
				}
			}
			cost := func(i, j int) (int64, bool) { return c[i*n+j], true }
			for b.Loop() {
				if _, _, err := MinCostPerfectMatching(n, cost); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
