package sheets

import (
	"fmt"
	"io"

	"taikai/tournament"
	"taikai/tournament/pairgo"
)

func init() {
	registerGameSheets(pairgo.Kind, Sheet{Key: "pairgo-cards", Title: tournament.Text{En: "Pair Go table cards", Ja: "ペア碁 対局カード"},
		Replaces: "slips", NeedsRound: true, Render: renderPairGoCards})
}

// pairGoRotation writes the card's rotation at y: who of each pair plays
// each of the first moves (after the handicap stones).
func (d *doc) pairGoRotation(g tournament.Game, byID map[int]tournament.Participant, stones int, y float64) {
	pdf := d.pdf
	pdf.SetXY(margin, y)
	pdf.SetFont(fontFamily, "", 11)
	moves := pairgo.FirstMoves(stones)
	head := d.say("Rotation", "打つ順番")
	if stones > 0 {
		head += d.say(fmt.Sprintf(" (after the %d handicap stones)", stones), fmt.Sprintf("（置石%d子を置いた後）", stones))
	}
	pdf.CellFormat(0, 6, head, "", 1, "L", false, 0, "")
	for k, m := range moves {
		who := byID[g.Black]
		if m.Colour == tournament.White {
			who = byID[g.White]
		}
		name := byID[who.Captain].Name
		if m.Partner {
			other := who.Members[0]
			if other == who.Captain {
				other = who.Members[1]
			}
			name = byID[other].Name
		}
		pdf.SetX(margin)
		d.fitCell(pageW-2*margin, 7, fmt.Sprintf(d.say("Move %d: %s — %s", "%d手目：%s　%s"), k+1, m.Text.In(d.lang), name), 12, "", "L", 1)
	}
}

// renderPairGoCards prints a card per table, two to a page: the time
// control, the two pairs with their captains (marked キャプテン要確認 when the
// rule could not decide), the handicap stones and komi, who plays moves 1 to 4
// (handicap stones placed first), the komi and jigo rule, and boxes for the
// board scores, rotation errors and signatures. It is also the result slip.
func renderPairGoCards(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, err := loadRound(s, n)
	if err != nil {
		return err
	}
	byID, _, err := participantsOf(s)
	if err != nil {
		return err
	}
	d := roundDoc(rd.ev, rd.round.Number, opt, "table cards", "対局カード")
	pdf := d.pdf
	d.begin()
	top := pdf.GetY()
	const cardH = 124.0
	i := 0
	for _, g := range rd.round.Games {
		if g.IsBye() {
			continue
		}
		if i > 0 && i%2 == 0 {
			pdf.AddPage()
			top = pdf.GetY()
		}
		y := top + float64(i%2)*cardH
		i++
		pdf.SetDrawColor(150, 150, 150)
		pdf.Line(margin-6, y+cardH-3, margin-1, y+cardH-3)
		pdf.Line(pageW-margin+1, y+cardH-3, pageW-margin+6, y+cardH-3)
		pdf.SetDrawColor(0, 0, 0)
		// The card is also the result slip: with phone reports on, the
		// table's report link as a QR code in the top right corner.
		// It stays within the card's header lines and the short side
		// labels under them, so the card keeps its height.
		const cardQR = 15.0
		room := 0.0
		if link := reportLink(opt, rd.ev, rd.round.Number, g); link != "" {
			room = cardQR + 2
			d.qrCode(link, pageW-margin-cardQR, y, cardQR)
			pdf.SetFont(fontFamily, "", 6.5)
			pdf.SetXY(pageW-margin-cardQR-14, y+cardQR+0.3)
			pdf.CellFormat(cardQR+14, 3, d.say("Report from your phone", "スマホで結果報告"), "", 0, "R", false, 0, "")
		}
		pdf.SetXY(margin, y)
		pdf.SetFont(fontFamily, "", 16)
		d.fitCell(70, 9, d.titled(d.say(fmt.Sprintf("Round %d · Table %d", rd.round.Number, g.Table), fmt.Sprintf("第%d回戦　%d番卓", rd.round.Number, g.Table))), 16, "", "L", 0)
		// The time control (持ち時間), 0 s of byo-yomi being sudden death (切れ負け).
		d.fitCell(pageW-2*margin-70-room, 9, timeControl(rd.ev, d.lang), 10, "", "R", 1)
		stones := 0
		if h := tournament.GameHandicap(rd.ev, g); h != nil {
			stones = h.Stones
			pdf.SetFont(fontFamily, "", 12)
			pdf.CellFormat(pageW-2*margin-room, 7, d.say("Handicap: ", "手合割：")+h.Text.In(d.lang)+d.say("; jigo is a win for White", "　ジゴは白の勝ち"), "", 1, "L", false, 0, "")
		}
		colW := (pageW - 2*margin) / 2
		rowY := pdf.GetY() + 1
		for k, side := range []struct {
			label string
			id    int
		}{{d.say("Black", "黒"), g.Black}, {d.say("White", "白"), g.White}} {
			pair := byID[side.id]
			x := margin + float64(k)*colW
			pdf.SetXY(x, rowY)
			pdf.SetFont(fontFamily, "", 11)
			points := pairgo.PairPointText(pairgo.PairPointOf(pair))
			pdf.CellFormat(colW-4, 6, side.label+"　"+d.say(points+"P", "ハンデ"+points+"点"), "", 2, "L", false, 0, "")
			pdf.SetX(x)
			d.fitCell(colW-4, 9, pair.Name, 16, "B", "L", 2)
			confirm := pairgo.CaptainToConfirm(pair, byID)
			for _, m := range pair.Members {
				pdf.SetX(x)
				mark := ""
				switch {
				case m == pair.Captain && confirm:
					// The rule could not decide (a gender or birth date
					// missing, or the same birth date): the arbiter confirms.
					mark = d.say(" (captain to confirm)", "（キャプテン要確認）")
				case m == pair.Captain:
					mark = d.say(" (captain)", "（キャプテン）")
				}
				d.fitCell(colW-4, 7, byID[m].Name+mark, 12, "", "L", 2)
			}
		}
		d.pairGoRotation(g, byID, stones, rowY+30)
		pdf.SetXY(margin, rowY+66)
		for k, lbl := range []string{d.say("Black score", "黒の目数"), d.say("White score", "白の目数")} {
			pdf.SetXY(margin+float64(k)*colW, rowY+66)
			pdf.CellFormat(30, 11, lbl, "", 0, "L", false, 0, "")
			pdf.CellFormat(28, 11, "", "1", 0, "C", false, 0, "")
		}
		for k, lbl := range []string{d.say("Rotation errors (Black)", "黒の誤順"), d.say("Rotation errors (White)", "白の誤順")} {
			pdf.SetXY(margin+float64(k)*colW, rowY+79)
			pdf.CellFormat(30, 9, lbl, "", 0, "L", false, 0, "")
			pdf.CellFormat(colW-36, 9, "", "B", 0, "L", false, 0, "")
		}
		for k, lbl := range []string{d.say("Black captain", "黒キャプテン"), d.say("White captain", "白キャプテン")} {
			pdf.SetXY(margin+float64(k)*colW, rowY+91)
			pdf.CellFormat(30, 9, lbl, "", 0, "L", false, 0, "")
			pdf.CellFormat(colW-36, 9, "", "B", 0, "L", false, 0, "")
		}
		pdf.SetXY(margin, rowY+101)
		pdf.SetFont(fontFamily, "", 8.5)
		pdf.CellFormat(0, 5, d.say("Each rotation error: 3 points to the opponents. A double move (2手打ち) or consultation loses by foul.",
			"誤順1回につき相手に3目。2手打ち・相談は反則負け。"), "", 1, "L", false, 0, "")
	}
	return d.write(w)
}
