package igo

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// ParseTimeControl reads a time control as an event setting writes it:
//
//	30m               sudden death, 30 minutes each (切れ負け)
//	30m+30s           30 minutes, then 30 s a move (秒読み)
//	30m+0s            sudden death too: 0 s of byo-yomi (seed: 秒読み時間を0に
//	                  設定すれば打ち切り方式)
//	30m+30s+60sx10    the same with 考慮時間 60 s × 10
//	30m+25/10m        30 minutes, then 25 moves in 10 minutes (カナダ式)
//
// Durations are N followed by h, m or s.
func ParseTimeControl(s string) (TimeControl, error) {
	parts := strings.Split(strings.ReplaceAll(strings.TrimSpace(fromJapaneseTimeControl(s)), " ", ""), "+")
	bad := fmt.Errorf("%w: %q: write e.g. 30m, 30m+30s, 30m+30s+60sx10 or 30m+25/10m", ErrInvalidTimeControl, s)
	main, err := parseDuration(parts[0])
	if err != nil {
		return TimeControl{}, bad
	}
	t := TimeControl{Kind: TimeSuddenDeath, MainTime: main}
	switch {
	case len(parts) == 1:
	case len(parts) == 2 && strings.Contains(parts[1], "/"):
		moves, period, _ := strings.Cut(parts[1], "/")
		n, err1 := strconv.Atoi(moves)
		d, err2 := parseDuration(period)
		if err1 != nil || err2 != nil {
			return TimeControl{}, bad
		}
		t.Kind, t.Moves, t.Period = TimeCanadian, n, d
	case len(parts) == 2 || len(parts) == 3:
		b, err := parseDuration(parts[1])
		if err != nil {
			return TimeControl{}, bad
		}
		t.Kind, t.ByoYomi = TimeByoYomi, b
		if b == 0 && len(parts) == 2 {
			// Seed: 秒読み時間を0に設定すれば打ち切り方式となります.
			t.Kind = TimeSuddenDeath
		}
		if len(parts) == 3 {
			each, count, ok := strings.Cut(parts[2], "x")
			d, err1 := parseDuration(each)
			n, err2 := strconv.Atoi(count)
			if !ok || err1 != nil || err2 != nil {
				return TimeControl{}, bad
			}
			t.ConsiderationTime, t.ConsiderationCount = d, n
		}
	default:
		return TimeControl{}, bad
	}
	if err := t.Validate(); err != nil {
		return TimeControl{}, err
	}
	return t, nil
}

func parseDuration(s string) (time.Duration, error) {
	if len(s) < 2 {
		return 0, strconv.ErrSyntax
	}
	n, err := strconv.Atoi(s[:len(s)-1])
	if err != nil || n < 0 {
		return 0, strconv.ErrSyntax
	}
	unit, ok := map[byte]time.Duration{'h': time.Hour, 'm': time.Minute, 's': time.Second}[s[len(s)-1]]
	if !ok || time.Duration(n) > math.MaxInt64/unit {
		// A number of hours too large for a duration would wrap around
		// into some other time.
		return 0, strconv.ErrSyntax
	}
	return time.Duration(n) * unit, nil
}
