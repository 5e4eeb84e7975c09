package pairing

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bruteForce returns the least cost of a perfect matching by dynamic
// programming over subsets (always matching the lowest unmatched vertex), and
// false if none exists.
func bruteForce(n int, cost CostFunc) (int64, bool) {
	if n%2 == 1 {
		return 0, false
	}
	const inf = int64(1) << 62
	full := 1<<n - 1
	dp := make([]int64, 1<<n)
	for m := range dp {
		dp[m] = inf
	}
	dp[0] = 0
	for m := 0; m < full; m++ {
		if dp[m] == inf {
			continue
		}
		i := 0
		for m&(1<<i) != 0 {
			i++
		}
		for j := i + 1; j < n; j++ {
			if m&(1<<j) != 0 {
				continue
			}
			if c, ok := cost(i, j); ok {
				nm := m | 1<<i | 1<<j
				dp[nm] = min(dp[nm], dp[m]+c)
			}
		}
	}
	if dp[full] == inf {
		return 0, false
	}
	return dp[full], true
}

// randomInstance draws a symmetric cost matrix with forbidden edges. The
// value ranges vary so that both heavy ties and distinct costs occur.
func randomInstance(r *rand.Rand, n int) CostFunc {
	ranges := []int64{1, 3, 10, 1000, 1 << 40}
	span := ranges[r.IntN(len(ranges))]
	neg := r.IntN(4) == 0
	forbid := []float64{0, 0, 0.1, 0.3, 0.6}[r.IntN(5)]
	c := make([][]int64, n)
	ok := make([][]bool, n)
	for i := range n {
		c[i] = make([]int64, n)
		ok[i] = make([]bool, n)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			v := r.Int64N(span + 1)
			if neg {
				v -= span / 2
			}
			c[i][j], c[j][i] = v, v
			f := r.Float64() >= forbid
			ok[i][j], ok[j][i] = f, f
		}
	}
	return func(i, j int) (int64, bool) { return c[i][j], ok[i][j] }
}

// checkMatching asserts that mate is a perfect matching of allowed edges
// whose cost is total.
func checkMatching(t *testing.T, n int, cost CostFunc, mate []int, total int64) {
	t.Helper()
	require.Len(t, mate, n)
	var sum int64
	for i, j := range mate {
		require.True(t, j >= 0 && j < n && j != i, "mate[%d] = %d", i, j)
		require.Equal(t, i, mate[j], "mate is not symmetric at %d", i)
		if i < j {
			c, ok := cost(i, j)
			require.True(t, ok, "forbidden edge %d–%d used", i, j)
			sum += c
		}
	}
	require.Equal(t, total, sum, "reported total differs from the sum of the edges")
}

// requireBruteForceOptimum fails t unless the answer (mate, total, err) of
// random instance it (n vertices, cost) is what brute force finds:
// ErrNoPerfectMatching where no perfect matching exists, otherwise a valid
// matching of the least total. It reports whether one exists.
func requireBruteForceOptimum(t *testing.T, it, n int, cost CostFunc, mate []int, total int64, err error) bool {
	t.Helper()
	want, exists := bruteForce(n, cost)
	if !exists {
		require.ErrorIs(t, err, ErrNoPerfectMatching, "instance %d (n=%d)", it, n)
		return false
	}
	require.NoError(t, err, "instance %d (n=%d)", it, n)
	checkMatching(t, n, cost, mate, total)
	require.Equal(t, want, total, "instance %d (n=%d)", it, n)
	return true
}

func TestMinCostPerfectMatching_EqualsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	counts := map[bool]int{}
	for it := range 6000 {
		n := r.IntN(13)
		cost := randomInstance(r, n)
		mate, total, err := MinCostPerfectMatching(n, cost)
		counts[requireBruteForceOptimum(t, it, n, cost, mate, total, err)]++
	}
	t.Logf("instances with a perfect matching: %d, without: %d", counts[true], counts[false])
	assert.Greater(t, counts[false], 500, "too few instances without a perfect matching")
}

// The sparse start with pricing must give the same optimum as brute force,
// even with tiny candidate sets that force several pricing rounds and the
// dense fallback.
func TestMinCostPerfectMatching_SparseStartWithPricingEqualsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for it := range 4000 {
		n := r.IntN(13)
		cost := randomInstance(r, n)
		mate, total, err := minCostPerfectMatching(n, cost, 0, 1+r.IntN(3), 1+r.IntN(2))
		requireBruteForceOptimum(t, it, n, cost, mate, total, err)
	}
}

// iterations is how many random instances a test tries: full, or short
// under -short.
func iterations(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// On larger graphs brute force is out of reach; the sparse start must agree
// with the plain dense run.
func TestMinCostPerfectMatching_SparseStartEqualsDense(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for it := range iterations(300, 60) {
		n := 2 * (10 + r.IntN(60))
		cost := randomInstance(r, n)
		dm, dt, derr := minCostPerfectMatching(n, cost, n, 0, 0)
		sm, st, serr := minCostPerfectMatching(n, cost, 0, 1+r.IntN(4), 1+r.IntN(3))
		if derr != nil {
			require.ErrorIs(t, derr, ErrNoPerfectMatching)
			require.ErrorIs(t, serr, ErrNoPerfectMatching, "instance %d", it)
			continue
		}
		require.NoError(t, serr, "instance %d", it)
		checkMatching(t, n, cost, dm, dt)
		checkMatching(t, n, cost, sm, st)
		require.Equal(t, dt, st, "instance %d (n=%d)", it, n)
	}
}

func TestMinCostPerfectMatching_SmallCases(t *testing.T) {
	tests := []struct {
		name    string
		n       int
		cost    [][]int64 // −1 = forbidden
		mate    []int
		total   int64
		wantErr bool
	}{
		{name: "empty", n: 0, mate: []int{}, total: 0},
		{name: "odd", n: 3, cost: [][]int64{{0, 1, 1}, {1, 0, 1}, {1, 1, 0}}, wantErr: true},
		{name: "single edge", n: 2, cost: [][]int64{{0, 7}, {7, 0}}, mate: []int{1, 0}, total: 7},
		{name: "forbidden only edge", n: 2, cost: [][]int64{{0, -1}, {-1, 0}}, wantErr: true},
		{
			// The greedy choice 0–1 (cost 1) forces 2–3 (cost 100); the
			// optimum is 0–2 + 1–3 = 4.
			name: "greedy trap", n: 4,
			cost:  [][]int64{{0, 1, 2, 50}, {1, 0, 50, 2}, {2, 50, 0, 100}, {50, 2, 100, 0}},
			mate:  []int{2, 3, 0, 1},
			total: 4,
		},
		{
			// A blossom: the odd triangle 0-1-2 is cheap but can hold
			// only one pair; 3 and 5 must reach in through it.
			name: "triangle blossom", n: 6,
			cost: [][]int64{
				{0, 1, 1, 9, -1, -1},
				{1, 0, 1, -1, 9, -1},
				{1, 1, 0, -1, -1, 9},
				{9, -1, -1, 0, 3, 3},
				{-1, 9, -1, 3, 0, 3},
				{-1, -1, 9, 3, 3, 0},
			},
			total: 13,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cost := func(i, j int) (int64, bool) { return tc.cost[i][j], tc.cost[i][j] >= 0 }
			mate, total, err := MinCostPerfectMatching(tc.n, cost)
			if tc.wantErr {
				require.ErrorIs(t, err, ErrNoPerfectMatching)
				return
			}
			require.NoError(t, err)
			checkMatching(t, tc.n, cost, mate, total)
			assert.Equal(t, tc.total, total)
			if tc.mate != nil {
				assert.Equal(t, tc.mate, mate)
			}
		})
	}
}

func TestMinCostPerfectMatching_RejectsHugeCosts(t *testing.T) {
	_, _, err := MinCostPerfectMatching(2, func(i, j int) (int64, bool) { return MaxEdgeCost + 1, true })
	require.Error(t, err)
	assert.False(t, errors.Is(err, ErrNoPerfectMatching))
}

func TestMinCostPerfectMatching_Deterministic(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for range 50 {
		n := 2 * (1 + r.IntN(150))
		cost := randomInstance(r, n)
		m1, t1, e1 := MinCostPerfectMatching(n, cost)
		m2, t2, e2 := MinCostPerfectMatching(n, cost)
		assert.Equal(t, fmt.Sprint(m1, t1, e1), fmt.Sprint(m2, t2, e2))
	}
}

// verifyCertificate checks, independently of how the solver got there, that
// its final state proves optimality by LP duality for the perfect-matching
// polytope: the matching is perfect; every edge has reduced cost
// c − u_i − u_j + Σ z_B ≥ 0 (blossom membership recomputed from the parent
// links); matched edges have reduced cost 0; z_B ≥ 0; and every blossom
// with z_B > 0 is full (⌊|B|/2⌋ matched edges inside).
func verifyCertificate(t *testing.T, s *blossomSolver, cost CostFunc) {
	t.Helper()
	nv := s.nv
	holds := func(b, v int) bool {
		for x := s.parent[v]; x != -1; x = s.parent[x] {
			if x == b {
				return true
			}
		}
		return false
	}
	var blossoms []int
	for b := nv; b < 2*nv; b++ {
		if s.base[b] >= 0 {
			blossoms = append(blossoms, b)
			require.GreaterOrEqual(t, s.dual[b], int64(0), "blossom %d has a negative dual", b)
		}
	}
	reduced := func(i, j int, c int64) int64 {
		r := s.dual[i] + s.dual[j] + 2*c
		for _, b := range blossoms {
			if holds(b, i) && holds(b, j) {
				r += 2 * s.dual[b]
			}
		}
		return r
	}
	for i := range nv {
		require.GreaterOrEqual(t, s.mate[i], 0, "vertex %d is exposed", i)
		for j := i + 1; j < nv; j++ {
			c, ok := cost(i, j)
			if !ok {
				continue
			}
			r := reduced(i, j, c)
			require.GreaterOrEqual(t, r, int64(0), "edge %d–%d violates the dual", i, j)
			if s.endpoint(s.mate[i]) == j {
				require.Equal(t, int64(0), r, "matched edge %d–%d is not tight", i, j)
			}
		}
	}
	for _, b := range blossoms {
		if s.dual[b] == 0 {
			continue
		}
		size, inside := 0, 0
		for v := range nv {
			if holds(b, v) {
				size++
				if w := s.endpoint(s.mate[v]); v < w && holds(b, w) {
					inside++
				}
			}
		}
		require.Equal(t, size/2, inside, "blossom %d with z > 0 is not full", b)
	}
}

// The dense run must end in a state that certifies its own optimality, on
// graphs too large for brute force and with many equal costs.
func TestMinCostPerfectMatching_DualCertificate(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for it := range iterations(400, 80) {
		n := 2 * (2 + r.IntN(60))
		cost := randomInstance(r, n)
		e, err := allEdges(n, func(i, j int) (int64, bool, error) { c, ok := cost(i, j); return c, ok, nil })
		require.NoError(t, err)
		s := solveEdges(n, e, nil)
		if !s.perfect() {
			_, exists := bruteForceOrSkip(n, cost)
			require.False(t, exists, "instance %d: solver found no perfect matching", it)
			continue
		}
		verifyCertificate(t, s, cost)
	}
}

// bruteForceOrSkip runs bruteForce where it is affordable; above that it
// reports (0, false), trusting ErrNoPerfectMatching to the other tests.
func bruteForceOrSkip(n int, cost CostFunc) (int64, bool) {
	if n > 16 {
		return 0, false
	}
	return bruteForce(n, cost)
}
