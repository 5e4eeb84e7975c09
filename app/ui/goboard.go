package ui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"taikai/tournament/igo"
)

// boardPicture is what a Go board shows: the stones, the count's marks (nil
// before a count), the unofficial stones (駄目詰め, 手入れ: □/■) and the
// points to ring (where two proposals differ).
type boardPicture struct {
	board      igo.Board
	marks      func(igo.Point) igo.Mark
	unofficial map[igo.Point]bool
	ring       map[igo.Point]bool
}

// goBoard is a Go board the arbiter clicks: a primary click (tap) or a
// secondary one (right click) on a point calls onTap.
type goBoard struct {
	widget.BaseWidget
	picture func() boardPicture
	onTap   func(p igo.Point, secondary bool)
}

func newGoBoard(picture func() boardPicture, onTap func(igo.Point, bool)) *goBoard {
	b := &goBoard{picture: picture, onTap: onTap}
	b.ExtendBaseWidget(b)
	return b
}

// MinSize is room for a 19路 board at a readable size.
func (b *goBoard) MinSize() fyne.Size { return fyne.NewSize(380, 380) }

// geometry is the board's origin and the distance between lines for a
// widget of size sz and a board of n lines.
func boardGeometry(sz fyne.Size, n int) (x0, y0, step float32) {
	side := min(sz.Width, sz.Height)
	step = side / float32(n+1)
	return (sz.Width-side)/2 + step, (sz.Height-side)/2 + step, step
}

// pointAt is the point nearest to pos, if it is on the board.
func (b *goBoard) pointAt(pos fyne.Position) (igo.Point, bool) {
	n := b.picture().board.Size
	if n == 0 {
		return igo.Point{}, false
	}
	x0, y0, step := boardGeometry(b.Size(), n)
	x := int((pos.X-x0)/step+0.5+1) - 1
	y := int((pos.Y-y0)/step+0.5+1) - 1
	p := igo.Point{X: x, Y: y}
	return p, x >= 0 && y >= 0 && x < n && y < n
}

// Tapped implements fyne.Tappable.
func (b *goBoard) Tapped(ev *fyne.PointEvent) {
	if p, ok := b.pointAt(ev.Position); ok && b.onTap != nil {
		b.onTap(p, false)
	}
}

// TappedSecondary implements fyne.SecondaryTappable.
func (b *goBoard) TappedSecondary(ev *fyne.PointEvent) {
	if p, ok := b.pointAt(ev.Position); ok && b.onTap != nil {
		b.onTap(p, true)
	}
}

// CreateRenderer implements fyne.Widget.
func (b *goBoard) CreateRenderer() fyne.WidgetRenderer {
	r := &goBoardRenderer{b: b, wood: canvas.NewRectangle(color.NRGBA{R: 226, G: 184, B: 106, A: 255})}
	r.build()
	return r
}

type goBoardRenderer struct {
	b       *goBoard
	wood    *canvas.Rectangle
	objects []fyne.CanvasObject
}

var (
	stoneBlack = color.NRGBA{A: 255}
	stoneWhite = color.NRGBA{R: 250, G: 250, B: 250, A: 255}
	markRed    = color.NRGBA{R: 210, G: 20, B: 20, A: 255}
	fadedBlack = color.NRGBA{R: 120, G: 120, B: 120, A: 150}
	fadedWhite = color.NRGBA{R: 255, G: 255, B: 255, A: 130}
)

func (r *goBoardRenderer) Layout(fyne.Size) { r.build() }

func (r *goBoardRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *goBoardRenderer) Refresh() {
	r.build()
	canvas.Refresh(r.b)
}

func (r *goBoardRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *goBoardRenderer) Destroy() {}

// build makes the board's objects for its size and picture: the wood, the
// lines and coordinates, then each point's stone and marks.
func (r *goBoardRenderer) build() {
	pic := r.b.picture()
	sz := r.b.Size()
	n := pic.board.Size
	r.objects = r.objects[:0]
	if n == 0 || sz.Width <= 0 {
		return
	}
	x0, y0, step := boardGeometry(sz, n)
	side := step * float32(n+1)
	r.wood.Move(fyne.NewPos(x0-step, y0-step))
	r.wood.Resize(fyne.NewSize(side, side))
	objs := []fyne.CanvasObject{r.wood}
	end := step * float32(n-1)
	// The coordinates and the marks' strokes follow the board's size, held
	// readable on a small 19路 board and not heavy on a large 9路 one: a
	// seki's △ drawn as thick as on a 9路 board read as a black stone at 19路.
	coord := clamp(step*0.5, min(12, step*0.8), 20)
	thin, thick := clamp(step*0.05, 1.2, 2), clamp(step*0.065, 1.5, 2.6)
	for i := range n {
		d := step * float32(i)
		objs = append(objs, line(x0, y0+d, x0+end, y0+d, color.Black, 1), line(x0+d, y0, x0+d, y0+end, color.Black, 1))
		objs = append(objs, label(string("ABCDEFGHJKLMNOPQRST"[i]), x0+d, y0-step*0.75, coord),
			label(strconv.Itoa(n-i), x0-step*0.75, y0+d, coord))
	}
	rad := step * 0.47
	for _, p := range pic.board.Points() {
		cx, cy := x0+step*float32(p.X), y0+step*float32(p.Y)
		stone := pic.board.At(p)
		m := igo.MarkLive
		if pic.marks != nil {
			m = pic.marks(p)
		}
		if stone != 0 {
			fill, edge := stoneBlack, color.Color(stoneBlack)
			if stone == igo.White {
				fill = stoneWhite
			}
			if m == igo.MarkDeadTaken {
				fill = fadedBlack
				if stone == igo.White {
					fill = fadedWhite
				}
				edge = fadedBlack
			}
			c := canvas.NewCircle(fill)
			c.StrokeColor, c.StrokeWidth = edge, 1
			place(c, cx-rad, cy-rad, 2*rad, 2*rad)
			objs = append(objs, c)
		}
		other := color.Color(stoneBlack)
		if stone == igo.Black {
			other = stoneWhite
		}
		k := step * 0.22
		switch m {
		case igo.MarkBlackTerritory, igo.MarkWhiteTerritory:
			fill := color.Color(stoneBlack)
			if m == igo.MarkWhiteTerritory {
				fill = stoneWhite
			}
			sq := canvas.NewRectangle(fill)
			sq.StrokeColor, sq.StrokeWidth = stoneBlack, 1
			place(sq, cx-k, cy-k, 2*k, 2*k)
			objs = append(objs, sq)
		case igo.MarkDame:
			objs = append(objs, line(cx-k, cy, cx, cy-k, markRed, thin), line(cx, cy-k, cx+k, cy, markRed, thin),
				line(cx+k, cy, cx, cy+k, markRed, thin), line(cx, cy+k, cx-k, cy, markRed, thin))
		case igo.MarkSeki:
			t := rad * 0.6
			objs = append(objs, line(cx, cy-t, cx+t*0.87, cy+t*0.5, other, thin), line(cx+t*0.87, cy+t*0.5, cx-t*0.87, cy+t*0.5, other, thin),
				line(cx-t*0.87, cy+t*0.5, cx, cy-t, other, thin))
		case igo.MarkDeadTaken, igo.MarkDeadLeft:
			col := other
			if m == igo.MarkDeadTaken {
				col = markRed
			}
			t := rad * 0.55
			objs = append(objs, line(cx-t, cy-t, cx+t, cy+t, col, thick), line(cx-t, cy+t, cx+t, cy-t, col, thick))
		}
		if pic.unofficial[p] && stone != 0 {
			sq := canvas.NewRectangle(color.Transparent)
			sq.StrokeColor, sq.StrokeWidth = other, thin
			t := rad * 0.35
			place(sq, cx-t, cy-t, 2*t, 2*t)
			objs = append(objs, sq)
		}
		if pic.ring[p] {
			c := canvas.NewCircle(color.Transparent)
			c.StrokeColor, c.StrokeWidth = markRed, thick
			place(c, cx-rad*1.2, cy-rad*1.2, 2.4*rad, 2.4*rad)
			objs = append(objs, c)
		}
	}
	r.objects = objs
}

// line is a line from (x1, y1) to (x2, y2).
func line(x1, y1, x2, y2 float32, c color.Color, width float32) *canvas.Line {
	l := canvas.NewLine(c)
	l.StrokeWidth = width
	l.Position1, l.Position2 = fyne.NewPos(x1, y1), fyne.NewPos(x2, y2)
	return l
}

// label is a coordinate centred on (x, y).
func label(s string, x, y, size float32) *canvas.Text {
	t := canvas.NewText(s, color.Black)
	t.TextSize = size
	t.Alignment = fyne.TextAlignCenter
	place(t, x-size, y-size*0.7, 2*size, size*1.4)
	return t
}

// place moves o to (x, y) at size w×h.
func place(o fyne.CanvasObject, x, y, w, h float32) {
	o.Move(fyne.NewPos(x, y))
	o.Resize(fyne.NewSize(w, h))
}

// clamp is v held between lo and hi.
func clamp(v, lo, hi float32) float32 { return max(lo, min(v, hi)) }
