package pairing

import (
	"errors"
	"fmt"
	"strings"
)

// Bounds of a league group (予選リーグの一組) and of the field split into groups.
const (
	MinGroupSize = 3    // a group of two is a single game, not a league
	MaxGroupSize = 8    // seven rounds, the most a day's 予選 holds
	MaxEntrants  = 4096 // far above any event; keeps a mistyped count from allocating without end
)

// ErrGroupSize means that the wanted group size is outside 3..8.
var ErrGroupSize = errors.New("group size must be between 3 and 8")

// ErrGroupsCannotSplit means that the entrants cannot be split into groups of
// at most the wanted size with none below three (or that there are fewer
// than three, or more than MaxEntrants). The error text names the group sizes
// that would split them.
var ErrGroupsCannotSplit = errors.New("entrants cannot be split into groups")

// ErrInvalidClub means that an entrant's club number is negative (0 is "no
// club").
var ErrInvalidClub = errors.New("invalid club number")

// GroupSizes splits n entrants into league groups (予選リーグの組分け) of at
// most k players each: as few groups as that allows, ⌈n/k⌉, their sizes
// differing by at most one — "4人リーグ、一部3人" for k = 4. Sizes are listed
// group by group (A, B, …) as the snake fills them (see SnakeGroups): the
// groups the snake's last, partial row does not reach are the smaller ones.
// If a group would fall below three, or k is outside 3..8, it is an error; a
// split that is refused names the sizes that would work.
func GroupSizes(n, k int) ([]int, error) {
	g, err := groupShape(n, k)
	if err != nil {
		return nil, err
	}
	sizes := make([]int, g)
	for e := range n {
		sizes[snakeGroup(e, g)]++
	}
	return sizes, nil
}

// SnakeGroups places entrants 0..n−1, given in seeding order (strongest
// first), into the groups of GroupSizes by snake seeding (スネーク方式):
// seeds 1, 2, … g go to groups A, B, … in turn, seeds g+1 … 2g back from the
// last group to A, and so on. Each group lists its entrants in seeding order.
// Seeds 1..g form the first seeding tier (a row of the snake), g+1..2g the
// second, and so on: every group holds one entrant of each full tier.
func SnakeGroups(n, k int) ([][]int, error) {
	g, err := groupShape(n, k)
	if err != nil {
		return nil, err
	}
	groups := make([][]int, g)
	for e := range n {
		s := snakeGroup(e, g)
		groups[s] = append(groups[s], e)
	}
	return groups, nil
}

// snakeGroup is the group that the snake gives seed index e among g groups.
func snakeGroup(e, g int) int {
	tier, pos := e/g, e%g
	if tier%2 == 1 {
		return g - 1 - pos
	}
	return pos
}

// groupShape returns the number of groups for n entrants in groups of at
// most k, or why they cannot be split.
func groupShape(n, k int) (int, error) {
	if k < MinGroupSize || k > MaxGroupSize {
		return 0, fmt.Errorf("%w: %d", ErrGroupSize, k)
	}
	if n < MinGroupSize || n > MaxEntrants {
		return 0, fmt.Errorf("%w: %d entrants (between %d and %d can be split)", ErrGroupsCannotSplit, n, MinGroupSize, MaxEntrants)
	}
	g, ok := groupCount(n, k)
	if !ok {
		return 0, fmt.Errorf("%w: %d entrants in groups of at most %d would leave a group of %d; %s",
			ErrGroupsCannotSplit, n, k, n/g, workingSizes(n))
	}
	return g, nil
}

// groupCount is ⌈n/k⌉ and whether its smallest group, ⌊n/g⌋, has three.
func groupCount(n, k int) (int, bool) {
	g := (n + k - 1) / k
	return g, n/g >= MinGroupSize
}

// workingSizes says which group sizes split n entrants.
func workingSizes(n int) string {
	var ok []string
	for k := MinGroupSize; k <= MaxGroupSize; k++ {
		if _, fits := groupCount(n, k); fits {
			ok = append(ok, fmt.Sprint(k))
		}
	}
	if len(ok) == 0 {
		return "no group size from 3 to 8 splits them"
	}
	return "group size " + strings.Join(ok, ", ") + " would split them"
}
