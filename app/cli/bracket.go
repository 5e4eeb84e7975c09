package cli

import (
	"fmt"

	"taikai/tournament/formats/knockout"
)

// This file is `taikai bracket FILE [--section KEY]`: a knockout section's
// bracket (決勝トーナメント表) as text, names and results so far.

func init() {
	registerVerb("bracket", verb{run: runBracket,
		usage:     "bracket FILE [--section KEY]",
		summary:   "a knockout section's bracket as text: the draw, the results so far, the 3rd-place playoff",
		summaryJa: "決勝トーナメントの部門のトーナメント表（組合せと結果、3位決定戦）を文字で表示します"})
}

func runBracket(e *env, a args) error {
	s, done, err := e.openOnly(a, "bracket")
	if err != nil {
		return err
	}
	defer done()
	text, err := knockout.BracketOf(s)
	if err != nil {
		return err
	}
	fmt.Fprint(e.out, text)
	return nil
}
