package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament/teams"
)

// Two teams swapped by hand between matches before the round is played:
// each match's boards are seated again for the teams now at the table, so
// a result typed there lands on the players who play it.
func TestTeams_Issue26SwappedTeamsGetTheirOwnBoards(t *testing.T) {
	_, s, ts := eightGoTeams(t)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	a, b := r.Games[0].Black, r.Games[1].Black
	_, err = s.SwapPlayers(1, a, b)
	require.NoError(t, err)
	r, err = s.Round(1)
	require.NoError(t, err)
	byID := map[int][]int{}
	for _, tm := range ts {
		byID[tm.ID] = tm.Boards
	}
	for _, m := range r.Games[:2] {
		for k, bd := range teams.Boards(m) {
			assert.True(t, bd.Game.Has(byID[m.Black][k]), "table %d board %d: a player of the team now listed first", m.Table, k+1)
			assert.True(t, bd.Game.Has(byID[m.White][k]), "table %d board %d: a player of the other team", m.Table, k+1)
		}
	}
	// Colours swapped at a table: the other team is listed first and the
	// boards follow.
	before := r.Games[2]
	_, err = s.SwapColours(1, before.Table)
	require.NoError(t, err)
	r, _ = s.Round(1)
	after := r.Games[2]
	assert.Equal(t, before.White, after.Black)
	for k, bd := range teams.Boards(after) {
		assert.True(t, bd.Game.Has(byID[after.Black][k]))
	}
}
