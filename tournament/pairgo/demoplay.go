package pairgo

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: board scores (a jigo among
// them, White's win), rotation errors (誤順), a double move (2手打ち), a
// win by resignation and a forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlayDemoCycle(s, rounds, 1, [][]string{
		{"62-58"},
		{"55-60:誤順1/0"},
		{"持碁"},
		{"70-52:黒2手打ち"},
		{"B+R"},
		{"白不戦敗"},
		{"48-66:誤順0/2"},
	})
}
