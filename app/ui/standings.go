package ui

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament"
)

// standingsView shows the standings after a chosen round as the event's
// game gives them: place, name, the game's own columns (wins, Brightwell
// points, discs; or wins, SOS, SODOS), what decided each place, notes.
type standingsView struct {
	ew     *eventWindow
	t      tournament.Table
	cols   []int // the table's columns shown on screen
	names  map[int]string
	after  int
	rounds int
	sel    *widget.Select
	// prizes is a team section's choice between the team standings and
	// the board prizes (standings_teams.go); hidden for individuals.
	prizes  *widget.Select
	caption *widget.Label
	table   *widget.Table
	content fyne.CanvasObject
}

// standingsWidths: place, name, up to five game columns, decided by, note.
var standingsWidths = []column{{"Place", "順位", 64}, {"Name", "氏名", 200}, {"", "", 80}, {"", "", 80}, {"", "", 80}, {"", "", 80}, {"", "", 80}, {"Decided by", "決め手", 210}, {"Note", "備考", 300}}

func newStandingsView(ew *eventWindow) *standingsView {
	v := &standingsView{ew: ew}
	v.sel = newSelect(nil, func(s string) {
		for n := 1; n <= v.rounds; n++ {
			if s == v.afterName(n) && n != v.after {
				v.after = n
				v.load()
			}
		}
	})
	v.caption = widget.NewLabel("")
	v.table = newTable(standingsWidths, func() (int, int) { return len(v.t.Rows), 4 + len(v.cols) }, v.cell, v.header)
	printBtn := widget.NewButton(tr("Print", "印刷")+"…", func() { ew.printDialog("standings") })
	v.prizes = v.newPrizesChoice()
	v.content = container.NewBorder(container.NewVBox(container.NewHBox(v.sel, v.prizes, printBtn), v.caption), nil, nil, nil, v.table)
	return v
}

func (v *standingsView) afterName(n int) string {
	return fmt.Sprintf(tr("After round %d", "%d 回戦終了時"), n)
}

// show redraws after the last complete round (or the round chosen before).
func (v *standingsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.showPrizesChoice(ev)
	v.names = tournament.DisplayNames(ps)
	complete := tournament.CompleteRounds(rs)
	if v.after == 0 || v.after > complete || v.rounds != complete {
		v.after = complete
	}
	v.rounds = complete
	opts := make([]string, complete)
	for i := range opts {
		opts[i] = v.afterName(i + 1)
	}
	v.sel.Options = opts
	if v.after > 0 {
		v.sel.Selected = v.afterName(v.after)
	}
	v.sel.Refresh()
	v.load()
}

func (v *standingsView) load() {
	t, err := v.read()
	if err != nil {
		v.caption.SetText(tournament.Localize(err, v.ew.g.lang))
		return
	}
	v.t, v.cols = t, t.Shown(tournament.OnScreen)
	if len(v.cols) > 5 {
		v.cols = v.cols[:5]
	}
	widths := []float32{standingsWidths[0].width, standingsWidths[1].width}
	for _, c := range v.cols {
		widths = append(widths, columnWidth(t, c))
	}
	setColumns(v.table, append(widths, 210, 300))
	order := t.Order.In(v.ew.g.lang)
	switch {
	case t.After == 0 && v.boardPrizes():
		v.caption.SetText(tr("No round is complete yet: no board prizes.", "終わった回戦がまだないため、盤別の個人賞はありません。"))
	case t.After == 0:
		v.caption.SetText(tr("No round is complete yet: the standings are the registration order by lot.", "まだ終了した回戦がありません（抽選順）。"))
	default:
		v.caption.SetText(fmt.Sprintf(v.captionFormat(), t.After, order))
	}
	v.table.Refresh()
}

// column maps a table column index to what it shows: -1 place, -2 name,
// -3 decided by, -4 note, else the game column.
func (v *standingsView) column(col int) int {
	switch {
	case col == 0:
		return -1
	case col == 1:
		return -2
	case col-2 < len(v.cols):
		return v.cols[col-2]
	case col-2 == len(v.cols):
		return -3
	}
	return -4
}

func (v *standingsView) header(col int) string {
	switch c := v.column(col); c {
	case -1:
		return tr("Place", "順位")
	case -2:
		return v.nameTitle()
	case -3:
		return tr("Decided by", "決め手")
	case -4:
		return tr("Note", "備考")
	default:
		return v.t.Columns[c].Label.In(v.ew.g.lang)
	}
}

func (v *standingsView) cell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.t.Rows) {
		return ""
	}
	r := v.t.Rows[id.Row]
	switch c := v.column(id.Col); c {
	case -1:
		s := strconv.Itoa(r.Rank)
		if r.Tied {
			s += "="
		}
		return s
	case -2:
		return v.names[r.ID]
	case -3:
		return r.DecidedBy.In(v.ew.g.lang)
	case -4:
		return strings.Join(r.NotesIn(tournament.OnScreen, v.ew.g.lang), "・")
	default:
		return r.Cells[c]
	}
}

// columnWidth is the width of game column c of t: 80, or wide enough for
// its longest cell (a team's record 2勝0敗1分).
func columnWidth(t tournament.Table, c int) float32 {
	n := 0
	for _, r := range t.Rows {
		if c < len(r.Cells) {
			n = max(n, utf8.RuneCountInString(r.Cells[c]))
		}
	}
	return max(80, float32(16*n+24))
}
