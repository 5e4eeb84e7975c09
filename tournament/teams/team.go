// Package teams runs a section as a team event (団体戦): its entrants are
// teams of players in board order (主将, 副将, 三将 …), paired by the
// section's format like players; a match is board k against board k,
// each board played and seated by the section's game, won by boards won,
// scored by match points then board points (issue 26).
//
// A team is a participant of the section whose Extra holds its players
// (their IDs, board order) and reserves (補欠); each player is a
// participant of the section whose Extra names the team. A match is a game
// between two teams whose Extra holds its boards, each a game of the
// section's game between two players.
package teams

import (
	"slices"

	"taikai/tournament"
)

// Register makes team sections play every paired game (main registers it
// with the games).
func Register() {
	tournament.RegisterTeams(wrap)
	tournament.RegisterTeamEntrants(IsTeam)
}

// record is a participant's Extra in a team section: a team's players in
// board order and reserves, or a player's team.
type record struct {
	Boards   []int `json:"boards,omitempty"`
	Reserves []int `json:"reserves,omitempty"`
	Team     int   `json:"team,omitempty"`
}

// Team is a team of a section: the participant that enters, its players in
// board order and its reserves.
type Team struct {
	tournament.Participant
	Boards, Reserves []int
}

// recordOf reads participant p's team record; zero when p is not part of a
// team (or the record is damaged, which Check reports).
func recordOf(p tournament.Participant) record {
	return tournament.ReadExtraOrZero[record](p.Extra)
}

// IsTeam reports whether participant p is a team.
func IsTeam(p tournament.Participant) bool { return len(recordOf(p).Boards) > 0 }

// TeamOf returns participant p as a team; ok false for a player.
func TeamOf(p tournament.Participant) (Team, bool) {
	r := recordOf(p)
	if len(r.Boards) == 0 {
		return Team{}, false
	}
	return Team{Participant: p, Boards: slices.Clone(r.Boards), Reserves: slices.Clone(r.Reserves)}, true
}

// TeamOfPlayer returns the ID of player p's team, 0 for none.
func TeamOfPlayer(p tournament.Participant) int { return recordOf(p).Team }

// Teams returns the teams among ps, in registration order.
func Teams(ps []tournament.Participant) []Team {
	var out []Team
	for _, p := range ps {
		if t, ok := TeamOf(p); ok {
			out = append(out, t)
		}
	}
	return out
}

// withRecord returns p with its Extra set to r.
func withRecord(p tournament.Participant, r record) (tournament.Participant, error) {
	e, err := tournament.EncodeExtra(r)
	if err != nil {
		return p, err
	}
	p.Extra = e
	return p, nil
}

// Has reports whether player id is one of the team's (a board or a reserve).
func (t Team) Has(id int) bool {
	return slices.Contains(t.Boards, id) || slices.Contains(t.Reserves, id)
}
