package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// flowLayout lays out a bar of buttons in a line, going on to a second
// line (and more) when the width given leaves no room: a narrow window or
// a large text size never cuts a button off or widens the window. Its
// minimum height is the lines it took at the width it was last given (one
// before it is first laid out); when that changes, relayout lays out the
// screen around it again.
type flowLayout struct {
	width    float32 // the width last laid out at; 0 before
	lines    int     // the lines taken at that width
	relayout func()
	busy     bool
}

func newFlowLayout(relayout func()) *flowLayout { return &flowLayout{relayout: relayout} }

// place positions objects at width (move is false to only count the
// lines) and returns the number of lines and the widest object.
func (l *flowLayout) place(objects []fyne.CanvasObject, width float32, move bool) (lines int, widest, height float32) {
	pad := theme.Padding()
	for _, o := range objects {
		if o.Visible() {
			s := o.MinSize()
			widest, height = max(widest, s.Width), max(height, s.Height)
		}
	}
	x, lines := float32(0), 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		s := o.MinSize()
		if lines == 0 || (x > 0 && x+s.Width > width) {
			lines++
			x = 0
		}
		if move {
			o.Move(fyne.NewPos(x, float32(lines-1)*(height+pad)))
			o.Resize(fyne.NewSize(s.Width, height))
		}
		x += s.Width + pad
	}
	return lines, widest, height
}

func (l *flowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	lines, widest, height := 1, float32(0), float32(0)
	if l.width > 0 {
		lines, widest, height = l.place(objects, l.width, false)
	} else {
		_, widest, height = l.place(objects, 0, false)
	}
	lines = max(lines, 1)
	return fyne.NewSize(widest, float32(lines)*height+float32(lines-1)*theme.Padding())
}

func (l *flowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if size.Width <= 0 {
		return
	}
	lines, _, _ := l.place(objects, size.Width, true)
	changed := lines != l.lines && l.width > 0 || l.width == 0 && lines > 1
	l.width, l.lines = size.Width, lines
	if changed && l.relayout != nil && !l.busy {
		// The screen laid this bar out at its old height: lay it out again.
		l.busy = true
		fyne.Do(func() {
			l.relayout()
			l.busy = false
		})
	}
}
