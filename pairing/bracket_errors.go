package pairing

import "errors"

// ErrInvalidBracket means that the entrants handed to SeedBracket, or a
// Bracket handed back to the progress functions, are inconsistent: fewer
// than two entrants or more than MaxBracketEntrants, a negative group, place
// or club, a group without a place (or a place without a group), two
// entrants with the same place in one group, or a bracket whose lines do not
// hold each entrant exactly once with byes only against entrants.
var ErrInvalidBracket = errors.New("invalid knockout bracket")

// ErrInvalidBracketResult means that a result does not fit the bracket: an
// entrant out of range, a game against oneself, a winner who did not play
// the game, the same game twice, or a game that is not (yet) in the bracket
// (its players have not both reached it).
var ErrInvalidBracketResult = errors.New("result does not fit the knockout bracket")

// ErrBracketNoWinner means that a game of the knockout bracket was recorded
// without a winner (a draw, 持碁, a pending result). A knockout game must
// have a winner: the arbiter decides it by the game's own rule (Othello's
// draw-win right, a Go jigo replayed or decided as the settings say) and
// records the winner; the bracket never advances anyone by default.
var ErrBracketNoWinner = errors.New("knockout game has no winner")

// ErrBracketUnfinished means that a round of the knockout bracket still has
// games without a result, so the next round cannot be paired (or the final
// standings cannot be given) yet.
var ErrBracketUnfinished = errors.New("knockout round not finished")

// ErrBracketFinished means that every game of the knockout bracket,
// including the 3位決定戦 when one is played, has its winner: there is no
// next round.
var ErrBracketFinished = errors.New("knockout bracket finished")

// ErrNoThirdPlace means that a 3位決定戦 (third-place playoff) was asked of
// a bracket with fewer than four entrants, which has no two semi-final
// losers to play it.
var ErrNoThirdPlace = errors.New("no third-place playoff with fewer than four entrants")
