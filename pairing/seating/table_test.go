package seating

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTableName_Section5TablesAreNamedABC(t *testing.T) {
	for i, want := range map[int]string{
		-1: "", 0: "A", 1: "B", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 99: "CV", 701: "ZZ", 702: "AAA",
	} {
		assert.Equal(t, want, TableName(i), "TableName(%d)", i)
	}
}

func TestSeat_Section5CPUSubstitutesFillTheLastTable(t *testing.T) {
	tests := []struct {
		players, tables int
		people          []int // people per table, A first
	}{
		{2, 0, []int{2}},
		{3, 0, []int{3}},
		{4, 0, []int{4}},
		{5, 0, []int{3, 2}},
		{6, 0, []int{3, 3}},
		{7, 0, []int{4, 3}},
		{8, 0, []int{4, 4}},
		{9, 0, []int{3, 3, 3}},
		{10, 0, []int{4, 3, 3}},
		{11, 0, []int{4, 4, 3}},
		{12, 0, []int{4, 4, 4}},
		{13, 0, []int{4, 3, 3, 3}},
		{14, 0, []int{4, 4, 3, 3}},
		{15, 0, []int{4, 4, 4, 3}},
		{16, 0, []int{4, 4, 4, 4}},
		{17, 0, []int{4, 4, 3, 3, 3}},
		// The arbiter may ask for more tables: 12 people and 4 CPUs.
		{12, 4, []int{3, 3, 3, 3}},
		{10, 5, []int{2, 2, 2, 2, 2}},
	}
	for _, tt := range tests {
		req := Request{Players: FromOrder(ids(tt.players)), Tables: tt.tables, Seed: 7}
		s, err := Seat(req)
		require.NoError(t, err, "%d players", tt.players)
		checkSeating(t, req, s)
		var people []int
		for _, tab := range s.Tables {
			people = append(people, len(tab.People()))
			assert.Equal(t, Seats-len(tab.People()), tab.CPUs())
			assert.NotEqual(t, CPU, tab.Seats[0], "table %s: the parent of game 1 is a person", tab.Name)
			switch tab.CPUs() {
			case 1:
				assert.Equal(t, CPU, tab.Seats[3], "table %s: one CPU takes seat 3", tab.Name)
			case 2:
				assert.Equal(t, [2]int{CPU, CPU}, [2]int{tab.Seats[1], tab.Seats[3]},
					"table %s: two CPUs take seats 1 and 3", tab.Name)
			}
		}
		assert.Equal(t, tt.people, people, "%d players at %d tables", tt.players, tt.tables)
	}
}

func TestSeat_Section5SeatOrderIsDrawnFromTheSeed(t *testing.T) {
	req := Request{Players: ratedPlayers(48, 3), Seed: 11}
	first, err := Seat(req)
	require.NoError(t, err)
	again, err := Seat(req)
	require.NoError(t, err)
	assert.Equal(t, first, again, "the same seed gives the same seating")

	req.Seed = 12
	other, err := Seat(req)
	require.NoError(t, err)
	assert.NotEqual(t, first, other, "another seed draws other seat orders")
	for i := range first.Tables {
		assert.ElementsMatch(t, first.Tables[i].People(), other.Tables[i].People(),
			"stage 1 tables are the snake whatever the seed; only the seat order changes")
	}
}

func TestSeat_Section5LaterStageIsReproducible(t *testing.T) {
	_, stages := seatStages(t, ratedPlayers(64, 5), 3, false, 21)
	_, again := seatStages(t, ratedPlayers(64, 5), 3, false, 21)
	assert.Equal(t, stages, again)
}
