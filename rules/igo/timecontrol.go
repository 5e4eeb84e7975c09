package igo

import (
	"fmt"
	"strconv"
	"time"
)

// TimeKind is the kind of time control (持ち時間方式), as the Pandanet seed
// names them.
type TimeKind int

// The time-control kinds.
const (
	// TimeSuddenDeath: main time only (打ち切り方式, 切れ負け); also what 0 s
	// of byo-yomi means (秒読み時間を0に設定すれば打ち切り方式).
	TimeSuddenDeath TimeKind = iota + 1
	// TimeByoYomi: main time, then N seconds a move, with optional
	// consideration time M seconds × K times (秒読み方式・考慮時間).
	TimeByoYomi
	// TimeCanadian: main time, then N moves in T minutes, period after
	// period (パンダネット方式, Canadian byo-yomi).
	TimeCanadian
)

// TimeControl is an event's 持ち時間, printed on pairings and slips. Every
// kind starts with MainTime (持ち時間, per player; 0 = none, allowed only
// before overtime). Durations are whole seconds.
type TimeControl struct {
	Kind     TimeKind
	MainTime time.Duration
	// ByoYomi is the time per move after the main time (TimeByoYomi).
	ByoYomi time.Duration
	// ConsiderationTime × ConsiderationCount is the 考慮時間 of TimeByoYomi:
	// extra periods used when a move overruns the byo-yomi; both 0 for none.
	ConsiderationTime  time.Duration
	ConsiderationCount int
	// Moves in Period is the Canadian overtime (TimeCanadian): 25手10分.
	Moves  int
	Period time.Duration
}

// Validate reports an incomplete or contradictory time control.
func (t TimeControl) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidTimeControl}, a...)...)
	}
	for _, d := range []time.Duration{t.MainTime, t.ByoYomi, t.ConsiderationTime, t.Period} {
		if d < 0 || d%time.Second != 0 {
			return bad("%v is not a whole, non-negative number of seconds", d)
		}
	}
	if t.ConsiderationCount < 0 || t.Moves < 0 {
		return bad("counts cannot be negative")
	}
	switch t.Kind {
	case TimeSuddenDeath:
		if t.MainTime == 0 {
			return bad("sudden death needs a main time")
		}
		if t.ByoYomi != 0 || t.ConsiderationTime != 0 || t.ConsiderationCount != 0 || t.Moves != 0 || t.Period != 0 {
			return bad("sudden death has no overtime; choose byo-yomi or Canadian for overtime")
		}
	case TimeByoYomi:
		if t.ByoYomi == 0 {
			return bad("byo-yomi needs the seconds per move (0 seconds is sudden death)")
		}
		if (t.ConsiderationTime == 0) != (t.ConsiderationCount == 0) {
			return bad("consideration time needs both the seconds and the number of times")
		}
		if t.Moves != 0 || t.Period != 0 {
			return bad("moves per period belong to Canadian overtime, not byo-yomi")
		}
	case TimeCanadian:
		if t.Moves == 0 || t.Period == 0 {
			return bad("Canadian overtime needs the number of moves and the period")
		}
		if t.ByoYomi != 0 || t.ConsiderationTime != 0 || t.ConsiderationCount != 0 {
			return bad("seconds per move and consideration time belong to byo-yomi, not Canadian overtime")
		}
	default:
		return bad("choose sudden death, byo-yomi or Canadian")
	}
	return nil
}

// Japanese describes the time control in the seed's words:
// 持ち時間40分、切れ負け（打ち切り）; 持ち時間1分、秒読み1手30秒、考慮時間60秒×10回;
// 持ち時間1分、秒読み25手10分.
func (t TimeControl) Japanese() string {
	main := "持ち時間なし"
	if t.MainTime > 0 {
		main = "持ち時間" + durationJA(t.MainTime)
	}
	switch t.Kind {
	case TimeSuddenDeath:
		return main + "、切れ負け（打ち切り）"
	case TimeByoYomi:
		s := main + "、秒読み1手" + secondsJA(t.ByoYomi)
		if t.ConsiderationCount > 0 {
			s += "、考慮時間" + secondsJA(t.ConsiderationTime) + "×" + strconv.Itoa(t.ConsiderationCount) + "回"
		}
		return s
	case TimeCanadian:
		return main + "、秒読み" + strconv.Itoa(t.Moves) + "手" + durationJA(t.Period)
	}
	return ""
}

// English describes the time control: "40 min sudden death"; "Main time
// 1 min, then byo-yomi 30 s per move, consideration time 60 s × 10"; "Main
// time 1 min, then 25 moves in 10 min (Canadian)".
func (t TimeControl) English() string {
	main := "No main time"
	if t.MainTime > 0 {
		main = "Main time " + durationEN(t.MainTime)
	}
	switch t.Kind {
	case TimeSuddenDeath:
		return durationEN(t.MainTime) + " sudden death"
	case TimeByoYomi:
		s := main + ", then byo-yomi " + secondsEN(t.ByoYomi) + " per move"
		if t.ConsiderationCount > 0 {
			s += ", consideration time " + secondsEN(t.ConsiderationTime) + " × " + strconv.Itoa(t.ConsiderationCount)
		}
		return s
	case TimeCanadian:
		return main + ", then " + strconv.Itoa(t.Moves) + " moves in " + durationEN(t.Period) + " (Canadian)"
	}
	return ""
}

// hms splits a duration into whole hours, minutes and seconds.
func hms(d time.Duration) (h, m, s int) {
	total := int(d / time.Second)
	return total / 3600, total / 60 % 60, total % 60
}

// durationJA writes 1時間30分, 40分, 1分30秒 (0 → 0秒).
func durationJA(d time.Duration) string {
	h, m, s := hms(d)
	out := ""
	if h > 0 {
		out += strconv.Itoa(h) + "時間"
	}
	if m > 0 {
		out += strconv.Itoa(m) + "分"
	}
	if s > 0 || out == "" {
		out += strconv.Itoa(s) + "秒"
	}
	return out
}

// durationEN writes "1 h 30 min", "40 min", "1 min 30 s" (0 → "0 s").
func durationEN(d time.Duration) string {
	h, m, s := hms(d)
	out := ""
	add := func(n int, unit string) {
		if out != "" {
			out += " "
		}
		out += strconv.Itoa(n) + " " + unit
	}
	if h > 0 {
		add(h, "h")
	}
	if m > 0 {
		add(m, "min")
	}
	if s > 0 || out == "" {
		add(s, "s")
	}
	return out
}

// Byo-yomi and consideration time are counted in seconds at the board
// (考慮時間60秒, not 1分), so they always print in seconds.
func secondsJA(d time.Duration) string { return strconv.Itoa(int(d/time.Second)) + "秒" }
func secondsEN(d time.Duration) string { return strconv.Itoa(int(d/time.Second)) + " s" }
