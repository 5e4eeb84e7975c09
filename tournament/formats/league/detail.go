package league

import (
	"strconv"

	"taikai/tournament"
)

// Detail is the league's own data in its section's format
// (tournament.Format.Detail).
type Detail struct {
	// GroupSize is the wanted group size (3–8); Groups are the groups as
	// drawn (the entrants' IDs by group, in seeding order).
	GroupSize int     `json:"group_size,omitempty"`
	Groups    [][]int `json:"groups,omitempty"`
	// Advance is how many of each group go through (上位k名通過);
	// BestOfRest how many of the next place across groups join them.
	Advance    int `json:"advance,omitempty"`
	BestOfRest int `json:"best_of_rest,omitempty"`
}

// DetailOf reads the league's data of format f.
func DetailOf(f tournament.Format) (Detail, error) {
	var d Detail
	err := tournament.FormatDetail(f, &d)
	return d, err
}

// detailOf reads the league's data of section sec.
func detailOf(sec tournament.Section) (Detail, error) { return DetailOf(sec.Format) }

// OptionValues implements tournament.OptionReader.
func (Policy) OptionValues(f tournament.Format) map[string]string {
	out := map[string]string{}
	d, err := DetailOf(f)
	if err != nil {
		return out
	}
	for k, n := range map[string]int{"group-size": d.GroupSize, "advance": d.Advance, "best-of-rest": d.BestOfRest} {
		if n != 0 {
			out[k] = strconv.Itoa(n)
		}
	}
	return out
}

// SeatGroups implements tournament.SeatGrouper: the groups once drawn.
func (Policy) SeatGroups(f tournament.Format) ([][]int, error) {
	d, err := DetailOf(f)
	return d.Groups, err
}

// Undrawn implements tournament.FormatUndrawer: the parameters, no groups.
func (Policy) Undrawn(f tournament.Format) tournament.Format {
	return tournament.EditFormatDetail(f, func(d *Detail) { d.Groups = nil })
}
