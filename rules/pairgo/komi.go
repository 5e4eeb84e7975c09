package pairgo

import "taikai/rules/igo"

// Komi is Go's コミ in half-points, from Black's point of view (igo.Komi):
// positive means Black gives komi to White, negative means White gives it
// to Black (逆コミ). The seed's コミ6 is Komi(12), コミ-6 is Komi(-12).
// Komi is settled after the game (コミは対局が終わった後に渡す).
type Komi = igo.Komi

// KomiPoints returns a whole-point komi (−6 → Komi(-12)).
func KomiPoints(points int) Komi { return igo.KomiPoints(points) }

// KomiJapanese describes the komi in the Pair Go seed's words:
// コミ6（黒から6目のコミ出し）, コミ-6（白から6目のコミ出し、逆コミ）,
// コミ0（コミなし）.
func KomiJapanese(k Komi) string {
	switch {
	case k > 0:
		return "コミ" + k.String() + "（黒から" + igo.HalvesJapanese(int(k)) + "のコミ出し）"
	case k < 0:
		return "コミ" + k.String() + "（白から" + igo.HalvesJapanese(int(-k)) + "のコミ出し、逆コミ）"
	}
	return "コミ0（コミなし）"
}

// formatHalves prints a count of halves as points as Go does
// (igo.HalvesString): 13 → "6.5", -1 → "-0.5"; a whole count prints "6",
// or "6.0" when oneDecimal is set (pair points are written 1.0, −2.0 in the
// seed).
func formatHalves(h int, oneDecimal bool) string {
	s := igo.HalvesString(h)
	if oneDecimal && h%2 == 0 {
		s += ".0"
	}
	return s
}
