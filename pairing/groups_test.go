package pairing

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGroupSizes_AtMostKDifferingByOneNoneBelowThree(t *testing.T) {
	for n := 6; n <= 64; n++ {
		for k := MinGroupSize; k <= MaxGroupSize; k++ {
			sizes, err := GroupSizes(n, k)
			g := (n + k - 1) / k
			if 3*g > n { // ⌈n/k⌉ groups cannot all have three
				assert.ErrorIs(t, err, ErrGroupsCannotSplit, "n=%d k=%d", n, k)
				continue
			}
			require.NoError(t, err, "n=%d k=%d", n, k)
			require.Len(t, sizes, g, "n=%d k=%d", n, k)
			lo, hi, sum := sizes[0], sizes[0], 0
			for _, s := range sizes {
				lo, hi, sum = min(lo, s), max(hi, s), sum+s
			}
			assert.Equal(t, n, sum, "n=%d k=%d", n, k)
			assert.LessOrEqual(t, hi, k, "n=%d k=%d", n, k)
			assert.GreaterOrEqual(t, lo, MinGroupSize, "n=%d k=%d", n, k)
			assert.LessOrEqual(t, hi-lo, 1, "n=%d k=%d: %v", n, k, sizes)
		}
	}
}

func TestGroupSizes_ByHand(t *testing.T) {
	tests := []struct {
		n, k int
		want []int
	}{
		{8, 4, []int{4, 4}},
		{32, 4, []int{4, 4, 4, 4, 4, 4, 4, 4}},
		// 4人リーグ、一部3人: 30 in 8 groups; the snake's last row runs back
		// from H to C, so A and B are the groups of three.
		{30, 4, []int{3, 3, 4, 4, 4, 4, 4, 4}},
		// 10 in groups of 4: three groups, the last row (seed 10 alone) runs
		// back from C, so C has four.
		{10, 4, []int{3, 3, 4}},
		{6, 8, []int{6}},
		{12, 3, []int{3, 3, 3, 3}},
	}
	for _, tt := range tests {
		sizes, err := GroupSizes(tt.n, tt.k)
		require.NoError(t, err)
		assert.Equal(t, tt.want, sizes, "n=%d k=%d", tt.n, tt.k)
	}
}

func TestGroupSizes_RefusesWhatCannotBeSplitAndNamesSizesThatWould(t *testing.T) {
	_, err := GroupSizes(7, 3)
	require.ErrorIs(t, err, ErrGroupsCannotSplit)
	assert.Contains(t, err.Error(), "would leave a group of 2")
	assert.Contains(t, err.Error(), "group size 4, 5, 6, 7, 8 would split them")

	_, err = GroupSizes(5, 4)
	require.ErrorIs(t, err, ErrGroupsCannotSplit)
	assert.Contains(t, err.Error(), "group size 5, 6, 7, 8 would split them")

	for _, n := range []int{-3, 0, 1, 2, MaxEntrants + 1} {
		_, err := GroupSizes(n, 4)
		assert.ErrorIs(t, err, ErrGroupsCannotSplit, "n=%d", n)
	}
	for _, k := range []int{-1, 0, 2, 9, 1 << 40} {
		_, err := GroupSizes(12, k)
		assert.ErrorIs(t, err, ErrGroupSize, "k=%d", k)
	}
}

func TestSnakeGroups_EightIntoTwoGroupsOfFourByHand(t *testing.T) {
	groups, err := SnakeGroups(8, 4)
	require.NoError(t, err)
	// Seeds 1→A 2→B, 3→B 4→A, 5→A 6→B, 7→B 8→A (seed indexes from 0).
	assert.Equal(t, [][]int{{0, 3, 4, 7}, {1, 2, 5, 6}}, groups)
}

func TestSnakeGroups_TwelveIntoThreeGroupsByHand(t *testing.T) {
	groups, err := SnakeGroups(12, 4)
	require.NoError(t, err)
	// A: 1 6 7 12, B: 2 5 8 11, C: 3 4 9 10.
	assert.Equal(t, [][]int{{0, 5, 6, 11}, {1, 4, 7, 10}, {2, 3, 8, 9}}, groups)
}

func TestDrawGroups_NoClubsIsTheSnake(t *testing.T) {
	for n := 6; n <= 64; n++ {
		for k := MinGroupSize; k <= MaxGroupSize; k++ {
			snake, err := SnakeGroups(n, k)
			if err != nil {
				continue
			}
			d, err := DrawGroups(make([]int, n), k)
			require.NoError(t, err)
			assert.Equal(t, snake, d.Groups, "n=%d k=%d", n, k)
			assert.Empty(t, d.Moved)
			assert.Empty(t, d.Clashes)
		}
	}
}

func TestDrawGroups_SameClubKeptApartBySwappingWithinATier(t *testing.T) {
	// Seeds 1 and 4 are of club 5; the snake puts both in A. Seeds 3 and 4
	// (the second tier) exchange groups.
	clubs := []int{5, 0, 0, 5, 0, 0, 0, 0}
	d, err := DrawGroups(clubs, 4)
	require.NoError(t, err)
	assert.Equal(t, [][]int{{0, 2, 4, 7}, {1, 3, 5, 6}}, d.Groups)
	assert.Equal(t, []int{2, 3}, d.Moved)
	assert.Empty(t, d.Clashes)
}

func TestDrawGroups_SameTierSameClubNeedsNoMove(t *testing.T) {
	clubs := []int{7, 7, 0, 0, 0, 0, 0, 0}
	d, err := DrawGroups(clubs, 4)
	require.NoError(t, err)
	assert.Equal(t, [][]int{{0, 3, 4, 7}, {1, 2, 5, 6}}, d.Groups)
	assert.Empty(t, d.Moved)
	assert.Empty(t, d.Clashes)
}

func TestDrawGroups_ThreeOfOneClubInTwoGroupsIsReportedAsForced(t *testing.T) {
	// Seeds 1, 4 and 5 of club 9: A gets 1, 4, 5 by the snake; the best is
	// one pair together, and three in two groups cannot do better.
	clubs := []int{9, 0, 0, 9, 9, 0, 0, 0}
	d, err := DrawGroups(clubs, 4)
	require.NoError(t, err)
	require.Len(t, d.Clashes, 1)
	c := d.Clashes[0]
	assert.Equal(t, 9, c.Club)
	assert.Len(t, c.Entrants, 2)
	assert.True(t, d.ClashesForced)
	for _, g := range d.Groups {
		assert.Len(t, g, 4)
	}
}

func TestDrawGroups_RefusesNegativeClubsAndBadSizes(t *testing.T) {
	_, err := DrawGroups([]int{0, 0, -1, 0, 0, 0}, 3)
	assert.ErrorIs(t, err, ErrInvalidClub)
	_, err = DrawGroups(nil, 4)
	assert.ErrorIs(t, err, ErrGroupsCannotSplit)
	_, err = DrawGroups(make([]int, 7), 3)
	assert.ErrorIs(t, err, ErrGroupsCannotSplit)
	_, err = DrawGroups(make([]int, 8), 9)
	assert.ErrorIs(t, err, ErrGroupSize)
}

// clubPairs counts the same-club pairs in groups.
func clubPairs(groups [][]int, clubs []int) int {
	pairs := 0
	for _, g := range groups {
		for i, a := range g {
			for _, b := range g[i+1:] {
				if clubs[a] != 0 && clubs[a] == clubs[b] {
					pairs++
				}
			}
		}
	}
	return pairs
}

// fewestClubPairsByBruteForce tries every placement of every tier within
// the groups the snake gives that tier.
func fewestClubPairsByBruteForce(clubs []int, g int) int {
	n := len(clubs)
	best := n * n
	drawingsWithinTiers(n, g, func(group []int) {
		best = min(best, clubPairsOf(group, clubs, g))
	})
	return best
}

func clubPairsOf(group, clubs []int, g int) int {
	groups := make([][]int, g)
	for e, G := range group {
		groups[G] = append(groups[G], e)
	}
	return clubPairs(groups, clubs)
}

func permute(a []int, i int, f func([]int)) {
	if i == len(a) {
		f(a)
		return
	}
	for j := i; j < len(a); j++ {
		a[i], a[j] = a[j], a[i]
		permute(a, i+1, f)
		a[i], a[j] = a[j], a[i]
	}
}

// smallGroupDraw draws a field small enough to check against every draw by
// brute force: groups of k (3–5) from n entrants (6–12), in g groups; ok
// is false where n does not split into groups of k, or into more than
// four.
func smallGroupDraw(r *rand.Rand) (k, n, g int, ok bool) {
	k = 3 + r.IntN(3)
	n = 6 + r.IntN(7)
	g, ok = groupCount(n, k)
	return k, n, g, ok && g <= 4
}

func TestDrawGroups_KeepsClubsApartAsWellAsAnyDrawWithinTiers(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 3))
	for trial := range 250 {
		k, n, g, ok := smallGroupDraw(r)
		if !ok {
			continue
		}
		clubs := make([]int, n)
		nClubs := 1 + r.IntN(3)
		for i := range clubs {
			if r.IntN(3) > 0 {
				clubs[i] = 1 + r.IntN(nClubs)
			}
		}
		name := fmt.Sprintf("trial %d: n=%d k=%d clubs=%v", trial, n, k, clubs)
		d, err := DrawGroups(clubs, k)
		require.NoError(t, err, name)

		sizes, err := GroupSizes(n, k)
		require.NoError(t, err)
		for G, es := range d.Groups {
			require.Len(t, es, sizes[G], name)
			for _, e := range es { // nobody leaves their tier's groups
				tierSlot := false
				for f := e / g * g; f < min(e/g*g+g, n); f++ {
					tierSlot = tierSlot || snakeGroup(f, g) == G
				}
				require.True(t, tierSlot, name)
			}
			for i := 1; i < len(es); i++ { // one per tier, in seeding order
				require.Greater(t, es[i]/g, es[i-1]/g, name)
			}
		}
		got := clubPairs(d.Groups, clubs)
		assert.Equal(t, fewestClubPairsByBruteForce(clubs, g), got, name)

		inClashes := 0
		for _, c := range d.Clashes {
			m := len(c.Entrants)
			inClashes += m * (m - 1) / 2
		}
		assert.Equal(t, got, inClashes, name)
		assert.True(t, d.ClashesForced, name)
	}
}

func TestDrawGroups_LargerFieldsKeepOneEntrantPerTierAndListEveryClash(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 64))
	for n := 13; n <= 64; n++ {
		k := MinGroupSize + 1 + r.IntN(MaxGroupSize-MinGroupSize)
		sizes, err := GroupSizes(n, k)
		if err != nil {
			continue
		}
		g := len(sizes)
		clubs := make([]int, n)
		for i := range clubs {
			if r.IntN(2) == 0 {
				clubs[i] = 1 + r.IntN(1+n/6)
			}
		}
		name := fmt.Sprintf("n=%d k=%d clubs=%v", n, k, clubs)
		d, err := DrawGroups(clubs, k)
		require.NoError(t, err, name)
		moved := 0
		for G, es := range d.Groups {
			require.Len(t, es, sizes[G], name)
			for i, e := range es {
				require.Equal(t, i, e/g, "%s: group %d holds one entrant of each tier", name, G)
				if snakeGroup(e, g) != G {
					moved++
				}
			}
		}
		assert.Len(t, d.Moved, moved, name)
		inClashes := 0
		for _, c := range d.Clashes {
			m := len(c.Entrants)
			inClashes += m * (m - 1) / 2
		}
		assert.Equal(t, clubPairs(d.Groups, clubs), inClashes, name)
	}
}
