package sheets

import (
	"fmt"
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

func init() {
	register(Sheet{Key: "slips", Title: tournament.Text{En: "Result slips", Ja: "対戦カード"}, Swiss: true, NeedsRound: true,
		Offered: individuals("match-cards"), Render: renderSlips})
}

// Result slips (対戦カード): one per table, four to a page with cut marks;
// table, round, both names with their colours, boxes for the discs and the
// signatures, and for a final or playoff the hidden-disc outcome and who
// holds the draw-win right.
const (
	slipH     = 62.0
	slipsPage = 4
)

func renderSlips(s *tournament.Service, n int, opt Options, w io.Writer) error {
	rd, d, err := loadRoundDoc(s, n, opt, "result slips", "対戦カード")
	if err != nil {
		return err
	}
	pdf := d.pdf
	d.begin()
	top := pdf.GetY()
	i := 0
	for _, g := range rd.round.Games {
		if g.IsBye() {
			continue
		}
		if i > 0 && i%slipsPage == 0 {
			pdf.AddPage()
			top = pdf.GetY()
		}
		y := top + float64(i%slipsPage)*slipH
		d.slip(rd, g, y, reportLink(opt, rd.ev, rd.round.Number, g))
		i++
	}
	if i == 0 {
		pdf.SetFont(fontFamily, "", 14)
		pdf.CellFormat(0, 10, d.say("No table in this round.", "この回戦に対局はありません。"), "", 1, "L", false, 0, "")
	}
	return d.write(w)
}

// slipQR is the side of a slip's report-link QR code, mm.
const slipQR = 17.0

// slip draws one card whose top edge is at y; link, when set, is the
// table's report link, printed as a QR code in the top right corner.
func (d *doc) slip(rd roundData, g tournament.Game, y float64, link string) {
	pdf := d.pdf
	x, wd, room := d.slipHead(rd, g, y, link)
	h := tournament.GameHandicap(rd.ev, g)
	colW := wd / 2
	first, second := d.sideHeaders(rd.ev.Game)
	for i, side := range []struct {
		label string
		id    int
	}{{first, g.Black}, {second, g.White}} {
		cx := x + float64(i)*colW
		nameW := colW - 4
		if i == 1 {
			nameW -= room
		}
		pdf.SetXY(cx, y+11)
		pdf.SetFont(fontFamily, "", 11)
		pdf.CellFormat(nameW, 6, side.label, "", 2, "L", false, 0, "")
		pdf.SetX(cx)
		d.fitCell(nameW, 10, rd.name(side.id), 18, "B", "L", 2)
		pdf.SetXY(cx, y+30)
		pdf.SetFont(fontFamily, "", 11)
		if h != nil {
			// A game with komi: circle the winner; write the margin (目) or 中押し.
			pdf.CellFormat(22, 12, d.say("Win", "勝ち"), "", 0, "L", false, 0, "")
			pdf.CellFormat(12, 12, "", "1", 0, "C", false, 0, "")
			pdf.CellFormat(6, 12, "", "", 0, "C", false, 0, "")
			pdf.CellFormat(40, 12, d.say("margin / resign", "目数・中押し"), "B", 0, "R", false, 0, "")
		} else {
			// A slip printed after the result is in carries the discs as
			// they count.
			discs := ""
			if b, w, ok := othello.Counted(rd.ev, rd.round, g); ok {
				discs = strconv.Itoa([]int{b, w}[i])
			}
			pdf.CellFormat(22, 12, d.say("Discs", "石数"), "", 0, "L", false, 0, "")
			pdf.SetFont(fontFamily, "", 16)
			pdf.CellFormat(28, 12, discs, "1", 0, "C", false, 0, "")
			pdf.SetFont(fontFamily, "", 11)
		}
		pdf.SetXY(cx, y+43)
		pdf.CellFormat(22, 8, d.say("Signature", "署名"), "", 0, "L", false, 0, "")
		pdf.CellFormat(colW-30, 8, "", "B", 0, "L", false, 0, "")
	}
	pdf.SetXY(x, y+52)
	pdf.SetFont(fontFamily, "", 8.5)
	// A slip printed after the result is in also says what was recorded,
	// on the first line.
	rec := slipRecord(d, rd, g)
	note := d.say("Empty squares at the end go to the winner. Check the total is 64 and sign.",
		"終局時の空きマスは勝者のものとします。合計64石を確認して署名してください。")
	if h != nil {
		note = d.say("Mark the winner, write the margin or resignation, and both sign.", "勝者に印を付け、目数または中押しを書いて、双方が署名してください。")
		first := d.say("Handicap: ", "手合割：") + h.Text.In(d.lang) + "　" + timeControl(rd.ev, d.lang)
		if rec != "" {
			first += "　" + rec
		}
		note = first + "\n" + note
	} else if rec != "" {
		note = rec + "　" + note
	}
	// What the game's own record says at the board (Othello's hidden
	// disc) comes first.
	notes := tournament.GameNotes(rd.ev, rd.round, g, rd.name, tournament.OnSheet)
	for i := len(notes) - 1; i >= 0; i-- {
		note = notes[i].In(d.lang) + "　" + note
	}
	d.wrapped(wd, 4.5, note, "L")
}

// slipRecord is the line of a slip printed after the result is in: the
// result recorded and, for a game not for rating (rules 13 and 16), ※ with
// why. Empty while the game has no result.
func slipRecord(d *doc, rd roundData, g tournament.Game) string {
	if g.Result == nil {
		return ""
	}
	line := d.say("Recorded: ", "記録：") + tournament.ResultText(rd.ev, g.Result.Text, d.lang)
	if _, why := tournament.Rating(rd.ev, rd.round, g); why.En != "" {
		line += "　" + tournament.RatingMark + " " + why.In(d.lang)
	}
	return line
}

// slipHead draws the head every game's slip has, its top edge at y: cut
// marks at the card's corners, 第N回戦 M番卓 (with the game's label and the
// section's name), the report link's QR code when there is one, and the
// event's name. It returns the slip's left edge, its width and what the QR
// code takes from the right column.
func (d *doc) slipHead(rd roundData, g tournament.Game, y float64, link string) (x, wd, room float64) {
	pdf := d.pdf
	x, wd = margin, pageW-2*margin
	pdf.SetDrawColor(150, 150, 150)
	for _, cy := range []float64{y - 2, y + slipH - 2} {
		pdf.Line(x-6, cy, x-1, cy)
		pdf.Line(x+wd+1, cy, x+wd+6, cy)
	}
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetXY(x, y)
	pdf.SetFont(fontFamily, "", 16)
	title := d.say(fmt.Sprintf("Round %d · Table %d", rd.round.Number, g.Table), fmt.Sprintf("第%d回戦　%d番卓", rd.round.Number, g.Table))
	if g.Label.Ja != "" {
		title += "　" + g.Label.In(d.lang)
	}
	title = d.titled(title) // a slip cut from the page still names its section
	pdf.CellFormat(wd*0.6, 9, title, "", 0, "L", false, 0, "")
	if link != "" {
		room = slipQR + 2
		d.qrCode(link, x+wd-slipQR, y-1, slipQR)
		pdf.SetFont(fontFamily, "", 6.5)
		pdf.SetXY(x+wd-slipQR-14, y+slipQR-2.5)
		pdf.CellFormat(slipQR+14, 3, d.say("Report from your phone", "スマホで結果報告"), "", 0, "R", false, 0, "")
		pdf.SetXY(x+wd*0.6, y)
	}
	pdf.SetFont(fontFamily, "", 9)
	pdf.CellFormat(wd*0.4-room, 9, rd.ev.Name, "", 1, "R", false, 0, "")
	return x, wd, room
}
