package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// Othello: the crosstable and finals tabs, and the discs result form.
func init() {
	registerGameUI(othello.Kind, gameUI{
		screens: func(ew *eventWindow) []placed {
			return []placed{{at: afterStandings, s: newCrosstableView(ew)}, {at: afterStandings, s: newFinalsView(ew)}}
		},
		form: newDiscsForm,
		disputeExamples: &disputeExamples{
			first:  tournament.Text{En: "e.g. 33-31", Ja: "例 33-31"},
			second: tournament.Text{En: "e.g. 31-33", Ja: "例 31-33"},
			ruling: tournament.Text{En: "40-24, double-loss, no-result, foul-black, forfeit-white, pending …", Ja: "40-24、両負け、無勝負、黒反則負け、白不戦敗、勝敗預かり…"}},
	})
}

func (v *crosstableView) title() string          { return tr("Crosstable", "クロス表") }
func (v *crosstableView) tab() fyne.CanvasObject { return v.content }
func (v *crosstableView) sheet() string          { return "crosstable" }
func (v *crosstableView) refresh(d snapshot)     { v.show(d.ps) }

func (v *finalsView) title() string          { return tr("Finals", "決勝") }
func (v *finalsView) tab() fyne.CanvasObject { return v.content }
func (v *finalsView) sheet() string          { return "certification" }
func (v *finalsView) refresh(d snapshot)     { v.show(d.ev, d.rs, d.ps) }

// discsForm is the Othello result form: Black's discs, White's discs and a
// special outcome from a short menu.
type discsForm struct {
	black, white *keyEntry
	kind         *keySelect
	outcomes     []othello.Outcome
}

func newDiscsForm(v *resultsView) resultForm {
	f := &discsForm{outcomes: othello.Outcomes()}
	f.black = newCardEntry()
	f.black.SetPlaceHolder(tr("Black discs", "黒の石数"))
	f.white = newCardEntry()
	f.white.SetPlaceHolder(tr("White discs", "白の石数"))
	labels := make([]string, len(f.outcomes))
	for i, o := range f.outcomes {
		labels[i] = o.Name.In(v.ew.g.lang)
		if o.Key != "" && v.ew.g.lang != tournament.Japanese {
			labels[i] += " (" + o.Key + ")" // the code, as the command line writes it
		}
	}
	f.kind = newKeySelect(labels, nil)
	f.kind.onKey(fyne.KeyReturn, func() { v.submit() })
	f.kind.onKey(fyne.KeyEnter, func() { v.submit() })
	f.kind.SetSelectedIndex(0)
	f.black.OnSubmitted = func(string) { v.ew.win.Canvas().Focus(f.white) }
	f.white.OnSubmitted = func(string) { v.submit() }
	return f
}

func (f *discsForm) fields() []fyne.CanvasObject {
	return []fyne.CanvasObject{sized(f.black, 160), widget.NewLabel("−"), sized(f.white, 120), sized(f.kind, 220)}
}

func (f *discsForm) first() fyne.Focusable { return f.black }
func (f *discsForm) previews() bool        { return false }

// text is "B-W", "B-W:outcome" or "outcome".
func (f *discsForm) text() string {
	b, w := strings.TrimSpace(f.black.Text), strings.TrimSpace(f.white.Text)
	text := b + "-" + w
	if b == "" && w == "" {
		text = ""
	}
	if o := f.outcomes[max(f.kind.SelectedIndex(), 0)]; o.Key != "" {
		if text != "" {
			text += ":"
		}
		text += o.Key
	}
	return text
}

func (f *discsForm) clear() {
	f.black.SetText("")
	f.white.SetText("")
	f.kind.SetSelectedIndex(0)
}
