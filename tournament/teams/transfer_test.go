package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/gametest"
	"taikai/tournament/teams"
)

// A team section goes through export and import whole: the teams with
// their boards and reserves, each match's boards with their results, and
// the same standings and board prizes.
func TestTeams_Issue26ExportImportKeepsTeamsMatchesAndStandings(t *testing.T) {
	v, s, _ := eightGoTeams(t)
	for n := 1; n <= 2; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for i, m := range r.Games {
			recordOK(t, s, n, m.Table, []string{"○○×", "×○○", "預××", "○×○"}[i])
		}
	}
	x, err := v.Root().Export()
	require.NoError(t, err)
	_, s2, err := tournament.NewVenue(gametest.Reimported(t, x)).Section("T")
	require.NoError(t, err)

	want, err := s.Standings(0)
	require.NoError(t, err)
	got, err := s2.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, want.Rows, got.Rows)
	wp, err := teams.Prizes(s, 0)
	require.NoError(t, err)
	gp, err := teams.Prizes(s2, 0)
	require.NoError(t, err)
	assert.Equal(t, wp.Rows, gp.Rows)
	ps, _ := s2.Participants()
	assert.Len(t, teams.Teams(ps), 8)
	r2, err := s2.Round(2)
	require.NoError(t, err)
	assert.Len(t, teams.Boards(r2.Games[0]), 3)
}
