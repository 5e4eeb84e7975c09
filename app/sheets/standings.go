package sheets

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"taikai/app/internal/byid"
	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "standings", Title: tournament.Text{En: "Standings", Ja: "順位表"}, Swiss: true, NeedsRound: true,
		Offered: individuals("team-standings"), Render: renderStandings})
}

// widthLeft is what is left of width once the columns ws have theirs.
func widthLeft(width float64, ws []float64) float64 {
	for _, x := range ws {
		width -= x
	}
	return width
}

// placeText writes a place, with "=" when it is shared (3=).
func placeText(rank int, tied bool) string {
	if tied {
		return strconv.Itoa(rank) + "="
	}
	return strconv.Itoa(rank)
}

// participantsOf reads s's participants: by id, and their names as
// DisplayNames tells namesakes apart.
func participantsOf(s *tournament.Service) (map[int]tournament.Participant, map[int]string, error) {
	ps, err := s.Participants()
	if err != nil {
		return nil, nil, err
	}
	byID := byid.Participants(ps)
	return byID, tournament.DisplayNames(ps), nil
}

// renderStandings prints the standings after round n (0: the last complete
// round) as the event's discipline gives them, with how places are decided
// under the table.
func renderStandings(s *tournament.Service, n int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	t, err := s.Standings(n)
	if err != nil {
		return err
	}
	byID, names, err := participantsOf(s)
	if err != nil {
		return err
	}
	d := newDoc(ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Standings after round %d", t.After), fmt.Sprintf("第%d回戦終了時　順位表", t.After)))
	cols := t.Shown(tournament.OnSheet)
	header := []string{d.say("Place", "順位"), d.say("Name", "氏名"), d.say("Affiliation", "所属")}
	ws := []float64{14, 0, 28}
	aligns := []string{"R", "L", "L"}
	const size = 12.0
	for _, c := range cols {
		label := t.Columns[c].Label.In(d.lang)
		header = append(header, label)
		// Each of the discipline's columns as wide as its header (every
		// tiebreak named) or its widest value needs, at least 14 mm.
		w := 14.0
		d.pdf.SetFont(fontFamily, "", size*0.8)
		w = max(w, d.pdf.GetStringWidth(label)+2)
		d.pdf.SetFontSize(size)
		for _, r := range t.Rows {
			if c < len(r.Cells) {
				w = max(w, d.pdf.GetStringWidth(r.Cells[c])+3)
			}
		}
		ws = append(ws, min(w, 30))
		aligns = append(aligns, map[bool]string{true: "C", false: "R"}[isMark(t, c)])
	}
	header = append(header, d.say("Notes", "備考"))
	ws, aligns = append(ws, 30), append(aligns, "L")
	ws[1] = widthLeft(186, ws)
	var out [][]string
	for _, r := range t.Rows {
		rank := placeText(r.Rank, r.Tied)
		p := byID[r.ID]
		row := []string{rank, names[r.ID], p.Club}
		for _, c := range cols {
			row = append(row, r.Cells[c])
		}
		out = append(out, append(row, strings.Join(r.NotesIn(tournament.OnSheet, d.lang), "・")))
	}
	d.table(header, ws, aligns, out, 8.5, size)
	d.pdf.Ln(2)
	d.fitCell(186, 6, d.say("Order: "+t.Order.En+".", "順位の決め方："+t.Order.Ja), 9, "", "L", 1)
	return d.write(w)
}

// isMark reports whether column c holds marks or words rather than numbers
// (the grade, head-to-head's ○ and ●): those are centred.
func isMark(t tournament.Table, c int) bool {
	for _, r := range t.Rows {
		if c < len(r.Cells) && r.Cells[c] != "" && strings.Trim(r.Cells[c], "0123456789.-+=") != "" {
			return true
		}
	}
	return false
}
