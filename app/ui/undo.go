package ui

import (
	"taikai/tournament"
)

// undo takes back the last change made in this window (Ctrl+Z): a new
// logged change that restores the event as it was; the foot of the window
// says what was undone.
func (ew *eventWindow) undo() { ew.travel(ew.svc.Undo) }

// redo makes again the last change undone (Ctrl+Shift+Z).
func (ew *eventWindow) redo() { ew.travel(ew.svc.Redo) }

func (ew *eventWindow) travel(step func() (tournament.Undone, error)) {
	u, err := step()
	if err != nil {
		// Nothing to undo is no emergency: said at the foot, no dialog.
		ew.notice.SetText(tournament.Localize(err, ew.g.lang))
		return
	}
	if rerr := ew.reload(); rerr != nil {
		ew.g.showProblem(T("Undo"), rerr, ew.win)
	}
	ew.notice.SetText(u.Text.In(ew.g.lang))
}
