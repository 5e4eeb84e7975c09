package pairgo

import (
	"fmt"

	goadapter "taikai/tournament/igo"

	"taikai/tournament"
)

var _ tournament.Counter = Discipline{}

// CountBoard implements tournament.Counter: the count claimed as Pair Go's
// board scores (地 + アゲハマ, Black's first: 62-58), to which the game's own
// komi and its pairs' 誤順 apply as to any typed result.
func (d Discipline) CountBoard(ev tournament.Event, g tournament.Game, in tournament.CountInput) (tournament.CountProposal, error) {
	p, _, _, err := goadapter.PositionOf(in)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	c, err := goadapter.CountPosition(p, 0)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	claim := fmt.Sprintf("%d-%d", c.Score[0], c.Score[1])
	res, note, err := pairgoResult(g, claim)
	if err != nil {
		return tournament.CountProposal{}, err
	}
	sum := goadapter.CountSummary(c, false)
	sum.En += "; " + note.En
	sum.Ja += "、" + note.Ja
	_ = res
	return tournament.CountProposal{Board: p.Text(), Captures: p.Captured, Claim: claim, Summary: sum}, nil
}
