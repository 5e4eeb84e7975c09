package cli

import "taikai/tournament/igo"

// Go's own flags: `players add|edit --egd-pin N`, the player's EGD PIN
// (issue 29), and `--egd-club CODE`, the club the EGD file writes (issue
// 38), which the section's game checks (formFromFlags); and its
// handicap calculator, `taikai handicap --go RANK RANK`.
func init() {
	registerPlayerFields(igo.FieldEGDPin, igo.FieldEGDClub)
	registerHandicapForm(igo.Kind, "RANK RANK")
}
