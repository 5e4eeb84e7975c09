package tournament_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/rules/igo"
	"taikai/rules/othello"
	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// disputeAtTable1 records dispute in at table 1 of round 1 of s and checks
// the decision's kind, the dispute's status and the game's result then
// (none when result is ""); it returns the dispute and the decision.
func disputeAtTable1(t *testing.T, s *tournament.Service, in tournament.DisputeInput, kind igo.DecisionKind, status, result string) (tournament.Dispute, tournament.DisputeDecision) {
	t.Helper()
	d, dec, err := s.RecordDispute(1, 1, in)
	require.NoError(t, err)
	assert.Equal(t, kind, dec.Kind)
	assert.Equal(t, status, d.Status)
	r, _ := s.Round(1)
	if result == "" {
		assert.Nil(t, r.Games[0].Result)
	} else {
		require.NotNil(t, r.Games[0].Result)
		assert.Equal(t, result, r.Games[0].Result.Text)
	}
	return d, dec
}

// docs/rules.md §1 (seed 000, 終局処理の方法) for Go: every step of the guided
// decision is a ruling — a disagreement with nobody resuming is 両負け
// (日本囲碁規約 第13条). Go and Pair Go keep it.
func TestDispute_Section1GuidedDecisionGo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     tournament.DisputeInput
		kind   igo.DecisionKind
		result string // "" = no result yet
		status string
	}{
		{"claims agree", tournament.DisputeInput{BlackClaim: "B+R", WhiteClaim: "B+R"}, igo.DecisionAgreed, "B+R", tournament.DisputeRuled},
		{"sole claim", tournament.DisputeInput{WhiteClaim: "W+3.5"}, igo.DecisionSoleClaim, "W+3.5", tournament.DisputeRuled},
		{"disagree, resumed without progress", tournament.DisputeInput{BlackClaim: "B+R", WhiteClaim: "W+R", ResumedWithoutProgress: true}, igo.DecisionPending, "pending", tournament.DisputePending},
		{"disagree, nobody resumes", tournament.DisputeInput{BlackClaim: "B+R", WhiteClaim: "W+R"}, igo.DecisionDoubleLoss, "double-loss", tournament.DisputeRuled},
		{"disagree, resume requested", tournament.DisputeInput{BlackClaim: "B+R", WhiteClaim: "W+R", ResumeRequested: true}, igo.DecisionResume, "", tournament.DisputeOpen},
		{"no claim after a resumption without progress", tournament.DisputeInput{ResumedWithoutProgress: true}, igo.DecisionNoResult, "no-result", tournament.DisputeRuled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := goEvent(t, "1d", "1d", "1d", "1d")
			_, err := s.PairNextRound()
			require.NoError(t, err)
			d, dec := disputeAtTable1(t, s, tc.in, tc.kind, tc.status, tc.result)
			assert.False(t, dec.Proposed, "in Go the guided decision rules")
			assert.Empty(t, d.Proposal)
		})
	}
}

// Seed 002 (rules 19, 21, 23): in Othello only agreeing claims are a
// result; every other step proposes and the game is held 勝敗預かり until
// the arbiter rules — a disagreement with nobody resuming is never an
// automatic 両負け (the seed has none), and no reason cites the Japanese Go
// Rules.
func TestDispute_Seed002OthelloGuidedDecisionProposesTheArbiterRules(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in       tournament.DisputeInput
		kind     igo.DecisionKind
		proposed bool
		proposal string
		result   string // "" = no result yet
		status   string
	}{
		{"claims agree", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "40-24"}, igo.DecisionAgreed, false, "", "40-24", tournament.DisputeRuled},
		{"sole claim", tournament.DisputeInput{WhiteClaim: "30-34"}, igo.DecisionSoleClaim, true, "30-34", "pending", tournament.DisputePending},
		{"disagree, resumed without progress", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true}, igo.DecisionPending, false, "", "pending", tournament.DisputePending},
		{"disagree, nobody resumes", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40"}, igo.DecisionPending, false, "", "pending", tournament.DisputePending},
		{"no claim, nobody resumes", tournament.DisputeInput{}, igo.DecisionPending, false, "", "pending", tournament.DisputePending},
		{"disagree, resume requested", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumeRequested: true}, igo.DecisionResume, false, "", "", tournament.DisputeOpen},
		{"no claim after a resumption without progress", tournament.DisputeInput{ResumedWithoutProgress: true}, igo.DecisionNoResult, true, "no-result", "pending", tournament.DisputePending},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
			d, dec := disputeAtTable1(t, s, tc.in, tc.kind, tc.status, tc.result)
			assert.Equal(t, tc.proposed, dec.Proposed)
			assert.Equal(t, tc.proposal, d.Proposal)
			assert.NotContains(t, dec.Reason.Ja, "囲碁規約")
			assert.NotContains(t, dec.Reason.En, "Go Rules")
			assert.NotContains(t, dec.Name.Ja, "両負け")
		})
	}
}

// Seed 002 rule 23 (審判員の最終決定は何よりも優先される): the held game of a
// disagreement with nobody resuming gets the result the arbiter rules,
// whatever it is — here 両負け, given by the arbiter, not by the app.
func TestDispute_Seed002OthelloDisagreementHeldThenArbiterRules(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	_, _, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40"})
	require.NoError(t, err)
	d, err := s.Rule(1, 1, tournament.RulingInput{Result: "double-loss", Reason: "双方の申告に虚偽があり両負けとする（第21項）"})
	require.NoError(t, err)
	assert.Equal(t, tournament.DisputeRuled, d.Status)
	r, _ := s.Round(1)
	assert.Equal(t, "double-loss", r.Games[0].Result.Text)
	log, _ := s.AuditLog()
	assert.Contains(t, log[len(log)-1].Detail, "ruled: double-loss, superseding pending: 双方の申告に虚偽があり両負けとする")
}

// Claims are kept as typed (issue 22): 38-24 and 40-24 are two different
// claims — no "empty squares" reading makes them agree — and an agreed
// claim under 64 discs is held for the ruling, which asks rule 19's
// question and records the answer.
func TestDispute_Seed002ClaimsUnderSixtyFourKeptAsTyped(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	d, dec, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: "38-24", WhiteClaim: "４０－２４"})
	require.NoError(t, err)
	assert.Equal(t, "38-24", d.BlackClaim, "kept as typed")
	assert.Equal(t, "40-24", d.WhiteClaim)
	assert.NotEqual(t, igo.DecisionAgreed, dec.Kind, "38-24 and 40-24 are not the same claim")
	assert.Equal(t, tournament.DisputePending, d.Status)

	d, dec, err = s.RecordDispute(1, 2, tournament.DisputeInput{BlackClaim: "38-24", WhiteClaim: "38-24"})
	require.NoError(t, err)
	assert.Equal(t, igo.DecisionAgreed, dec.Kind)
	assert.True(t, dec.Proposed, "the rule-19 question belongs to the ruling")
	assert.Equal(t, "38-24", d.Proposal)
	assert.Equal(t, tournament.DisputePending, d.Status)
	assert.Contains(t, dec.Reason.Ja, "裁定でこの問いに答えるまで勝敗預かり")
	r, _ := s.Round(1)
	assert.Equal(t, "pending", r.Games[1].Result.Text)

	_, err = s.Rule(1, 2, tournament.RulingInput{Result: "38-24"})
	var q *tournament.Question
	require.ErrorAs(t, err, &q, "the ruling asks rule 19's question")
	assert.ErrorIs(t, err, tournament.ErrNeedsAnswer)
	d, err = s.Rule(1, 2, tournament.RulingInput{Result: "38-24", Answers: []string{othellogame.AnswerRecordingError}, Reason: "記入ミス"})
	require.NoError(t, err)
	assert.Equal(t, tournament.DisputeRuled, d.Status)
	assert.Equal(t, "38-26", d.Rulings[len(d.Rulings)-1].Result)
	assert.Equal(t, "38-24", d.BlackClaim, "the claims stay as typed")
}

// Seed 002: a bye or 勝敗預かり is no claim; a claim whose discs do not fit
// its outcome is refused; nothing is recorded.
func TestDispute_Seed002ImpossibleClaimsRefused(t *testing.T) {
	for _, claim := range []string{"bye", "pending", "勝敗預かり", "30-40:timeout-white", "40-30"} {
		t.Run(claim, func(t *testing.T) {
			s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
			_, _, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: claim, WhiteClaim: "24-40"})
			require.ErrorIs(t, err, tournament.ErrInvalidInput)
			assert.NotEmpty(t, tournament.Localize(err, tournament.Japanese))
			r, _ := s.Round(1)
			assert.Nil(t, r.Games[0].Dispute)
		})
	}
}

// Asking to resume and saying play was already resumed without progress
// contradict each other: refused, in Japanese too, nothing recorded.
func TestDispute_Section1ResumeRequestedAndResumedWithoutProgressRefused(t *testing.T) {
	s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
	_, _, err := s.RecordDispute(1, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumeRequested: true, ResumedWithoutProgress: true})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "両立しません")
	r, _ := s.Round(1)
	assert.Nil(t, r.Games[0].Dispute)
}

func TestDispute_Section1PendingThenPairedThenRuled(t *testing.T) {
	s := demo(t, 8)
	rng := rand.New(rand.NewPCG(9, 9))
	_, err := s.PairNextRound()
	require.NoError(t, err)
	r1, _ := s.Round(1)
	disputed := r1.Games[0]
	// Every other table plays; table 1 goes 勝敗預かり.
	for _, g := range r1.Games[1:] {
		_, err := s.RecordResult(1, g.Table, "40-24")
		require.NoError(t, err)
	}
	_, dec, err := s.RecordDispute(1, 1, tournament.DisputeInput{Record: "棋譜どおり", BlackClaim: "33-31", WhiteClaim: "31-33", ResumedWithoutProgress: true})
	require.NoError(t, err)
	require.Equal(t, igo.DecisionPending, dec.Kind)
	_, err = s.RecordResult(1, 1, "40-24")
	require.ErrorContains(t, err, "disputed", "the result of a disputed game comes from a ruling")

	rows, _, err := othellogame.Of(s).Standings(0)
	require.NoError(t, err)
	for _, r := range rows {
		if r.ID == disputed.Black || r.ID == disputed.White {
			assert.True(t, r.Pending, "players of a pending game are marked")
			assert.Equal(t, othello.Half(0), r.Score)
		}
	}
	// The next round is paired anyway, the pending players by their current score.
	_, err = s.PairNextRound()
	require.NoError(t, err)
	playRandom(t, s, 2, rng)

	// The ruling arrives: Black's claim stands.
	d, err := s.RuleDispute(1, 1, "33-31", false, "棋譜と再現局面により黒の主張を認める")
	require.NoError(t, err)
	assert.Equal(t, tournament.DisputeRuled, d.Status)
	require.Len(t, d.Rulings, 2, "the pending decision and the ruling both stay")
	rows, _, err = othellogame.Of(s).Standings(1)
	require.NoError(t, err)
	for _, r := range rows {
		if r.ID == disputed.Black {
			assert.Equal(t, othello.Half(2), r.Score)
			assert.False(t, r.Pending)
		}
	}
	// A newer ruling supersedes it.
	d, err = s.RuleDispute(1, 1, "double-loss", false, "再審議の結果、両負け")
	require.NoError(t, err)
	assert.Len(t, d.Rulings, 3)
	rows, _, _ = othellogame.Of(s).Standings(1)
	for _, r := range rows {
		if r.ID == disputed.Black || r.ID == disputed.White {
			assert.Equal(t, othello.Half(0), r.Score, "両負け: a loss to both")
		}
	}
	log, _ := s.AuditLog()
	var actions []string
	for _, e := range log {
		actions = append(actions, e.Action)
	}
	assert.Contains(t, actions, "dispute.record")
	assert.Equal(t, "dispute.rule", log[len(log)-1].Action)
	assert.Contains(t, log[len(log)-1].Detail, "superseding 33-31")
	list, err := s.Disputes()
	require.NoError(t, err)
	require.Len(t, list, 1)

	_, err = s.RuleDispute(1, 2, "40-24", false, "")
	require.ErrorIs(t, err, tournament.ErrNotFound)
	_, err = s.RuleDispute(1, 1, "40-24", true, "")
	require.ErrorContains(t, err, "replay")
}

// docs/rules.md §1 for Pair Go (seed 000 through the Go family): a disagreement with
// nobody resuming is still ruled 両負け at once, citing 日本囲碁規約 第13条.
func TestDispute_Section1PairGoDisagreementStillDoubleLoss(t *testing.T) {
	s, g := pairGoRound(t)
	d, dec, err := s.RecordDispute(1, g.Table, tournament.DisputeInput{BlackClaim: "B+R", WhiteClaim: "W+R"})
	require.NoError(t, err)
	assert.Equal(t, igo.DecisionDoubleLoss, dec.Kind)
	assert.Equal(t, "両負け", dec.Name.Ja)
	assert.Contains(t, dec.Reason.Ja, "日本囲碁規約第13条")
	assert.Equal(t, tournament.DisputeRuled, d.Status)
	r, _ := s.Round(1)
	assert.Equal(t, "double-loss", r.Games[0].Result.Text)
}
