package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestGameLabel_LikeTheFederationReports(t *testing.T) {
	tests := []struct {
		slot Slot
		want string
	}{
		{Slot{Number: 1}, "四1局"},
		{Slot{Number: 3, Parent: 2}, "四3局"},
		{Slot{Number: 4, Last: true}, "オーラス"},
		{Slot{Number: 2, Honba: 1}, "四2局 一本場"},
		{Slot{Number: 2, Honba: 2}, "四2局 二本場"},
		{Slot{Number: 4, Last: true, Honba: 3}, "オーラス 三本場"},
		{Slot{Number: 1, Replay: 1}, "四1局 指し直し"},
		{Slot{Number: 1, Honba: 1, Replay: 2}, "四1局 一本場 指し直し2"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.slot.Label())
		})
	}
}

func TestGameLabel_LastGameFollowsTheGamesSetting(t *testing.T) {
	st := DefaultSettings()
	st.Games = 2
	first := st.FirstSlot()
	assert.Equal(t, "四1局", first.Label())
	next, ok := st.NextSlot(first, Outcome{Places: [Seats]int{2, 1, 3, 4}})
	assert.True(t, ok)
	assert.Equal(t, "オーラス", next.Label())
	_, ok = st.NextSlot(next, Outcome{Places: [Seats]int{2, 3, 1, 4}})
	assert.False(t, ok)

	st.Games = 1
	assert.Equal(t, "オーラス", st.FirstSlot().Label())
}

func TestKansuji(t *testing.T) {
	for n, want := range map[int]string{1: "一", 9: "九", 10: "十", 11: "十一", 20: "二十", 99: "九十九", 105: "百五", 2024: "二千二十四", 0: "0", 10000: "10000"} {
		assert.Equal(t, want, Kansuji(n), "%d", n)
	}
}
