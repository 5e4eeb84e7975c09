package sheets

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"

	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "pairings", Title: tournament.Text{En: "Pairings by table", Ja: "対戦表（卓順）"}, Swiss: true, NeedsRound: true, Render: renderPairingsByTable})
	register(Sheet{Key: "pairings-by-name", Title: tournament.Text{En: "Pairings by name", Ja: "対戦表（氏名順）"}, Swiss: true, NeedsRound: true, Render: renderPairingsByName})
}

// roundData is what a round's sheets read.
type roundData struct {
	ev    tournament.Event
	round tournament.Round
	names map[int]tournament.Participant
	// display is the name each participant is shown by (a namesake with
	// the club, see tournament.DisplayNames).
	display map[int]string
}

func loadRound(s *tournament.Service, n int) (roundData, error) {
	var d roundData
	var err error
	if d.ev, err = s.Event(); err != nil {
		return d, err
	}
	if n < 1 {
		rs, err := s.Rounds()
		if err != nil {
			return d, err
		}
		if len(rs) == 0 {
			return d, tournament.NewProblem(tournament.ErrNotFound, "no round has been paired yet", "まだ組合せがありません")
		}
		n = rs[len(rs)-1].Number
	}
	if d.round, err = s.Round(n); err != nil {
		return d, err
	}
	ps, err := s.Participants()
	if err != nil {
		return d, err
	}
	d.names = map[int]tournament.Participant{}
	for _, p := range ps {
		d.names[p.ID] = p
	}
	d.display = tournament.DisplayNames(ps)
	return d, nil
}

func (rd roundData) name(id int) string { return rd.display[id] }

func (d *doc) roundTitle(what string, n int) string {
	return d.say(fmt.Sprintf("Round %d — %s", n, what), fmt.Sprintf("第%d回戦　%s", n, what))
}

// renderPairingsByTable prints one line per table, large enough to read
// from a metre away on a wall: table, Black, White; the bye at the end.
func renderPairingsByTable(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, err := loadRound(s, n)
	if err != nil {
		return err
	}
	d := newDoc(rd.ev, "", opt)
	d.retitle(d.roundTitle(d.say("pairings by table", "対戦表（卓順）"), rd.round.Number))
	header := []string{d.say("Table", "卓"), d.say("Black (first)", "黒（先手）"), d.say("White (second)", "白（後手）")}
	ws := []float64{20, 83, 83}
	aligns := []string{"C", "L", "L"}
	handicap := rd.round.HasHandicaps()
	if handicap {
		header = append(header, d.say("Handicap", "手合割"))
		ws, aligns = []float64{16, 60, 60, 50}, append(aligns, "L")
	}
	var rows [][]string
	var byes []string
	for _, g := range rd.round.Games {
		if g.IsBye() {
			byes = append(byes, rd.name(g.Black))
			continue
		}
		row := []string{strconv.Itoa(g.Table), rd.name(g.Black), rd.name(g.White)}
		if handicap {
			h := ""
			if g.Handicap != nil {
				h = g.Handicap.Text.In(d.lang)
			}
			row = append(row, h)
		}
		rows = append(rows, row)
	}
	if handicap {
		d.fitCell(186, 7, timeControl(rd.ev, d.lang), 11, "", "L", 1)
	}
	d.table(header, ws, aligns, rows, 11, 16)
	for _, b := range byes {
		d.pdf.Ln(3)
		d.fitCell(186, 10, d.say("Bye: ", "不戦勝（バイ）：")+b, 16, "", "L", 1)
	}
	return d.write(w)
}

// renderPairingsByName prints every player in あいうえお order with their
// table, colour and opponent, so players find themselves quickly.
func renderPairingsByName(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, err := loadRound(s, n)
	if err != nil {
		return err
	}
	type line struct {
		p              tournament.Participant
		table, colour  string
		opponent, sort string
	}
	var lines []line
	for _, g := range rd.round.Games {
		if g.IsBye() {
			lines = append(lines, line{p: rd.names[g.Black], table: "—", colour: "", opponent: "不戦勝（バイ）"})
			continue
		}
		t := strconv.Itoa(g.Table)
		lines = append(lines, line{p: rd.names[g.Black], table: t, colour: "黒", opponent: rd.name(g.White)},
			line{p: rd.names[g.White], table: t, colour: "白", opponent: rd.name(g.Black)})
	}
	slices.SortStableFunc(lines, func(a, b line) int { return cmp.Compare(sortKey(a.p), sortKey(b.p)) })
	d := newDoc(rd.ev, "", opt)
	d.retitle(d.roundTitle(d.say("pairings by name", "対戦表（氏名順）"), rd.round.Number))
	header := []string{d.say("Name", "氏名"), d.say("Table", "卓"), d.say("Colour", "手番"), d.say("Opponent", "相手")}
	rows := make([][]string, len(lines))
	for i, l := range lines {
		colour := l.colour
		if opt.Lang != tournament.Japanese {
			colour = map[string]string{"黒": "Black", "白": "White"}[colour]
			if l.opponent == "不戦勝（バイ）" {
				l.opponent = "bye"
			}
		}
		rows[i] = []string{rd.name(l.p.ID), l.table, colour, l.opponent}
	}
	d.table(header, []float64{70, 18, 20, 78}, []string{"L", "C", "C", "L"}, rows, 9, 14)
	return d.write(w)
}
