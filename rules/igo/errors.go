package igo

import "errors"

// Sentinel errors a screen can tell apart; the returned errors wrap them with
// what was wrong and how to fix it.
var (
	// ErrInvalidHandicapSettings: a 手合割 setting is out of range.
	ErrInvalidHandicapSettings = errors.New("invalid handicap settings")
	// ErrInvalidTimeControl: a 持ち時間 setting is incomplete or out of range.
	ErrInvalidTimeControl = errors.New("invalid time control")
)
