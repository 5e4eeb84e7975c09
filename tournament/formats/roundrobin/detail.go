package roundrobin

import "taikai/tournament"

// Detail is the round robin's own data in its section's format
// (tournament.Format.Detail).
type Detail struct {
	// Seats are the entrants by Berger seat (their IDs), drawn by lot when
	// round 1 is paired and kept for every round after.
	Seats []int `json:"seats,omitempty"`
}

// DetailOf reads the round robin's data of format f.
func DetailOf(f tournament.Format) (Detail, error) {
	var d Detail
	err := tournament.FormatDetail(f, &d)
	return d, err
}

// SeatGroups implements tournament.SeatGrouper: the one group of the
// seats, once drawn.
func (Policy) SeatGroups(f tournament.Format) ([][]int, error) {
	d, err := DetailOf(f)
	if err != nil || len(d.Seats) == 0 {
		return nil, err
	}
	return [][]int{d.Seats}, nil
}

// Undrawn implements tournament.FormatUndrawer: no seats.
func (Policy) Undrawn(f tournament.Format) tournament.Format {
	f.Detail = nil
	return f
}
