package igo

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTimeControl_SheetDescriptions(t *testing.T) {
	tests := []struct {
		name   string
		tc     TimeControl
		ja, en string
	}{
		{"SuddenDeath",
			TimeControl{Kind: TimeSuddenDeath, MainTime: 40 * time.Minute},
			"持ち時間40分、切れ負け（打ち切り）", "40 min sudden death"},
		{"SuddenDeathHoursAndMinutes",
			TimeControl{Kind: TimeSuddenDeath, MainTime: 90 * time.Minute},
			"持ち時間1時間30分、切れ負け（打ち切り）", "1 h 30 min sudden death"},
		{"ByoYomiWithConsiderationTimeSeedExample",
			TimeControl{Kind: TimeByoYomi, MainTime: time.Minute, ByoYomi: 30 * time.Second,
				ConsiderationTime: 60 * time.Second, ConsiderationCount: 10},
			"持ち時間1分、秒読み1手30秒、考慮時間60秒×10回",
			"Main time 1 min, then byo-yomi 30 s per move, consideration time 60 s × 10"},
		{"ByoYomiOnly",
			TimeControl{Kind: TimeByoYomi, ByoYomi: 30 * time.Second},
			"持ち時間なし、秒読み1手30秒", "No main time, then byo-yomi 30 s per move"},
		{"CanadianSeedExample",
			TimeControl{Kind: TimeCanadian, MainTime: time.Minute, Moves: 25, Period: 10 * time.Minute},
			"持ち時間1分、秒読み25手10分", "Main time 1 min, then 25 moves in 10 min (Canadian)"},
		{"CanadianOddPeriod",
			TimeControl{Kind: TimeCanadian, MainTime: 20 * time.Minute, Moves: 10, Period: 90 * time.Second},
			"持ち時間20分、秒読み10手1分30秒", "Main time 20 min, then 10 moves in 1 min 30 s (Canadian)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, tt.tc.Validate())
			assert.Equal(t, tt.ja, tt.tc.Japanese())
			assert.Equal(t, tt.en, tt.tc.English())
		})
	}
	assert.Equal(t, "", TimeControl{}.Japanese())
	assert.Equal(t, "", TimeControl{}.English())
}

func TestTimeControl_ValidateRejectsIncompleteSettings(t *testing.T) {
	tests := []struct {
		name string
		tc   TimeControl
	}{
		{"NoKind", TimeControl{MainTime: time.Minute}},
		{"SuddenDeathWithoutMainTime", TimeControl{Kind: TimeSuddenDeath}},
		{"SuddenDeathWithByoYomi", TimeControl{Kind: TimeSuddenDeath, MainTime: time.Minute, ByoYomi: time.Second}},
		{"ByoYomiZeroSecondsIsSuddenDeath", TimeControl{Kind: TimeByoYomi, MainTime: time.Minute}},
		{"ConsiderationWithoutCount", TimeControl{Kind: TimeByoYomi, ByoYomi: 30 * time.Second, ConsiderationTime: time.Minute}},
		{"ConsiderationCountWithoutTime", TimeControl{Kind: TimeByoYomi, ByoYomi: 30 * time.Second, ConsiderationCount: 3}},
		{"ByoYomiWithMoves", TimeControl{Kind: TimeByoYomi, ByoYomi: 30 * time.Second, Moves: 25}},
		{"CanadianWithoutMoves", TimeControl{Kind: TimeCanadian, Period: 10 * time.Minute}},
		{"CanadianWithByoYomi", TimeControl{Kind: TimeCanadian, Moves: 25, Period: 10 * time.Minute, ByoYomi: time.Second}},
		{"FractionOfASecond", TimeControl{Kind: TimeSuddenDeath, MainTime: 1500 * time.Millisecond}},
		{"NegativeTime", TimeControl{Kind: TimeSuddenDeath, MainTime: -time.Minute}},
		{"NegativeCount", TimeControl{Kind: TimeCanadian, Moves: -1, Period: time.Minute}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.ErrorIs(t, tt.tc.Validate(), ErrInvalidTimeControl)
		})
	}
}
