package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/pairgo"
)

// pairsView registers Pair Go pairs (ペア): pick two participants, the
// captain is computed and shown; the pairs are listed with their handicap
// points.
type pairsView struct {
	ew      *eventWindow
	pairs   []tournament.Participant
	free    []tournament.Participant // people in no pair
	names   map[int]string
	byID    map[int]tournament.Participant
	first   *widget.Select
	second  *widget.Select
	name    *widget.Entry
	table   *widget.Table
	content fyne.CanvasObject
}

var pairColumns = []column{{"No.", 56}, {"Pair", 180}, {"Member 1", 150}, {"Member 2", 150}, {"Captain", 230}, {"Handicap points", 120}, {"Status", 150}}

func newPairsView(ew *eventWindow) *pairsView {
	v := &pairsView{ew: ew}
	v.first = newSelect(nil, nil)
	v.second = newSelect(nil, nil)
	v.first.PlaceHolder, v.second.PlaceHolder = T("partner"), T("partner")
	v.name = widget.NewEntry()
	v.name.SetPlaceHolder(T("pair name (empty: the family names)"))
	add := widget.NewButton(T("Register the pair"), v.register)
	add.Importance = widget.HighImportance
	v.table = newTable(pairColumns, func() (int, int) { return len(v.pairs), len(pairColumns) }, v.cell, nil)
	form := container.NewGridWithColumns(4, v.first, v.second, v.name, add)
	v.content = container.NewBorder(form, nil, nil, nil, v.table)
	return v
}

func (v *pairsView) show(ps []tournament.Participant) {
	v.names = tournament.DisplayNames(ps)
	v.byID = make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		v.byID[p.ID] = p
	}
	inPair := map[int]bool{}
	v.pairs = nil
	for _, p := range ps {
		if p.IsPair() {
			v.pairs = append(v.pairs, p)
			if p.WithdrawnFrom == 0 {
				inPair[p.Members[0]], inPair[p.Members[1]] = true, true
			}
		}
	}
	v.free = nil
	var opts []string
	for _, p := range ps {
		if !p.IsPair() && !inPair[p.ID] && p.WithdrawnFrom == 0 {
			v.free = append(v.free, p)
			opts = append(opts, fmt.Sprintf("#%d %s（%s %s）", p.ID, p.Name, p.Rank.Japanese(), p.Gender.Japanese()))
		}
	}
	v.first.Options, v.second.Options = opts, opts
	v.first.ClearSelected()
	v.second.ClearSelected()
	v.table.Refresh()
}

func (v *pairsView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.pairs) {
		return ""
	}
	p := v.pairs[id.Row]
	switch id.Col {
	case 0:
		return strconv.Itoa(p.ID)
	case 1:
		return p.Name
	case 2:
		return v.names[p.Members[0]]
	case 3:
		return v.names[p.Members[1]]
	case 4:
		return v.captain(p)
	case 5:
		return pairgo.PairPointText(p.PairPoint)
	case 6:
		return v.ew.participants.status(p)
	}
	return ""
}

// captain is the captain's name, marked キャプテン要確認 when the rule could
// not decide it (a gender or birth date missing, or the same birth date).
func (v *pairsView) captain(p tournament.Participant) string {
	name := v.names[p.Captain]
	if pairgo.CaptainToConfirm(p, v.byID) {
		if v.ew.g.lang == tournament.Japanese {
			return name + "（" + pairgo.CaptainToConfirmText.Ja + "）"
		}
		return name + " (" + pairgo.CaptainToConfirmText.En + ")"
	}
	return name
}

func (v *pairsView) register() {
	a, b := v.first.SelectedIndex(), v.second.SelectedIndex()
	if a < 0 || b < 0 {
		return
	}
	ida, idb, name := strconv.Itoa(v.free[a].ID), strconv.Itoa(v.free[b].ID), v.name.Text
	var p tournament.Participant
	var warn tournament.Text
	if v.ew.apply(T("Cannot register the pair"), func() (err error) {
		p, warn, err = pairgo.Of(v.ew.svc).RegisterPair(ida, idb, name)
		return err
	}) {
		msg := fmt.Sprintf(T("Pair %s registered; captain: %s."), p.Name, v.names[p.Captain])
		if warn.En != "" {
			msg += "\n⚠ " + warn.In(v.ew.g.lang)
		}
		v.name.SetText("")
		showMessage(v.ew.win, T("Pair registered"), msg)
	}
}
