package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestResultKinds_JapaneseNamesAndWinners(t *testing.T) {
	tests := []struct {
		kind            ResultKind
		keyword, en, ja string
		hasWinner       bool
	}{
		{ResultNormal, "normal", "normal result", "通常の勝敗", true},
		{ResultJigo, "jigo", "jigo (draw)", "持碁", false},
		{ResultForfeit, "forfeit", "forfeit", "不戦勝/不戦敗", true},
		{ResultFoul, "foul", "loss by foul", "反則負け", true},
		{ResultTimeout, "timeout", "loss on time", "時間切れ", true},
		{ResultDoubleLoss, "double-loss", "both lose", "両負け", false},
		{ResultNoResult, "no-result", "no result", "無勝負", false},
		{ResultNoResultReplay, "no-result-replay", "no result, replay ordered", "無勝負（打ち直し）", false},
		{ResultPending, "pending", "result held pending a ruling", "勝敗預かり", false},
	}
	for _, tt := range tests {
		t.Run(tt.keyword, func(t *testing.T) {
			assert.True(t, tt.kind.Valid())
			assert.Equal(t, tt.keyword, tt.kind.Keyword())
			assert.Equal(t, tt.en, tt.kind.String())
			assert.Equal(t, tt.ja, tt.kind.Japanese())
			assert.Equal(t, tt.hasWinner, tt.kind.HasWinner())
		})
	}
	bad := ResultKind(42)
	assert.False(t, bad.Valid())
	assert.Equal(t, "", bad.Keyword())
	assert.Equal(t, "invalid result kind", bad.String())
	assert.False(t, ResultKind(-1).Valid())
}
