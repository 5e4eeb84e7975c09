package igo

import "taikai/tournament"

// gameRecord is Go's own record of a game (tournament.Game.Extra): its
// 手合割, given when it was seated. Its key is the one the shared Game had
// before the games kept their records (tournament.LegacyGameKeys), so that
// an older file's or export's handicap moves here as it is.
type gameRecord struct {
	Handicap *tournament.Handicap `json:"handicap,omitempty"`
}

var (
	_ tournament.Handicapper  = Discipline{}
	_ tournament.ExtraChecker = Discipline{}
)

// recordOf reads game g's record (empty when it has none).
func recordOf(g tournament.Game) (gameRecord, error) {
	return tournament.ReadExtra[gameRecord](g.Extra)
}

// extra writes the record as a game keeps it (a record of numbers and text
// always encodes).
func (r gameRecord) extra() tournament.Extra { return tournament.ExtraOf(r) }

// HandicapOf implements tournament.Handicapper: the 手合割 game g was seated
// with; nil when it has none.
func (Discipline) HandicapOf(g tournament.Game) *tournament.Handicap {
	r, err := recordOf(g)
	if err != nil {
		return nil
	}
	return r.Handicap
}

// CheckExtra implements tournament.ExtraChecker: every game's record reads.
func (Discipline) CheckExtra(_ tournament.Event, _ []tournament.Participant, rs []tournament.Round) error {
	for _, r := range rs {
		for _, g := range r.Games {
			if _, err := recordOf(g); err != nil {
				return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: the handicap does not read", "%d 回戦 %d 番卓：手合割が読めません", r.Number, g.Table)
			}
		}
	}
	return nil
}
