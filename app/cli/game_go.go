package cli

import (
	"strings"

	"taikai/tournament/igo"
)

// Go's own flag: `players add|edit --egd-pin N`, the player's EGD PIN
// (issue 29), which the section's game checks (formFromFlags); and its
// handicap calculator, `taikai handicap --go RANK RANK`.
func init() {
	v := verbs["players"]
	v.valued = append(v.valued, strings.ReplaceAll(string(igo.FieldEGDPin), "_", "-"))
	verbs["players"] = v
	registerHandicapForm(igo.Kind, "RANK RANK")
}
