package tournament_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// rated returns n players with distinct ratings, strongest first: 2000,
// 1990, … (IDs 1…n).
func rated(n int) []tournament.Participant {
	ps := make([]tournament.Participant, n)
	for i := range ps {
		ps[i] = tournament.Participant{ID: i + 1, Name: fmt.Sprintf("選手%02d", i+1), Rating: 2000 - 10*i, Rank: tournament.Dan(1)}
	}
	return ps
}

// ranked returns players of the ranks given, in that order (IDs 1…).
func ranked(ranks ...string) []tournament.Participant {
	ps := make([]tournament.Participant, len(ranks))
	for i, r := range ranks {
		rk, err := tournament.ParseRank(r)
		if err != nil {
			panic(err)
		}
		ps[i] = tournament.Participant{ID: i + 1, Name: fmt.Sprintf("選手%02d", i+1), Rank: rk}
	}
	return ps
}

func repeat(r string, n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = r
	}
	return out
}

func sizesOf(p tournament.ClassPlan) []int {
	out := make([]int, len(p.Classes))
	for i, c := range p.Classes {
		out[i] = len(c.Players)
	}
	return out
}

// Classes of 6–10: the fewest classes the largest size allows, sizes as
// even as possible with the upper classes the larger (the last classes
// taking what is left); a count no number of classes fits is refused with
// the reason.
func TestSplitClasses_Issue27SizesWithinTheRangeTheLastTakingTheRest(t *testing.T) {
	size := tournament.ClassSize{Min: 6, Max: 10}
	for _, tc := range []struct {
		players int
		sizes   []int
		refused string
	}{
		{players: 5, refused: "5 players are too few for a class of 6-10: a class has at least 6"},
		{players: 6, sizes: []int{6}},
		{players: 10, sizes: []int{10}},
		{players: 11, refused: "11 players cannot be split into classes of 6-10: one class holds at most 10, 2 need at least 12; change the sizes (e.g. 5-10)"},
		{players: 12, sizes: []int{6, 6}},
		{players: 13, sizes: []int{7, 6}},
		{players: 20, sizes: []int{10, 10}},
		{players: 21, sizes: []int{7, 7, 7}},
		{players: 25, sizes: []int{9, 8, 8}},
		{players: 31, sizes: []int{8, 8, 8, 7}},
	} {
		for _, by := range []tournament.ClassBy{tournament.ClassByRating, tournament.ClassByRank} {
			t.Run(fmt.Sprintf("%d by %s", tc.players, by), func(t *testing.T) {
				ps := rated(tc.players)
				if by == tournament.ClassByRank {
					// Distinct ranks, strongest first: 9d … then kyu.
					for i := range ps {
						ps[i].Rank = tournament.Kyu(i - 8)
						if i < 9 {
							ps[i].Rank = tournament.Dan(9 - i)
						}
					}
				}
				plan, err := tournament.SplitClasses(ps, by, size)
				if tc.refused != "" {
					require.Error(t, err)
					assert.Equal(t, tc.refused, err.Error())
					assert.Contains(t, tournament.Localize(err, tournament.Japanese), "参加者")
					return
				}
				require.NoError(t, err)
				assert.Equal(t, tc.sizes, sizesOf(plan))
				// Strongest first, consecutive: the IDs in order 1…n.
				id := 1
				for i, c := range plan.Classes {
					assert.Equal(t, tournament.ClassKey(i), c.Key)
					assert.Equal(t, tournament.ClassKey(i)+"級", c.Name)
					for _, p := range c.Players {
						assert.Equal(t, id, p.ID)
						id++
					}
				}
				assert.Empty(t, plan.Splits)
			})
		}
	}
}

// Eleven players refused in Japanese too, naming both bounds.
func TestSplitClasses_Issue27RefusalSaysWhyInJapanese(t *testing.T) {
	_, err := tournament.SplitClasses(rated(11), tournament.ClassByRating, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Equal(t, "参加者 11 人は 6-10 人のクラスに分けられません（1 クラスでは最大 10 人、2 クラスには 12 人以上が必要です）。人数の範囲を変えてください（例: 5-10）",
		tournament.Localize(err, tournament.Japanese))
}

// Players of one rank stay in one class when the sizes allow: the boundary
// moves to where the rank changes, nearest the even split; when no place
// within the sizes does, the rank is split and the plan says so (and sets
// no bands, which would overlap).
func TestSplitClasses_Issue27EqualRanksKeptTogetherWhenTheSizesAllow(t *testing.T) {
	size := tournament.ClassSize{Min: 6, Max: 10}
	for _, tc := range []struct {
		name   string
		ranks  []string
		sizes  []int
		splits []tournament.ClassSplit
		bands  []string
	}{
		{
			name:  "13: the even 7+6 would split 初段; 6+7 keeps them",
			ranks: append(append(repeat("3d", 4), repeat("2d", 2)...), repeat("1d", 7)...),
			sizes: []int{6, 7}, bands: []string{"二段以上", "初段以下"},
		},
		{
			name:   "20: 初段 from 5th to 15th, no boundary within 6–10 and 10–14 can avoid it",
			ranks:  append(append(repeat("3d", 4), repeat("1d", 11)...), repeat("1k", 5)...),
			sizes:  []int{10, 10},
			splits: []tournament.ClassSplit{{Upper: 0, Value: "初段", Above: 6, Below: 5}},
			bands:  []string{"", ""},
		},
		{
			name:  "25: 9+8+8 moved to 10+8+7 to keep 二段 and 5級 together",
			ranks: append(append(append(repeat("4d", 3), repeat("2d", 7)...), repeat("1k", 8)...), repeat("5k", 7)...),
			sizes: []int{10, 8, 7}, bands: []string{"二段以上", "1級〜初段", "2級以下"},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			plan, err := tournament.SplitClasses(ranked(tc.ranks...), tournament.ClassByRank, size)
			require.NoError(t, err)
			assert.Equal(t, tc.sizes, sizesOf(plan))
			assert.Equal(t, tc.splits, plan.Splits)
			var bands []string
			for _, c := range plan.Classes {
				bands = append(bands, c.Band(tournament.Japanese))
			}
			assert.Equal(t, tc.bands, bands)
			if len(tc.splits) > 0 {
				assert.Equal(t, "A級 と B級 の両方に 初段 がいるため、受付でクラスを決める段級位の範囲は設定しません", plan.NoBands.Ja)
				assert.Equal(t, "the classes get no band of ranks taken at registration: 初段 is in both A級 and B級", plan.NoBands.En)
			}
		})
	}
}

// By rating: equal ratings at the boundary stay together as equal ranks
// do; within a rank, by rank the higher rating goes first, and within a
// rating the higher rank; then registration order.
func TestSplitClasses_Issue27EqualRatingsAtTheBoundaryAndTheOrder(t *testing.T) {
	ps := rated(12)
	ps[5].Rating, ps[6].Rating = 1945, 1945 // the even 6+6 would split them
	ps[6].Rank = tournament.Dan(2)          // the stronger rank of the two goes first
	plan, err := tournament.SplitClasses(ps, tournament.ClassByRating, tournament.ClassSize{Min: 5, Max: 7})
	require.NoError(t, err)
	assert.Equal(t, []int{7, 5}, sizesOf(plan), "6+6 splits 1945; 5+7 and 7+5 keep them, the upper class larger")
	assert.Equal(t, 7, plan.Classes[0].Players[5].ID, "of two at 1945, the 二段 first")
	assert.Equal(t, tournament.RatingBand{From: 1945}, plan.Classes[0].Ratings)
	assert.Equal(t, tournament.RatingBand{To: 1944}, plan.Classes[1].Ratings, "up to just below the class above")
	assert.Equal(t, "1945 and up", plan.Classes[0].Band(tournament.English))
	assert.Equal(t, "1944以下", plan.Classes[1].Band(tournament.Japanese))

	// Three classes: the middle one's band is its lowest to just below the
	// class above.
	plan, err = tournament.SplitClasses(rated(18), tournament.ClassByRating, tournament.ClassSize{Min: 6, Max: 6})
	require.NoError(t, err)
	assert.Equal(t, tournament.RatingBand{From: 1890, To: 1949}, plan.Classes[1].Ratings)
	assert.Equal(t, "1890〜1949", plan.Classes[1].Band(tournament.Japanese))
}

// Those the rules cannot place are named: a player without a rank (by
// rank) or a rating (by rating) is refused, never put at the bottom; a
// withdrawn player is left in the registration section.
func TestSplitClasses_Issue27NoRankOrRatingRefusedWithdrawnLeft(t *testing.T) {
	ps := rated(7)
	ps[2].Rating = 0
	_, err := tournament.SplitClasses(ps, tournament.ClassByRating, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "1 player has no rating, so their class cannot be told: 選手03")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "レーティングのない参加者が 1 人いるため")

	ps = ranked("1d", "1d", "", "2d", "1k", "1k", "3d")
	_, err = tournament.SplitClasses(ps, tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "1 player has no rank, so their class cannot be told: 選手03")

	ps = rated(7)
	ps[0].WithdrawnFrom = 1
	plan, err := tournament.SplitClasses(ps, tournament.ClassByRating, tournament.ClassSize{Min: 6, Max: 10})
	require.NoError(t, err)
	assert.Equal(t, []int{6}, sizesOf(plan))
	require.Len(t, plan.Left, 1)
	assert.Equal(t, 1, plan.Left[0].ID)
	assert.True(t, plan.Classes[0].Ranks.IsZero() && plan.Classes[0].Ratings.IsZero(), "one class takes everyone: no band")
}

// The size and the way are read as the arbiter types them.
func TestParseClassSize_Issue27(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want tournament.ClassSize
		bad  bool
	}{
		{in: "6-10", want: tournament.ClassSize{Min: 6, Max: 10}},
		{in: "６〜１０", want: tournament.ClassSize{Min: 6, Max: 10}},
		{in: "8", want: tournament.ClassSize{Min: 8, Max: 8}},
		{in: "10-6", bad: true},
		{in: "1-10", bad: true},
		{in: "6-1000", bad: true},
		{in: "six", bad: true},
	} {
		got, err := tournament.ParseClassSize(tc.in)
		if tc.bad {
			assert.Error(t, err, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got)
	}
	for in, want := range map[string]tournament.ClassBy{"rank": tournament.ClassByRank, "段級位": tournament.ClassByRank, "Rating": tournament.ClassByRating, "レーティング": tournament.ClassByRating} {
		got, err := tournament.ParseClassBy(in)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	_, err := tournament.ParseClassBy("age")
	assert.Error(t, err)
	assert.Equal(t, "A", tournament.ClassKey(0))
	assert.Equal(t, "Z", tournament.ClassKey(25))
	assert.Equal(t, "AA", tournament.ClassKey(26))
	assert.True(t, strings.HasPrefix(tournament.ClassKey(27), "AB"))
}

// Property: on random small lists the split is refused exactly when no
// number of classes fits the sizes; otherwise it has ⌈n ÷ Max⌉ classes of
// Min–Max players, strongest first, and splits no more ranks than the best
// split a brute force finds.
func TestSplitClasses_Issue27FewestSplitsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 27))
	for range 400 {
		n := 1 + rng.IntN(24)
		lo := 2 + rng.IntN(5)
		size := tournament.ClassSize{Min: lo, Max: lo + rng.IntN(5)}
		ranks := make([]string, n)
		for i := range ranks {
			ranks[i] = []string{"5d", "3d", "1d", "1k", "5k"}[rng.IntN(5)]
		}
		ps := ranked(ranks...)
		plan, err := tournament.SplitClasses(ps, tournament.ClassByRank, size)
		k := (n + size.Max - 1) / size.Max
		if n < size.Min || k*size.Min > n {
			require.Error(t, err, "n=%d size=%v", n, size)
			continue
		}
		require.NoError(t, err, "n=%d size=%v", n, size)
		require.Len(t, plan.Classes, k)
		var order []tournament.Participant
		for _, c := range plan.Classes {
			assert.GreaterOrEqual(t, len(c.Players), size.Min)
			assert.LessOrEqual(t, len(c.Players), size.Max)
			order = append(order, c.Players...)
		}
		for i := 1; i < len(order); i++ {
			assert.False(t, order[i].Rank.Stronger(order[i-1].Rank), "strongest first")
		}
		// The sorted values, and the fewest splits of any composition.
		splitAt := func(p int) bool { return order[p-1].Rank == order[p].Rank }
		best := k
		var walk func(from, left, splits int)
		walk = func(from, left, splits int) {
			if left == 0 {
				if from == n {
					best = min(best, splits)
				}
				return
			}
			for s := size.Min; s <= size.Max && from+s <= n; s++ {
				add := 0
				if from+s < n && splitAt(from+s) {
					add = 1
				}
				walk(from+s, left-1, splits+add)
			}
		}
		walk(0, k, 0)
		assert.Equal(t, best, len(plan.Splits), "n=%d size=%v ranks=%v sizes=%s", n, size, ranks, plan.Sizes())
	}
}
