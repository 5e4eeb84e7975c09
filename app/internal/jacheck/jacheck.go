// Package jacheck finds English that leaks into a Japanese screen or
// sheet: the words of ASCII letters that are not a name, a number, a unit
// or one of the few abbreviations Japanese arbiters use themselves. The
// screen and sheet tests of the four demo events run it.
package jacheck

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// Allowed are the ASCII words a Japanese screen or sheet may show:
//   - tiebreaks written so in Japanese events: SOS, SODOS, MBS, and BP
//     (ブライトウェルポイント) with its constant C (“C = 6”);
//   - the keys printed on the keyboard, named on the buttons: Enter, Esc,
//     Ctrl, Shift, Alt, Tab, Del, F1…F12, and OK;
//   - units, paper and file kinds: mm, cm, pt, px, KB, MB, A4, A3, B4,
//     B5, PDF, CSV, JSON, QR, URL, LAN, Excel (its workbooks, as Japanese
//     screens name them), and a CSV file's encoding as an import names it
//     (UTF-8, Shift_JIS);
//   - “No.” before a participant's number, as on Japanese forms;
//   - the program's name, Taikai;
//   - a capital letter alone: a table's name (A, B… of four-player shogi);
//     a Go result code (B+R, W+J) is told apart and is a leak;
//   - CPU, CPU1…CPU4: the CPU substitute (CPU代指し), the seed's own word;
//   - PIN (the desk's and the door's PIN, a player's EGD PIN) and the
//     federations' files by their names: EGD, WOF.
var Allowed = []string{
	"SOS", "SODOS", "MBS", "BP", "C",
	"Enter", "Esc", "Ctrl", "Shift", "Alt", "Tab", "Del", "OK",
	"No",
	"mm", "cm", "pt", "px", "KB", "MB", "A4", "A3", "B4", "B5", "PDF", "CSV", "JSON", "QR", "URL", "LAN", "Excel", "UTF", "JIS",
	"Taikai",
	"PIN", "EGD", "WOF",
}

var (
	word     = regexp.MustCompile(`[A-Za-z][A-Za-z0-9]*`)
	fkey     = regexp.MustCompile(`^F[0-9]{1,2}$`)
	tableTag = regexp.MustCompile(`[A-ZＡ-Ｚ]卓`)                             // 四人将棋の A卓
	fileName = regexp.MustCompile(`[\w.-]+\.(taikai|pdf|csv|json|xlsx)\b`) // a file the arbiter named
	rawID    = regexp.MustCompile(`#[0-9]+`)                               // a participant shown by number only
	goCode   = regexp.MustCompile(`\b[BW]\+([A-Z]|[0-9]+(\.[0-9])?)`)      // a Go result code: B+R, W+J, W+3.5
	letter   = regexp.MustCompile(`^[A-Z]$`)
	cpu      = regexp.MustCompile(`^CPU[1-4]?$`)
	shortcut = regexp.MustCompile(`(Ctrl|Alt|Shift)\+[A-Za-z0-9]+`) // Ctrl+F
)

// Leaks returns the English words of text (each once, sorted), and raw
// "#18" participant references, leaving out names (the participants',
// clubs', the event's: whatever the arbiter typed) and the allowed words.
func Leaks(text string, names ...string) []string {
	// The longest names first, so a name inside another goes with it.
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	for _, n := range names {
		if strings.TrimSpace(n) != "" {
			text = strings.ReplaceAll(text, n, " ")
		}
	}
	text = fileName.ReplaceAllString(text, " ")
	text = tableTag.ReplaceAllString(text, " ")
	text = shortcut.ReplaceAllString(text, " ")
	seen := map[string]bool{}
	var out []string
	add := func(w string) {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	for _, id := range rawID.FindAllString(text, -1) {
		add(id)
	}
	for _, c := range goCode.FindAllString(text, -1) {
		add(c)
	}
	text = goCode.ReplaceAllString(text, " ")
	for _, w := range word.FindAllString(text, -1) {
		if slices.Contains(Allowed, w) || fkey.MatchString(w) || letter.MatchString(w) || cpu.MatchString(w) {
			continue
		}
		add(w)
	}
	sort.Strings(out)
	return out
}
