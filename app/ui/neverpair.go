package ui

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/width"

	"taikai/tournament"
)

// The never-pair dialog of the participants screen (対局させない相手): the
// selected participant's partners on the event's never-pair list, each
// with a button that takes the pair off, a search over every section's
// participants that adds one, and the import of a never-pair CSV. Each
// change is one logged change of the event (undo works).

// maxNeverResults is the most search results the dialog lists.
const maxNeverResults = 8

// neverPairDialog is the dialog for one participant.
type neverPairDialog struct {
	ew       *eventWindow
	who      tournament.Participant
	partners *fyne.Container
	search   *keyEntry
	results  *fyne.Container
	// found are the participants the search lists, in order.
	found []tournament.Participant
	all   []tournament.Participant
	list  []tournament.NeverPair
	names map[int]string
	secs  map[int]tournament.Section
	hide  func()
}

// neverPair opens the dialog of the selected participant.
func (v *participantsView) neverPair() {
	p := v.current()
	if p == nil {
		return
	}
	showNeverPairs(v.ew, *p)
}

// showNeverPairs shows the never-pair dialog of who.
func showNeverPairs(ew *eventWindow, who tournament.Participant) *neverPairDialog {
	d := &neverPairDialog{ew: ew, who: who, partners: container.NewVBox(), results: container.NewVBox()}
	d.search = newKeyEntry()
	d.search.SetPlaceHolder(tr("Name, reading or number of the participant to add", "追加する参加者の氏名・読み・番号"))
	d.search.OnChanged = func(string) { d.showResults() }
	d.search.OnSubmitted = func(string) {
		if len(d.found) == 1 {
			d.add(d.found[0].ID)
		}
	}
	intro := widget.NewLabel(tr("Never paired against the participants listed here, while any pairing keeps them apart (siblings, parent and child, teacher and pupil).", "ここに挙げた相手とは、組める限り対局させません（兄弟姉妹・親子・師弟など）。"))
	intro.Wrapping = fyne.TextWrapWord
	partners := container.NewVScroll(d.partners)
	partners.SetMinSize(fyne.NewSize(520, 120))
	results := container.NewVScroll(d.results)
	results.SetMinSize(fyne.NewSize(520, 150))
	body := container.NewVBox(
		intro,
		widget.NewLabelWithStyle(tr("Never paired with", "対局させない相手"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		partners,
		widget.NewSeparator(),
		widget.NewLabelWithStyle(tr("Add", "追加"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		d.search,
		results,
		widget.NewButton(tr("Import a never-pair CSV", "対局させない組の CSV を取り込む")+"…", d.importCSV),
	)
	d.reload()
	d.hide = keyDialog(ew.win, fmt.Sprintf(tr("Never pair: %s", "対局させない相手：%s"), d.names[who.ID]), body, []choice{{label: tr("Close", "閉じる")}}, "", nil)
	d.search.onKey(fyne.KeyEscape, d.hide)
	ew.win.Canvas().Focus(d.search)
	return d
}

// reload reads the list and the participants again and redraws.
func (d *neverPairDialog) reload() {
	list, ps, err := d.ew.event.NeverPairs()
	if err != nil {
		d.ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, d.ew.win)
		return
	}
	secs, err := d.ew.event.Sections()
	if err != nil {
		d.ew.g.showProblem(tr("Cannot read the event", "大会ファイルを読めません"), err, d.ew.win)
		return
	}
	d.list, d.all, d.names = list, ps, tournament.DisplayNames(ps)
	d.secs = map[int]tournament.Section{}
	for _, s := range secs {
		d.secs[s.ID] = s
	}
	var rows []fyne.CanvasObject
	for _, id := range d.partnerIDs() {
		rows = append(rows, container.NewBorder(nil, nil, nil, widget.NewButton(tr("Remove", "外す"), func() { d.remove(id) }), widget.NewLabel(d.label(id))))
	}
	if len(rows) == 0 {
		rows = append(rows, widget.NewLabel(tr("Nobody yet", "まだいません")))
	}
	d.partners.Objects = rows
	d.partners.Refresh()
	d.showResults()
}

// partnerIDs are who's partners on the list, in the order added.
func (d *neverPairDialog) partnerIDs() []int {
	var out []int
	for _, np := range d.list {
		if np.Has(d.who.ID) {
			out = append(out, np.Other(d.who.ID))
		}
	}
	return out
}

// label is a participant as the dialog lists them: name, number and, in
// an event of several, the section.
func (d *neverPairDialog) label(id int) string {
	s := fmt.Sprintf("%s（#%d）", d.names[id], id)
	if len(d.secs) > 1 {
		for _, p := range d.all {
			if p.ID == id {
				s += "　" + d.secs[p.Section].Label()
			}
		}
	}
	return s
}

// showResults lists the participants the search finds (by name, reading,
// club or number), who and the partners left out.
func (d *neverPairDialog) showResults() {
	q := strings.ToLower(tournament.NameKey(d.search.Text))
	d.found = d.found[:0]
	var rows []fyne.CanvasObject
	if strings.TrimSpace(q) != "" {
		taken := map[int]bool{d.who.ID: true}
		for _, id := range d.partnerIDs() {
			taken[id] = true
		}
		id, isID := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(width.Fold.String(d.search.Text)), "#"))
		more := 0
		for _, p := range d.all {
			hay := strings.ToLower(tournament.NameKey(p.Name + " " + p.Reading + " " + p.Club + " " + strings.ReplaceAll(p.Name, " ", "") + " " + strings.ReplaceAll(p.Reading, " ", "")))
			if taken[p.ID] || !(isID == nil && p.ID == id || strings.Contains(hay, q)) {
				continue
			}
			if len(d.found) == maxNeverResults {
				more++
				continue
			}
			d.found = append(d.found, p)
			pid := p.ID
			rows = append(rows, widget.NewButton(fmt.Sprintf(tr("Add %s", "追加：%s"), d.label(pid)), func() { d.add(pid) }))
		}
		switch {
		case len(d.found) == 0:
			rows = append(rows, widget.NewLabel(tr("No participant matches", "該当する参加者はいません")))
		case more > 0:
			rows = append(rows, widget.NewLabel(fmt.Sprintf(tr("…and %d more: type more of the name", "…ほか %d 人（名前をもう少し入力してください）"), more)))
		}
	}
	d.results.Objects = rows
	d.results.Refresh()
}

// add puts who and id on the list.
func (d *neverPairDialog) add(id int) {
	var warnings []tournament.Text
	if d.ew.apply(tr("Cannot add to the never-pair list", "対局させない組に追加できません"), func() (err error) {
		warnings, err = d.ew.event.AddNeverPair(d.who.ID, id)
		return err
	}) {
		d.search.SetText("")
	}
	d.reload()
	d.ew.win.Canvas().Focus(d.search)
	if len(warnings) > 0 {
		lines := make([]string, len(warnings))
		for i, w := range warnings {
			lines[i] = "⚠ " + w.In(d.ew.g.lang)
		}
		showMessage(d.ew.win, tr("Added to the never-pair list", "対局させない組に追加しました"), strings.Join(lines, "\n"))
	}
}

// remove takes who and id off the list.
func (d *neverPairDialog) remove(id int) {
	d.ew.apply(tr("Cannot remove from the never-pair list", "対局させない組から外せません"), func() error { return d.ew.event.RemoveNeverPair(d.who.ID, id) })
	d.reload()
}

// importCSV asks for a never-pair CSV (player,player lines).
func (d *neverPairDialog) importCSV() {
	askCSV(d.ew.win, tr("Import a never-pair CSV", "対局させない組の CSV を取り込む"), d.importFile)
}

// importFile imports a never-pair CSV: every pair, or with the list of the
// bad lines none.
func (d *neverPairDialog) importFile(path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		d.ew.g.showProblem(tr("Cannot import", "取り込めません"), err, d.ew.win)
		return
	}
	var rep tournament.NeverPairImport
	if d.ew.apply(tr("Never-pair CSV: nothing was imported", "対局させない組の CSV：何も取り込みませんでした"), func() error {
		rep, err = d.ew.event.ImportNeverPairs(data)
		return err
	}) {
		showMessage(d.ew.win, tr("Never-pair CSV", "対局させない組の CSV"), fmt.Sprintf(tr("Imported %d pairs (%d already listed, %s).", "%d 組を取り込みました（登録済み %d 組、%s）。"), len(rep.Added), len(rep.Already), rep.Encoding))
	}
	d.reload()
}
