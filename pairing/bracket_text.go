package pairing

import (
	"fmt"
	"strings"
	"unicode"
)

// BracketText draws the bracket as plain text (トーナメント表), one column per
// round: the first column lists each line's seed and name (an empty line is
// a bye), each later column the winner of the two games it joins once the
// results say, and the last column the champion. names[i] is entrant i's
// name. When thirdPlace is not empty, the 3位決定戦 follows under that
// heading. Lines are drawn with ASCII - + | only, and a name's kanji count
// two columns, so the text lines up in a Japanese terminal and in a test.
func BracketText(b Bracket, names []string, results []BracketResult, thirdPlace string) (string, error) {
	p, err := playBracket(b, results, thirdPlace != "")
	if err != nil {
		return "", err
	}
	if len(names) != p.entrants {
		return "", fmt.Errorf("%w: %d names for %d entrants", ErrInvalidBracket, len(names), p.entrants)
	}
	digits := len(fmt.Sprint(p.entrants))
	first := make([]string, b.Size)
	for i, e := range b.Lines {
		if e != Bye {
			first[i] = fmt.Sprintf("%*d %s", digits, e+1, cleanName(names[e]))
		}
	}
	columns := [][]string{first}
	for _, held := range p.advanced {
		col := make([]string, len(held))
		for i, e := range held {
			if e >= 0 {
				col[i] = cleanName(names[e])
			}
		}
		columns = append(columns, col)
	}
	var playoff *BracketGame
	for i, g := range p.games {
		if g.ThirdPlace {
			playoff = &p.games[i]
		}
	}
	var out strings.Builder
	drawColumns(&out, columns)
	if thirdPlace != "" {
		pair := []string{"", ""}
		champ := []string{""}
		if playoff != nil {
			pair = []string{cleanName(names[playoff.A]), cleanName(names[playoff.B])}
			if playoff.Winner != NoWinner {
				champ[0] = cleanName(names[playoff.Winner])
			}
		}
		out.WriteString("\n" + cleanName(thirdPlace) + "\n")
		drawColumns(&out, [][]string{pair, champ})
	}
	return out.String(), nil
}

// drawColumns writes a bracket whose column c holds 2^(k−c) cells: the
// cells of column 0 on every other row, and each later cell on the row
// midway between the two it joins, reached by a dash from the joint.
func drawColumns(out *strings.Builder, columns [][]string) {
	rows := 2*len(columns[0]) - 1
	grid := make([]strings.Builder, rows)
	for c, col := range columns {
		step := 1 << c // the cells of column c are 2·step rows apart
		width := 0
		for _, s := range col {
			width = max(width, textWidth(s))
		}
		for r := range grid {
			cell, isCell := "", (r+1)%step == 0 && ((r+1)/step)%2 == 1
			if isCell {
				cell = col[(r+1)/step/2]
			}
			if c > 0 {
				if isCell {
					grid[r].WriteString("-- ")
				} else {
					grid[r].WriteString("   ")
				}
			}
			grid[r].WriteString(cell + strings.Repeat(" ", width-textWidth(cell)))
			if c == len(columns)-1 {
				continue
			}
			// The joint of this cell's game: the cells 2k and 2k+1 of this
			// column join on the row between them, a vertical bar on the
			// rows in between.
			pairSpan := 2 * step
			pos := (r + 1) % (2 * pairSpan)
			switch {
			case isCell:
				grid[r].WriteString(" --+")
			case pos > step && pos < 3*step && pos != 2*step:
				grid[r].WriteString("   |")
			case pos == 2*step:
				grid[r].WriteString("   +")
			default:
				grid[r].WriteString("    ")
			}
		}
	}
	for r := range grid {
		out.WriteString(strings.TrimRight(grid[r].String(), " ") + "\n")
	}
}

// cleanName keeps a name on one line of the drawing.
func cleanName(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// textWidth counts the columns a terminal gives s: two for East Asian wide
// and full-width characters (kanji, kana, 全角 letters), one otherwise.
func textWidth(s string) int {
	w := 0
	for _, r := range s {
		w++
		if isWide(r) {
			w++
		}
	}
	return w
}

func isWide(r rune) bool {
	switch {
	case r >= 0x1100 && r <= 0x115F, // Hangul Jamo
		r >= 0x2E80 && r <= 0x303E, // CJK radicals, punctuation
		r >= 0x3041 && r <= 0x33FF, // kana, CJK symbols
		r >= 0x3400 && r <= 0x4DBF, // CJK extension A
		r >= 0x4E00 && r <= 0x9FFF, // CJK unified ideographs
		r >= 0xA000 && r <= 0xA4CF, // Yi
		r >= 0xAC00 && r <= 0xD7A3, // Hangul syllables
		r >= 0xF900 && r <= 0xFAFF, // CJK compatibility ideographs
		r >= 0xFE30 && r <= 0xFE4F, // CJK compatibility forms
		r >= 0xFF00 && r <= 0xFF60, // full-width forms
		r >= 0xFFE0 && r <= 0xFFE6,
		r >= 0x20000 && r <= 0x3FFFD: // CJK extensions B…
		return true
	}
	return false
}
