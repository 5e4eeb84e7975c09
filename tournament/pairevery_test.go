package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 38: 全部門の次の回戦を組む over a day of a league, the knockout that
// takes its places and a 四人将棋 section: the league is paired, the
// 四人将棋 stage seated (not refused as "not a pairing game"), the
// knockout says it waits for the league (not "needs 2 entrants"); asked
// again, the 四人将棋 stage is still being played.
func TestPairEvery_Issue38StageWaitingForItsSourceAndYoninSeated(t *testing.T) {
	v := emptyVenue(t, "大会")
	for _, f := range []tournament.SectionForm{
		{Key: "L", Name: "予選", Game: "go", Format: "league", Options: tournament.FormatOptions{"group-size": "4", "advance": "2"}, Settings: map[string]string{"seed": "3"}},
		{Key: "K", Name: "決勝", Game: "go", Format: "knockout", From: "L", Places: "通過"},
		{Key: "Y", Name: "四人将棋", Game: "yonin"},
	} {
		_, err := v.AddSection(f)
		require.NoError(t, err)
	}
	for _, key := range []string{"L", "Y"} {
		_, s, err := v.Section(key)
		require.NoError(t, err)
		for i := range 8 {
			_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("%s選手%d", key, i+1), tournament.FieldRank: "1d"})
			require.NoError(t, err)
		}
	}
	secs, err := v.Sections()
	require.NoError(t, err)
	id := map[string]int{}
	for _, s := range secs {
		id[s.Key] = s.ID
	}
	res, err := v.PairEvery()
	require.NoError(t, err)
	assert.Contains(t, res.Paired, id["L"])
	require.Contains(t, res.Seated, id["Y"])
	assert.Equal(t, "予選の卓割り：2 卓", res.Seated[id["Y"]].Ja)
	require.Contains(t, res.Refused, id["K"])
	ja := tournament.Localize(res.Refused[id["K"]], tournament.Japanese)
	assert.Contains(t, ja, "予選 の終了待ちです")
	assert.NotContains(t, ja, "2人以上必要")

	res, err = v.PairEvery()
	require.Error(t, err, "nothing more to pair")
	assert.Contains(t, tournament.Localize(res.Refused[id["Y"]], tournament.Japanese), "予選 はまだ対局中です")
}
