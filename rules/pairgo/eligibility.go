package pairgo

import "time"

// Eligibility is the result of the junior check (docs/rules.md §3: ペアのうち1人が中学生
// 以下). It is a warning for the arbiter, never an error: registration goes on.
type Eligibility int

// The results of the junior check.
const (
	// Eligible: at least one partner is of middle-school age or younger.
	Eligible Eligibility = iota
	// NoJunior: both birth dates are known and neither partner is of
	// middle-school age or younger.
	NoJunior
	// JuniorUnknown: no partner is known to be a junior, and a birth date is
	// missing.
	JuniorUnknown
)

// Warn reports whether the arbiter should be warned.
func (e Eligibility) Warn() bool { return e != Eligible }

// English is the message for the arbiter ("" when eligible).
func (e Eligibility) English() string {
	switch e {
	case NoJunior:
		return "Neither partner is of middle-school age or younger on the event date."
	case JuniorUnknown:
		return "A birth date is missing: cannot confirm that a partner is of middle-school age or younger."
	}
	return ""
}

// Japanese is the message for the arbiter ("" when eligible).
func (e Eligibility) Japanese() string {
	switch e {
	case NoJunior:
		return "大会当日、どちらのパートナーも中学生以下ではありません。"
	case JuniorUnknown:
		return "生年月日が未入力のため、中学生以下のパートナーがいるか確認できません。"
	}
	return ""
}

// CheckJunior checks that at least one partner is of middle-school age or
// younger on the event date. A zero birth date is unknown.
func CheckJunior(eventDate time.Time, births [2]time.Time) Eligibility {
	unknown := false
	for _, b := range births {
		switch {
		case b.IsZero():
			unknown = true
		case MiddleSchoolOrYounger(eventDate, b):
			return Eligible
		}
	}
	if unknown {
		return JuniorUnknown
	}
	return NoJunior
}

// MiddleSchoolOrYounger reports whether a child born on birth is in middle
// school (中学生) or younger on the event date, by the Japanese school year:
// it starts on 1 April, and a year group runs from 2 April to 1 April (a child
// born on 1 April joins the older year). In the school year starting in April
// of year Y, the third year of middle school (中学3年) was born from
// 2 April Y−15 to 1 April Y−14.
func MiddleSchoolOrYounger(eventDate, birth time.Time) bool {
	ey, em, _ := eventDate.Date()
	schoolYear := ey
	if em < time.April {
		schoolYear--
	}
	by, bm, bd := birth.Date()
	oldest := date(schoolYear-15, time.April, 2)
	return !date(by, bm, bd).Before(oldest)
}

func date(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }
