package pairing

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leagueGames reads games written as "0>1" (0 beat 1), "0=1" (drawn) or
// "0?1" (not played yet).
func leagueGames(t *testing.T, written ...string) []LeagueGame {
	t.Helper()
	var games []LeagueGame
	for _, w := range written {
		var a, b int
		var op rune
		_, err := fmt.Sscanf(w, "%d%c%d", &a, &op, &b)
		require.NoError(t, err, w)
		g := LeagueGame{A: a, B: b}
		switch op {
		case '>':
			g.Result = LeagueWinA
		case '<':
			g.Result = LeagueWinB
		case '=':
			g.Result = LeagueDraw
		case '?':
			g.Result = LeaguePending
		default:
			t.Fatalf("unknown result in %q", w)
		}
		games = append(games, g)
	}
	return games
}

func leagueTable(t *testing.T, n int, tiebreaks [][]int, written ...string) LeagueTable {
	t.Helper()
	table, err := LeagueStandings(n, leagueGames(t, written...), tiebreaks)
	require.NoError(t, err)
	return table
}

func leagueOrder(table LeagueTable) (players, places []int) {
	for _, r := range table.Rows {
		players = append(players, r.Player)
		places = append(places, r.Place)
	}
	return players, places
}

func TestLeague_OrderedByWinsDrawCountingHalf(t *testing.T) {
	// 2: 2 wins 1 draw; 0: 2 wins; 1: 1 win 1 draw; 3: 0.
	table := leagueTable(t, 4, nil, "0>1", "2>0", "3<0", "1=2", "1>3", "2>3")
	players, places := leagueOrder(table)
	assert.Equal(t, []int{2, 0, 1, 3}, players)
	assert.Equal(t, []int{1, 2, 3, 4}, places)
	assert.Equal(t, LeagueRow{Player: 2, Place: 1, Wins: 2, Draws: 1, Points2: 5}, table.Rows[0])
	assert.Empty(t, table.Ties)
	assert.Zero(t, table.Pending)
}

func TestLeague_HeadToHeadBeforeTiebreakValues(t *testing.T) {
	// 0 and 1 both have two wins; 1 beat 0, so 1 is ahead although 0 has
	// the better tiebreak value.
	table := leagueTable(t, 4, [][]int{{50}, {10}, {0}, {0}}, "1>0", "0>2", "0>3", "1<2", "1>3", "2<3")
	players, _ := leagueOrder(table)
	assert.Equal(t, []int{1, 0, 3, 2}, players)
}

func TestLeague_ThreeWayCycleIsATieForThePlayoffOrLot(t *testing.T) {
	// 三すくみ: 0 beat 1, 1 beat 2, 2 beat 0.
	table := leagueTable(t, 3, nil, "0>1", "1>2", "2>0")
	players, places := leagueOrder(table)
	assert.Equal(t, []int{0, 1, 2}, players)
	assert.Equal(t, []int{1, 1, 1}, places)
	assert.Equal(t, []LeagueTie{{Place: 1, Players: []int{0, 1, 2}}}, table.Ties)
}

func TestLeague_ThreeWayCycleAboveAFourthPlayerSharesFirstPlace(t *testing.T) {
	table := leagueTable(t, 4, [][]int{{0}, {0}, {0}, {0}}, "0>1", "1>2", "2>0", "0>3", "1>3", "2>3")
	_, places := leagueOrder(table)
	assert.Equal(t, []int{1, 1, 1, 4}, places)
	assert.Equal(t, []LeagueTie{{Place: 1, Players: []int{0, 1, 2}}}, table.Ties)
}

func TestLeague_TiebreakValuesBreakACycleAndHeadToHeadStartsAgainAmongTheRest(t *testing.T) {
	// A cycle; the value puts 0 last, 1 and 2 are level on it, and 1 beat 2.
	table := leagueTable(t, 3, [][]int{{10}, {12}, {12}}, "0>1", "1>2", "2>0")
	players, places := leagueOrder(table)
	assert.Equal(t, []int{1, 2, 0}, players)
	assert.Equal(t, []int{1, 2, 3}, places)
	assert.Empty(t, table.Ties)
}

func TestLeague_TiebreakValuesComparedInOrder(t *testing.T) {
	// Level on the first value; the second decides.
	table := leagueTable(t, 3, [][]int{{5, 1}, {5, 3}, {5, 2}}, "0>1", "1>2", "2>0")
	players, _ := leagueOrder(table)
	assert.Equal(t, []int{1, 2, 0}, players)
}

func TestLeague_HeadToHeadStartsAgainAmongTheSmallerTiedSet(t *testing.T) {
	// 0..3 have three wins each. Among them 0 and 1 have two wins, 2 and 3
	// one; then 1 beat 0 and 2 beat 3. The value favouring 0 is not reached.
	tb := [][]int{{9}, {1}, {1}, {1}, {0}, {0}}
	table := leagueTable(t, 6, tb,
		"1>0", "0>2", "0>3", "1>2", "3>1", "2>3",
		"4>0", "4>1", "2>4", "3>4",
		"0>5", "1>5", "2>5", "3>5", "5>4")
	players, places := leagueOrder(table)
	assert.Equal(t, []int{1, 0, 2, 3, 4, 5}, players)
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6}, places)
}

func TestLeague_DrawnGameBetweenTwoLevelPlayersIsATie(t *testing.T) {
	table := leagueTable(t, 3, nil, "0=1", "0>2", "1>2")
	_, places := leagueOrder(table)
	assert.Equal(t, []int{1, 1, 3}, places)
	assert.Equal(t, []LeagueTie{{Place: 1, Players: []int{0, 1}}}, table.Ties)
}

func TestLeague_PendingAndUnlistedPairsMakeTheTableProvisional(t *testing.T) {
	table := leagueTable(t, 4, nil, "0>1", "2?3", "0>2")
	assert.Equal(t, 4, table.Pending) // 2-3 pending; 0-3, 1-2, 1-3 not listed
}

func TestLeague_RefusesInconsistentGroups(t *testing.T) {
	tests := []struct {
		name  string
		n     int
		games []LeagueGame
		tb    [][]int
	}{
		{"no players", 0, nil, nil},
		{"one player", 1, nil, nil},
		{"too many players", MaxBergerPlayers + 1, nil, nil},
		{"player outside", 3, []LeagueGame{{A: 0, B: 3, Result: LeagueWinA}}, nil},
		{"negative player", 3, []LeagueGame{{A: -1, B: 0, Result: LeagueWinA}}, nil},
		{"against oneself", 3, []LeagueGame{{A: 1, B: 1, Result: LeagueWinA}}, nil},
		{"pair twice", 3, []LeagueGame{{A: 0, B: 1, Result: LeagueWinA}, {A: 1, B: 0, Result: LeagueWinA}}, nil},
		{"unknown result", 3, []LeagueGame{{A: 0, B: 1, Result: 9}}, nil},
		{"tiebreaks missing a player", 3, nil, [][]int{{1}, {1}}},
		{"tiebreaks of unequal length", 3, nil, [][]int{{1}, {1, 2}, {1}}},
	}
	for _, tt := range tests {
		_, err := LeagueStandings(tt.n, tt.games, tt.tb)
		assert.ErrorIs(t, err, ErrInvalidLeague, tt.name)
	}
}

func TestLeague_BergerScheduleOfEveryResultGivesEveryPlaceOnce(t *testing.T) {
	// Every outcome of a group of four: places run 1..4 except within ties,
	// and a tie's players share the place of its first row.
	rounds, err := BergerRounds(4)
	require.NoError(t, err)
	var pairs [][2]int
	for _, r := range rounds {
		for _, g := range r {
			pairs = append(pairs, [2]int{g.First, g.Second})
		}
	}
	outcomes := []LeagueResult{LeagueWinA, LeagueWinB, LeagueDraw}
	total := 1
	for range pairs {
		total *= len(outcomes)
	}
	for code := range total {
		games := make([]LeagueGame, len(pairs))
		c := code
		for i, p := range pairs {
			games[i] = LeagueGame{A: p[0], B: p[1], Result: outcomes[c%3]}
			c /= 3
		}
		table, err := LeagueStandings(4, games, nil)
		require.NoError(t, err)
		require.Len(t, table.Rows, 4)
		inTie := map[int]bool{}
		for _, tie := range table.Ties {
			for _, p := range tie.Players {
				inTie[p] = true
			}
		}
		for i, r := range table.Rows {
			if i > 0 {
				require.GreaterOrEqual(t, table.Rows[i-1].Points2, r.Points2)
			}
			if !inTie[r.Player] {
				require.Equal(t, i+1, r.Place)
			}
		}
	}
}
