package igo

import "taikai/tournament"

// PlayDemo implements tournament.DemoPlayer: wins by resignation, by
// points (half points with komi, whole ones and jigo without), on time, and
// in each round one forfeit.
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	return tournament.PlaySwissDemo(s, rounds, func(round, game int) []string {
		switch (round*3 + game) % 9 {
		case 0:
			return []string{"B+R"}
		case 1:
			return []string{"W+R"}
		case 2:
			return []string{"B+3.5", "B+3", "B+R"}
		case 3:
			return []string{"W+0.5", "W+1", "W+R"}
		case 4:
			return []string{"forfeit-black"}
		case 5:
			return []string{"jigo", "B+2.5", "B+R"}
		case 6:
			return []string{"W+T"}
		case 7:
			return []string{"W+12.5", "W+12", "W+R"}
		}
		return []string{"B+R"}
	})
}
