package pairgo

import "fmt"

// MaxHandicapStones is the largest handicap on a 19×19 board (9子).
const MaxHandicapStones = 9

// HandicapRow is one column of the 手合割表: handicap stones (置石) and komi.
type HandicapRow struct {
	Stones int
	Komi   Komi
}

// HandicapTable is the 手合割表, a setting of the event: Rows[i] applies to a
// difference of i half-points between the pairs' ハンデポイント, and the last
// row to every larger difference (5.0 以上). MaxStones caps the stones: a row
// above the cap is replaced by the largest row within it.
type HandicapTable struct {
	Rows      []HandicapRow
	MaxStones int
}

// DefaultHandicapTable returns the seed's table, 0.0 to 5.0 以上, with the cap
// at the 19×19 maximum of 9 stones, which the table never reaches.
func DefaultHandicapTable() HandicapTable {
	return HandicapTable{
		Rows: []HandicapRow{
			{0, 12},  // 0.0: コミ6
			{0, 0},   // 0.5
			{0, -12}, // 1.0: コミ-6 (逆コミ)
			{2, 0},   // 1.5
			{2, -12}, // 2.0
			{3, 0},   // 2.5
			{3, -12}, // 3.0
			{4, 0},   // 3.5
			{4, -12}, // 4.0
			{5, 0},   // 4.5
			{5, -12}, // 5.0 以上
		},
		MaxStones: MaxHandicapStones,
	}
}

// Validate reports a table that cannot be used: no rows, stones out of 0–9,
// one stone (no such handicap: the rotation would be wrong), stones at a
// difference of 0, or stones falling as the difference grows.
func (t HandicapTable) Validate() error {
	bad := func(format string, a ...any) error {
		return fmt.Errorf("%w: handicap table: "+format, append([]any{ErrInvalidSettings}, a...)...)
	}
	if len(t.Rows) == 0 {
		return bad("no rows; give at least the row for a difference of 0.0")
	}
	if t.MaxStones < 0 || t.MaxStones > MaxHandicapStones {
		return bad("the stone cap is %d; use 0 to %d", t.MaxStones, MaxHandicapStones)
	}
	if t.Rows[0].Stones != 0 {
		return bad("equal pairs (difference 0.0) cannot get handicap stones")
	}
	for i, r := range t.Rows {
		diff := PairPoint(i)
		switch {
		case r.Stones < 0 || r.Stones > MaxHandicapStones:
			return bad("difference %s: %d stones; use 0 to %d", diff, r.Stones, MaxHandicapStones)
		case r.Stones == 1:
			return bad("difference %s: 1 stone is not a handicap; use 0 stones (with komi) or 2", diff)
		case i > 0 && r.Stones < t.Rows[i-1].Stones:
			return bad("difference %s: %d stones, fewer than the %d of a smaller difference", diff, r.Stones, t.Rows[i-1].Stones)
		}
	}
	return nil
}

// Lookup returns the row for a difference (its absolute value is used) and
// whether the stone cap lowered it.
func (t HandicapTable) Lookup(diff PairPoint) (row HandicapRow, capped bool) {
	if len(t.Rows) == 0 {
		return HandicapRow{}, false
	}
	i := min(int(max(diff, -diff)), len(t.Rows)-1)
	if t.Rows[i].Stones <= t.MaxStones {
		return t.Rows[i], false
	}
	for j := i - 1; j >= 0; j-- {
		if t.Rows[j].Stones <= t.MaxStones {
			return t.Rows[j], true
		}
	}
	return HandicapRow{Komi: t.Rows[0].Komi}, true
}
