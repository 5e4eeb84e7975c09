package shogi

import (
	"errors"
	"fmt"
)

// ErrFurigoma means a 振り駒 count is impossible.
var ErrFurigoma = errors.New("furigoma count impossible")

// FurigomaPieces is the number of 歩 tossed in a 振り駒.
const FurigomaPieces = 5

// Furigoma reads a 振り駒 of five 歩: fu is the number that fell 歩 face up
// (the others show と). More 歩 than と (3, 4 or 5) makes the first-named
// player (the one the toss is made for) 先手; more と makes them 後手.
func Furigoma(fu int) (firstNamedIsSente bool, err error) {
	if fu < 0 || fu > FurigomaPieces {
		return false, fmt.Errorf("%w: %d 歩 face up; five are tossed, so 0 to 5", ErrFurigoma, fu)
	}
	return fu*2 > FurigomaPieces, nil
}
