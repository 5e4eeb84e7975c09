package othello

import (
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// DescribeResult implements tournament.ResultDescriber: the discs as
// figures, a special outcome in words ("31-33 黒の時間切れ負け", "黒の不戦敗").
func (Discipline) DescribeResult(_ tournament.Event, stored string) tournament.Text {
	res, err := rules.ParseResult(stored)
	if err != nil {
		return tournament.Text{}
	}
	if res.Outcome == rules.Normal {
		return tournament.Text{En: stored, Ja: stored}
	}
	t := tournament.Text{En: res.Outcome.English(), Ja: res.Outcome.Japanese()}
	if res.HasDiscs {
		discs := rules.Result{Black: res.Black, White: res.White, HasDiscs: true, Outcome: rules.Normal}.String()
		t = tournament.Text{En: discs + " " + t.En, Ja: discs + " " + t.Ja}
	}
	return t
}
