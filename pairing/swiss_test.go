package pairing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func freshPlayers(n int) []Player {
	ps := make([]Player, n)
	for i := range ps {
		ps[i] = Player{ID: i + 1, Rank: i + 1}
	}
	return ps
}

// tablesOf renders pairs as "B-W" strings (bye: "B-bye").
func tablesOf(pairs []Pair) []string {
	var out []string
	for _, p := range pairs {
		if p.Bye {
			out = append(out, fmt.Sprintf("%d-bye", p.Black))
		} else {
			out = append(out, fmt.Sprintf("%d-%d", p.Black, p.White))
		}
	}
	return out
}

// unordered renders pairs as sorted "lo/hi" strings, ignoring colours.
func unordered(pairs []Pair) []string {
	var out []string
	for _, p := range pairs {
		a, b := p.Black, p.White
		if !p.Bye && a > b {
			a, b = b, a
		}
		out = append(out, fmt.Sprintf("%d/%d", a, b))
	}
	slices.Sort(out)
	return out
}

func TestPairRound_FirstRoundDrawIsSeeded(t *testing.T) {
	req := Request{Round: 1, Players: freshPlayers(16), Settings: DefaultSettings(), Seed: 2024}
	a, err := PairRound(req)
	require.NoError(t, err)
	b, err := PairRound(req)
	require.NoError(t, err)
	assert.Equal(t, tablesOf(a.Pairs), tablesOf(b.Pairs), "same seed, same draw and colours")

	req.Seed = 2025
	c, err := PairRound(req)
	require.NoError(t, err)
	assert.NotEqual(t, unordered(a.Pairs), unordered(c.Pairs), "another seed, another draw")

	// Not just neighbours in rank order: a draw mixes the field.
	neighbours := 0
	for _, p := range a.Pairs {
		if d := p.Black - p.White; d == 1 || d == -1 {
			neighbours++
		}
	}
	assert.Less(t, neighbours, 8)
	for _, p := range a.Pairs {
		assert.Equal(t, ColourDrawn, p.Why.Colour)
		assert.Equal(t, int64(40), p.Why.Penalty.Total(), "coul[1] + coul[1]")
	}
}

func TestPairRound_FirstRoundDrawAvoidsSameAffiliation(t *testing.T) {
	ps := freshPlayers(8)
	for i := range ps {
		ps[i].Affiliation = []string{"東京", "大阪"}[i%2]
	}
	for seed := range uint64(20) {
		res, err := PairRound(Request{Round: 1, Players: ps, Settings: DefaultSettings(), Seed: seed})
		require.NoError(t, err)
		for _, p := range res.Pairs {
			assert.False(t, p.Why.SameAffiliation, "seed %d: %s", seed, p.Why)
		}
	}
}

func TestPairRound_FirstRoundByRankTopHalfMeetsBottomHalf(t *testing.T) {
	set := DefaultSettings()
	set.FirstRound = FirstRoundByRank
	tests := []struct {
		n    int
		want []string
	}{
		{8, []string{"1/5", "2/6", "3/7", "4/8"}},
		{7, []string{"1/4", "2/5", "3/6", "7/-1"}}, // the lowest-ranked takes the bye
		{2, []string{"1/2"}},
		{1, []string{"1/-1"}},
	}
	for _, tc := range tests {
		ps := freshPlayers(tc.n)
		slices.Reverse(ps) // input order must not matter
		res, err := PairRound(Request{Round: 1, Players: ps, Settings: set, Seed: 1})
		require.NoError(t, err)
		assert.Equal(t, tc.want, unordered(res.Pairs), "%d players", tc.n)
	}
}

func TestPairRound_ByeGoesToLowestRankedEligible(t *testing.T) {
	// Five players on equal score after round 2; player 5 (lowest) already
	// had a bye, so player 4 gets it.
	bye := Game{Opponent: NoOpponent, Bye: true}
	ps := []Player{
		{ID: 1, Rank: 1, Score: 2, History: []Game{{Opponent: 2, Color: Black, ScoreDiff: 0}, {Opponent: 3, Color: White}}},
		{ID: 2, Rank: 2, Score: 2, History: []Game{{Opponent: 1, Color: White}, {Opponent: 4, Color: Black}}},
		{ID: 3, Rank: 3, Score: 2, History: []Game{{Opponent: 4, Color: Black}, {Opponent: 1, Color: Black}}},
		{ID: 4, Rank: 4, Score: 2, History: []Game{{Opponent: 3, Color: White}, {Opponent: 2, Color: White}}},
		{ID: 5, Rank: 5, Score: 2, History: []Game{bye, {Opponent: NoOpponent}}},
	}
	// Give 4 and 5 the same colour balance as far as the bye cost goes.
	res, err := PairRound(Request{Round: 3, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	last := res.Pairs[len(res.Pairs)-1]
	require.True(t, last.Bye)
	assert.NotEqual(t, 5, last.Black, "player 5 already had the bye")

	// With nobody having had a bye and everything equal, the lowest-ranked
	// gets it.
	res, err = PairRound(Request{Round: 1, Players: freshPlayers(9), Settings: DefaultSettings(), Seed: 3})
	require.NoError(t, err)
	last = res.Pairs[len(res.Pairs)-1]
	assert.Equal(t, Pair{Black: 9, White: NoOpponent, Bye: true}, Pair{Black: last.Black, White: last.White, Bye: last.Bye})
	assert.Equal(t, ColourBye, last.Why.Colour)
}

func TestPairRound_ByeGoesToTheBottomScoreGroup(t *testing.T) {
	ps := freshPlayers(5)
	for i := range ps {
		ps[i].History = games(Black) // stand-in opponents, δ=+1 for all
		ps[i].Score = []int{2, 2, 2, 0, 0}[i]
	}
	res, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	last := res.Pairs[len(res.Pairs)-1]
	// The bye costs coul[|δ|] = 20 for every one, and flot[1] from a score
	// of 0 to the bye at −1. Players 4 and 5 are both on 0 and alike; 5 is
	// ranked lower.
	assert.Equal(t, 5, last.Black)
	assert.Equal(t, 1, last.Why.ScoreDiff)

	// If 5 has δ = −1 instead, 5 is the ideal Black for 4 (colour cost 0),
	// so the cheapest pairing gives 4 the bye: the matching decides.
	ps[4].History = games(White)
	res, err = PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	last = res.Pairs[len(res.Pairs)-1]
	assert.Equal(t, 4, last.Black)
}

func TestPairRound_ColourBalanceDecides(t *testing.T) {
	// 1 had Black and 2 White in round 1 (other opponents); both missed
	// round 2. 1 Black would cost coul[2] + coul[2] = 210, 2 Black 0.
	ps := []Player{
		{ID: 1, Rank: 1, History: []Game{{Opponent: 10, Color: Black}, {Opponent: NoOpponent}}},
		{ID: 2, Rank: 2, History: []Game{{Opponent: 11, Color: White}, {Opponent: NoOpponent}}},
	}
	res, err := PairRound(Request{Round: 3, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	require.Len(t, res.Pairs, 1)
	p := res.Pairs[0]
	assert.Equal(t, 2, p.Black)
	assert.Equal(t, ColourBalance, p.Why.Colour)
	assert.Equal(t, int64(0), p.Why.Penalty.Total())
}

func TestPairRound_ColourTieReversesLastRoundWithDifferentColours(t *testing.T) {
	// Colours by round: 1: B W W B, 2: W B W B. Both have δ = 0 and Black
	// last, so both ways cost 40 + 15. Rounds 4 and 3 had equal colours;
	// in round 2, 1 had White and 2 Black, so now 1 gets Black.
	ps := []Player{
		{ID: 1, Rank: 1, History: []Game{{Opponent: 10, Color: Black}, {Opponent: 12, Color: White}, {Opponent: 14, Color: White}, {Opponent: 16, Color: Black}}},
		{ID: 2, Rank: 2, History: []Game{{Opponent: 11, Color: White}, {Opponent: 13, Color: Black}, {Opponent: 15, Color: White}, {Opponent: 17, Color: Black}}},
	}
	res, err := PairRound(Request{Round: 5, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	p := res.Pairs[0]
	assert.Equal(t, ColourReversed, p.Why.Colour)
	assert.Equal(t, 2, p.Why.ReversedRound)
	assert.Equal(t, 1, p.Black)
	assert.Equal(t, int64(55), p.Why.Penalty.Total())
}

func TestPairRound_ColourDrawnWhenNothingDiffers(t *testing.T) {
	// Two late entries with no games: equal costs, no earlier difference.
	counts := map[int]int{}
	for seed := range uint64(40) {
		res, err := PairRound(Request{Round: 4, Players: freshPlayers(2), Settings: DefaultSettings(), Seed: seed})
		require.NoError(t, err)
		assert.Equal(t, ColourDrawn, res.Pairs[0].Why.Colour)
		counts[res.Pairs[0].Black]++
	}
	assert.Greater(t, counts[1], 5, "player 1 should get Black for some seeds")
	assert.Greater(t, counts[2], 5, "player 2 should get Black for some seeds")
}

func TestPairRound_RematchReversesColours(t *testing.T) {
	// Only two players, who met in round 1 (1 Black): the rematch is
	// the only pairing and must reverse the colours.
	ps := []Player{
		{ID: 1, Score: 2, History: []Game{{Opponent: 2, Color: Black}}},
		{ID: 2, Score: 0, History: []Game{{Opponent: 1, Color: White}}},
	}
	res, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	p := res.Pairs[0]
	assert.Equal(t, 2, p.Black)
	assert.Equal(t, ColourRematch, p.Why.Colour)
	assert.Equal(t, 1, p.Why.EarlierGames)
	assert.Equal(t, int64(5_000_001), p.Why.Penalty.Rematch)

	// A second rematch with both colours used is forbidden: no pairing.
	ps[0].History = append(ps[0].History, Game{Opponent: 2, Color: White})
	ps[1].History = append(ps[1].History, Game{Opponent: 1, Color: Black})
	_, err = PairRound(Request{Round: 3, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.ErrorIs(t, err, ErrNoPerfectMatching)
}

func TestPairRound_LateEntryIsPaired(t *testing.T) {
	ps := []Player{
		{ID: 1, Rank: 1, Score: 4, History: []Game{{Opponent: 2, Color: Black}, {Opponent: 3, Color: White}}},
		{ID: 2, Rank: 2, Score: 2, History: []Game{{Opponent: 1, Color: White}, {Opponent: 4, Color: Black}}},
		{ID: 3, Rank: 3, Score: 2, History: []Game{{Opponent: 4, Color: Black}, {Opponent: 1, Color: Black}}},
		{ID: 4, Rank: 4, Score: 0, History: []Game{{Opponent: 3, Color: White}, {Opponent: 2, Color: White}}},
		{ID: 5, Rank: 5}, // joins in round 3 with no points
	}
	res, err := PairRound(Request{Round: 3, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	seen := map[int]bool{}
	for _, p := range res.Pairs {
		seen[p.Black], seen[p.White] = true, true
	}
	for _, p := range ps {
		assert.True(t, seen[p.ID], "player %d is not paired", p.ID)
	}
}

func TestPairRound_InputOrderDoesNotMatter(t *testing.T) {
	e := newEvent(40, 3)
	for range 4 {
		res, err := PairRound(e.request(3))
		require.NoError(t, err)
		e.play(res.Pairs)
	}
	want, err := PairRound(e.request(3))
	require.NoError(t, err)
	shuffled := slices.Clone(e.players)
	rand.New(rand.NewPCG(1, 1)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	got, err := PairRound(Request{Round: e.round + 1, Players: shuffled, Settings: DefaultSettings(), Seed: 3})
	require.NoError(t, err)
	assert.Equal(t, tablesOf(want.Pairs), tablesOf(got.Pairs))
}

func TestPairRound_RejectsBadInput(t *testing.T) {
	tests := []struct {
		name string
		req  Request
		want error
	}{
		{"round 0", Request{Round: 0, Players: freshPlayers(2), Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"duplicate ID", Request{Round: 1, Players: []Player{{ID: 1}, {ID: 1}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"reserved ID", Request{Round: 1, Players: []Player{{ID: NoOpponent}, {ID: 1}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"negative score", Request{Round: 1, Players: []Player{{ID: 1, Score: -2}, {ID: 2}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"history too long", Request{Round: 1, Players: []Player{{ID: 1, History: games(Black)}, {ID: 2}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"plays themself", Request{Round: 2, Players: []Player{{ID: 1, History: []Game{{Opponent: 1}}}, {ID: 2}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"zero settings", Request{Round: 1, Players: freshPlayers(2)}, ErrInvalidSettings},
		{"score above two per round", Request{Round: 2, Players: []Player{{ID: 1, Score: 3, History: games(Black)}, {ID: 2, History: games(White)}}, Settings: DefaultSettings()}, ErrInvalidPlayers},
		{"round beyond MaxRounds", Request{Round: MaxRounds + 1, Players: freshPlayers(2), Settings: DefaultSettings()}, ErrInvalidPlayers},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PairRound(tc.req)
			require.ErrorIs(t, err, tc.want)
		})
	}
}

func TestPairRound_NoPlayers(t *testing.T) {
	res, err := PairRound(Request{Round: 1, Settings: DefaultSettings()})
	require.NoError(t, err)
	assert.Empty(t, res.Pairs)
}

func TestPairRound_PenaltiesTooLargeToAddUp(t *testing.T) {
	set := DefaultSettings()
	set.Elitism = []int64{MaxPenalty}
	h := make([]Game, 199)
	for i := range h {
		h[i] = Game{Opponent: NoOpponent}
	}
	ps := []Player{{ID: 1, Score: 300, History: h}, {ID: 2, Score: 0, History: h}}
	// Elitism alone: 10⁹ × 300 × 300 / 2, beyond what the matching takes.
	_, err := PairRound(Request{Round: 200, Players: ps, Settings: set})
	require.ErrorIs(t, err, ErrInvalidSettings)
}
