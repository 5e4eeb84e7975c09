package pairing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The conditions of PAPP's float compensation (COMPENSATION_FLOATS, docs/rules.md
// §2.1), for one player who floats opposite to their last float: the 10 is
// subtracted from round 3 on, only after an upward float and a lost previous
// round, or a downward float and a won previous round.
func TestPenalty_FloatCompensationConditions(t *testing.T) {
	up := func(r Result) Game { return Game{Opponent: 901, Color: White, ScoreDiff: -2, Result: r} }
	down := func(r Result) Game { return Game{Opponent: 901, Color: Black, ScoreDiff: +2, Result: r} }
	first := Game{Opponent: 900, Color: Black, Result: ResultDraw}
	missed := Game{Opponent: NoOpponent}
	tests := []struct {
		name        string
		round       int
		history     []Game // of the player whose compensation is checked
		compensated bool
	}{
		{"round 3: up, then lost", 3, []Game{first, up(ResultLoss)}, true},
		{"round 3: up, then drew", 3, []Game{first, up(ResultDraw)}, false},
		{"round 3: up, then won", 3, []Game{first, up(ResultWin)}, false},
		{"round 3: down, then won", 3, []Game{first, down(ResultWin)}, true},
		{"round 3: down, then drew", 3, []Game{first, down(ResultDraw)}, false},
		{"round 3: down, then lost", 3, []Game{first, down(ResultLoss)}, false},
		{"round 3: result unknown", 3, []Game{first, up(ResultUnknown)}, false},
		{"round 2: not before round 3", 2, []Game{up(ResultLoss)}, false},
		{"round 7: up, then lost", 7, []Game{first, first, first, first, first, up(ResultLoss)}, true},
		// PAPP records results of games played only: a missed previous round
		// counts as lost, and the last float is the one before it.
		{"missed the previous round after floating up", 4, []Game{first, up(ResultWin), missed}, true},
		{"missed the previous round after floating down", 4, []Game{first, down(ResultWin), missed}, false},
		// A bye is a downward float, and PAPP never counts it as won.
		{"a bye in the previous round", 3, []Game{first, {Opponent: NoOpponent, Bye: true, Result: ResultWin}}, false},
		{"a late entry: only the previous round played", 3, []Game{up(ResultLoss)}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			// The player (score 4) meets a score floating the other way from
			// their last float; the opponent never floated.
			last := 0
			for _, g := range tc.history {
				switch {
				case g.Bye:
					last = 1
				case g.Opponent != NoOpponent:
					last = sign(g.ScoreDiff)
				}
			}
			require.NotZero(t, last)
			oppScore := 4 + 2*last // above the player after a downward float, below after an upward one
			opp := Player{ID: 2, Score: oppScore, History: games(make([]Color, tc.round-1)...)}
			m := model(DefaultSettings(), tc.round, Player{ID: 1, Score: 4, History: tc.history}, opp)
			flt, _ := m.floatPart(0, 1)
			want := at(DefaultSettings().Float, 2)
			if tc.compensated {
				want -= 10
			}
			assert.Equal(t, want, flt)
		})
	}
}

// The acceptance of issue 14: constructed histories in which "subtract 10
// for any opposite float" and PAPP's reading give different optimal
// pairings; PairRound must return PAPP's. In each, H must meet one of M1 and
// M2 (same score) and L the other; which one is decided by the direction
// terms of M1 and M2 alone (their colours are alike, and H and L float the
// same way either way), with a same-affiliation cost of 2 tipping the
// balance where the direction terms tie under the "any" reading.
func TestPenalty_Section21FloatCompensationOnlyAfterUpFloatLossOrDownFloatWin(t *testing.T) {
	const h, m1, m2, l = 1, 2, 3, 4
	g := func(opp int, c Color, diff int, r Result) Game {
		return Game{Opponent: opp, Color: c, ScoreDiff: diff, Result: r}
	}
	tests := []struct {
		name    string
		round   int
		players []Player
		// PAPP's optimum: the pairs, and the cost.
		want [][2]int
		cost int64
	}{
		{
			// Round 3. M1 drew, then floated up (1 v 2) and lost; M2 lost,
			// then floated up (0 v 1) and drew: both have 1 point. M1 and L
			// are of the same club.
			// {H–M1, M2–L}: M1 up again +25, M2 down: "any" −10, PAPP 0 (M2
			// drew). {H–M2, M1–L}: M2 up again +25, M1 down −10 in both
			// readings (M1 lost), +2 affiliation.
			// "Any": 15 against 17, so H–M1. PAPP: 25 against 17, so H–M2.
			name:  "round 3: an upward float then a loss compensates, then a draw does not",
			round: 3,
			players: []Player{
				{ID: h, Rank: 1, Score: 3, History: []Game{g(901, Black, 0, ResultWin), g(902, White, 0, ResultDraw)}},
				{ID: m1, Rank: 2, Score: 1, Affiliation: "東京", History: []Game{g(903, Black, 0, ResultDraw), g(904, White, -1, ResultLoss)}},
				{ID: m2, Rank: 3, Score: 1, History: []Game{g(905, Black, 0, ResultLoss), g(906, White, -1, ResultDraw)}},
				{ID: l, Rank: 4, Score: 0, Affiliation: "東京", History: []Game{g(907, Black, 0, ResultLoss), g(908, White, 0, ResultLoss)}},
			},
			want: [][2]int{{h, m2}, {m1, l}},
			// H–M2: flot[2] 40588 + 25 + elitism 100×4×2/2 = 400 + colours
			// 20 + 20 + 15 = 55; M1–L: flot[1] 20000 − 10 + elitism
			// 100×1×1/2 = 50 + colours 55 + affiliation 2.
			cost: (40588 + 25 + 400 + 55) + (20000 - 10 + 50 + 55 + 2),
		},
		{
			// Round 4. M1 drew and lost, then floated down (1 v 0) and won;
			// M2 won and drew, then floated down (3 v 2) and lost: both have
			// 3 points. M2 and L are of the same club.
			// {H–M1, M2–L}: M1 up −10 in both readings (M1 won), M2 down
			// again +25, +2 affiliation. {H–M2, M1–L}: M2 up: "any" −10, PAPP
			// 0 (M2 lost); M1 down again +25.
			// "Any": 17 against 15, so H–M2. PAPP: 17 against 25, so H–M1.
			name:  "round 4: a downward float then a win compensates, then a loss does not",
			round: 4,
			players: []Player{
				{ID: h, Rank: 1, Score: 5, History: []Game{g(901, Black, 0, ResultWin), g(902, White, 0, ResultWin), g(909, Black, 0, ResultDraw)}},
				{ID: m1, Rank: 2, Score: 3, History: []Game{g(903, Black, 0, ResultDraw), g(904, White, 0, ResultLoss), g(910, Black, +1, ResultWin)}},
				{ID: m2, Rank: 3, Score: 3, Affiliation: "大阪", History: []Game{g(905, Black, 0, ResultWin), g(906, White, 0, ResultDraw), g(911, Black, +1, ResultLoss)}},
				{ID: l, Rank: 4, Score: 1, Affiliation: "大阪", History: []Game{g(907, Black, 0, ResultLoss), g(908, White, 0, ResultLoss), g(912, Black, 0, ResultDraw)}},
			},
			want: [][2]int{{h, m1}, {m2, l}},
			// Elitism 200 in round 4; everyone δ = +1 after Black last, so
			// each pair's colours cost coul[2] + 15 + coul[0] = 120.
			cost: (40588 - 10 + 200*8*2/2 + 120) + (40588 + 25 + 200*4*2/2 + 120 + 2),
		},
		{
			// Round 4. M1 drew, floated up (1 v 2) and won nothing, then
			// missed round 3; M2 lost twice, then floated up (0 v 1) and
			// drew. PAPP records no result for a missed round, so M1 counts
			// as having lost it. As in the first case: "any" H–M1, PAPP H–M2.
			name:  "round 4: a missed previous round counts as lost",
			round: 4,
			players: []Player{
				{ID: h, Rank: 1, Score: 3, History: []Game{g(901, Black, 0, ResultWin), g(902, White, 0, ResultDraw), g(909, Black, 0, ResultLoss)}},
				{ID: m1, Rank: 2, Score: 1, Affiliation: "東京", History: []Game{g(903, Black, 0, ResultDraw), g(904, White, -1, ResultLoss), {Opponent: NoOpponent}}},
				{ID: m2, Rank: 3, Score: 1, History: []Game{g(905, Black, 0, ResultLoss), g(906, White, 0, ResultLoss), g(910, Black, -1, ResultDraw)}},
				{ID: l, Rank: 4, Score: 0, Affiliation: "東京", History: []Game{g(907, Black, 0, ResultLoss), g(908, White, 0, ResultLoss), g(911, Black, 0, ResultLoss)}},
			},
			want: [][2]int{{h, m2}, {m1, l}},
			// H–M2: 40588 + 25 + 200×4×2/2 + 120; M1 (δ = 0, no colour
			// last round) takes Black against L: 20 + 0; flot[1] − 10 +
			// 200×1×1/2 + 2.
			cost: (40588 + 25 + 800 + 120) + (20000 - 10 + 100 + 20 + 2),
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := PairRound(Request{Round: tc.round, Players: tc.players, Settings: DefaultSettings(), Seed: 7})
			require.NoError(t, err)
			var got [][2]int
			for _, p := range res.Pairs {
				got = append(got, [2]int{min(p.Black, p.White), max(p.Black, p.White)})
			}
			assert.ElementsMatch(t, tc.want, got, "PAPP's optimum")
			assert.Equal(t, tc.cost, res.Cost)

			// The "any opposite float" reading prefers another pairing:
			// PAPP's costs more under it than that reading's optimum.
			ps := make([]*Player, len(tc.players))
			standing := make([]int, len(tc.players))
			for i := range tc.players {
				ps[i], standing[i] = &tc.players[i], i
			}
			anyModel := newCostModel(DefaultSettings(), tc.round, ps, standing)
			vertex := map[int]int{}
			for i := range anyModel.v {
				anyModel.v[i].compensable = anyModel.v[i].lastFloat != 0
				vertex[ps[i].ID] = i
			}
			anyBest, ok := bruteForce(len(anyModel.v), anyModel.pairCost)
			require.True(t, ok)
			var papp int64
			for _, p := range tc.want {
				c, _ := anyModel.pairCost(vertex[p[0]], vertex[p[1]])
				papp += c
			}
			assert.Less(t, anyBest, papp, "the readings must differ here")
		})
	}
}
