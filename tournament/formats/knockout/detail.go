package knockout

import "taikai/tournament"

// Detail is the knockout's own data in its section's format
// (tournament.Format.Detail).
type Detail struct {
	// ThirdPlace is whether the knockout plays the 3位決定戦; Lines are
	// its bracket as drawn (an entrant's ID on each line, 0 for a bye).
	ThirdPlace bool  `json:"third_place,omitempty"`
	Lines      []int `json:"lines,omitempty"`
}

// DetailOf reads the knockout's data of format f.
func DetailOf(f tournament.Format) (Detail, error) {
	var d Detail
	err := tournament.FormatDetail(f, &d)
	return d, err
}

// drawn reports whether the bracket of format f is drawn.
func drawn(f tournament.Format) (bool, error) {
	d, err := DetailOf(f)
	return len(d.Lines) > 0, err
}

// OptionValues implements tournament.OptionReader.
func (Policy) OptionValues(f tournament.Format) map[string]string {
	out := map[string]string{}
	if d, err := DetailOf(f); err == nil && d.ThirdPlace {
		out["third-place"] = "true"
	}
	return out
}

// Undrawn implements tournament.FormatUndrawer: the third place kept, no
// bracket.
func (Policy) Undrawn(f tournament.Format) tournament.Format {
	return tournament.EditFormatDetail(f, func(d *Detail) { d.Lines = nil })
}
