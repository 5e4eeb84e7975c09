package ui

import (
	"strings"

	"fyne.io/fyne/v2"

	"taikai/tournament"
	"taikai/tournament/igo"
)

// Go: the result typed in the Go grammar in one field.
func init() {
	registerGameUI(igo.Kind, gameUI{countBoard: openCountWindow, phoneCount: phoneCount, acceptPhoneCount: acceptPhoneCount, form: newGoScoreForm, disputeExamples: &disputeExamples{
		first:  tournament.Text{En: "e.g. B+3.5", Ja: "例 黒3目半勝ち"},
		second: tournament.Text{En: "e.g. W+0.5", Ja: "例 白半目勝ち"},
		ruling: tournament.Text{En: "B+R, W+2.5, jigo, double-loss, no-result, pending …", Ja: "黒中押し勝ち、白2目半勝ち、持碁、両負け、無勝負、勝敗預かり…"}}})
}

// goScoreForm is the Go result form: one field, B+R, W+3.5, jigo….
type goScoreForm struct {
	score *keyEntry
}

func newGoScoreForm(v *resultsView) resultForm {
	f := &goScoreForm{score: newCardEntry()}
	f.score.SetPlaceHolder(tr("B+R, W+3.5, jigo…", "黒中押し勝ち、白3目半勝ち、持碁…"))
	f.score.OnSubmitted = func(string) { v.submit() }
	return f
}

func (f *goScoreForm) fields() []fyne.CanvasObject { return []fyne.CanvasObject{sized(f.score, 280)} }
func (f *goScoreForm) first() fyne.Focusable       { return f.score }
func (f *goScoreForm) text() string                { return strings.TrimSpace(f.score.Text) }
func (f *goScoreForm) clear()                      { f.score.SetText("") }
func (f *goScoreForm) previews() bool              { return false }
