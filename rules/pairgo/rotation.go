package pairgo

import (
	"strconv"

	"taikai/rules/igo"
)

// Colour is a pair's colour, Go's: Black (黒) or White (白); the zero value
// is no colour.
type Colour = igo.Colour

// The two colours.
const (
	Black = igo.Black // 黒
	White = igo.White // 白
)

// Role is a partner's place in the rotation. The rotation of the World Pair
// Go rules is written for mixed pairs (woman, then man); the junior seed's
// pairs may be same-gender, so the places are named by the seed's captain
// (キャプテン): the captain takes the woman's place, the other partner the man's.
// In a mixed pair that is the same person.
type Role int

// The two places of a pair in the rotation.
const (
	// RoleCaptain: the captain (the woman in a mixed pair), who moves first
	// of the pair.
	RoleCaptain Role = iota + 1
	// RolePartner: the other partner (the man in a mixed pair).
	RolePartner
)

// Mover is one of the four players at the board: a colour and a place.
type Mover struct {
	Colour Colour
	Role   Role
}

// English names the mover: "Black captain", "White partner".
func (m Mover) English() string {
	role := "captain"
	if m.Role == RolePartner {
		role = "partner"
	}
	return m.Colour.String() + " " + role
}

// Japanese names the mover: 黒キャプテン, 白パートナー.
func (m Mover) Japanese() string {
	role := "キャプテン"
	if m.Role == RolePartner {
		role = "パートナー"
	}
	return m.Colour.Japanese() + role
}

// rotation is the normal rotation (ローテーション): Black captain → White captain
// → Black partner → White partner → Black captain …
var rotation = [4]Mover{
	{Black, RoleCaptain}, {White, RoleCaptain}, {Black, RolePartner}, {White, RolePartner},
}

// Next returns who plays after m in the rotation. After a rotation error play
// resumes in the rotation from the last mover (最後に打った人から), so the
// next mover is always Next(last mover).
func Next(m Mover) Mover {
	for i, r := range rotation {
		if r == m {
			return rotation[(i+1)%4]
		}
	}
	return rotation[0]
}

// MoverOf returns who plays move n (n ≥ 1, handicap stones not counted). In
// an even game the Black captain plays move 1; with handicap stones the White
// captain plays move 1 and then the Black partner: the stones take the Black
// captain's turn.
func MoverOf(n, stones int) Mover {
	start := 0
	if stones > 0 {
		start = 1
	}
	return rotation[(start+((n-1)%4+4)%4)%4]
}

// FirstMoves returns who plays moves 1 to 4, for the table card.
func FirstMoves(stones int) [4]Mover {
	var m [4]Mover
	for i := range m {
		m[i] = MoverOf(i+1, stones)
	}
	return m
}

// RotationText describes the rotation for the table card, in English and
// Japanese: "1 Black captain → 2 White captain → 3 Black partner → 4 White
// partner"; with stones, "After the 4 handicap stones: 1 White captain → …".
func RotationText(stones int) (english, japanese string) {
	if stones > 0 {
		english = "After the " + strconv.Itoa(stones) + " handicap stones: "
		japanese = "置石" + strconv.Itoa(stones) + "子を置いた後、"
	}
	for i, m := range FirstMoves(stones) {
		if i > 0 {
			english += " → "
			japanese += " → "
		}
		english += strconv.Itoa(i+1) + " " + m.English()
		japanese += strconv.Itoa(i+1) + " " + m.Japanese()
	}
	return english, japanese
}

// Misplay classifies a move played by the wrong player.
type Misplay int

// The kinds of misplay.
const (
	// InRotation: the move was played by the right player.
	InRotation Misplay = iota
	// RotationError: 誤順, the wrong partner or the wrong pair's player out of
	// turn; the arbiter gives the opponents RotationErrorPenalty points, the
	// move stands, and play resumes from its mover.
	RotationError
	// DoubleMove: 2手打ち, the same pair moved twice in a row; loss by foul,
	// not a 誤順.
	DoubleMove
)

// ClassifyMove tells whether actual, playing right after previous, kept the
// rotation, made a 誤順, or made a 2手打ち. For move 1 compare with MoverOf.
func ClassifyMove(previous, actual Mover) Misplay {
	switch {
	case actual.Colour == previous.Colour:
		return DoubleMove
	case actual != Next(previous):
		return RotationError
	}
	return InRotation
}
