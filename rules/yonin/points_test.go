package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seats of the docs/rules.md §5 example: P is the parent (first mover of game 1).
const (
	seatP = 0
	seatA = 1
	seatB = 2
	seatC = 3
)

func TestPointRules_Score(t *testing.T) {
	tests := []struct {
		name   string
		game   Game
		delta  [Seats]int
		places [Seats]int
		mates  [Seats]int
	}{
		{
			// docs/rules.md §5: P mated first by C (P −3, C +3), C by A (−2/+2),
			// B by A (−2/+2), 4th→2nd (P −1, B +1): A +4, B −1, C +1, P −4.
			name: "docs/rules.md §5 example: parent mated first by C, then C by A, then B by A",
			game: Game{Parent: seatP, Eliminations: []Elimination{
				{Victim: seatP, Mater: seatC}, {Victim: seatC, Mater: seatA}, {Victim: seatB, Mater: seatA},
			}},
			delta:  [Seats]int{seatP: -4, seatA: 4, seatB: -1, seatC: 1},
			places: [Seats]int{seatP: 4, seatA: 1, seatB: 2, seatC: 3},
			mates:  [Seats]int{seatA: 2, seatC: 1},
		},
		{
			name: "parent as mater takes 3 per mate",
			game: Game{Parent: 0, Eliminations: []Elimination{
				{Victim: 3, Mater: 0}, {Victim: 2, Mater: 1}, {Victim: 1, Mater: 0},
			}},
			// 3: −3 −1(4th→2nd); 2: −2; 1: +2 −3 +1; 0: +3 +3
			delta:  [Seats]int{6, 0, -2, -4},
			places: [Seats]int{1, 2, 3, 4},
			mates:  [Seats]int{2, 1, 0, 0},
		},
		{
			// Seed ■2 (1): resigning with 3 or more left is a foul, counted as
			// mated by the nearest unmated 上家. Seat 1's 上家 is seat 0, already
			// mated, so the kill goes to seat 3.
			name: "resignation with 3 left costs the foul point and gives the kill upstream",
			game: Game{Parent: 0, Eliminations: []Elimination{
				{Victim: 0, Mater: 2}, {Victim: 1, Mater: 3, Foul: true}, {Victim: 2, Mater: 3},
			}},
			// 0: −3 −1; 1: −2 −1; 2: +3 −2 +1; 3: +2 +2 (the foul point goes to nobody)
			delta:  [Seats]int{-4, -3, 2, 4},
			places: [Seats]int{4, 3, 2, 1},
			mates:  [Seats]int{0, 0, 1, 2},
		},
		{
			name: "resignation with 2 left is an ordinary loss",
			game: Game{Parent: 0, Eliminations: []Elimination{
				{Victim: 1, Mater: 2}, {Victim: 2, Mater: 3}, {Victim: 3, Mater: 0},
			}},
			// 1: −2 −1; 2: +2 −2 +0; 3: +2 −3 +1; 0: +3
			delta:  [Seats]int{3, -3, 0, 0},
			places: [Seats]int{1, 4, 3, 2},
			mates:  [Seats]int{1, 0, 1, 1},
		},
		{
			name: "continuous-check repetition costs the foul point and play goes on",
			game: Game{Parent: 0, Penalties: []int{2}, Eliminations: []Elimination{
				{Victim: 1, Mater: 2}, {Victim: 2, Mater: 3}, {Victim: 3, Mater: 0},
			}},
			delta:  [Seats]int{3, -3, -1, 0},
			places: [Seats]int{1, 4, 3, 2},
			mates:  [Seats]int{1, 0, 1, 1},
		},
		{
			// Seed ■2 (5): with 2 left the 1st is treated as having mated the 2nd.
			name: "持将棋 with 2 left: 1st mates 2nd",
			game: Game{Parent: 0, Eliminations: []Elimination{
				{Victim: 1, Mater: 2}, {Victim: 3, Mater: 2},
			}, Jishogi: []int{0, 2}},
			// 1: −2 −1; 3: −2; 2: +2 +2 −3 +1; 0: +3
			delta:  [Seats]int{3, -3, 2, -2},
			places: [Seats]int{1, 4, 2, 3},
			mates:  [Seats]int{1, 0, 2, 0},
		},
		{
			// Seed ■2 (5): with 3+ unmated no kill points among them.
			name: "持将棋 with 3 left: no kill points among the unmated",
			game: Game{Parent: 0, Eliminations: []Elimination{
				{Victim: 1, Mater: 2},
			}, Jishogi: []int{3, 0, 2}},
			// 1: −2 −1 (4th); 2: +2; 0: +1 (2nd)
			delta:  [Seats]int{1, -3, 2, 0},
			places: [Seats]int{2, 4, 3, 1},
			mates:  [Seats]int{0, 0, 1, 0},
		},
		{
			name:   "持将棋 with 4 left: only 4th→2nd",
			game:   Game{Parent: 0, Jishogi: []int{2, 1, 0, 3}},
			delta:  [Seats]int{0, 1, 0, -1},
			places: [Seats]int{3, 2, 1, 4},
		},
		{
			// Seed ■2 (7): 千日手 voids the game, kill points included.
			name: "千日手 voids the game's points",
			game: Game{Parent: 0, Void: true},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o, err := DefaultSettings().Score(tt.game)
			require.NoError(t, err)
			assert.Equal(t, tt.delta, o.Delta, "delta")
			assert.Equal(t, tt.places, o.Places, "places")
			assert.Equal(t, tt.mates, o.Mates, "mates")
			assert.Equal(t, tt.game.Void, o.Void)
		})
	}
}

func TestPointRules_SumIsZeroWithoutFouls(t *testing.T) {
	o, err := DefaultSettings().Score(Game{Parent: 2, Eliminations: []Elimination{
		{Victim: 0, Mater: 1}, {Victim: 2, Mater: 3}, {Victim: 1, Mater: 3},
	}})
	require.NoError(t, err)
	sum := 0
	for _, d := range o.Delta {
		sum += d
	}
	assert.Zero(t, sum)
	assert.Equal(t, 3, o.Winner())
}

func TestPointRules_SettingsChangeTheNumbers(t *testing.T) {
	s := DefaultSettings()
	s.MatePoints, s.ParentMatePoints, s.FourthToSecond = 1, 1, 0
	o, err := s.Score(Game{Parent: seatP, Eliminations: []Elimination{
		{Victim: seatP, Mater: seatC}, {Victim: seatC, Mater: seatA}, {Victim: seatB, Mater: seatA},
	}})
	require.NoError(t, err)
	assert.Equal(t, [Seats]int{seatP: -1, seatA: 2, seatB: -1, seatC: 0}, o.Delta)
}

func TestGameRecord_Invalid(t *testing.T) {
	tests := []struct {
		name string
		game Game
		err  error
	}{
		{"parent outside 0..3", Game{Parent: 4}, ErrInvalidGame},
		{"seat outside 0..3", Game{Eliminations: []Elimination{{Victim: 5, Mater: 0}}}, ErrInvalidGame},
		{"mated by themselves", Game{Eliminations: []Elimination{{Victim: 1, Mater: 1}}}, ErrInvalidGame},
		{"mated twice", Game{Eliminations: []Elimination{{Victim: 1, Mater: 0}, {Victim: 1, Mater: 2}}}, ErrInvalidGame},
		{"mater already mated", Game{Eliminations: []Elimination{{Victim: 1, Mater: 0}, {Victim: 2, Mater: 1}}}, ErrInvalidGame},
		{"too few eliminations and no 持将棋", Game{Eliminations: []Elimination{{Victim: 1, Mater: 0}}}, ErrInvalidGame},
		{"four eliminations", Game{Eliminations: []Elimination{{1, 0, false}, {2, 0, false}, {3, 0, false}, {0, 3, false}}}, ErrInvalidGame},
		{"foul credited to the wrong player", Game{Eliminations: []Elimination{{Victim: 1, Mater: 2, Foul: true}}}, ErrFoulMater},
		{"foul with 2 left", Game{Eliminations: []Elimination{{1, 0, false}, {2, 0, false}, {3, 0, true}}}, ErrFoulTwoLeft},
		{"持将棋 ranking lists a mated player", Game{Eliminations: []Elimination{{1, 0, false}}, Jishogi: []int{0, 1, 2}}, ErrJishogiRanking},
		{"持将棋 ranking misses a player", Game{Eliminations: []Elimination{{1, 0, false}}, Jishogi: []int{0, 2}}, ErrJishogiRanking},
		{"持将棋 ranking repeats a player", Game{Jishogi: []int{0, 0, 2, 3}}, ErrJishogiRanking},
		{"持将棋 with 1 left", Game{Eliminations: []Elimination{{1, 0, false}, {2, 0, false}, {3, 0, false}}, Jishogi: []int{0}}, ErrJishogiRanking},
		{"void game with a 持将棋 ranking", Game{Void: true, Jishogi: []int{0, 1, 2, 3}}, ErrInvalidGame},
		{"penalty for a seat outside 0..3", Game{Penalties: []int{-1}}, ErrInvalidGame},
		{"void game with its mates (they are void too)", Game{Void: true, Eliminations: []Elimination{{Victim: 1, Mater: 2}}}, ErrInvalidGame},
		{"void game with a 反則点 (void too)", Game{Void: true, Penalties: []int{1}}, ErrInvalidGame},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DefaultSettings().Score(tt.game)
			require.ErrorIs(t, err, tt.err)
		})
	}
}
