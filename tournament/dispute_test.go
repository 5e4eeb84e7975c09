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

func TestDispute_Section1GuidedDecision(t *testing.T) {
	for _, tc := range []struct {
		name   string
		in     tournament.DisputeInput
		kind   igo.DecisionKind
		result string // "" = no result yet
		status string
	}{
		{"claims agree", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "40-24"}, igo.DecisionAgreed, "40-24", tournament.DisputeRuled},
		{"sole claim", tournament.DisputeInput{WhiteClaim: "30-34"}, igo.DecisionSoleClaim, "30-34", tournament.DisputeRuled},
		{"disagree, resumed without progress", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true}, igo.DecisionPending, "pending", tournament.DisputePending},
		{"disagree, nobody resumes", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40"}, igo.DecisionDoubleLoss, "double-loss", tournament.DisputeRuled},
		{"disagree, resume requested", tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumeRequested: true}, igo.DecisionResume, "", tournament.DisputeOpen},
		{"no claim after a resumption without progress", tournament.DisputeInput{ResumedWithoutProgress: true}, igo.DecisionNoResult, "no-result", tournament.DisputeRuled},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := withRounds(t, tournament.Round{Number: 1, Games: []tournament.Game{unplayed(1, 1, 2), unplayed(2, 3, 4), {Black: 5}}})
			d, dec, err := s.RecordDispute(1, 1, tc.in)
			require.NoError(t, err)
			assert.Equal(t, tc.kind, dec.Kind)
			assert.Equal(t, tc.status, d.Status)
			r, _ := s.Round(1)
			if tc.result == "" {
				assert.Nil(t, r.Games[0].Result)
			} else {
				require.NotNil(t, r.Games[0].Result)
				assert.Equal(t, tc.result, r.Games[0].Result.Text)
			}
		})
	}
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
