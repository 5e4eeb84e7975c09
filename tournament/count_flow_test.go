package tournament_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "taikai/rules/igo"
	"taikai/tournament"
	igogame "taikai/tournament/igo"
)

// flowEvent is a Go event of two 1-dan players paired, with a clock the
// test moves, and table 1's final position counted by the arbiter.
func flowEvent(t *testing.T, settings map[string]string) (*tournament.Service, *time.Time) {
	t.Helper()
	now := today
	s := stillEvent(t, tournament.EventInfo{Game: "go", Name: "囲碁大会"}, settings, tournament.WithClock(func() time.Time { return now }))
	for _, n := range []string{"黒田", "白石"} {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n, tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.ProposeCount(1, 1, "arbiter", tournament.CountInput{Board: seedScreen(t, "correct")}, "審判")
	require.NoError(t, err)
	return s, &now
}

func flowAct(t *testing.T, s *tournament.Service, k rules.FlowActionKind, by rules.Colour, gtp string) igogame.CountFlowState {
	t.Helper()
	st, ok, err := igogame.Of(s).CountFlow(1, 1)
	require.NoError(t, err)
	require.True(t, ok)
	a := rules.FlowAction{Kind: k, By: by}
	if gtp != "" {
		a.Point, err = rules.ParsePoint(gtp, 9)
		require.NoError(t, err)
	}
	st, err = igogame.Of(s).ActCountFlow(1, 1, st.Flow.Version, a)
	require.NoError(t, err, "%s by %s", k, by)
	return st
}

// Issue 37: the phones' flow runs on the arbiter's counted board, keeps
// each step in the file, and its outcome is recorded only when the arbiter
// accepts it.
func TestCountFlow_Issue37ProposalRejectCounterApproveThenTheArbiterAccepts(t *testing.T) {
	s, now := flowEvent(t, nil)
	g := igogame.Of(s)
	st, err := g.StartCountFlow(1, 1, false)
	require.NoError(t, err)
	assert.Equal(t, rules.StageDrawing, st.Flow.Stage)
	assert.NotContains(t, st.Flow.Board, "o", "the arbiter's dead marks are the players' to make")
	flowAct(t, s, rules.ActConfirm, rules.Black, "")
	flowAct(t, s, rules.ActConfirm, rules.White, "")
	flowAct(t, s, rules.ActTap, rules.Black, "C7")
	flowAct(t, s, rules.ActCalculate, rules.Black, "")
	flowAct(t, s, rules.ActCalculate, rules.White, "")
	st = flowAct(t, s, rules.ActApprove, rules.Black, "")
	assert.Equal(t, rules.StageApproval, st.Flow.Stage)
	*now = now.Add(30 * time.Second)
	flowAct(t, s, rules.ActReject, rules.White, "")
	flowAct(t, s, rules.ActTap, rules.White, "H4")
	flowAct(t, s, rules.ActCounter, rules.White, "")
	st = flowAct(t, s, rules.ActApprove, rules.Black, "")
	require.Equal(t, rules.StageDone, st.Flow.Stage)
	assert.Equal(t, "B+3.5", st.Result)
	assert.False(t, st.Accepted)

	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Result, "nothing is recorded without the arbiter")
	wh, ok := r.Games[0].Dispute.LatestCount(tournament.CountWhite)
	require.True(t, ok, "the deciding counter-proposal is kept with the counted boards")
	assert.Equal(t, "B+3.5", wh.Claim)
	bl, ok := r.Games[0].Dispute.LatestCount(tournament.CountBlack)
	require.True(t, ok, "Black's proposal too (棋譜3点セット)")
	assert.Equal(t, "B+30.5", bl.Claim, "C7 marked, H4 not: White's area is dame round H4")

	_, err = g.AcceptCountFlow(1, 1)
	require.NoError(t, err)
	r, _ = s.Round(1)
	require.NotNil(t, r.Games[0].Result)
	assert.Equal(t, "B+3.5", r.Games[0].Result.Text)
	st, _, _ = g.CountFlow(1, 1)
	assert.True(t, st.Accepted)
	_, err = g.AcceptCountFlow(1, 1)
	assert.ErrorContains(t, err, "already recorded")
}

// A phone acting on a screen the other player or the clock has changed is
// refused; the section's time limits apply (here 60 s to propose).
func TestCountFlow_Issue37StaleScreenRefusedAndSectionLimits(t *testing.T) {
	s, now := flowEvent(t, map[string]string{igogame.SettingCountProposal: "60", igogame.SettingCountResumeRequest: "30"})
	g := igogame.Of(s)
	st, err := g.StartCountFlow(1, 1, false)
	require.NoError(t, err)
	seen := st.Flow.Version
	flowAct(t, s, rules.ActConfirm, rules.White, "")
	_, err = g.ActCountFlow(1, 1, seen, rules.FlowAction{Kind: rules.ActConfirm, By: rules.Black})
	require.ErrorIs(t, err, igogame.ErrStaleFlow)
	flowAct(t, s, rules.ActConfirm, rules.Black, "")
	*now = now.Add(61 * time.Second)
	st, _, err = g.CountFlow(1, 1)
	require.NoError(t, err)
	assert.Equal(t, rules.StageWhiteOwn, st.Flow.Stage, "60 s, the section's limit")
	// Nobody proposes, nobody resumes: 両負け, then accepted.
	*now = now.Add(2*time.Minute + 31*time.Second)
	st, _, _ = g.CountFlow(1, 1)
	require.Equal(t, rules.StageDone, st.Flow.Stage)
	assert.Equal(t, tournament.ResultDoubleLoss, st.Result)
	_, err = g.AcceptCountFlow(1, 1)
	require.NoError(t, err)
	r, _ := s.Round(1)
	assert.Equal(t, tournament.ResultDoubleLoss, r.Games[0].Result.Text)
}

func TestCountFlow_Issue37RefusedInAGameNotCounted(t *testing.T) {
	s := oddEvent(t, "othello", 4, nil)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = igogame.Of(s).StartCountFlow(1, 1, false)
	assert.ErrorContains(t, err, "not counted on a board")
}
