package igo

import (
	"fmt"

	rules "taikai/rules/igo"
	"taikai/tournament"
)

var _ tournament.SideReader = Family{}

// SideResult implements tournament.SideReader for Go and Pair Go: won or
// lost, with the result in the game's words (白3目半勝ち, 黒中押し勝ち);
// 持碁 a draw, 両負け a loss, 無勝負 neither, 勝敗預かり nothing until
// ruled. A bye is a win (不戦勝), or nothing under bye_worth=nothing.
func (Family) SideResult(ev tournament.Event, r tournament.Round, g tournament.Game, side tournament.Colour) (tournament.SideResult, bool, error) {
	if g.IsBye() {
		if ev.Setting(SettingByeWorth) == ByeNothing {
			return tournament.SideResult{}, false, nil // a bye worth nothing (bye_worth)
		}
		return tournament.SideResult{Tally: tournament.TallyWin}, true, nil
	}
	if g.Result == nil {
		return tournament.SideResult{}, false, nil
	}
	res, err := rules.ParseGameResult(g.Result.Text)
	if err != nil {
		return tournament.SideResult{}, false, GoProblem(err)
	}
	out := tournament.SideResult{Detail: tournament.Text{En: g.Result.Text, Ja: res.Japanese()}}
	switch {
	case res.Kind == rules.ResultPending:
		return tournament.SideResult{Tally: tournament.TallyPending}, true, nil
	case res.Kind == rules.ResultNoResult, res.Kind == rules.ResultNoResultReplay:
		return tournament.SideResult{Tally: tournament.TallyNone, Word: tournament.Text{En: res.Kind.String(), Ja: res.Kind.Japanese()}}, true, nil
	case res.Kind == rules.ResultJigo:
		return tournament.SideResult{Tally: tournament.TallyDraw, Word: tournament.Text{En: "jigo", Ja: "持碁"}}, true, nil
	case res.Kind == rules.ResultDoubleLoss:
		out.Tally = tournament.TallyLoss
	case Winner(res.Winner) == side:
		out.Tally = tournament.TallyWin
	case Winner(res.Winner) != tournament.NoColour:
		out.Tally = tournament.TallyLoss
	default:
		return tournament.SideResult{}, false, fmt.Errorf("round %d table %d: %q names no winner", r.Number, g.Table, g.Result.Text)
	}
	return out, true, nil
}

// DrawsWord implements tournament.SideReader: 持碁.
func (Family) DrawsWord() tournament.Text { return tournament.Text{En: "jigo", Ja: "持碁"} }
