package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// decideTieDialog records the arbiter's playoff or lot (決定戦・抽選) for a
// tie in the finished places of the section shown: the tie chosen, then
// its players placed one by one (nothing chosen for the arbiter) and how
// it was decided. Refused with the reason before the section is finished;
// a section with no tie left says so, with the decisions made.
func (ew *eventWindow) decideTieDialog() {
	sec := ew.sec
	if sec.ID == noSection {
		return
	}
	open, made, err := ew.event.Ties(sec.Key)
	if err != nil {
		ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), err, ew.win)
		return
	}
	_, s, err := ew.event.Section(sec.Key)
	if err != nil {
		ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), err, ew.win)
		return
	}
	ps, err := s.Participants()
	if err != nil {
		ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), err, ew.win)
		return
	}
	names := tournament.DisplayNames(ps)
	if len(open) == 0 {
		msg := tr("No tie is left to decide in this section.", "この部門に決める同順位はありません。")
		for _, d := range made {
			list := make([]string, len(d.Players))
			for i, id := range d.Players {
				list[i] = names[id]
			}
			msg += "\n" + fmt.Sprintf(tr("Decided by %s: %s", "%sで決定：%s"), d.By.Text().In(ew.g.lang), strings.Join(list, " ＞ "))
		}
		showMessage(ew.win, tr("Decide a tie", "同順位を決める"), msg)
		return
	}
	ties := make([]string, len(open))
	for i, t := range open {
		ties[i] = tieLabel(t, names)
	}
	order := container.NewVBox()
	var places []*widget.Select
	var chosen []int
	fill := func(i int) {
		chosen = open[i].Players
		opts := make([]string, len(chosen))
		for j, id := range chosen {
			opts[j] = fmt.Sprintf("#%d %s", id, names[id])
		}
		places = places[:0]
		order.Objects = nil
		for j := range chosen {
			sel := newSelect(opts, nil)
			places = append(places, sel)
			order.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf(tr("%d.", "%d."), j+1)), nil, sel))
		}
		order.Refresh()
	}
	tie := newSelect(ties, nil)
	tie.OnChanged = func(string) { fill(max(tie.SelectedIndex(), 0)) }
	tie.SetSelectedIndex(0)
	ways := []tournament.TieBy{tournament.TieByPlayoff, tournament.TieByLot}
	by := newSelect([]string{tournament.TieByPlayoff.Text().In(ew.g.lang), tournament.TieByLot.Text().In(ew.g.lang)}, nil)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Tie", "同順位"), tie),
		widget.NewFormItem(tr("Order (best first)", "順位（上から）"), order),
		widget.NewFormItem(tr("How it was decided", "決め方"), by),
	}
	showForm(tr("Decide a tie", "同順位を決める"), tr("Record", "記録"), items, fyne.NewSize(560, 200+float32(60*len(chosen))), func() bool {
		refs := make([]string, len(places))
		ids := make([]int, len(places))
		seen := map[int]bool{}
		for j, sel := range places {
			k := sel.SelectedIndex()
			if k < 0 {
				ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), fmt.Errorf("%s", fmt.Sprintf(tr("Choose who is placed %d.", "%d 番目の人を選んでください。"), j+1)), ew.win)
				return false
			}
			if seen[k] {
				ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), fmt.Errorf("%s", fmt.Sprintf(tr("%s is chosen twice.", "%s が2回選ばれています。"), names[chosen[k]])), ew.win)
				return false
			}
			seen[k] = true
			refs[j], ids[j] = fmt.Sprint(chosen[k]), chosen[k]
		}
		if by.SelectedIndex() < 0 {
			ew.g.showProblem(tr("Cannot decide a tie", "同順位を決められません"), fmt.Errorf("%s", tr("Choose how the tie was decided: playoff or lot.", "決め方（決定戦か抽選）を選んでください。")), ew.win)
			return false
		}
		how := ways[by.SelectedIndex()]
		ok := ew.apply(tr("Cannot decide a tie", "同順位を決められません"), func() error {
			_, err := ew.event.DecideTie(sec.Key, refs, how)
			return err
		})
		if ok {
			list := make([]string, len(ids))
			for j, id := range ids {
				list[j] = names[id]
			}
			ew.note(fmt.Sprintf(tr("Tie decided by %s: %s", "同順位を%sで決定：%s"), how.Text().In(ew.g.lang), strings.Join(list, " ＞ ")))
		}
		return ok
	}, ew.win)
}

// tieLabel says a tie as the dialog lists it: A組 2位: 選手03・選手07・選手11.
func tieLabel(t tournament.OpenTie, names map[int]string) string {
	list := make([]string, len(t.Players))
	for i, id := range t.Players {
		list[i] = names[id]
	}
	where := ""
	switch {
	case t.Group < 0:
		where = tr("across the groups", "各組") + " "
	case t.Group > 0:
		where = fmt.Sprintf(tr("group %s", "%s組"), tournament.LeagueGroupName(t.Group-1)) + " "
	}
	return where + fmt.Sprintf(tr("place %d", "%d位"), t.Place) + ": " + strings.Join(list, "・")
}
