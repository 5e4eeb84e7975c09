package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// roundRobinFirstPlayed is a roundRobinSection of game with four players
// whose round 1 is paired and played, result at every table; it returns
// the section's service and round 1.
func roundRobinFirstPlayed(t *testing.T, game, result string) (*tournament.Service, tournament.Round) {
	t.Helper()
	_, s := roundRobinSection(t, game, 4)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		_, err := s.RecordResult(1, g.Table, result)
		require.NoError(t, err)
	}
	return s, r
}

// roundRobinSection is an event of one Othello section of n players
// playing a round robin (総当たり) at tables 11 onwards.
func roundRobinSection(t *testing.T, game string, n int) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	settings := map[string]string{"seed": "5"}
	if game == "othello" {
		settings["early_final"] = "false" // a Swiss rule
	}
	v := emptyVenue(t, "総当たり戦")
	s := addSection(t, v, tournament.SectionForm{Key: "S", Name: "総当たりの部", Game: game, Format: "総当たり", Tables: "11-20", Settings: settings})
	addPlayers(t, s, n, rank1d)
	return v, s
}

// A round robin of n plays n−1 rounds (n even) or n (n odd, one bye
// each), everyone meeting everyone exactly once, then refuses a further
// round.
func TestRoundRobin_Issue25EveryoneMeetsEveryoneOnceInBergerRounds(t *testing.T) {
	for _, n := range []int{4, 5, 6, 7, 10} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			_, s := roundRobinSection(t, "othello", n)
			met := map[[2]int]int{}
			byes := map[int]int{}
			rounds := n - 1
			if n%2 == 1 {
				rounds = n
			}
			for k := 1; k <= rounds; k++ {
				r, err := s.PairNextRound()
				require.NoError(t, err, "round %d", k)
				for _, g := range r.Games {
					if g.IsBye() {
						byes[g.Black]++
						continue
					}
					assert.True(t, g.Table >= 11 && g.Table <= 20, "venue table %d", g.Table)
					met[[2]int{min(g.Black, g.White), max(g.Black, g.White)}]++
					_, err := s.RecordResult(k, g.Table, "40-24")
					require.NoError(t, err)
				}
			}
			assert.Len(t, met, n*(n-1)/2, "every pair met")
			for pair, c := range met {
				assert.Equal(t, 1, c, "pair %v met once", pair)
			}
			if n%2 == 1 {
				assert.Len(t, byes, n)
				for id, c := range byes {
					assert.Equal(t, 1, c, "player %d has one bye", id)
				}
			} else {
				assert.Empty(t, byes)
			}
			_, err := s.PairNextRound()
			require.ErrorContains(t, err, "all paired")
			tab, err := s.Standings(0)
			require.NoError(t, err)
			assert.Equal(t, rounds, tab.After, "the standings after the last round")
			assert.Len(t, tab.Rows, n)
		})
	}
}

// The seats are drawn when round 1 is paired and kept: a late entry does
// not join, a withdrawn player's opponent has the bye of that game.
func TestRoundRobin_Issue25SeatsKeptWithdrawnPlayersGamesAreByes(t *testing.T) {
	s, _ := roundRobinFirstPlayed(t, "go", "B+R")
	_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅刻者"})
	require.NoError(t, err)
	ps, _ := s.Participants()
	require.NoError(t, s.Withdraw(ps[0].ID, 2))
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	games, byes := 0, 0
	for _, g := range r2.Games {
		assert.False(t, g.Has(ps[len(ps)-1].ID), "the late entry is not in the round robin")
		if g.IsBye() {
			byes++
			assert.Contains(t, g.Why.Ja, "不戦勝")
		} else {
			games++
		}
	}
	assert.Equal(t, 1, games)
	assert.Equal(t, 1, byes, "the withdrawn player's opponent")
}

func TestRoundRobin_Issue25FormatChangesOnlyBeforeTheFirstRound(t *testing.T) {
	v, s := roundRobinSection(t, "othello", 4)
	_, err := v.EditSection("S", tournament.SectionForm{Format: "swiss"})
	require.NoError(t, err)
	_, err = v.EditSection("S", tournament.SectionForm{Format: "roundrobin"})
	require.NoError(t, err)
	_, err = s.PairNextRound()
	require.NoError(t, err)
	_, err = v.EditSection("S", tournament.SectionForm{Format: "swiss"})
	require.ErrorContains(t, err, "only before its first round")
	_, err = v.AddSection(tournament.SectionForm{Key: "K", Game: "go", Format: "cup"})
	require.ErrorContains(t, err, "unknown format \"cup\": use swiss, ")
	assert.Contains(t, err.Error(), "roundrobin", "the formats are listed")
	_, err = v.AddSection(tournament.SectionForm{Key: "K", Game: "go", Format: "総当たり", Options: tournament.FormatOptions{"third-place": "true"}})
	require.ErrorContains(t, err, "a round robin takes no format options")
	secs, _ := v.Sections()
	assert.Equal(t, tournament.FormatRoundRobin, secs[0].Format.Of())
	assert.Len(t, seatsOf(t, secs[0]), 4, "the seats drawn are kept")
}

// An Othello round robin of 4 (3 rounds) with the early final on: its
// check follows the rounds (issue 38; refused before).
func TestRoundRobin_Issue38OthelloRoundRobinEarlyFinalFollowsItsRounds(t *testing.T) {
	s := addSection(t, emptyVenue(t, "総当たり戦"), tournament.SectionForm{Key: "S", Game: "othello", Format: "roundrobin"})
	addPlayers(t, s, 4, nameOnly)
	// Refused before issue 38 (the early final stayed at round 5); it
	// follows the round robin's 3 rounds now.
	_, err := s.PairNextRound()
	require.NoError(t, err)
	rs, _ := s.Rounds()
	assert.Len(t, rs, 1)
}
