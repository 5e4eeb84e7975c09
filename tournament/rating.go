package tournament

// Rater is a discipline whose games may be left out of the rating
// (レーティング対象外: Othello rules 13 and 16). Rated says whether game g
// of round r goes into the rating and, when not, why; known is false for a
// bye or a game without a result.
type Rater interface {
	Rated(ev Event, r Round, g Game) (rated bool, why Text, known bool)
}

// RatingMark marks a game not for rating on crosstables and slips.
const RatingMark = "※"

// Rating says whether game g of round r goes into the rating, as the
// event's discipline rules: "yes", "no", or "" for a bye, a game without a
// result, or a game whose discipline keeps no rating; why says why not.
func Rating(ev Event, r Round, g Game) (word string, why Text) {
	d, err := ev.Discipline()
	if err != nil {
		return "", Text{}
	}
	rt, ok := d.(Rater)
	if !ok {
		return "", Text{}
	}
	rated, why, known := rt.Rated(ev, r, g)
	switch {
	case !known:
		return "", Text{}
	case rated:
		return "yes", Text{}
	}
	return "no", why
}
