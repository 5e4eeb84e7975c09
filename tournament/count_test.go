package tournament_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// seedScreen reads one of the seed's three calculation screens (9路).
func seedScreen(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile("../rules/igo/testdata/count/" + name + ".txt")
	require.NoError(t, err)
	return string(b)
}

// Issue 37: each player's 終局案 counted on the board is kept in the game's
// dispute under the game's komi; nothing is recorded until the claims go
// through the guided decision.
func TestCount_Issue37ProposalsKeptInTheDisputeThenDecided(t *testing.T) {
	s := goEvent(t, "1d", "1d", "1d", "1d")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	r, _ := s.Round(1)
	require.Equal(t, 13, handicapOf(t, s, r.Games[0]).Komi, "an even game: komi 6.5")

	black, err := s.ProposeCount(1, 1, "黒", tournament.CountInput{Board: seedScreen(t, "correct")}, "窓口")
	require.NoError(t, err)
	assert.Equal(t, tournament.CountBlack, black.Side)
	assert.Equal(t, "B+3.5", black.Claim)
	assert.Contains(t, black.Summary.Ja, "黒：地 36 ＋ アゲハマ 1 ＝ 37目")
	assert.Contains(t, black.Summary.Ja, "白：地 26 ＋ アゲハマ 1 ＋ コミ 6目半 ＝ 33目半")
	white, err := s.ProposeCount(1, 1, "white", tournament.CountInput{Board: seedScreen(t, "dead-unmarked")}, "窓口")
	require.NoError(t, err)
	assert.Equal(t, "W+33.5", white.Claim)

	r, _ = s.Round(1)
	g := r.Games[0]
	require.NotNil(t, g.Dispute)
	assert.Nil(t, g.Result, "a count records no result")
	assert.Equal(t, tournament.DisputeOpen, g.Dispute.Status)
	require.Len(t, g.Dispute.Counts, 2)
	latest, ok := g.Dispute.LatestCount(tournament.CountBlack)
	require.True(t, ok)
	assert.Contains(t, latest.Board, "..o.XO...", "the board kept with its dead marks")

	// White sees the dead stone at C7 and counts again: the proposals agree.
	_, err = s.ProposeCount(1, 1, "white", tournament.CountInput{Board: seedScreen(t, "dead-unmarked"), Dead: []string{"C7"}}, "窓口")
	require.NoError(t, err)
	r, _ = s.Round(1)
	bl, _ := r.Games[0].Dispute.LatestCount(tournament.CountBlack)
	wh, _ := r.Games[0].Dispute.LatestCount(tournament.CountWhite)
	assert.Equal(t, "B+3.5", wh.Claim)
	d, dec, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: bl.Claim, WhiteClaim: wh.Claim})
	require.NoError(t, err)
	assert.Equal(t, tournament.DecisionAgreed, dec.Kind)
	assert.Len(t, d.Counts, 3, "the decision keeps the counted boards")
	r, _ = s.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "B+3.5", r.Games[0].Result.Text)
}

func TestCount_Issue37UndoTakesAProposalBack(t *testing.T) {
	s := goEvent(t, "1d", "1d")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.ProposeCount(1, 1, "black", tournament.CountInput{Board: seedScreen(t, "correct")}, "")
	require.NoError(t, err)
	_, err = s.Undo()
	require.NoError(t, err)
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Dispute, "the dispute the count opened is gone")
}

func TestCount_Issue37RefusedWithThePlaceNothingRecorded(t *testing.T) {
	s := goEvent(t, "1d", "1d")
	_, err := s.PairNextRound()
	require.NoError(t, err)
	for _, tt := range []struct {
		name string
		in   tournament.CountInput
		ja   string
	}{
		{"two rows", tournament.CountInput{Board: "xX.......\n" + "........\n"}, "盤面が2行あります"},
		{"dead point empty", tournament.CountInput{Board: seedScreen(t, "correct"), Dead: []string{"A1"}}, "A1 は空点"},
		{"dead point off the board", tournament.CountInput{Board: seedScreen(t, "correct"), Dead: []string{"K1"}}, "9路盤の点ではありません"},
		{"nothing", tournament.CountInput{}, "盤面"},
		{"both", tournament.CountInput{Board: seedScreen(t, "correct"), SGF: "(;GM[1])"}, "どちらか一方"},
		{"illegal SGF", tournament.CountInput{SGF: "(;GM[1]SZ[9];B[dd];W[dd])"}, "2手目"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := s.ProposeCount(1, 1, "black", tt.in, "")
			var p *tournament.Problem
			require.ErrorAs(t, err, &p)
			assert.ErrorIs(t, err, tournament.ErrInvalidInput)
			assert.Contains(t, p.Ja, tt.ja)
		})
	}
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Dispute)
}

func TestCount_Issue37RefusedInASectionWhoseGameIsNotCounted(t *testing.T) {
	s := oddEvent(t, "othello", 4, nil)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.ProposeCount(1, 1, "black", tournament.CountInput{Board: seedScreen(t, "correct")}, "")
	var p *tournament.Problem
	require.ErrorAs(t, err, &p)
	assert.Contains(t, p.Ja, "オセロの対局は盤面で計算しません")
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Dispute)
}

// Pair Go claims the count as board scores; its own komi and 誤順 apply.
func TestCount_Issue37PairGoClaimsBoardScores(t *testing.T) {
	s, _, _ := juniorPairs(t)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	c, err := s.ProposeCount(1, 1, "black", tournament.CountInput{Board: seedScreen(t, "correct")}, "")
	require.NoError(t, err)
	assert.Equal(t, "37-27", c.Claim, "地 + アゲハマ, Black's first")
	_, _, err = s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: c.Claim, WhiteClaim: c.Claim})
	require.NoError(t, err)
	r, _ := s.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Contains(t, []string{"B+10", "B+4", "B+16"}, r.Games[0].Result.Text, "the game's komi applied to 37-27")
}
