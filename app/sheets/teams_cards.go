package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The match card (試合記録用紙) of a team match: one a table, as many to a
// page as fit, with cut marks between them. It names the round, the table
// and the two teams, then lists every board — its number and name (1 主将),
// each team's player with their colour and rank, the board's 手合割 in Go,
// and a box for the board's result from the side of the team listed first
// (the marks the arbiter types: ○○×) — then a line for the match's result
// and the two captains' signatures.

// Heights of a match card's parts, mm.
const (
	cardTitleH  = 8.0
	cardTeamsH  = 9.0
	cardHeadH   = 6.0
	cardBoardH  = 11.0
	cardFootH   = 8.0 // the match's result; the signatures
	cardNoteH   = 4.5
	cardGap     = 8.0
	cardBoardW  = 16.0
	cardResultW = 18.0
	cardHcapW   = 30.0
)

// cardH is the height of a card of n boards.
func cardH(n int) float64 {
	return cardTitleH + cardTeamsH + cardHeadH + float64(n)*cardBoardH + 2*cardFootH + cardNoteH
}

func renderMatchCards(s *tournament.Service, n int, opt Options, w io.Writer) error {
	tr, err := loadTeamRound(s, n)
	if err != nil {
		return err
	}
	d := roundDoc(tr.ev, tr.round.Number, opt, "match cards", "試合記録用紙")
	d.begin()
	pdf := d.pdf
	pdf.SetAutoPageBreak(false, 0) // the cards are placed, never broken
	h := cardH(tr.ev.Teams().Boards)
	top := pdf.GetY()
	perPage := max(1, int((pageH-16-top+cardGap)/(h+cardGap)))
	i := 0
	for _, g := range tr.round.Games {
		if g.IsBye() {
			continue
		}
		if i > 0 && i%perPage == 0 {
			pdf.AddPage()
		}
		y := top + float64(i%perPage)*(h+cardGap)
		if i%perPage > 0 {
			d.cutMarks(y - cardGap/2)
		}
		d.matchCard(tr, g, y)
		i++
	}
	if i == 0 {
		pdf.SetFont(fontFamily, "", 14)
		pdf.CellFormat(0, 10, d.say("No match in this round.", "この回戦に試合はありません。"), "", 1, "L", false, 0, "")
	}
	// The bye under the last card (or on a page of its own).
	for _, g := range tr.round.Games {
		if !g.IsBye() {
			continue
		}
		y := top + float64(i%perPage)*(h+cardGap)
		switch {
		case i == 0:
			y = pdf.GetY() // under "no match"
		case i%perPage == 0:
			pdf.AddPage()
			y = top
		}
		pdf.SetXY(margin, y)
		d.fitCell(pageW-2*margin, 8, d.say("Bye: ", "不戦勝（バイ）：")+tr.name(g.Black), 12, "", "L", 1)
	}
	return d.write(w)
}

// cutMarks draws the marks where two cards are cut apart, at y.
func (d *doc) cutMarks(y float64) {
	pdf := d.pdf
	pdf.SetDrawColor(150, 150, 150)
	pdf.SetDashPattern([]float64{1, 1.5}, 0)
	pdf.Line(margin, y, pageW-margin, y)
	pdf.SetDashPattern(nil, 0)
	pdf.SetDrawColor(0, 0, 0)
}

// matchCard draws the card of match g with its top edge at y.
func (d *doc) matchCard(tr teamRound, g tournament.Game, y float64) {
	pdf := d.pdf
	x, wd := margin, pageW-2*margin
	first, second := g.Black, g.White
	boards := teams.Boards(g)
	hcap := tr.handicaps
	// Columns: board, first team's player, result, 手合割 (Go), second's.
	playerW := (wd - cardBoardW - cardResultW) / 2
	if hcap {
		playerW = (wd - cardBoardW - cardResultW - cardHcapW) / 2
	}
	ws := []float64{cardBoardW, playerW, cardResultW}
	if hcap {
		ws = append(ws, cardHcapW)
	}
	ws = append(ws, playerW)
	xs := make([]float64, len(ws))
	cx := x
	for i, w := range ws {
		xs[i] = cx
		cx += w
	}
	last := len(ws) - 1

	// The round and table; the event's name.
	title := d.titled(d.say(fmt.Sprintf("Round %d · Table %d", tr.round.Number, g.Table), fmt.Sprintf("第%d回戦　%d番卓", tr.round.Number, g.Table)))
	d.textBox(x, y, wd*0.65, cardTitleH, title, 15, "L")
	pdf.SetTextColor(90, 90, 90)
	d.textBox(x+wd*0.65, y, wd*0.35, cardTitleH, tr.ev.Name, 9, "R")
	pdf.SetTextColor(0, 0, 0)

	// The teams, each over its players' column.
	ty := y + cardTitleH
	d.teamName(tr, first, x, ty, cardBoardW+playerW)
	d.textBox(xs[2], ty, xs[last]-xs[2], cardTeamsH, d.say("vs", "対"), 12, "C")
	d.teamName(tr, second, xs[last], ty, playerW)

	// The boards.
	hy := ty + cardTeamsH
	header := []string{d.say("Board", "盤"), d.say("Player", "選手"), d.say("Result", "結果")}
	if hcap {
		header = append(header, d.say("Handicap", "手合割"))
	}
	header = append(header, d.say("Player", "選手"))
	pdf.SetFillColor(230, 230, 230)
	for i, h := range header {
		pdf.Rect(xs[i], hy, ws[i], cardHeadH, "FD")
		d.textBox(xs[i], hy, ws[i], cardHeadH, h, 8.5, "C")
	}
	by := hy + cardHeadH
	for k, b := range boards {
		ry := by + float64(k)*cardBoardH
		for i := range ws {
			pdf.Rect(xs[i], ry, ws[i], cardBoardH, "D")
		}
		d.twoLines(xs[0], ry, ws[0], cardBoardH, strconv.Itoa(k+1), 13, d.say("", teams.BoardTitle(k+1)), 8, "C")
		left, right := tr.boardPlayer(d, b, first), tr.boardPlayer(d, b, second)
		d.twoLines(xs[1], ry, playerW, cardBoardH, left.main, 12, left.sub, 8.5, "L")
		d.twoLines(xs[last], ry, playerW, cardBoardH, right.main, 12, right.sub, 8.5, "L")
		// The result's box, from the first team's side; filled in when
		// the card is printed after the result is in.
		side := cardBoardH - 3
		bx, bxy := xs[2]+(cardResultW-side)/2, ry+1.5
		pdf.SetLineWidth(0.4)
		pdf.Rect(bx, bxy, side, side, "D")
		pdf.SetLineWidth(0.2)
		if mark := b.Mark(first); mark != "" && g.Result != nil {
			d.textBox(bx, bxy, side, side, mark, 16, "C")
		}
		if hcap {
			stones, komi := handicapLines(d, tournament.GameHandicap(tr.ev, b.Game))
			d.twoLines(xs[3], ry, cardHcapW, cardBoardH, stones, 10, komi, 10, "C")
		}
	}

	// The match's result, the signatures, the legend.
	fy := by + float64(len(boards))*cardBoardH + 1
	score, winner := matchScore(d, g, first), ""
	if w, decided := teams.Winner(g); decided && w != 0 {
		winner = tr.name(w)
	} else if decided {
		winner = d.say("drawn", "引き分け")
	}
	d.textBox(x, fy, 44, cardFootH, d.say("Match result", "試合結果"), 11, "L")
	d.textBox(x+44, fy, 50, cardFootH, d.say(tr.name(first)+": ", tr.name(first)+"　"), 10, "R")
	d.underlined(x+94, fy, 28, cardFootH, score, 12)
	d.textBox(x+124, fy, 22, cardFootH, d.say("Winner", "勝ちチーム"), 10, "R")
	d.underlined(x+146, fy, wd-146, cardFootH, winner, 12)
	sy := fy + cardFootH
	half := wd / 2
	for i, team := range []int{first, second} {
		sx := x + float64(i)*half
		label := d.say("Signature ("+tr.name(team)+")", "署名（"+tr.name(team)+"）")
		d.pdf.SetFont(fontFamily, "", 9)
		label = fitText(d.pdf, label, half*0.5, 9)
		lw := d.pdf.GetStringWidth(label) + 2
		d.textBox(sx, sy, lw, cardFootH, label, 9, "L")
		d.underlined(sx+lw, sy, half-lw-4, cardFootH, "", 10)
	}
	pdf.SetTextColor(70, 70, 70)
	d.textBox(x, sy+cardFootH, wd, cardNoteH, d.say(
		fmt.Sprintf("Result box: from %s's side — ○ won, × lost, △ drawn, 不 won by default, 欠 lost by default, 預 pending a ruling.", tr.name(first)),
		fmt.Sprintf("結果欄は %s から見て記入：○勝ち　×負け　△引き分け　不不戦勝　欠不戦敗　預勝敗預かり", tr.name(first))), 8, "L")
	pdf.SetTextColor(0, 0, 0)
}

// teamName writes team id's name in large type at (x, y), and its club
// after it in small type when the club is not the name.
func (d *doc) teamName(tr teamRound, id int, x, y, w float64) {
	name, club := tr.name(id), tr.names[id].Club
	pdf := d.pdf
	pdf.SetFont(fontFamily, "", 14)
	name = fitText(pdf, name, w*0.7, 14)
	sz, _ := pdf.GetFontSize()
	nw := pdf.GetStringWidth(name) + 2
	d.textBox(x, y, nw, cardTeamsH, name, sz, "L")
	if club != "" && club != tr.names[id].Name {
		pdf.SetTextColor(90, 90, 90)
		d.textBox(x+nw, y+0.6, w-nw, cardTeamsH, "（"+club+"）", 9, "L")
		pdf.SetTextColor(0, 0, 0)
	}
}

// textBox writes s in the box at (x, y), w×h, vertically centred, at size
// pt at most (fitted).
func (d *doc) textBox(x, y, w, h float64, s string, size float64, align string) {
	pdf := d.pdf
	pdf.SetXY(x, y)
	pdf.SetFont(fontFamily, "", size)
	pdf.CellFormat(w, h, fitText(pdf, s, w-1, size), "", 0, align, false, 0, "")
}

// underlined writes s (fitted) on a line drawn under the box at (x, y).
func (d *doc) underlined(x, y, w, h float64, s string, size float64) {
	d.pdf.Line(x, y+h-1, x+w, y+h-1)
	if s != "" {
		d.textBox(x, y, w, h-1, s, size, "C")
	}
}

// twoLines writes main at size on the upper line of the box at (x, y),
// w×h, and sub at subSize on the lower line; main alone is centred
// vertically.
func (d *doc) twoLines(x, y, w, h float64, main string, size float64, sub string, subSize float64, align string) {
	pdf := d.pdf
	const pad = 1.5
	mm := func(pt float64) float64 { return pt * 25.4 / 72 }
	put := func(s string, sz, base float64) {
		if s == "" {
			return
		}
		pdf.SetFont(fontFamily, "", sz)
		s = fitText(pdf, s, w-2*pad, sz)
		tx := x + pad
		switch align {
		case "C":
			tx = x + (w-pdf.GetStringWidth(s))/2
		case "R":
			tx = x + w - pad - pdf.GetStringWidth(s)
		}
		pdf.Text(tx, base, s)
	}
	if sub == "" {
		put(main, size, y+h/2+0.35*mm(size))
		return
	}
	put(main, size, y+0.6+0.88*mm(size))
	put(sub, subSize, y+h-1.3)
}
