package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The never-pair list names players; a team section pairs teams, and a
// match is board against board: two listed players of two teams keep the
// teams apart in nothing, and the round is paired as without the list.
func TestTeams_Issue27NeverPairOfPlayersKeepsNoTeamsApart(t *testing.T) {
	v, s := teamSection(t, "go", 2, "", map[string]string{"seed": "3"})
	a := addTeam(t, s, "チームA", "1d", "1k")
	b := addTeam(t, s, "チームB", "1d", "1k")
	_, err := v.AddNeverPair(a.Boards[0], b.Boards[0])
	require.NoError(t, err)
	r, err := s.PairNextRound()
	require.NoError(t, err, "nothing is refused")
	require.Len(t, r.Games, 1)
	assert.True(t, r.Games[0].Has(a.ID) && r.Games[0].Has(b.ID))
	assert.NotContains(t, r.Games[0].Why.Ja, "対局させない")
}
