package yonin

import rules "taikai/rules/yonin"

// The rules values screens and sheets show, so that they need not import
// rules/yonin.

// Played is one game of a table as the rules counted it.
type Played = rules.Played

// Series is a table's games so far: points, mates, standings.
type Series = rules.Series

// Elimination is one player mated (or resigned) in a game.
type Elimination = rules.Elimination

// ParentMark marks the 親 on score sheets.
const ParentMark = rules.ParentMark

// NoSeat stands for no seat (no parent, no winner).
const NoSeat = rules.NoSeat

// FormatReport writes a table's standings the way the federation reports
// them (「1位 … (22pt)」), marking seat parent as 親.
func FormatReport(standings []rules.Standing, names [rules.Seats]string, parent int) []string {
	return rules.FormatReport(standings, names, parent)
}

// FormatMated writes who mated whom ("4<1, 3<1").
func FormatMated(es []Elimination, names [rules.Seats]string) string {
	return rules.FormatMated(es, names)
}

// NyugyokuAnswers are the arbiter's yes/no answers to the five conditions
// of 入玉宣言, ①–⑤ in order.
type NyugyokuAnswers = rules.NyugyokuAnswers

// ParseNyugyokuAnswers reads five answers as the command line takes them
// ("yyyyy", "○○×○○").
func ParseNyugyokuAnswers(text string) (NyugyokuAnswers, error) { return rules.ParseAnswers(text) }

// Settings are the event's four-player shogi rules.
type Settings = rules.Settings
