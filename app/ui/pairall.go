package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// pairAll pairs the next round of every section whose round is complete
// (全部門の次の回戦を組む), off the UI goroutine, then says which sections
// were paired and which were not, and why.
func (ew *eventWindow) pairAll() {
	event := ew.event
	list, err := event.Sections()
	if err != nil {
		ew.g.showProblem(tr("Cannot pair", "組み合わせられません"), err, ew.win)
		return
	}
	var ask []unchecked
	for _, sec := range list {
		u, err := ew.checkinProposal(event.Service(sec.ID), sec.Label())
		if err != nil {
			ew.g.showProblem(tr("Cannot pair", "組み合わせられません"), err, ew.win)
			return
		}
		ask = append(ask, u...)
	}
	ew.askCheckin(ask, func() { ew.pairAllNow(list) }) // pair_checkin.go (issue 28)
}

// pairAllNow pairs every section's next round, the check-in question answered.
func (ew *eventWindow) pairAllNow(list []tournament.Section) {
	event := ew.event
	var err error
	progress := dialog.NewCustomWithoutButtons(tr("Pairing…", "組合せ中…"), widget.NewProgressBarInfinite(), ew.win)
	progress.Show()
	var res tournament.PairAllResult
	ew.g.background(func() { res, err = event.PairEvery() }, func() {
		progress.Hide()
		if rerr := ew.reload(); rerr != nil {
			ew.g.showProblem(tr("Cannot pair", "組み合わせられません"), rerr, ew.win)
			return
		}
		if err != nil && len(res.Refused) == 0 {
			ew.g.showProblem(tr("Cannot pair", "組み合わせられません"), err, ew.win)
			return
		}
		showMessage(ew.win, tr("Pair every section's next round", "全部門の次の回戦を組む"), pairAllReport(list, res, ew.g.lang))
	})
}

// pairAllReport says, section by section, the round paired (the stage
// seated) or why the section was not paired.
func pairAllReport(list []tournament.Section, res tournament.PairAllResult, lang tournament.Lang) string {
	var lines []string
	for _, s := range list {
		if r, ok := res.Paired[s.ID]; ok {
			lines = append(lines, fmt.Sprintf(tr("%s: round %d paired.", "%s: %d回戦を組みました。"), s.Label(), r.Number))
		}
		if t, ok := res.Seated[s.ID]; ok {
			lines = append(lines, s.Label()+": "+t.In(lang))
		}
	}
	for _, s := range list {
		if err, ok := res.Refused[s.ID]; ok {
			lines = append(lines, fmt.Sprintf(tr("%s: not paired: %s", "%s: 組めませんでした: %s"), s.Label(), tournament.Localize(err, lang)))
		}
	}
	return strings.Join(lines, "\n")
}
