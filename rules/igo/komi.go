package igo

import "strconv"

// Komi is the コミ in half-points, from Black's point of view: positive means
// Black gives komi to White (黒番コミ出し), negative means White gives it to
// Black (逆コミ). Komi(13) is 6.5 points, Komi(-11) is White giving 5.5.
type Komi int

// KomiPoints returns a whole-point komi (6 → Komi(12)).
func KomiPoints(points int) Komi { return Komi(2 * points) }

// Halves returns the komi counted in half-points.
func (k Komi) Halves() int { return int(k) }

// String prints the komi in points with Black's sign, as on the calculator
// line: "6.5", "-0.5", "0", "-6".
func (k Komi) String() string { return formatHalves(int(k)) }

// English describes who gives how much: "Black gives 6.5", "White gives 5.5
// (reverse komi)", "no komi".
func (k Komi) English() string {
	switch {
	case k > 0:
		return "Black gives " + formatHalves(int(k))
	case k < 0:
		return "White gives " + formatHalves(int(-k)) + " (reverse komi)"
	}
	return "no komi"
}

// Japanese describes the komi as on Japanese sheets: 黒番6目半コミ出し,
// 白番5目半コミ出し（逆コミ）, コミなし.
func (k Komi) Japanese() string {
	switch {
	case k > 0:
		return "黒番" + pointsJA(int(k)) + "コミ出し"
	case k < 0:
		return "白番" + pointsJA(int(-k)) + "コミ出し（逆コミ）"
	}
	return "コミなし"
}

// formatHalves prints a count of halves as points: 13 → "6.5", -1 → "-0.5",
// 12 → "6".
func formatHalves(h int) string {
	sign := ""
	if h < 0 {
		sign, h = "-", -h
	}
	s := sign + strconv.Itoa(h/2)
	if h%2 == 1 {
		s += ".5"
	}
	return s
}

// pointsJA writes a non-negative count of half-points in 目: 13 → 6目半,
// 1 → 半目, 12 → 6目.
func pointsJA(h int) string {
	switch {
	case h == 1:
		return "半目"
	case h%2 == 1:
		return strconv.Itoa(h/2) + "目半"
	}
	return strconv.Itoa(h/2) + "目"
}

// HalvesString prints a count of halves as points (13 → "6.5", -1 → "-0.5").
func HalvesString(h int) string { return formatHalves(h) }

// HalvesJapanese writes a count of halves in 目 (13 → 6目半, 1 → 半目, -3 →
// −1目半).
func HalvesJapanese(h int) string {
	if h < 0 {
		return "−" + pointsJA(-h)
	}
	return pointsJA(h)
}
