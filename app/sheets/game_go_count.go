package sheets

import (
	"fmt"
	"strings"

	"github.com/jung-kurt/gofpdf"

	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/pairgo"
)

// Go and Pair Go draw the counted boards of a dispute (終局処理) on its
// ruling record: the seed's 棋譜3点セット keeps both proposals.
func init() {
	countPages[igo.Kind] = goCountPage
	countPages[pairgo.Kind] = goCountPage
}

// goCountPage draws the newest proposal of each side of dispute disp on a
// page of its own: the boards with the count's marks, each count, and where
// the proposals differ.
func goCountPage(d *doc, rd roundData, g tournament.Game, disp *tournament.Dispute) {
	type shown struct {
		p tournament.CountProposal
		c igo.Count
	}
	var boards []shown
	for _, side := range []string{tournament.CountBlack, tournament.CountWhite, tournament.CountArbiter} {
		p, ok := disp.LatestCount(side)
		if !ok {
			continue
		}
		pos, err := igo.ParsePosition(p.Board)
		if err != nil {
			continue // a stored board always reads; a damaged one is not drawn
		}
		pos.Captured = p.Captures
		c, err := igo.CountPosition(pos, 0)
		if err != nil {
			continue
		}
		boards = append(boards, shown{p, c})
	}
	if len(boards) == 0 {
		return
	}
	pdf := d.pdf
	pdf.AddPage()
	d.begin()
	pdf.SetFont(fontFamily, "", 15)
	pdf.CellFormat(0, 9, d.say(fmt.Sprintf("Table %d: the proposals counted on the board", g.Table), fmt.Sprintf("%d番卓：盤面で計算した終局案", g.Table)), "", 1, "L", false, 0, "")
	pdf.SetFont(fontFamily, "", 9)
	pdf.MultiCell(0, 4.5, d.say("● ○ stones; △ seki stones (セキ石); × dead stones (grey: taken up into the other side's prisoners; black: left in a seki's eye); ■ □ territory; ◇ dame; red rings: where the proposals differ.",
		"●○ 石、△ セキ石、× 死に石（灰色は取り上げて相手のアゲハマに、黒はセキの目に残る）、■□ 黒地・白地、◇ 駄目、赤い丸：終局案の違う点"), "", "L", false)
	pdf.Ln(2)
	var differ map[igo.Point]bool
	if len(boards) >= 2 {
		differ = proposalsDiffer(boards[0].c.Position, boards[1].c.Position)
	}
	const w = 90.0
	top := pdf.GetY()
	for i, b := range boards {
		x := margin + float64(i%2)*(w+6)
		y := top + float64(i/2)*(w+40)
		if i == 2 && y+w+30 > pageH-margin {
			pdf.AddPage()
			d.begin()
			y = pdf.GetY()
		}
		pdf.SetXY(x, y)
		pdf.SetFont(fontFamily, "", 12)
		who := tournament.CountSideName(rd.ev.Game, b.p.Side).In(d.lang)
		pdf.CellFormat(w, 7, who+"　"+tournament.ResultText(rd.ev, b.p.Claim, d.lang), "", 2, "L", false, 0, "")
		drawCountBoard(d, b.c, x, y+8, w, differ)
		pdf.SetXY(x, y+8+w+1)
		pdf.SetFont(fontFamily, "", 8.5)
		pdf.MultiCell(w, 4, b.p.Summary.In(d.lang), "", "L", false)
		pdf.SetX(x)
		when := b.p.Time.Local().Format("15:04")
		if b.p.By != "" {
			when += "　" + b.p.By
		}
		pdf.CellFormat(w, 4, when, "", 2, "L", false, 0, "")
	}
	if len(differ) > 0 {
		pdf.SetXY(margin, top+w+40)
		if len(boards) > 2 {
			pdf.SetXY(margin, pdf.GetY()+4)
		}
		pdf.SetFont(fontFamily, "", 10.5)
		pdf.MultiCell(0, 5, d.say("Where the proposals differ: ", "終局案の違う点：")+differText(d, boards[0].c.Position, boards[1].c.Position, differ,
			tournament.CountSideName(rd.ev.Game, boards[0].p.Side).In(d.lang), tournament.CountSideName(rd.ev.Game, boards[1].p.Side).In(d.lang)), "", "L", false)
	}
}

// proposalsDiffer is the points where two proposals of the same game
// differ: a stone (an unofficial stone of one of them) or its dead mark.
func proposalsDiffer(a, b igo.Position) map[igo.Point]bool {
	out := map[igo.Point]bool{}
	if a.Board.Size != b.Board.Size {
		return out
	}
	for _, p := range a.Board.Points() {
		if a.Board.At(p) != b.Board.At(p) || a.IsDead(p) != b.IsDead(p) {
			out[p] = true
		}
	}
	return out
}

// differText names the differing points in words: each chain once, by its
// first point, dead or alive in each proposal (named nameA and nameB),
// and the stones one has only.
func differText(d *doc, a, b igo.Position, differ map[igo.Point]bool, nameA, nameB string) string {
	size := a.Board.Size
	seen := map[igo.Point]bool{}
	var parts []string
	life := func(p igo.Position, q igo.Point) string {
		if p.IsDead(q) {
			return d.say("dead", "死に石")
		}
		return d.say("alive", "活き石")
	}
	for _, q := range a.Board.Points() {
		if !differ[q] || seen[q] {
			continue
		}
		if a.Board.At(q) != b.Board.At(q) {
			seen[q] = true
			who := nameA
			if a.Board.At(q) == 0 {
				who = nameB
			}
			parts = append(parts, fmt.Sprintf(d.say("%s: a stone in %s only (駄目詰め or 手入れ)", "%s：%sだけにある石（駄目詰め・手入れ）"), q.GTP(size), who))
			continue
		}
		for _, s := range a.Board.Chain(q) {
			seen[s] = true
		}
		parts = append(parts, fmt.Sprintf(d.say("the chain at %s: %s in %s, %s in %s", "%s の石団：%sは%s、%sは%s"),
			q.GTP(size), d.say(life(a, q), nameA), d.say(nameA, life(a, q)), d.say(life(b, q), nameB), d.say(nameB, life(b, q))))
	}
	return strings.Join(parts, d.say("; ", "、"))
}

// drawCountBoard draws count c as a board of width w at (x, y): the grid,
// the coordinates, the stones and the count's marks; the points of differ
// ringed in red.
func drawCountBoard(d *doc, c igo.Count, x, y, w float64, differ map[igo.Point]bool) {
	pdf := d.pdf
	n := c.Position.Board.Size
	step := w / float64(n+1)
	px := func(p igo.Point) (float64, float64) {
		return x + step*float64(p.X+1), y + step*float64(p.Y+1)
	}
	pdf.SetFillColor(236, 196, 120) // the board's wood
	pdf.Rect(x, y, w, w, "F")
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
	for i := range n {
		a, b := step*float64(i+1), step*float64(n)
		pdf.Line(x+step, y+a, x+b, y+a)
		pdf.Line(x+a, y+step, x+a, y+b)
	}
	pdf.SetFont(fontFamily, "", max(4, step*1.3))
	for i := range n {
		col := string("ABCDEFGHJKLMNOPQRST"[i])
		pdf.Text(x+step*float64(i+1)-step*0.18, y+step*0.55, col)
		pdf.Text(x+step*0.1, y+step*float64(i+1)+step*0.15, fmt.Sprint(n-i))
	}
	r := step * 0.46
	for _, p := range c.Position.Board.Points() {
		cx, cy := px(p)
		stone := c.Position.Board.At(p)
		switch m := c.At(p); m {
		case igo.MarkBlackTerritory, igo.MarkWhiteTerritory:
			k := step * 0.22
			if m == igo.MarkBlackTerritory {
				pdf.SetFillColor(0, 0, 0)
			} else {
				pdf.SetFillColor(255, 255, 255)
			}
			pdf.Rect(cx-k, cy-k, 2*k, 2*k, "FD")
		case igo.MarkDame:
			k := step * 0.22
			pdf.SetFillColor(200, 40, 40)
			pdf.Polygon([]gofpdf.PointType{{X: cx, Y: cy - k}, {X: cx + k, Y: cy}, {X: cx, Y: cy + k}, {X: cx - k, Y: cy}}, "F")
		case igo.MarkLive, igo.MarkSeki, igo.MarkDeadLeft, igo.MarkDeadTaken:
			grey := m == igo.MarkDeadTaken
			drawStone(d, stone, cx, cy, r, grey)
			if m == igo.MarkSeki {
				drawTriangle(d, stone, cx, cy, r*0.6)
			}
			if m == igo.MarkDeadLeft || m == igo.MarkDeadTaken {
				drawCross(d, stone, cx, cy, r*0.55, grey)
			}
		}
		if differ[p] {
			pdf.SetDrawColor(220, 0, 0)
			pdf.SetLineWidth(0.5)
			pdf.Circle(cx, cy, r*1.15, "D")
			pdf.SetDrawColor(0, 0, 0)
			pdf.SetLineWidth(0.15)
		}
	}
}

// drawStone draws a stone of colour c; grey draws it faded (a dead stone
// taken up).
func drawStone(d *doc, c igo.Colour, cx, cy, r float64, grey bool) {
	pdf := d.pdf
	switch {
	case grey && c == igo.Black:
		pdf.SetFillColor(150, 150, 150)
	case grey:
		pdf.SetFillColor(235, 235, 235)
	case c == igo.Black:
		pdf.SetFillColor(0, 0, 0)
	default:
		pdf.SetFillColor(255, 255, 255)
	}
	pdf.SetLineWidth(0.2)
	pdf.Circle(cx, cy, r, "FD")
	pdf.SetLineWidth(0.15)
}

// drawTriangle draws △ on a stone of colour c, in the other colour.
func drawTriangle(d *doc, c igo.Colour, cx, cy, k float64) {
	pdf := d.pdf
	if c == igo.Black {
		pdf.SetDrawColor(255, 255, 255)
	}
	pdf.SetLineWidth(0.35)
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
		pdf.SetDrawColor(200, 0, 0)
	case c == igo.Black:
		pdf.SetDrawColor(255, 255, 255)
	}
	pdf.SetLineWidth(0.4)
	pdf.Line(cx-k, cy-k, cx+k, cy+k)
	pdf.Line(cx-k, cy+k, cx+k, cy-k)
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.15)
}
