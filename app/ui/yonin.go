package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"taikai/rules/yonin"
	"taikai/tournament"
)

// yoninView is the table board of a four-player shogi stage: a card per
// table with the players, their running points, the parent (親) of the next
// game, the games played so far, and the entry of the next game by clicking
// "X mated by Y" in turn; the advancement of the stage below.
type yoninView struct {
	ew       *eventWindow
	stages   []tournament.Stage
	names    map[int]string
	current  string
	stageSel *widget.Select
	cards    *fyne.Container
	advance  *widget.Label
	content  fyne.CanvasObject
}

func newYoninView(ew *eventWindow) *yoninView {
	v := &yoninView{ew: ew}
	v.stageSel = widget.NewSelect(nil, func(s string) {
		if s != v.current {
			v.current = s
			v.redraw()
		}
	})
	draw := widget.NewButton(T("Draw a stage")+"…", v.drawStage)
	draw.Importance = widget.HighImportance
	printBtn := widget.NewButton(T("Print")+"…", func() { ew.printDialog("yonin-scores") })
	v.cards = container.NewGridWithColumns(2)
	v.advance = widget.NewLabel("")
	v.advance.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(v.cards, widget.NewSeparator(),
		widget.NewLabelWithStyle(T("Advancement"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.advance)
	v.content = container.NewBorder(container.NewHBox(v.stageSel, draw, printBtn), nil, nil, nil, container.NewVScroll(body))
	return v
}

func (v *yoninView) show(ps []tournament.Participant) {
	v.names = map[int]string{}
	for _, p := range ps {
		v.names[p.ID] = p.Name
	}
	sts, err := v.ew.svc.Stages()
	if err != nil {
		return
	}
	v.stages = sts
	var opts []string
	for _, st := range sts {
		opts = append(opts, st.Name)
	}
	v.stageSel.Options = opts
	if v.current == "" && len(opts) > 0 {
		v.current = opts[len(opts)-1]
	}
	v.stageSel.Selected = v.current
	v.stageSel.Refresh()
	v.redraw()
}

func (v *yoninView) stage() *tournament.Stage {
	for i := range v.stages {
		if v.stages[i].Name == v.current {
			return &v.stages[i]
		}
	}
	return nil
}

func (v *yoninView) redraw() {
	v.cards.Objects = nil
	st := v.stage()
	if st == nil {
		v.advance.SetText(T("No stage yet: draw the preliminaries (予選)."))
		v.cards.Refresh()
		return
	}
	for _, t := range st.Tables {
		v.cards.Add(v.card(st.Name, t))
	}
	v.cards.Refresh()
	a, err := v.ew.svc.YoninAdvancement(st.Name)
	if err != nil {
		v.advance.SetText(tournament.Localize(err, v.ew.g.lang))
		return
	}
	list := func(ids []int) string {
		ns := make([]string, len(ids))
		for i, id := range ids {
			ns[i] = v.names[id]
		}
		return strings.Join(ns, "、")
	}
	text := T("Advance:") + " " + list(a.Qualified)
	if len(a.Thirds) > 0 {
		text += "\n" + T("3rd-place slots:") + " " + list(a.Thirds)
	}
	for _, tie := range a.Ties {
		text += "\n" + T("Tie to decide (playoff or lot):") + " " + list(tie)
	}
	v.advance.SetText(text)
}

// card draws one table and its entry controls.
func (v *yoninView) card(stage string, t tournament.YoninTable) fyne.CanvasObject {
	played, series, err := v.ew.svc.TablePlayed(t)
	if err != nil {
		return widget.NewLabel(tournament.Localize(err, v.ew.g.lang))
	}
	var labels [4]string
	for i := range labels {
		labels[i] = tournament.SeatLabel(t, i, v.names)
	}
	next, nextErr := series.Next()
	title := fmt.Sprintf(T("Table %s"), t.Name)
	parent := yonin.NoSeat
	if nextErr == nil {
		parent = next.Parent
		title += "　" + T("next:") + " " + next.Label() + "　" + T("parent:") + " " + labels[next.Parent]
	} else {
		title += "　" + T("finished")
	}
	box := container.NewVBox(widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	// The report after the last game, as the federation publishes it.
	last := yonin.NoSeat
	if len(played) > 0 {
		last = played[len(played)-1].Slot.Parent
	}
	for _, line := range yonin.FormatReport(series.Standings(0), labels, last) {
		box.Add(widget.NewLabel(line))
	}
	for _, p := range played {
		pts := make([]string, 4)
		for i := range pts {
			pts[i] = strconv.Itoa(p.Points[i])
		}
		what := yonin.FormatMated(p.Game.Eliminations, labels)
		if p.Game.Void {
			what = T("千日手 (void)")
		}
		box.Add(widget.NewLabel(fmt.Sprintf("%s（親 %s）%s → %s", p.Slot.Label(), labels[p.Slot.Parent], what, strings.Join(pts, " / "))))
	}
	if nextErr != nil {
		return widget.NewCard("", "", box)
	}
	// Entry: victim and mater, in the order the mates happened.
	var pending []string
	pendingLabel := widget.NewLabel(T("Eliminations: (none yet)"))
	victim := widget.NewSelect(labels[:], nil)
	victim.PlaceHolder = T("mated")
	mater := widget.NewSelect(labels[:], nil)
	mater.PlaceHolder = T("by")
	foul := widget.NewCheck(T("foul"), nil)
	add := widget.NewButton(T("Add"), func() {
		if victim.Selected == "" || mater.Selected == "" {
			return
		}
		item := victim.Selected + "<" + mater.Selected
		if foul.Checked {
			item += ":foul"
		}
		pending = append(pending, item)
		pendingLabel.SetText(T("Eliminations:") + " " + strings.Join(pending, ", "))
		victim.ClearSelected()
		mater.ClearSelected()
		foul.SetChecked(false)
	})
	record := widget.NewButton(T("Record the game"), func() {
		v.ew.apply(T("Cannot record the game"), func() error {
			_, err := v.ew.svc.RecordYoninGame(stage, t.Name, strings.Join(pending, ","), "", false)
			return err
		})
	})
	record.Importance = widget.HighImportance
	void := widget.NewButton(T("千日手 (void)"), func() {
		dialog.ShowConfirm(T("千日手 (void)"), fmt.Sprintf(T("Void %s of table %s and replay it?"), next.Label(), t.Name), func(ok bool) {
			if ok {
				v.ew.apply(T("Cannot record the game"), func() error {
					_, err := v.ew.svc.RecordYoninGame(stage, t.Name, "", "", true)
					return err
				})
			}
		}, v.ew.win)
	})
	clear := widget.NewButton(T("Clear"), func() {
		pending = nil
		pendingLabel.SetText(T("Eliminations: (none yet)"))
	})
	_ = parent
	box.Add(widget.NewSeparator())
	box.Add(container.NewGridWithColumns(4, victim, widget.NewLabel(T("was mated by")), mater, foul))
	box.Add(container.NewHBox(add, clear, record, void))
	box.Add(pendingLabel)
	return widget.NewCard("", "", box)
}

// drawStage asks for a stage name and draws its tables: the first stage by
// rank, later ones from the advancers of the previous stage.
func (v *yoninView) drawStage() {
	names := []string{"予選", "本戦", "決勝"}
	name := widget.NewSelectEntry(names)
	name.SetText(names[min(len(v.stages), 2)])
	items := []*widget.FormItem{widget.NewFormItem(T("Stage"), name)}
	showForm(T("Draw a stage"), T("Draw"), items, fyne.NewSize(420, 200), func() bool {
		to := strings.TrimSpace(name.Text)
		ok := v.ew.apply(T("Cannot draw the stage"), func() error {
			if len(v.stages) == 0 {
				_, err := v.ew.svc.SeatStage(to, nil)
				return err
			}
			_, err := v.ew.svc.SeatNextStage(v.stages[len(v.stages)-1].Name, to)
			return err
		})
		if ok {
			v.current = to
			v.ew.reload()
		}
		return ok
	}, v.ew.win)
}
