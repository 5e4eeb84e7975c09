// Package textwidth measures text as a terminal or a spreadsheet column
// shows it: an East Asian wide character (kanji, kana) takes two columns.
package textwidth

import "golang.org/x/text/width"

// Of is the number of columns s takes, wide characters counting two.
func Of(s string) int {
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
