package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// yoninView is the table board of a four-player shogi stage: a card per
// table with the players, their running points, the parent (親) of the next
// game, the games played so far, and the entry of the next game by clicking
// "X mated by Y" in turn; the advancement of the stage below.
type yoninView struct {
	ew       *eventWindow
	stages   []yonin.Stage
	names    map[int]string
	current  string
	stageSel *widget.Select
	table    *widget.Entry // keyboard entry: table name
	mated    *widget.Entry // keyboard entry: the --mated text
	status   *widget.Label
	cards    *fyne.Container
	advance  *widget.Label
	content  fyne.CanvasObject
}

func newYoninView(ew *eventWindow) *yoninView {
	v := &yoninView{ew: ew}
	v.stageSel = newSelect(nil, func(s string) {
		if s != v.current {
			v.current = s
			v.redraw()
		}
	})
	draw := widget.NewButton(T("Draw a stage")+"…", v.drawStage)
	draw.Importance = widget.HighImportance
	printBtn := widget.NewButton(T("Print")+"…", func() { ew.printDialog("yonin-scores") })
	// Keyboard-first entry: table, Enter, the eliminations as "4<1,3<1,2<1"
	// (seat numbers, names or CPU1–4), Enter.
	v.table = widget.NewEntry()
	v.table.SetPlaceHolder(T("Table"))
	v.mated = widget.NewEntry()
	v.mated.SetPlaceHolder(T("eliminations, e.g. 4<1,3<1,2<1 (seat numbers)"))
	v.table.OnSubmitted = func(string) { ew.win.Canvas().Focus(v.mated) }
	v.mated.OnSubmitted = func(string) { v.recordTyped() }
	v.status = widget.NewLabel("")
	v.cards = container.NewGridWithColumns(2)
	v.advance = widget.NewLabel("")
	v.advance.Wrapping = fyne.TextWrapWord
	body := container.NewVBox(v.cards, widget.NewSeparator(),
		widget.NewLabelWithStyle(T("Advancement"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), v.advance)
	entry := container.NewBorder(nil, nil, container.NewGridWrap(fyne.NewSize(80, v.table.MinSize().Height), v.table), nil, v.mated)
	top := container.NewVBox(container.NewHBox(v.stageSel, draw, printBtn), entry, v.status)
	v.content = container.NewBorder(top, nil, nil, nil, container.NewVScroll(body))
	return v
}

func (v *yoninView) show(ps []tournament.Participant) {
	v.names = tournament.DisplayNames(ps)
	sts, err := yonin.Of(v.ew.svc).Stages()
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

func (v *yoninView) stage() *yonin.Stage {
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
	a, err := yonin.Of(v.ew.svc).YoninAdvancement(st.Name)
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
func (v *yoninView) card(stage string, t yonin.YoninTable) fyne.CanvasObject {
	played, series, err := yonin.Of(v.ew.svc).TablePlayed(t)
	if err != nil {
		return widget.NewLabel(tournament.Localize(err, v.ew.g.lang))
	}
	var labels [4]string
	for i := range labels {
		labels[i] = yonin.SeatLabel(t, i, v.names)
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
		if p.Game.Jishogi != nil {
			what += "　" + T("持将棋")
		}
		line := widget.NewLabel(fmt.Sprintf("%s（親 %s）%s → %s", p.Slot.Label(), labels[p.Slot.Parent], what, strings.Join(pts, " / ")))
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
	}
	if nextErr != nil {
		return widget.NewCard("", "", box)
	}
	// Entry: victim and mater, in the order the mates happened.
	var pending []string
	pendingLabel := widget.NewLabel(T("Eliminations: (none yet)"))
	victim := newSelect(labels[:], nil)
	victim.PlaceHolder = T("mated")
	mater := newSelect(labels[:], nil)
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
			_, err := yonin.Of(v.ew.svc).RecordYoninGame(stage, t.Name, strings.Join(pending, ","), "", false)
			return err
		})
	})
	record.Importance = widget.HighImportance
	void := widget.NewButton(T("千日手 (void)"), func() {
		confirm(v.ew.win, T("千日手 (void)"), fmt.Sprintf(T("Void %s of table %s and replay it?"), next.Label(), t.Name), T("千日手 (void)"), func() {
			v.ew.apply(T("Cannot record the game"), func() error {
				_, err := yonin.Of(v.ew.svc).RecordYoninGame(stage, t.Name, "", "", true)
				return err
			})
		})
	})
	jishogi := widget.NewButton(T("持将棋")+"…", func() {
		order := newKeyEntry()
		order.SetPlaceHolder(T("unmated players best first, e.g. 1,3,2 (seat numbers or names)"))
		items := []*widget.FormItem{widget.NewFormItem(T("Ranking"), order)}
		showForm(T("持将棋"), T("Record the game"), items, fyne.NewSize(560, 220), func() bool {
			var ranking []string
			for _, r := range strings.Split(strings.NewReplacer("、", ",", ">", ",").Replace(order.Text), ",") {
				if r = strings.TrimSpace(r); r != "" {
					ranking = append(ranking, r)
				}
			}
			return v.ew.apply(T("Cannot record the game"), func() error {
				_, err := yonin.Of(v.ew.svc).RecordYoninJishogi(stage, t.Name, strings.Join(pending, ","), ranking)
				return err
			})
		}, v.ew.win)
	})
	clear := widget.NewButton(T("Clear"), func() {
		pending = nil
		pendingLabel.SetText(T("Eliminations: (none yet)"))
	})
	_ = parent
	box.Add(widget.NewSeparator())
	box.Add(container.NewGridWithColumns(4, victim, widget.NewLabel(T("was mated by")), mater, foul))
	box.Add(container.NewHBox(add, clear, record, void, jishogi))
	box.Add(pendingLabel)
	return widget.NewCard("", "", box)
}

// recordTyped records the game typed in the keyboard entry.
func (v *yoninView) recordTyped() {
	st := v.stage()
	if st == nil {
		return
	}
	table, mated := strings.TrimSpace(v.table.Text), strings.TrimSpace(v.mated.Text)
	var played yonin.Played
	if v.ew.apply(T("Cannot record the game"), func() error {
		var err error
		played, err = yonin.Of(v.ew.svc).RecordYoninGame(st.Name, table, mated, "", false)
		return err
	}) {
		pts := make([]string, 4)
		for i := range pts {
			pts[i] = strconv.Itoa(played.Points[i])
		}
		v.status.SetText(fmt.Sprintf(T("Table %s"), strings.ToUpper(table)) + " " + played.Slot.Label() + ": " + strings.Join(pts, " / "))
		v.mated.SetText("")
		v.ew.win.Canvas().Focus(v.table)
	}
}

// drawStage asks for a stage name and draws its tables: the first stage by
// rank, later ones from the advancers of the previous stage.
func (v *yoninView) drawStage() {
	names := []string{"予選", "本戦", "決勝"}
	name := newKeyEntry() // a plain entry: Tab goes straight to the tables
	name.suggest(names[min(len(v.stages), 2)])
	name.SetPlaceHolder(strings.Join(names, " / "))
	tables := newKeyEntry()
	tables.SetPlaceHolder(T("automatic"))
	items := []*widget.FormItem{widget.NewFormItem(T("Stage"), name), widget.NewFormItem(T("Tables (CPUs fill extra seats)"), tables)}
	showForm(T("Draw a stage"), T("Draw"), items, fyne.NewSize(460, 240), func() bool {
		to := strings.TrimSpace(name.Text)
		n := 0
		if t := strings.TrimSpace(tables.Text); t != "" {
			n, _ = strconv.Atoi(t)
		}
		ok := v.ew.apply(T("Cannot draw the stage"), func() error {
			if len(v.stages) == 0 {
				_, err := yonin.Of(v.ew.svc).SeatStageTables(to, nil, n)
				return err
			}
			_, err := yonin.Of(v.ew.svc).SeatNextStageTables(v.stages[len(v.stages)-1].Name, to, n)
			return err
		})
		if ok {
			v.current = to
			v.ew.reload()
		}
		return ok
	}, v.ew.win)
}
