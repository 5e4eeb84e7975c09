package ui

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Shogi: its few words are said in both languages here (gui.say), as
// every GUI text is.
//
// The result typed in the desk's words in one field (先手勝ち,
// 千日手 先手勝ち, 持将棋 31-23 …), and the 振り駒 of the selected table
// recorded from the pairings screen.
func init() {
	registerGameUI(shogi.Kind, gameUI{
		form: newShogiResultForm,
		disputeExamples: &disputeExamples{
			first:  tournament.Text{En: "e.g. 先手勝ち", Ja: "例 先手勝ち"},
			second: tournament.Text{En: "e.g. 後手勝ち", Ja: "例 後手勝ち"},
			ruling: tournament.Text{En: "先手勝ち, 後手反則負け, 千日手 先手勝ち, 持将棋 31-23, 両負け, 無勝負, 勝敗預かり …", Ja: "先手勝ち、後手反則負け、千日手 先手勝ち、持将棋 31-23、両負け、無勝負、勝敗預かり…"}},
		replayOrder: tournament.Text{En: "Order a replay (指し直し, with no-result)", Ja: "指し直しを命じる（無勝負のとき）"},
		pairingButtons: func(v *pairingsView) []fyne.CanvasObject {
			b := &furigomaButtons{v: v}
			b.fu = newKeySelect([]string{"0", "1", "2", "3", "4", "5"}, nil)
			b.fu.PlaceHolder = tr("歩 face up", "歩の枚数")
			b.record = widget.NewButton(tr("Record furigoma", "振り駒を記録"), b.recordToss)
			return []fyne.CanvasObject{sized(b.fu, 110), b.record}
		},
	})
}

// shogiResultForm is the shogi result form: one field in the desk's words.
type shogiResultForm struct {
	result *keyEntry
}

func newShogiResultForm(v *resultsView) resultForm {
	f := &shogiResultForm{result: newCardEntry()}
	f.result.SetPlaceHolder(tr("先手勝ち, 後手勝ち, 千日手 先手勝ち, 持将棋 31-23…", "先手勝ち、後手勝ち、千日手 先手勝ち、持将棋 31-23…"))
	f.result.OnSubmitted = func(string) { v.submit() }
	return f
}

func (f *shogiResultForm) fields() []fyne.CanvasObject {
	return []fyne.CanvasObject{sized(f.result, 320)}
}
func (f *shogiResultForm) first() fyne.Focusable { return f.result }
func (f *shogiResultForm) text() string          { return strings.TrimSpace(f.result.Text) }
func (f *shogiResultForm) clear()                { f.result.SetText("") }
func (f *shogiResultForm) previews() bool        { return false }

// furigomaButtons record the 振り駒 of the selected table: the 歩 face up
// of five, the colours following.
type furigomaButtons struct {
	v      *pairingsView
	fu     *keySelect
	record *widget.Button
}

func (b *furigomaButtons) recordToss() {
	r, g, ok := b.v.selectedGame()
	if !ok {
		showMessage(b.v.ew.win, tr("Furigoma", "振り駒"), tr("Select a table first.", "先に卓を選んでください。"))
		return
	}
	fu, err := strconv.Atoi(b.fu.Selected)
	if err != nil {
		showMessage(b.v.ew.win, tr("Furigoma", "振り駒"), tr("Choose how many 歩 fell face up (0–5).", "表（歩）が出た枚数（0〜5）を選んでください。"))
		return
	}
	b.v.ew.apply(tr("Cannot record the furigoma", "振り駒を記録できません"), func() error {
		_, err := shogi.Of(b.v.ew.svc).RecordFurigoma(r.Number, g.Table, fu)
		return err
	})
}
