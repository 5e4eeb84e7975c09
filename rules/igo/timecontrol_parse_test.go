package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseTimeControl_Section4PrintedForms(t *testing.T) {
	for _, tc := range []struct{ in, ja string }{
		{"30m", ""},
		{"30m+30s", ""},
		{"1m+30s+60sx10", "持ち時間1分、秒読み1手30秒、考慮時間60秒×10回"},
		{"30m+25/10m", ""},
	} {
		tcl, err := ParseTimeControl(tc.in)
		require.NoError(t, err, tc.in)
		assert.NotEmpty(t, tcl.Japanese())
		assert.NotEmpty(t, tcl.English())
		if tc.ja != "" {
			assert.Equal(t, tc.ja, tcl.Japanese())
		}
	}
	for _, in := range []string{"", "30", "30x", "30m+", "30m+x", "30m+30s+60s", "30m+a/10m"} {
		_, err := ParseTimeControl(in)
		assert.ErrorIs(t, err, ErrInvalidTimeControl, in)
	}
}

// Seed go-play-rules-pandanet.txt: 対局申込時に秒読み時間を0に設定すれば打ち切り方式
// となります — 0 s of byo-yomi is sudden death (切れ負け).
func TestParseTimeControl_SeedZeroByoYomiIsSuddenDeath(t *testing.T) {
	tests := []struct {
		in, ja, en string
	}{
		{"1m+0s", "持ち時間1分、切れ負け（打ち切り）", "1 min sudden death"},
		{"30m+0s", "持ち時間30分、切れ負け（打ち切り）", "30 min sudden death"},
		{"1h+0m", "持ち時間1時間、切れ負け（打ち切り）", "1 h sudden death"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			tc, err := ParseTimeControl(tt.in)
			require.NoError(t, err)
			assert.Equal(t, TimeControl{Kind: TimeSuddenDeath, MainTime: tc.MainTime}, tc)
			assert.Equal(t, tt.ja, tc.Japanese())
			assert.Equal(t, tt.en, tc.English())
		})
	}
	for _, in := range []string{"0m+0s", "1m+0s+60sx10"} {
		_, err := ParseTimeControl(in)
		assert.ErrorIs(t, err, ErrInvalidTimeControl, in)
	}
}
