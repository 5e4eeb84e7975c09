package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func res(s string) GameResult {
	r, err := ParseGameResult(s)
	if err != nil {
		panic(err)
	}
	return r
}

func TestStandings_Section4WinsThenSOSThenSODOSThenHeadToHead(t *testing.T) {
	players := []StandingPlayer{{ID: 1, Lot: 6}, {ID: 2, Lot: 5}, {ID: 3, Lot: 4}, {ID: 4, Lot: 3}, {ID: 5, Lot: 2}, {ID: 6, Lot: 1}}
	rounds := [][]StandingGame{
		{{Black: 1, White: 2, Result: res("B+R")}, {Black: 3, White: 4, Result: res("B+2.5")}, {Black: 5, White: 6, Result: res("B+T")}},
		{{Black: 2, White: 3, Result: res("B+R")}, {Black: 4, White: 5, Result: res("W+R")}, {Black: 6, White: 1, Result: res("W+0.5")}},
	}
	// Wins (half-points): 1: 4 (beat 2, 6); 5: 4 (beat 6, 4); 2: 2; 3: 2; 4: 0; 6: 0.
	// SOS: 1 = 2(2)+6(0) = 2; 5 = 6(0)+4(0) = 0 → 1 above 5.
	// 2 and 3: SOS 2 = 1(4)+3(2) = 6; 3 = 4(0)+2(2) = 2 → 2 above 3.
	rows, err := Standings(players, rounds, []Tiebreak{SOS, SODOS, HeadToHead})
	require.NoError(t, err)
	var ids []int
	for _, r := range rows {
		ids = append(ids, r.ID)
	}
	assert.Equal(t, []int{1, 5, 2, 3, 6, 4}, ids, "6 (SOS 8) above 4 (SOS 6)")
	assert.Equal(t, 2, rows[0].SOS)
	assert.Equal(t, 2, rows[0].SODOS)
	assert.False(t, rows[0].Tied)

	// Head-to-head alone: 2 beat 3, so 2 is above 3 whatever the lot (3 has the better lot).
	rows, _ = Standings(players, rounds, []Tiebreak{HeadToHead})
	pos := map[int]int{}
	for _, r := range rows {
		pos[r.ID] = r.Place
	}
	assert.Less(t, pos[2], pos[3])
	// 1 and 5 did not meet: they share the rank; the lot (5 before 1) places them.
	assert.Equal(t, 5, rows[0].ID)
	assert.True(t, rows[0].Tied)
	assert.Equal(t, 1, rows[1].Rank)
	// With no tiebreak, 2 and 3 share a rank and the lot puts 3 first.
	rows, _ = Standings(players, rounds, nil)
	assert.Equal(t, 3, rows[2].ID)
	assert.Equal(t, rows[2].Rank, rows[3].Rank)
}

func TestStandings_Section1SpecialResults(t *testing.T) {
	players := []StandingPlayer{{ID: 1}, {ID: 2}, {ID: 3}, {ID: 4}, {ID: 5}}
	rounds := [][]StandingGame{{
		{Black: 1, White: 2, Result: res("double-loss")},
		{Black: 3, White: 4, Result: res("pending")},
		{Black: 5, Result: GameResult{}},
	}}
	rows, err := Standings(players, rounds, []Tiebreak{SOS})
	require.NoError(t, err)
	byID := map[int]StandingRow{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	assert.Equal(t, 0, byID[1].Score+byID[2].Score, "両負け: a loss to both")
	assert.True(t, byID[3].Pending)
	assert.True(t, byID[4].Pending)
	assert.Equal(t, 2, byID[5].Score, "a bye is a win")
	assert.Equal(t, 5, rows[0].ID)
	_, err = ParseTiebreaks("sos,xyz")
	assert.Error(t, err)
	ts, err := ParseTiebreaks(DefaultTies)
	require.NoError(t, err)
	assert.Equal(t, []Tiebreak{SOS, SODOS, HeadToHead}, ts)
}
