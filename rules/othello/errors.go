package othello

import (
	"errors"
	"fmt"
)

// Sentinel errors a screen tells apart. Every error of this package wraps one
// of them with %w and a message that says what was wrong and how to fix it.
var (
	// ErrSyntax means a result text does not follow the grammar B-W,
	// B-W:KEYWORD or KEYWORD (e.g. 40-24, 31-33:timeout-black, bye).
	ErrSyntax = errors.New("result not understood")
	// ErrUnknownOutcome means the keyword of a result is not one of the
	// outcomes of CLI.md (bye, forfeit-black, …, pending).
	ErrUnknownOutcome = errors.New("unknown outcome keyword")
	// ErrDiscRange means a disc count is outside 0–64.
	ErrDiscRange = errors.New("disc count out of range")
	// ErrTooManyDiscs means Black's and White's discs add up to more than the
	// 64 squares of the board.
	ErrTooManyDiscs = errors.New("more than 64 discs in total")
	// ErrNoDiscs means a normal result was entered without discs, or 0–0.
	ErrNoDiscs = errors.New("no discs entered")
	// ErrShortfallUndecided means the discs add up to less than 64 and the
	// arbiter has not yet said whether squares were empty at the end (rule
	// 18) or the card was miswritten (rule 19): the screen must ask.
	ErrShortfallUndecided = errors.New("fewer than 64 discs: empty squares or a recording error?")
	// ErrAdjustmentChangesWinner means the rule-19 adjustment (missing discs
	// to the loser) would turn the result into a draw or a loss for the
	// player who won on the card; the arbiter must rule (rule 21).
	ErrAdjustmentChangesWinner = errors.New("the recording-error adjustment would change the result")
	// ErrDiscsDontFit means the discs written with a special outcome
	// contradict it, e.g. a time-loss winner with fewer discs than the loser.
	ErrDiscsDontFit = errors.New("the discs do not fit the outcome")
	// ErrArrowAtTheLoser means a card in the arrow form (40←24) whose
	// arrow points at the smaller count or at a draw; it is also an
	// ErrDiscsDontFit.
	ErrArrowAtTheLoser = fmt.Errorf("%w: the arrow points at the loser", ErrDiscsDontFit)
	// ErrNoDrawWinRight means a final or playoff ended drawn (32–32 or both
	// flags fallen) but nobody holds the draw-win right (引き分け勝ち) yet.
	ErrNoDrawWinRight = errors.New("a drawn final needs the draw-win right holder")
	// ErrOutcomeNotAllowed means the outcome cannot happen at this stage,
	// e.g. a bye in the final.
	ErrOutcomeNotAllowed = errors.New("outcome not allowed here")
	// ErrUnknownPlayer means a game names a player id missing from the
	// player list.
	ErrUnknownPlayer = errors.New("unknown player")
	// ErrDuplicatePlayer means two players of the list share an id.
	ErrDuplicatePlayer = errors.New("duplicate player id")
	// ErrPlayedTwice means a player appears in two games of one round, or
	// plays themselves.
	ErrPlayedTwice = errors.New("player in two games of one round")
	// ErrTooFewPlayers means there are not enough players (still in the
	// event) for a final or a third place.
	ErrTooFewPlayers = errors.New("too few players")
	// ErrHiderUndecided means the 伏せ石 hider cannot be told: ranks equal
	// or unknown and ages unknown or equal; the arbiter decides (rule 21).
	ErrHiderUndecided = errors.New("cannot tell who hides the disc")
	// ErrInvalidCeremony means a hidden-disc record is incomplete or
	// inconsistent (a call other than black or white up, a missing choice …).
	ErrInvalidCeremony = errors.New("invalid hidden-disc record")
	// ErrInvalidSettings means a setting is unknown or outside its range.
	ErrInvalidSettings = errors.New("invalid Othello setting")
)

// problem wraps a sentinel with the detail a person needs to fix the input.
func problem(sentinel error, format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{sentinel}, args...)...)
}
