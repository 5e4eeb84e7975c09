package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/othello"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

func unplayed(table, b, w int) tournament.Game {
	return tournament.Game{Table: table, Black: b, White: w}
}

func TestRecordResult_Section22EmptySquaresAskedThenGivenToTheWinner(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	_, err := s.RecordResult(1, 1, "38-24")
	require.ErrorIs(t, err, tournament.ErrNeedsAnswer)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "64未満")
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Result, "a refused result changes nothing")

	v, err := s.RecordResult(1, 1, "38-24", "empty-squares")
	require.NoError(t, err)
	assert.Equal(t, tournament.Black, v.Winner)
	r, _ = s.Round(1)
	assert.Equal(t, "40-24", r.Games[0].Result.Text)
	assert.Equal(t, "38-24", r.Games[0].Result.Entered)

	_, err = s.RecordResult(1, 1, "30-34")
	require.NoError(t, err)
	log, _ := s.AuditLog()
	assert.Contains(t, log[len(log)-1].Detail, "corrected from 40-24")
}

func TestRecordResult_Section22RefusesImpossibleCards(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	for _, tc := range []struct {
		text  string
		table int
		want  string
	}{
		{"40-30", 1, "64"},
		{"65-0", 1, "64"},
		{"abc", 1, "result"},
		{"40-24", 9, "no table 9"},
		{"bye", 1, "bye"},
	} {
		_, err := s.RecordResult(1, tc.table, tc.text, "empty-squares")
		require.Error(t, err, tc.text)
		assert.Contains(t, err.Error(), tc.want, tc.text)
	}
	_, err := s.RecordResult(2, 1, "40-24", "empty-squares")
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

func TestOthelloStandings_AfterCompleteRoundsWithByeAndPending(t *testing.T) {
	s := withRounds(t,
		tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}},
		tournament.Round{Number: 2, Games: []tournament.Game{unplayed(1, 1, 3), unplayed(2, 5, 2), {Black: 4}}})
	_, err := s.RecordResult(1, 1, "33-31")
	require.NoError(t, err)
	_, err = s.RecordResult(1, 2, "pending")
	require.NoError(t, err)
	rows, after, err := othellogame.Of(s).Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 1, after)
	byID := map[int]othello.Row{}
	for _, r := range rows {
		byID[r.ID] = r
	}
	assert.Equal(t, othello.Half(2), byID[1].Score)
	assert.Equal(t, othello.Half(2), byID[5].Score, "the bye is a 40-24 win")
	assert.True(t, byID[3].Pending)
	assert.Equal(t, othello.Half(0), byID[3].Score, "a pending game counts nowhere")

	_, err = s.RecordResult(2, 1, "20-44")
	require.NoError(t, err)
	_, err = s.RecordResult(2, 2, "timeout-white")
	require.NoError(t, err)
	rows, after, err = othellogame.Of(s).Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 2, after)
	assert.Equal(t, 5, rows[0].ID, "two wins")
}

// crosstableAfter is the crosstable of five players after round 1, where
// 1 met 2 at table 1 (result first), 3 met 4 at table 2 (second) and 5 had
// the bye.
func crosstableAfter(t *testing.T, first, second string) []othellogame.CrossRow {
	t.Helper()
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	_, err := s.RecordResult(1, 1, first)
	require.NoError(t, err)
	_, err = s.RecordResult(1, 2, second)
	require.NoError(t, err)
	rows, err := othellogame.Of(s).Crosstable()
	require.NoError(t, err)
	return rows
}

func TestCrosstable_Section21MarksColoursAndDiscs(t *testing.T) {
	rows := crosstableAfter(t, "40-24", "32-32")
	cell := map[int]othellogame.CrossCell{}
	for _, r := range rows {
		require.Len(t, r.Cells, 1)
		cell[r.Row.ID] = r.Cells[0]
	}
	assert.Equal(t, othellogame.CrossCell{Opponent: 2, Colour: "B", Mark: "○", Discs: 40}, cell[1])
	assert.Equal(t, othellogame.CrossCell{Opponent: 1, Colour: "W", Mark: "×", Discs: 24}, cell[2])
	assert.Equal(t, "△", cell[3].Mark)
	assert.Equal(t, othellogame.CrossCell{Mark: "不", Discs: 40}, cell[5])
}

// Issue 38: a win by forfeit (不戦勝) prints 不 on the crosstable, as its
// legend says; the side that forfeited has its loss.
func TestCrosstable_Issue38ForfeitWinPrintsFu(t *testing.T) {
	rows := crosstableAfter(t, "forfeit-white", "40-24")
	mark := map[int]string{}
	for _, r := range rows {
		mark[r.Row.ID] = r.Cells[0].Mark
	}
	assert.Equal(t, "不", mark[1], "Black won by White's forfeit")
	assert.Equal(t, "×", mark[2])
	assert.Equal(t, "○", mark[3], "a game played and won")
}
