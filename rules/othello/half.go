package othello

import (
	"fmt"
	"strconv"
	"strings"
)

// Half is a number counted in half-points: 9 is 4½. Scores (勝数, a draw is
// ½) and Brightwell points (C may be odd) are Halves so that they stay exact
// integers.
type Half int

// Points per game, in half-points: a win is 1, a draw ½, a loss 0 (docs/rules.md §2.1).
const (
	WinPoints  Half = 2
	DrawPoints Half = 1
	LossPoints Half = 0
)

// Points returns n whole points as a Half.
func Points(n int) Half { return Half(2 * n) }

// String writes the value as people read it: "4", "4.5", "-0.5".
func (h Half) String() string {
	sign := ""
	v := int(h)
	if v < 0 {
		sign, v = "-", -v
	}
	if v%2 == 0 {
		return sign + strconv.Itoa(v/2)
	}
	return sign + strconv.Itoa(v/2) + ".5"
}

// Float returns the value as a float64 (4.5 for 9), exact for any Half.
func (h Half) Float() float64 { return float64(h) / 2 }

// ParseHalf reads "4", "4.5", "4½" or "4.0" as a Half.
func ParseHalf(s string) (Half, error) {
	t := strings.TrimSpace(s)
	t = strings.Replace(t, "½", ".5", 1)
	whole, frac, hasFrac := strings.Cut(t, ".")
	if whole == "" && hasFrac {
		whole = "0"
	}
	n, err := strconv.Atoi(whole)
	if err != nil || strings.HasPrefix(whole, "+") || len(whole) > 6 {
		return 0, fmt.Errorf("%q is not a number of points such as 4 or 4.5", s)
	}
	neg := strings.HasPrefix(whole, "-")
	h := Half(2 * n)
	switch {
	case !hasFrac || frac == "0":
	case frac == "5":
		if neg {
			h--
		} else {
			h++
		}
	default:
		return 0, fmt.Errorf("%q is not a number of points such as 4 or 4.5 (only halves are allowed)", s)
	}
	return h, nil
}
