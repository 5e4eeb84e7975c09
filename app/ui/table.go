package ui

import (
	"maps"
	"sync"
	"weak"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// column is a table column: its title in English and in Japanese, and its
// width.
type column struct {
	en, ja string
	width  float32
}

// title is the column's title in the GUI's language.
func (c column) title() string { return tr(c.en, c.ja) }

// newTable makes the table every screen uses: a bold header row of the
// columns' titles (header may rename a column at draw time; nil keeps
// the titles), no header column, and text cells from cell. A text wider
// than its column ends in … instead of running into the next column; the
// columns widen with the text size.
func newTable(cols []column, size func() (rows, columns int), cell func(widget.TableCellID) string, header func(col int) string) *widget.Table {
	drawn := drawnCells{}
	t := widget.NewTableWithHeaders(size,
		func() fyne.CanvasObject { return cellLabel(fyne.TextStyle{}) },
		func(id widget.TableCellID, o fyne.CanvasObject) { drawn.set(o.(*widget.Label), cell(id)) })
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject { return cellLabel(fyne.TextStyle{Bold: true}) }
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row >= 0 || id.Col < 0 {
			return
		}
		title := ""
		switch {
		case header != nil:
			title = header(id.Col)
		case id.Col < len(cols):
			title = cols[id.Col].title()
		}
		drawn.set(o.(*widget.Label), title)
	}
	widths := make([]float32, len(cols))
	for i, c := range cols {
		widths[i] = c.width
	}
	zoom := currentZoom()
	setWidths(t, widths, zoom)
	zoomed.Lock()
	if zoomed.tables == nil {
		zoomed.tables = map[weak.Pointer[widget.Table]]*tableWidths{}
	}
	maps.DeleteFunc(zoomed.tables, func(k weak.Pointer[widget.Table], _ *tableWidths) bool { return k.Value() == nil })
	zoomed.tables[weak.Make(t)] = &tableWidths{widths: widths, zoom: zoom}
	zoomed.Unlock()
	return t
}

// cellLabel is a table cell: one line, cut with … where the column ends.
func cellLabel(style fyne.TextStyle) *widget.Label {
	l := widget.NewLabelWithStyle("", fyne.TextAlignLeading, style)
	l.Truncation = fyne.TextTruncateEllipsis
	return l
}

// drawnCells are the theme and variant each cell label of one table was
// last drawn in. A table redraws every visible cell on each change; a
// cell already showing its text in the theme in use is left as it is, as
// redrawing a cut (…) label measures it again with a new text shaper
// (most of the time of recording a result on a 1,000-player event). The
// label shows exactly what a redraw would: its text is the cell's, and a
// new text size or variant redraws it (a resize re-cuts it by itself).
type drawnCells map[*widget.Label]drawnIn

type drawnIn struct {
	theme   fyne.Theme
	variant fyne.ThemeVariant
}

// set shows text in cell label l.
func (d drawnCells) set(l *widget.Label, text string) {
	var now drawnIn
	if a := fyne.CurrentApp(); a != nil {
		now = drawnIn{theme: a.Settings().Theme(), variant: a.Settings().ThemeVariant()}
	}
	if was, ok := d[l]; ok && was == now && l.Text == text {
		return
	}
	d[l] = now
	l.SetText(text)
}

// zoomedWidth is width w (at the standard text size) at the text size in
// use, for screens that set a column's width themselves.
func zoomedWidth(w float32) float32 { return w * currentZoom() }

func setWidths(t *widget.Table, widths []float32, zoom float32) {
	for i, w := range widths {
		t.SetColumnWidth(i, w*zoom)
	}
}

// setColumns gives table t the column widths (at the standard text size)
// of a screen that changes its columns as it redraws: set at the text size
// in use, and kept for the next change of text size.
func setColumns(t *widget.Table, widths []float32) {
	zoom := currentZoom()
	setWidths(t, widths, zoom)
	zoomed.Lock()
	defer zoomed.Unlock()
	if zoomed.tables == nil {
		zoomed.tables = map[weak.Pointer[widget.Table]]*tableWidths{}
	}
	zoomed.tables[weak.Make(t)] = &tableWidths{widths: widths, zoom: zoom}
}

// zoomed are the tables newTable made, with their columns' widths at the
// standard text size and the text size they are set for; a table of a
// closed window is let go.
var zoomed struct {
	sync.Mutex
	tables map[weak.Pointer[widget.Table]]*tableWidths
}

type tableWidths struct {
	widths []float32
	zoom   float32
}

// fitZoom sets the columns of the tables on screen o to the text size in
// use. Each column set redraws its table: a change of text size fits the
// tab shown, and each other tab when it is shown.
func fitZoom(o fyne.CanvasObject) {
	zoom := currentZoom()
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Table:
			zoomed.Lock()
			tw := zoomed.tables[weak.Make(x)]
			fit := tw != nil && tw.zoom != zoom
			if fit {
				tw.zoom = zoom
			}
			zoomed.Unlock()
			if fit {
				setWidths(x, tw.widths, zoom)
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(x.Content)
		}
	}
	walk(o)
}
