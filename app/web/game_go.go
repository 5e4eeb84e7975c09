package web

import (
	"fmt"

	rules "taikai/rules/igo"
	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/pairgo"
)

// Go and Pair Go keep their results in the Go grammar (W+3.5, B+R, W+J).
func init() {
	for _, k := range []tournament.GameKind{igo.Kind, pairgo.Kind} {
		registerSideGame(k, sideGame{Read: goSide, Draws: tournament.Text{En: "jigo", Ja: "持碁"}})
	}
}

// goSide reads a Go or Pair Go game from side's player: won or lost, with
// the result in the game's words (白3目半勝ち, 黒中押し勝ち); 持碁 a draw,
// 両負け a loss, 無勝負 neither, 勝敗預かり nothing until ruled. A bye is a
// win (不戦勝), or nothing under bye_worth=nothing.
func goSide(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (sideResult, bool, error) {
	if g.IsBye() {
		if ev.Setting(igo.SettingByeWorth) == igo.ByeNothing {
			return sideResult{}, false, nil // a bye worth nothing (bye_worth)
		}
		return sideResult{Tally: tallyWin}, true, nil
	}
	if g.Result == nil {
		return sideResult{}, false, nil
	}
	res, err := rules.ParseGameResult(g.Result.Text)
	if err != nil {
		return sideResult{}, false, igo.GoProblem(err)
	}
	out := sideResult{Detail: tournament.Text{En: g.Result.Text, Ja: res.Japanese()}}
	switch {
	case res.Kind == rules.ResultPending:
		return sideResult{Tally: tallyPending}, true, nil
	case res.Kind == rules.ResultNoResult, res.Kind == rules.ResultNoResultReplay:
		return sideResult{Tally: tallyNone, Word: tournament.Text{En: res.Kind.String(), Ja: res.Kind.Japanese()}}, true, nil
	case res.Kind == rules.ResultJigo:
		return sideResult{Tally: tallyDraw, Word: tournament.Text{En: "jigo", Ja: "持碁"}}, true, nil
	case res.Kind == rules.ResultDoubleLoss:
		out.Tally = tallyLoss
	case igo.Winner(res.Winner) == side:
		out.Tally = tallyWin
	case igo.Winner(res.Winner) != tournament.NoColour:
		out.Tally = tallyLoss
	default:
		return sideResult{}, false, fmt.Errorf("round %d table %d: %q names no winner", r.Number, g.Table, g.Result.Text)
	}
	return out, true, nil
}
