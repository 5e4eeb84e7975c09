package ui

import (
	"fmt"

	"taikai/tournament"
)

// undo takes back the last change made in this window (Ctrl+Z), whichever
// section it was made in (the sections share one history): a new
// logged change that restores the event as it was; the foot of the window
// says what was undone.
func (ew *eventWindow) undo() { ew.travel(ew.event.Root().Undo) }

// redo makes again the last change undone (Ctrl+Shift+Z).
func (ew *eventWindow) redo() { ew.travel(ew.event.Root().Redo) }

func (ew *eventWindow) travel(step func() (tournament.Undone, error)) {
	u, err := step()
	if err != nil {
		// Nothing to undo is no emergency: said at the foot, no dialog.
		ew.note(tournament.Localize(err, ew.g.lang))
		return
	}
	if rerr := ew.reload(); rerr != nil {
		ew.g.showProblem(tr("Undo", "元に戻す"), rerr, ew.win)
	}
	text := u.Text.In(ew.g.lang)
	if sec := ew.sectionOfChange(u); sec != "" {
		text = fmt.Sprintf(tr("%s (section %s)", "%s（部門 %s）"), text, sec)
	}
	ew.note(text)
}

// sectionOfChange names the section of the change undone or redone, when
// the event has several ("" otherwise): the note says where it was.
func (ew *eventWindow) sectionOfChange(u tournament.Undone) string {
	root, err := ew.event.Root().Event()
	if err != nil || !root.Multi() {
		return ""
	}
	log, err := ew.event.Root().AuditLog()
	if err != nil {
		return ""
	}
	for i := len(log) - 1; i >= 0; i-- {
		if e := log[i]; e.Action == u.Action && e.Detail == u.Detail && e.Section != "" {
			if s, err := root.FindSection(e.Section); err == nil {
				return s.Label()
			}
			return e.Section
		}
	}
	return ""
}

// note says text at the foot of the window about the event as it is now;
// the next change of the event takes it away (stale notes).
func (ew *eventWindow) note(text string) {
	ew.notice.SetText(text)
	ew.noteAt, ew.noted = ew.version(), true
}

// dropStaleNote takes away the foot's note when the event has changed
// since it was made: "undone: table 3" is no longer true once table 3 is
// typed again.
func (ew *eventWindow) dropStaleNote() {
	if ew.noted && ew.version() != ew.noteAt {
		ew.notice.SetText("")
		ew.noted = false
	}
}

// version is the event's change count (0 when it cannot be read: every
// note is then taken as stale at the next change it can read).
func (ew *eventWindow) version() uint64 {
	v, err := ew.event.Root().Version()
	if err != nil {
		return 0
	}
	return v
}
