package igo

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var t0 = time.Date(2026, 12, 5, 14, 0, 0, 0, time.UTC)

// flowAt starts a flow on the final position of the seed's correct screen
// (its dead marks taken off: they are the players' to make), past the
// drawing: both confirmed at t0.
func flowAt(t *testing.T, resumed bool) Flow {
	t.Helper()
	b, err := os.ReadFile("testdata/count/correct.txt")
	require.NoError(t, err)
	f, err := NewFlow(string(b), resumed, t0)
	require.NoError(t, err)
	f = act(t, f, ActConfirm, Black, "", 0)
	f = act(t, f, ActConfirm, White, "", 0)
	require.Equal(t, StageJoint, f.Stage)
	return f
}

func act(t *testing.T, f Flow, k FlowActionKind, by Colour, gtp string, sec int) Flow {
	t.Helper()
	a := FlowAction{Kind: k, By: by}
	if gtp != "" {
		p, err := ParsePoint(gtp, 9)
		require.NoError(t, err)
		a.Point = p
	}
	out, err := f.Act(a, t0.Add(time.Duration(sec)*time.Second), DefaultFlowLimits)
	require.NoError(t, err, "%s by %s at %s", k, by, f.Stage)
	return out
}

func refused(t *testing.T, f Flow, k FlowActionKind, by Colour, gtp string, sec int) *FlowError {
	t.Helper()
	a := FlowAction{Kind: k, By: by}
	if gtp != "" {
		a.Point, _ = ParsePoint(gtp, 9)
	}
	out, err := f.Act(a, t0.Add(time.Duration(sec)*time.Second), DefaultFlowLimits)
	var fe *FlowError
	if !assertFlowErr(t, err, &fe) {
		return nil
	}
	assert.Equal(t, f.Advance(t0.Add(time.Duration(sec)*time.Second), DefaultFlowLimits), out, "a refused action changes nothing")
	return fe
}

func assertFlowErr(t *testing.T, err error, fe **FlowError) bool {
	t.Helper()
	e, ok := err.(*FlowError)
	if !assert.True(t, ok, "want a FlowError, got %v", err) {
		return false
	}
	*fe = e
	assert.NotEmpty(t, e.Ja)
	return true
}

// jointProposal marks both dead stones in the joint proposal (each side the
// other's) and both press 計算.
func jointProposal(t *testing.T, f Flow) Flow {
	f = act(t, f, ActTap, Black, "C7", 10) // Black marks White's stone
	f = act(t, f, ActTap, White, "H4", 12) // White marks Black's
	f = act(t, f, ActCalculate, Black, "", 20)
	return act(t, f, ActCalculate, White, "", 21)
}

func TestCountFlow_Seed2_1Aa_JointProposalEachMarksOnlyTheOthersChains(t *testing.T) {
	f := flowAt(t, false)
	fe := refused(t, f, ActTap, Black, "E5", 5)
	assert.Contains(t, fe.Ja, "相手の石だけ")
	f = act(t, f, ActTap, White, "F5", 6) // White's own filling at F5? F5 is Black's stone: White marks it dead
	p, _ := ParsePosition(f.Working)
	e5, _ := ParsePoint("E5", 9)
	assert.True(t, p.IsDead(e5), "the whole chain E9–E1, F5")
	f = act(t, f, ActTap, White, "F5", 7)
	p, _ = ParsePosition(f.Working)
	assert.False(t, p.IsDead(e5), "a second tap: alive again")
}

func TestCountFlow_Seed4_1_JointProposalThenApprovalDecides(t *testing.T) {
	f := jointProposal(t, flowAt(t, false))
	// 四.1.D: the first to approve proposes; the other answers.
	f = act(t, f, ActApprove, White, "", 30)
	require.Equal(t, StageApproval, f.Stage)
	assert.Equal(t, Black, f.Turn())
	refused(t, f, ActApprove, White, "", 31)
	f = act(t, f, ActApprove, Black, "", 40) // 四.4.A
	require.Equal(t, StageDone, f.Stage)
	assert.Equal(t, OutcomeProposal, f.Outcome.Kind)
	assert.Equal(t, White, f.Outcome.Proposal.By)
	c := countFlowBoard(t, f.Outcome.Proposal.Board)
	assert.Equal(t, "B+3.5", c.Result.String())
}

func TestCountFlow_Seed4_1C_ApprovalNeedsBothCalculated(t *testing.T) {
	f := flowAt(t, false)
	f = act(t, f, ActTap, Black, "C7", 5)
	f = act(t, f, ActCalculate, Black, "", 6)
	fe := refused(t, f, ActApprove, Black, "", 7)
	assert.Contains(t, fe.Ja, "両者が「計算」")
	f = act(t, f, ActCalculate, White, "", 8)
	f = act(t, f, ActTap, White, "H4", 9) // marking again: both calculate again
	refused(t, f, ActApprove, Black, "", 10)
}

func TestCountFlow_Seed4_5_4_6_RejectCounterProposalApproved(t *testing.T) {
	f := flowAt(t, false)
	f = act(t, f, ActTap, Black, "C7", 5)
	f = act(t, f, ActCalculate, Black, "", 6)
	f = act(t, f, ActCalculate, White, "", 7)
	f = act(t, f, ActApprove, Black, "", 8) // Black's proposal: H4 not marked
	f = act(t, f, ActReject, White, "", 20) // 四.5.A
	require.Equal(t, StageCounter, f.Stage)
	f = act(t, f, ActTap, White, "H4", 30)
	f = act(t, f, ActCounter, White, "", 40)
	require.Equal(t, StageCounterApproval, f.Stage)
	assert.Equal(t, Black, f.Turn(), "四.6: the original proposer answers")
	f = act(t, f, ActApprove, Black, "", 50)
	require.Equal(t, StageDone, f.Stage)
	assert.Equal(t, White, f.Outcome.Proposal.By, "the counter-proposal decides")
	assert.Equal(t, "B+3.5", countFlowBoard(t, f.Outcome.Proposal.Board).Result.String())
}

func TestCountFlow_Seed3_2Ad_CancelReturnsToTheApprovalInItsTime(t *testing.T) {
	f := jointProposal(t, flowAt(t, false))
	f = act(t, f, ActApprove, Black, "", 30)
	f = act(t, f, ActReject, White, "", 40)
	f = act(t, f, ActCancel, White, "", 50)
	require.Equal(t, StageApproval, f.Stage)
	assert.Equal(t, t0.Add(30*time.Second), f.Since, "四.5: the approval and the counter-proposal share their 2 minutes")
}

func TestCountFlow_Seed1_4B_ApprovalTimeOutTheOriginalProposalDecides(t *testing.T) {
	f := jointProposal(t, flowAt(t, false))
	f = act(t, f, ActApprove, Black, "", 30)
	f = act(t, f, ActReject, White, "", 40)
	f = f.Advance(t0.Add(30*time.Second+2*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageDone, f.Stage)
	assert.Equal(t, OutcomeProposal, f.Outcome.Kind)
	assert.Equal(t, Black, f.Outcome.Proposal.By)
}

func TestCountFlow_Seed4_2_4_3_OwnProposalsAfterTheJointTimeRanOut(t *testing.T) {
	f := flowAt(t, false)
	f = f.Advance(t0.Add(2*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageWhiteOwn, f.Stage, "四.2.A")
	refused(t, f, ActTap, Black, "C7", 121)
	f = act(t, f, ActTap, White, "E5", 125) // own mode: any stone
	f = f.Advance(t0.Add(4*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageBlackOwn, f.Stage, "四.3.A")
	f = act(t, f, ActTap, Black, "E5", 244) // White's marks stay in the work: Black revives its wall
	f = act(t, f, ActTap, Black, "C7", 245)
	f = act(t, f, ActTap, Black, "H4", 246)
	f = act(t, f, ActApprove, Black, "", 250)
	require.Equal(t, StageApproval, f.Stage)
	assert.Equal(t, White, f.Turn())
}

func TestCountFlow_Seed4_7A_4_9_NobodyProposesNobodyResumesBothLose(t *testing.T) {
	f := flowAt(t, false)
	f = f.Advance(t0.Add(6*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageResumeRequest, f.Stage, "四.7.A: neither could make a proposal")
	f = f.Advance(t0.Add(9*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageDone, f.Stage)
	assert.Equal(t, OutcomeDoubleLoss, f.Outcome.Kind, "四.9.A")
}

func TestCountFlow_Seed4_7B_4_9_CounterRejectedNobodyResumesBothLose(t *testing.T) {
	f := jointProposal(t, flowAt(t, false))
	f = act(t, f, ActApprove, Black, "", 30)
	f = act(t, f, ActReject, White, "", 40)
	f = act(t, f, ActCounter, White, "", 50)
	f = act(t, f, ActReject, Black, "", 60)
	require.Equal(t, StageResumeRequest, f.Stage, "四.7.B")
	f = f.Advance(t0.Add(60*time.Second+3*time.Minute), DefaultFlowLimits)
	assert.Equal(t, OutcomeDoubleLoss, f.Outcome.Kind)
}

func TestCountFlow_Seed4_8_ResumeThenAcknowledgedOrTimedOut(t *testing.T) {
	f := flowAt(t, false)
	f = act(t, f, ActResume, White, "", 10)
	require.Equal(t, StageResuming, f.Stage)
	assert.Equal(t, Black, f.Turn())
	g := act(t, f, ActAcknowledge, Black, "", 12)
	assert.Equal(t, OutcomeResume, g.Outcome.Kind)
	g = f.Advance(t0.Add(25*time.Second), DefaultFlowLimits)
	assert.Equal(t, OutcomeResume, g.Outcome.Kind, "四.8.B: 15 seconds")
}

func TestCountFlow_Seed3_1Ba_NoSecondResumptionWithoutProgress(t *testing.T) {
	f := flowAt(t, true)
	fe := refused(t, f, ActResume, Black, "", 10)
	assert.Contains(t, fe.Ja, "再び再開することはできません")
}

func TestCountFlow_Seed4_10_CounterRejectedAfterAResumptionIsPending(t *testing.T) {
	f := jointProposal(t, flowAt(t, true))
	f = act(t, f, ActApprove, Black, "", 30)
	f = act(t, f, ActReject, White, "", 40)
	f = act(t, f, ActCounter, White, "", 50)
	g := act(t, f, ActReject, Black, "", 60)
	assert.Equal(t, OutcomePending, g.Outcome.Kind)
	g = f.Advance(t0.Add(50*time.Second+time.Minute), DefaultFlowLimits)
	assert.Equal(t, OutcomePending, g.Outcome.Kind, "the counter's approval timed out: 1 minute")
}

func TestCountFlow_Seed4_11_BlacksOwnTimedOutAfterAResumptionIsNoResult(t *testing.T) {
	f := flowAt(t, true)
	f = f.Advance(t0.Add(6*time.Minute), DefaultFlowLimits)
	require.Equal(t, StageDone, f.Stage)
	assert.Equal(t, OutcomeNoResult, f.Outcome.Kind)
}

func TestCountFlow_DrawingTheFinalPositionBothConfirm(t *testing.T) {
	f, err := NewFlow(".........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n.........\n", false, t0)
	require.NoError(t, err)
	f = act(t, f, ActConfirm, Black, "", 1)
	p, _ := ParsePoint("E5", 9)
	f, err = f.Act(FlowAction{Kind: ActStone, By: White, Point: p, Colour: Black}, t0, DefaultFlowLimits)
	require.NoError(t, err)
	assert.Equal(t, [2]bool{}, f.Ready, "a changed position is confirmed again")
	f = act(t, f, ActConfirm, Black, "", 2)
	f = act(t, f, ActConfirm, White, "", 3)
	assert.Equal(t, StageJoint, f.Stage)
	assert.Equal(t, t0.Add(3*time.Second), f.Since, "the joint proposal's time starts when both confirmed")
	assert.False(t, f.Deadline(DefaultFlowLimits).IsZero())
}

func TestCountFlow_DoneRefusesEveryAction(t *testing.T) {
	f := flowAt(t, false)
	f = f.Advance(t0.Add(time.Hour), DefaultFlowLimits)
	for _, k := range []FlowActionKind{ActTap, ActApprove, ActResume, ActConfirm} {
		refused(t, f, k, Black, "C7", 3700)
	}
}

func countFlowBoard(t *testing.T, board string) Count {
	t.Helper()
	p, err := ParsePosition(board)
	require.NoError(t, err)
	c, err := CountPosition(p, 13)
	require.NoError(t, err)
	return c
}
