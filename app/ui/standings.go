package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"taikai/rules/igo"
	"taikai/rules/othello"
	"taikai/tournament"
)

// standingsView shows the Othello standings after a chosen round: rank,
// wins, Brightwell points, discs, and what decided each place.
type standingsView struct {
	ew      *eventWindow
	rows    []othello.Row
	goRows  []igo.StandingRow
	goMode  bool
	names   map[int]string
	after   int
	rounds  int
	sel     *widget.Select
	caption *widget.Label
	table   *widget.Table
	content fyne.CanvasObject
}

var standingsColumns = []column{{"Place", 64}, {"Name", 200}, {"Wins", 70}, {"BP", 80}, {"Discs", 80}, {"Decided by", 210}, {"Note", 300}}

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
	v.table = newTable(standingsColumns, func() (int, int) { return max(len(v.rows), len(v.goRows)), len(standingsColumns) }, v.cell,
		func(col int) string {
			if v.goMode {
				return T(goStandingsColumns[col])
			}
			return T(standingsColumns[col].title)
		})
	printBtn := widget.NewButton(T("Print")+"…", func() { ew.printDialog("standings") })
	v.content = container.NewBorder(container.NewVBox(container.NewHBox(v.sel, printBtn), v.caption), nil, nil, nil, v.table)
	return v
}

func (v *standingsView) afterName(n int) string { return fmt.Sprintf(T("After round %d"), n) }

// show redraws after the last complete round (or the round chosen before).
func (v *standingsView) show(ev tournament.Event, rs []tournament.Round, ps []tournament.Participant) {
	v.goMode = ev.Game == tournament.Go || ev.Game == tournament.PairGo
	v.names = map[int]string{}
	for _, p := range ps {
		v.names[p.ID] = p.Name
	}
	complete := 0
	for _, r := range rs {
		if len(r.Missing()) > 0 {
			break
		}
		complete = r.Number
	}
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
	if v.goMode {
		rows, after, err := v.ew.svc.GoStandings(v.after)
		if err != nil {
			v.caption.SetText(tournament.Localize(err, v.ew.g.lang))
			return
		}
		v.goRows, v.rows = rows, nil
		v.caption.SetText(fmt.Sprintf(T("Standings after round %d (wins, then the tiebreaks of the settings, lot)"), after))
		v.table.Refresh()
		return
	}
	ev, err := v.ew.svc.Event()
	if err != nil || ev.Game != tournament.Othello {
		v.rows = nil
		v.table.Refresh()
		return
	}
	rows, after, err := v.ew.svc.OthelloStandings(v.after)
	if err != nil {
		v.caption.SetText(tournament.Localize(err, v.ew.g.lang))
		return
	}
	v.rows = rows
	if after == 0 {
		v.caption.SetText(T("No round is complete yet: the standings are the registration order by lot."))
	} else {
		v.caption.SetText(fmt.Sprintf(T("Standings after round %d (wins, Brightwell points, previous rank, discs, lot)"), after))
	}
	v.table.Refresh()
}

func (v *standingsView) cell(id widget.TableCellID) string {
	if v.goMode {
		return v.goCell(id)
	}
	if id.Row < 0 || id.Row >= len(v.rows) {
		return ""
	}
	r := v.rows[id.Row]
	ja := v.ew.g.lang == tournament.Japanese
	switch id.Col {
	case 0:
		s := strconv.Itoa(r.Rank)
		if r.Tied {
			s += "="
		}
		return s
	case 1:
		return v.names[r.ID]
	case 2:
		return r.Score.String()
	case 3:
		return r.BP.String()
	case 4:
		return strconv.Itoa(r.Discs)
	case 5:
		if r.DecidedBy == othello.ByNothing {
			return ""
		}
		if ja {
			return r.DecidedBy.Japanese()
		}
		return r.DecidedBy.String()
	case 6:
		var notes []string
		if r.Pending {
			notes = append(notes, T("pending ruling"))
		}
		if r.Withdrawn {
			notes = append(notes, T("withdrawn"))
		}
		if r.Designated {
			notes = append(notes, T("designated"))
		}
		if r.EarlyFinalist {
			notes = append(notes, T("finalist"))
		}
		return strings.Join(notes, "・")
	}
	return ""
}

// goStandingsColumns are the column titles for a Go event (same widths).
var goStandingsColumns = []string{"Place", "Name", "Wins", "SOS", "SODOS", "Decided by", "Note"}

func (v *standingsView) goCell(id widget.TableCellID) string {
	if id.Row < 0 || id.Row >= len(v.goRows) {
		return ""
	}
	r := v.goRows[id.Row]
	switch id.Col {
	case 0:
		s := strconv.Itoa(r.Rank)
		if r.Tied {
			s += "="
		}
		return s
	case 1:
		return v.names[r.ID]
	case 2:
		return tournament.Points(r.Score).String()
	case 3:
		return tournament.Points(r.SOS).String()
	case 4:
		return tournament.Points(r.SODOS).String()
	case 6:
		var notes []string
		if r.Pending {
			notes = append(notes, T("pending ruling"))
		}
		if r.Withdrawn {
			notes = append(notes, T("withdrawn"))
		}
		return strings.Join(notes, "・")
	}
	return ""
}
