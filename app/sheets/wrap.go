package sheets

import (
	"strings"
	"unicode"

	"github.com/jung-kurt/gofpdf"
)

// wrapped writes s from the current position in lines of width w mm (0: to
// the right margin) and height h, aligned by align ("L", "C", "R"), then
// returns to the left margin as MultiCell does. It replaces gofpdf's
// MultiCell, which breaks a Japanese line at a kanji as at a space and drops
// the kanji (「コミ 6目半」 printed 「コミ 6」 and 「半」 on the next line).
func (d *doc) wrapped(w, h float64, s, align string) {
	pdf := d.pdf
	if w == 0 {
		pw, _ := pdf.GetPageSize()
		_, _, right, _ := pdf.GetMargins()
		w = pw - right - pdf.GetX()
	}
	for _, line := range wrapLines(pdf, s, w-2*pdf.GetCellMargin()) {
		pdf.CellFormat(w, h, line, "", 2, align, false, 0, "")
	}
	left, _, _, _ := pdf.GetMargins()
	pdf.SetX(left)
}

// wrapLines breaks s into lines no wider than w mm at the current font:
// at its line ends, after a space (dropped), or between two characters of
// which one is Japanese, never before a closing mark (、。）」) nor after an
// opening one (（「); a word wider than a line is cut.
func wrapLines(pdf *gofpdf.Fpdf, s string, w float64) []string {
	var lines []string
	for _, para := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		r := []rune(para)
		for start := 0; start < len(r); {
			end, next := len(r), len(r)
			brk, brkNext := -1, -1 // the last place before the width a line can end
			width := 0.0
			for i := start; i < len(r); i++ {
				if i > start && canBreakBefore(r, i) {
					brk, brkNext = i, i
					if r[i-1] == ' ' {
						brk = i - 1
					}
				}
				if width += pdf.GetStringWidth(string(r[i])); width <= w {
					continue
				}
				if brk > start {
					end, next = brk, brkNext
				} else {
					end, next = max(i, start+1), max(i, start+1) // a word wider than the line
				}
				break
			}
			lines = append(lines, strings.TrimRight(string(r[start:end]), " "))
			start = next
		}
		if len(r) == 0 {
			lines = append(lines, "")
		}
	}
	return lines
}

// canBreakBefore says whether a line may start at r[i].
func canBreakBefore(r []rune, i int) bool {
	a, b := r[i-1], r[i]
	if strings.ContainsRune("、。，．）」』】〕・：；ー！？,.);:!?", b) || strings.ContainsRune("（「『【〔(", a) {
		return false
	}
	if a == ' ' {
		return b != ' '
	}
	return japanese(a) || japanese(b)
}

// japanese says whether c is a kanji, kana or a full-width mark: a line may
// break before or after it.
func japanese(c rune) bool {
	return unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		(c >= 0x3000 && c <= 0x303f) || (c >= 0xff00 && c <= 0xffef) || c == '●' || c == '○' || c == '△' || c == '×' || c == '■' || c == '□' || c == '◇'
}
