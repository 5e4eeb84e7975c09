package pairing

import (
	"errors"
	"fmt"
)

// MaxBergerPlayers is the largest field BergerRounds schedules. A round robin
// of 100 is 99 rounds, far beyond any event; the bound keeps a mistyped count
// from allocating millions of games.
const MaxBergerPlayers = 100

// ErrBergerPlayers means that a round robin was asked for fewer than two or
// more than MaxBergerPlayers players.
var ErrBergerPlayers = errors.New("round robin needs between 2 and 100 players")

// BergerGame is one board of a round of a round robin (総当たり): two seat
// numbers 0..n−1, the seat numbers of the Berger table minus one. First moves
// first (Black, 先手); Second moves second (White, 後手). In a round of an odd
// field one player rests (抜け番): Bye is true, First is the resting player and
// Second is −1. Whether the rest scores is the section's rule, not the
// table's.
type BergerGame struct {
	First, Second int
	Bye           bool
}

// BergerRounds returns the rounds of a round robin (総当たり) of n players, as
// the Berger tables of the FIDE Handbook (C.05, Annex 1) give them: seat 0 is
// the table's player 1, and the first named of each pair moves first. The
// rounds also serve a group of a 予選リーグ.
//
// With n even there are n−1 rounds of n/2 games. The last seat stays in
// place and plays on the first board, moving first in the even rounds; the
// other seats turn by n/2 places each round. Everyone meets everyone exactly
// once, and each player's first moves and second moves differ by exactly one
// (n−1 games, an odd number).
//
// With n odd the table of n+1 is used and whoever meets the missing last seat
// rests that round (抜け番, listed last in the round): n rounds of (n−1)/2
// games, one rest per player. Each player then has n−1 games, an even number,
// and exactly as many first moves as second moves.
func BergerRounds(n int) ([][]BergerGame, error) {
	if n < 2 || n > MaxBergerPlayers {
		return nil, fmt.Errorf("%w: %d players", ErrBergerPlayers, n)
	}
	m := n
	if m%2 == 1 {
		m++
	}
	fixed, turning := m-1, m-1 // the fixed seat, and how many seats turn
	rounds := make([][]BergerGame, turning)
	for r := range rounds {
		games := make([]BergerGame, 0, m/2)
		var rest []BergerGame
		a := r * (m / 2) % turning
		if fixed < n {
			if r%2 == 0 {
				games = append(games, BergerGame{First: a, Second: fixed})
			} else {
				games = append(games, BergerGame{First: fixed, Second: a})
			}
		} else {
			rest = append(rest, BergerGame{First: a, Second: -1, Bye: true})
		}
		for k := 1; k < m/2; k++ {
			games = append(games, BergerGame{First: (a + k) % turning, Second: (a - k + turning) % turning})
		}
		rounds[r] = append(games, rest...)
	}
	return rounds, nil
}
