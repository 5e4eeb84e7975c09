package igo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// BoardSizes are the boards a position may be counted on (9, 13 and 19 路).
var BoardSizes = []int{9, 13, 19}

// gtpColumns are the column letters of a board as GTP and the usual diagram
// write them: A to T without I.
const gtpColumns = "ABCDEFGHJKLMNOPQRST"

// Point is a point of a board: X the column from the left, Y the row from
// the top, both from 0.
type Point struct{ X, Y int }

// GTP writes p as GTP does on a board of the given size: the column letter
// (A–T without I) and the row counted from the bottom (D4, Q16).
func (p Point) GTP(size int) string {
	if p.X < 0 || p.X >= len(gtpColumns) {
		return fmt.Sprintf("(%d,%d)", p.X, p.Y)
	}
	return string(gtpColumns[p.X]) + strconv.Itoa(size-p.Y)
}

// ParsePoint reads a point as GTP writes it (D4, q16) on a board of the given
// size. It never panics.
func ParsePoint(s string, size int) (Point, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	if len(t) < 2 {
		return Point{}, &PositionError{En: fmt.Sprintf("%q is not a point: write a column letter A–T (no I) and a row number, as D4 or Q16", s),
			Ja: fmt.Sprintf("「%s」は盤上の点ではありません。D4、Q16 のように列の文字（A〜T、I は使いません）と行の数字で書いてください", s)}
	}
	x := strings.IndexByte(gtpColumns, t[0])
	row, err := strconv.Atoi(t[1:])
	if x < 0 || x >= size || err != nil || row < 1 || row > size {
		last := string(gtpColumns[size-1])
		return Point{}, &PositionError{En: fmt.Sprintf("%q is not a point of a %d×%d board: columns A–%s (no I), rows 1–%d", s, size, size, last, size),
			Ja: fmt.Sprintf("「%s」は%d路盤の点ではありません。列は A〜%s（I は使いません）、行は 1〜%d です", s, size, last, size)}
	}
	return Point{X: x, Y: size - row}, nil
}

// PositionError is a position, a point or a record that cannot be counted:
// what was wrong, in both languages, with the place when there is one.
type PositionError struct {
	En, Ja string
}

func (e *PositionError) Error() string { return e.En }

// Is makes every PositionError match ErrInvalidPosition.
func (e *PositionError) Is(target error) bool { return target == ErrInvalidPosition }

// Board is the stones on a square board of Size lines: 0 an empty point,
// Black or White a stone.
type Board struct {
	Size  int
	cells []Colour
}

// NewBoard returns an empty board of one of BoardSizes.
func NewBoard(size int) (Board, error) {
	for _, s := range BoardSizes {
		if s == size {
			return Board{Size: size, cells: make([]Colour, size*size)}, nil
		}
	}
	return Board{}, &PositionError{En: fmt.Sprintf("a board of %d lines cannot be counted: 9, 13 or 19", size),
		Ja: fmt.Sprintf("%d路盤は計算できません。9路、13路、19路のどれかです", size)}
}

// Inside reports whether p is on the board.
func (b Board) Inside(p Point) bool { return p.X >= 0 && p.Y >= 0 && p.X < b.Size && p.Y < b.Size }

// At returns the stone on p (0: empty, or off the board).
func (b Board) At(p Point) Colour {
	if !b.Inside(p) {
		return 0
	}
	return b.cells[p.Y*b.Size+p.X]
}

// Set puts c on p (0 empties it); a point off the board is ignored.
func (b *Board) Set(p Point, c Colour) {
	if b.Inside(p) {
		b.cells[p.Y*b.Size+p.X] = c
	}
}

// Clone returns a copy of b that shares nothing with it.
func (b Board) Clone() Board {
	return Board{Size: b.Size, cells: append([]Colour(nil), b.cells...)}
}

// Points returns every point, row by row from the top.
func (b Board) Points() []Point {
	out := make([]Point, 0, b.Size*b.Size)
	for y := range b.Size {
		for x := range b.Size {
			out = append(out, Point{x, y})
		}
	}
	return out
}

// index is p's place in a slice of one value per point.
func (b Board) index(p Point) int { return p.Y*b.Size + p.X }

// Neighbours returns the points next to p on the board (2 to 4).
func (b Board) Neighbours(p Point) []Point {
	n, k := b.neighbours(p)
	return n[:k]
}

// neighbours is Neighbours without an allocation: the first k of n.
func (b Board) neighbours(p Point) (n [4]Point, k int) {
	if p.Y > 0 {
		n[k], k = Point{p.X, p.Y - 1}, k+1
	}
	if p.X > 0 {
		n[k], k = Point{p.X - 1, p.Y}, k+1
	}
	if p.X < b.Size-1 {
		n[k], k = Point{p.X + 1, p.Y}, k+1
	}
	if p.Y < b.Size-1 {
		n[k], k = Point{p.X, p.Y + 1}, k+1
	}
	return n, k
}

// Chain returns the chain (石団) of stones connected to the stone on p, p
// first; nil when p is empty.
func (b Board) Chain(p Point) []Point {
	c := b.At(p)
	if c == 0 {
		return nil
	}
	return b.flood(p, func(q Point) bool { return b.At(q) == c })
}

// flood returns the points connected to p through points where in is true,
// p first.
func (b Board) flood(p Point, in func(Point) bool) []Point {
	seen := make([]bool, b.Size*b.Size)
	seen[b.index(p)] = true
	out := []Point{p}
	for i := 0; i < len(out); i++ {
		nb, k := b.neighbours(out[i])
		for _, q := range nb[:k] {
			if !seen[b.index(q)] && in(q) {
				seen[b.index(q)] = true
				out = append(out, q)
			}
		}
	}
	return out
}

// Liberties returns how many empty points touch the chain.
func (b Board) Liberties(chain []Point) int {
	var seen []Point
	for _, p := range chain {
		nb, k := b.neighbours(p)
		for _, q := range nb[:k] {
			if b.At(q) == 0 && !slices.Contains(seen, q) {
				seen = append(seen, q)
			}
		}
	}
	return len(seen)
}

// Play puts a stone of colour c on p as a move in play: the opponent's
// chains left without a liberty are taken off; the move is refused (and the
// board left as it was) on an occupied point, off the board, or when it
// leaves its own chain without a liberty (自殺手). It returns the stones
// taken. The ko is the caller's (a record's replay knows the previous move).
func (b *Board) Play(c Colour, p Point) (taken []Point, err error) {
	if c != Black && c != White {
		return nil, &PositionError{En: "a move needs a colour", Ja: "着手には黒か白が必要です"}
	}
	if !b.Inside(p) {
		return nil, &PositionError{En: fmt.Sprintf("a move off the %d×%d board", b.Size, b.Size),
			Ja: fmt.Sprintf("%d路盤の外への着手です", b.Size)}
	}
	if b.At(p) != 0 {
		return nil, &PositionError{En: fmt.Sprintf("%s at %s: the point is taken", c, p.GTP(b.Size)),
			Ja: fmt.Sprintf("%s %s：すでに石がある点です", c.Japanese(), p.GTP(b.Size))}
	}
	b.Set(p, c)
	for _, q := range b.Neighbours(p) {
		if b.At(q) != c.Other() {
			continue
		}
		ch := b.Chain(q)
		if b.Liberties(ch) == 0 {
			for _, s := range ch {
				b.Set(s, 0)
			}
			taken = append(taken, ch...)
		}
	}
	if b.Liberties(b.Chain(p)) == 0 {
		b.Set(p, 0)
		return nil, &PositionError{En: fmt.Sprintf("%s at %s leaves its own stones without a liberty (suicide)", c, p.GTP(b.Size)),
			Ja: fmt.Sprintf("%s %s は自分の石の呼吸点をなくす着手（自殺手）です", c.Japanese(), p.GTP(b.Size))}
	}
	return taken, nil
}
