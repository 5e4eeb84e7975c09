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
	f.who = newSearchPicker(tr("Player: name, reading or number", "選手：氏名・よみ・番号"), f.candidates)
	var kinds []string
	for _, k := range tournament.PenaltyKinds() {
		kinds = append(kinds, k.Name.In(ew.g.lang))
	}
	f.kind = newSelect(kinds, func(string) { f.showMinutes() })
	f.minutes = widget.NewEntry()
	f.minutes.SetPlaceHolder(tr("minutes taken off the clock (the arbiter decides)", "時計から減らす分数（審判が決めます）"))
	f.minutes.Disable()
	f.note = widget.NewEntry()
	f.note.SetPlaceHolder(tr("e.g. disturbed other games", "例：他の対局を妨害"))
	f.status = widget.NewLabel("")
	f.status.Wrapping = fyne.TextWrapWord
	f.list = widget.NewLabel("")
	f.list.Wrapping = fyne.TextWrapWord
	f.who.onPick = func() { ew.win.Canvas().Focus(f.kind) }
	record := widget.NewButton(tr("Record the penalty", "罰則を記録"), f.record)
	record.Importance = widget.HighImportance
	form := widget.NewForm(
		widget.NewFormItem(tr("Player", "選手"), container.NewVBox(f.who.entry, f.who.panel)),
		widget.NewFormItem(tr("Kind of penalty", "罰則の種類"), f.kind),
		widget.NewFormItem(tr("Minutes (time deduction)", "分数（持ち時間減）"), f.minutes),
		widget.NewFormItem(tr("Penalty note", "罰則の備考"), f.note),
	)
	f.content = container.NewVBox(
		widget.NewLabelWithStyle(tr("3. A penalty without a dispute (rule 22)", "3. 異議によらない罰則（第22項）"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		form, container.NewHBox(record), f.status,
		widget.NewLabelWithStyle(tr("Penalties given (rule 22)", "記録した罰則（第22項）"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}), f.list)
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
		lines = []string{tr("None.", "なし")}
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

// candidates are the players query names (all of them for a blank query),
// best first.
func (f *penaltyForm) candidates(query string) []pickItem {
	return findPicks(f.ew.svc, f.ps, query, func(tournament.Participant) bool { return true })
}

func (f *penaltyForm) record() {
	title := tr("Cannot record the penalty", "罰則を記録できません")
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
	msg := fmt.Sprintf(tr("Penalty recorded: %s", "罰則を記録しました：%s"), name+"："+tournament.PenaltyText(out.Penalty, f.ew.g.lang))
	if out.WithdrawnFrom > 0 {
		var more []string
		more = append(more, fmt.Sprintf(tr("%s is withdrawn from round %d (expelled).", "%s は %d 回戦から棄権扱いです（退場）。"), name, out.WithdrawnFrom))
		for _, rt := range out.Unfinished {
			more = append(more, fmt.Sprintf(tr("Round %d, table %d has no result yet: record the result the arbiter decides (rule 21).", "%d 回戦 %d 番卓はまだ結果がありません。審判が決めた結果を記録してください（第21項）。"), rt.Round, rt.Table))
		}
		msg += "\n" + strings.Join(more, "\n")
		showMessage(f.ew.win, tr("Expulsion (退場)", "退場"), strings.Join(more, "\n"))
	}
	f.status.SetText(msg)
	f.who.reset()
	f.kind.ClearSelected()
	f.minutes.SetText("")
	f.note.SetText("")
}
