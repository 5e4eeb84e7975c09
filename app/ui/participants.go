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
	{"No.", 56}, {"Name", 190}, {"Reading", 190}, {"Rank", 80}, {"Birth date", 120},
	{"Gender", 60}, {"Affiliation", 130}, {"Flags", 130}, {"Status", 150},
}

func newParticipantsView(ew *eventWindow) *participantsView {
	v := &participantsView{ew: ew, selected: -1}
	v.filter = widget.NewEntry()
	v.filter.SetPlaceHolder(T("Filter by name, reading or affiliation") + " (Ctrl+F)")
	v.filter.OnChanged = func(string) { v.applyFilter() }
	v.filter.OnSubmitted = func(string) {
		if len(v.shown) > 0 {
			v.table.Select(widget.TableCellID{Row: 0, Col: 1})
			ew.win.Canvas().Focus(v.table)
		}
	}
	cols := participantColumns
	if v.multi = ew.multi(); v.multi {
		cols = append(slices.Clone(cols), column{"Section", 130})
	}
	v.ratingCol = len(cols) + 1 // after the 受付 column inserted below
	cols = append(slices.Clone(cols), column{"Rating", 120})
	// 受付 beside the name, where the arbiter at the door looks.
	v.checkinCol = 2
	cols = slices.Insert(cols, v.checkinCol, column{"Check-in", 90})
	v.table = newTable(cols, func() (int, int) { return len(v.shown), len(cols) }, v.cell, nil)
	v.table.OnSelected = func(id widget.TableCellID) {
		v.selected = id.Row
		v.updateButtons()
	}
	v.table.OnUnselected = func(widget.TableCellID) {
		v.selected = -1
		v.updateButtons()
	}
	v.addBtn = widget.NewButton(T("Add")+" (Ctrl+N)", v.add)
	v.addBtn.Importance = widget.HighImportance
	v.editBtn = widget.NewButton(T("Edit")+" (Ctrl+E)", v.edit)
	v.withdrawBtn = widget.NewButton(T("Withdraw")+"…", v.withdraw)
	v.absentBtn = widget.NewButton(T("Absent")+"…", v.absent)
	v.importBtn = widget.NewButton(T("Import CSV or Excel")+"… (Ctrl+I)", v.importCSV)
	v.neverBtn = widget.NewButton(T("Never pair")+"…", v.neverPair)
	v.checkinBtn = v.newCheckinButton()
	printBtn := widget.NewButton(T("Print")+"… (Ctrl+P)", func() { ew.printDialog("players") })
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
	v.count.SetText(fmt.Sprintf(T("%d participants (%d withdrawn)"), len(v.all), len(v.all)-active))
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
		parts = append(parts, fmt.Sprintf(T("late entry from round %d"), p.FirstRound))
	}
	if p.WithdrawnFrom > 0 {
		parts = append(parts, fmt.Sprintf(T("withdrawn from round %d"), p.WithdrawnFrom))
	}
	for _, r := range p.Absent {
		parts = append(parts, fmt.Sprintf(T("absent in round %d"), r))
	}
	if len(parts) == 0 {
		return T("present")
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
		v.withdrawBtn.SetText(T("Withdraw") + "…")
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
		v.withdrawBtn.SetText(T("Reinstate"))
	} else {
		v.withdrawBtn.SetText(T("Withdraw") + "…")
	}
}

func (v *participantsView) add() {
	showParticipantForm(v.ew, T("Add participant"), gameOf(v.ew.svc), tournament.ParticipantForm{}, func(f tournament.ParticipantForm) error {
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
	showParticipantForm(v.ew, fmt.Sprintf(T("Edit participant #%d"), id), game, participantForm(game, *p), func(f tournament.ParticipantForm) error {
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
		confirm(v.ew.win, T("Reinstate"), fmt.Sprintf(T("Cancel the withdrawal of %s?"), name), T("Reinstate"), func() {
			v.ew.apply(T("Cannot reinstate"), func() error { return svc.Reinstate(id) })
		})
		return
	}
	round := newKeyEntry()
	round.suggest(strconv.Itoa(v.nextRound))
	items := []*widget.FormItem{widget.NewFormItem(T("From round"), round)}
	showForm(fmt.Sprintf(T("Withdraw %s"), name), T("Withdraw"), items, fyne.NewSize(420, 200), func() bool {
		return v.ew.apply(T("Cannot withdraw"), func() error {
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
	items := []*widget.FormItem{widget.NewFormItem(T("Round"), round)}
	showForm(fmt.Sprintf(T("Absent: %s"), name), T("Save"), items, fyne.NewSize(420, 200), func() bool {
		n, err := strconv.Atoi(strings.TrimSpace(round.Text))
		if err != nil {
			n = 0 // the service explains what a round must be
		}
		return v.ew.apply(T("Cannot mark absent"), func() error { return svc.SetAbsent(id, n, !slices.Contains(marked, n)) })
	}, v.ew.win)
}

// importCSV asks for a participants file: a CSV, or an Excel workbook
// (its first sheet).
func (v *participantsView) importCSV() {
	askImport(v.ew.win, T("Import CSV or Excel"), []string{".csv", ".CSV", ".txt", ".xlsx", ".XLSX"}, v.importFile)
}

// importFile imports a CSV file or an Excel workbook: all rows or, with a
// list of the bad lines, none.
func (v *participantsView) importFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		v.ew.g.showProblem(T("Cannot import"), err, v.ew.win)
		return
	}
	title, refused := T("CSV import"), T("CSV import: nothing was imported")
	if exports.IsWorkbook(data) {
		title, refused = T("Excel import"), T("Excel import: nothing was imported")
	}
	var rep tournament.ImportReport
	if v.ew.apply(refused, func() error {
		rep, err = exports.ImportParticipants(v.importer(), data)
		return err
	}) {
		msg := fmt.Sprintf(T("Imported %d participants (%s)."), len(rep.Added), rep.Encoding)
		if len(rep.Ignored) > 0 {
			msg += "\n" + T("Ignored columns:") + " " + strings.Join(rep.Ignored, ", ")
		}
		showMessage(v.ew.win, title, msg)
	}
}
