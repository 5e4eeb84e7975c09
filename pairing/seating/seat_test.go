package seating

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSeat_Section6InvalidInputIsRejected(t *testing.T) {
	four := FromOrder(ids(4))
	tests := []struct {
		name string
		req  Request
		want error
	}{
		{"duplicate ID", Request{Players: append(FromOrder(ids(5)), Player{ID: 3, Strength: 9})}, ErrDuplicatePlayer},
		{"ID reserved for CPU seats", Request{Players: append(FromOrder(ids(3)), Player{ID: CPU})}, ErrReservedID},
		{"nobody", Request{}, ErrTooFewPlayers},
		{"one person and three CPUs", Request{Players: FromOrder(ids(1))}, ErrTooFewPlayers},
		{"fewer than 2 people per table", Request{Players: FromOrder(ids(7)), Tables: 4}, ErrTooFewPlayers},
		{"too few tables", Request{Players: FromOrder(ids(9)), Tables: 2}, ErrTableCount},
		{"negative tables", Request{Players: four, Tables: -1}, ErrTableCount},
		{"strength too large", Request{Players: []Player{{ID: 1, Strength: MaxStrength + 1}, {ID: 2}}}, ErrStrengthRange},
		{"strength too small", Request{Players: []Player{{ID: 1, Strength: -MaxStrength - 1}, {ID: 2}}}, ErrStrengthRange},
		{"pair of one player", Request{Players: four, Tablemates: []Pair{{A: 2, B: 2}}}, ErrInvalidTablemates},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Seat(tt.req)
			require.ErrorIs(t, err, tt.want)
			assert.Empty(t, s.Tables)
		})
	}
}

func TestSeat_Section5TablematesOfPlayersNotSeatedAreIgnored(t *testing.T) {
	// 99 was eliminated; the pair 1–2 is given twice and counts once.
	req := Request{
		Players:    FromOrder(ids(8)),
		Tablemates: []Pair{NewPair(1, 99), NewPair(99, 100), NewPair(1, 2), NewPair(2, 1), {A: CPU, B: 1}},
	}
	s, err := Seat(req)
	require.NoError(t, err)
	checkSeating(t, req, s)
	assert.Empty(t, s.Repeats)
}

func TestSeating_Section5ExplainGivesStrengthAndRepeatsPerTable(t *testing.T) {
	// 7 players at two tables; 2, 3 and 6 have all met each other, so two
	// of them must share a table again: one repeat pair, no more.
	mates := TablematePairs([]int{2, 3, 6})
	req := Request{Players: FromOrder(ids(7)), Tablemates: mates, Seed: 9}
	s, err := Seat(req)
	require.NoError(t, err)
	checkSeating(t, req, s)
	require.Len(t, s.Repeats, 1)
	lines := s.Explain()
	require.Len(t, lines, 3)
	for i, tab := range s.Tables {
		assert.Contains(t, lines[i], tab.Name+": ")
		assert.Contains(t, lines[i], "strength ")
	}
	assert.Contains(t, lines[0]+lines[1], "repeats "+s.Repeats[0].String())
	assert.Contains(t, lines[0]+lines[1], "no repeats")
	assert.Contains(t, lines[1], "CPU")
	assert.Equal(t, "repeats in total: 1", lines[2])
}

func TestSeating_Section5ExplainLineFormat(t *testing.T) {
	s := Seating{Tables: []Table{
		{Name: "A", Seats: [Seats]int{12, CPU, 5, CPU}, Strength: 41, Repeats: []Pair{{A: 5, B: 12}}},
		{Name: "B", Seats: [Seats]int{1, 2, 3, 4}, Strength: 10},
	}, Repeats: []Pair{{A: 5, B: 12}}}
	assert.Equal(t, []string{
		"A: 12, CPU, 5, CPU; strength 41; repeats 5–12",
		"B: 1, 2, 3, 4; strength 10; no repeats",
		"repeats in total: 1",
	}, s.Explain())
}

func TestSeating_Section5TablematesFeedTheNextStage(t *testing.T) {
	s := Seating{Tables: []Table{
		{Name: "A", Seats: [Seats]int{3, CPU, 1, CPU}},
		{Name: "B", Seats: [Seats]int{4, 2, 6, 5}},
	}}
	assert.Equal(t, []Pair{
		{A: 1, B: 3},
		{A: 2, B: 4}, {A: 4, B: 6}, {A: 4, B: 5}, {A: 2, B: 6}, {A: 2, B: 5}, {A: 5, B: 6},
	}, s.Tablemates())
	assert.Equal(t, Pair{A: 2, B: 7}, NewPair(7, 2))
	assert.Equal(t, "2–7", NewPair(7, 2).String())
}
