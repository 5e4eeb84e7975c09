package pairgo

import (
	"cmp"
	"fmt"
	"slices"

	"taikai/tournament"
)

// gameRecord is Pair Go's own record of a game (tournament.Game.Extra): its
// 手合割, given when it was seated, and the 誤順 of the Black and the White
// pair the arbiter ruled at the board. Its keys are those the shared Game
// had before the games kept their records (tournament.LegacyGameKeys), so
// that an older file's or export's values move here as they are.
type gameRecord struct {
	Handicap       *tournament.Handicap `json:"handicap,omitempty"`
	RotationErrors [2]int               `json:"rotation_errors,omitzero"`
}

// pairRecord is Pair Go's own record of a pair (tournament.Participant.Extra):
// its ハンデポイント in halves (2 = 1.0), under the key the shared
// Participant had (tournament.LegacyParticipantKeys).
type pairRecord struct {
	PairPoint int `json:"pair_point,omitempty"`
}

var (
	_ tournament.Handicapper  = Discipline{}
	_ tournament.GameNoter    = Discipline{}
	_ tournament.ExtraChecker = Discipline{}
)

// recordOf reads game g's record (empty when it has none).
func recordOf(g tournament.Game) (gameRecord, error) {
	return tournament.ReadExtra[gameRecord](g.Extra)
}

// pairRecordOf reads participant p's record (empty when it has none).
func pairRecordOf(p tournament.Participant) (pairRecord, error) {
	return tournament.ReadExtra[pairRecord](p.Extra)
}

// PairPointOf returns pair p's ハンデポイント in halves (2 = 1.0; 0 for a
// participant without one).
func PairPointOf(p tournament.Participant) int {
	r, _ := pairRecordOf(p)
	return r.PairPoint
}

// RotationErrorsOf returns the 誤順 of game g's Black and White pair
// recorded at the board so far.
func RotationErrorsOf(g tournament.Game) [2]int {
	r, _ := recordOf(g)
	return r.RotationErrors
}

// HandicapOf implements tournament.Handicapper: the stones and komi game g
// was seated with; nil when it has none.
func (Discipline) HandicapOf(g tournament.Game) *tournament.Handicap {
	r, err := recordOf(g)
	if err != nil {
		return nil
	}
	return r.Handicap
}

// GameNotes implements tournament.GameNoter: the rotation errors ruled at
// the board so far, on the pairings screen.
func (Discipline) GameNotes(_ tournament.Round, g tournament.Game, _ func(int) string) []tournament.Note {
	e := RotationErrorsOf(g)
	if e[0]+e[1] == 0 {
		return nil
	}
	return []tournament.Note{{Where: tournament.OnScreen, Text: tournament.Text{
		En: fmt.Sprintf("rotation errors: Black %d, White %d", e[0], e[1]),
		Ja: fmt.Sprintf("誤順：黒 %d、白 %d", e[0], e[1])}}}
}

// Seeding implements tournament.Swiss: round 1 by the pairs' handicap
// points, strongest first, then as Go seeds (rank, rating, the lot).
func (d Discipline) Seeding(ev tournament.Event, ps []tournament.Participant) []tournament.Participant {
	order := d.Family.Seeding(ev, ps)
	slices.SortStableFunc(order, func(a, b tournament.Participant) int { return cmp.Compare(PairPointOf(b), PairPointOf(a)) })
	return order
}

// CheckExtra implements tournament.ExtraChecker: every pair's and every
// game's record reads.
func (Discipline) CheckExtra(_ tournament.Event, ps []tournament.Participant, rs []tournament.Round) error {
	for _, p := range ps {
		if _, err := pairRecordOf(p); err != nil {
			return tournament.NewProblem(tournament.ErrInvalidInput, "participant %d: the handicap point does not read", "参加者 %d：ハンデポイントが読めません", p.ID)
		}
	}
	for _, r := range rs {
		for _, g := range r.Games {
			rec, err := recordOf(g)
			if err != nil {
				return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: the handicap or the rotation errors do not read", "%d 回戦 %d 番卓：手合割か誤順が読めません", r.Number, g.Table)
			}
			if e := rec.RotationErrors; e[0] < 0 || e[1] < 0 {
				return tournament.NewProblem(tournament.ErrInvalidInput, "round %d table %d: a negative count of rotation errors", "%d 回戦 %d 番卓：誤順の回数が負です", r.Number, g.Table)
			}
		}
	}
	return nil
}
