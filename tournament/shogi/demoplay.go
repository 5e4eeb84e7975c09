package shogi

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: wins of both sides, a 千日手
// replayed, a 持将棋 by points (a draw where the section makes it one), a
// foul, a loss on time and a forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlaySwissDemo(s, rounds, func(round, game int) []string {
		switch (round*3 + game) % 10 {
		case 0:
			return []string{"先手勝ち"}
		case 1:
			return []string{"後手勝ち"}
		case 2:
			return []string{"千日手 後手勝ち", "先手勝ち"}
		case 3:
			return []string{"先手反則負け"}
		case 4:
			return []string{"持将棋 31-23", "持将棋 先手宣言 28", "持将棋", "先手勝ち"}
		case 5:
			return []string{"後手時間切れ負け"}
		case 6:
			return []string{"後手不戦敗"}
		case 7:
			return []string{"上手勝ち", "先手勝ち"}
		case 8:
			return []string{"下手勝ち", "後手勝ち"}
		}
		return []string{"後手勝ち"}
	})
}
