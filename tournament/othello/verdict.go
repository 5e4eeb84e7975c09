package othello

import (
	rules "taikai/rules/othello"
	"taikai/tournament"
)

// GameVerdict decides game g of round r as the file holds it, for a page
// that shows the game from one player's side: a bye by the bye setting
// (不戦勝), a recorded result in the context it was played in (the
// preliminaries; a final or playoff with the draw-win right of its 伏せ石,
// so that 32-32 is the holder's win). ok is false while the game has no
// result.
func GameVerdict(ev tournament.Event, r tournament.Round, g tournament.Game) (v rules.Verdict, ok bool, err error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return rules.Verdict{}, false, err
	}
	res := rules.Result{Outcome: rules.Bye}
	switch {
	case g.IsBye():
	case g.Result == nil:
		return rules.Verdict{}, false, nil
	default:
		if res, err = rules.ParseResult(g.Result.Text); err != nil {
			return rules.Verdict{}, false, othelloProblem(err)
		}
	}
	// A stored card already adds up to 64 (Decide wrote it so); the
	// answer only keeps a legacy short card readable.
	ctx := rules.Context{Stage: rules.Preliminary, Shortfall: rules.EmptySquares}
	if decisive(r, g) {
		if ctx.DrawWin, err = drawWinColour(g); err != nil {
			return rules.Verdict{}, false, err
		}
		ctx.Stage = stageOf(r, g)
	}
	if v, err = set.Decide(res, ctx); err != nil {
		return rules.Verdict{}, false, othelloProblem(err)
	}
	return v, true, nil
}
