package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// roundRobinFive is five rounds of six players (a round robin) in which 1
// and 2 win every game until they meet in round 5, where the game at table
// 1 is `final`; 3 is 3–2 after round 5.
func roundRobinFive(final string) []tournament.Round {
	rounds := [][]tournament.Game{
		{playedGame(1, 1, 3, "40-24"), playedGame(2, 2, 4, "40-24"), playedGame(3, 5, 6, "40-24")},
		{playedGame(1, 1, 4, "40-24"), playedGame(2, 2, 5, "40-24"), playedGame(3, 3, 6, "40-24")},
		{playedGame(1, 1, 5, "40-24"), playedGame(2, 2, 6, "40-24"), playedGame(3, 3, 4, "40-24")},
		{playedGame(1, 1, 6, "40-24"), playedGame(2, 2, 3, "40-24"), playedGame(3, 4, 5, "40-24")},
		{playedGame(1, 1, 2, final), playedGame(2, 3, 5, "40-24"), playedGame(3, 4, 6, "40-24")},
	}
	var out []tournament.Round
	for i, gs := range rounds {
		out = append(out, tournament.Round{Number: i + 1, Published: true, Games: gs})
	}
	return out
}

// Seed 002 (5回戦終了時点において5戦全勝者が2名以下…全勝者は6回戦の試合を
// 行いません): with A (4–0) v B (4–0) held 勝敗預かり in round 5, round 6 is
// not paired — the refusal names the held game and says why, in both
// languages — and nothing changes; once the arbiter rules A the winner,
// pairing decides: A is the early finalist and skips round 6.
func TestPairNextRound_Seed002EarlyFinalWaitsForThePendingRuling(t *testing.T) {
	s := sixPlayers(t, roundRobinFive("40-24")[:4]...)
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
		return w.PutRound(tournament.Round{Number: 5, Published: true, Games: []tournament.Game{unplayed(1, 1, 2), playedGame(2, 3, 5, "40-24"), playedGame(3, 4, 6, "40-24")}})
	}))
	_, dec, err := s.RecordDispute(5, 1, tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
	require.NoError(t, err)
	require.Equal(t, tournament.DecisionPending, dec.Kind)

	_, err = s.PairNextRound()
	require.Error(t, err)
	assert.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, err.Error(), "round 5 table 1 (青木 一郎 v 井上 二郎): held pending a ruling")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "5回戦1番卓（青木 一郎 対 井上 二郎） は勝敗預かりです")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "早期決勝進出の判定と6回戦の組合せは裁定を待ちます")
	rs, _ := s.Rounds()
	assert.Len(t, rs, 5, "round 6 is not paired")
	d, ok, err := othellogame.Of(s).EarlyFinalCheck()
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, []int{1, 2}, d.Waiting)
	assert.False(t, d.Applies)

	_, err = s.Rule(5, 1, tournament.RulingInput{Result: "40-24", Reason: "正規棋譜で確認"})
	require.NoError(t, err)
	r6, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, []int{1}, r6.EarlyFinalists, "A (5–0) is the early finalist")
	for _, g := range r6.Games {
		assert.False(t, g.Has(1), "the early finalist does not play round 6")
	}
	assert.Contains(t, r6.Reason.Ja, "全勝者は6回戦を行わず決勝戦に進出します")
}

// A held game that cannot change the decision (4, 1–3, v 6, 0–4) does
// not hold round 6 up: 1 is the early finalist.
func TestPairNextRound_Seed002PendingGameOfNoCandidatePairs(t *testing.T) {
	rounds := roundRobinFive("40-24")
	rounds[4].Games[2] = playedGame(3, 4, 6, "pending") // 4 (1–3) v 6 (0–4)
	s := sixPlayers(t, rounds...)
	r6, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, []int{1}, r6.EarlyFinalists)
}
