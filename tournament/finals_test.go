package tournament_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

func TestFinals_Section23FullEventWithHiddenDiscAndCertification(t *testing.T) {
	s := demoPlayed(t, 36, 7, 7)
	_, _, err := othellogame.Of(s).EarlyFinalCheck()
	require.NoError(t, err)
	r, d, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	assert.True(t, r.Final)
	assert.Equal(t, 7, r.Number)
	assert.Equal(t, d.Finalists[0], r.Games[0].Black)
	assert.NotEmpty(t, r.Reason.Ja)

	_, err = s.RecordResult(7, 1, "32-32")
	require.ErrorContains(t, err, "hidden-disc", "colours come from the ceremony first")

	hider, caller, why, err := othellogame.Of(s).HiddenDiscRoles(7, 1)
	require.NoError(t, err)
	assert.NotEmpty(t, why.Ja)
	// The caller calls black-up, white is up: the hider chooses; takes the
	// draw-win right; the caller then takes White.
	hd, err := othellogame.Of(s).RecordHiddenDisc(7, 1, hider, "black", "white", "draw-win", "white")
	require.NoError(t, err)
	assert.Equal(t, hider, hd.DrawWinHolder)
	r, _ = s.Round(7)
	assert.Equal(t, caller, r.Games[0].White)
	assert.Equal(t, hider, r.Games[0].Black)

	// Both flags fell in the final: the draw-win right holder wins.
	v, err := s.RecordResult(7, 1, "both-timeout")
	require.NoError(t, err)
	assert.Equal(t, tournament.Black, v.Winner)
	if len(r.Games) == 2 {
		hiddenDisc(t, s, 7, 2, "white", "white", "colour", "black")
		_, err = s.RecordResult(7, 2, "40-24")
		require.NoError(t, err)
	}
	list, err := othellogame.Of(s).Certification()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(list), 3)
	assert.Equal(t, 1, list[0].Place)
	assert.Equal(t, hider, list[0].ID)
	assert.Equal(t, 7, list[0].Certificate.Dan)
	assert.Equal(t, 2, list[1].Place)
	assert.Equal(t, 6, list[1].Certificate.Dan)
	assert.Equal(t, 3, list[2].Place)
}

func TestFinals_Section23EarlyFinalistsSkipTheLastRound(t *testing.T) {
	s := demo(t, 12)
	// Make player 1 win every game as Black or White for five rounds; others random.
	rng := rand.New(rand.NewPCG(3, 3))
	for n := 1; n <= 5; n++ {
		_, err := s.PairNextRound()
		require.NoError(t, err)
		resultAll(t, s, n, func(g tournament.Game) string {
			switch {
			case g.Black == 1:
				return "40-24"
			case g.White == 1:
				return "24-40"
			case rng.IntN(2) == 0:
				return "36-28"
			}
			return "28-36"
		})
	}
	d, ok, err := othellogame.Of(s).EarlyFinalCheck()
	require.NoError(t, err)
	require.True(t, ok)
	r6, err := s.PairNextRound()
	require.NoError(t, err)
	if d.Applies {
		assert.Contains(t, d.Finalists, 1)
		assert.Equal(t, d.Finalists, r6.EarlyFinalists)
		for _, g := range r6.Games {
			assert.False(t, g.Has(1), "the early finalist does not play round 6")
		}
	} else {
		assert.Empty(t, r6.EarlyFinalists)
	}
	assert.NotEmpty(t, r6.Reason.En)
}

// No round is paired after the final (it crashed when the rounds setting
// was raised after the finals).
func TestPairNextRound_NothingAfterTheFinal(t *testing.T) {
	s := demoPlayed(t, 8, 3, 4)
	_, _, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	require.NoError(t, s.ChangeSettings(map[string]string{"rounds": "9", "early_final_after": "8"}))
	_, err = s.PairNextRound()
	assert.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.ErrorContains(t, err, "final")
}
