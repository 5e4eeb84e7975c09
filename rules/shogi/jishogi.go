package shogi

import (
	"errors"
	"fmt"
	"strings"
)

// ErrJishogiCount means a 持将棋 count is impossible or does not fit the rule.
var ErrJishogiCount = errors.New("jishogi count impossible")

// JishogiRule is how a section settles a 持将棋 (impasse): a draw, or by
// points.
type JishogiRule int

// The 持将棋 rules.
const (
	// JishogiDraw: 持将棋 is a draw (引き分け).
	JishogiDraw JishogiRule = iota
	// Points24: the 24-point rule (24点法). Each side counts its pieces on
	// the board and in hand, 大駒 (飛車, 角) 5 and the others 1, the kings
	// none; a side under 24 loses, both at 24 or more draw.
	Points24
	// Points27: the 27-point declaration rule (27点法, 入玉宣言法). The
	// declaring side, its king in the enemy camp with ten pieces there and
	// not in check, counts its pieces in the enemy camp and in hand: 28 as
	// 先手 or 27 as 後手 wins; fewer loses.
	Points27
)

// SetPoints is what one side's pieces count at the start of an even game
// (飛車 and 角 10, 17 small pieces); both sides' pieces always count 54.
const SetPoints = 27

var jishogiKeys = [...]struct{ key, ja, en string }{
	JishogiDraw: {"draw", "引き分け", "a draw"},
	Points24:    {"24", "24点法", "the 24-point rule"},
	Points27:    {"27", "27点法（宣言法）", "the 27-point declaration rule"},
}

// Key is the rule's word in settings and stored results: draw, 24, 27.
func (r JishogiRule) Key() string { return jishogiKeys[r].key }

// Japanese is the rule's name: 24点法.
func (r JishogiRule) Japanese() string { return jishogiKeys[r].ja }

// English is the rule's name in English.
func (r JishogiRule) English() string { return jishogiKeys[r].en }

// ParseJishogiRule reads draw, 24 or 27 (引き分け, 24点法, 27点法).
func ParseJishogiRule(s string) (JishogiRule, bool) {
	w := strings.TrimSpace(s)
	for r, k := range jishogiKeys {
		if w == k.key || w == k.ja || w == k.key+"点法" || w == k.key+"点" {
			return JishogiRule(r), true
		}
	}
	return 0, false
}

// JishogiCount is a 持将棋 counted by points. Under the 24-point rule First
// and Second are each side's points on the board and in hand; under the
// 27-point rule only the declarer's count is kept (the other is 0).
// Dropped is the points of the pieces the 上手 took off in a 駒落ち game:
// they count for the 上手, who moves first (First).
type JishogiCount struct {
	Rule          JishogiRule
	First, Second int
	Dropped       int
	Declarer      Side // the 27-point rule's declaring side
}

// FirstTotal is First's points with the dropped pieces.
func (c JishogiCount) FirstTotal() int { return c.First + c.Dropped }

// Winner applies the rule to the count: the winning side, or NoSide for a
// draw; an error when the count is impossible (the 24-point counts do not
// add up to the 54 points of a set, a 27-point count over 54).
func (c JishogiCount) Winner() (Side, error) {
	if c.First < 0 || c.Second < 0 || c.Dropped < 0 {
		return NoSide, fmt.Errorf("%w: points are never negative", ErrJishogiCount)
	}
	switch c.Rule {
	case Points24:
		if sum := c.FirstTotal() + c.Second; sum != 2*SetPoints {
			return NoSide, fmt.Errorf("%w: %d and %d add up to %d; a set counts %d (27 each; %d for the dropped pieces)",
				ErrJishogiCount, c.First, c.Second, sum-c.Dropped, 2*SetPoints-c.Dropped, c.Dropped)
		}
		switch {
		case c.FirstTotal() < 24:
			return Second, nil
		case c.Second < 24:
			return First, nil
		}
		return NoSide, nil
	case Points27:
		pts, own, need := c.Second, c.Second, 27
		switch c.Declarer {
		case First:
			pts, own, need = c.FirstTotal(), c.First, 28
		case Second:
		default:
			return NoSide, fmt.Errorf("%w: the 27-point rule needs the declaring side (先手宣言 or 後手宣言)", ErrJishogiCount)
		}
		// The pieces in play: a set's 54 points less those the 上手 took
		// off (44 in a 二枚落ち); no side counts more of them (issue 38).
		if inPlay := 2*SetPoints - c.Dropped; own > inPlay {
			return NoSide, fmt.Errorf("%w: %d points; the pieces in play count %d (a set's %d less the %d taken off)",
				ErrJishogiCount, own, inPlay, 2*SetPoints, c.Dropped)
		}
		if pts >= need {
			return c.Declarer, nil
		}
		return c.Declarer.Other(), nil
	}
	return NoSide, fmt.Errorf("%w: %s is not settled by points", ErrJishogiCount, c.Rule.English())
}
