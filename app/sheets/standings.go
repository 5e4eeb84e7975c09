package sheets

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"taikai/rules/othello"
	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "standings", Title: tournament.Text{En: "Standings", Ja: "順位表"}, Games: []tournament.GameKind{tournament.Othello, tournament.Go, tournament.PairGo}, NeedsRound: true, Render: renderStandings})
}

// renderStandings prints the Othello standings after round n (0: the last
// complete round) with the criteria of SPEC §2.1 in the caption.
func renderStandings(s *tournament.Service, n int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	if ev.Game == tournament.Go || ev.Game == tournament.PairGo {
		return renderGoStandings(s, ev, n, opt, w)
	}
	rows, after, err := s.OthelloStandings(n)
	if err != nil {
		return err
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	byID := map[int]tournament.Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	d := newDoc(ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Standings after round %d", after), fmt.Sprintf("第%d回戦終了時　順位表", after)))
	header := []string{d.say("Place", "順位"), d.say("Name", "氏名"), d.say("Affiliation", "所属"), d.say("Wins", "勝数"), "BP", d.say("Discs", "石数"), d.say("Notes", "備考")}
	ws := []float64{16, 52, 30, 16, 18, 18, 36}
	aligns := []string{"R", "L", "L", "R", "R", "R", "L"}
	var out [][]string
	for _, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if r.Tied {
			rank += "="
		}
		var notes []string
		if r.Pending {
			notes = append(notes, d.say("pending", "勝敗預かり"))
		}
		if r.Withdrawn {
			notes = append(notes, d.say("withdrawn", "棄権"))
		}
		if r.EarlyFinalist {
			notes = append(notes, d.say("finalist", "決勝進出"))
		}
		if r.DecidedBy == othello.ByPreviousRank || r.DecidedBy == othello.ByDiscs || r.DecidedBy == othello.ByLot {
			notes = append(notes, d.say("by "+r.DecidedBy.String(), r.DecidedBy.Japanese()))
		}
		p := byID[r.ID]
		out = append(out, []string{rank, p.Name, p.Club, r.Score.String(), r.BP.String(), strconv.Itoa(r.Discs), strings.Join(notes, "・")})
	}
	d.table(header, ws, aligns, out, 8.5, 12)
	d.pdf.Ln(2)
	d.fitCell(186, 6, d.say("Order: wins, Brightwell points (C = "+ev.Setting("bp_c")+"), rank after the previous round, discs, lot.",
		"順位の決め方：勝数、ブライトウェルポイント（C = "+ev.Setting("bp_c")+"）、直前の順位、石数、抽選"), 9, "", "L", 1)
	return d.write(w)
}

// renderGoStandings prints a Go event's standings: wins, SOS, SODOS.
func renderGoStandings(s *tournament.Service, ev tournament.Event, n int, opt Options, w io.Writer) error {
	rows, after, err := s.GoStandings(n)
	if err != nil {
		return err
	}
	ps, err := s.Participants()
	if err != nil {
		return err
	}
	byID := map[int]tournament.Participant{}
	for _, p := range ps {
		byID[p.ID] = p
	}
	d := newDoc(ev, "", opt)
	d.retitle(d.say(fmt.Sprintf("Standings after round %d", after), fmt.Sprintf("第%d回戦終了時　順位表", after)))
	header := []string{d.say("Place", "順位"), d.say("Name", "氏名"), d.say("Rank", "段級位"), d.say("Affiliation", "所属"), d.say("Wins", "勝数"), "SOS", "SODOS", d.say("Notes", "備考")}
	var out [][]string
	for _, r := range rows {
		rank := strconv.Itoa(r.Rank)
		if r.Tied {
			rank += "="
		}
		note := ""
		if r.Pending {
			note = d.say("pending", "勝敗預かり")
		}
		p := byID[r.ID]
		out = append(out, []string{rank, p.Name, p.Rank.Japanese(), p.Club, tournament.Points(r.Score).String(), tournament.Points(r.SOS).String(), tournament.Points(r.SODOS).String(), note})
	}
	d.table(header, []float64{16, 46, 18, 30, 16, 18, 18, 24}, []string{"R", "L", "C", "L", "R", "R", "R", "L"}, out, 8.5, 12)
	d.pdf.Ln(2)
	d.fitCell(186, 6, d.say("Order: wins, then "+ev.Setting("tiebreaks")+", then the lot.", "順位の決め方：勝数、次に "+ev.Setting("tiebreaks")+"、最後に抽選"), 9, "", "L", 1)
	return d.write(w)
}
