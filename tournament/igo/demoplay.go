package igo

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: wins by resignation, by
// points (half points with komi, whole ones and jigo without), on time, and
// in each round one forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlaySwissDemo(s, rounds, func(round, game int) []string {
		switch (round*3 + game) % 9 {
		case 0:
			return []string{"黒中押し勝ち"}
		case 1:
			return []string{"W+R"}
		case 2:
			return []string{"黒3目半勝ち", "黒3目勝ち", "黒中押し勝ち"}
		case 3:
			return []string{"W+0.5", "W+1", "W+R"}
		case 4:
			return []string{"黒不戦敗"}
		case 5:
			return []string{"持碁", "B+2.5", "B+R"}
		case 6:
			return []string{"白時間切れ勝ち"}
		case 7:
			return []string{"白12目半勝ち", "白12目勝ち", "白中押し勝ち"}
		}
		return []string{"B+R"}
	})
}
