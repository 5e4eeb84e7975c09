package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// This file is the check-in question before round 1 (受付, issue 28): once
// anybody has checked in, pairing round 1 first lists who has not and asks
// the arbiter whether they are absent from round 1 (欠席にする) or paired
// all the same (そのまま組む); Cancel pairs nothing. The rules do not
// decide it, so neither answer is Enter's: Enter cancels.

// unchecked is one section's participants proposed as absent.
type unchecked struct {
	svc   *tournament.Service
	label string // the section's, in an event of several
	ps    []tournament.Participant
}

// askCheckin runs pair once the arbiter has answered about the unchecked
// participants of list (at once when there are none).
func (ew *eventWindow) askCheckin(list []unchecked, pair func()) {
	n := 0
	var lines []string
	for _, u := range list {
		for _, p := range u.ps {
			line := fmt.Sprintf("#%d %s", p.ID, p.Name)
			if u.label != "" {
				line = u.label + "　" + line
			}
			lines = append(lines, line)
			n++
		}
	}
	if n == 0 {
		pair()
		return
	}
	head := widget.NewLabel(fmt.Sprintf(tr("%d participants have not checked in. Are they absent from round 1?", "未受付の人が %d 人います。1 回戦を欠席にしますか？"), n))
	head.Wrapping = fyne.TextWrapWord
	names := widget.NewLabel(strings.Join(lines, "\n"))
	scroll := container.NewVScroll(names)
	scroll.SetMinSize(fyne.NewSize(480, min(float32(24*n+10), 320)))
	body := container.NewBorder(head, nil, nil, nil, scroll)
	// Neither answer is a default: Enter cancels (pairs nothing).
	questionDialog(ew.win, tr("Not checked in", "未受付"), body, []choice{
		{label: tr("Mark them absent", "欠席にする"), action: func() {
			for _, u := range list {
				ids := make([]int, len(u.ps))
				for i, p := range u.ps {
					ids[i] = p.ID
				}
				if !ew.apply(tr("Cannot mark absent", "欠席にできません"), func() error { return u.svc.MarkAbsentRound1(ids) }) {
					return
				}
			}
			pair()
		}},
		{label: tr("Pair them all the same", "そのまま組む"), action: pair},
	}, tr("Cancel", "キャンセル"))
}

// checkinProposal is what askCheckin asks about svc before pairing it.
func (ew *eventWindow) checkinProposal(svc *tournament.Service, label string) ([]unchecked, error) {
	ps, err := svc.CheckinProposal()
	if err != nil || len(ps) == 0 {
		return nil, err
	}
	return []unchecked{{svc: svc, label: label, ps: ps}}, nil
}
