package pairgo

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: board scores (a jigo among
// them, White's win), rotation errors (誤順), a double move (2手打ち), a
// win by resignation and a forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlaySwissDemo(s, rounds, func(round, game int) []string {
		switch (round + game) % 7 {
		case 0:
			return []string{"62-58"}
		case 1:
			return []string{"55-60:誤順1/0"}
		case 2:
			return []string{"持碁"}
		case 3:
			return []string{"70-52:黒2手打ち"}
		case 4:
			return []string{"B+R"}
		case 5:
			return []string{"白不戦敗"}
		}
		return []string{"48-66:誤順0/2"}
	})
}
