package games_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/games"
	"taikai/tournament/othello"
	"taikai/tournament/pairgo"
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
	return byeOfRound1(t, s)
}

// byeOfRound1 pairs round 1 of s and returns the name of who has the bye;
// t fails when nobody has.
func byeOfRound1(t *testing.T, s *tournament.Service) string {
	t.Helper()
	r, err := s.PairNextRound()
	require.NoError(t, err)
	names, err := s.Names()
	require.NoError(t, err)
	for _, gm := range r.Games {
		if gm.IsBye() {
			return names[gm.Black]
		}
	}
	t.Fatal("an odd number of entrants and no bye")
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

// Issue 26: Pair Go seeds round 1 by the pairs' handicap points (its own
// record of a pair), strongest first, then as Go does: the bye of round 1
// goes to the pair of the fewest points.
func TestSeeding_Issue26PairGoSeedsByThePairsHandicapPoints(t *testing.T) {
	games.Register()
	s := tournament.NewService(storage.NewMemory())
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: string(pairgo.Kind), Name: "seeding"}, nil, time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC))
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	for _, p := range []struct{ name, rank, gender string }{
		{"Kyu A", "1k", "f"}, {"Kyu B", "2k", "m"}, // (0 − 1) ÷ 2 = −0.5
		{"Dan A", "5d", "f"}, {"Dan B", "4d", "m"}, // (5 + 4) ÷ 2 = 4.5
		{"Mid A", "2d", "f"}, {"Mid B", "1d", "m"}, // (2 + 1) ÷ 2 = 1.5
	} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: p.name, tournament.FieldRank: p.rank, tournament.FieldGender: p.gender, tournament.FieldBirth: "2012-04-01"})
		require.NoError(t, err)
	}
	for _, pair := range [][3]string{{"Kyu A", "Kyu B", "Kyu"}, {"Dan A", "Dan B", "Dan"}, {"Mid A", "Mid B", "Mid"}} {
		_, _, err := pairgo.Of(s).RegisterPair(pair[0], pair[1], pair[2])
		require.NoError(t, err)
	}
	ps, err := s.Participants()
	require.NoError(t, err)
	var pairs []tournament.Participant
	for _, p := range ps {
		if p.IsPair() {
			pairs = append(pairs, p)
		}
	}
	ev, err = s.Event()
	require.NoError(t, err)
	var order []string
	for _, p := range pairgo.New().Seeding(ev, pairs) {
		order = append(order, fmt.Sprintf("%s %s", p.Name, pairgo.PairPointText(pairgo.PairPointOf(p))))
	}
	assert.Equal(t, []string{"Dan 4.5", "Mid 1.5", "Kyu -0.5"}, order)
	assert.Equal(t, "Kyu", byeOfRound1(t, s), "the last seed has the bye")
}
