package ui

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/width"

	"taikai/app/exports"
	"taikai/tournament"
)

// participantsView is the participants screen: a filter, the table, and the
// add / edit / withdraw / import actions.
type participantsView struct {
	ew       *eventWindow
	all      []tournament.Participant
	shown    []tournament.Participant
	selected int // index in shown, -1 for none
	// nextRound is the round after the last one paired, the default round
	// for withdrawals and absences.
	nextRound int
	filter    *widget.Entry
	table     *widget.Table
	count     *widget.Label
	content   fyne.CanvasObject
	// multi: the event has several sections; the table has a 部門 column,
	// everyone lists every section's participants (全部門) and the move
	// button moves one to another section (participants_sections.go).
	multi    bool
	everyone *widget.Check
	sections map[int]tournament.Section
	// ratingCol is the column of the ratings (レーティング), the last one;
	// checkinCol that of check-in (受付, participants_checkin.go).
	ratingCol, checkinCol int
	checkinBtn            *widget.Button

	addBtn, editBtn, withdrawBtn, absentBtn, importBtn, moveBtn *widget.Button
	// neverBtn opens the selected participant's never-pair partners
	// (neverpair.go).
	neverBtn *widget.Button
}

// participantColumns are the table's columns: header text and width.
var participantColumns = []column{
	{"No.", "No.", 56}, {"Name", "氏名", 190}, {"Reading", "ふりがな", 190}, {"Rank", "段級位", 80}, {"Birth date", "生年月日", 120},
	{"Gender", "性別", 60}, {"Affiliation", "所属", 130}, {"Flags", "区分", 130}, {"Status", "状態", 150},
}

func newParticipantsView(ew *eventWindow) *participantsView {
	v := &participantsView{ew: ew, selected: -1}
	v.filter = widget.NewEntry()
	v.filter.SetPlaceHolder(tr("Filter by name, reading or affiliation", "氏名・ふりがな・所属で絞り込み") + " (Ctrl+F)")
	v.filter.OnChanged = func(string) { v.applyFilter() }
	v.filter.OnSubmitted = func(string) {
		if len(v.shown) > 0 {
			v.table.Select(widget.TableCellID{Row: 0, Col: 1})
			ew.win.Canvas().Focus(v.table)
		}
	}
	cols := participantColumns
	if v.multi = ew.multi(); v.multi {
		cols = append(slices.Clone(cols), column{"Section", "部門", 130})
	}
	v.ratingCol = len(cols) + 1 // after the 受付 column inserted below
	cols = append(slices.Clone(cols), column{"Rating", "レーティング", 120})
	// 受付 beside the name, where the arbiter at the door looks.
	v.checkinCol = 2
	cols = slices.Insert(cols, v.checkinCol, column{"Check-in", "受付", 90})
	v.table = newTable(cols, func() (int, int) { return len(v.shown), len(cols) }, v.cell, nil)
	v.table.OnSelected = func(id widget.TableCellID) {
		v.selected = id.Row
		v.updateButtons()
	}
	v.table.OnUnselected = func(widget.TableCellID) {
		v.selected = -1
		v.updateButtons()
	}
	v.addBtn = widget.NewButton(tr("Add", "追加")+" (Ctrl+N)", v.add)
	v.addBtn.Importance = widget.HighImportance
	v.editBtn = widget.NewButton(tr("Edit", "修正")+" (Ctrl+E)", v.edit)
	v.withdrawBtn = widget.NewButton(tr("Withdraw", "棄権")+"…", v.withdraw)
	v.absentBtn = widget.NewButton(tr("Absent", "欠席")+"…", v.absent)
	v.importBtn = widget.NewButton(tr("Import CSV or Excel", "CSV・Excel 取込")+"… (Ctrl+I)", v.importCSV)
	v.neverBtn = widget.NewButton(tr("Never pair", "対局させない相手")+"…", v.neverPair)
	v.checkinBtn = v.newCheckinButton()
	printBtn := widget.NewButton(tr("Print", "印刷")+"… (Ctrl+P)", func() { ew.printDialog("players") })
	v.count = widget.NewLabel("")
	bar := container.NewHBox(v.addBtn, v.editBtn, v.checkinBtn, v.withdrawBtn, v.absentBtn, v.neverBtn, v.importBtn, printBtn, v.count)
	top := container.NewVBox(bar, v.filter)
	if v.multi {
		v.addSectionControls(bar)
	}
	v.content = container.NewBorder(top, nil, nil, nil, v.table)
	v.updateButtons()
	return v
}

// show redraws the screen with ps, keeping the filter and the selection.
func (v *participantsView) show(ps []tournament.Participant) {
	keep := v.current()
	v.all = ps
	v.applyFilter()
	if keep != nil {
		for i, p := range v.shown {
			if p.ID == keep.ID {
				v.table.Select(widget.TableCellID{Row: i, Col: 1})
			}
		}
	}
}

func (v *participantsView) applyFilter() {
	q := tournament.NameKey(strings.ToLower(v.filter.Text))
	v.shown = v.shown[:0]
	for _, p := range v.all {
		hay := strings.ToLower(tournament.NameKey(p.Name + " " + p.Reading + " " + p.Club + " " + strings.ReplaceAll(p.Name, " ", "")))
		if q == "" || strings.Contains(hay, q) {
			v.shown = append(v.shown, p)
		}
	}
	v.table.UnselectAll()
	v.selected = -1
	v.table.Refresh()
	active := 0
	for _, p := range v.all {
		if p.WithdrawnFrom == 0 {
			active++
		}
	}
	v.count.SetText(fmt.Sprintf(tr("%d participants (%d withdrawn)", "参加者 %d 人（棄権 %d 人）"), len(v.all), len(v.all)-active))
	v.updateButtons()
}

func (v *participantsView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.shown) {
		return ""
	}
	p := v.shown[id.Row]
	lang := v.ew.g.lang
	if id.Col == v.checkinCol {
		return checkinCell(p)
	}
	if id.Col == v.ratingCol {
		if p.Rating == 0 {
			return ""
		}
		return strconv.Itoa(p.Rating)
	}
	col := id.Col
	if col > v.checkinCol {
		col-- // the columns of participantColumns, then 部門
	}
	switch col {
	case 0:
		return strconv.Itoa(p.ID)
	case 1:
		return p.Name
	case 2:
		return p.Reading
	case 3:
		if lang == tournament.Japanese {
			return p.Rank.Japanese()
		}
		return p.Rank.String()
	case 4:
		return p.Birth
	case 5:
		if lang == tournament.Japanese {
			return p.Gender.Japanese()
		}
		return string(p.Gender)
	case 6:
		return p.Club
	case 7:
		names := make([]string, len(p.Flags))
		for i, f := range p.Flags {
			names[i] = string(f)
			if lang == tournament.Japanese {
				names[i] = f.Japanese()
			}
		}
		return strings.Join(names, "・")
	case 8:
		return v.status(p)
	case 9:
		return v.sections[p.Section].Label()
	}
	return ""
}

func (v *participantsView) status(p tournament.Participant) string {
	var parts []string
	if p.FirstRound > 1 {
		parts = append(parts, fmt.Sprintf(tr("late entry from round %d", "%d 回戦から途中参加"), p.FirstRound))
	}
	if p.WithdrawnFrom > 0 {
		parts = append(parts, fmt.Sprintf(tr("withdrawn from round %d", "%d 回戦から棄権"), p.WithdrawnFrom))
	}
	for _, r := range p.Absent {
		parts = append(parts, fmt.Sprintf(tr("absent in round %d", "%d 回戦欠席"), r))
	}
	if len(parts) == 0 {
		return tr("present", "出場")
	}
	return strings.Join(parts, ", ")
}

// current returns the selected participant, or nil.
func (v *participantsView) current() *tournament.Participant {
	if v.selected < 0 || v.selected >= len(v.shown) {
		return nil
	}
	p := v.shown[v.selected]
	return &p
}

func (v *participantsView) updateButtons() {
	p := v.current()
	v.checkinBtn.SetText(v.checkinLabel(p))
	if p == nil {
		v.checkinBtn.Disable()
		v.editBtn.Disable()
		v.withdrawBtn.Disable()
		v.absentBtn.Disable()
		v.neverBtn.Disable()
		if v.moveBtn != nil {
			v.moveBtn.Disable()
		}
		v.withdrawBtn.SetText(tr("Withdraw", "棄権") + "…")
		return
	}
	v.editBtn.Enable()
	v.checkinBtn.Enable()
	v.withdrawBtn.Enable()
	v.absentBtn.Enable()
	v.neverBtn.Enable()
	if v.moveBtn != nil {
		v.moveBtn.Enable()
	}
	if p.WithdrawnFrom > 0 {
		v.withdrawBtn.SetText(tr("Reinstate", "棄権取消"))
	} else {
		v.withdrawBtn.SetText(tr("Withdraw", "棄権") + "…")
	}
}

func (v *participantsView) add() {
	showParticipantForm(v.ew, tr("Add participant", "参加者の追加"), gameOf(v.ew.svc), tournament.ParticipantForm{}, func(f tournament.ParticipantForm) error {
		_, err := v.ew.svc.AddParticipant(f)
		return err
	})
}

func (v *participantsView) edit() {
	p := v.current()
	if p == nil {
		return
	}
	id, svc := p.ID, v.serviceOf(*p)
	game := gameOf(svc)
	showParticipantForm(v.ew, fmt.Sprintf(tr("Edit participant #%d", "参加者 #%d の修正"), id), game, participantForm(game, *p), func(f tournament.ParticipantForm) error {
		_, err := svc.EditParticipant(id, f)
		return err
	})
}

func (v *participantsView) withdraw() {
	p := v.current()
	if p == nil {
		return
	}
	id, name, svc := p.ID, p.Name, v.serviceOf(*p)
	if p.WithdrawnFrom > 0 {
		confirm(v.ew.win, tr("Reinstate", "棄権取消"), fmt.Sprintf(tr("Cancel the withdrawal of %s?", "%s の棄権を取り消しますか？"), name), tr("Reinstate", "棄権取消"), func() {
			v.ew.apply(tr("Cannot reinstate", "棄権を取り消せません"), func() error { return svc.Reinstate(id) })
		})
		return
	}
	round := newKeyEntry()
	round.suggest(strconv.Itoa(v.nextRound))
	items := []*widget.FormItem{widget.NewFormItem(tr("From round", "棄権する回戦（から）"), round)}
	showForm(fmt.Sprintf(tr("Withdraw %s", "%s を棄権にする"), name), tr("Withdraw", "棄権"), items, fyne.NewSize(420, 200), func() bool {
		return v.ew.apply(tr("Cannot withdraw", "棄権にできません"), func() error {
			n, err := strconv.Atoi(strings.TrimSpace(width.Fold.String(round.Text)))
			if err != nil {
				n = -1 // the service explains what a round must be
			}
			return svc.Withdraw(id, n)
		})
	}, v.ew.win)
}

// absent marks the selected participant absent (欠席) for one round not
// yet paired, or present again if they were marked.
func (v *participantsView) absent() {
	p := v.current()
	if p == nil {
		return
	}
	id, name, marked, svc := p.ID, p.Name, p.Absent, v.serviceOf(*p)
	round := newKeyEntry()
	round.suggest(strconv.Itoa(v.nextRound))
	items := []*widget.FormItem{widget.NewFormItem(tr("Round", "回戦"), round)}
	showForm(fmt.Sprintf(tr("Absent: %s", "欠席：%s"), name), tr("Save", "保存"), items, fyne.NewSize(420, 200), func() bool {
		n, err := strconv.Atoi(strings.TrimSpace(round.Text))
		if err != nil {
			n = 0 // the service explains what a round must be
		}
		return v.ew.apply(tr("Cannot mark absent", "欠席にできません"), func() error { return svc.SetAbsent(id, n, !slices.Contains(marked, n)) })
	}, v.ew.win)
}

// importCSV asks for a participants file: a CSV, or an Excel workbook
// (its first sheet).
func (v *participantsView) importCSV() {
	askImport(v.ew.win, tr("Import CSV or Excel", "CSV・Excel 取込"), []string{".csv", ".CSV", ".txt", ".xlsx", ".XLSX"}, v.importFile)
}

// importFile imports a CSV file or an Excel workbook: all rows or, with a
// list of the bad lines, none.
func (v *participantsView) importFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		v.ew.g.showProblem(tr("Cannot import", "取り込めません"), err, v.ew.win)
		return
	}
	title, refused := tr("CSV import", "CSV 取込"), tr("CSV import: nothing was imported", "CSV 取込：何も取り込んでいません")
	if exports.IsWorkbook(data) {
		title, refused = tr("Excel import", "Excel 取込"), tr("Excel import: nothing was imported", "Excel 取込：何も取り込んでいません")
	}
	var rep tournament.ImportReport
	if v.ew.apply(refused, func() error {
		rep, err = exports.ImportParticipants(v.importer(), data)
		return err
	}) {
		msg := fmt.Sprintf(tr("Imported %d participants (%s).", "%d 人を取り込みました（%s）。"), len(rep.Added), rep.Encoding)
		if len(rep.Ignored) > 0 {
			msg += "\n" + tr("Ignored columns:", "読み飛ばした列：") + " " + strings.Join(rep.Ignored, ", ")
		}
		showMessage(v.ew.win, title, msg)
	}
}
