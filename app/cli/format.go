package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// table is rows of text with a header, printed as an aligned table, CSV or
// JSON (--format table|csv|json).
type table struct {
	header []string
	rows   [][]string
}

func checkFormat(f string) error {
	switch f {
	case "table", "csv", "json":
		return nil
	}
	return usageError{fmt.Sprintf("unknown format %q: use table, csv or json", f)}
}

func (t table) write(w io.Writer, format string) error {
	switch format {
	case "csv":
		cw := csv.NewWriter(w)
		cw.Write(csvCells(t.header))
		for _, r := range t.rows {
			cw.Write(csvCells(r))
		}
		cw.Flush()
		return cw.Error()
	case "json":
		out := make([]map[string]string, len(t.rows))
		for i, r := range t.rows {
			m := map[string]string{}
			for j, h := range t.header {
				if j < len(r) {
					m[h] = r[j]
				}
			}
			out[i] = m
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		return enc.Encode(out)
	}
	widths := make([]int, len(t.header))
	for _, r := range append([][]string{t.header}, t.rows...) {
		for j, c := range r {
			widths[j] = max(widths[j], displayWidth(c))
		}
	}
	for _, r := range append([][]string{t.header}, t.rows...) {
		var b strings.Builder
		for j, c := range r {
			b.WriteString(c)
			if j < len(r)-1 {
				b.WriteString(strings.Repeat(" ", widths[j]-displayWidth(c)+2))
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
	return nil
}

// csvCells returns the cells of a row made safe for a spreadsheet (see
// csvCell).
func csvCells(row []string) []string {
	out := make([]string, len(row))
	for i, c := range row {
		out[i] = csvCell(c)
	}
	return out
}

// csvCell neutralises a cell a spreadsheet would run as a formula (CSV
// injection): text that starts with = + - @, a tab or a carriage return
// (OWASP), or the full-width ＝ ＋ － ＠ that Japanese Excel also reads as
// a formula, gets a leading single quote. A plain number ("-6", "-5.5",
// "+3": a komi, a score) is data and stays as it is, and so does a lone
// "-" or "+"; neither can run anything. `players import` removes the quote
// again.
func csvCell(c string) string {
	r, _ := utf8.DecodeRuneInString(c)
	switch r {
	case '=', '@', '\t', '\r', '＝', '＠':
	case '+', '-', '＋', '－':
		if len(c) == utf8.RuneLen(r) || plainNumber(c) {
			return c
		}
	default:
		return c
	}
	return "'" + c
}

// plainNumber reports whether c is a signed decimal number: -6, +3, -5.5.
func plainNumber(c string) bool {
	c = c[1:] // the sign
	whole, frac, dot := strings.Cut(c, ".")
	digits := func(s string) bool {
		return s != "" && strings.Trim(s, "0123456789") == ""
	}
	return digits(whole) && (!dot || digits(frac))
}

// displayWidth counts East Asian wide characters as two columns, so kanji
// names line up in a terminal.
func displayWidth(s string) int {
	n := 0
	for _, r := range s {
		switch width.LookupRune(r).Kind() {
		case width.EastAsianWide, width.EastAsianFullwidth:
			n += 2
		default:
			n++
		}
	}
	return n
}
