package yonin

import (
	"errors"
	"fmt"
)

// Sentinel errors a screen tells apart. Every error of this package wraps one
// of them with %w and a message that says what was wrong and how to fix it.
var (
	// ErrInvalidSettings means a setting is unknown or outside its range.
	ErrInvalidSettings = errors.New("invalid four-player shogi setting")
	// ErrInvalidGame means a game record is inconsistent: a seat outside
	// 0..3, a player mated twice or by themselves or by a player already
	// mated, or a game that has neither three eliminations nor a 持将棋 ranking,
	// or a void game (千日手) with mates or penalties.
	ErrInvalidGame = errors.New("invalid four-player shogi game record")
	// ErrFoulMater means a foul (反則) names a mater other than the nearest
	// unmated 上家 of the player who fouled.
	ErrFoulMater = errors.New("a foul counts as mated by the nearest unmated 上家")
	// ErrFoulTwoLeft means a foul was recorded with only two players left,
	// where resigning or losing on time is an ordinary loss.
	ErrFoulTwoLeft = errors.New("with two players left a resignation or time loss is not a foul")
	// ErrJishogiRanking means a 持将棋 ranking does not list exactly the
	// players still unmated, or fewer than two players are left.
	ErrJishogiRanking = errors.New("invalid 持将棋 ranking")
	// ErrTableStopped means a player of the table has reached the stop line
	// (0 points or fewer by default): the table plays no further game.
	ErrTableStopped = errors.New("the table has stopped: a player has no points left")
	// ErrSeriesComplete means the table has played all its games (オーラス
	// without 連荘).
	ErrSeriesComplete = errors.New("the table has played all its games")
	// ErrMatedSyntax means a `--mated` text does not follow the grammar
	// "V<M,V<M:foul".
	ErrMatedSyntax = errors.New("bad --mated text")
	// ErrUnknownPlayer means a `--mated` text names a player who is not at
	// the table.
	ErrUnknownPlayer = errors.New("player not at this table")
	// ErrMaterialSyntax means a `--material` text does not follow the
	// grammar "PLAYER:r1,p12,h3;PLAYER:…", or does not give exactly the
	// unmated players.
	ErrMaterialSyntax = errors.New("bad 持将棋 material")
	// ErrNyugyokuSyntax means the answers to the five 入玉宣言 conditions
	// could not be read.
	ErrNyugyokuSyntax = errors.New("bad 入玉宣言 answers")
	// ErrInvalidNyugyoku means an 入玉宣言 fails one of the seed's five
	// conditions; play continues (seed ■2 (6)).
	ErrInvalidNyugyoku = errors.New("入玉宣言 not valid")
)

// ErrImpossibleMaterial means a 持将棋 count is more pieces than a
// four-player shogi set has (RooksInSet, OtherPiecesInSet): a mistyped
// count, refused rather than ranked.
var ErrImpossibleMaterial = errors.New("impossible 持将棋 material")

// bilingualError is an error of this package that also says what was wrong
// in Japanese, the arbiter's language on screens and under LANG=ja.
type bilingualError struct {
	error
	ja string
}

func (e *bilingualError) Unwrap() error { return e.error }

// withJapanese gives err its Japanese message.
func withJapanese(err error, format string, args ...any) error {
	return &bilingualError{error: err, ja: fmt.Sprintf(format, args...)}
}

// Japanese returns the Japanese message of an error of this package (the
// outermost one it has) and whether it has one; the English Error() is then
// the only message.
func Japanese(err error) (string, bool) {
	var b *bilingualError
	if errors.As(err, &b) {
		return b.ja, true
	}
	return "", false
}

// japaneseOr is the Japanese message of err, or its English one.
func japaneseOr(err error) string {
	if ja, ok := Japanese(err); ok {
		return ja
	}
	return err.Error()
}
