package exports

import (
	"archive/zip"
	"fmt"
	"io"
	"strconv"
	"sync"

	"github.com/klauspost/compress/flate"
	"github.com/xuri/excelize/v2"

	"taikai/app/internal/textwidth"
	"taikai/tournament"
)

// The Excel workbook of a section (issue 29): its participants (the
// columns `players import` reads, so that the sheet imports back), every
// round's pairings, the standings with their tiebreak columns and the
// crosstable, each on a sheet of its Japanese name, with a bold, frozen
// header row and columns as wide as their content.
func init() {
	register(Format{Key: "xlsx", Ext: ".xlsx", Binary: true,
		Title: tournament.Text{En: "Excel workbook (participants, pairings, standings, crosstable)", Ja: "Excel ブック（参加者・組合せ・成績・対戦表）"},
		Write: writeWorkbook})
}

// The sheets of the workbook, in order.
const (
	SheetParticipants = "参加者"
	SheetPairings     = "組合せ"
	SheetStandings    = "成績"
	SheetCrosstable   = "対戦表"
)

// sheet is one worksheet's content: a header row, then rows whose cells
// are strings, ints or float64s (numbers stay numbers, for sorting and
// sums in Excel).
type sheet struct {
	name   string
	header []string
	rows   [][]any
}

// writeWorkbook writes section s as an .xlsx workbook to w.
func writeWorkbook(s *tournament.Service, w io.Writer) error {
	d, err := readSection(s)
	if err != nil {
		return err
	}
	f, bold, err := newWorkbook()
	if err != nil {
		return err
	}
	defer f.Close()
	if err := addSheets(f, d.sheets(), bold, true); err != nil {
		return err
	}
	return f.Write(w)
}

// fastWriters are deflate's fastest writers, kept between the parts of a
// workbook (each is a megabyte of tables).
var fastWriters sync.Pool

// fastDeflate compresses a part of a workbook to out at deflate's fastest
// level, by klauspost/compress's deflate: for a 1,024-player workbook's
// sheets 6.7 ms against the standard library's 11–12 ms at its fastest,
// and 2 % smaller (issue 40).
func fastDeflate(out io.Writer) (io.WriteCloser, error) {
	if fw, ok := fastWriters.Get().(*flate.Writer); ok {
		fw.Reset(out)
		return pooledDeflate{fw}, nil
	}
	fw, err := flate.NewWriter(out, flate.BestSpeed)
	return pooledDeflate{fw}, err
}

// pooledDeflate is a fast writer that goes back to fastWriters when
// closed.
type pooledDeflate struct{ *flate.Writer }

func (p pooledDeflate) Close() error {
	err := p.Writer.Close()
	fastWriters.Put(p.Writer)
	return err
}

// newWorkbook is an empty workbook the sheets are streamed into, with the
// header rows' style (bold on light blue, a line under). Its parts are
// compressed at deflate's fastest level (fastDeflate): at the standard
// library's default, compressing was a third of a 1,024-player export's
// time (issue 40), for a file a few per cent smaller. The first sheet is
// the one Excel opens on, set before the sheets are streamed (after,
// excelize would read each streamed sheet back).
func newWorkbook() (f *excelize.File, bold int, err error) {
	f = excelize.NewFile()
	f.SetZipWriter(func(w io.Writer) excelize.ZipWriter {
		zw := zip.NewWriter(w)
		zw.RegisterCompressor(zip.Deflate, fastDeflate)
		return zw
	})
	bold, err = f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true},
		Fill:   excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"DDEBF7"}},
		Border: []excelize.Border{{Type: "bottom", Color: "808080", Style: 1}}})
	if err != nil {
		f.Close()
		return nil, 0, err
	}
	f.SetActiveSheet(0)
	return f, bold, nil
}

// sheets are a section's worksheets, in order, each made on a goroutine
// of its own (they only read d): the crosstable and the pairings of 1,024
// players are most of an export's own work (issue 40).
func (d *section) sheets() []sheet {
	makers := []func() sheet{d.participantsSheet, d.pairingsSheet, d.standingsSheet, d.crosstableSheet}
	shs := make([]sheet, len(makers))
	var wg sync.WaitGroup
	for i, mk := range makers {
		wg.Go(func() { shs[i] = mk() })
	}
	wg.Wait()
	return shs
}

// addSheets adds shs to f (the first in place of the new file's empty
// sheet when first). The sheets and their writers are made one after the
// other (they change the workbook's own lists); each sheet's rows are then
// streamed on a goroutine of its own, into its own writer, which touches
// nothing but its sheet (excelize's StreamWriter.SetRow, SetPanes and
// SetColWidth; the tests run under -race); the writers are flushed in
// order.
func addSheets(f *excelize.File, shs []sheet, bold int, first bool) error {
	sws := make([]*excelize.StreamWriter, len(shs))
	for i, sh := range shs {
		var err error
		if i == 0 && first {
			err = f.SetSheetName("Sheet1", sh.name)
		} else {
			_, err = f.NewSheet(sh.name)
		}
		if err == nil {
			sws[i], err = newSheetWriter(f, sh)
		}
		if err != nil {
			return fmt.Errorf("writing sheet %s: %w", sh.name, err)
		}
	}
	errs := make([]error, len(shs))
	var wg sync.WaitGroup
	for i, sh := range shs {
		wg.Go(func() { errs[i] = fillSheet(sws[i], sh, bold) })
	}
	wg.Wait()
	for i, sh := range shs {
		err := errs[i]
		if err == nil {
			err = sws[i].Flush()
		}
		if err != nil {
			return fmt.Errorf("writing sheet %s: %w", sh.name, err)
		}
	}
	return nil
}

// newSheetWriter puts a filter on sh's header (the worksheet's, set before
// its rows are streamed) and returns the sheet's stream writer.
func newSheetWriter(f *excelize.File, sh sheet) (*excelize.StreamWriter, error) {
	if len(sh.rows) > 0 && len(sh.header) > 1 {
		end, err := excelize.CoordinatesToCellName(len(sh.header), len(sh.rows)+1)
		if err != nil {
			return nil, err
		}
		if err := f.AutoFilter(sh.name, "A1:"+end, nil); err != nil {
			return nil, err
		}
	}
	return f.NewStreamWriter(sh.name)
}

// fillSheet writes sh's header (bold, frozen) and rows to its writer sw and
// fits each column to its widest cell. The rows are streamed (excelize's
// StreamWriter): a section of 1,024 players is written without a cell map
// of every cell.
func fillSheet(sw *excelize.StreamWriter, sh sheet, bold int) error {
	widths := make([]int, len(sh.header))
	fit := func(cells []any) {
		for c, v := range cells {
			for c >= len(widths) {
				widths = append(widths, 0)
			}
			widths[c] = max(widths[c], cellWidth(v))
		}
	}
	head := make([]any, len(sh.header))
	for i, h := range sh.header {
		head[i] = h
	}
	fit(head)
	for _, row := range sh.rows {
		fit(row)
	}
	if err := sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft"}); err != nil {
		return err
	}
	// Excel's width is in characters of its default font, a wide (全角)
	// character two; a little room for the filter's button. Set from the
	// last column back: each is put before those set (excelize's stream
	// writes them in that order, and Excel wants them left to right).
	for c := len(widths) - 1; c >= 0; c-- {
		if err := sw.SetColWidth(c+1, c+1, float64(min(max(widths[c], 4), 60))+3); err != nil {
			return err
		}
	}
	// The header row bold across every column used.
	styled := make([]any, max(len(widths), 1))
	for c := range styled {
		cell := excelize.Cell{StyleID: bold}
		if c < len(head) && head[c] != "" {
			cell.Value = head[c]
		}
		styled[c] = cell
	}
	if err := sw.SetRow("A1", styled); err != nil {
		return err
	}
	for i, row := range sh.rows {
		cells := make([]any, len(row))
		for c, v := range row {
			if v != nil && v != "" {
				cells[c] = v
			}
		}
		ref, err := excelize.CoordinatesToCellName(1, i+2)
		if err != nil {
			return err
		}
		if err := sw.SetRow(ref, cells); err != nil {
			return err
		}
	}
	return nil
}

// cellWidth is the width of v in Excel's characters: a wide (全角)
// character counts two.
func cellWidth(v any) int {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case int:
		s = strconv.Itoa(x)
	case float64:
		s = strconv.FormatFloat(x, 'f', -1, 64)
	default:
		s = fmt.Sprint(x)
	}
	return textwidth.Of(s)
}
