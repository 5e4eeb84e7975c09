package pairing

import "slices"

// firstRoundApart refuses a drawn bracket in which two of the never-pair
// list, or (apart.SameClub) two of one club, meet in the first round: the
// draw weighs those meetings above everything, so no draw within the tiers
// avoids them.
func (d *bracketDraw) firstRoundApart(entrants []BracketEntrant, apart BracketApart) error {
	out := &ApartError{What: "knockout draw"}
	for _, p := range apart.NeverPair {
		k := [2]int{min(p[0], p[1]), max(p[0], p[1])}
		if d.meet(k[0], k[1]) == 1 && !slices.Contains(out.NeverPair, k) {
			out.NeverPair = append(out.NeverPair, k)
		}
	}
	if apart.SameClub {
		for a, ea := range entrants {
			for b := a + 1; b < len(entrants); b++ {
				if ea.Club != 0 && ea.Club == entrants[b].Club && d.meet(a, b) == 1 {
					out.ClubPairs = append(out.ClubPairs, [2]int{a, b})
				}
			}
		}
	}
	if len(out.NeverPair) == 0 && len(out.ClubPairs) == 0 {
		return nil
	}
	slices.SortFunc(out.NeverPair, func(x, y [2]int) int {
		if x[0] != y[0] {
			return x[0] - y[0]
		}
		return x[1] - y[1]
	})
	return out
}
