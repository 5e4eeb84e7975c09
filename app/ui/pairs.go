package ui

import (
	"fmt"
	"strconv"
	"strings"

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
	ew    *eventWindow
	pairs []tournament.Participant
	free  []tournament.Participant // people in no pair
	names map[int]string
	byID  map[int]tournament.Participant
	// first and second pick the two partners by typing part of a name, a
	// reading or a number.
	first   *searchPicker
	second  *searchPicker
	name    *widget.Entry
	table   *widget.Table
	content fyne.CanvasObject
}

var pairColumns = []column{{"No.", "No.", 56}, {"Pair", "ペア", 180}, {"Member 1", "メンバー1", 150}, {"Member 2", "メンバー2", 150}, {"Captain", "キャプテン", 230}, {"Handicap points", "ハンデポイント", 150}, {"Status", "状態", 150}}

func newPairsView(ew *eventWindow) *pairsView {
	v := &pairsView{ew: ew}
	hint := tr("Partner: name, reading or number", "パートナー（氏名・よみ・番号で検索）")
	v.first = newSearchPicker(hint, func(q string) []pickItem { return v.candidates(q, v.second) })
	v.second = newSearchPicker(hint, func(q string) []pickItem { return v.candidates(q, v.first) })
	v.name = widget.NewEntry()
	v.name.SetPlaceHolder(tr("pair name (empty: the family names)", "ペア名（空欄：姓・姓）"))
	v.name.OnSubmitted = func(string) { v.register() }
	// Enter on a partner goes on to the next field; only one list of
	// candidates shows at a time.
	v.first.onPick = func() { ew.win.Canvas().Focus(v.second.entry) }
	v.second.onPick = func() { ew.win.Canvas().Focus(v.name) }
	v.first.onOpen = v.second.close
	v.second.onOpen = v.first.close
	add := widget.NewButton(tr("Register the pair", "ペアを登録"), v.register)
	add.Importance = widget.HighImportance
	v.table = newTable(pairColumns, func() (int, int) { return len(v.pairs), len(pairColumns) }, v.cell, nil)
	form := container.NewGridWithColumns(4, v.first.entry, v.second.entry, v.name, add)
	v.content = container.NewBorder(container.NewVBox(form, v.first.panel, v.second.panel), nil, nil, nil, v.table)
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
	for _, p := range ps {
		if !p.IsPair() && !inPair[p.ID] && p.WithdrawnFrom == 0 {
			v.free = append(v.free, p)
		}
	}
	v.first.keep()
	v.second.keep()
	v.table.Refresh()
}

// pickLabel is a person as the partner pickers show them: number, name,
// reading, rank, gender, club.
func pickLabel(p tournament.Participant) string {
	s := fmt.Sprintf("#%d %s", p.ID, p.Name)
	if p.Reading != "" {
		s += "（" + p.Reading + "）"
	}
	var more []string
	for _, x := range []string{p.Rank.Japanese(), p.Gender.Japanese(), p.Club} {
		if x != "" {
			more = append(more, x)
		}
	}
	if len(more) > 0 {
		s += " " + strings.Join(more, " ")
	}
	return s
}

// candidates are the people in no pair that query names (all of them for
// an empty query), best first, without the one the other picker holds.
func (v *pairsView) candidates(query string, other *searchPicker) []pickItem {
	taken := 0
	if other != nil {
		taken = other.chosenID()
	}
	free := make(map[int]bool, len(v.free))
	for _, p := range v.free {
		free[p.ID] = true
	}
	return findPicks(v.ew.svc, v.free, query, func(p tournament.Participant) bool { return free[p.ID] && p.ID != taken })
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
		return pairgo.PairPointText(pairgo.PairPointOf(p))
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
	a, okA := v.first.choice()
	b, okB := v.second.choice()
	if !okA || !okB {
		showMessage(v.ew.win, tr("Cannot register the pair", "ペアを登録できません"), tr("Choose both partners from the lists (type part of a name, a reading or a number).", "2人とも候補から選んでください（氏名・よみ・番号の一部を入力）。"))
		return
	}
	ida, idb, name := strconv.Itoa(a), strconv.Itoa(b), v.name.Text
	var p tournament.Participant
	var warn tournament.Text
	if v.ew.apply(tr("Cannot register the pair", "ペアを登録できません"), func() (err error) {
		p, warn, err = pairgo.Of(v.ew.svc).RegisterPair(ida, idb, name)
		return err
	}) {
		msg := fmt.Sprintf(tr("Pair %s registered; captain: %s.", "ペア「%s」を登録しました。キャプテン：%s。"), p.Name, v.names[p.Captain])
		if warn.En != "" {
			msg += "\n⚠ " + warn.In(v.ew.g.lang)
		}
		v.name.SetText("")
		v.first.reset()
		v.second.reset()
		// The next pair starts in the first picker once the message closes.
		v.ew.win.Canvas().Focus(v.first.entry)
		v.first.close()
		showMessage(v.ew.win, tr("Pair registered", "ペア登録"), msg)
	}
}
