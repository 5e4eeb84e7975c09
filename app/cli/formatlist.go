package cli

import (
	"fmt"
	"strings"

	"taikai/app/internal/textwidth"
	"taikai/tournament"
)

// The formats' lines of `taikai help section` come from the formats
// themselves (tournament.FormatHelper), in menu order after the Swiss: a
// new format is listed with its options without a line here (issue 39).
const (
	formatsMark   = "{formats}"
	formatsMarkJa = "{formats-ja}"
)

// formatLines are the formats' lines of help in language l, the first
// column padded to col and the text wrapped at width.
func formatLines(l tournament.Lang) string {
	col, width := 38, 112
	if l == tournament.Japanese {
		col, width = 34, 110
	}
	var b strings.Builder
	for _, k := range tournament.FormatKinds() {
		if k == tournament.FormatSwiss {
			continue
		}
		h := k.HelpOf()
		head := fmt.Sprintf("  %s (%s)", k, h.Names.En)
		body := h.Flags
		switch {
		case l == tournament.Japanese && body == "":
			head, body = fmt.Sprintf("  %s（%s）", k, h.Names.Ja), "指定なし。"+h.What.Ja
		case l == tournament.Japanese:
			head, body = fmt.Sprintf("  %s（%s）", k, h.Names.Ja), body+"："+h.What.Ja
		case body == "":
			body = "no options: " + h.What.En
		default:
			body += ": " + h.What.En
		}
		pad := max(1, col-textwidth.Of(head))
		for i, line := range wrapHelp(body, width-col, l) {
			if i == 0 {
				b.WriteString(head + strings.Repeat(" ", pad) + line + "\n")
			} else {
				b.WriteString(strings.Repeat(" ", col) + line + "\n")
			}
		}
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// wrapHelp breaks s into lines of at most width columns: at spaces in
// English, after 、 or 。 (else anywhere) in Japanese.
func wrapHelp(s string, width int, l tournament.Lang) []string {
	var out []string
	for textwidth.Of(s) > width {
		cut := 0
		w := 0
		for i, r := range s {
			w += textwidth.Of(string(r))
			if w > width {
				break
			}
			switch {
			case l != tournament.Japanese && r == ' ':
				cut = i
			case l == tournament.Japanese && (r == '、' || r == '。'):
				cut = i + len(string(r))
			}
		}
		if cut == 0 {
			break // one word longer than the line: kept whole
		}
		out = append(out, strings.TrimRight(s[:cut], " "))
		s = strings.TrimLeft(s[cut:], " ")
	}
	return append(out, s)
}
