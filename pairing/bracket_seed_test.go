package pairing

import (
	"math/bits"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lineOf returns the line of each entrant of b.
func lineOf(b Bracket) map[int]int {
	m := make(map[int]int)
	for line, e := range b.Lines {
		if e != Bye {
			m[e] = line
		}
	}
	return m
}

// meetRound is the round in which entrants a and c of b meet if both keep
// winning.
func meetRound(b Bracket, a, c int) int {
	l := lineOf(b)
	return bits.Len(uint(l[a] ^ l[c]))
}

// groupEntrants lists the top `advance` of `groups` groups in seed order:
// every group's winner (group 1 first), then every runner-up in the order
// runnersUp gives the groups, and so on for the later places.
func groupEntrants(groups, advance int, order func(i, groups int) int) []BracketEntrant {
	var es []BracketEntrant
	for place := 1; place <= advance; place++ {
		for i := range groups {
			g := i + 1
			if place > 1 {
				g = order(i, groups) + 1
			}
			es = append(es, BracketEntrant{Group: g, Place: place})
		}
	}
	return es
}

var groupOrders = map[string]func(i, groups int) int{
	"runners-up in group order":   func(i, _ int) int { return i },
	"runners-up in reverse order": func(i, groups int) int { return groups - 1 - i },
	"runners-up rotated by one":   func(i, groups int) int { return (i + 1) % groups },
	"runners-up odd groups first": func(i, groups int) int {
		odd := (groups + 1) / 2
		if i < odd {
			return 2 * i
		}
		return 2*(i-odd) + 1
	},
}

func TestBracketSeedLines_EightBracketIsOneVEightFourVFiveThreeVSixTwoVSeven(t *testing.T) {
	lines, err := BracketSeedLines(8)
	require.NoError(t, err)
	// The published 8-bracket, top to bottom: 1 v 8, 4 v 5, 3 v 6, 2 v 7,
	// the lower seed of each lower game on the outer line.
	assert.Equal(t, []int{1, 8, 5, 4, 3, 6, 7, 2}, lines)
}

func TestBracketSeedLines_SixteenBracketIsThePublishedSeeding(t *testing.T) {
	lines, err := BracketSeedLines(16)
	require.NoError(t, err)
	var games [][2]int
	for i := 0; i < 16; i += 2 {
		games = append(games, [2]int{min(lines[i], lines[i+1]), max(lines[i], lines[i+1])})
	}
	assert.Equal(t, [][2]int{{1, 16}, {8, 9}, {5, 12}, {4, 13}, {3, 14}, {6, 11}, {7, 10}, {2, 15}}, games)
	assert.Equal(t, 1, lines[0], "seed 1 on the top line")
	assert.Equal(t, 2, lines[15], "seed 2 on the bottom line")
}

func TestBracketSeedLines_TopSeedsInDifferentSectionsAndSPlaysSizePlusOneMinusS(t *testing.T) {
	for size := 2; size <= 2*MaxBracketEntrants; size *= 2 {
		lines, err := BracketSeedLines(size)
		require.NoError(t, err)
		sorted := slices.Clone(lines)
		slices.Sort(sorted)
		for i, s := range sorted {
			require.Equal(t, i+1, s, "size %d: every seed on one line", size)
		}
		for i := 0; i < size; i += 2 {
			require.Equal(t, size+1, lines[i]+lines[i+1], "size %d: lines %d–%d", size, i, i+1)
		}
		// Seeds 1…2^k sit one in each of the 2^k sections of size/2^k lines.
		for sections := 2; sections <= size; sections *= 2 {
			seen := make(map[int]bool)
			for line, s := range lines {
				if s <= sections {
					section := line / (size / sections)
					require.False(t, seen[section], "size %d: two of seeds 1–%d in section %d", size, sections, section)
					seen[section] = true
				}
			}
		}
	}
}

func TestBracketSeedLines_RefusesASizeNotAPowerOfTwoOrOutOfRange(t *testing.T) {
	for _, size := range []int{-8, 0, 1, 3, 6, 12, 100, 4 * MaxBracketEntrants} {
		_, err := BracketSeedLines(size)
		require.ErrorIs(t, err, ErrInvalidBracket, "size %d", size)
	}
}

func TestSeedBracket_ByesOnlyToTheTopSeedsAsManyAsSizeMinusN(t *testing.T) {
	for n := 2; n <= 64; n++ {
		for name, es := range map[string][]BracketEntrant{
			"no groups":        make([]BracketEntrant, n),
			"groups of top 2s": withGroupsOfTwo(n),
		} {
			b, err := SeedBracket(es)
			require.NoError(t, err)
			size := 1 << bits.Len(uint(n-1))
			require.Equal(t, size, b.Size, "n=%d", n)
			byes := 0
			for _, game := range b.FirstRound() {
				require.False(t, game[0] == Bye && game[1] == Bye, "n=%d %s: two byes meet", n, name)
				for side, e := range game {
					if e == Bye {
						byes++
						assert.Less(t, game[1-side], size-n, "n=%d %s: the bye goes to one of the top %d seeds", n, name, size-n)
					}
				}
			}
			assert.Equal(t, size-n, byes, "n=%d %s", n, name)
		}
	}
}

// withGroupsOfTwo gives n entrants: the top two of ⌊n/2⌋ groups, winners
// first, and for an odd n one more from no group.
func withGroupsOfTwo(n int) []BracketEntrant {
	es := groupEntrants(n/2, 2, groupOrders["runners-up in reverse order"])
	if n%2 == 1 {
		es = append(es, BracketEntrant{})
	}
	return es
}

func TestSeedBracket_WithoutGroupsOrClubsEveryoneKeepsThePublishedLine(t *testing.T) {
	for n := 2; n <= 64; n++ {
		b, err := SeedBracket(make([]BracketEntrant, n))
		require.NoError(t, err)
		lines, err := BracketSeedLines(b.Size)
		require.NoError(t, err)
		for line, s := range lines {
			want := s - 1
			if s > n {
				want = Bye
			}
			require.Equal(t, want, b.Lines[line], "n=%d line %d", n, line)
		}
		assert.Empty(t, b.Conflicts)
	}
}

func TestSeedBracket_SeedsOneAndTwoMeetOnlyInTheFinal(t *testing.T) {
	for n := 2; n <= 64; n++ {
		for _, es := range [][]BracketEntrant{make([]BracketEntrant, n), withGroupsOfTwo(n)} {
			b, err := SeedBracket(es)
			require.NoError(t, err)
			assert.Equal(t, b.Rounds(), meetRound(b, 0, 1), "n=%d", n)
		}
	}
}

// Four groups, the top two of each, seeded by rating so that the winners
// are not seeds 1–4: A1 B2 C1 D2 B1 A2 D1 C2. Worked by hand on the 8-bracket
// (lines: seeds 1 8 5 4 3 6 7 2): A1 keeps line 1 and B2 line 8; the
// winners need four quarters and B1 may not join B2's quarter, so C1 takes
// seed 3's line, B1 seed 5's, D1 seed 7's; then each runner-up takes the
// half its winner is not in: C2 seed 8's line, A2 seed 6's, D2 seed 4's.
func TestSeedBracket_GroupWinnersInDifferentQuartersWorkedByHand(t *testing.T) {
	const (
		A1 = iota
		B2
		C1
		D2
		B1
		A2
		D1
		C2
	)
	es := []BracketEntrant{
		A1: {Group: 1, Place: 1}, B2: {Group: 2, Place: 2}, C1: {Group: 3, Place: 1}, D2: {Group: 4, Place: 2},
		B1: {Group: 2, Place: 1}, A2: {Group: 1, Place: 2}, D1: {Group: 4, Place: 1}, C2: {Group: 3, Place: 2},
	}
	b, err := SeedBracket(es)
	require.NoError(t, err)
	assert.Equal(t, []int{A1, C2, B1, D2, C1, A2, D1, B2}, b.Lines)
	assert.Empty(t, b.Conflicts)
}

func TestSeedBracket_GroupWinnersApartAndGroupsOnOppositeHalves(t *testing.T) {
	for name, order := range groupOrders {
		for advance := 1; advance <= 2; advance++ {
			for groups := 2; groups*advance <= 64; groups++ {
				es := groupEntrants(groups, advance, order)
				if len(es) < 5 {
					continue
				}
				b, err := SeedBracket(es)
				require.NoError(t, err)
				require.Empty(t, b.Conflicts, "%s: %d groups, top %d", name, groups, advance)
				winners := bits.Len(uint(groups - 1)) // they fill 2^winners sections
				apart := bits.Len(uint(advance - 1))
				for a := range es {
					for c := a + 1; c < len(es); c++ {
						m := meetRound(b, a, c)
						if es[a].Place == 1 && es[c].Place == 1 {
							require.Greater(t, m, b.Rounds()-winners, "%s: %d groups, top %d: winners %d and %d", name, groups, advance, a, c)
						}
						if es[a].Group == es[c].Group {
							require.Greater(t, m, b.Rounds()-apart, "%s: %d groups, top %d: group %d", name, groups, advance, es[a].Group)
						}
					}
				}
				if advance == 2 {
					for a := range es {
						for c := a + 1; c < len(es); c++ {
							if es[a].Group == es[c].Group {
								require.Equal(t, b.Rounds(), meetRound(b, a, c), "%s: %d groups: group %d on opposite halves", name, groups, es[a].Group)
							}
						}
					}
				}
			}
		}
	}
}

// Seed 8 is seed 1's club-mate; the draw may move seed 8 only among seeds
// 5–8, and the two end on opposite halves, seeds 1–4 on their lines.
func TestSeedBracket_SameClubOnOppositeHalvesBySwappingInTheTierOnly(t *testing.T) {
	es := make([]BracketEntrant, 8)
	es[0].Club, es[7].Club = 1, 1
	b, err := SeedBracket(es)
	require.NoError(t, err)
	assert.Equal(t, 3, meetRound(b, 0, 7), "they meet in the final at the earliest")
	assert.Empty(t, b.Conflicts)
	assert.Equal(t, 0, b.Lines[0])
	assert.Equal(t, 3, b.Lines[3])
	assert.Equal(t, 2, b.Lines[4])
	assert.Equal(t, 1, b.Lines[7])
	moved := []int{b.Lines[1], b.Lines[2], b.Lines[5], b.Lines[6]}
	slices.Sort(moved)
	assert.Equal(t, []int{4, 5, 6, 7}, moved, "seeds 5–8 keep the lines of seeds 5–8")
}

func TestSeedBracket_ThreeClubMatesInDifferentQuarters(t *testing.T) {
	es := make([]BracketEntrant, 16)
	es[0].Club, es[8].Club, es[15].Club = 7, 7, 7 // seeds 1, 9, 16
	b, err := SeedBracket(es)
	require.NoError(t, err)
	assert.Empty(t, b.Conflicts)
	quarters := map[int]bool{}
	for line, e := range b.Lines {
		if es[e].Club == 7 {
			quarters[line/4] = true
		}
	}
	assert.Len(t, quarters, 3)
}

// Five entrants on eight lines: seeds 1–3 have byes and seed 4 plays seed
// 5, and neither seed 4 nor seed 5 has a tier-mate to trade with, so what
// they break is reported.
func TestSeedBracket_ReportsWhatCannotBeKeptApart(t *testing.T) {
	tests := []struct {
		name string
		es   []BracketEntrant
		want []BracketConflict
	}{
		{
			"seed 5 is seed 1's club-mate: they share the top half",
			[]BracketEntrant{{Club: 1}, {}, {}, {}, {Club: 1}},
			[]BracketConflict{{Rule: SeparateClub, A: 0, B: 4, Round: 2}},
		},
		{
			"seed 5 is seed 1's runner-up: they share the top half",
			[]BracketEntrant{{Group: 1, Place: 1}, {}, {}, {}, {Group: 1, Place: 2}},
			[]BracketConflict{{Rule: SeparateGroup, A: 0, B: 4, Round: 2}},
		},
		{
			"seeds 4 and 5 are two of three group winners: they meet in round 1",
			[]BracketEntrant{{Group: 1, Place: 1}, {}, {}, {Group: 2, Place: 1}, {Group: 3, Place: 1}},
			[]BracketConflict{{Rule: SeparateGroupWinners, A: 3, B: 4, Round: 1}},
		},
		{
			"all five of one club: each on a line of its own is as far apart as five can be",
			[]BracketEntrant{{Club: 2}, {Club: 2}, {Club: 2}, {Club: 2}, {Club: 2}},
			nil,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := SeedBracket(tc.es)
			require.NoError(t, err)
			assert.Equal(t, tc.want, b.Conflicts)
		})
	}
}

func TestSeedBracket_RefusesInconsistentEntrants(t *testing.T) {
	tests := map[string][]BracketEntrant{
		"no entrants":                 nil,
		"one entrant":                 {{}},
		"too many entrants":           make([]BracketEntrant, MaxBracketEntrants+1),
		"negative club":               {{}, {Club: -1}},
		"negative group":              {{Group: -1, Place: 1}, {}},
		"group without a place":       {{Group: 1}, {}},
		"place without a group":       {{Place: 1}, {}},
		"two winners of one group":    {{Group: 1, Place: 1}, {Group: 1, Place: 1}},
		"two runners-up of one group": {{Group: 1, Place: 1}, {Group: 2, Place: 2}, {Group: 2, Place: 2}},
	}
	for name, es := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := SeedBracket(es)
			require.ErrorIs(t, err, ErrInvalidBracket)
		})
	}
}

func TestSeedBracket_LargestBracketIsDrawnWithEveryoneOfOneClub(t *testing.T) {
	es := make([]BracketEntrant, MaxBracketEntrants)
	for i := range es {
		es[i].Club = 1 + i%3
	}
	b, err := SeedBracket(es)
	require.NoError(t, err)
	assert.Equal(t, MaxBracketEntrants, b.Size)
	assert.Len(t, lineOf(b), MaxBracketEntrants)
}

func TestSeedBracket_SameEntrantsGiveTheSameBracket(t *testing.T) {
	es := groupEntrants(12, 3, groupOrders["runners-up rotated by one"])
	for i := range es {
		es[i].Club = 1 + i%5
	}
	first, err := SeedBracket(es)
	require.NoError(t, err)
	for range 3 {
		again, err := SeedBracket(es)
		require.NoError(t, err)
		require.Equal(t, first, again)
	}
}

// randomEntrants gives n entrants from up to four groups (some from none)
// and up to three clubs.
func randomEntrants(rng *drawRNG, n int) []BracketEntrant {
	return fewGroups(rng.intn, n, 1+rng.intn(4), 4)
}

// fewGroups gives n entrants, four in five from one of groups (their places
// in the order they come), each of club intn(clubs) (0: none).
func fewGroups(intn func(int) int, n, groups, clubs int) []BracketEntrant {
	es := make([]BracketEntrant, n)
	places := make([]int, groups+1)
	for i := range es {
		if intn(10) < 8 {
			g := 1 + intn(groups)
			places[g]++
			es[i].Group, es[i].Place = g, places[g]
		}
		es[i].Club = intn(clubs)
	}
	return es
}

// brokenCounts counts a bracket's conflicts by rule and round, the order
// in which the draw weighs them.
func brokenCounts(b Bracket) []int {
	v := make([]int, bracketRules*b.Rounds())
	w := bracketWeights(false)
	for _, c := range b.Conflicts {
		v[w[c.Rule]*b.Rounds()+c.Round-1]++
	}
	return v
}

// bestByBruteForce tries every draw that trades seeds only within their
// swap class and returns the fewest broken separations, weighed as the draw
// weighs them.
func bestByBruteForce(es []BracketEntrant, size int) []int {
	var best []int
	bracketsWithinClasses(es, size, BracketApart{}, func(d *bracketDraw) {
		if v := d.total(); best == nil || fewerBroken(v, best) {
			best = v
		}
	})
	return best
}

func TestSeedBracket_KeepsApartAsMuchAsTheBestDrawWithinTheTiers(t *testing.T) {
	rng := newDrawRNG(25, 0)
	for trial := range 400 {
		n := 3 + rng.intn(10) // up to 16 lines, small enough to try every draw
		es := randomEntrants(rng, n)
		b, err := SeedBracket(es)
		require.NoError(t, err)
		require.Equal(t, bestByBruteForce(es, b.Size), brokenCounts(b), "trial %d: %+v", trial, es)
	}
}
