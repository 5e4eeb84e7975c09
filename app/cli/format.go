package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strings"

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
		cw.Write(t.header)
		cw.WriteAll(t.rows)
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
