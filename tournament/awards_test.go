package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// Issue 38: the award list (and the 賞状) for every game and format: a
// Swiss by its standings, a knockout by its bracket (優勝, 準優勝, 3位), a
// league by group, Othello by its final — in a section too; refused while
// a round waits for results.
func TestAwards_Issue38EveryFormatAndTheOthelloFinal(t *testing.T) {
	s := goEvent(t, "3d", "2d", "1d", "1k")
	_, err := s.Awards(3)
	require.ErrorContains(t, err, "no round has been played")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.Awards(3)
	require.ErrorContains(t, err, "still waits for results")
	for _, g := range r.Games {
		_, err := s.RecordResult(1, g.Table, "B+R")
		require.NoError(t, err)
	}
	aw, err := s.Awards(3)
	require.NoError(t, err)
	require.NotEmpty(t, aw)
	assert.Equal(t, 1, aw[0].Place)
	assert.Equal(t, "優勝", aw[0].Title().Ja)

	v, _ := advanceLeague(t, 3, nil)
	_, l, err := v.Section("L")
	require.NoError(t, err)
	aw, err = l.Awards(1)
	require.NoError(t, err)
	require.Len(t, aw, 3, "the winner of each of three groups")
	assert.Equal(t, "A組 優勝", aw[0].Title().Ja)
	assert.Equal(t, "C組 優勝", aw[2].Title().Ja)

	_, k := knockoutSection(t, []string{"5d", "4d", "3d", "2d"}, tournament.FormatOptions{})
	_, _ = playKnockout(t, k) // to its end, when pairing is refused
	aw, err = k.Awards(2)
	require.NoError(t, err)
	require.Len(t, aw, 2)
	assert.Equal(t, []int{1, 2}, []int{aw[0].Place, aw[1].Place})
	assert.Equal(t, "準優勝", aw[1].Title().Ja)

	_, o := othelloSection(t, 10, 38, map[string]string{"rounds": "5"})
	_, err = o.Awards(3)
	require.ErrorContains(t, err, "the awards come from the final")
	fr, _, err := othellogame.Of(o).PairFinals()
	require.NoError(t, err)
	final := fr.Games[0]
	hider, caller := hiddenDisc(t, o, fr.Number, final.Table, "black", "black", "colour", "black")
	_, err = o.RecordResult(fr.Number, final.Table, "40-24")
	require.NoError(t, err)
	aw, err = o.Awards(3)
	require.NoError(t, err)
	require.Len(t, aw, 3)
	assert.Equal(t, caller, aw[0].ID, "the final's winner (at table 21) is 優勝")
	assert.Equal(t, hider, aw[1].ID)
	assert.Equal(t, "第3位", aw[2].Title().Ja)
}
