package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func init() {
	registerGameSheets(othello.Kind, Sheet{Key: "crosstable", Title: tournament.Text{En: "Crosstable", Ja: "クロス表"}, Replaces: "crosstable", Render: renderCrosstable})
}

// renderCrosstable prints the preliminary crosstable: each cell the
// opponent's place, colour, ○△× and own discs (12黒○40).
func renderCrosstable(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	rows, err := othello.Of(s).Crosstable()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	places := map[int]int{}
	for _, r := range rows {
		places[r.Row.ID] = r.Row.Place
	}
	rounds := 0
	if len(rows) > 0 {
		rounds = len(rows[0].Cells)
	}
	d := newDoc(ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Crosstable after round %d", rounds), fmt.Sprintf("クロス表（第%d回戦終了時）", rounds)))
	header := []string{d.say("Pl.", "順位"), d.say("Name", "氏名"), d.say("Wins", "勝数"), "BP"}
	ws := []float64{11, 40, 12, 14}
	aligns := []string{"R", "L", "R", "R"}
	cellW := (186.0 - 77) / float64(max(rounds, 1))
	for k := 1; k <= rounds; k++ {
		header = append(header, d.say(fmt.Sprintf("R%d", k), fmt.Sprintf("%d回戦", k)))
		ws = append(ws, cellW)
		aligns = append(aligns, "C")
	}
	var out [][]string
	marked := false
	for _, r := range rows {
		line := []string{strconv.Itoa(r.Row.Place), names[r.Row.ID], r.Row.Score.String(), r.Row.BP.String()}
		for _, c := range r.Cells {
			line = append(line, c.Text(places, ""))
			marked = marked || c.NotRated
		}
		out = append(out, line)
	}
	d.table(header, ws, aligns, out, 7, 10)
	d.pdf.Ln(2)
	d.fitCell(186, 5, d.say("Cell: opponent's place, colour (黒 Black / 白 White), ○ win △ draw × loss 不 bye or win by forfeit 預 pending, own discs.",
		"各欄：相手の順位・手番（黒／白）・○勝 △引き分け ×負 不 不戦勝 預 勝敗預かり・自分の石数"), 8, "", "L", 1)
	if marked {
		d.fitCell(186, 5, othello.RatingLegend.In(d.lang), 8, "", "L", 1)
	}
	return d.write(w)
}
