package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// column is a table column: its English title (a translation key) and width.
type column struct {
	title string
	width float32
}

// newTable makes the table every screen uses: a bold header row of
// translated titles (header may rename a column at draw time; nil keeps
// the titles), no header column, and text cells from cell.
func newTable(cols []column, size func() (rows, columns int), cell func(widget.TableCellID) string, header func(col int) string) *widget.Table {
	t := widget.NewTableWithHeaders(size,
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(id widget.TableCellID, o fyne.CanvasObject) { o.(*widget.Label).SetText(cell(id)) })
	t.ShowHeaderColumn = false
	t.CreateHeader = func() fyne.CanvasObject {
		return widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	t.UpdateHeader = func(id widget.TableCellID, o fyne.CanvasObject) {
		if id.Row >= 0 || id.Col < 0 {
			return
		}
		title := ""
		switch {
		case header != nil:
			title = header(id.Col)
		case id.Col < len(cols):
			title = T(cols[id.Col].title)
		}
		o.(*widget.Label).SetText(title)
	}
	for i, c := range cols {
		t.SetColumnWidth(i, c.width)
	}
	return t
}
