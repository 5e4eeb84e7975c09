package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "roundrobin", Title: tournament.Text{En: "Round robin table", Ja: "総当たり表"}, Swiss: true,
		Offered: func(s *tournament.Service) error { _, err := roundRobinGrids(s); return err },
		Render:  renderRoundRobin})
}

// roundRobinGrids are the round robin tables of the section: its own (a
// round robin), or one for each league group (issue 38: the league group
// table, 予選リーグの組ごとの総当たり表).
func roundRobinGrids(s *tournament.Service) ([]tournament.RoundRobinGrid, error) {
	grid, err := tournament.RoundRobinTable(s)
	if err == nil {
		return []tournament.RoundRobinGrid{grid}, nil
	}
	if grids, lerr := tournament.LeagueTables(s); lerr == nil {
		return grids, nil
	} else if ev, everr := s.Event(); everr == nil {
		if sec, ok := ev.InSection(); ok && sec.Format.Of() == tournament.FormatLeague {
			return nil, lerr
		}
	}
	return nil, err
}

// roundRobinPortrait is the most entrants printed on a portrait page; a
// larger round robin is printed landscape.
const roundRobinPortrait = 8

// renderRoundRobin prints a round robin section's table (総当たり表) on
// one page: the entrants in seat order down the left, their seat numbers
// across, in each cell the result from the row's side (○ ● △ 不 預) and
// the round the two meet in, the diagonal shaded, then each entrant's
// wins and place.
func renderRoundRobin(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	grids, err := roundRobinGrids(s)
	if err != nil {
		return err
	}
	most := 0
	for _, g := range grids {
		most = max(most, len(g.Entrants))
	}
	orientation, width, height := "P", pageW, pageH
	if most > roundRobinPortrait {
		orientation, width, height = "L", pageH, pageW
	}
	d := newDocSized(ev, "", opt, orientation, "A4")
	d.pdf.SetAutoPageBreak(false, 0)
	for i, grid := range grids {
		title := d.say(fmt.Sprintf("Round robin table (%d of %d rounds paired)", grid.Paired, grid.Rounds),
			fmt.Sprintf("総当たり表（全%d回戦中%d回戦まで）", grid.Rounds, grid.Paired))
		if len(grids) > 1 {
			d.section = "" // the group's title names the section
			title = grid.Section + "　" + title
		}
		d.retitle(title)
		if i == 0 {
			d.begin()
		} else {
			d.pdf.AddPage()
		}
		drawRoundRobin(d, grid, width, height)
	}
	return d.write(w)
}

// drawRoundRobin draws one round robin table on the page begun.
func drawRoundRobin(d *doc, grid tournament.RoundRobinGrid, width, height float64) {
	n := len(grid.Entrants)
	const seatW, nameW, winsW, placeW = 8.0, 42.0, 13.0, 13.0
	usable := width - 2*margin
	cellW := min(20, (usable-seatW-nameW-winsW-placeW)/float64(n))
	top := d.pdf.GetY()
	rowH := min(14, (height-top-28)/float64(n+1))
	pdf := d.pdf
	header := func(x, w float64, s string) {
		pdf.SetXY(x, top)
		pdf.SetFillColor(230, 230, 230)
		pdf.SetFont(fontFamily, "", 9)
		pdf.CellFormat(w, rowH*0.7, fitText(pdf, s, w-1, 9), "1", 0, "C", true, 0, "")
	}
	x := margin
	header(x, seatW, d.say("No.", "番"))
	header(x+seatW, nameW, d.say("Name", "氏名"))
	x += seatW + nameW
	for i := range grid.Entrants {
		header(x+float64(i)*cellW, cellW, strconv.Itoa(i+1))
	}
	x += float64(n) * cellW
	header(x, winsW, d.say("Wins", "勝数"))
	header(x+winsW, placeW, d.say("Place", "順位"))
	y := top + rowH*0.7
	for _, e := range grid.Entrants {
		pdf.SetXY(margin, y)
		d.fitCell(seatW, rowH, strconv.Itoa(e.Seat), 10, "1", "C", 0)
		d.fitCell(nameW, rowH, e.Name, 11, "1", "L", 0)
		for i, c := range e.Cells {
			roundRobinCell(d, margin+seatW+nameW+float64(i)*cellW, y, cellW, rowH, c)
		}
		pdf.SetXY(margin+seatW+nameW+float64(n)*cellW, y)
		d.fitCell(winsW, rowH, e.Wins.String(), 11, "1", "C", 0)
		place := ""
		if e.Place > 0 {
			place = strconv.Itoa(e.Place)
		}
		d.fitCell(placeW, rowH, place, 11, "1", "C", 0)
		y += rowH
	}
	pdf.SetXY(margin, y+2)
	d.fitCell(usable, 5, d.say("Cell: the row's result against the column's seat, ○ win ● loss △ draw 不 win by walkover 預 held; the small number is the round they meet in.",
		"各欄：横の選手から見た縦の番号の選手との結果（○勝 ●負 △引き分け 不 不戦勝 預 勝敗預かり）、小さい数字は対戦の回戦"), 8, "", "L", 1)
}

// roundRobinCell draws one cell at (x, y): the diagonal shaded, else the
// result's mark in the middle and the round in the top left corner.
func roundRobinCell(d *doc, x, y, w, h float64, c tournament.RoundRobinCell) {
	pdf := d.pdf
	if c.Self {
		pdf.SetFillColor(170, 170, 170)
		pdf.Rect(x, y, w, h, "FD")
		return
	}
	pdf.Rect(x, y, w, h, "D")
	if c.Round > 0 {
		pdf.SetXY(x, y)
		pdf.SetFont(fontFamily, "", 6)
		pdf.SetTextColor(110, 110, 110)
		pdf.CellFormat(w/2, 3, strconv.Itoa(c.Round), "", 0, "L", false, 0, "")
		pdf.SetTextColor(0, 0, 0)
	}
	if c.Mark != "" {
		pdf.SetXY(x, y)
		pdf.SetFont(fontFamily, "", min(14, h*2))
		pdf.CellFormat(w, h, c.Mark, "", 0, "C", false, 0, "")
	}
}
