package sheets

import (
	"fmt"
	"io"
	"slices"
	"strconv"

	"taikai/tournament"
)

func init() {
	register(Sheet{Key: "pairings", Title: tournament.Text{En: "Pairings by table", Ja: "対戦表（卓順）"}, Swiss: true, NeedsRound: true,
		Offered: individuals("team-pairings"), Render: renderPairingsByTable})
	register(Sheet{Key: "pairings-by-name", Title: tournament.Text{En: "Pairings by name", Ja: "対戦表（氏名順）"}, Swiss: true, NeedsRound: true,
		Offered: individuals("team-pairings"), Render: renderPairingsByName})
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

// roundDoc is the document of a sheet of round n of ev, titled with the
// round and what the sheet is (en, ja: in the sheet's language).
func roundDoc(ev tournament.Event, n int, opt Options, en, ja string) *doc {
	d := newDoc(ev, "", opt)
	d.retitle(d.roundTitle(d.say(en, ja), n))
	return d
}

// listDoc is the roundDoc of a pairing list, posted on the wall: it
// carries the QR code of the venue's pages (opt.SiteURL).
func listDoc(ev tournament.Event, n int, opt Options, en, ja string) *doc {
	d := roundDoc(ev, n, opt, en, ja)
	d.siteQR = opt.SiteURL
	return d
}

// loadRoundDoc reads round n of s (0: the last paired) and starts its
// roundDoc.
func loadRoundDoc(s *tournament.Service, n int, opt Options, en, ja string) (roundData, *doc, error) {
	rd, err := loadRound(s, n)
	if err != nil {
		return rd, nil, err
	}
	return rd, roundDoc(rd.ev, rd.round.Number, opt, en, ja), nil
}

func (d *doc) roundTitle(what string, n int) string {
	return d.say(fmt.Sprintf("Round %d — %s", n, what), fmt.Sprintf("第%d回戦　%s", n, what))
}

// pairingData is a round with every player's score before it, as the
// pairing lists print them.
type pairingData struct {
	roundData
	scores map[int]tournament.Points
	wins   bool // the score counts wins (勝数); otherwise points
}

func loadPairings(s *tournament.Service, n int) (pairingData, error) {
	rd, err := loadRound(s, n)
	if err != nil {
		return pairingData{}, err
	}
	all, err := s.ScoresBefore()
	if err != nil {
		return pairingData{}, err
	}
	sw, err := rd.ev.Swiss()
	if err != nil {
		return pairingData{}, err
	}
	unit := sw.ScoreUnit()
	if unit != tournament.CountsWins && unit != tournament.CountsPoints {
		return pairingData{}, fmt.Errorf("sheets: game %s counts its scores in unit %d, which the pairing lists do not print", rd.ev.Game, unit)
	}
	return pairingData{roundData: rd, scores: all[rd.round.Number], wins: unit == tournament.CountsWins}, nil
}

// score writes a player's score before the round: 2勝, 1.5勝 (a jigo is
// half a win), or 3点 for a game that counts points.
func (pd pairingData) score(d *doc, id int) string {
	p, ok := pd.scores[id]
	if !ok {
		return ""
	}
	if pd.wins {
		return d.say(p.String()+map[bool]string{true: " win", false: " wins"}[p == 2], p.String()+"勝")
	}
	return d.say(p.String()+" pts", p.String()+"点")
}

// entry is a player's block on a pairing list: the name in large type and,
// under it in small type, the number and club, with the score at the right.
func (pd pairingData) entry(d *doc, id int) block {
	if id == tournament.ArbiterID {
		return block{main: tournament.ArbiterName} // 審判対局: not a participant
	}
	p := pd.names[id]
	return block{main: pd.name(id), sub: joinNonEmpty("　", d.say("#", "No.")+strconv.Itoa(id), p.Club), right: pd.score(d, id)}
}

// handicapLines writes a game's 手合割 on two short lines for the pairing
// list, in the size of the names: 置石4子 / 逆コミ5目半, 置石なし / コミ6目半,
// or the game's own lines (香落ち / 上手から指す).
func handicapLines(d *doc, h *tournament.Handicap) (string, string) {
	if h == nil {
		return "", ""
	}
	if len(h.Lines) > 0 {
		second := ""
		if len(h.Lines) > 1 {
			second = d.say(h.Lines[1].En, h.Lines[1].Ja)
		}
		return d.say(h.Lines[0].En, h.Lines[0].Ja), second
	}
	stones := d.say("no stones", "置石なし")
	if h.Stones > 0 {
		stones = d.say(strconv.Itoa(h.Stones)+" stones", "置石"+strconv.Itoa(h.Stones)+"子")
	}
	k := h.Komi
	ja, en := "コミ", "komi "
	if k < 0 {
		k, ja, en = -k, "逆コミ", "reverse komi "
	}
	if k == 0 {
		return stones, d.say("no komi", "コミなし")
	}
	pts, ptsJA := strconv.Itoa(k/2), strconv.Itoa(k/2)+"目"
	switch {
	case k == 1:
		pts, ptsJA = "0.5", "半目"
	case k%2 == 1:
		pts, ptsJA = pts+".5", ptsJA+"半"
	}
	return stones, d.say(en+pts, ja+ptsJA)
}

// renderPairingsByTable prints one row per table, large enough to read
// from a metre away on a wall: the table, then Black and White, each with
// the name in large type and, under it, the number, the club and the score
// before the round; the Go handicap in the size of the names; the bye at
// the end.
func renderPairingsByTable(s *tournament.Service, n int, opt Options, w io.Writer) error {
	pd, err := loadPairings(s, n)
	if err != nil {
		return err
	}
	d := listDoc(pd.ev, pd.round.Number, opt, "pairings by table", "対戦表（卓順）")
	first, second := d.sideHeaders(pd.ev.Game)
	header := []string{d.say("Table", "卓"), first, second}
	ws := []float64{16, 85, 85}
	rowH := 13.0
	handicap := tournament.HasHandicaps(pd.ev, pd.round)
	if handicap {
		header = append(header, d.say("Handicap", "手合割"))
		ws, rowH = []float64{14, 68, 68, 36}, 14.5
	}
	var rows [][]block
	var byes []int
	for _, g := range pd.round.Games {
		if g.IsBye() {
			byes = append(byes, g.Black)
			continue
		}
		row := []block{{main: strconv.Itoa(g.Table), align: "C", big: true}, pd.entry(d, g.Black), pd.entry(d, g.White)}
		if handicap {
			stones, komi := handicapLines(d, tournament.GameHandicap(pd.ev, g))
			row = append(row, block{main: stones, main2: komi})
		}
		rows = append(rows, row)
	}
	if handicap {
		d.fitCell(186, 7, timeControl(pd.ev, d.lang), 11, "", "L", 1)
	}
	d.blockTable(header, ws, rows, rowH, 15)
	for _, id := range byes {
		d.pdf.Ln(3)
		if d.pdf.GetY()+10 > pageH-16 {
			d.pdf.AddPage()
		}
		e := pd.entry(d, id)
		label := d.say("Bye: ", "不戦勝（バイ）：") + e.main
		d.pdf.SetFont(fontFamily, "", 16)
		label = fitText(d.pdf, label, 120, 16)
		d.pdf.CellFormat(d.pdf.GetStringWidth(label)+2, 10, label, "", 0, "L", false, 0, "")
		d.fitCell(186-d.pdf.GetX()+margin, 10, joinNonEmpty("　", e.sub, e.right), 11, "", "L", 1)
	}
	d.waitingLines(pd)
	return d.write(w)
}

// renderPairingsByName prints every player in 五十音 order of the readings
// (those without a reading after them, by name) with their table, colour
// and opponent, so players find themselves quickly; numbers, clubs and
// scores under the names as on the list by table.
func renderPairingsByName(s *tournament.Service, n int, opt Options, w io.Writer) error {
	pd, err := loadPairings(s, n)
	if err != nil {
		return err
	}
	d := listDoc(pd.ev, pd.round.Number, opt, "pairings by name", "対戦表（氏名順）")
	type line struct {
		p        tournament.Participant
		table    string
		colour   string
		opponent block
	}
	var lines []line
	first, second := d.sideNames(pd.ev.Game)
	for _, g := range pd.round.Games {
		if g.IsBye() {
			lines = append(lines, line{p: pd.names[g.Black], table: "—", opponent: block{main: d.say("bye", "不戦勝（バイ）")}})
			continue
		}
		t := strconv.Itoa(g.Table)
		if g.Black != tournament.ArbiterID {
			lines = append(lines, line{p: pd.names[g.Black], table: t, colour: first, opponent: pd.entry(d, g.White)})
		}
		if g.White != tournament.ArbiterID {
			lines = append(lines, line{p: pd.names[g.White], table: t, colour: second, opponent: pd.entry(d, g.Black)})
		}
	}
	for _, wt := range pd.round.Waiting {
		lines = append(lines, line{p: pd.names[wt.Player], table: "—", opponent: block{main: d.say("waiting (待ち合わせ)", "待ち合わせ")}})
	}
	slices.SortStableFunc(lines, func(a, b line) int { return compareByReading(a.p, b.p) })
	header := []string{d.say("Name", "氏名"), d.say("Table", "卓"), d.say("Colour", "手番"), d.say("Opponent", "相手")}
	rows := make([][]block, len(lines))
	for i, l := range lines {
		rows[i] = []block{pd.entry(d, l.p.ID), {main: l.table, align: "C", big: true}, {main: l.colour, align: "C"}, l.opponent}
	}
	d.blockTable(header, []float64{76, 16, 18, 76}, rows, 12.5, 14)
	return d.write(w)
}

// block is one cell of a two-line row (blockTable): main in large type on
// the first line; under it main2 in the same size, or sub in small type on
// the left and right (a score) in medium type on the right.
type block struct {
	main, main2 string
	sub, right  string
	align       string // of main and main2: "L" (default) or "C"
	big         bool   // main a little larger (the table number)
}

// Sizes of the second line of a block.
const (
	subSize   = 10.0
	rightSize = 12.0
)

// blockTable draws a header row and rows of blocks with column widths ws
// (mm), rows rowH mm high, the main text at size pt (shrunk only when it
// does not fit). The header is repeated on each new page. Each row's first
// lines are written before its second lines, so that text extraction reads
// a row's names together ("1 山田 太郎 佐藤 花子").
func (d *doc) blockTable(header []string, ws []float64, rows [][]block, rowH, size float64) {
	d.begin()
	pdf := d.pdf
	drawHeader := func() {
		pdf.SetFillColor(230, 230, 230)
		hs := size * 0.75
		pdf.SetFont(fontFamily, "", hs)
		for i, h := range header {
			pdf.CellFormat(ws[i], 8, fitText(pdf, h, ws[i]-1, hs), "1", 0, "C", true, 0, "")
			pdf.SetFontSize(hs)
		}
		pdf.Ln(-1)
	}
	drawHeader()
	const pad = 1.5
	mm := func(pt float64) float64 { return pt * 25.4 / 72 }
	base1 := pad + 0.88*mm(size)
	base2 := rowH - 1.8 // the second line's baseline
	text := func(x, w, y float64, s string, sz float64, align string) {
		if s == "" {
			return
		}
		s = fitText(pdf, s, w-2*pad, sz)
		switch align {
		case "C":
			x += (w - pdf.GetStringWidth(s)) / 2
		case "R":
			x += w - pad - pdf.GetStringWidth(s)
		default:
			x += pad
		}
		pdf.Text(x, y, s)
	}
	for _, r := range rows {
		if pdf.GetY()+rowH > pageH-16 {
			pdf.AddPage()
			drawHeader()
		}
		x0, y := pdf.GetX(), pdf.GetY()
		x := x0
		for i := range r {
			pdf.Rect(x, y, ws[i], rowH, "D")
			x += ws[i]
		}
		// First lines, then second lines.
		x = x0
		for i, b := range r {
			sz := size
			if b.big {
				sz = size + 2
			}
			text(x, ws[i], y+base1, b.main, sz, b.align)
			x += ws[i]
		}
		x = x0
		for i, b := range r {
			right := 0.0
			if b.right != "" {
				pdf.SetFontSize(rightSize)
				right = min(pdf.GetStringWidth(b.right)+2*pad, ws[i]/2)
			}
			text(x, ws[i]-right, y+base2, b.sub, subSize, "L")
			text(x+ws[i]-right-pad, right+pad, y+base2, b.right, rightSize, "R")
			text(x, ws[i], y+base2, b.main2, size, b.align)
			x += ws[i]
		}
		pdf.SetXY(x0, y+rowH)
	}
	pdf.SetFontSize(size)
}

// waitingLines prints, after the tables, the players who wait for a game
// (待ち合わせ): each plays a finished table's loser (or winner) at a table
// the arbiter adds.
func (d *doc) waitingLines(pd pairingData) {
	for _, wt := range pd.round.Waiting {
		d.pdf.Ln(3)
		if d.pdf.GetY()+10 > pageH-16 {
			d.pdf.AddPage()
		}
		e := pd.entry(d, wt.Player)
		label := d.say("Waiting (待ち合わせ): ", "待ち合わせ：") + e.main
		d.pdf.SetFont(fontFamily, "", 16)
		label = fitText(d.pdf, label, 120, 16)
		d.pdf.CellFormat(d.pdf.GetStringWidth(label)+2, 10, label, "", 0, "L", false, 0, "")
		d.fitCell(186-d.pdf.GetX()+margin, 10, joinNonEmpty("　", e.sub, e.right), 11, "", "L", 1)
	}
}
