package ui

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// The participants screen of an event of several sections: every
// section's participants listed together (全部門) or the section's own, a
// 部門 column, moving a participant to another section before their first
// game, a CSV import that reads the 部門 column.

// addSectionControls puts the 全部門 switch and the move button on bar.
func (v *participantsView) addSectionControls(bar *fyne.Container) {
	v.everyone = widget.NewCheck(tr("All sections", "全部門"), func(bool) {
		d, err := v.ew.load()
		if err != nil {
			v.ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, v.ew.win)
			return
		}
		v.refresh(d)
	})
	v.moveBtn = widget.NewButton(tr("Move to another section", "部門を移動")+"…", v.move)
	bar.Objects = append(bar.Objects[:len(bar.Objects)-1], v.moveBtn, v.everyone, bar.Objects[len(bar.Objects)-1])
	bar.Refresh()
}

// listed is what the screen lists: the section's participants, or every
// section's when 全部門 is checked.
func (v *participantsView) listed(d snapshot) []tournament.Participant {
	v.sections = map[int]tournament.Section{}
	for _, s := range d.ev.SectionList() {
		v.sections[s.ID] = s
	}
	if v.everyone == nil || !v.everyone.Checked {
		return d.ps
	}
	ps, err := v.ew.event.Root().Participants()
	if err != nil {
		v.ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, v.ew.win)
		return d.ps
	}
	return ps
}

// serviceOf is the Service of p's section: a participant of another
// section listed under 全部門 is changed in their own section.
func (v *participantsView) serviceOf(p tournament.Participant) *tournament.Service {
	if !v.multi {
		return v.ew.svc
	}
	return v.ew.event.Service(p.Section)
}

// importer is the Service a CSV is imported through: with several sections,
// the whole event's, which puts each line in the section of its 部門 column.
func (v *participantsView) importer() *tournament.Service {
	if v.multi {
		return v.ew.event.Root()
	}
	return v.ew.svc
}

// move asks for the section the selected participant moves to; the move is
// refused, with the reason, after their first game.
func (v *participantsView) move() {
	p := v.current()
	if p == nil {
		return
	}
	id, name, from := p.ID, p.Name, p.Section
	var keys, labels []string
	for _, s := range sortedSections(v.sections) {
		if s.ID != from {
			keys = append(keys, s.Key)
			labels = append(labels, s.Label())
		}
	}
	to := newSelect(labels, nil)
	if len(labels) > 0 {
		to.SetSelectedIndex(0)
	}
	items := []*widget.FormItem{
		widget.NewFormItem(tr("From", "移動元"), widget.NewLabel(v.sections[from].Label())),
		widget.NewFormItem(tr("To", "移動先"), to),
	}
	showForm(fmt.Sprintf(tr("Move %s to another section", "%s の部門を移動"), name), tr("Move", "移動"), items, fyne.NewSize(460, 240), func() bool {
		i := to.SelectedIndex()
		if i < 0 {
			return false
		}
		return v.ew.apply(tr("Cannot move the participant", "参加者の部門を移動できません"), func() error {
			_, _, err := v.ew.event.MoveParticipant("#"+strconv.Itoa(id), keys[i])
			return err
		})
	}, v.ew.win)
}

// sortedSections are the sections of m in ID order.
func sortedSections(m map[int]tournament.Section) []tournament.Section {
	var out []tournament.Section
	for _, id := range slices.Sorted(maps.Keys(m)) {
		out = append(out, m[id])
	}
	return out
}
