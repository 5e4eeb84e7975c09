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

// NyugyokuAnswers are the arbiter's answers to the five conditions of
// 入玉宣言, ①–⑤ in the seed's order: true when the condition holds (the
// screens ask each as a yes/no question).
type NyugyokuAnswers [5]bool

// AllYes returns the answers of a declaration that meets every condition.
func AllYes() NyugyokuAnswers { return NyugyokuAnswers{true, true, true, true, true} }

// Failures returns the conditions answered no, in the seed's order.
func (a NyugyokuAnswers) Failures() []NyugyokuCondition {
	var out []NyugyokuCondition
	for i, ok := range a {
		if !ok {
			out = append(out, NyugyokuCondition(i+1))
		}
	}
	return out
}

// Nyugyoku is an accepted 入玉宣言 (seed ■2 (6)): who declared, and the
// arbiter's answers to the five conditions (all yes).
type Nyugyoku struct {
	// Declarer is the seat of the declaring player.
	Declarer int
	// Answers are the arbiter's answers, ①–⑤.
	Answers NyugyokuAnswers
}

// Answers returns the answers a declaration d gives under s.
func (s Settings) Answers(d Declaration) NyugyokuAnswers {
	return NyugyokuAnswers{
		d.Move >= s.NyugyokuMove,
		d.OwnTurn,
		d.KingRank >= 1 && d.KingRank <= s.NyugyokuRanks,
		!d.InCheck,
		d.HasLegalMove,
	}
}

// NyugyokuFailures returns the conditions d fails, in the seed's order; an
// empty result means the 入玉宣言 is valid and the game ends as 持将棋 at
// that position.
func (s Settings) NyugyokuFailures(d Declaration) []NyugyokuCondition {
	return s.Answers(d).Failures()
}

// ConditionText words condition c with the event's numbers (the move from
// which a declaration is allowed, the depth of the opponents' camp).
func (s Settings) ConditionText(c NyugyokuCondition) string {
	switch c {
	case NyugyokuMoveReached:
		return fmt.Sprintf("①%d手目以降であること", s.NyugyokuMove)
	case NyugyokuKingInCamp:
		return fmt.Sprintf("③自玉が敵陣%d段目以内に入玉していること", s.NyugyokuRanks)
	}
	return c.String()
}

// conditionList joins the conditions, worded by s when not nil.
func conditionList(cs []NyugyokuCondition, s *Settings) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		if s != nil {
			names[i] = s.ConditionText(c)
		} else {
			names[i] = c.String()
		}
	}
	return strings.Join(names, ", ")
}

// CheckAnswers returns nil when the arbiter answered yes to every
// condition, else an error wrapping ErrInvalidNyugyoku that lists the
// conditions not met: the declaration is refused and play continues.
func (s Settings) CheckAnswers(a NyugyokuAnswers) error {
	f := a.Failures()
	if len(f) == 0 {
		return nil
	}
	return fmt.Errorf("%w (play continues): %s", ErrInvalidNyugyoku, conditionList(f, &s))
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
		names[i] = s.ConditionText(c)
		if c == NyugyokuMoveReached {
			names[i] += fmt.Sprintf(" (move %d)", d.Move)
		}
	}
	return fmt.Errorf("%w (play continues): %s", ErrInvalidNyugyoku, strings.Join(names, ", "))
}

// ParseAnswers reads the arbiter's five answers as the command line takes
// them: one mark per condition ①–⑤ in order, y/n, ○/×, o/x, 1/0 or はい/いいえ
// (full width accepted), optionally separated by commas or spaces:
// "yyyyy", "○○×○○", "y,y,n,y,y".
func ParseAnswers(text string) (NyugyokuAnswers, error) {
	var a NyugyokuAnswers
	t := foldWidth(strings.TrimSpace(text))
	t = strings.NewReplacer("はい", "y", "いいえ", "n", "、", "", ",", "", " ", "").Replace(t)
	marks := []rune(t)
	if len(marks) != len(a) {
		return a, fmt.Errorf("%w: give 5 answers, one per condition ①–⑤ in order (y or n, ○ or ×), got %q", ErrNyugyokuSyntax, text)
	}
	for i, r := range marks {
		switch r {
		case 'y', 'Y', 'o', 'O', '○', '〇', '1':
			a[i] = true
		case 'n', 'N', 'x', 'X', '×', '✕', '0':
			a[i] = false
		default:
			return a, fmt.Errorf("%w: answer %d is %q; write y or n (○ or ×)", ErrNyugyokuSyntax, i+1, string(r))
		}
	}
	return a, nil
}
