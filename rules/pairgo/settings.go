package pairgo

import "fmt"

// Settings are the numbers of the Junior Pair Go rules an event may change,
// each defaulting to the seed's value (docs/rules.md §3).
type Settings struct {
	// ProfessionalPoints is a professional's handicap point (プロ棋士: 12).
	ProfessionalPoints int
	// TitleWinnerPoints is an adult amateur title winner's point (9).
	TitleWinnerPoints int
	// PrefRepPoints is a prefectural representative's point (8).
	PrefRepPoints int
	// Table is the 手合割表 with its stone cap.
	Table HandicapTable
	// RotationErrorPenalty is the points each 誤順 gives the opponents (3目).
	RotationErrorPenalty int
}

// DefaultSettings returns the seed's rules: 12, 9 and 8 points, the default
// table, 3 points per rotation error.
func DefaultSettings() Settings {
	return Settings{
		ProfessionalPoints:   12,
		TitleWinnerPoints:    9,
		PrefRepPoints:        8,
		Table:                DefaultHandicapTable(),
		RotationErrorPenalty: 3,
	}
}

// Validate reports a setting out of range.
func (s Settings) Validate() error {
	if s.RotationErrorPenalty < 0 {
		return fmt.Errorf("%w: the rotation-error penalty is %d points; use 0 or more", ErrInvalidSettings, s.RotationErrorPenalty)
	}
	return s.Table.Validate()
}
