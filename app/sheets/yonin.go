package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// Four-player shogi sheets; their "round" is the stage's order (1 = the
// first stage, 0 = the last one).
func init() {
	registerGameSheets(yonin.Kind,
		Sheet{Key: "yonin-tables", Title: tournament.Text{En: "Table assignment", Ja: "卓割り"}, NeedsRound: true, Render: renderYoninTables},
		Sheet{Key: "yonin-scores", Title: tournament.Text{En: "Table score sheets", Ja: "卓別記録表"}, NeedsRound: true, Render: renderYoninScores},
		Sheet{Key: "yonin-results", Title: tournament.Text{En: "Stage results", Ja: "成績一覧"}, NeedsRound: true, Render: renderYoninResults},
	)
}

// stageDoc is the document of a sheet of stage st of ev, titled with the
// stage's name and what the sheet is (en, ja: in the sheet's language).
func stageDoc(ev tournament.Event, st yonin.Stage, opt Options, en, ja string) *doc {
	d := newDoc(ev, "", opt)
	d.retitle(st.Name + "　" + d.say(en, ja))
	return d
}

func loadStage(s *tournament.Service, n int) (tournament.Event, yonin.Stage, map[int]string, error) {
	ev, err := s.Event()
	if err != nil {
		return ev, yonin.Stage{}, nil, err
	}
	sts, err := yonin.Of(s).Stages()
	if err != nil {
		return ev, yonin.Stage{}, nil, err
	}
	if len(sts) == 0 {
		return ev, yonin.Stage{}, nil, tournament.NewProblem(tournament.ErrNotFound, "no stage has been seated yet", "まだ卓割りがありません")
	}
	st := sts[len(sts)-1]
	for _, x := range sts {
		if x.Order == n {
			st = x
		}
	}
	names, err := s.Names()
	return ev, st, names, err
}

func seatLabels(t yonin.YoninTable, names map[int]string) [4]string {
	var l [4]string
	for i := range l {
		l[i] = yonin.SeatLabel(t, i, names)
	}
	return l
}

// renderYoninTables prints the table assignment: each table with its four
// seats in turn order (seat 1 is the first parent).
func renderYoninTables(s *tournament.Service, n int, opt Options, w io.Writer) error {
	ev, st, names, err := loadStage(s, n)
	if err != nil {
		return err
	}
	d := stageDoc(ev, st, opt, "table assignment", "卓割り")
	header := []string{d.say("Table", "卓"), d.say("Seat 1 (first parent)", "1番（最初の親）"), d.say("Seat 2", "2番"), d.say("Seat 3", "3番"), d.say("Seat 4", "4番")}
	var rows [][]string
	for _, t := range st.Tables {
		l := seatLabels(t, names)
		rows = append(rows, []string{t.Name, l[0], l[1], l[2], l[3]})
	}
	d.table(header, []float64{14, 43, 43, 43, 43}, []string{"C", "L", "L", "L", "L"}, rows, 11, 14)
	d.pdf.Ln(2)
	d.fitCell(186, 6, d.say("CPU = CPU substitute (CPU代指し). Turn order is seat 1, 2, 3, 4 clockwise.", "CPU＝CPU代指し。手番は1→2→3→4番の時計回り。"), 10, "", "L", 1)
	return d.write(w)
}

// renderYoninScores prints one score sheet per table: a row per seat, a
// column per game with the points after it, the parent of each game marked
// 親, and blank columns left for the games still to play.
func renderYoninScores(s *tournament.Service, n int, opt Options, w io.Writer) error {
	ev, st, names, err := loadStage(s, n)
	if err != nil {
		return err
	}
	set, err := yonin.SettingsOf(ev)
	if err != nil {
		return err
	}
	d := stageDoc(ev, st, opt, "table score sheets", "卓別記録表")
	pdf := d.pdf
	for i, t := range st.Tables {
		played, series, err := yonin.Of(s).TablePlayed(t)
		if err != nil {
			return err
		}
		if i > 0 && pdf.GetY() > 180 {
			pdf.AddPage()
		}
		d.begin()
		pdf.SetFont(fontFamily, "", 15)
		pdf.CellFormat(0, 10, fmt.Sprintf(d.say("Table %s", "%s卓"), t.Name), "", 1, "L", false, 0, "")
		l := seatLabels(t, names)
		cols := max(len(played)+1, set.Games)
		if series.Over() != nil {
			cols = len(played) // finished: no column left for another game
		}
		header := []string{d.say("Player", "対局者"), d.say("Start", "持ち点")}
		ws := []float64{44, 16}
		colW := (186.0 - 60 - 14) / float64(cols)
		for k := 0; k < cols; k++ {
			label := ""
			if k < len(played) {
				label = played[k].Slot.Label()
			}
			header = append(header, label)
			ws = append(ws, colW)
		}
		header = append(header, d.say("Mates", "撃破"))
		ws = append(ws, 14)
		var rows [][]string
		for seat := 0; seat < 4; seat++ {
			row := []string{l[seat], strconv.Itoa(set.StartPoints)}
			for k := 0; k < cols; k++ {
				cell := ""
				if k < len(played) {
					cell = strconv.Itoa(played[k].Points[seat])
					if played[k].Game.Void {
						cell += d.say(" void", " 無効")
					}
					if played[k].Slot.Parent == seat {
						cell += " " + yonin.ParentMark
					}
					if f := played[k].Outcome.Fouls[seat]; f > 0 {
						cell += fmt.Sprintf(" %s−%d", d.say("F", "反"), f*set.FoulPenalty)
					}
				}
				row = append(row, cell)
			}
			row = append(row, strconv.Itoa(series.Mates()[seat]))
			rows = append(rows, row)
		}
		aligns := make([]string, len(header))
		for k := range aligns {
			aligns[k] = "C"
		}
		aligns[0] = "L"
		d.table(header, ws, aligns, rows, 10, 12)
		// What the columns cannot say: 反則点 without elimination, and how
		// each 持将棋 was ranked (the criterion that decided each place, or
		// the arbiter's override) and any 入玉宣言.
		notes := false
		for _, p := range played {
			for _, line := range yonin.GameLines(set, p, l, opt.Lang == tournament.Japanese) {
				if !notes {
					pdf.Ln(1)
					notes = true
				}
				d.fitCell(186, 5.5, p.Slot.Label()+d.say(": ", "：")+line, 9, "", "L", 1)
			}
		}
		if hasFouls(played) {
			d.fitCell(186, 5.5, d.say("F−1 = foul point (反則点), deducted from the offender, paid to nobody.", "反−1＝反則点（反則者の持ち点から引き、誰にも渡らない）。"), 9, "", "L", 1)
		}
		pdf.Ln(6)
	}
	return d.write(w)
}

func hasFouls(played []yonin.Played) bool {
	for _, p := range played {
		for _, f := range p.Outcome.Fouls {
			if f > 0 {
				return true
			}
		}
	}
	return false
}

// renderYoninResults prints each table's ranking as the federation reports
// it: 「1位 山田 (24pt)」.
func renderYoninResults(s *tournament.Service, n int, opt Options, w io.Writer) error {
	ev, st, names, err := loadStage(s, n)
	if err != nil {
		return err
	}
	d := stageDoc(ev, st, opt, "results", "成績")
	pdf := d.pdf
	d.begin()
	for _, t := range st.Tables {
		_, series, err := yonin.Of(s).TablePlayed(t)
		if err != nil {
			return err
		}
		pdf.SetFont(fontFamily, "", 14)
		pdf.CellFormat(0, 9, fmt.Sprintf(d.say("Table %s", "%s卓"), t.Name), "B", 1, "L", false, 0, "")
		pdf.SetFont(fontFamily, "", 12)
		for _, line := range yonin.FormatReport(series.Standings(0), seatLabels(t, names), yonin.NoSeat) {
			d.fitCell(186, 7, line, 12, "", "L", 1)
		}
		pdf.Ln(2)
	}
	if a, err := yonin.Of(s).YoninAdvancement(st.Name); err == nil {
		pdf.SetFont(fontFamily, "", 13)
		pdf.CellFormat(0, 9, d.say("Advance", "勝ち抜け"), "B", 1, "L", false, 0, "")
		var ns string
		for i, id := range append(a.Qualified, a.Thirds...) {
			if i > 0 {
				ns += "、"
			}
			ns += names[id]
		}
		pdf.SetFont(fontFamily, "", 12)
		d.wrapped(0, 6, ns, "L")
	}
	return d.write(w)
}
