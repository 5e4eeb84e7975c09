package games_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/games"
	"taikai/tournament/othello"
)

// weakestFirst is Othello with round 1 seeded the other way round: a game
// whose seeding differs, to show that round 1 asks the discipline.
type weakestFirst struct{ othello.Discipline }

const weakestFirstKind tournament.GameKind = "othello-weakest-first"

func (weakestFirst) Kind() tournament.GameKind { return weakestFirstKind }
func (weakestFirst) Aliases() []string         { return nil }
func (weakestFirst) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	order := tournament.RankOrder(ev, ps)
	slices.Reverse(order)
	return order
}

// round1Bye pairs round 1 of an event of game g with five players of 5段
// down to 1段 and returns the name of the player with the bye.
func round1Bye(t *testing.T, g tournament.GameKind) string {
	t.Helper()
	s := tournament.NewService(storage.NewMemory())
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(g), Name: "seeding"}, nil, time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	for _, p := range []struct{ name, rank string }{{"Godan", "5d"}, {"Yondan", "4d"}, {"Sandan", "3d"}, {"Nidan", "2d"}, {"Shodan", "1d"}} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: p.name, tournament.FieldRank: p.rank})
		require.NoError(t, err)
	}
	r, err := s.PairNextRound()
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	for _, gm := range r.Games {
		if gm.IsBye() {
			return names[gm.Black]
		}
	}
	t.Fatal("five players and no bye")
	return ""
}

// Issue 24: round 1 is seeded by the discipline (tournament.Swiss.Seeding),
// not by the shared pairing code: the bye of round 1 goes to the last seed.
func TestSeeding_Issue24Round1ByeGoesToTheLastSeedOfTheGamesOwnSeeding(t *testing.T) {
	games.Register()
	tournament.Register(weakestFirst{})
	assert.Equal(t, "Shodan", round1Bye(t, othello.Kind), "Othello seeds by rank: the 1段 is last")
	assert.Equal(t, "Godan", round1Bye(t, weakestFirstKind), "seeded weakest first: the 5段 is last")
}
