package pairgo

import (
	"strconv"

	"taikai/rules/igo"
)

// Side names one of the two pairs given to a handicap calculation, in
// argument order, as Go's calculator names its players; SideNone means
// neither (equal pairs).
type Side = igo.Side

// The sides of a handicap calculation.
const (
	SideNone = igo.SideNone // neither: equal pairs
	Side1    = igo.Side1    // the first argument
	Side2    = igo.Side2    // the second argument
)

// Handicap is the 手合割 of one Pair Go game.
type Handicap struct {
	// Points are the two pairs' ハンデポイント, in argument order.
	Points [2]PairPoint
	// Difference is the ポイント差, never negative.
	Difference PairPoint
	// Stronger is the pair with more points, which takes White; SideNone for
	// equal points.
	Stronger Side
	// Black is the pair that takes Black. For equal points it is Side1; the
	// caller (colour allocation, nigiri) may swap, since the komi is the same.
	Black Side
	// Stones is the number of handicap stones (置石).
	Stones int
	// Komi is from Black's point of view (−6 = White gives 6).
	Komi Komi
	// Capped reports that the table's stone cap lowered the handicap.
	Capped bool
}

// White returns the pair that takes White.
func (h Handicap) White() Side { return h.Black.Other() }

// Line is the calculator's output of CLI.md: "stones=N komi=K black=SIDE".
func (h Handicap) Line() string {
	return "stones=" + strconv.Itoa(h.Stones) + " komi=" + h.Komi.String() +
		" black=" + strconv.Itoa(int(h.Black))
}

// Japanese describes the handicap as the seed does: 置石4子　コミ-6（白から6目の
// コミ出し、逆コミ）.
func (h Handicap) Japanese() string {
	stones := "置石なし"
	if h.Stones > 0 {
		stones = "置石" + strconv.Itoa(h.Stones) + "子"
	}
	return stones + "　" + KomiJapanese(h.Komi)
}

// English describes the handicap: "4 stones, White gives 6 (reverse komi)".
func (h Handicap) English() string {
	stones := "no stones"
	if h.Stones > 0 {
		stones = strconv.Itoa(h.Stones) + " stones"
	}
	return stones + ", " + h.Komi.English()
}

// HandicapByPoints returns the handicap for two pairs' ハンデポイント in
// argument order: the stronger pair takes White and the table row of the
// difference gives stones and komi.
func (s Settings) HandicapByPoints(p1, p2 PairPoint) Handicap {
	h := Handicap{Points: [2]PairPoint{p1, p2}, Difference: p1 - p2, Stronger: Side1, Black: Side2}
	switch {
	case p1 == p2:
		h.Stronger, h.Black = SideNone, Side1
	case p1 < p2:
		h.Difference, h.Stronger, h.Black = -h.Difference, Side2, Side1
	}
	row, capped := s.Table.Lookup(h.Difference)
	h.Stones, h.Komi, h.Capped = row.Stones, row.Komi, capped
	return h
}

// Handicap returns the handicap for two pairs given in argument order.
func (s Settings) Handicap(pair1, pair2 [2]Player) Handicap {
	return s.HandicapByPoints(s.PairPoints(pair1[0], pair1[1]), s.PairPoints(pair2[0], pair2[1]))
}

// CalculatorLine is the line `taikai handicap --pairgo "R1,R2" "R3,R4"`
// prints, with the default settings: the pairs 4d,1k and 1d,6k give
// "stones=4 komi=-6 black=2". A "pro" partner is Player{Category:
// CategoryProfessional}.
func CalculatorLine(pair1, pair2 [2]Player) string {
	return DefaultSettings().Handicap(pair1, pair2).Line()
}
