package othello

import (
	"fmt"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

var _ tournament.SideReader = Discipline{}

// SideResult implements tournament.SideReader: the player's discs first,
// the outcome as the rules count it (a 両負け is a loss, 無勝負 neither,
// 勝敗預かり nothing until ruled; in a final the draw-win right wins 32-32),
// and the special outcome in the game's words.
func (Discipline) SideResult(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (tournament.SideResult, bool, error) {
	v, ok, err := GameVerdict(ev, r, g)
	if err != nil || !ok {
		return tournament.SideResult{}, false, err
	}
	me, them := rules.Black, rules.White
	if side == tournament.White {
		me, them = rules.White, rules.Black
	}
	res := tournament.SideResult{Detail: tournament.Text{En: v.Outcome.English(), Ja: v.Outcome.Japanese()}}
	switch {
	case v.Outcome == rules.Pending:
		// The discs of a pending card are a claim, not a result.
		return tournament.SideResult{Tally: tournament.TallyPending}, true, nil
	case v.Outcome == rules.NoResult:
		return tournament.SideResult{Tally: tournament.TallyNone}, true, nil
	case v.Outcome == rules.DoubleLoss:
		res.Tally = tournament.TallyLoss
	case v.Winner == me:
		res.Tally = tournament.TallyWin
	case v.Winner == them:
		res.Tally = tournament.TallyLoss
	case v.Draw():
		res.Tally = tournament.TallyDraw
	default:
		return tournament.SideResult{}, false, fmt.Errorf("round %d table %d: %q decides neither a win, a loss nor a draw", r.Number, g.Table, v.Result())
	}
	if v.Outcome == rules.Bye {
		res.Detail = tournament.Text{} // the page says 不戦勝 already
	}
	if v.Outcome == rules.Normal && v.Winner != rules.NoColour && v.Black == v.White {
		res.Detail = tournament.Text{En: "drawn: the draw-win right wins", Ja: "引き分け勝ち"}
		if v.Winner != me {
			res.Detail = tournament.Text{En: "drawn: the opponent held the draw-win right", Ja: "引き分け（相手に引き分け勝ちの権利）"}
		}
	}
	if v.Outcome != rules.DoubleLoss || v.Black+v.White > 0 {
		res.Score = fmt.Sprintf("%d-%d", v.Discs(me), v.Discs(them))
	}
	return res, true, nil
}

// DrawsWord implements tournament.SideReader: 分.
func (Discipline) DrawsWord() tournament.Text { return tournament.Text{En: "drawn", Ja: "分"} }
