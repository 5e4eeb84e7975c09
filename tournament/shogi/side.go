package shogi

import (
	"fmt"

	rules "taikai/rules/shogi"
	"taikai/tournament"
	"taikai/tournament/igo"
)

var _ tournament.SideReader = Discipline{}

// SideResult implements tournament.SideReader: won or lost, with the result
// in the game's words (先手反則負け, 千日手→後手勝ち); 千日手 or 持将棋 a draw
// where the section makes them one, 両負け a loss, 無勝負 neither, 勝敗預かり
// nothing until ruled. A bye is a win (不戦勝), or nothing under
// bye_worth=nothing.
func (Discipline) SideResult(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (tournament.SideResult, bool, error) {
	if g.IsBye() {
		if ev.Setting(igo.SettingByeWorth) == igo.ByeNothing {
			return tournament.SideResult{}, false, nil
		}
		return tournament.SideResult{Tally: tournament.TallyWin}, true, nil
	}
	if g.Result == nil {
		return tournament.SideResult{}, false, nil
	}
	res, err := rules.ParseGameResult(g.Result.Text, rules.Context{})
	if err != nil {
		return tournament.SideResult{}, false, fmt.Errorf("round %d table %d: %w", r.Number, g.Table, err)
	}
	out := tournament.SideResult{Detail: tournament.Text{En: res.English(), Ja: res.Japanese()}}
	winner := map[rules.Side]tournament.Colour{rules.First: tournament.Black, rules.Second: tournament.White}[res.Winner]
	switch {
	case res.Kind == rules.Pending:
		return tournament.SideResult{Tally: tournament.TallyPending}, true, nil
	case res.Kind == rules.NoResult:
		return tournament.SideResult{Tally: tournament.TallyNone, Word: tournament.Text{En: "no result", Ja: "無勝負"}}, true, nil
	case res.Draw():
		out.Tally, out.Word = tournament.TallyDraw, tournament.Text{En: "draw", Ja: "引き分け"}
	case res.Kind == rules.DoubleLoss:
		out.Tally = tournament.TallyLoss
	case winner == side:
		out.Tally = tournament.TallyWin
	case winner != tournament.NoColour:
		out.Tally = tournament.TallyLoss
	default:
		return tournament.SideResult{}, false, fmt.Errorf("round %d table %d: %q names no winner", r.Number, g.Table, g.Result.Text)
	}
	return out, true, nil
}

// DrawsWord implements tournament.SideReader: 千日手・持将棋.
func (Discipline) DrawsWord() tournament.Text {
	return tournament.Text{En: "draw (sennichite, jishogi)", Ja: "引き分け（千日手・持将棋）"}
}
