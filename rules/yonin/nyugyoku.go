package yonin

import (
	"fmt"
	"strings"
)

// Declaration is the position of a player declaring 入玉 (入玉宣言), as the
// arbiter checks it.
type Declaration struct {
	// Move is the number of the move the declaration takes the place of.
	Move int
	// OwnTurn is set when it is the declarer's turn to move.
	OwnTurn bool
	// KingRank is the rank of the declarer's king counted from the edge of
	// the opponent whose camp (敵陣) it stands in, 1 being that opponent's
	// back rank; 0 when the king is in no opponent's camp.
	KingRank int
	// InCheck is set when the declarer's king is in check (王手).
	InCheck bool
	// HasLegalMove is set when the declarer has a legal move (not stalemate).
	HasLegalMove bool
}

// NyugyokuCondition is one of the five conditions of 入玉宣言 (seed ■2 (6)).
type NyugyokuCondition int

// The conditions of 入玉宣言 in the seed's order ①–⑤.
const (
	// NyugyokuMoveReached is ①: move NyugyokuMove (250) or later.
	NyugyokuMoveReached NyugyokuCondition = iota + 1
	// NyugyokuOwnTurn is ②: it is the declarer's own turn.
	NyugyokuOwnTurn
	// NyugyokuKingInCamp is ③: the king is within the 3rd rank of an
	// opponent's camp (敵陣3段目以内).
	NyugyokuKingInCamp
	// NyugyokuNotInCheck is ④: the king is not in check.
	NyugyokuNotInCheck
	// NyugyokuHasLegalMove is ⑤: the declarer has a legal move (not stalemate).
	NyugyokuHasLegalMove
)

// String returns the condition as the seed words it.
func (c NyugyokuCondition) String() string {
	switch c {
	case NyugyokuMoveReached:
		return "①250手目以降であること"
	case NyugyokuOwnTurn:
		return "②自身の手番であること"
	case NyugyokuKingInCamp:
		return "③自玉が敵陣3段目以内に入玉していること"
	case NyugyokuNotInCheck:
		return "④自玉に王手が掛かっていないこと"
	case NyugyokuHasLegalMove:
		return "⑤自身に有効手があること"
	}
	return fmt.Sprintf("condition %d", int(c))
}

// NyugyokuFailures returns the conditions d fails, in the seed's order; an
// empty result means the 入玉宣言 is valid and the game ends as 持将棋 at
// that position.
func (s Settings) NyugyokuFailures(d Declaration) []NyugyokuCondition {
	var out []NyugyokuCondition
	if d.Move < s.NyugyokuMove {
		out = append(out, NyugyokuMoveReached)
	}
	if !d.OwnTurn {
		out = append(out, NyugyokuOwnTurn)
	}
	if d.KingRank < 1 || d.KingRank > s.NyugyokuRanks {
		out = append(out, NyugyokuKingInCamp)
	}
	if d.InCheck {
		out = append(out, NyugyokuNotInCheck)
	}
	if !d.HasLegalMove {
		out = append(out, NyugyokuHasLegalMove)
	}
	return out
}

// CheckNyugyoku returns nil for a valid 入玉宣言, else an error wrapping
// ErrInvalidNyugyoku that lists the failed conditions. A wrong declaration
// carries no penalty: play simply continues (seed ■2 (6)).
func (s Settings) CheckNyugyoku(d Declaration) error {
	f := s.NyugyokuFailures(d)
	if len(f) == 0 {
		return nil
	}
	names := make([]string, len(f))
	for i, c := range f {
		switch c {
		case NyugyokuMoveReached:
			names[i] = fmt.Sprintf("①%d手目以降であること (move %d)", s.NyugyokuMove, d.Move)
		case NyugyokuKingInCamp:
			names[i] = fmt.Sprintf("③自玉が敵陣%d段目以内に入玉していること", s.NyugyokuRanks)
		default:
			names[i] = c.String()
		}
	}
	return fmt.Errorf("%w (play continues): %s", ErrInvalidNyugyoku, strings.Join(names, ", "))
}
