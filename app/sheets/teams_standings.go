package sheets

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// teamTable is what the team standings and the board prizes read: the
// section, its participants and the teams.
type teamTable struct {
	ev      tournament.Event
	byID    map[int]tournament.Participant
	display map[int]string
}

func loadTeamTable(s *tournament.Service) (teamTable, error) {
	if err := teamSection(s); err != nil {
		return teamTable{}, err
	}
	ev, err := s.Event()
	if err != nil {
		return teamTable{}, err
	}
	byID, display, err := participantsOf(s)
	if err != nil {
		return teamTable{}, err
	}
	return teamTable{ev: ev, byID: byID, display: display}, nil
}

// noneComplete writes that no round is complete yet, under the title.
func (d *doc) noneComplete() {
	d.begin()
	d.pdf.SetFont(fontFamily, "", 14)
	d.pdf.CellFormat(0, 10, d.say("No round is complete yet.", "まだ全卓の結果がそろった回戦はありません。"), "", 1, "L", false, 0, "")
}

// renderTeamStandings prints the team standings after round n (0: the
// last complete round) as the section's team rules give them — 勝点 (match
// points), 勝数 (board points), SOS, 勝敗 — each team with its club and
// its players in board order under its name, and how places are decided
// under the table.
func renderTeamStandings(s *tournament.Service, n int, opt Options, w io.Writer) error {
	tt, err := loadTeamTable(s)
	if err != nil {
		return err
	}
	t, err := s.Standings(n)
	if err != nil {
		return err
	}
	d := newDoc(tt.ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Team standings after round %d", t.After), fmt.Sprintf("第%d回戦終了時　団体戦 順位表", t.After)))
	if t.After == 0 {
		d.noneComplete()
		return d.write(w)
	}
	cols := t.Shown(tournament.OnSheet)
	header := []string{d.say("Place", "順位"), d.say("Team", "チーム")}
	ws := []float64{14, 0}
	const size = 13.0
	for _, c := range cols {
		label := t.Columns[c].Label.In(d.lang)
		header = append(header, label)
		d.pdf.SetFont(fontFamily, "", size*0.75)
		wc := max(16, d.pdf.GetStringWidth(label)+3)
		d.pdf.SetFontSize(size)
		for _, r := range t.Rows {
			if c < len(r.Cells) {
				wc = max(wc, d.pdf.GetStringWidth(r.Cells[c])+4)
			}
		}
		ws = append(ws, min(wc, 32))
	}
	header, ws = append(header, d.say("Notes", "備考")), append(ws, 28)
	ws[1] = widthLeft(pageW-2*margin, ws)
	var rows [][]block
	for _, r := range t.Rows {
		rank := placeText(r.Rank, r.Tied)
		team, _ := teams.TeamOf(tt.byID[r.ID])
		var players []string
		for _, id := range team.Boards {
			players = append(players, tt.display[id])
		}
		club := tt.byID[r.ID].Club
		if club == tt.byID[r.ID].Name {
			club = ""
		}
		row := []block{{main: rank, align: "C", big: true},
			{main: tt.display[r.ID], sub: joinNonEmpty("　", club, strings.Join(players, "・"))}}
		for _, c := range cols {
			row = append(row, block{main: r.Cells[c], align: "C"})
		}
		rows = append(rows, append(row, block{sub: strings.Join(r.NotesIn(tournament.OnSheet, d.lang), "・")}))
	}
	d.blockTable(header, ws, rows, 13, size)
	d.pdf.Ln(2)
	d.pdf.SetFont(fontFamily, "", 9)
	d.wrapped(pageW-2*margin, 5, d.say("Order: "+t.Order.En+".", "順位の決め方："+t.Order.Ja), "L")
	return d.write(w)
}

// renderBoardPrizes prints the board prizes after round n (0: the last
// complete round): board by board (1 主将, 2 副将 …), everyone who played
// it by their record there, the best shaded and marked 個人賞.
func renderBoardPrizes(s *tournament.Service, n int, opt Options, w io.Writer) error {
	tt, err := loadTeamTable(s)
	if err != nil {
		return err
	}
	t, err := teams.Prizes(s, n)
	if err != nil {
		return err
	}
	d := newDoc(tt.ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Board prizes after round %d", t.After), fmt.Sprintf("第%d回戦終了時　個人賞（盤別成績）", t.After)))
	if t.After == 0 || len(t.Rows) == 0 {
		d.noneComplete()
		return d.write(w)
	}
	d.begin()
	pdf := d.pdf
	pdf.SetAutoPageBreak(false, 0)
	board, team := column(t, "board"), column(t, "team")
	header := []string{d.say("Place", "順位"), d.say("Name", "氏名"), d.say("Rank", "段級位"), d.say("Team", "チーム")}
	ws := []float64{14, 44, 18, 40}
	aligns := []string{"C", "L", "C", "L"}
	var cols []int
	for i, c := range t.Columns {
		if i != board && i != team && c.Where&tournament.OnSheet != 0 {
			cols = append(cols, i)
			header, ws, aligns = append(header, c.Label.In(d.lang)), append(ws, 14), append(aligns, "C")
		}
	}
	rest := widthLeft(pageW-2*margin, ws)
	header, ws, aligns = append(header, d.say("Notes", "備考")), append(ws, rest), append(aligns, "L")
	const rowH, size = 7.5, 11.0
	drawHeader := func() {
		pdf.SetFillColor(230, 230, 230)
		for i, h := range header {
			pdf.SetFont(fontFamily, "", 8.5)
			pdf.CellFormat(ws[i], 6, fitText(pdf, h, ws[i]-1, 8.5), "1", 0, "C", true, 0, "")
		}
		pdf.Ln(-1)
	}
	for i := 0; i < len(t.Rows); {
		k := t.Rows[i].Cells[board]
		j := i
		for j < len(t.Rows) && t.Rows[j].Cells[board] == k {
			j++
		}
		// A board's heading, header and first rows kept together.
		if pdf.GetY()+10+6+3*rowH > pageH-16 {
			pdf.AddPage()
		}
		kn, _ := strconv.Atoi(k)
		pdf.Ln(2)
		d.fitCell(pageW-2*margin, 9, d.boardLabel(kn), 15, "", "L", 1)
		drawHeader()
		for _, r := range t.Rows[i:j] {
			if pdf.GetY()+rowH > pageH-16 {
				pdf.AddPage()
				drawHeader()
			}
			best := r.Rank == 1
			rank := placeText(r.Rank, r.Tied)
			cells := []string{rank, tt.display[r.ID], d.rankText(tt.byID[r.ID]), r.Cells[team]}
			for _, c := range cols {
				cells = append(cells, r.Cells[c])
			}
			cells = append(cells, strings.Join(r.NotesIn(tournament.OnSheet, d.lang), "・"))
			if best {
				pdf.SetFillColor(255, 236, 179)
				pdf.Rect(pdf.GetX(), pdf.GetY(), pageW-2*margin, rowH, "F")
			}
			for c, text := range cells {
				d.fitCell(ws[c], rowH, text, size, "1", aligns[c], 0)
			}
			pdf.Ln(-1)
		}
		i = j
	}
	pdf.Ln(2)
	d.fitCell(pageW-2*margin, 5, d.say("Order: "+t.Order.En+".", "順位の決め方："+t.Order.Ja), 9, "", "L", 1)
	return d.write(w)
}
