package web

import (
	"fmt"

	rules "taikai/rules/shogi"
	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/shogi"
)

// Shogi keeps its results in the shogi grammar (sente, sennichite/gote,
// jishogi-24:31-23 …).
func init() {
	registerSideGame(shogi.Kind, sideGame{Read: shogiSide, Draws: tournament.Text{En: "draw (sennichite, jishogi)", Ja: "引き分け（千日手・持将棋）"}})
}

// shogiSide reads a shogi game from side's player: won or lost, with the
// result in the game's words (先手反則負け, 千日手→後手勝ち); 千日手 or
// 持将棋 a draw where the section makes them one, 両負け a loss, 無勝負
// neither, 勝敗預かり nothing until ruled. A bye is a win (不戦勝), or
// nothing under bye_worth=nothing.
func shogiSide(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (sideResult, bool, error) {
	if g.IsBye() {
		if ev.Setting(igo.SettingByeWorth) == igo.ByeNothing {
			return sideResult{}, false, nil
		}
		return sideResult{Tally: tallyWin}, true, nil
	}
	if g.Result == nil {
		return sideResult{}, false, nil
	}
	res, err := rules.ParseGameResult(g.Result.Text, rules.Context{})
	if err != nil {
		return sideResult{}, false, fmt.Errorf("round %d table %d: %w", r.Number, g.Table, err)
	}
	out := sideResult{Detail: tournament.Text{En: res.English(), Ja: res.Japanese()}}
	winner := map[rules.Side]tournament.Colour{rules.First: tournament.Black, rules.Second: tournament.White}[res.Winner]
	switch {
	case res.Kind == rules.Pending:
		return sideResult{Tally: tallyPending}, true, nil
	case res.Kind == rules.NoResult:
		return sideResult{Tally: tallyNone, Word: tournament.Text{En: "no result", Ja: "無勝負"}}, true, nil
	case res.Draw():
		out.Tally, out.Word = tallyDraw, tournament.Text{En: "draw", Ja: "引き分け"}
	case res.Kind == rules.DoubleLoss:
		out.Tally = tallyLoss
	case winner == side:
		out.Tally = tallyWin
	case winner != tournament.NoColour:
		out.Tally = tallyLoss
	default:
		return sideResult{}, false, fmt.Errorf("round %d table %d: %q names no winner", r.Number, g.Table, g.Result.Text)
	}
	return out, true, nil
}
