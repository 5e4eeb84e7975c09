package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// classesDialog splits the registration list of the section shown into
// classes (クラス分け) by rank or by rating, 6–10 players each by default:
// the proposal (each class's name, size, band and players, and what the
// arbiter should know) is shown and follows the choices; making it is one
// logged change, refused with the reason when the list cannot be split or
// has changed since it was shown.
func (ew *eventWindow) classesDialog() {
	sec := ew.sec
	if sec.ID == noSection {
		return
	}
	ways := []tournament.ClassBy{tournament.ClassByRank, tournament.ClassByRating}
	by := newSelect([]string{tr("Rank", "段級位"), tr("Rating", "レーティング")}, nil)
	size := newKeyEntry()
	size.SetText("6-10")
	size.SetPlaceHolder(tr("e.g. 6-10", "例: 6-10"))
	proposal := widget.NewLabel("")
	proposal.Wrapping = fyne.TextWrapWord
	scroll := container.NewVScroll(proposal)
	scroll.SetMinSize(fyne.NewSize(560, 320))
	var plan tournament.ClassPlan
	var problem error
	show := func() {
		plan, problem = tournament.ClassPlan{}, nil
		way := ways[max(by.SelectedIndex(), 0)]
		z, err := tournament.ParseClassSize(size.Text)
		if err == nil {
			plan, err = ew.event.PlanClasses(sec.Key, way, z)
		}
		if err != nil {
			problem = err
			proposal.SetText(tournament.Localize(err, ew.g.lang))
			return
		}
		proposal.SetText(classPlanText(plan, ew.g.lang))
		scroll.ScrollToTop()
	}
	by.OnChanged = func(string) { show() }
	size.OnChanged = func(string) { show() }
	by.SetSelectedIndex(0)
	items := []*widget.FormItem{
		widget.NewFormItem(tr("Drawn by", "分け方"), by),
		widget.NewFormItem(tr("Players per class", "1クラスの人数"), size),
		widget.NewFormItem(tr("Proposal", "クラス分けの案"), scroll),
	}
	showForm(fmt.Sprintf(tr("Split %s into classes", "%s のクラス分け"), sec.Label()), tr("Make the classes", "クラスを作る"), items, fyne.NewSize(720, 560), func() bool {
		if problem != nil {
			ew.g.showProblem(tr("Cannot make the classes", "クラスを作れません"), problem, ew.win)
			return false
		}
		var made tournament.ClassPlan
		ok := ew.apply(tr("Cannot make the classes", "クラスを作れません"), func() (err error) {
			made, err = ew.event.MakeClasses(sec.Key, plan.By, plan.Size, plan.Fingerprint())
			return err
		})
		if !ok {
			show()
			return false
		}
		var parts []string
		for _, c := range made.Classes {
			parts = append(parts, fmt.Sprintf(tr("%s %d players", "%s %d 人"), c.Name, len(c.Players)))
		}
		// The window goes on with the top class: the registration section
		// has nobody left to show.
		if top, _, err := ew.event.Section(made.Classes[0].Key); err == nil {
			ew.showSection(top.ID)
		}
		ew.note(fmt.Sprintf(tr("%d classes made from %s: %s", "%[2]s を %[1]d クラスに分けました：%[3]s"), len(made.Classes), sec.Label(), strings.Join(parts, tr(", ", "、"))))
		return true
	}, ew.win)
}

// classPlanText is a plan as the dialog shows it: the classes, each with
// its name and key, size, band and players, then the notes.
func classPlanText(p tournament.ClassPlan, l tournament.Lang) string {
	var b strings.Builder
	var all []tournament.Participant
	for _, c := range p.Classes {
		all = append(all, c.Players...)
	}
	names, players := tournament.DisplayNames(all), len(all)
	fmt.Fprintf(&b, tr("%d players in %d classes (%s)", "%d 人を %d クラスに分けます（%s）"), players, len(p.Classes), p.Sizes())
	b.WriteString("\n")
	for _, c := range p.Classes {
		band := ""
		if s := c.Band(l); s != "" {
			band = "　" + s
		}
		fmt.Fprintf(&b, "\n"+tr("%s (%s): %d players%s", "%s（%s）：%d 人%s"), c.Name, c.Key, len(c.Players), band)
		b.WriteString("\n")
		for i, q := range c.Players {
			rank, rating := q.Rank.Japanese(), "-"
			if l == tournament.English {
				rank = q.Rank.String()
			}
			if q.Rating > 0 {
				rating = fmt.Sprint(q.Rating)
			}
			fmt.Fprintf(&b, "  %d. %s　%s　%s\n", i+1, names[q.ID], orDash(rank), rating)
		}
	}
	for _, n := range p.Notes() {
		b.WriteString("\n※ " + n.In(l))
	}
	return b.String()
}

// orDash is s, or "-" for nothing.
func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
