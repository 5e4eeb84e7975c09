package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	igogame "taikai/tournament/igo"
	pairgogame "taikai/tournament/pairgo"
)

// pairGoEvent is a Junior Pair Go event, seed 3, of four juniors and two
// adults, no pair registered yet.
func pairGoEvent(t *testing.T) *tournament.Service {
	t.Helper()
	s := stillEvent(t, tournament.EventInfo{Game: "pairgo", Name: "ジュニアペア碁", Date: "2026-11-21"}, map[string]string{"seed": "3"})
	for _, f := range []tournament.ParticipantForm{
		{tournament.FieldName: "山田 花", tournament.FieldRank: "4d", tournament.FieldGender: "f", tournament.FieldBirth: "2013-05-01"},
		{tournament.FieldName: "田中 翔", tournament.FieldRank: "1k", tournament.FieldGender: "m", tournament.FieldBirth: "2012-01-01"},
		{tournament.FieldName: "佐藤 葵", tournament.FieldRank: "1d", tournament.FieldGender: "f", tournament.FieldBirth: "2014-03-03"},
		{tournament.FieldName: "鈴木 蓮", tournament.FieldRank: "6k", tournament.FieldGender: "m", tournament.FieldBirth: "2013-03-03"},
		{tournament.FieldName: "大人 一郎", tournament.FieldRank: "3d", tournament.FieldGender: "m", tournament.FieldBirth: "1980-01-01"},
		{tournament.FieldName: "大人 二郎", tournament.FieldRank: "3d", tournament.FieldGender: "m", tournament.FieldBirth: "1985-01-01"},
	} {
		_, err := s.AddParticipant(f)
		require.NoError(t, err)
	}
	return s
}

// juniorPairs is pairGoEvent with two junior pairs registered: 山田 花 and
// 田中 翔, then 佐藤 葵 and 鈴木 蓮.
func juniorPairs(t *testing.T) (s *tournament.Service, a, b tournament.Participant) {
	t.Helper()
	s = pairGoEvent(t)
	a, _, err := pairgogame.Of(s).RegisterPair("山田 花", "田中 翔", "")
	require.NoError(t, err)
	b, _, err = pairgogame.Of(s).RegisterPair("佐藤 葵", "鈴木 蓮", "")
	require.NoError(t, err)
	return s, a, b
}

func TestPairGo_Section3PairsCaptainHandicapAndResult(t *testing.T) {
	s := pairGoEvent(t)
	strong, warn, err := pairgogame.Of(s).RegisterPair("山田 花", "田中 翔", "")
	require.NoError(t, err)
	assert.Empty(t, warn.En)
	assert.Equal(t, 1, strong.Captain, "the woman of a mixed pair is captain")
	assert.Equal(t, 4, pairgogame.PairPointOf(strong), "4d + 1k = (4 + 0) / 2 = 2.0")
	weak, _, err := pairgogame.Of(s).RegisterPair("佐藤 葵", "鈴木 蓮", "")
	require.NoError(t, err)
	adults, warn, err := pairgogame.Of(s).RegisterPair("大人 一郎", "大人 二郎", "大人ペア")
	require.NoError(t, err, "an adult pair is registered with a warning, never refused")
	assert.NotEmpty(t, warn.Ja)
	require.NoError(t, s.Withdraw(adults.ID, 1), "so that the two junior pairs meet")
	_, _, err = pairgogame.Of(s).RegisterPair("山田 花", "大人 一郎", "")
	require.ErrorIs(t, err, tournament.ErrInvalidInput, "a person is in one pair only")

	r, err := s.PairNextRound()
	require.NoError(t, err)
	var g tournament.Game
	for _, x := range r.Games {
		if x.Has(strong.ID) && x.Has(weak.ID) {
			g = x
		}
	}
	require.NotZero(t, g.Black, "the two pairs play each other")
	assert.Equal(t, strong.ID, g.White, "the stronger pair takes White")
	h := handicapOf(t, s, g)
	require.NotNil(t, h)
	assert.Equal(t, 4, h.Stones, "difference 4.0 → 4 stones")
	assert.Equal(t, -12, h.Komi, "komi −6 (White gives 6)")

	// Two rotation errors against Black at the board, then a jigo on the board.
	_, err = pairgogame.Of(s).RecordRotationError(1, g.Table, "black")
	require.NoError(t, err)
	n, err := pairgogame.Of(s).RecordRotationError(1, g.Table, "black")
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	_, err = s.RecordResult(1, g.Table, "60-60")
	require.NoError(t, err)
	r, _ = s.Round(1)
	got, _, _ := r.GameAt(g.Table)
	// Black 60 + 6 (reverse komi) = 66; White 60 + 2 × 3 = 66: jigo, a win for White.
	assert.Equal(t, "W+J", got.Result.Text)
	assert.Contains(t, got.Result.Note.Ja, "誤順")
	log, _ := s.AuditLog()
	var errors int
	for _, e := range log {
		if e.Action == "pairgo.rotation-error" {
			errors++
		}
	}
	assert.Equal(t, 2, errors, "each rotation error is in the audit log with its time")
}

func TestPairGo_Section3DoubleMoveIsALossByFoul(t *testing.T) {
	s, _, _ := juniorPairs(t)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	_, err = s.RecordResult(1, r.Games[0].Table, "80-20:foul-black")
	require.NoError(t, err)
	r, _ = s.Round(1)
	assert.Equal(t, "foul-black", r.Games[0].Result.Text)
	rows, _, err := igogame.Of(s).Standings(1)
	require.NoError(t, err)
	require.Len(t, rows, 2, "pairs only")
	assert.Equal(t, r.Games[0].White, rows[0].ID)
}

func TestPairGo_DemoHasEightPairsOfJuniors(t *testing.T) {
	s := atToday()
	require.NoError(t, s.CreateDemoWith("pairgo", 8))
	ps, _ := s.Participants()
	pairs := 0
	for _, p := range ps {
		if p.IsPair() {
			pairs++
		}
	}
	assert.Equal(t, 8, pairs)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Len(t, r.Games, 4)
}
