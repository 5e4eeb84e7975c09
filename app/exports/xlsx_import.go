package exports

import (
	"bytes"
	"io"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/xuri/excelize/v2"

	"taikai/tournament"
)

// The participants import of an Excel workbook (issue 29): its first
// sheet's rows are handed to the participants import as records, so that
// the columns, checks and messages are the CSV import's. The workbook the
// xlsx format writes imports back from its first sheet, 参加者.

// xlsxKind names an Excel workbook in the import's messages and report.
const xlsxKind = "Excel"

// maxWorkbook bounds what an imported workbook may unzip to: a list of
// 5,000 participants is far smaller, and a zip bomb is refused.
const maxWorkbook = 64 << 20

// ImportParticipants adds the participants of a file to s as `players
// import` does: the first sheet of an Excel workbook (.xlsx), else a CSV
// file. An Excel 97–2003 (.xls) or password-protected workbook is refused
// with what to do.
func ImportParticipants(s *tournament.Service, data []byte) (tournament.ImportReport, error) {
	switch {
	case IsWorkbook(data):
		next, err := xlsxRecords(data)
		if err != nil {
			return tournament.ImportReport{}, err
		}
		return s.ImportParticipantRecords(next, xlsxKind)
	case bytes.HasPrefix(data, []byte{0xd0, 0xcf, 0x11, 0xe0}):
		return tournament.ImportReport{}, tournament.NewProblem(tournament.ErrInvalidInput,
			"this is an Excel 97–2003 (.xls) or password-protected workbook: save it in Excel as an Excel workbook (.xlsx) without a password, or as CSV, and import that",
			"Excel 97–2003 形式（.xls）またはパスワード付きのブックは読めません。Excel で「Excel ブック（.xlsx）」（パスワードなし）か CSV として保存し直して取り込んでください")
	}
	return s.ImportParticipants(data)
}

// xlsxRecords reads the first sheet of workbook data as the import's
// records, one a row (row n is line n); a date cell (a birth date typed
// as 2012/4/1) is written 2012-04-01.
func xlsxRecords(data []byte) (tournament.Records, error) {
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{UnzipSizeLimit: maxWorkbook, UnzipXMLSizeLimit: maxWorkbook})
	if err != nil {
		return nil, unreadableWorkbook(err)
	}
	defer f.Close()
	list := f.GetSheetList()
	if len(list) == 0 {
		return nil, unreadableWorkbook(io.ErrUnexpectedEOF)
	}
	name := list[0]
	if err := withinLimit(f, name); err != nil {
		return nil, err
	}
	rows, err := f.GetRows(name)
	if err != nil {
		return nil, unreadableWorkbook(err)
	}
	raw, err := f.GetRows(name, excelize.Options{RawCellValue: true})
	if err != nil {
		return nil, unreadableWorkbook(err)
	}
	for r, row := range rows {
		for c := range row {
			if r < len(raw) && c < len(raw[r]) && raw[r][c] != row[c] {
				if d, ok := dateCell(f, name, c, r, raw[r][c]); ok {
					row[c] = d
				}
			}
		}
	}
	i := 0
	return func() ([]string, int, error) {
		if i >= len(rows) {
			return nil, 0, io.EOF
		}
		i++
		return rows[i-1], i, nil
	}, nil
}

// withinLimit counts the sheet's rows as the file streams them, and
// refuses a sheet of more rows than an event has participants (and its
// header) as soon as it has counted them, before the rows are read whole
// (issue 38: a 2.6 MB sheet of 30,000 rows took 9.5 s and 446 MB to be
// refused).
func withinLimit(f *excelize.File, name string) error {
	rows, err := f.Rows(name)
	if err != nil {
		return unreadableWorkbook(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		if n++; n > tournament.MaxParticipants+1 {
			return tournament.NewProblem(tournament.ErrInvalidInput, "the sheet has more than %d participants' rows; an event has at most %d",
				"シートの参加者の行が %d 人を超えています。1つの大会の参加者は %d 人までです", tournament.MaxParticipants, tournament.MaxParticipants)
		}
	}
	if err := rows.Error(); err != nil {
		return unreadableWorkbook(err)
	}
	return nil
}

// unreadableWorkbook is the person's message for a workbook that does not
// open: damaged (cut short, or not a workbook though it looks like one),
// said in the person's words, never the zip library's (issue 38).
func unreadableWorkbook(error) error {
	return tournament.NewProblem(tournament.ErrInvalidInput, "the Excel file does not read: it is damaged (cut short, or not an Excel workbook .xlsx). Save it again in Excel as an Excel workbook (.xlsx), or as CSV",
		"Excel ファイルを読めません。ファイルが壊れています（途中で切れているか、Excel ブック .xlsx ではありません）。Excel で「Excel ブック（.xlsx）」か CSV として保存し直してください")
}

// dateCell returns the cell at column c, row r (0-based) of sheet as
// YYYY-MM-DD when its number format is a date's; raw is its serial number.
func dateCell(f *excelize.File, sheet string, c, r int, raw string) (string, bool) {
	serial, err := strconv.ParseFloat(raw, 64)
	if err != nil {
		return "", false
	}
	ref, err := excelize.CoordinatesToCellName(c+1, r+1)
	if err != nil {
		return "", false
	}
	id, err := f.GetCellStyle(sheet, ref)
	if err != nil {
		return "", false
	}
	st, err := f.GetStyle(id)
	if err != nil || !isDateFormat(st) {
		return "", false
	}
	t, err := excelize.ExcelDateToTime(serial, false)
	if err != nil {
		return "", false
	}
	return t.Format(time.DateOnly), true
}

// quotedOrBracketed is the literal text and the [$-411] locale and colour
// parts of a number format, which are not date codes.
var quotedOrBracketed = regexp.MustCompile(`"[^"]*"|\[[^\]]*\]|\\.`)

// isDateFormat reports whether a cell style shows a date: one of Excel's
// built-in date formats (14–17, 22, 27–36 and 50–58 of the Japanese
// Excel: 2012/4/1, 平成24年4月1日), or a format of its own with year or
// day codes.
func isDateFormat(st *excelize.Style) bool {
	if st.CustomNumFmt != nil {
		code := strings.ToLower(quotedOrBracketed.ReplaceAllString(*st.CustomNumFmt, ""))
		return strings.ContainsAny(code, "yd") && !strings.Contains(code, "general")
	}
	n := st.NumFmt
	return n >= 14 && n <= 17 || n == 22 || n >= 27 && n <= 36 || n >= 50 && n <= 58
}

// IsWorkbook reports whether data is an Excel workbook (.xlsx: a zip
// file), which ImportParticipants reads as one.
func IsWorkbook(data []byte) bool { return bytes.HasPrefix(data, []byte("PK\x03\x04")) }
