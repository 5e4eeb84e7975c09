package qualify

import (
	"strconv"

	"taikai/tournament"
)

// Detail is the stage's own data in its section's format
// (tournament.Format.Detail).
type Detail struct {
	// Wins and Losses end a player's stage: W wins qualify, L losses
	// eliminate. Bye is what the bye is (win, nothing, lowest).
	Wins   int    `json:"wins,omitempty"`
	Losses int    `json:"losses,omitempty"`
	Bye    string `json:"bye,omitempty"`
}

// DetailOf reads the stage's data of format f.
func DetailOf(f tournament.Format) (Detail, error) {
	var d Detail
	err := tournament.FormatDetail(f, &d)
	return d, err
}

// OptionValues implements tournament.OptionReader.
func (Policy) OptionValues(f tournament.Format) map[string]string {
	out := map[string]string{}
	d, err := DetailOf(f)
	if err != nil {
		return out
	}
	if d.Wins != 0 {
		out["wins"] = strconv.Itoa(d.Wins)
	}
	if d.Losses != 0 {
		out["losses"] = strconv.Itoa(d.Losses)
	}
	if d.Bye != "" {
		out["bye"] = d.Bye
	}
	return out
}
