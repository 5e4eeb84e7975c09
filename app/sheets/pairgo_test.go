package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// pairGoCardsEvent is a Pair Go event with time_control 1m+0s, a pair whose
// captain the rule decides (a mixed pair) and one it cannot (a gender
// missing), paired for round 1.
func pairGoCardsEvent(t *testing.T) *tournament.Service {
	t.Helper()
	s := atPrintTime()
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "pairgo", Name: "ジュニアペア碁大会", Date: "2026-11-21"},
		map[string]string{"seed": "3", "time_control": "1m+0s"}, printTime)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	for _, f := range []tournament.ParticipantForm{
		{tournament.FieldName: "山田 花", tournament.FieldRank: "4d", tournament.FieldGender: "f", tournament.FieldBirth: "2013-05-01"},
		{tournament.FieldName: "田中 翔", tournament.FieldRank: "1k", tournament.FieldGender: "m", tournament.FieldBirth: "2012-01-01"},
		{tournament.FieldName: "佐藤 葵", tournament.FieldRank: "1d", tournament.FieldBirth: "2014-03-03"},
		{tournament.FieldName: "鈴木 蓮", tournament.FieldRank: "6k", tournament.FieldGender: "m", tournament.FieldBirth: "2013-03-03"},
	} {
		_, err := s.AddParticipant(f)
		require.NoError(t, err)
	}
	for _, p := range [][2]string{{"山田 花", "田中 翔"}, {"佐藤 葵", "鈴木 蓮"}} {
		_, _, err := pairgo.Of(s).RegisterPair(p[0], p[1], "")
		require.NoError(t, err)
	}
	_, err = s.PairNextRound()
	require.NoError(t, err)
	return s
}

// The Pair Go table cards mark a captain the rule could not decide
// (キャプテン要確認) and print the time control; 0 s of byo-yomi is sudden
// death (seed: 秒読み時間を0に設定すれば打ち切り方式).
func TestPairGoCards_CaptainToConfirmAndSuddenDeath(t *testing.T) {
	s := pairGoCardsEvent(t)
	for _, tt := range []struct {
		lang                 tournament.Lang
		confirm, decided, tc string
	}{
		{tournament.Japanese, "佐藤 葵（キャプテン要確認）", "山田 花（キャプテン）", "持ち時間1分、切れ負け（打ち切り）"},
		{tournament.English, "佐藤 葵 (captain to confirm)", "山田 花 (captain)", "1 min sudden death"},
	} {
		t.Run(string(tt.lang), func(t *testing.T) {
			text := pdfText(t, s, "pairgo-cards", tt.lang)
			assert.Contains(t, text, tt.confirm)
			assert.Contains(t, text, tt.decided)
			assert.Contains(t, text, tt.tc)
		})
	}
}
