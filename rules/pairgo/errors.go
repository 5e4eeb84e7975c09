package pairgo

import "errors"

// Sentinel errors a screen can tell apart; the returned errors wrap them with
// what was wrong and how to fix it.
var (
	// ErrInvalidSettings: a Pair Go setting (手合割表, points, penalty) is out
	// of range.
	ErrInvalidSettings = errors.New("invalid Pair Go settings")
	// ErrInvalidResult: the board scores, rotation errors or fouls entered
	// for a game cannot be right.
	ErrInvalidResult = errors.New("invalid Pair Go result")
)
