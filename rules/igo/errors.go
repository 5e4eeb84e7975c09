package igo

import "errors"

// Sentinel errors a screen can tell apart; the returned errors wrap them with
// what was wrong and how to fix it.
var (
	// ErrInvalidHandicapSettings: a 手合割 setting is out of range.
	ErrInvalidHandicapSettings = errors.New("invalid handicap settings")
	// ErrInvalidTimeControl: a 持ち時間 setting is incomplete or out of range.
	ErrInvalidTimeControl = errors.New("invalid time control")
	// ErrImpossibleResult: a result the game's komi rules out (jigo or a
	// whole margin under a half-point komi, a half margin under a whole one).
	ErrImpossibleResult = errors.New("result impossible under the komi")
)

// ErrInvalidPosition: a position, a point or a game record that cannot be
// counted (a ragged board, a chain without a liberty, an illegal move …);
// the error is a *PositionError that says what and where in both languages.
var ErrInvalidPosition = errors.New("position cannot be counted")
