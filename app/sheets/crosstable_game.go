package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/app/internal/crosscell"
	"taikai/tournament"
)

// The crosstable of every game played in paired rounds (issue 38; Othello
// prints its own with the discs, crosstable.go): each entrant in standings
// order, each round's cell the opponent's place, the side and ○ × △ (不
// for a bye), then the score.
func init() {
	register(Sheet{Key: "crosstable", Title: tournament.Text{En: "Crosstable", Ja: "クロス表"}, Swiss: true, Render: renderGameCrosstable})
}

func renderGameCrosstable(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	sw, err := ev.Swiss()
	if err != nil {
		return err
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	rs, err := s.Rounds()
	if err != nil {
		return err
	}
	t, err := s.Standings(0)
	if err != nil {
		return err
	}
	after, _, err := sw.Scores(ev, ps, rs)
	if err != nil {
		return err
	}
	rs = rs[:min(len(rs), t.After)]
	names := tournament.DisplayNames(ps)
	place := map[int]int{}
	for _, row := range t.Rows {
		place[row.ID] = row.Place
	}
	first, second := tournament.SideNames(ev.Game)
	side := func(black bool) string {
		if black {
			return firstRune(first.In(opt.Lang))
		}
		return firstRune(second.In(opt.Lang))
	}
	d := newDoc(ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Crosstable after round %d", t.After), fmt.Sprintf("クロス表（第%d回戦終了時）", t.After)))
	header := []string{d.say("Pl.", "順位"), d.say("Name", "氏名")}
	ws := []float64{11, 44}
	aligns := []string{"R", "L"}
	cellW := (186.0 - 55 - 14) / float64(max(len(rs), 1))
	for _, r := range rs {
		header = append(header, d.say(fmt.Sprintf("R%d", r.Number), fmt.Sprintf("%d回戦", r.Number)))
		ws = append(ws, cellW)
		aligns = append(aligns, "C")
	}
	if len(t.Columns) > 0 {
		header = append(header, t.Columns[0].Label.In(opt.Lang))
	} else {
		header = append(header, d.say("Score", "得点"))
	}
	ws = append(ws, 14)
	aligns = append(aligns, "R")
	var rows [][]string
	for _, row := range t.Rows {
		line := []string{strconv.Itoa(row.Place), names[row.ID]}
		for k, r := range rs {
			line = append(line, crossCell(r, row.ID, place, after[k], after[k+1], side))
		}
		score := ""
		if len(row.Cells) > 0 {
			score = row.Cells[0]
		}
		rows = append(rows, append(line, score))
	}
	d.table(header, ws, aligns, rows, 7, 10)
	d.pdf.Ln(2)
	d.fitCell(186, 5, d.say("Cell: the opponent's place, the side, ○ won × lost △ drawn; 不 the bye.",
		"各欄：相手の順位、手番、○勝 ×負 △引き分け。不は不戦勝"), 8, "", "L", 1)
	return d.write(w)
}

// crossCell is id's game of round r: the opponent's place, the side taken
// and the outcome by the scores before and after the round.
func crossCell(r tournament.Round, id int, place map[int]int, before, after map[int]int, side func(bool) string) string {
	for _, g := range r.Games {
		if !g.Has(id) {
			continue
		}
		if g.IsBye() {
			return "不"
		}
		opp := g.White
		if g.White == id {
			opp = g.Black
		}
		mark := ""
		if g.Result != nil {
			mark = crosscell.Mark(after[id]-before[id], after[opp]-before[opp])
		}
		return crosscell.Opponent(place[opp], opp) + side(g.Black == id) + mark
	}
	return ""
}

// firstRune is s's first character: 黒 of 黒, 先 of 先手.
func firstRune(s string) string {
	for _, r := range s {
		return string(r)
	}
	return ""
}
