package pairing

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drawingsWithinTiers calls visit with every drawing that keeps each
// entrant in its tier (the groups the snake gives the tier, one a group):
// group[e] is entrant e's group.
func drawingsWithinTiers(n, g int, visit func(group []int)) {
	group := make([]int, n)
	var tier func(t int)
	tier = func(t int) {
		lo := t * g
		if lo >= n {
			visit(group)
			return
		}
		hi := min(lo+g, n)
		var slots []int
		for e := lo; e < hi; e++ {
			slots = append(slots, snakeGroup(e, g))
		}
		permute(slots, 0, func(p []int) {
			copy(group[lo:], p)
			tier(t + 1)
		})
	}
	tier(0)
}

// neverTogether reports whether group keeps every pair of never apart
// (skip aside).
func neverTogether(group []int, never [][2]int, skip int) bool {
	for k, p := range never {
		if k != skip && group[p[0]] == group[p[1]] {
			return false
		}
	}
	return true
}

func TestDrawGroupsApart_Issue27NeverTwoOfAPairInOneGroupWhereAnyDrawKeepsThemApart(t *testing.T) {
	r := rand.New(rand.NewPCG(27, 3))
	stats := map[string]int{}
	for trial := range 400 {
		k, n, g, ok := smallGroupDraw(r)
		if !ok {
			continue
		}
		clubs := make([]int, n)
		for i := range clubs {
			if r.IntN(3) == 0 {
				clubs[i] = 1 + r.IntN(2)
			}
		}
		var never [][2]int
		for range 1 + r.IntN(5) {
			a, b := r.IntN(n), r.IntN(n)
			if a != b && !slices.Contains(never, [2]int{a, b}) && !slices.Contains(never, [2]int{b, a}) {
				never = append(never, [2]int{a, b})
			}
		}
		name := fmt.Sprintf("trial %d: n=%d k=%d clubs=%v never=%v", trial, n, k, clubs, never)

		// By brute force: is there a drawing that keeps them apart, the
		// fewest same-club pairs among those, and which pairs alone block.
		exists, fewest := false, n*n
		freeing := make([]bool, len(never))
		drawingsWithinTiers(n, g, func(group []int) {
			if neverTogether(group, never, -1) {
				exists = true
				fewest = min(fewest, clubPairsOf(group, clubs, g))
			}
			for s := range never {
				freeing[s] = freeing[s] || neverTogether(group, never, s)
			}
		})
		d, err := DrawGroupsApart(clubs, k, never)
		if !exists {
			stats["refused"]++
			require.ErrorIs(t, err, ErrKeptApart, name)
			var ae *ApartError
			require.True(t, errors.As(err, &ae), name)
			var want [][2]int
			for s, p := range never {
				if freeing[s] {
					want = append(want, [2]int{min(p[0], p[1]), max(p[0], p[1])})
				}
			}
			if len(want) == 0 {
				for _, p := range never {
					want = append(want, [2]int{min(p[0], p[1]), max(p[0], p[1])})
				}
			}
			sortPairs(want)
			got := slices.Clone(ae.NeverPair)
			sortPairs(got)
			assert.Equal(t, want, got, name)
			continue
		}
		stats["kept"]++
		require.NoError(t, err, name)
		group := make([]int, n)
		for G, es := range d.Groups {
			for _, e := range es {
				group[e] = G
			}
			for i := 1; i < len(es); i++ { // one per tier, in seeding order
				require.Greater(t, es[i]/g, es[i-1]/g, name)
			}
		}
		assert.True(t, neverTogether(group, never, -1), "%s: %v", name, d.Groups)
		assert.Equal(t, fewest, clubPairs(d.Groups, clubs), "%s: not the fewest same-club pairs among the drawings that keep the list", name)
	}
	t.Logf("%v", stats)
	assert.Greater(t, stats["refused"], 10)
	assert.Greater(t, stats["kept"], 100)
}

func sortPairs(ps [][2]int) {
	slices.SortFunc(ps, func(x, y [2]int) int {
		if x[0] != y[0] {
			return x[0] - y[0]
		}
		return x[1] - y[1]
	})
}

func TestDrawGroupsApart_Issue27Rules(t *testing.T) {
	// Eight in two groups: the snake puts seeds 1 and 4 (indexes 0 and 3)
	// in group A; the list moves seed 4 to B, the least move.
	d, err := DrawGroupsApart(make([]int, 8), 4, [][2]int{{0, 3}})
	require.NoError(t, err)
	assert.Equal(t, [][]int{{0, 2, 4, 7}, {1, 3, 5, 6}}, d.Groups)
	assert.Equal(t, []int{2, 3}, d.Moved, "seeds 3 and 4 trade groups")

	// One group: nothing keeps them apart.
	_, err = DrawGroupsApart(make([]int, 6), 8, [][2]int{{1, 4}})
	var ae *ApartError
	require.ErrorAs(t, err, &ae)
	assert.Equal(t, [][2]int{{1, 4}}, ae.NeverPair)

	// A pair of one tier is apart by construction: no move.
	d, err = DrawGroupsApart(make([]int, 8), 4, [][2]int{{0, 1}})
	require.NoError(t, err)
	assert.Empty(t, d.Moved)

	_, err = DrawGroupsApart(make([]int, 8), 4, [][2]int{{0, 8}})
	assert.ErrorIs(t, err, ErrInvalidApart)
}
