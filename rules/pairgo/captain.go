package pairgo

import "time"

// Gender is a partner's 性別, which the captain rule needs.
type Gender int

// The genders; the zero value is unknown.
const (
	GenderUnknown Gender = iota // 不明
	Female                      // 女性
	Male                        // 男性
)

// Partner is one member of a pair (パートナー) as the captain rule and the
// eligibility check see them. A zero Birth is an unknown birth date.
type Partner struct {
	Gender Gender
	Birth  time.Time
}

// CaptainRule tells how the captain was chosen.
type CaptainRule int

// The ways a captain is chosen.
const (
	// CaptainByGender: a mixed pair (男女ペア); the woman is captain.
	CaptainByGender CaptainRule = iota
	// CaptainByAge: a same-gender pair (男男ペア, 女女ペア); the younger is
	// captain.
	CaptainByAge
	// CaptainUndecided: the rule cannot decide — a gender is unknown, or a
	// same-gender pair has an unknown or identical birth date. The first
	// partner is taken and the arbiter should confirm the pair's choice.
	CaptainUndecided
)

// String explains the rule in English.
func (r CaptainRule) String() string {
	switch r {
	case CaptainByGender:
		return "mixed pair: the woman is captain"
	case CaptainByAge:
		return "same-gender pair: the younger is captain"
	case CaptainUndecided:
		return "undecided (gender or birth date unknown, or same birth date): first partner, to be confirmed"
	}
	return "invalid captain rule"
}

// Japanese explains the rule in Japanese.
func (r CaptainRule) Japanese() string {
	switch r {
	case CaptainByGender:
		return "男女ペアは女性がキャプテン"
	case CaptainByAge:
		return "同性ペアは若い方がキャプテン"
	case CaptainUndecided:
		return "判定不可（性別・生年月日が不明、または同じ生年月日）：1人目をキャプテンとし、審判が確認"
	}
	return "不正な規則"
}

// Captain is the pair's キャプテン: Index 0 or 1 of the partners as given. The
// captain wears the captain mark, sits facing the other captain, and takes the
// woman's place in the rotation (see Role).
type Captain struct {
	Index int
	Rule  CaptainRule
}

// CaptainOf applies the captain rule (キャプテン): the woman in a mixed pair,
// the younger (later birth date) in a same-gender pair.
func CaptainOf(a, b Partner) Captain {
	switch {
	case a.Gender == GenderUnknown || b.Gender == GenderUnknown:
		return Captain{Index: 0, Rule: CaptainUndecided}
	case a.Gender != b.Gender:
		if b.Gender == Female {
			return Captain{Index: 1, Rule: CaptainByGender}
		}
		return Captain{Index: 0, Rule: CaptainByGender}
	case a.Birth.IsZero() || b.Birth.IsZero() || sameDay(a.Birth, b.Birth):
		return Captain{Index: 0, Rule: CaptainUndecided}
	case b.Birth.After(a.Birth):
		return Captain{Index: 1, Rule: CaptainByAge}
	}
	return Captain{Index: 0, Rule: CaptainByAge}
}

// sameDay reports whether two birth dates fall on the same calendar day.
func sameDay(a, b time.Time) bool {
	ay, am, ad := a.Date()
	by, bm, bd := b.Date()
	return ay == by && am == bm && ad == bd
}
