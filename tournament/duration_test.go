package tournament

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// Issue 22: the clock notice said "40m0s"; a length of time is said in
// minutes and hours, in the person's language.
func TestDurationText_Issue22ClockNoticeSays40Fun(t *testing.T) {
	for _, tt := range []struct {
		d      time.Duration
		ja, en string
	}{
		{40 * time.Minute, "40分", "40 min"},
		{80 * time.Minute, "1時間20分", "1 h 20 min"},
		{2 * time.Hour, "2時間", "2 h"},
		{90 * time.Second, "2分", "2 min"},
		{0, "0分", "0 min"},
	} {
		got := DurationText(tt.d)
		assert.Equal(t, tt.ja, got.Ja, tt.d.String())
		assert.Equal(t, tt.en, got.En, tt.d.String())
	}
}
