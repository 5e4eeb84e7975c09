package pairing

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Groups of four written by hand; players 0..3 of each group.
var (
	// 0 three wins, 1 two, 2 one, 3 none.
	groupInOrder = []string{"0>1", "0>2", "0>3", "1>2", "1>3", "2>3"}
	// 3 three wins, 2 two, 1 one, 0 none.
	groupReversed = []string{"0<1", "0<2", "0<3", "1<2", "1<3", "2<3"}
	// 0, 1, 2 beat each other in a circle and each beat 3.
	groupCycleAbove3 = []string{"0>1", "1>2", "2>0", "0>3", "1>3", "2>3"}
)

func TestAdvance_TopKOfEachGroup(t *testing.T) {
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, nil, groupInOrder...),
		leagueTable(t, 4, nil, groupReversed...),
	}, 2, 0)
	require.NoError(t, err)
	assert.Equal(t, []Qualifier{
		{Group: 0, Player: 0, Place: 1}, {Group: 0, Player: 1, Place: 2},
		{Group: 1, Player: 3, Place: 1}, {Group: 1, Player: 2, Place: 2},
	}, a.Qualifiers)
	assert.Empty(t, a.Ties)
}

func TestAdvance_BestOfPlaceKPlusOneByWinsThenTiebreakValues(t *testing.T) {
	// Three groups, the winners and the best second advance. The seconds of
	// groups 0 and 1 have two wins, of group 2 one; the tiebreak value puts
	// group 1's second ahead.
	tbLow, tbHigh := [][]int{{0}, {3}, {0}, {0}}, [][]int{{0}, {0}, {7}, {0}}
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, tbLow, groupInOrder...),   // second: player 1, two wins, value 3
		leagueTable(t, 4, tbHigh, groupReversed...), // second: player 2, two wins, value 7
		leagueTable(t, 3, [][]int{{0}, {0}, {0}}, "0>1", "0=2", "1=2"),
	}, 1, 1)
	require.NoError(t, err)
	assert.Equal(t, []Qualifier{
		{Group: 0, Player: 0, Place: 1},
		{Group: 1, Player: 3, Place: 1},
		{Group: 1, Player: 2, Place: 2, BestOfRest: true},
		{Group: 2, Player: 0, Place: 1},
	}, a.Qualifiers)
	assert.Empty(t, a.Ties)
}

func TestAdvance_CutOnATieAcrossGroupsIsATieToDecide(t *testing.T) {
	// The seconds of both groups have two wins and no values: one seat, two
	// contenders.
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, nil, groupInOrder...),
		leagueTable(t, 4, nil, groupReversed...),
	}, 1, 1)
	require.NoError(t, err)
	assert.Equal(t, []Qualifier{{Group: 0, Player: 0, Place: 1}, {Group: 1, Player: 3, Place: 1}}, a.Qualifiers)
	assert.Equal(t, []AdvanceTie{{Group: -1, Place: 2, Seats: 1, Among: []Contender{
		{Group: 0, Players: []int{1}}, {Group: 1, Players: []int{2}},
	}}}, a.Ties)
}

func TestAdvance_ThreeWayCycleAcrossTheCutIsLeftToTheArbiter(t *testing.T) {
	// Top two of a group whose first three beat each other in a circle: two
	// of the three, by playoff or lot.
	a, err := Advance([]LeagueTable{leagueTable(t, 4, nil, groupCycleAbove3...)}, 2, 0)
	require.NoError(t, err)
	assert.Empty(t, a.Qualifiers)
	assert.Equal(t, []AdvanceTie{{Group: 0, Place: 1, Seats: 2, Among: []Contender{
		{Group: 0, Players: []int{0}}, {Group: 0, Players: []int{1}}, {Group: 0, Players: []int{2}},
	}}}, a.Ties)
}

func TestAdvance_CycleWhosePlaceKPlusOneWinsTheBestOfRestAllAdvance(t *testing.T) {
	// The circle covers places 1-3, k = 2; its third (two wins) beats the
	// other group's third (one win) for the one extra seat: all three go.
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, nil, groupCycleAbove3...),
		leagueTable(t, 4, nil, groupInOrder...),
	}, 2, 1)
	require.NoError(t, err)
	assert.Equal(t, []Qualifier{
		{Group: 0, Player: 0, Place: 1}, {Group: 0, Player: 1, Place: 1}, {Group: 0, Player: 2, Place: 1},
		{Group: 1, Player: 0, Place: 1}, {Group: 1, Player: 1, Place: 2},
	}, a.Qualifiers)
	assert.Empty(t, a.Ties)
}

func TestAdvance_CycleAtTheCutAndLevelAcrossGroupsGivesEachDecision(t *testing.T) {
	// Both groups: the circle covers places 1-3 and k = 2, so two of the
	// three advance in each group; the two thirds (two wins each, no values)
	// are level for the one extra seat, each held by whoever of its circle
	// the group's decision leaves third.
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, nil, groupCycleAbove3...),
		leagueTable(t, 4, nil, groupCycleAbove3...),
	}, 2, 1)
	require.NoError(t, err)
	assert.Empty(t, a.Qualifiers)
	assert.Equal(t, []AdvanceTie{
		{Group: 0, Place: 1, Seats: 2, Among: []Contender{{0, []int{0}}, {0, []int{1}}, {0, []int{2}}}},
		{Group: 1, Place: 1, Seats: 2, Among: []Contender{{1, []int{0}}, {1, []int{1}}, {1, []int{2}}}},
		{Group: -1, Place: 3, Seats: 1, Among: []Contender{{0, []int{0, 1, 2}}, {1, []int{0, 1, 2}}}},
	}, a.Ties)
}

func TestAdvance_TieJustBelowTheCutWinningTheBestOfRestIsDecidedInTheGroup(t *testing.T) {
	// Group 0: 0 first; 1, 2, 3 beat each other in a circle (one win each,
	// value 5) and share places 2-4. Group 1's second also has one win, but
	// value 1. k = 1, m = 1: group 0's place 2 takes the extra seat, and who
	// of 1, 2, 3 holds it is the group's playoff or lot.
	cycleBelow0 := []string{"0>1", "0>2", "0>3", "1>2", "2>3", "3>1"}
	a, err := Advance([]LeagueTable{
		leagueTable(t, 4, [][]int{{0}, {5}, {5}, {5}}, cycleBelow0...),
		leagueTable(t, 3, [][]int{{0}, {1}, {0}}, "0>1", "1>2", "0>2"),
	}, 1, 1)
	require.NoError(t, err)
	assert.Equal(t, []Qualifier{{Group: 0, Player: 0, Place: 1}, {Group: 1, Player: 0, Place: 1}}, a.Qualifiers)
	assert.Equal(t, []AdvanceTie{
		{Group: 0, Place: 2, Seats: 1, Among: []Contender{{0, []int{1}}, {0, []int{2}}, {0, []int{3}}}},
	}, a.Ties)
}

func TestAdvance_RefusesGroupsWithGamesToPlay(t *testing.T) {
	_, err := Advance([]LeagueTable{leagueTable(t, 3, nil, "0>1", "1>2")}, 1, 0)
	assert.ErrorIs(t, err, ErrLeaguePending)
}

func TestAdvance_RefusesPlacesThatDoNotFit(t *testing.T) {
	g := leagueTable(t, 3, nil, "0>1", "1>2", "0>2")
	tb := leagueTable(t, 3, [][]int{{1}, {1}, {1}}, "0>1", "1>2", "0>2")
	tests := []struct {
		name   string
		groups []LeagueTable
		k, m   int
	}{
		{"no groups", nil, 1, 0},
		{"top zero", []LeagueTable{g}, 0, 0},
		{"negative best", []LeagueTable{g}, 1, -1},
		{"more best than groups", []LeagueTable{g, g}, 1, 3},
		{"no place k+1", []LeagueTable{g}, 3, 1},
		{"tiebreak lengths differ", []LeagueTable{g, tb}, 1, 1},
	}
	for _, tt := range tests {
		_, err := Advance(tt.groups, tt.k, tt.m)
		assert.ErrorIs(t, err, ErrInvalidAdvance, tt.name)
	}
}
