package ui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// crosstableView is the preliminary crosstable (クロス表): one line per
// player in standings order, one cell per round: the opponent's place,
// colour, ○△× and own discs.
type crosstableView struct {
	ew      *eventWindow
	rows    []othello.CrossRow
	names   map[int]string
	places  map[int]int
	table   *widget.Table
	rating  *widget.Label // the ※ legend, shown when a game is not for rating
	content fyne.CanvasObject
}

func newCrosstableView(ew *eventWindow) *crosstableView {
	v := &crosstableView{ew: ew}
	widths := []column{{"Place", "順位", 64}, {"Name", "氏名", 190}, {"Wins", "勝数", 64}, {"BP", "BP", 70}}
	for range 30 {
		widths = append(widths, column{"", "", 120})
	}
	v.table = newTable(widths, func() (int, int) { return len(v.rows), 4 + v.rounds() }, v.cell, v.header)
	legend := widget.NewLabel(tr("Each cell: opponent's place, colour (黒/白), ○ win △ draw × loss 不 bye or win by forfeit 預 pending, own discs.", "各欄：相手の順位・手番（黒/白）・○勝 △分 ×負 不 不戦勝 預 預かり・自分の石数"))
	printBtn := widget.NewButton(tr("Print", "印刷")+"…", func() { ew.printDialog("crosstable") })
	v.rating = widget.NewLabel("")
	v.rating.Hide()
	v.content = container.NewBorder(container.NewVBox(container.NewHBox(printBtn, legend), v.rating), nil, nil, nil, v.table)
	return v
}

func (v *crosstableView) rounds() int {
	if len(v.rows) == 0 {
		return 0
	}
	return len(v.rows[0].Cells)
}

func (v *crosstableView) show(ps []tournament.Participant) {
	v.names = tournament.DisplayNames(ps)
	rows, err := othello.Of(v.ew.svc).Crosstable()
	if err != nil {
		rows = nil
	}
	v.rows = rows
	v.places = map[int]int{}
	marked := false
	for _, r := range rows {
		v.places[r.Row.ID] = r.Row.Place
		for _, c := range r.Cells {
			marked = marked || c.NotRated
		}
	}
	if marked {
		setLine(v.rating, othello.RatingLegend.In(v.ew.g.lang))
	} else {
		setLine(v.rating, "")
	}
	v.table.Refresh()
}

func (v *crosstableView) header(col int) string {
	switch col {
	case 0:
		return tr("Place", "順位")
	case 1:
		return tr("Name", "氏名")
	case 2:
		return tr("Wins", "勝数")
	case 3:
		return tr("BP", "BP")
	}
	return fmt.Sprintf(tr("Round %d", "%d 回戦"), col-3)
}

func (v *crosstableView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.rows) {
		return ""
	}
	r := v.rows[id.Row]
	switch id.Col {
	case 0:
		return strconv.Itoa(r.Row.Place)
	case 1:
		return v.names[r.Row.ID]
	case 2:
		return r.Row.Score.String()
	case 3:
		return r.Row.BP.String()
	}
	if k := id.Col - 4; k < len(r.Cells) {
		return r.Cells[k].Text(v.places, "")
	}
	return ""
}
