package pairing

import "slices"

// firstRoundApart refuses a drawn bracket in which two of the never-pair
// list, or (apart.SameClub) two of one club, meet in the first round: the
// draw weighs those meetings above everything, so no draw within the tiers
// avoids them. The clubs are looked up game by game, not pair by pair of
// entrants (8 million pairs at 4,096 entrants).
func (d *bracketDraw) firstRoundApart(entrants []BracketEntrant, lines []int, apart BracketApart) error {
	out := &ApartError{What: "knockout draw"}
	for _, p := range apart.NeverPair {
		k := [2]int{min(p[0], p[1]), max(p[0], p[1])}
		if d.meet(k[0], k[1]) == 1 && !slices.Contains(out.NeverPair, k) {
			out.NeverPair = append(out.NeverPair, k)
		}
	}
	if apart.SameClub {
		for i := 0; i+1 < len(lines); i += 2 {
			a, b := min(lines[i], lines[i+1]), max(lines[i], lines[i+1])
			if a != Bye && entrants[a].Club != 0 && entrants[a].Club == entrants[b].Club {
				out.ClubPairs = append(out.ClubPairs, [2]int{a, b})
			}
		}
	}
	if len(out.NeverPair) == 0 && len(out.ClubPairs) == 0 {
		return nil
	}
	byPair := func(x, y [2]int) int {
		if x[0] != y[0] {
			return x[0] - y[0]
		}
		return x[1] - y[1]
	}
	slices.SortFunc(out.NeverPair, byPair)
	slices.SortFunc(out.ClubPairs, byPair)
	return out
}
