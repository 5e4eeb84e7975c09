package igo

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: wins by resignation, by
// points (half points with komi, whole ones and jigo without), on time, and
// in each round one forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlayDemoCycle(s, rounds, 3, [][]string{
		{"黒中押し勝ち"},
		{"W+R"},
		{"黒3目半勝ち", "黒3目勝ち", "黒中押し勝ち"},
		{"W+0.5", "W+1", "W+R"},
		{"黒不戦敗"},
		{"持碁", "B+2.5", "B+R"},
		{"白時間切れ勝ち"},
		{"白12目半勝ち", "白12目勝ち", "白中押し勝ち"},
		{"B+R"},
	})
}
