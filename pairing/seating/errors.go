package seating

import "errors"

// Sentinel errors a screen tells apart. Every error of Seat wraps one of them
// with %w and a message that says what was wrong and how to fix it.
var (
	// ErrDuplicatePlayer means the same player ID appears twice among the
	// players to seat.
	ErrDuplicatePlayer = errors.New("player listed twice")
	// ErrReservedID means a player has the ID CPU, which marks a CPU代指し
	// seat.
	ErrReservedID = errors.New("player ID reserved for CPU seats")
	// ErrTooFewPlayers means there are fewer than two people per table: a
	// four-player shogi table (卓) needs at least two people, the other seats
	// being CPU substitutes (CPU代指し).
	ErrTooFewPlayers = errors.New("too few players for the tables")
	// ErrTableCount means the requested number of tables is negative or too
	// small to seat everyone four to a table.
	ErrTableCount = errors.New("invalid number of tables")
	// ErrStrengthRange means a player's strength is outside
	// −MaxStrength…MaxStrength.
	ErrStrengthRange = errors.New("strength out of range")
	// ErrInvalidTablemates means an earlier-tablemates pair names the same
	// player twice.
	ErrInvalidTablemates = errors.New("invalid earlier tablemates")
)
