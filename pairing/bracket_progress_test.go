package pairing

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// favourite picks the better seed of a game.
func favourite(g BracketGame) int { return min(g.A, g.B) }

// playOut plays the bracket round by round through BracketNextRound, each
// game won as pick says, and returns the results and the rounds' games.
func playOut(t *testing.T, b Bracket, thirdPlace bool, pick func(BracketGame) int) ([]BracketResult, [][]BracketGame) {
	t.Helper()
	var results []BracketResult
	var rounds [][]BracketGame
	for range b.Rounds() + 1 {
		games, err := BracketNextRound(b, results, thirdPlace)
		if err != nil {
			require.ErrorIs(t, err, ErrBracketFinished)
			return results, rounds
		}
		rounds = append(rounds, games)
		for _, g := range games {
			require.Equal(t, NoWinner, g.Winner)
			results = append(results, BracketResult{A: g.A, B: g.B, Winner: pick(g)})
		}
	}
	t.Fatalf("the bracket of %d lines did not finish in %d rounds", b.Size, b.Rounds())
	return nil, nil
}

// eightBracket is seeds 1–8 on the published lines: 1 v 8, 5 v 4, 3 v 6,
// 7 v 2 (entrant i is seed i+1).
func eightBracket(t *testing.T) Bracket {
	b, err := SeedBracket(make([]BracketEntrant, 8))
	require.NoError(t, err)
	require.Equal(t, []int{0, 7, 4, 3, 2, 5, 6, 1}, b.Lines)
	return b
}

func TestBracketGames_NEntrantsPlayNMinusOneGamesPlusThePlayoff(t *testing.T) {
	for n := 5; n <= 64; n++ {
		for _, thirdPlace := range []bool{false, true} {
			b, err := SeedBracket(withGroupsOfTwo(n))
			require.NoError(t, err)
			rng := newDrawRNG(uint64(n), 0)
			upset := func(g BracketGame) int { return []int{g.A, g.B}[rng.intn(2)] }
			results, _ := playOut(t, b, thirdPlace, upset)
			want := n - 1
			if thirdPlace {
				want++
			}
			assert.Len(t, results, want, "n=%d third place %v", n, thirdPlace)
			games, err := BracketGames(b, results, thirdPlace)
			require.NoError(t, err)
			assert.Len(t, games, want, "n=%d third place %v", n, thirdPlace)
		}
	}
}

// Only the first round has byes: it has n − size/2 games, and every later
// round size/2^r, each between two entrants who both played or had a bye.
func TestBracketNextRound_ByesOnlyInTheFirstRound(t *testing.T) {
	for n := 5; n <= 64; n++ {
		b, err := SeedBracket(make([]BracketEntrant, n))
		require.NoError(t, err)
		_, rounds := playOut(t, b, false, favourite)
		require.Len(t, rounds, b.Rounds())
		assert.Len(t, rounds[0], n-b.Size/2, "n=%d: round 1", n)
		for r := 1; r < len(rounds); r++ {
			assert.Len(t, rounds[r], b.Size>>(r+1), "n=%d: round %d", n, r+1)
		}
	}
}

func TestBracketNextRound_FavouritesWinningSeedsOneAndTwoMeetInTheFinal(t *testing.T) {
	for n := 5; n <= 64; n++ {
		b, err := SeedBracket(withGroupsOfTwo(n))
		require.NoError(t, err)
		_, rounds := playOut(t, b, true, favourite)
		final := rounds[len(rounds)-1]
		require.Len(t, final, 2, "n=%d: the final and the 3位決定戦", n)
		assert.Equal(t, [2]int{0, 1}, [2]int{final[0].A, final[0].B}, "n=%d", n)
		assert.False(t, final[0].ThirdPlace)
		assert.ElementsMatch(t, []int{2, 3}, []int{final[1].A, final[1].B}, "n=%d: seeds 3 and 4 lost the semi-finals", n)
		assert.True(t, final[1].ThirdPlace)
	}
}

// The 8-bracket by hand: round 1 is 1 v 8, 5 v 4, 3 v 6, 7 v 2; with
// upsets by 5 and 6, round 2 is 1 v 5 (winners of games 1 and 2) and
// 6 v 2 (winners of games 3 and 4).
func TestBracketNextRound_WinnersOfNeighbouringGamesMeet(t *testing.T) {
	b := eightBracket(t)
	first, err := BracketNextRound(b, nil, false)
	require.NoError(t, err)
	assert.Equal(t, []BracketGame{
		{Round: 1, Slot: 0, A: 0, B: 7, Winner: NoWinner},
		{Round: 1, Slot: 1, A: 4, B: 3, Winner: NoWinner},
		{Round: 1, Slot: 2, A: 2, B: 5, Winner: NoWinner},
		{Round: 1, Slot: 3, A: 6, B: 1, Winner: NoWinner},
	}, first)
	results := []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1}}
	second, err := BracketNextRound(b, results, false)
	require.NoError(t, err)
	assert.Equal(t, []BracketGame{
		{Round: 2, Slot: 0, A: 0, B: 4, Winner: NoWinner},
		{Round: 2, Slot: 1, A: 5, B: 1, Winner: NoWinner},
	}, second)
}

func TestBracketNextRound_ThirdPlaceIsBetweenTheSemiFinalLosers(t *testing.T) {
	b := eightBracket(t)
	results := []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1}, {0, 4, 4}, {5, 1, 1}}
	last, err := BracketNextRound(b, results, true)
	require.NoError(t, err)
	assert.Equal(t, []BracketGame{
		{Round: 3, Slot: 0, A: 4, B: 1, Winner: NoWinner},
		{Round: 3, Slot: 1, A: 0, B: 5, Winner: NoWinner, ThirdPlace: true},
	}, last)
	withoutPlayoff, err := BracketNextRound(b, results, false)
	require.NoError(t, err)
	assert.Equal(t, last[:1], withoutPlayoff)
}

func TestBracketNextRound_RoundWithAGameUnplayedIsUnfinished(t *testing.T) {
	b := eightBracket(t)
	_, err := BracketNextRound(b, []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}}, false)
	require.ErrorIs(t, err, ErrBracketUnfinished)
	assert.Contains(t, err.Error(), "seed 7 v seed 2")
}

func TestBracketNextRound_FinishedBracketHasNoNextRound(t *testing.T) {
	b := eightBracket(t)
	results := []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1}, {0, 4, 4}, {5, 1, 1}, {4, 1, 1}}
	_, err := BracketNextRound(b, results, false)
	require.ErrorIs(t, err, ErrBracketFinished)
	// With the 3位決定戦 of the final's round still to play, that round is
	// not finished; once played, the bracket is.
	_, err = BracketNextRound(b, results, true)
	require.ErrorIs(t, err, ErrBracketUnfinished)
	assert.Contains(t, err.Error(), "seed 1 v seed 6")
	_, err = BracketNextRound(b, append(results, BracketResult{0, 5, 0}), true)
	require.ErrorIs(t, err, ErrBracketFinished)
}

// A draw (持碁, a drawn Othello game) or a pending result is never
// advanced: the game's own rule decides the winner first.
func TestBracket_RefusesAGameWithoutAWinner(t *testing.T) {
	b := eightBracket(t)
	drawn := []BracketResult{{0, 7, 0}, {4, 3, NoWinner}}
	_, err := BracketNextRound(b, drawn, false)
	require.ErrorIs(t, err, ErrBracketNoWinner)
	assert.Contains(t, err.Error(), "seed 5 v seed 4")
	_, err = BracketGames(b, drawn, false)
	require.ErrorIs(t, err, ErrBracketNoWinner)
	_, err = BracketStandings(b, drawn, false)
	require.ErrorIs(t, err, ErrBracketNoWinner)
	_, err = BracketText(b, make([]string, 8), drawn, "")
	require.ErrorIs(t, err, ErrBracketNoWinner)
}

func TestBracketStandings_PlayoffGivesThirdAndFourthWithoutItThirdIsShared(t *testing.T) {
	b := eightBracket(t)
	played := []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1}, {0, 4, 4}, {5, 1, 1}, {4, 1, 1}}
	shared, err := BracketStandings(b, played, false)
	require.NoError(t, err)
	assert.Equal(t, []BracketStanding{
		{Entrant: 1, Place: 1, Best: 1},
		{Entrant: 4, Place: 2, Best: 2},
		{Entrant: 0, Place: 3, Shared: true, Best: 4},
		{Entrant: 5, Place: 3, Shared: true, Best: 4},
		{Entrant: 2, Place: 5, Shared: true, Best: 8},
		{Entrant: 3, Place: 5, Shared: true, Best: 8},
		{Entrant: 6, Place: 5, Shared: true, Best: 8},
		{Entrant: 7, Place: 5, Shared: true, Best: 8},
	}, shared)

	playoff, err := BracketStandings(b, append(played, BracketResult{5, 0, 5}), true)
	require.NoError(t, err)
	assert.Equal(t, []BracketStanding{
		{Entrant: 1, Place: 1, Best: 1},
		{Entrant: 4, Place: 2, Best: 2},
		{Entrant: 5, Place: 3, Best: 4},
		{Entrant: 0, Place: 4, Best: 4},
		{Entrant: 2, Place: 5, Shared: true, Best: 8},
		{Entrant: 3, Place: 5, Shared: true, Best: 8},
		{Entrant: 6, Place: 5, Shared: true, Best: 8},
		{Entrant: 7, Place: 5, Shared: true, Best: 8},
	}, playoff)

	_, err = BracketStandings(b, played, true)
	require.ErrorIs(t, err, ErrBracketUnfinished, "the 3位決定戦 is still to play")
}

func TestBracketStandings_BestEightSharesFifthBestSixteenSharesNinth(t *testing.T) {
	for n := 5; n <= 64; n++ {
		b, err := SeedBracket(make([]BracketEntrant, n))
		require.NoError(t, err)
		results, _ := playOut(t, b, false, favourite)
		standings, err := BracketStandings(b, results, false)
		require.NoError(t, err)
		require.Len(t, standings, n)
		for _, s := range standings {
			// Favourites winning, seed k reaches the best 2^j ≥ k.
			best := 1
			for best < s.Entrant+1 {
				best *= 2
			}
			place := best/2 + 1
			if best == 1 {
				place = 1
			}
			assert.Equal(t, best, s.Best, "n=%d seed %d", n, s.Entrant+1)
			assert.Equal(t, place, s.Place, "n=%d seed %d", n, s.Entrant+1)
		}
	}
}

func TestBracketResults_RefusesResultsThatDoNotFit(t *testing.T) {
	b := eightBracket(t)
	tests := map[string][]BracketResult{
		"entrant out of range":      {{0, 8, 0}},
		"negative entrant":          {{-1, 7, 7}},
		"game against oneself":      {{3, 3, 3}},
		"winner who did not play":   {{0, 7, 4}},
		"the same game twice":       {{0, 7, 0}, {7, 0, 0}},
		"seeds who never meet yet":  {{0, 1, 0}},
		"round 2 before round 1":    {{0, 4, 0}},
		"third place without semis": {{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1}, {7, 3, 7}},
	}
	for name, results := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := BracketGames(b, results, true)
			require.ErrorIs(t, err, ErrInvalidBracketResult)
		})
	}
}

func TestBracket_RefusesABracketHandedBackBroken(t *testing.T) {
	tests := map[string]Bracket{
		"no lines":              {},
		"size not a power of 2": {Size: 6, Lines: []int{0, 1, 2, 3, 4, 5}},
		"lines short of size":   {Size: 4, Lines: []int{0, 1, 2}},
		"two byes meet":         {Size: 4, Lines: []int{0, 1, Bye, Bye}},
		"an entrant twice":      {Size: 4, Lines: []int{0, 1, 1, 2}},
		"an entrant missing":    {Size: 4, Lines: []int{0, 3, Bye, 1}},
		"a negative line":       {Size: 4, Lines: []int{0, -5, 2, 1}},
	}
	for name, b := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := BracketNextRound(b, nil, false)
			require.ErrorIs(t, err, ErrInvalidBracket)
		})
	}
}

func TestBracket_ThirdPlaceNeedsFourEntrants(t *testing.T) {
	b, err := SeedBracket(make([]BracketEntrant, 3))
	require.NoError(t, err)
	_, err = BracketNextRound(b, nil, true)
	require.ErrorIs(t, err, ErrNoThirdPlace)
	games, err := BracketNextRound(b, nil, false)
	require.NoError(t, err)
	assert.Equal(t, []BracketGame{{Round: 1, Slot: 1, A: 2, B: 1, Winner: NoWinner}}, games, "seed 1 has the bye")
}

func TestBracket_TwoEntrantsPlayOnlyTheFinal(t *testing.T) {
	b, err := SeedBracket(make([]BracketEntrant, 2))
	require.NoError(t, err)
	results, rounds := playOut(t, b, false, func(g BracketGame) int { return g.B })
	require.Len(t, rounds, 1)
	standings, err := BracketStandings(b, results, false)
	require.NoError(t, err)
	assert.Equal(t, []BracketStanding{{Entrant: 1, Place: 1, Best: 1}, {Entrant: 0, Place: 2, Best: 2}}, standings)
}

// Whatever lines and results a caller hands back, the answer is a bracket's
// games or an error, never a panic.
func TestBracket_AnyInputGivesGamesOrAnError(t *testing.T) {
	rng := newDrawRNG(2025, 0)
	for trial := range 3000 {
		size := 1 << rng.intn(4)
		lines := make([]int, size+rng.intn(2))
		for i := range lines {
			lines[i] = rng.intn(size+3) - 2
		}
		results := make([]BracketResult, rng.intn(6))
		for i := range results {
			results[i] = BracketResult{rng.intn(size+2) - 1, rng.intn(size+2) - 1, rng.intn(size+3) - 2}
		}
		b := Bracket{Size: size, Lines: lines}
		for _, thirdPlace := range []bool{false, true} {
			games, err := BracketGames(b, results, thirdPlace)
			if err == nil {
				for _, g := range games {
					require.NotEqual(t, g.A, g.B, "trial %d", trial)
				}
			}
			requireBracketError(t, err)
			_, err = BracketNextRound(b, results, thirdPlace)
			requireBracketError(t, err)
			_, err = BracketStandings(b, results, thirdPlace)
			requireBracketError(t, err)
			_, err = BracketText(b, make([]string, size), results, "3位決定戦")
			requireBracketError(t, err)
		}
	}
}

// requireBracketError fails unless err is nil or one of the bracket's
// sentinel errors, which a screen can tell apart.
func requireBracketError(t *testing.T, err error) {
	t.Helper()
	if err == nil {
		return
	}
	for _, sentinel := range []error{ErrInvalidBracket, ErrInvalidBracketResult, ErrBracketNoWinner,
		ErrBracketUnfinished, ErrBracketFinished, ErrNoThirdPlace} {
		if errors.Is(err, sentinel) {
			return
		}
	}
	t.Fatalf("unexpected error %v", err)
}
