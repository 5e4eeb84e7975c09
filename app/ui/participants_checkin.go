package ui

import (
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// This file is check-in (受付, issue 28) on the participants screen: the
// 受付 column and the button (Ctrl+K) that checks the selected participant
// in, or takes it back; each one logged change, undone by Ctrl+Z.

// checkinCell is the 受付 column's text of p.
func checkinCell(p tournament.Participant) string {
	if p.CheckedIn {
		return "✓" // the column's header says 受付
	}
	return ""
}

// newCheckinButton is the screen's check-in button.
func (v *participantsView) newCheckinButton() *widget.Button {
	return widget.NewButton(tr("Check in", "受付")+" (Ctrl+K)", v.toggleCheckin)
}

// toggleCheckin checks the selected participant in, or out again.
func (v *participantsView) toggleCheckin() {
	p := v.current()
	if p == nil {
		return
	}
	id, in, svc := p.ID, !p.CheckedIn, v.serviceOf(*p)
	v.ew.apply(tr("Cannot check in", "受付できません"), func() error { return svc.SetCheckedIn(id, in) }) // show keeps the selection
}

// checkinLabel is the button's text for the selected participant.
func (v *participantsView) checkinLabel(p *tournament.Participant) string {
	if p != nil && p.CheckedIn {
		return tr("Undo check-in", "受付を取り消す") + " (Ctrl+K)"
	}
	return tr("Check in", "受付") + " (Ctrl+K)"
}
