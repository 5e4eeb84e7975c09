package pairing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A 待ち合わせ game (Player.Extra): 1 and 2 won their round-1 games and then
// drew each other in an extra game of round 1. They lead on 3 half-points
// each; the extra game is a meeting, so round 2 floats them down rather
// than pair them again. Without the extra game they meet.
func TestPairRound_Issue27ExtraGameIsAMeeting(t *testing.T) {
	players := func(extra bool) []Player {
		ps := []Player{
			{ID: 1, Score: 3, Rank: 1, History: []Game{{Opponent: 3, Color: Black, Result: ResultWin}}},
			{ID: 2, Score: 3, Rank: 2, History: []Game{{Opponent: 4, Color: White, Result: ResultWin}}},
			{ID: 3, Score: 0, Rank: 3, History: []Game{{Opponent: 1, Color: White, Result: ResultLoss}}},
			{ID: 4, Score: 0, Rank: 4, History: []Game{{Opponent: 2, Color: Black, Result: ResultLoss}}},
		}
		if extra {
			ps[0].Extra = []Game{{Round: 1, Opponent: 2, Color: Black, Result: ResultDraw}}
			ps[1].Extra = []Game{{Round: 1, Opponent: 1, Color: White, Result: ResultDraw}}
		} else {
			ps[0].Score, ps[1].Score = 2, 2
		}
		return ps
	}
	res, err := PairRound(Request{Round: 2, Players: players(true), Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"1/4", "2/3"}, unordered(res.Pairs))
	res, err = PairRound(Request{Round: 2, Players: players(false), Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	assert.ElementsMatch(t, []string{"1/2", "3/4"}, unordered(res.Pairs))
}

// The colours of an extra game count in the balance, and the last game of
// the previous round is the extra one: 1 had Black twice in round 1, so its
// δ is +2 and it takes White.
func TestPairRound_Issue27ExtraGameColoursCount(t *testing.T) {
	ps := []Player{
		{ID: 1, Score: 2, Rank: 1, History: []Game{{Opponent: 3, Color: Black, Result: ResultWin}}, Extra: []Game{{Round: 1, Opponent: 4, Color: Black, Result: ResultLoss}}},
		{ID: 2, Score: 2, Rank: 2, History: []Game{{Opponent: 4, Color: White, Result: ResultWin, Odd: true}}},
		{ID: 3, Score: 0, Rank: 3, History: []Game{{Opponent: 1, Color: White, Result: ResultLoss}}},
		{ID: 4, Score: 2, Rank: 4, History: []Game{{Opponent: 2, Color: Black, Result: ResultLoss}}, Extra: []Game{{Round: 1, Opponent: 1, Color: White, Result: ResultWin}}},
	}
	res, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	for _, p := range res.Pairs {
		if p.White == 1 {
			assert.Equal(t, 2, p.Why.WhiteDelta)
			assert.Equal(t, Black, p.Why.WhiteLast, "the extra game is the last of round 1")
			return
		}
	}
	t.Fatalf("player 1 did not get White: %v", tablesOf(res.Pairs))
}

// The odd player of a round (待ち合わせ or 審判対局, Game.Odd) counts as having
// had the bye: with a second bye forbidden, the next odd player is another.
func TestPairRound_Issue27OddPlayerIsNotOddAgain(t *testing.T) {
	ps := []Player{
		{ID: 1, Score: 2, Rank: 1, History: []Game{{Opponent: 2, Color: Black, Result: ResultWin}}},
		{ID: 2, Score: 0, Rank: 2, History: []Game{{Opponent: 1, Color: White, Result: ResultLoss}}},
		// 3 played the arbiter and lost: the lowest, but it was odd already.
		{ID: 3, Score: 0, Rank: 3, History: []Game{{Opponent: NoOpponent, Color: White, Result: ResultLoss, Odd: true}}},
	}
	res, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	for _, p := range res.Pairs {
		if p.Bye {
			assert.NotEqual(t, 3, p.Black)
		}
	}
}

// Extra games are checked like the rest of a record.
func TestPairRound_Issue27ExtraGamesAreChecked(t *testing.T) {
	base := func() []Player {
		return []Player{{ID: 1, History: []Game{{Opponent: 2, Color: Black}}}, {ID: 2, History: []Game{{Opponent: 1, Color: White}}}}
	}
	for name, extra := range map[string]Game{
		"a round not played yet": {Round: 2, Opponent: 2, Color: Black},
		"against themself":       {Round: 1, Opponent: 1, Color: Black},
		"without an opponent":    {Round: 1, Opponent: NoOpponent, Color: Black},
		"without a colour":       {Round: 1, Opponent: 2},
	} {
		t.Run(name, func(t *testing.T) {
			ps := base()
			ps[0].Extra = []Game{extra}
			_, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings()})
			require.ErrorIs(t, err, ErrInvalidPlayers)
		})
	}
	ps := base()
	ps[0].Score = 4
	_, err := PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings()})
	require.ErrorIs(t, err, ErrInvalidPlayers, "two wins need an extra game")
	ps[0].Extra = []Game{{Round: 1, Opponent: 2, Color: White}}
	_, err = PairRound(Request{Round: 2, Players: ps, Settings: DefaultSettings()})
	require.NoError(t, err)
}
