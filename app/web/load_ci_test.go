package web

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// ratioCI is the 95 % interval of the ratio of the medians of a and b
// (each a side's bursts: the p99 of the fetches after one change), by the
// bootstrap: 2,000 resamplings of each side with replacement, a fixed seed.
// An interval about 1 says the two sides cannot be told apart at this
// many bursts; one wholly above 1, that a's are slower (issue 40: the live
// pages against plain net/http).
func ratioCI(a, b []time.Duration) (lo, hi float64) {
	if len(a) == 0 || len(b) == 0 {
		return 0, 0
	}
	rng := rand.New(rand.NewPCG(40, 99))
	median := func(ds []time.Duration, buf []time.Duration) float64 {
		for i := range buf {
			buf[i] = ds[rng.IntN(len(ds))]
		}
		slices.Sort(buf)
		return float64(buf[len(buf)/2])
	}
	bufA, bufB := make([]time.Duration, len(a)), make([]time.Duration, len(b))
	ratios := make([]float64, 2000)
	for i := range ratios {
		ratios[i] = median(a, bufA) / max(1, median(b, bufB))
	}
	slices.Sort(ratios)
	return ratios[len(ratios)*25/1000], ratios[len(ratios)*975/1000]
}

// TestRatioCI_Issue40TellsAlikeFromApart: bursts drawn alike give an
// interval holding 1; bursts twice as slow one wholly above 1.
func TestRatioCI_Issue40TellsAlikeFromApart(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	draw := func(n int, scale float64) []time.Duration {
		ds := make([]time.Duration, n)
		for i := range ds {
			ds[i] = time.Duration(scale * float64(20*time.Millisecond) * (0.5 + rng.Float64()))
		}
		return ds
	}
	lo, hi := ratioCI(draw(30, 1), draw(30, 1))
	assert.Less(t, lo, 1.0)
	assert.Greater(t, hi, 1.0)
	assert.Less(t, hi-lo, 0.8, "30 bursts each: an interval narrower than ±40 %%")
	lo, hi = ratioCI(draw(30, 2), draw(30, 1))
	assert.Greater(t, lo, 1.2, "twice as slow: the interval is wholly above 1")
	assert.Greater(t, hi, lo)
	lo, hi = ratioCI(nil, draw(3, 1))
	assert.Zero(t, lo)
	assert.Zero(t, hi)
}
