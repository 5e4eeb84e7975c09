package sheets

import (
	"fmt"

	"github.com/jung-kurt/gofpdf"

	"taikai/tournament/igo"
)

// The colours of a counted board on paper.
var (
	boardWood = [3]int{236, 196, 120}
	markRed   = [3]int{200, 30, 30}
)

// drawCountBoard draws count c as a board of width w at (x, y): the grid,
// the coordinates (A–T without I, 1 at the bottom, as --dead takes them),
// the stones and the count's marks; the points of differ ringed in red.
func drawCountBoard(d *doc, c igo.Count, x, y, w float64, differ map[igo.Point]bool) {
	pdf := d.pdf
	n := c.Position.Board.Size
	step := w / float64(n+1)
	pdf.SetFillColor(boardWood[0], boardWood[1], boardWood[2])
	pdf.Rect(x, y, w, w, "F")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
	for i := range n {
		a, b := step*float64(i+1), step*float64(n)
		pdf.Line(x+step, y+a, x+b, y+a)
		pdf.Line(x+a, y+step, x+a, y+b)
	}
	// The coordinates in the margin round the grid, clear of the stones
	// (a stone reaches 0.54 step from the board's edge).
	size := min(9, step*1.25) // pt: a capital 0.3 step high
	pdf.SetFont(fontFamily, "", size)
	capH := size * 0.3528 * 0.7
	for i := range n {
		col := string("ABCDEFGHJKLMNOPQRST"[i])
		pdf.Text(x+step*float64(i+1)-pdf.GetStringWidth(col)/2, y+step*0.27+capH/2, col)
		row := fmt.Sprint(n - i)
		pdf.Text(x+step*0.27-pdf.GetStringWidth(row)/2, y+step*float64(i+1)+capH/2, row)
	}
	for _, p := range c.Position.Board.Points() {
		cx, cy := x+step*float64(p.X+1), y+step*float64(p.Y+1)
		drawMark(d, c.At(p), c.Position.Board.At(p), cx, cy, step)
		if differ[p] {
			drawRing(d, cx, cy, step)
		}
	}
}

// drawMark draws what the count made of a point centred at (cx, cy) on a
// grid of step mm: a stone of colour stone with its mark (△ セキ石, a red ×
// on a faded stone taken up, a × on a dead stone left), a square on 地, a
// red diamond on 駄目; nothing on a セキ's 目.
func drawMark(d *doc, m igo.Mark, stone igo.Colour, cx, cy, step float64) {
	pdf := d.pdf
	r := step * 0.46
	switch m {
	case igo.MarkBlackTerritory, igo.MarkWhiteTerritory:
		k := step * 0.2
		if m == igo.MarkBlackTerritory {
			pdf.SetFillColor(0, 0, 0)
		} else {
			pdf.SetFillColor(255, 255, 255)
		}
		pdf.SetLineWidth(0.15)
		pdf.Rect(cx-k, cy-k, 2*k, 2*k, "FD")
	case igo.MarkDame:
		k := step * 0.22
		pdf.SetFillColor(markRed[0], markRed[1], markRed[2])
		pdf.Polygon([]gofpdf.PointType{{X: cx, Y: cy - k}, {X: cx + k, Y: cy}, {X: cx, Y: cy + k}, {X: cx - k, Y: cy}}, "F")
	case igo.MarkLive, igo.MarkSeki, igo.MarkDeadLeft, igo.MarkDeadTaken:
		taken := m == igo.MarkDeadTaken
		drawStone(d, stone, cx, cy, r, taken)
		if m == igo.MarkSeki {
			drawTriangle(d, stone, cx, cy, r*0.62)
		}
		if m == igo.MarkDeadLeft || taken {
			drawCross(d, stone, cx, cy, r*0.55, taken)
		}
	}
}

// drawRing rings a point where the proposals differ.
func drawRing(d *doc, cx, cy, step float64) {
	pdf := d.pdf
	pdf.SetDrawColor(220, 0, 0)
	pdf.SetLineWidth(max(0.3, step*0.06))
	pdf.Circle(cx, cy, step*0.53, "D")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
}

// drawStone draws a stone of colour c; faded draws it pale (a dead stone
// taken up).
func drawStone(d *doc, c igo.Colour, cx, cy, r float64, faded bool) {
	pdf := d.pdf
	switch {
	case faded && c == igo.Black:
		pdf.SetFillColor(150, 150, 150)
		pdf.SetDrawColor(110, 110, 110)
	case faded:
		pdf.SetFillColor(245, 245, 245)
		pdf.SetDrawColor(150, 150, 150)
	case c == igo.Black:
		pdf.SetFillColor(0, 0, 0)
	default:
		pdf.SetFillColor(255, 255, 255)
	}
	pdf.SetLineWidth(0.2)
	pdf.Circle(cx, cy, r, "FD")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
}

// drawTriangle draws △ on a stone of colour c, in the other colour.
func drawTriangle(d *doc, c igo.Colour, cx, cy, k float64) {
	pdf := d.pdf
	if c == igo.Black {
		pdf.SetDrawColor(255, 255, 255)
	}
	pdf.SetLineWidth(max(0.25, k*0.18))
	pdf.Polygon([]gofpdf.PointType{{X: cx, Y: cy - k}, {X: cx + k*0.87, Y: cy + k*0.5}, {X: cx - k*0.87, Y: cy + k*0.5}}, "D")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
}

// drawCross draws × on a stone of colour c: red on a stone taken up, in
// the other colour on one left.
func drawCross(d *doc, c igo.Colour, cx, cy, k float64, taken bool) {
	pdf := d.pdf
	switch {
	case taken:
		pdf.SetDrawColor(markRed[0], markRed[1], markRed[2])
	case c == igo.Black:
		pdf.SetDrawColor(255, 255, 255)
	}
	pdf.SetLineWidth(max(0.3, k*0.2))
	pdf.Line(cx-k, cy-k, cx+k, cy+k)
	pdf.Line(cx-k, cy+k, cx+k, cy-k)
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
}

// drawCountLegend draws the marks of a counted board, each on a piece of
// the board with its meaning, in lines of width w from (x, y); it returns
// the y under it.
func drawCountLegend(d *doc, x, y, w float64, differ bool) float64 {
	pdf := d.pdf
	type item struct {
		marks []igo.Mark
		stone []igo.Colour
		ring  bool
		text  string
	}
	items := []item{
		{[]igo.Mark{igo.MarkLive, igo.MarkLive}, []igo.Colour{igo.Black, igo.White}, false, d.say("stones", "石")},
		{[]igo.Mark{igo.MarkSeki, igo.MarkSeki}, []igo.Colour{igo.Black, igo.White}, false, d.say("seki stones", "セキ石")},
		{[]igo.Mark{igo.MarkDeadTaken, igo.MarkDeadTaken}, []igo.Colour{igo.Black, igo.White}, false, d.say("dead, taken up (the other side's prisoners)", "死に石（取り上げて相手のアゲハマ）")},
		{[]igo.Mark{igo.MarkDeadLeft, igo.MarkDeadLeft}, []igo.Colour{igo.Black, igo.White}, false, d.say("dead, left on the board (no one's)", "死に石（盤上に残す・数えない）")},
		{[]igo.Mark{igo.MarkBlackTerritory, igo.MarkWhiteTerritory}, []igo.Colour{0, 0}, false, d.say("Black's, White's territory", "黒地・白地")},
		{[]igo.Mark{igo.MarkDame}, []igo.Colour{0}, false, d.say("dame", "駄目")},
		{[]igo.Mark{igo.MarkSekiEye}, []igo.Colour{0}, false, d.say("a seki's eye (no one's)", "セキの目（数えない）")},
	}
	if differ {
		items = append(items, item{[]igo.Mark{igo.MarkSekiEye}, []igo.Colour{0}, true, d.say("where the proposals differ", "終局案の違う点")})
	}
	const step, gap, lineH = 4.6, 3.5, 5.6
	pdf.SetFont(fontFamily, "", 8)
	cx, cy := x, y
	for _, it := range items {
		wd := step*float64(len(it.marks)) + 1 + pdf.GetStringWidth(it.text)
		if cx > x && cx+wd > x+w {
			cx, cy = x, cy+lineH
		}
		pdf.SetFillColor(boardWood[0], boardWood[1], boardWood[2])
		pdf.Rect(cx, cy, step*float64(len(it.marks)), step, "F")
		for i, m := range it.marks {
			px, py := cx+step*(float64(i)+0.5), cy+step/2
			pdf.SetLineWidth(0.1)
			pdf.Line(px-step/2, py, px+step/2, py)
			pdf.Line(px, py-step/2, px, py+step/2)
			drawMark(d, m, it.stone[i], px, py, step)
			if it.ring {
				drawRing(d, px, py, step)
			}
		}
		pdf.Text(cx+step*float64(len(it.marks))+1, cy+step*0.75, it.text)
		cx += wd + gap
	}
	return cy + lineH
}
