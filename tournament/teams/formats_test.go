package teams_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// Teams play the section's format: a knockout of four 3-board teams pairs
// matches with their boards seated, the winner of each match going on (by
// boards won), to the champion; a league of six teams in two groups of
// three plays every match of each group.
func TestTeams_Issue26TeamsPlayTheSectionsFormat(t *testing.T) {
	for _, c := range []struct {
		format  string
		opts    tournament.FormatOptions
		teams   int
		matches int
	}{
		{"knockout", tournament.FormatOptions{}, 4, 3},
		{"league", tournament.FormatOptions{"group-size": "3", "advance": "1"}, 6, 6},
	} {
		t.Run(c.format, func(t *testing.T) {
			_, s := teamEvent(t, tournament.SectionForm{Key: "T", Game: "go", Format: c.format, Options: c.opts, TeamBoards: 3, Settings: map[string]string{"seed": "2"}})
			for i := range c.teams {
				addTeam(t, s, fmt.Sprintf("T%d", i+1), "1d", "1k", "2k")
			}
			matches := 0
			playOut(t, s, func(m tournament.Game) string {
				matches++
				require.Len(t, teams.Boards(m), 3, "a match's boards are seated by the format's pairing too")
				return "○×○"
			})
			assert.Equal(t, c.matches, matches)
			tab, err := s.Standings(0)
			require.NoError(t, err)
			assert.NotEmpty(t, tab.Rows)
		})
	}
}

// A team section takes no phone reports even when the setting is on: a
// match's boards are written on its match card and entered at the desk;
// its pairing carries no report link.
func TestTeams_Issue26NoPhoneReportsForMatches(t *testing.T) {
	_, s := teamSection(t, "go", 3, "", map[string]string{"phone_reports": "true", "seed": "4"})
	addTeam(t, s, "甲", "1d", "1d", "1d")
	addTeam(t, s, "乙", "1d", "1d", "1d")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	ev, err := s.Event()
	require.NoError(t, err)
	assert.False(t, tournament.ReportsOn(ev))
	assert.Empty(t, r.Games[0].ReportToken, "no report link for a match")
}
