package igo

import (
	"fmt"
	"strconv"
)

// Strength is a player's 段級位 on the half-rank scale of the Pandanet table
// (1つの段級位を2つに分けて手合割を決めます): twice the rank value, plus one for
// the upper half of the rank (★, "+"). 3d is 6, 三段★ is 7, 1k is 0, 2k is −2.
type Strength int

// StrengthOf returns the Strength of a rank value (n dan = n, n kyu = 1 − n),
// upperHalf marking the ★ half of the rank.
func StrengthOf(rank int, upperHalf bool) Strength {
	s := Strength(2 * rank)
	if upperHalf {
		s++
	}
	return s
}

// Side names one of the two players given to a handicap calculation, in
// argument order; SideNone means neither (an even game has no 上手).
type Side int

// The sides of a handicap calculation.
const (
	SideNone Side = iota // neither: equal strength
	Side1                // the first argument
	Side2                // the second argument
)

// Other returns the opposite side (SideNone stays SideNone).
func (s Side) Other() Side {
	switch s {
	case Side1:
		return Side2
	case Side2:
		return Side1
	}
	return SideNone
}

// HandicapSettings are the numbers of the 手合割 table (docs/rules.md §4, Pandanet):
// every half-rank of difference adds half a stone's worth.
type HandicapSettings struct {
	// EvenGameKomi is the komi of equal ranks (段位差0: 黒番6目半コミ出し).
	EvenGameKomi Komi
	// WeakerGivesKomi is what the weaker player, Black, gives at a difference
	// of an odd number of half-ranks (0.5, 1.5, …: 下手半目コミ出し).
	WeakerGivesKomi Komi
	// StrongerGivesKomi is what the stronger player, White, gives at a
	// difference of a whole number of ranks from 1 (上手5目半コミ出し).
	StrongerGivesKomi Komi
	// MaxStones caps the handicap (置石の上限); a larger difference gets the
	// table's row for MaxStones whole ranks. 0 or 2–9.
	MaxStones int
}

// DefaultHandicapSettings returns the Pandanet table of the seed: 6.5, 0.5,
// 5.5, at most 9 stones.
func DefaultHandicapSettings() HandicapSettings {
	return HandicapSettings{EvenGameKomi: 13, WeakerGivesKomi: 1, StrongerGivesKomi: 11, MaxStones: 9}
}

// Josen is the table s with 定先 at a whole-rank difference: the stronger
// gives no komi back (1 rank: 定先, Black without komi; 2 ranks: 2 stones
// without komi), as many Japanese club tables have it; half ranks as s.
func (s HandicapSettings) Josen() HandicapSettings {
	s.StrongerGivesKomi = 0
	return s
}

// Validate reports a setting out of range.
func (s HandicapSettings) Validate() error {
	switch {
	case s.MaxStones < 0 || s.MaxStones == 1 || s.MaxStones > 9:
		return fmt.Errorf("%w: the stone cap is %d; use 0 (no stones) or 2 to 9", ErrInvalidHandicapSettings, s.MaxStones)
	case s.WeakerGivesKomi < 0:
		return fmt.Errorf("%w: the komi the weaker player gives is %s; use 0 or more", ErrInvalidHandicapSettings, s.WeakerGivesKomi)
	case s.StrongerGivesKomi < 0:
		return fmt.Errorf("%w: the komi the stronger player gives is %s; use 0 or more", ErrInvalidHandicapSettings, s.StrongerGivesKomi)
	}
	return nil
}

// Handicap is the 手合割 of one game: stones, komi, and who takes which colour.
type Handicap struct {
	// Difference is the rank difference (段位差) in half-ranks, never negative.
	Difference int
	// Stronger is the 上手, who takes White; SideNone at equal strength.
	Stronger Side
	// Black is the side that takes Black (the 下手); Side1 at equal strength,
	// where the players may still decide colours by nigiri.
	Black Side
	// Stones is the number of handicap stones (置石); 0 for none.
	Stones int
	// Komi is from Black's point of view (6.5 = Black gives 6.5).
	Komi Komi
	// Capped reports that the stone cap lowered the handicap.
	Capped bool
}

// White returns the side that takes White.
func (h Handicap) White() Side { return h.Black.Other() }

// Line is the calculator's output of CLI.md: "stones=N komi=K black=SIDE".
func (h Handicap) Line() string {
	return "stones=" + strconv.Itoa(h.Stones) + " komi=" + h.Komi.String() +
		" black=" + strconv.Itoa(int(h.Black))
}

// Japanese describes the handicap for a sheet: 互先　黒番6目半コミ出し,
// 置石2子　白番5目半コミ出し（逆コミ）, 定先（黒番コミなし）.
func (h Handicap) Japanese() string {
	if h.Josen() {
		return "定先（黒番コミなし）"
	}
	stones := "置石なし"
	if h.Stones > 0 {
		stones = "置石" + strconv.Itoa(h.Stones) + "子"
	}
	return stones + "　" + h.Komi.Japanese()
}

// Josen reports a game of 定先: the weaker player takes Black without
// stones and nobody gives komi.
func (h Handicap) Josen() bool { return h.Stronger != SideNone && h.Stones == 0 && h.Komi == 0 }

// English describes the handicap: "no stones, Black gives 6.5".
func (h Handicap) English() string {
	if h.Josen() {
		return "定先: Black, no komi"
	}
	stones := "no stones"
	if h.Stones > 0 {
		stones = strconv.Itoa(h.Stones) + " stones"
	}
	return stones + ", " + h.Komi.English()
}

// HandicapFor returns the 手合割 of the default (Pandanet) table for two
// strengths given in argument order.
func HandicapFor(s1, s2 Strength) Handicap { return DefaultHandicapSettings().For(s1, s2) }

// For returns the 手合割 for two strengths given in argument order: the
// stronger player (上手) takes White, and the handicap follows the rank
// difference in half-ranks.
func (s HandicapSettings) For(s1, s2 Strength) Handicap {
	h := Handicap{Difference: int(s1 - s2), Stronger: Side1, Black: Side2}
	switch {
	case s1 == s2:
		h.Stronger, h.Black = SideNone, Side1
	case s1 < s2:
		h.Difference, h.Stronger, h.Black = -h.Difference, Side2, Side1
	}
	h.Stones, h.Komi = s.row(h.Difference)
	if h.Stones > s.MaxStones {
		// The largest handicap within the cap: MaxStones whole ranks.
		h.Stones, h.Komi = s.row(max(2*s.MaxStones, 2))
		h.Capped = true
	}
	return h
}

// row is the table row for a difference of d half-ranks: stones go up one
// per whole rank from 1.5 (there is no 1-stone handicap), and the komi
// alternates between the weaker giving a little and the stronger giving
// most of a stone's worth back.
func (s HandicapSettings) row(d int) (stones int, komi Komi) {
	if d == 0 {
		return 0, s.EvenGameKomi
	}
	stones, komi = d/2, -s.StrongerGivesKomi
	if d%2 == 1 {
		stones, komi = (d+1)/2, s.WeakerGivesKomi
	}
	if stones < 2 {
		stones = 0
	}
	return stones, komi
}

// CalculatorLine is the line `taikai handicap --go RANK RANK` prints for two
// whole rank values: CalculatorLine(3, 0) (3d, 1k) is
// "stones=3 komi=-5.5 black=2".
func CalculatorLine(rank1, rank2 int) string {
	return HandicapFor(StrengthOf(rank1, false), StrengthOf(rank2, false)).Line()
}
