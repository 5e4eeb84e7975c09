package shogi

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: wins of both sides, a 千日手
// replayed, a 持将棋 by points (a draw where the section makes it one), a
// foul, a loss on time and a forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlayDemoCycle(s, rounds, 3, [][]string{
		{"先手勝ち"},
		{"後手勝ち"},
		{"千日手 後手勝ち", "先手勝ち"},
		{"先手反則負け"},
		{"持将棋 31-23", "持将棋 先手宣言 28", "持将棋", "先手勝ち"},
		{"後手時間切れ負け"},
		{"後手不戦敗"},
		{"上手勝ち", "先手勝ち"},
		{"下手勝ち", "後手勝ち"},
		{"後手勝ち"},
	})
}
