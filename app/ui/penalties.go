package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// penaltyForm is the part of the Disputes screen that gives a player a
// penalty without a dispute (seed 002 rule 22: 注意, 警告, 持ち時間減, 退場),
// and lists those given so far.
type penaltyForm struct {
	ew      *eventWindow
	ps      []tournament.Participant
	names   map[int]string
	who     *searchPicker
	kind    *widget.Select
	minutes *widget.Entry
	note    *widget.Entry
	status  *widget.Label
	list    *widget.Label
	content fyne.CanvasObject
}

func newPenaltyForm(ew *eventWindow) *penaltyForm {
	f := &penaltyForm{ew: ew}
	f.who = newSearchPicker(T("Player: name, reading or number"), f.candidates)
	var kinds []string
	for _, k := range tournament.PenaltyKinds() {
		kinds = append(kinds, k.Name.In(ew.g.lang))
	}
	f.kind = newSelect(kinds, func(string) { f.showMinutes() })
	f.minutes = widget.NewEntry()
	f.minutes.SetPlaceHolder(T("minutes taken off the clock (the arbiter decides)"))
	f.minutes.Disable()
	f.note = widget.NewEntry()
	f.note.SetPlaceHolder(T("e.g. disturbed other games"))
	f.status = widget.NewLabel("")
	f.status.Wrapping = fyne.TextWrapWord
	f.list = widget.NewLabel("")
	f.list.Wrapping = fyne.TextWrapWord
	f.who.onPick = func() { ew.win.Canvas().Focus(f.kind) }
	record := widget.NewButton(T("Record the penalty"), f.record)
	record.Importance = widget.HighImportance
	form := widget.NewForm(
		widget.NewFormItem(T("Player"), container.NewVBox(f.who.entry, f.who.panel)),
		widget.NewFormItem(T("Kind of penalty"), f.kind),
		widget.NewFormItem(T("Minutes (time deduction)"), f.minutes),
		widget.NewFormItem(T("Penalty note"), f.note),
	)
	f.content = container.NewVBox(
		widget.NewLabelWithStyle(T("3. A penalty without a dispute (rule 22)"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		form, container.NewHBox(record), f.status,
		widget.NewLabelWithStyle(T("Penalties given (rule 22)"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), f.list)
	return f
}

// show redraws the list of penalties from the participants.
func (f *penaltyForm) show(ps []tournament.Participant) {
	f.ps = ps
	f.names = tournament.DisplayNames(ps)
	f.who.keep()
	list, err := f.ew.svc.Penalties(0)
	if err != nil {
		f.list.SetText(tournament.Localize(err, f.ew.g.lang))
		return
	}
	var lines []string
	for _, p := range list {
		lines = append(lines, p.Time.Local().Format("15:04")+"　"+f.names[p.Player]+"："+tournament.PenaltyText(p.PlayerPenalty, f.ew.g.lang))
	}
	if len(lines) == 0 {
		lines = []string{T("None.")}
	}
	f.list.SetText(strings.Join(lines, "\n"))
}

// showMinutes enables the minutes for a time deduction only.
func (f *penaltyForm) showMinutes() {
	if k := f.kind.SelectedIndex(); k >= 0 && tournament.PenaltyKinds()[k].Key == tournament.PenaltyTimeDeduction {
		f.minutes.Enable()
		return
	}
	f.minutes.SetText("")
	f.minutes.Disable()
}

func (f *penaltyForm) candidates(query string) []pickItem {
	var out []pickItem
	if strings.TrimSpace(query) == "" {
		for _, p := range f.ps {
			out = append(out, pickItem{p.ID, pickLabel(p)})
		}
		return out
	}
	found, err := f.ew.svc.Find(query)
	if err != nil {
		return nil
	}
	for _, x := range found {
		out = append(out, pickItem{x.Participant.ID, pickLabel(x.Participant)})
	}
	return out
}

func (f *penaltyForm) record() {
	title := T("Cannot record the penalty")
	id, ok := f.who.choice()
	if !ok {
		f.ew.g.showProblem(title, tournament.NewProblem(tournament.ErrInvalidInput, "choose the player first", "先に選手を選んでください"), f.ew.win)
		return
	}
	k := f.kind.SelectedIndex()
	if k < 0 {
		f.ew.g.showProblem(title, tournament.NewProblem(tournament.ErrInvalidInput, "choose the kind of penalty", "罰則の種類を選んでください"), f.ew.win)
		return
	}
	in := tournament.PenaltyInput{Player: id, Kind: tournament.PenaltyKinds()[k].Key, Note: f.note.Text}
	if t := strings.TrimSpace(f.minutes.Text); t != "" {
		m, err := strconv.Atoi(t)
		if err != nil {
			f.ew.g.showProblem(title, tournament.NewProblem(tournament.ErrInvalidInput, "the minutes are a whole number", "分数は整数で入力してください"), f.ew.win)
			return
		}
		in.Minutes = m
	}
	var out tournament.PenaltyOutcome
	if !f.ew.apply(title, func() (err error) { out, err = f.ew.svc.Penalize(in); return err }) {
		return
	}
	name := f.names[id]
	msg := fmt.Sprintf(T("Penalty recorded: %s"), name+"："+tournament.PenaltyText(out.Penalty, f.ew.g.lang))
	if out.WithdrawnFrom > 0 {
		var more []string
		more = append(more, fmt.Sprintf(T("%s is withdrawn from round %d (expelled)."), name, out.WithdrawnFrom))
		for _, rt := range out.Unfinished {
			more = append(more, fmt.Sprintf(T("Round %d, table %d has no result yet: record the result the arbiter decides (rule 21)."), rt.Round, rt.Table))
		}
		msg += "\n" + strings.Join(more, "\n")
		showMessage(f.ew.win, T("Expulsion (退場)"), strings.Join(more, "\n"))
	}
	f.status.SetText(msg)
	f.who.reset()
	f.kind.ClearSelected()
	f.minutes.SetText("")
	f.note.SetText("")
}
