// Package swiss is the Swiss format (スイス式): each round paired by score,
// the default of every section. Its pairing is the Swiss engine every
// game's discipline pairs with (tournament.Swiss: the games' own rules of
// colours, byes and floats), which this format runs round by round; its
// standings are the game's. A section made before formats, with no format
// stored, is a Swiss.
package swiss

import "taikai/tournament"

// Kind is the Swiss's format kind.
const Kind = tournament.FormatSwiss

// Policy is the Swiss format (tournament.FormatPolicy).
type Policy struct{}

// Kind implements tournament.FormatPolicy.
func (Policy) Kind() tournament.FormatKind { return Kind }

// Aliases implements tournament.FormatPolicy.
func (Policy) Aliases() []string { return []string{"スイス", "スイス式"} }

// Name implements tournament.FormatPolicy.
func (Policy) Name() tournament.Text { return tournament.Text{En: "Swiss", Ja: "スイス式"} }

// Configure implements tournament.FormatPolicy: the Swiss takes no
// options (its rounds and rules are the game's settings).
func (Policy) Configure(o tournament.FormatOptions) (tournament.Format, error) {
	if len(o) > 0 {
		return tournament.Format{}, tournament.NewProblem(tournament.ErrInvalidInput, "the Swiss takes no format options (group size, advance, third place, wins, losses, bye)",
			"スイス式には方式の指定（グループの人数・通過人数・3位決定戦・勝敗数・不戦勝）はありません")
	}
	return tournament.Format{}, nil
}

// Pair implements tournament.FormatPolicy: round p.N by score.
func (Policy) Pair(p *tournament.FormatPairing) (tournament.Round, error) { return p.PairSwiss() }

// Standings implements tournament.FormatPolicy: the game's own.
func (Policy) Standings(tournament.Event, tournament.Section, []tournament.Participant, []tournament.Round, int) (tournament.Table, bool, error) {
	return tournament.Table{}, false, nil
}

// HandPlayers implements tournament.HandPairer: everyone taking part in
// round n.
func (Policy) HandPlayers(ev tournament.Event, _ tournament.Section, ps []tournament.Participant, rs []tournament.Round, n int) (map[int]bool, error) {
	return tournament.SwissHandPlayers(ev, ps, rs, n)
}

// HandDone implements tournament.HandPairer: nothing more to keep.
func (Policy) HandDone(*tournament.FormatPairing, *tournament.Round) error { return nil }
