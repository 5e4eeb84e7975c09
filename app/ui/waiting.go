package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// This file is 待ち合わせ on the pairings screen (issue 27, setting
// odd_player=wait): the odd player of the round is listed after the games,
// waiting; 「待ち合わせの組合せ…」 pairs them with the loser (or winner) of a
// finished table in a game added to the round, or gives them the bye.

// waiting are the players waiting in the round shown.
func (v *pairingsView) waiting() []tournament.Waiting {
	if r := v.round(); r != nil {
		return r.Waiting
	}
	return nil
}

// waitingCell is a waiting player's line of the pairings table: no table,
// the player, 「待ち合わせ」 where the opponent goes, and why.
func (v *pairingsView) waitingCell(i, col int) string {
	ws, r := v.waiting(), v.round()
	if i < 0 || i >= len(ws) {
		return ""
	}
	w := ws[i]
	switch col {
	case 0:
		return "—"
	case 1:
		return v.names[w.Player]
	case 2:
		return v.scores[r.Number][w.Player]
	case 3:
		return tr("waiting (待ち合わせ)", "（待ち合わせ）")
	case 5:
		return w.Why.In(v.ew.g.lang)
	}
	return ""
}

// waitingLine is the status line's note of the players still waiting.
func (v *pairingsView) waitingLine() string {
	ws := v.waiting()
	if len(ws) == 0 {
		return ""
	}
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = v.names[w.Player]
	}
	return " — " + fmt.Sprintf(tr("waiting: %s", "待ち合わせ：%s"), strings.Join(names, tr(", ", "、")))
}

// pairWaiting asks which finished table's loser (or winner) the waiting
// player plays, and pairs them, or gives the bye. A player is chosen
// first when several wait.
func (v *pairingsView) pairWaiting() {
	r := v.round()
	ws := v.waiting()
	if r == nil || len(ws) == 0 {
		showMessage(v.ew.win, tr("Pair the waiting player", "待ち合わせの組合せ"), tr("Nobody waits in this round.", "この回戦に待ち合わせの選手はいません。"))
		return
	}
	player := ws[0].Player
	if v.hasSel && v.sel.Row >= len(r.Games) && v.sel.Row-len(r.Games) < len(ws) {
		player = ws[v.sel.Row-len(r.Games)].Player
	}
	v.ew.waitDialog(v.ew.svc, r.Number, player)
}

// waitDialog lists the tables of round n whose loser (or winner) the
// waiting player can play, one chosen, and pairs them (組む); 不戦勝 gives
// the bye instead, when no game is left. Tables that cannot be chosen are
// listed with the reason.
func (ew *eventWindow) waitDialog(svc *tournament.Service, n, player int) {
	title := tr("Pair the waiting player", "待ち合わせの組合せ")
	choices, with, err := svc.WaitChoices(n, player)
	if err != nil {
		ew.g.showProblem(title, err, ew.win)
		return
	}
	ps, err := svc.Participants()
	if err != nil {
		ew.g.showProblem(title, err, ew.win)
		return
	}
	ev, err := svc.Event()
	if err != nil {
		ew.g.showProblem(title, err, ew.win)
		return
	}
	names := tournament.DisplayNames(ps)
	lang := ew.g.lang
	side := tr("loser", "負けた人")
	if with == tournament.WaitWithWinner {
		side = tr("winner", "勝った人")
	}
	var opts []string
	var tables []int
	var others []string
	for _, c := range choices {
		result := ""
		if c.Game.Result != nil {
			result = tournament.ResultText(ev, c.Game.Result.Text, lang)
		}
		if c.Opponent == 0 {
			others = append(others, fmt.Sprintf(tr("Table %d: %s", "%d番卓：%s"), c.Table, c.Why.In(lang)))
			continue
		}
		opts = append(opts, fmt.Sprintf(tr("Table %d (%s), its %s: %s", "%d番卓（%s）の%s：%s"), c.Table, result, side, names[c.Opponent]))
		tables = append(tables, c.Table)
	}
	// Japanese has no spaces to wrap at: the lines break anywhere.
	intro := widget.NewLabel(fmt.Sprintf(tr("%s waits (待ち合わせ) and plays the %s of a finished table, in a game added to round %d.", "%sは待ち合わせです。終わった卓の%sと対局します（%d回戦に対局を1つ加えます）。"), names[player], side, n))
	intro.Wrapping = fyne.TextWrapBreak
	body := container.NewVBox(intro)
	table := newSelect(opts, nil)
	if len(opts) > 0 {
		table.SetSelectedIndex(0)
		body.Add(container.NewBorder(nil, nil, widget.NewLabel(tr("Table", "卓")), nil, table))
	} else {
		none := widget.NewLabel(fmt.Sprintf(tr("No finished table has a %s yet: wait for one, or give the bye if none is left.", "%sの決まった卓がまだありません。対局が終わるのを待つか、残りの対局がなければ不戦勝にしてください。"), side))
		none.Wrapping = fyne.TextWrapBreak
		body.Add(none)
	}
	if len(others) > 0 {
		more := widget.NewLabel(strings.Join(others, "\n"))
		more.Wrapping = fyne.TextWrapBreak
		body.Add(more)
	}
	pair := choice{label: tr("Pair them", "組む"), action: func() {
		i := table.SelectedIndex()
		if i < 0 || i >= len(tables) {
			ew.g.showProblem(title, fmt.Errorf("%s", tr("Choose the table first.", "先に卓を選んでください。")), ew.win)
			return
		}
		var warnings []tournament.Text
		var g tournament.Game
		if ew.apply(title, func() (err error) { g, warnings, err = svc.PairWaiting(n, player, tables[i]); return err }) {
			ew.note(fmt.Sprintf(tr("待ち合わせ: table %d, %s (Black) — %s (White)", "待ち合わせ：%d番卓　%s（黒）対 %s（白）"), g.Table, names[g.Black], names[g.White]))
			if len(warnings) > 0 {
				lines := make([]string, len(warnings))
				for k, w := range warnings {
					lines[k] = "⚠ " + w.In(lang)
				}
				showMessage(ew.win, tr("Changed, but it breaks a pairing rule", "変更しましたが、組合せの規則に反します"), strings.Join(lines, "\n"))
			}
		}
	}}
	bye := choice{label: tr("Give the bye", "不戦勝にする"), action: func() {
		if ew.apply(title, func() error { return svc.ByeForWaiting(n, player) }) {
			ew.note(fmt.Sprintf(tr("%s has the bye.", "%s を不戦勝にしました。"), names[player]))
		}
	}}
	buttons := []choice{pair, bye}
	if len(opts) == 0 {
		buttons = []choice{bye}
	}
	keyDialog(ew.win, title, body, buttons, tr("Cancel", "キャンセル"), nil)
}
