package pairing

// drawRNG is the random source of the round-1 draw and colour draws. It is
// SplitMix64, written out here so that a stored seed reproduces the same
// draw on every Go version (math/rand makes no such promise for its helper
// methods).
type drawRNG struct{ state uint64 }

// newDrawRNG derives an independent stream for one round of one event.
func newDrawRNG(seed uint64, round int) *drawRNG {
	r := &drawRNG{state: seed}
	r.state ^= r.next() + uint64(round)*0x9e3779b97f4a7c15
	return r
}

func (r *drawRNG) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n), n > 0, without modulo bias.
func (r *drawRNG) intn(n int) int {
	bound := uint64(n)
	limit := -bound % bound // 2⁶⁴ mod n: values below it are rejected
	for {
		if x := r.next(); x >= limit {
			return int(x % bound)
		}
	}
}

// shuffle permutes xs uniformly (Fisher–Yates).
func shuffle[T any](r *drawRNG, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		xs[i], xs[j] = xs[j], xs[i]
	}
}
