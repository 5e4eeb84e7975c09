package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// Junior Pair Go: the pairs tab, the board-scores result form and the
// rotation-error buttons on the pairings screen.
func init() {
	registerGameUI(pairgo.Kind, gameUI{countBoard: openCountWindow, phoneCount: phoneCount, acceptPhoneCount: acceptPhoneCount,
		screens: func(ew *eventWindow) []placed {
			return []placed{{at: afterParticipants, s: newPairsView(ew)}}
		},
		form: newBoardScoresForm,
		disputeExamples: &disputeExamples{
			first:  tournament.Text{En: "e.g. 62-58", Ja: "例 62-58"},
			second: tournament.Text{En: "e.g. 58-62", Ja: "例 58-62"},
			ruling: tournament.Text{En: "62-58, 62-58:errors=2/0, double-loss, no-result, pending …", Ja: "62-58、62-58:誤順2/0、両負け、無勝負、勝敗預かり…"}},
		pairingButtons: func(v *pairingsView) []fyne.CanvasObject {
			b := &rotationButtons{v: v}
			b.black = widget.NewButton(tr("Rotation error: Black", "誤順：黒"), func() { b.record("black") })
			b.white = widget.NewButton(tr("Rotation error: White", "誤順：白"), func() { b.record("white") })
			return []fyne.CanvasObject{b.black, b.white}
		},
	})
}

func (v *pairsView) title() string          { return tr("Pairs", "ペア") }
func (v *pairsView) tab() fyne.CanvasObject { return v.content }
func (v *pairsView) sheet() string          { return "pairgo-cards" }
func (v *pairsView) refresh(d snapshot)     { v.show(d.ps) }

// rotationButtons record a 誤順 at the selected table, ruled by the arbiter
// at the board.
type rotationButtons struct {
	v            *pairingsView
	black, white *widget.Button
}

func (b *rotationButtons) record(colour string) {
	r, g, ok := b.v.selectedGame()
	if !ok {
		showMessage(b.v.ew.win, tr("Rotation error", "誤順"), tr("Select a table first.", "先に卓を選んでください。"))
		return
	}
	b.v.ew.apply(tr("Cannot record the rotation error", "誤順を記録できません"), func() error {
		_, err := pairgo.Of(b.v.ew.svc).RecordRotationError(r.Number, g.Table, colour)
		return err
	})
}

// boardScoresForm is the Pair Go result form: both board scores, the
// rotation errors and a foul; the screen shows the computed winner before
// Enter.
type boardScoresForm struct {
	black, white, errors *keyEntry
	foul                 *keySelect
}

// pairFouls are the fouls of the menu, "" first.
var pairFouls = []string{"", "foul-black", "foul-white", "consult-black", "consult-white"}

func newBoardScoresForm(v *resultsView) resultForm {
	f := &boardScoresForm{black: newCardEntry(), white: newCardEntry(), errors: newCardEntry()}
	f.black.SetPlaceHolder(tr("Black board score", "黒の目数"))
	f.white.SetPlaceHolder(tr("White board score", "白の目数"))
	f.errors.SetPlaceHolder(tr("errors B/W", "誤順 黒/白"))
	f.foul = newKeySelect([]string{tr("no foul", "反則なし"), tr("Black: double move (2手打ち)", "黒：2手打ち"), tr("White: double move (2手打ち)", "白：2手打ち"), tr("Black: consultation", "黒：相談"), tr("White: consultation", "白：相談")}, nil)
	f.foul.SetSelectedIndex(0)
	f.foul.onKey(fyne.KeyReturn, func() { v.submit() })
	f.foul.onKey(fyne.KeyEnter, func() { v.submit() })
	f.black.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(f.white) }
	f.white.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(f.errors) }
	f.errors.OnSubmitted = func(string) { v.submit() }
	for _, e := range []*keyEntry{f.black, f.white, f.errors} {
		e.OnChanged = func(string) { v.showPreview() }
	}
	f.foul.OnChanged = func(string) { v.showPreview() }
	return f
}

func (f *boardScoresForm) fields() []fyne.CanvasObject {
	return []fyne.CanvasObject{sized(f.black, 160), widget.NewLabel("−"), sized(f.white, 120), sized(f.errors, 110), sized(f.foul, 220)}
}

func (f *boardScoresForm) first() fyne.Focusable { return f.black }
func (f *boardScoresForm) previews() bool        { return true }

// text is B-W[:errors=b/w][:foul]; "" until both scores are typed.
func (f *boardScoresForm) text() string {
	b, w := strings.TrimSpace(f.black.Text), strings.TrimSpace(f.white.Text)
	if b == "" || w == "" {
		return ""
	}
	text := b + "-" + w
	if e := strings.TrimSpace(f.errors.Text); e != "" {
		text += ":errors=" + e
	}
	if i := f.foul.SelectedIndex(); i > 0 && i < len(pairFouls) {
		text += ":" + pairFouls[i]
	}
	return text
}

func (f *boardScoresForm) clear() {
	f.black.SetText("")
	f.white.SetText("")
	f.errors.SetText("")
	f.foul.SetSelectedIndex(0)
}
