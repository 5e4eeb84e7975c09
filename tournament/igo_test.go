package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/igo"
	"taikai/tournament"
	"taikai/tournament/gametest"
	igogame "taikai/tournament/igo"
)

// goEvent is a Go event, seed 7, of participants 棋士A, 棋士B … of the
// ranks.
func goEvent(t *testing.T, ranks ...string) *tournament.Service {
	t.Helper()
	return goEventWith(t, nil, ranks...)
}

func TestGo_Section4HandicapByRankDifferenceOnEveryGame(t *testing.T) {
	s := goEvent(t, "5d", "1k", "3d", "3d", "2k", "4k")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	rank := gametest.Ranks(t, s)
	for _, g := range r.Games {
		gh := handicapOf(t, s, g)
		require.NotNil(t, gh, "table %d", g.Table)
		bv, _ := rank[g.Black].Value()
		wv, _ := rank[g.White].Value()
		h := igo.HandicapFor(igo.StrengthOf(wv, false), igo.StrengthOf(bv, false))
		assert.Equal(t, h.Stones, gh.Stones, "table %d", g.Table)
		assert.Equal(t, h.Komi.Halves(), gh.Komi)
		assert.LessOrEqual(t, bv, wv, "the weaker player (下手) takes Black")
		assert.NotEmpty(t, gh.Text.Ja)
	}
}

func TestGo_Section4ResultsStandingsAndDisputes(t *testing.T) {
	s := goEvent(t, "2d", "2d", "2d", "2d")
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, 1, "B+R")
	require.NoError(t, err)
	_, err = s.RecordResult(1, 2, "40-24")
	require.ErrorContains(t, err, "B+R", "an Othello card is not a Go result")
	_, _, err = s.RecordDispute(1, 2, tournament.DisputeInput{BlackClaim: "B+2.5", WhiteClaim: "W+0.5", ResumedWithoutProgress: true})
	require.NoError(t, err)
	rows, after, err := igogame.Of(s).Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 1, after)
	assert.Equal(t, r1.Games[0].Black, rows[0].ID)
	pending := 0
	for _, r := range rows {
		if r.Pending {
			pending++
		}
	}
	assert.Equal(t, 2, pending)
	r2, err := s.PairNextRound()
	require.NoError(t, err, "paired with the pending game held")
	assert.Len(t, r2.Games, 2)
	_, err = s.RuleDispute(1, 2, "W+0.5", false, "整地のやり直しにより白の半目勝ち")
	require.NoError(t, err)
	rows, _, _ = igogame.Of(s).Standings(1)
	for _, r := range rows {
		assert.False(t, r.Pending)
	}
	scores, err := s.ScoresBefore()
	require.NoError(t, err)
	assert.Equal(t, "1", scores[2][r1.Games[0].Black].String())
}

// Issue 38: a one-rank game states its handicap per the section's table on
// the pairing (and so the slip): the seed's reverse komi by default, 定先
// with handicap_table=josen.
func TestGoEvent_Issue38OneRankGameStatesTheSectionsTable(t *testing.T) {
	for _, c := range []struct{ table, ja string }{{"", "置石なし　白番5目半コミ出し（逆コミ）"}, {"josen", "定先（黒番コミなし）"}} {
		settings := map[string]string{}
		if c.table != "" {
			settings["handicap_table"] = c.table
		}
		s := goEventWith(t, settings, "3d", "2d")
		r, err := s.PairNextRound()
		require.NoError(t, err)
		require.Len(t, r.Games, 1)
		ev, err := s.Event()
		require.NoError(t, err)
		h := tournament.GameHandicap(ev, r.Games[0])
		require.NotNil(t, h)
		assert.Equal(t, c.ja, h.Text.Ja, c.table)
		ps, _ := s.Participants()
		assert.Equal(t, ps[1].ID, r.Games[0].Black, "the weaker (2d) takes Black")
	}
	_, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "x"}, map[string]string{"handicap_table": "定先"}, today)
	assert.ErrorIs(t, err, tournament.ErrInvalidInput, "a choice outside the list")
}
