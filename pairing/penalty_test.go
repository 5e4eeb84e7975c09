package pairing

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// model builds the cost model for the given players in the given order, for
// pairing round `round`.
func model(set Settings, round int, players ...Player) *costModel {
	ps := make([]*Player, len(players))
	standing := make([]int, len(players))
	for i := range players {
		ps[i] = &players[i]
		standing[i] = i
	}
	return newCostModel(set, round, ps, standing)
}

// games is a history against distinct stand-in opponents (IDs 900+) with
// the given colours and no floats.
func games(colours ...Color) []Game {
	h := make([]Game, len(colours))
	for i, c := range colours {
		h[i] = Game{Opponent: 900 + i, Color: c}
	}
	return h
}

func TestDefaultSettings_ArePAPP136(t *testing.T) {
	s := DefaultSettings()
	require.NoError(t, s.Validate())
	assert.Equal(t, []int64{0, 20, 105, 225, 530, 1075}, s.Colour)
	assert.Equal(t, int64(15), s.SameColourAgain)
	assert.Equal(t, []int64{0, 20000, 40588, 62785, 87119, 114041, 143998, 177453, 214908, 256910,
		304062, 357037, 416582, 483534, 558828, 643514, 738767, 845906, 966413, 1101949, 1254381,
		1425805, 1618578, 1835345, 2079081}, s.Float)
	assert.Equal(t, int64(25), s.FloatSameDirection)
	assert.Equal(t, int64(10), s.FloatOppositeDirection)
	assert.Equal(t, Forbidden, s.RematchSameColours)
	assert.Equal(t, int64(5_000_000), s.RematchOppositeColours)
	assert.Equal(t, int64(1), s.RematchPreviousRound)
	assert.Equal(t, int64(2), s.SameAffiliation)
	assert.Equal(t, []int64{100, 100, 100, 200, 200, 300, 300, 300, 300, 400}, s.Elitism)
	assert.Equal(t, Forbidden, s.SecondBye)
	assert.Equal(t, int64(1), s.ByePreviousRound)
	assert.Equal(t, FirstRoundDraw, s.FirstRound)
}

func TestSettings_Validate(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Settings)
	}{
		{"empty colour table", func(s *Settings) { s.Colour = nil }},
		{"colour table not starting at 0", func(s *Settings) { s.Colour = []int64{5, 20} }},
		{"decreasing float table", func(s *Settings) { s.Float = []int64{0, 20000, 100} }},
		{"negative affiliation", func(s *Settings) { s.SameAffiliation = -2 }},
		{"forbidden affiliation", func(s *Settings) { s.SameAffiliation = Forbidden }},
		{"huge rematch", func(s *Settings) { s.RematchOppositeColours = MaxPenalty + 1 }},
		{"empty elitism", func(s *Settings) { s.Elitism = []int64{} }},
		{"unknown first round", func(s *Settings) { s.FirstRound = 7 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := DefaultSettings()
			tc.change(&s)
			require.ErrorIs(t, s.Validate(), ErrInvalidSettings)
		})
	}
}

// coul[|δ+1|] for Black and coul[|δ−1|] for White, δ before the round.
func TestPenalty_ColourTableOnBalanceAfterTheGame(t *testing.T) {
	tests := []struct {
		name         string
		black, white []Color // histories
		colour       int64
	}{
		{"both balanced", []Color{Black, White}, []Color{White, Black}, 20 + 20},
		{"Black had one Black more", []Color{Black, White, Black}, []Color{White, Black, White}, 105 + 105},
		{"Black had one White more", []Color{White, Black, White}, []Color{Black, White, Black}, 0 + 0},
		{"δ=+4 gets Black: capped at coul[5]", []Color{Black, Black, Black, Black}, []Color{None, None, None, None}, 1075 + 20},
		{"δ=+5 gets Black: 5 and more", []Color{Black, Black, Black, Black, Black}, []Color{White, White, White, White, White}, 1075 + 1075},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			round := len(tc.black) + 1
			m := model(DefaultSettings(), round,
				Player{ID: 1, History: games(tc.black...)},
				Player{ID: 2, History: games(tc.white...)})
			p, ok := m.orient(0, 1)
			require.True(t, ok)
			assert.Equal(t, tc.colour, p.Colour)
		})
	}
}

func TestPenalty_SameColourAsPreviousRoundCosts15(t *testing.T) {
	// Both had White, then Black: whoever gets Black again pays 15; the
	// other gets White after Black and pays nothing. δ = 0 for both, so the
	// colour table adds coul[1] + coul[1] = 40.
	m := model(DefaultSettings(), 3,
		Player{ID: 1, History: games(White, Black)},
		Player{ID: 2, History: games(White, Black)})
	p, ok := m.orient(0, 1)
	require.True(t, ok)
	assert.Equal(t, int64(40), p.Colour)
	assert.Equal(t, int64(15), p.SameColourAgain)

	// One had Black last, the other White: the alternating way is free.
	m = model(DefaultSettings(), 3,
		Player{ID: 1, History: games(Black, White)},
		Player{ID: 2, History: games(White, Black)})
	p, _ = m.orient(0, 1)
	assert.Equal(t, int64(0), p.SameColourAgain)
	p, _ = m.orient(1, 0)
	assert.Equal(t, int64(30), p.SameColourAgain)
}

func TestPenalty_FloatTableByHalfPoints(t *testing.T) {
	tests := []struct {
		hi, lo int // scores in half-points
		float  int64
	}{
		{2, 2, 0},
		{3, 2, 20000},    // half a point: a draw apart
		{4, 2, 40588},    // one point
		{8, 2, 143998},   // three points
		{26, 2, 2079081}, // 24 half-points
		{40, 0, 2079081}, // 24 and more
	}
	for _, tc := range tests {
		m := model(DefaultSettings(), 1, Player{ID: 1, Score: tc.hi}, Player{ID: 2, Score: tc.lo})
		flt, _ := m.floatPart(0, 1)
		assert.Equal(t, tc.float, flt, "scores %d and %d", tc.hi, tc.lo)
	}
}

func TestPenalty_FloatDirectionSameAdds25OppositeSubtracts10(t *testing.T) {
	// Round 3: a level first game, then the game that decides the direction
	// terms. The compensation of 10 needs PAPP's results (docs/rules.md §2.1): an
	// upward float then lost, or a downward float then won.
	downWon := Game{Opponent: 901, Color: Black, ScoreDiff: +2, Result: ResultWin}
	downLost := Game{Opponent: 901, Color: Black, ScoreDiff: +2, Result: ResultLoss}
	upLost := Game{Opponent: 902, Color: White, ScoreDiff: -2, Result: ResultLoss}
	upWon := Game{Opponent: 902, Color: White, ScoreDiff: -2, Result: ResultWin}
	level := Game{Opponent: 903, Color: Black, Result: ResultWin}
	tests := []struct {
		name   string
		hiLast Game // the higher player, who floats down now
		loLast Game // the lower player, who floats up now
		float  int64
	}{
		{"neither floated", level, level, 20000},
		{"both repeat their direction", downWon, upLost, 20000 + 25 + 25},
		{"both reverse: up then lost, down then won", upLost, downWon, 20000 - 10 - 10},
		{"both reverse: up then won, down then lost", upWon, downLost, 20000},
		{"one repeats, one reverses", downLost, downWon, 20000 + 25 - 10},
		{"a bye counts as floating down", Game{Opponent: NoOpponent, Bye: true}, level, 20000 + 25},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := model(DefaultSettings(), 3,
				Player{ID: 1, Score: 3, History: []Game{{Opponent: 950, Color: White}, tc.hiLast}},
				Player{ID: 2, Score: 2, History: []Game{{Opponent: 951, Color: Black}, tc.loLast}})
			flt, _ := m.floatPart(0, 1)
			assert.Equal(t, tc.float, flt)
		})
	}
	t.Run("a missed round keeps the last float", func(t *testing.T) {
		m := model(DefaultSettings(), 4,
			Player{ID: 1, Score: 3, History: []Game{{Opponent: 950, Color: White}, downWon, {Opponent: NoOpponent}}},
			Player{ID: 2, Score: 2, History: games(Black, White, Black)})
		flt, _ := m.floatPart(0, 1)
		assert.Equal(t, int64(20000+25), flt)
	})
}

func TestPenalty_FloatPartNeverBelowZero(t *testing.T) {
	s := DefaultSettings()
	s.Float = []int64{0, 5}
	m := model(s, 3,
		Player{ID: 1, Score: 2, History: []Game{{Opponent: 900, Color: White}, {Opponent: 901, Color: Black, ScoreDiff: -1, Result: ResultLoss}}},
		Player{ID: 2, Score: 1, History: []Game{{Opponent: 903, Color: Black}, {Opponent: 902, Color: White, ScoreDiff: +1, Result: ResultWin}}})
	flt, _ := m.floatPart(0, 1)
	assert.Equal(t, int64(0), flt, "5 − 10 − 10 is clamped at 0")
}

func TestPenalty_RematchSameColoursForbidden(t *testing.T) {
	// Round 1: 1 (Black) v 2 (White).
	m := model(DefaultSettings(), 2,
		Player{ID: 1, Score: 2, History: []Game{{Opponent: 2, Color: Black}}},
		Player{ID: 2, Score: 2, History: []Game{{Opponent: 1, Color: White}}})
	_, ok := m.orient(0, 1)
	assert.False(t, ok, "1 Black v 2 White again is forbidden")
	p, ok := m.orient(1, 0)
	require.True(t, ok)
	assert.Equal(t, int64(5_000_000+1), p.Rematch, "opposite colours: 5,000,000, +1 as they met in the previous round")
	c, ok := m.pairCost(0, 1)
	require.True(t, ok)
	assert.Equal(t, p.Total(), c, "the pair costs its allowed colours")
}

func TestPenalty_RematchOppositeColoursPerEarlierGame(t *testing.T) {
	// 1 and 2 met twice, with each colour once, in rounds 1 and 2; round 3
	// was against others, so no previous-round term.
	h1 := []Game{{Opponent: 2, Color: Black}, {Opponent: 2, Color: White}, {Opponent: 901, Color: Black}}
	h2 := []Game{{Opponent: 1, Color: White}, {Opponent: 1, Color: Black}, {Opponent: 902, Color: White}}
	m := model(DefaultSettings(), 4, Player{ID: 1, History: h1}, Player{ID: 2, History: h2})
	_, ok := m.pairCost(0, 1)
	assert.False(t, ok, "both colourings repeat an earlier game: forbidden")

	s := DefaultSettings()
	s.RematchSameColours = 7_000_000
	m = model(s, 4, Player{ID: 1, History: h1}, Player{ID: 2, History: h2})
	p, ok := m.orient(0, 1)
	require.True(t, ok)
	assert.Equal(t, int64(7_000_000+5_000_000), p.Rematch, "one game with the same colours, one with opposite")
}

func TestPenalty_RematchCountedOnceWhenOnlyOneSideRecordedIt(t *testing.T) {
	// 2's record of the game is missing (e.g. a corrected result); 1's
	// record alone must count, once.
	m := model(DefaultSettings(), 2,
		Player{ID: 1, History: []Game{{Opponent: 2, Color: White}}},
		Player{ID: 2})
	p, ok := m.orient(0, 1)
	require.True(t, ok)
	assert.Equal(t, int64(5_000_000+1), p.Rematch)
	_, ok = m.orient(1, 0)
	assert.False(t, ok)
}

func TestPenalty_SameAffiliationCosts2(t *testing.T) {
	tests := []struct {
		a, b string
		cost int64
	}{
		{"東京", "東京", 2},
		{"東京", "大阪", 0},
		{"", "", 0}, // no affiliation matches nobody
	}
	for _, tc := range tests {
		m := model(DefaultSettings(), 1, Player{ID: 1, Affiliation: tc.a}, Player{ID: 2, Affiliation: tc.b})
		p, _ := m.orient(0, 1)
		assert.Equal(t, tc.cost, p.Affiliation, "%q v %q", tc.a, tc.b)
	}
}

func TestPenalty_ElitismByRound(t *testing.T) {
	tests := []struct {
		round  int
		hi, lo int
		elit   int64
	}{
		{4, 6, 4, 200 * 10 * 2 / 2},     // round 4: elit 200
		{3, 6, 4, 100 * 10 * 2 / 2},     // round 3: elit 100
		{7, 9, 8, 300 * 17 * 1 / 2},     // odd product: integer division, 2550
		{14, 20, 10, 400 * 30 * 10 / 2}, // round 10 and later: 400
		{5, 4, 4, 0},                    // no float, no elitism
	}
	for _, tc := range tests {
		h := make([]Game, tc.round-1)
		for i := range h {
			h[i] = Game{Opponent: NoOpponent}
		}
		m := model(DefaultSettings(), tc.round,
			Player{ID: 1, Score: tc.hi, History: h}, Player{ID: 2, Score: tc.lo, History: h})
		_, elit := m.floatPart(0, 1)
		assert.Equal(t, tc.elit, elit, "round %d, scores %d and %d", tc.round, tc.hi, tc.lo)
	}
}

func TestPenalty_ByeIsHalfAPointBelowTheLowestScore(t *testing.T) {
	// Three players; the lowest score is 2 half-points, so the bye player
	// has 1. Player 3 (score 2, δ=+1, last round Black) taking the bye:
	// colour coul[|δ|] = 20, float flot[1] = 20000, no direction term (3
	// did not float), elitism 200 × (2+1) × 1 / 2 = 300 in round 4.
	m := model(DefaultSettings(), 4,
		Player{ID: 1, Score: 6, History: games(Black, White, Black)},
		Player{ID: 2, Score: 4, History: games(White, Black, White)},
		Player{ID: 3, Score: 2, History: games(White, Black, Black)})
	require.Equal(t, 3, m.bye)
	assert.Equal(t, 1, m.byeScore)
	p, ok := m.byePenalty(2)
	require.True(t, ok)
	assert.Equal(t, Penalty{Colour: 20, Float: 20000, Elitism: 300}, p)
	// Player 1 would float 5 half-points down to the bye.
	p, _ = m.byePenalty(0)
	assert.Equal(t, int64(114041), p.Float)
}

func TestPenalty_ByeWithNegativeScoreHasNoElitism(t *testing.T) {
	// Lowest score 0: the bye player has −1; PAPP then leaves elitism out.
	m := model(DefaultSettings(), 2, Player{ID: 1, Score: 2, History: games(Black)},
		Player{ID: 2, History: games(White)}, Player{ID: 3, History: games(Black)})
	p, _ := m.byePenalty(2)
	assert.Equal(t, Penalty{Colour: 20, Float: 20000}, p)
}

func TestPenalty_SecondByeForbidden(t *testing.T) {
	bye := Game{Opponent: NoOpponent, Bye: true}
	players := []Player{
		{ID: 1, History: []Game{{Opponent: 2, Color: Black}, bye}},
		{ID: 2, History: []Game{{Opponent: 1, Color: White}, {Opponent: 3, Color: Black}}},
		{ID: 3, History: []Game{bye, {Opponent: 2, Color: White}}},
	}
	m := model(DefaultSettings(), 3, players...)
	_, ok := m.byePenalty(0)
	assert.False(t, ok, "player 1 had a bye")
	_, ok = m.byePenalty(1)
	assert.True(t, ok)

	s := DefaultSettings()
	s.SecondBye = 1000
	m = model(s, 3, players...)
	p, ok := m.byePenalty(0)
	require.True(t, ok)
	assert.Equal(t, int64(1000+1), p.Bye, "second bye, and the bye was in the previous round")
	p, _ = m.byePenalty(2)
	assert.Equal(t, int64(1000), p.Bye, "second bye, but not two rounds running")
}

// Above bitMatrixLimit players the "met before?" test scans lists; both
// ways must agree.
func TestPenalty_MeetingListsAgreeWithBitMatrix(t *testing.T) {
	players := randomHistory(rand.New(rand.NewPCG(4, 4)), 12, 6)
	m := model(DefaultSettings(), 7, players...)
	type answer struct {
		c  int64
		ok bool
	}
	var withBits []answer
	for i := range m.v {
		for j := i + 1; j < len(m.v); j++ {
			c, ok := m.pairCost(i, j)
			withBits = append(withBits, answer{c, ok})
		}
	}
	m.metBits = nil
	k := 0
	for i := range m.v {
		for j := i + 1; j < len(m.v); j++ {
			c, ok := m.pairCost(i, j)
			assert.Equal(t, withBits[k], answer{c, ok}, "%d–%d", i, j)
			k++
		}
	}
}
