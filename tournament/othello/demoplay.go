package othello

import (
	"fmt"

	"taikai/tournament"
)

// PlayDemo implements tournament.DemoPlayer: disc counts from a close game
// to a wipe-out, a draw, and in each round one forfeit, one loss on time
// and one foul.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlaySwissDemo(s, rounds, func(round, game int) []string {
		switch (round*5 + game) % 11 {
		case 3:
			return []string{"白不戦敗"}
		case 6:
			return []string{"31-33:黒時間切れ負け"}
		case 9:
			return []string{"白反則負け"}
		case 10:
			return []string{"32-32"}
		}
		b := (round*17 + game*29) % 65
		if b == 32 {
			b = 40
		}
		return []string{fmt.Sprintf("%d-%d", b, 64-b)}
	})
}
