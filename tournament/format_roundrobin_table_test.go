package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// seatOf finds the entrant of participant id in the grid.
func seatOf(t *testing.T, grid tournament.RoundRobinGrid, id int) tournament.RoundRobinEntrant {
	t.Helper()
	for _, e := range grid.Entrants {
		if e.ID == id {
			return e
		}
	}
	require.Failf(t, "not in the grid", "participant %d", id)
	return tournament.RoundRobinEntrant{}
}

// The table of a round robin of four after round 1 (one win, one draw):
// the winner's cell ○ and the loser's ●, both drawers △, the games of
// later rounds blank with their round, wins counting a draw half and the
// places those of the standings.
func TestRoundRobinTable_Issue25CellsWinsAndPlacesAfterRoundOne(t *testing.T) {
	_, s := roundRobinSection(t, "othello", 4)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r.Games, 2)
	won, drawn := r.Games[0], r.Games[1]
	_, err = s.RecordResult(1, won.Table, "40-24")
	require.NoError(t, err)
	_, err = s.RecordResult(1, drawn.Table, "32-32")
	require.NoError(t, err)

	grid, err := tournament.RoundRobinTable(s)
	require.NoError(t, err)
	assert.Equal(t, 3, grid.Rounds)
	assert.Equal(t, 1, grid.Paired)
	require.Len(t, grid.Entrants, 4)
	for i, e := range grid.Entrants {
		assert.Equal(t, i+1, e.Seat)
		assert.True(t, e.Cells[i].Self, "the diagonal of seat %d", i+1)
		assert.Contains(t, e.Name, "選手")
	}
	w, l := seatOf(t, grid, won.Black), seatOf(t, grid, won.White)
	assert.Equal(t, tournament.MarkWon, w.Cells[l.Seat-1].Mark)
	assert.Equal(t, tournament.MarkLost, l.Cells[w.Seat-1].Mark)
	assert.Equal(t, 1, w.Cells[l.Seat-1].Round)
	d1, d2 := seatOf(t, grid, drawn.Black), seatOf(t, grid, drawn.White)
	assert.Equal(t, tournament.MarkDrawn, d1.Cells[d2.Seat-1].Mark)
	assert.Equal(t, tournament.MarkDrawn, d2.Cells[d1.Seat-1].Mark)
	later := w.Cells[d1.Seat-1]
	assert.Empty(t, later.Mark, "not played yet")
	assert.Contains(t, []int{2, 3}, later.Round)
	assert.Equal(t, "1", w.Wins.String())
	assert.Equal(t, "0.5", d1.Wins.String())
	assert.Equal(t, "0", l.Wins.String())
	assert.Equal(t, 1, w.Place)
	assert.Equal(t, 4, l.Place)
}

// A player who withdraws has the rest of their games as walkovers: the
// opponent's cell 不, theirs ●.
func TestRoundRobinTable_Issue25WithdrawnPlayersGamesAreWalkovers(t *testing.T) {
	s, r := roundRobinFirstPlayed(t, "othello", "40-24")
	gone := r.Games[0].White
	require.NoError(t, s.Withdraw(gone, 2))
	_, err := s.PairNextRound()
	require.NoError(t, err)

	grid, err := tournament.RoundRobinTable(s)
	require.NoError(t, err)
	g := seatOf(t, grid, gone)
	found := false
	for i, c := range g.Cells {
		if c.Round == 2 {
			found = true
			assert.Equal(t, tournament.MarkLost, c.Mark)
			assert.True(t, c.Walkover)
			assert.Equal(t, tournament.MarkWalkover, grid.Entrants[i].Cells[g.Seat-1].Mark)
		}
	}
	assert.True(t, found, "the withdrawn player has a round-2 opponent")
}

// The table is refused, in Japanese too, before round 1 draws the seats
// and for a section that plays no round robin.
func TestRoundRobinTable_Issue25RefusedBeforeTheDrawAndForAnotherFormat(t *testing.T) {
	v, s := roundRobinSection(t, "othello", 4)
	_, err := tournament.RoundRobinTable(s)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "席順はまだ決まっていません")

	_, err = v.AddSection(tournament.SectionForm{Key: "W", Name: "スイスの部", Game: "othello", Tables: "21-30", Settings: map[string]string{"seed": "5", "early_final": "false"}})
	require.NoError(t, err)
	_, swiss, err := v.Section("W")
	require.NoError(t, err)
	_, err = tournament.RoundRobinTable(swiss)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "この部門は総当たりではありません")
}

// Issue 38: the league group table — each group of a 予選リーグ as a round
// robin table, its games marked from the row's side.
func TestLeagueTables_Issue38EachGroupAsARoundRobin(t *testing.T) {
	_, s := advanceLeague(t, 3, nil)
	grids, err := tournament.LeagueTables(s)
	require.NoError(t, err)
	require.Len(t, grids, 3, "three groups of four")
	for i, g := range grids {
		assert.Contains(t, g.Section, tournament.LeagueGroupName(i)+"組")
		require.Len(t, g.Entrants, 4)
		assert.Equal(t, 3, g.Rounds)
		won := 0
		for _, e := range g.Entrants {
			for _, c := range e.Cells {
				if c.Mark == tournament.MarkWon {
					won++
				}
			}
			assert.Positive(t, e.Place)
		}
		assert.Equal(t, 6, won, "six games a group, each with a winner")
	}
	_, err = tournament.RoundRobinTable(s)
	assert.Error(t, err, "a league is not one round robin")
}
