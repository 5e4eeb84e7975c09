package tournament

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"golang.org/x/text/width"
)

// This file is the round clock of the wall view (対局時計): the arbiter
// starts it when a round begins, the wall shows the time left from the
// game's time control, and the timetable says when the next round starts.

// SettingTimetable is the planned start of each round ("10:00,11:10,13:00");
// empty: none.
const SettingTimetable = "timetable"

// timetableSettings is the group of the timetable, which every game
// played in rounds has.
func timetableSettings() SettingGroup {
	return SettingGroup{Settings: []Setting{{Key: SettingTimetable,
		Label: tr("Timetable: start of each round (10:00,11:10,13:00), shown on the wall", "進行予定：各回戦の開始時刻（10:00,11:10,13:00）、掲示に表示"),
		Kind:  SettingText, Check: checkTimetable}}}
}

// checkTimetable reads start times separated by commas or spaces, each
// later than the one before, and writes them "10:00,11:10".
func checkTimetable(v string) (string, error) {
	times, err := parseTimetable(v)
	if err != nil {
		return "", err
	}
	out := make([]string, len(times))
	for i, t := range times {
		out[i] = fmt.Sprintf("%d:%02d", t/60, t%60)
	}
	return strings.Join(out, ","), nil
}

// parseTimetable returns the start times in minutes after midnight.
func parseTimetable(v string) ([]int, error) {
	v = width.Narrow.String(strings.ReplaceAll(v, "、", ","))
	var out []int
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' }) {
		h, m, ok := strings.Cut(f, ":")
		hh, err1 := strconv.Atoi(h)
		mm, err2 := strconv.Atoi(m)
		if !ok || err1 != nil || err2 != nil || hh < 0 || hh > 23 || mm < 0 || mm > 59 || len(m) != 2 {
			return nil, newProblem(ErrInvalidInput, "setting timetable: \"%s\" is not a time like 13:05", "設定 timetable:「%s」は 13:05 のような時刻ではありません", f)
		}
		t := hh*60 + mm
		if len(out) > 0 && t <= out[len(out)-1] {
			return nil, newProblem(ErrInvalidInput, "setting timetable: %s is not after the time before it", "設定 timetable: %s が前の時刻より後になっていません", f)
		}
		out = append(out, t)
	}
	return out, nil
}

// PlannedStart returns the timetable's start of round n ("14:15"), if any.
func PlannedStart(ev Event, n int) (string, bool) {
	times, err := parseTimetable(ev.Setting(SettingTimetable))
	if err != nil || n < 1 || n > len(times) {
		return "", false
	}
	return fmt.Sprintf("%d:%02d", times[n-1]/60, times[n-1]%60), true
}

// RoundTimer is a discipline that knows from its time control how long a
// round lasts at most (both players using all their time).
type RoundTimer interface {
	RoundTime(ev Event) time.Duration
}

// RoundTime is how long a round of the event lasts by its time control;
// 0 when the game does not say.
func RoundTime(ev Event) time.Duration {
	if d, err := ev.Discipline(); err == nil {
		if rt, ok := d.(RoundTimer); ok {
			return rt.RoundTime(ev)
		}
	}
	return 0
}

// StartClock starts (or restarts) the round clock of round n now; stop
// takes it off the wall. One logged change.
func (s *Service) StartClock(n int, stop bool) error {
	return s.updateText("round.clock", func(w Writer) (Text, error) {
		r, err := storedRound(w, n)
		if err != nil {
			return Text{}, err
		}
		if stop {
			r.ClockStart = time.Time{}
			return Text{En: fmt.Sprintf("round %d clock stopped", n), Ja: fmt.Sprintf("%d回戦の対局時計を停止", n)}, w.PutRound(r)
		}
		r.ClockStart = s.now().UTC()
		at := r.ClockStart.Local().Format("15:04:05")
		return Text{En: fmt.Sprintf("round %d clock started at %s", n, at), Ja: fmt.Sprintf("%d回戦の対局時計を開始（%s）", n, at)}, w.PutRound(r)
	})
}
