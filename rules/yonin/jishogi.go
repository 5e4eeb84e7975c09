package yonin

import (
	"cmp"
	"fmt"
	"slices"
)

// Material is what the arbiter counts for one player when a game ends as
// 持将棋.
type Material struct {
	// Rooks is the number of rooks (飛, 龍) the player owns, on the board and
	// in hand.
	Rooks int
	// Others is the number of every other piece (小駒) the player owns, on
	// the board and in hand, the king excluded.
	Others int
	// InHand is the number of pieces on the player's 駒台; for a mated player
	// it counts toward criterion ③ of whoever mated them.
	InHand int
}

// Criterion is one of the seed's four 持将棋 ranking criteria (①–④).
type Criterion int

// The 持将棋 criteria in the order they apply (seed ■2 (5)).
const (
	// CriterionNone marks the top player, whom nothing had to separate.
	CriterionNone Criterion = iota
	// CriterionPiecePoints is ① 駒の点数: rook 5, other pieces 1.
	CriterionPiecePoints
	// CriterionMates is ② 撃破人数: players mated in this game.
	CriterionMates
	// CriterionMatedHand is ③ 撃破した相手の駒台の枚数: pieces in hand of the
	// players they mated.
	CriterionMatedHand
	// CriterionTurnOrder is ④ 手番: the later mover ranks higher (the 4th
	// mover above the 1st).
	CriterionTurnOrder
)

// String returns the seed's Japanese name of the criterion.
func (c Criterion) String() string {
	switch c {
	case CriterionPiecePoints:
		return "①駒の点数"
	case CriterionMates:
		return "②撃破人数"
	case CriterionMatedHand:
		return "③撃破した相手の駒台の枚数"
	case CriterionTurnOrder:
		return "④手番"
	}
	return "-"
}

// JishogiPlace is one unmated player in a 持将棋 ranking with the values of
// each criterion.
type JishogiPlace struct {
	// Seat is the player's seat.
	Seat int
	// PiecePoints is criterion ①.
	PiecePoints int
	// Mates is criterion ②.
	Mates int
	// MatedHand is criterion ③.
	MatedHand int
	// TurnPosition is criterion ④: 0 for the 1st mover … 3 for the 4th.
	TurnPosition int
	// DecidedBy is the criterion that placed this player below the one
	// above; CriterionNone for the top player.
	DecidedBy Criterion
}

// JishogiRanking is the order of the unmated players of a 持将棋 game, best
// first.
type JishogiRanking []JishogiPlace

// Seats returns the seats of r in order, ready for Game.Jishogi.
func (r JishogiRanking) Seats() []int {
	out := make([]int, len(r))
	for i, p := range r {
		out[i] = p.Seat
	}
	return out
}

// MaterialPoints returns the 持将棋 piece points (駒の点数) of m.
func (s Settings) MaterialPoints(m Material) int {
	return m.Rooks*s.RookPoints + m.Others*s.PiecePoints
}

// RankJishogi ranks the unmated players of a game ending as 持将棋 (move
// JishogiMove, or after a valid 入玉宣言) by the seed's criteria in turn:
// ① piece points, ② players mated, ③ pieces in hand of the players they
// mated, ④ turn order with the later mover above. parent is the game's first
// mover; eliminations are the mates so far; material is indexed by seat.
func (s Settings) RankJishogi(parent int, eliminations []Elimination, material [Seats]Material) (JishogiRanking, error) {
	mated, err := Game{Parent: parent, Eliminations: eliminations}.mateState()
	if err != nil {
		return nil, err
	}
	if left := Seats - len(eliminations); left < 2 {
		return nil, fmt.Errorf("%w: 持将棋 needs at least 2 unmated players, %d left", ErrJishogiRanking, left)
	}
	for seat, m := range material {
		if m.Rooks < 0 || m.Others < 0 || m.InHand < 0 {
			return nil, fmt.Errorf("%w: seat %d has a negative piece count", ErrJishogiRanking, seat)
		}
	}
	var r JishogiRanking
	for seat := range Seats {
		if mated[seat] {
			continue
		}
		p := JishogiPlace{Seat: seat, PiecePoints: s.MaterialPoints(material[seat]), TurnPosition: TurnPosition(seat, parent)}
		for _, e := range eliminations {
			if e.Mater == seat {
				p.Mates++
				p.MatedHand += material[e.Victim].InHand
			}
		}
		r = append(r, p)
	}
	slices.SortFunc(r, func(a, b JishogiPlace) int {
		_, c := separate(a, b)
		return c
	})
	for i := 1; i < len(r); i++ {
		r[i].DecidedBy, _ = separate(r[i-1], r[i])
	}
	return r, nil
}

// separate returns the first criterion that tells a and b apart and the
// comparison by it (negative when a ranks higher).
func separate(a, b JishogiPlace) (Criterion, int) {
	if c := cmp.Compare(b.PiecePoints, a.PiecePoints); c != 0 {
		return CriterionPiecePoints, c
	}
	if c := cmp.Compare(b.Mates, a.Mates); c != 0 {
		return CriterionMates, c
	}
	if c := cmp.Compare(b.MatedHand, a.MatedHand); c != 0 {
		return CriterionMatedHand, c
	}
	return CriterionTurnOrder, cmp.Compare(b.TurnPosition, a.TurnPosition)
}
