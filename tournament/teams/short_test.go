package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// Issue 38, 欠員: 「5人に満たない場合には3人以上」. A team of 5 boards
// plays with 4 or 3 players; its players take boards 1 on, the empty
// boards are lost by default (欠, the opponent's 不) when seated; the
// result is typed for every board (the empty ones as they stand) or for
// the boards played only; 2 players are refused.
func TestTeams_Issue38TeamPlaysShortEmptyBoardsLostByDefault(t *testing.T) {
	_, s := teamSection(t, "go", 5, "", map[string]string{"seed": "3", "handicap": "false"})
	assert.Equal(t, 3, tournament.TeamRules{Boards: 5}.MinPlayers())
	assert.Equal(t, 2, tournament.TeamRules{Boards: 3}.MinPlayers())
	full := addTeam(t, s, "甲", "1d", "1d", "1d", "1d", "1d")
	short := addTeam(t, s, "乙", "1d", "1d", "1d", "1d")
	_, err := teams.Add(s, teams.Form{Name: "丙", Players: []tournament.ParticipantForm{{tournament.FieldName: "丙1"}, {tournament.FieldName: "丙2"}}})
	require.ErrorContains(t, err, "play with 3 at least")

	m, bs := onlyMatch(t, s, 5)
	assert.True(t, bs[4].Empty(), "board 5 has no player of 乙")
	assert.Equal(t, "不", bs[4].Mark(full.ID))
	assert.Equal(t, "欠", bs[4].Mark(short.ID))
	for k := 0; k < 4; k++ {
		assert.False(t, bs[k].Empty())
	}

	// Typed for every board: the empty one must stand as it is.
	first := m.Black
	wrong, right := "○○○○○", "○○○○不"
	if first == short.ID {
		wrong, right = "○○○○○", "○○○○欠"
	}
	_, err = s.RecordResult(1, m.Table, wrong)
	require.ErrorContains(t, err, "board 5 has no player (欠員)")
	v, err := s.RecordResult(1, m.Table, right)
	require.NoError(t, err)
	assert.NotEqual(t, tournament.NoColour, v.Winner)

	// Or only the boards played: 2-2 on them, board 5 to 甲.
	require.NoError(t, s.ClearResult(1, m.Table))
	_, err = s.RecordResult(1, m.Table, "××○○")
	if first == short.ID {
		require.NoError(t, s.ClearResult(1, m.Table))
		_, err = s.RecordResult(1, m.Table, "○○××")
	}
	require.NoError(t, err)
	st, err := s.Standings(1)
	require.NoError(t, err)
	assert.Equal(t, full.ID, st.Rows[0].ID, "甲 wins 3-2 with the empty board")
}
