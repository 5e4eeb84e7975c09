package yonin

import (
	"cmp"
	"math"
	"slices"
)

// Standing is one player's line in a table's ranking (卓内順位).
type Standing struct {
	// Table is the index of the table (0 = 卓A, 1 = 卓B …).
	Table int
	// Seat is the player's seat at that table.
	Seat int
	// Points is the player's points (持ち点) after the table's last game.
	Points int
	// Mates is how many players they mated over the series (撃破数).
	Mates int
	// Lot is the arbiter's decision between players equal on points and
	// mates — a playoff (決定戦) or a drawn lot (抽選) — 1 ranking first;
	// 0 means none, which ranks after any decided player.
	Lot int
	// Rank is the place (順位) set by RankTable, shared by players equal on
	// points, mates and lot.
	Rank int
}

func lotKey(l int) int {
	if l <= 0 {
		return math.MaxInt
	}
	return l
}

// compareStandings orders by points, then mates (both more first), then Lot.
func compareStandings(a, b Standing) int {
	if c := cmp.Compare(b.Points, a.Points); c != 0 {
		return c
	}
	if c := cmp.Compare(b.Mates, a.Mates); c != 0 {
		return c
	}
	return cmp.Compare(lotKey(a.Lot), lotKey(b.Lot))
}

// RankTable returns rows ordered by the table ranking of docs/rules.md §5 — points,
// ties by number of mates, then the arbiter's Lot — with Rank set. Players
// still equal share a rank (1, 2, 2, 4) and are listed by table and seat.
// rows is not modified.
func RankTable(rows []Standing) []Standing {
	out := slices.Clone(rows)
	slices.SortStableFunc(out, func(a, b Standing) int {
		if c := compareStandings(a, b); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Table, b.Table); c != 0 {
			return c
		}
		return cmp.Compare(a.Seat, b.Seat)
	})
	for i := range out {
		if i > 0 && compareStandings(out[i-1], out[i]) == 0 {
			out[i].Rank = out[i-1].Rank
		} else {
			out[i].Rank = i + 1
		}
	}
	return out
}
