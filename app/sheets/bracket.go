package sheets

import (
	"io"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

func init() {
	register(Sheet{Key: "bracket", Title: tournament.Text{En: "Bracket", Ja: "トーナメント表"}, Swiss: true,
		Offered: func(s *tournament.Service) error { _, err := knockout.BracketView(s); return err },
		Render:  renderBracket})
}

const (
	// bracketA4Lines is the most lines printed on A4; a larger bracket is
	// printed on A3, up to bracketMaxLines.
	bracketA4Lines  = 16
	bracketMaxLines = 64
	headingH        = 7.0 // the rounds' headings, mm
)

// winRGB is the colour of a winner's path (勝ち上がりの赤線).
var winRGB = [3]int{200, 0, 0}

// renderBracket prints a knockout section's bracket (トーナメント表) on one
// landscape page, A4 up to 16 lines, A3 beyond: the entrants on the lines
// at the left with their seed and where they came from, a column per
// round, each winner's path in red with the name and the game's result
// written on it as the games are played, the champion at the right and
// the 3位決定戦 below.
func renderBracket(s *tournament.Service, _ int, opt Options, w io.Writer) error {
	ev, err := s.Event()
	if err != nil {
		return err
	}
	bd, err := knockout.BracketView(s)
	if err != nil {
		return err
	}
	if bd.Lines > bracketMaxLines {
		return tournament.NewProblem(tournament.ErrInvalidInput, "the bracket sheet prints at most %d lines; this bracket has %d: print the pairing lists instead (or `taikai bracket` as text)",
			"トーナメント表の印刷は %d 枠までです（この表は %d 枠）。対戦表を印刷するか、`taikai bracket` で文字の表を出してください", bracketMaxLines, bd.Lines)
	}
	size := "A4"
	if bd.Lines > bracketA4Lines {
		size = "A3"
	}
	d := newDocSized(ev, "", opt, "L", size)
	d.retitle(d.say("Bracket", "トーナメント表"))
	d.begin()
	// One page: the bracket is sized to fit, its lines never broken.
	d.pdf.SetAutoPageBreak(false, 0)
	b := newBracketPage(d, bd)
	b.draw(bd)
	return d.write(w)
}

// bracketPage is the geometry of a bracket on the page (mm).
type bracketPage struct {
	d                  *doc
	left, top          float64
	nameW, colW, champ float64
	rowH, size         float64
	rounds             int
}

func newBracketPage(d *doc, bd knockout.BracketDrawing) *bracketPage {
	pw, ph := d.pdf.GetPageSize()
	b := &bracketPage{d: d, left: margin, top: d.pdf.GetY(), rounds: len(bd.Rounds)}
	usable := pw - 2*margin
	b.nameW, b.champ = usable*0.24, usable*0.17
	b.colW = (usable - b.nameW - b.champ) / float64(b.rounds)
	room := ph - 16 - b.top - headingH
	if bd.ThirdPlace != nil {
		room -= headingH + 2*min(10, room/float64(bd.Lines+3)) + 4
	}
	b.rowH = min(10, room/float64(bd.Lines))
	b.size = max(minFont, min(11, b.rowH*0.6/0.3528))
	return b
}

// x is the right end of round r's column (r = 0: the names').
func (b *bracketPage) x(r int) float64 { return b.left + b.nameW + float64(r)*b.colW }

func (b *bracketPage) draw(bd knockout.BracketDrawing) {
	pdf := b.d.pdf
	pdf.SetFont(fontFamily, "", b.size)
	// The headings: each round over its column, the champion's last.
	for r, round := range bd.Rounds {
		b.text(b.x(r), b.top, b.colW, headingH, round.Title.In(b.d.lang), b.size, "C")
	}
	b.text(b.x(b.rounds), b.top, b.champ, headingH, knockout.BracketChampionTitle.In(b.d.lang), b.size, "C")
	// ys holds the y of each entry of the round being drawn.
	ys := make([]float64, bd.Lines)
	for i := range ys {
		ys[i] = b.top + headingH + (float64(i)+0.5)*b.rowH
	}
	for _, m := range bd.Rounds[0].Matches {
		b.leaf(m.Top, ys[2*m.Slot])
		b.leaf(m.Bottom, ys[2*m.Slot+1])
	}
	for r, round := range bd.Rounds {
		next := make([]float64, len(ys)/2)
		for _, m := range round.Matches {
			next[m.Slot] = b.match(m, b.x(r), b.x(r+1), ys[2*m.Slot], ys[2*m.Slot+1], b.outW(r+1))
		}
		ys = next
	}
	b.out(b.x(b.rounds), ys[0], bd.Champion.Known())
	if bd.ThirdPlace != nil {
		b.thirdPlace(*bd.ThirdPlace, b.top+headingH+float64(bd.Lines)*b.rowH+4)
	}
}

// outW is the width of the column where the winner of a game of round r
// is written: the next round's, or the champion's.
func (b *bracketPage) outW(r int) float64 {
	if r == b.rounds {
		return b.champ
	}
	return b.colW
}

// leaf writes an entrant of the first round on its line: seed, name and
// where it came from (a bye's line stays empty).
func (b *bracketPage) leaf(e knockout.BracketEntry, y float64) {
	if !e.Known() {
		return
	}
	seedW := b.size * 0.3528 * 2.2
	b.d.pdf.SetTextColor(90, 90, 90)
	b.text(b.left, y-b.rowH/2, seedW, b.rowH, strconv.Itoa(e.Seed), b.size*0.8, "R")
	b.d.pdf.SetTextColor(0, 0, 0)
	b.text(b.left+seedW+1, y-b.rowH/2, b.nameW-seedW-2, b.rowH, entryText(e, b.d.lang), b.size, "L")
}

// entryText is an entrant as the sheet writes it: 山田 太郎（A組1位）.
func entryText(e knockout.BracketEntry, l tournament.Lang) string {
	if o := e.Origin.In(l); o != "" {
		return e.Name + "（" + o + "）"
	}
	return e.Name
}

// match draws game m joining the entries at yTop and yBot: their lines
// from x0 to x1 (none for a bye's empty line), the joint at x1, the
// winner's path in red, and, in the column after x1 (width outW), the
// winner's name over the line that leaves the joint and the result under
// it. It returns the y of that line.
func (b *bracketPage) match(m knockout.BracketMatch, x0, x1, yTop, yBot, outW float64) float64 {
	pdf := b.d.pdf
	mid := (yTop + yBot) / 2
	plain := func() { pdf.SetDrawColor(0, 0, 0); pdf.SetLineWidth(0.3) }
	red := func() { pdf.SetDrawColor(winRGB[0], winRGB[1], winRGB[2]); pdf.SetLineWidth(0.9) }
	plain()
	if !m.Top.Bye {
		pdf.Line(x0, yTop, x1, yTop)
	}
	if !m.Bottom.Bye {
		pdf.Line(x0, yBot, x1, yBot)
	}
	if !m.Bye {
		pdf.Line(x1, yTop, x1, yBot)
	}
	switch {
	case m.Bye && m.Top.Bye:
		pdf.Line(x1, yBot, x1, mid)
	case m.Bye:
		pdf.Line(x1, yTop, x1, mid)
	case m.TopWon():
		red()
		pdf.Line(x0, yTop, x1, yTop)
		pdf.Line(x1, yTop, x1, mid)
	case m.BottomWon():
		red()
		pdf.Line(x0, yBot, x1, yBot)
		pdf.Line(x1, yBot, x1, mid)
	}
	plain()
	if m.Winner != 0 && !m.Bye {
		winner := m.Top
		if m.BottomWon() {
			winner = m.Bottom
		}
		h := min(b.rowH, mid-yTop)
		b.text(x1+1, mid-h, outW-2, h, winner.Name, b.size*0.9, "L")
	}
	if res := b.result(m); res != "" {
		pdf.SetTextColor(90, 90, 90)
		b.text(x1+1, mid+0.3, outW-2, min(b.rowH, mid-yTop)*0.8, res, b.size*0.7, "L")
		pdf.SetTextColor(0, 0, 0)
	}
	return mid
}

// result is what the sheet writes under a game: its recorded result, or
// that it was not played.
func (b *bracketPage) result(m knockout.BracketMatch) string {
	if m.Walkover {
		return b.d.say("won by default", "不戦勝")
	}
	if w := m.Words.In(b.d.lang); w != "" {
		return w // the game's words, not its code (先手勝ち, not sente)
	}
	return m.Result
}

// out draws the line from the final's (or the playoff's) joint at (x, y)
// into the column of its winner: red once won.
func (b *bracketPage) out(x, y float64, won bool) {
	pdf := b.d.pdf
	if won {
		pdf.SetDrawColor(winRGB[0], winRGB[1], winRGB[2])
		pdf.SetLineWidth(0.9)
	}
	pdf.Line(x, y, x+b.champ*0.9, y)
	pdf.SetDrawColor(0, 0, 0)
	pdf.SetLineWidth(0.3)
}

// thirdPlace draws the 3位決定戦 under the bracket from y: its heading, its
// two entrants (blank until the semi-finals are won), its winner.
func (b *bracketPage) thirdPlace(m knockout.BracketMatch, y float64) {
	b.text(b.left, y, b.nameW, headingH, knockout.BracketThirdPlaceTitle.In(b.d.lang), b.size, "L")
	h := min(10, b.rowH*1.2)
	yTop, yBot := y+headingH+h/2, y+headingH+1.5*h
	for _, e := range []struct {
		knockout.BracketEntry
		y float64
	}{{m.Top, yTop}, {m.Bottom, yBot}} {
		if e.Known() {
			b.text(b.left, e.y-h/2, b.nameW-2, h, entryText(e.BracketEntry, b.d.lang), b.size, "L")
		}
	}
	x0, x1 := b.left+b.nameW, b.left+b.nameW+b.colW
	b.out(x1, b.match(m, x0, x1, yTop, yBot, b.champ), m.Winner != 0)
}

// text writes s in the box at (x, y), w×h, at size pt at most (fitted).
func (b *bracketPage) text(x, y, w, h float64, s string, size float64, align string) {
	pdf := b.d.pdf
	pdf.SetXY(x, y)
	pdf.SetFontSize(size)
	pdf.CellFormat(w, h, fitText(pdf, s, w, size), "", 0, align, false, 0, "")
}
