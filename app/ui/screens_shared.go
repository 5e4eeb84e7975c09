package ui

import (
	"fyne.io/fyne/v2"

	"taikai/tournament"
)

// The shared screens as tabs of the event window.

func (v *participantsView) title() string          { return tr("Participants", "参加者") }
func (v *participantsView) tab() fyne.CanvasObject { return v.content }
func (v *participantsView) sheet() string          { return "players" }
func (v *participantsView) refresh(d snapshot) {
	v.nextRound = len(d.rs) + 1
	v.show(v.listed(d))
}

func (v *pairingsView) title() string          { return tr("Pairings", "組合せ") }
func (v *pairingsView) tab() fyne.CanvasObject { return v.content }
func (v *pairingsView) sheet() string          { return "pairings" }
func (v *pairingsView) refresh(d snapshot) {
	v.ev = d.ev
	scores, err := v.ew.svc.ScoresBefore()
	if err != nil {
		v.status.SetText(tournament.Localize(err, v.ew.g.lang))
	}
	text := map[int]map[int]string{}
	for n, m := range scores {
		text[n] = map[int]string{}
		for id, h := range m {
			text[n][id] = h.String()
		}
	}
	v.ev = d.ev
	v.show(d.rs, d.ps, text)
}

func (v *resultsView) title() string          { return tr("Results", "結果入力") }
func (v *resultsView) tab() fyne.CanvasObject { return v.content }
func (v *resultsView) sheet() string          { return "pairings" }
func (v *resultsView) refresh(d snapshot)     { v.show(d.ev, d.rs, d.ps) }

func (v *standingsView) title() string          { return tr("Standings", "順位") }
func (v *standingsView) tab() fyne.CanvasObject { return v.content }
func (v *standingsView) sheet() string          { return "standings" }
func (v *standingsView) refresh(d snapshot)     { v.show(d.ev, d.rs, d.ps) }

func (v *disputesView) title() string          { return tr("Disputes", "異議・裁定") }
func (v *disputesView) tab() fyne.CanvasObject { return v.content }
func (v *disputesView) sheet() string          { return "rulings" }
func (v *disputesView) refresh(d snapshot)     { v.ev = d.ev; v.show(d.ps) }

func (v *settingsView) title() string          { return tr("Settings", "設定") }
func (v *settingsView) tab() fyne.CanvasObject { return v.content }
func (v *settingsView) sheet() string          { return "players" }
func (v *settingsView) refresh(d snapshot)     { v.show(d.ev) }

func (v *logView) title() string          { return tr("Audit log", "操作履歴") }
func (v *logView) tab() fyne.CanvasObject { return v.content }
func (v *logView) sheet() string          { return "players" }
func (v *logView) refresh(d snapshot) {
	v.names = tournament.DisplayNames(d.ps)
	ev := d.ev
	v.reader = tournament.NewAuditReader(&ev, d.rs, v.names, false)
	v.sections = nil
	if ev.Multi() {
		v.readSections()
	}
	if log, err := v.ew.svc.AuditLog(); err == nil {
		v.show(log)
	}
}

func (v *pairingsView) roundShown() int {
	if r := v.round(); r != nil {
		return r.Number
	}
	return 0
}

func (v *resultsView) roundShown() int {
	if v.round != nil {
		return v.round.Number
	}
	return 0
}

func (v *standingsView) roundShown() int { return v.after }
