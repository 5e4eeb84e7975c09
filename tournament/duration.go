package tournament

import (
	"fmt"
	"time"
)

// DurationText says a length of time as a person does, to the minute:
// 「40分」「1時間20分」, "40 min", "1 h 20 min" — never Go's "40m0s". Seconds
// are rounded up to the next minute; zero or less is 「0分」, "0 min".
func DurationText(d time.Duration) Text {
	m := int((d + time.Minute - 1) / time.Minute)
	if d <= 0 {
		m = 0
	}
	h, m := m/60, m%60
	switch {
	case h == 0:
		return Text{En: fmt.Sprintf("%d min", m), Ja: fmt.Sprintf("%d分", m)}
	case m == 0:
		return Text{En: fmt.Sprintf("%d h", h), Ja: fmt.Sprintf("%d時間", h)}
	}
	return Text{En: fmt.Sprintf("%d h %d min", h, m), Ja: fmt.Sprintf("%d時間%d分", h, m)}
}

// RoundTimeText is RoundTime said as a person does (「40分」), for the
// notice that a round clock runs; ok is false when the game's time control
// does not say how long a round lasts.
func RoundTimeText(ev Event) (Text, bool) {
	d := RoundTime(ev)
	return DurationText(d), d > 0
}
