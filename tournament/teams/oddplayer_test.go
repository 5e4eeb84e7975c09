package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// A team section's odd team has the bye: 待ち合わせ and 審判対局 are refused
// when the round is paired, saying to set odd_player=bye.
func TestTeams_Issue27OddTeamHasTheBye(t *testing.T) {
	for _, mode := range []string{"wait", "arbiter"} {
		t.Run(mode, func(t *testing.T) {
			_, s := teamSection(t, "go", 2, "", map[string]string{"odd_player": mode})
			for _, name := range []string{"チームA", "チームB", "チームC"} {
				addTeam(t, s, name, "1d", "1k")
			}
			_, err := s.PairNextRound()
			require.ErrorContains(t, err, "the odd team has the bye")
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "odd_player=bye")
			require.NoError(t, s.ChangeSettings(map[string]string{"odd_player": "bye"}))
			r, err := s.PairNextRound()
			require.NoError(t, err)
			assert.True(t, r.Games[len(r.Games)-1].IsBye())
		})
	}
}
