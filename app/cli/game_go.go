package cli

import (
	"strings"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Go's own flags: `players add|edit --egd-pin N`, the player's EGD PIN
// (issue 29), and `--egd-club CODE`, the club the EGD file writes (issue
// 38), which the section's game checks (formFromFlags); and its
// handicap calculator, `taikai handicap --go RANK RANK`.
func init() {
	v := verbs["players"]
	for _, f := range []tournament.Field{igo.FieldEGDPin, igo.FieldEGDClub} {
		v.valued = append(v.valued, strings.ReplaceAll(string(f), "_", "-"))
	}
	verbs["players"] = v
	registerHandicapForm(igo.Kind, "RANK RANK")
}
