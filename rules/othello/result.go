package othello

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Squares is the number of squares of the board, the disc total of a game
// that ends with a full board.
const Squares = 64

// DrawDiscs is each player's count in a drawn game (32–32, rule 18) and the
// discs of the "game against oneself" that replaces a bye in Brightwell
// points (docs/rules.md §2.1).
const DrawDiscs = Squares / 2

// Result is a result card (対戦カード) as entered: Black's and White's discs
// and the outcome keyword. HasDiscs tells "timeout-black" (no discs: the
// default 31–33 applies) from "31-33:timeout-black".
type Result struct {
	Black, White int
	HasDiscs     bool
	Outcome      Outcome
}

// Discs returns a normal result of b Black discs and w White discs.
func Discs(b, w int) Result { return Result{Black: b, White: w, HasDiscs: true} }

// String writes the result in the grammar ParseResult reads: "40-24",
// "31-33:timeout-black" or "bye".
func (r Result) String() string {
	var sb strings.Builder
	if r.HasDiscs {
		sb.WriteString(strconv.Itoa(r.Black))
		sb.WriteByte('-')
		sb.WriteString(strconv.Itoa(r.White))
		if r.Outcome != Normal {
			sb.WriteByte(':')
		}
	}
	sb.WriteString(string(r.Outcome))
	return sb.String()
}

// ParseResult reads a result of the command line and the games CSV (CLI.md):
//
//	B-W            Black's discs first, e.g. 40-24, 32-32
//	B-W:KEYWORD    e.g. 31-33:timeout-black (the 勝手打ち result)
//	KEYWORD        e.g. timeout-white, bye, pending
//
// Keywords are those of Outcomes, in any case, or the words the app prints
// for them (黒の時間切れ負け, forfeit by black: Outcome.Japanese and
// English); the words may follow the discs after a space instead of the
// colon ("31-33 黒の時間切れ負け"). A normal result may say so: 引き分け
// (alone: 32-32), 32-32 引き分け, 40-24 黒勝ち. Spaces are ignored and
// full-width digits, colon and dashes (as a Japanese IME types them) are
// accepted. Each count must be 0–64 and their sum at most 64; whether a sum
// under 64 is acceptable is for Decide. ParseResult never panics.
func ParseResult(s string) (Result, error) {
	r, err := ParseCard(s)
	if err != nil {
		return Result{}, err
	}
	if err := r.checkDiscs(); err != nil {
		return Result{}, err
	}
	return r, nil
}

// ParseCard reads a result card as written, in the grammar of ParseResult,
// without refusing a sum over 64: whether such a card can be read (rule 19:
// to the winner's disadvantage, when the arbiter says it was miswritten) is
// for Decide, which refuses it otherwise. Each count must still be 0–64.
func ParseCard(s string) (Result, error) {
	if plainDiscs(s) {
		// The form every stored result has (40-24): read as the grammar
		// reads it, without its regular expressions and foldings, which
		// leave it as it is (standings and exports read every result of
		// the event; issue 40).
		return parseDiscs(s, s)
	}
	return readCard(s)
}

// plainDiscs reports whether s is two counts of 1–3 ASCII digits
// separated by '-', nothing else.
func plainDiscs(s string) bool {
	b, w, ok := strings.Cut(s, "-")
	return ok && digits(b) && digits(w)
}

func digits(s string) bool {
	if len(s) == 0 || len(s) > 3 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// readCard is ParseCard for any card as written.
func readCard(s string) (Result, error) {
	if r, ok, err := arrowCard(s); ok {
		return r, err
	}
	t := normalise(discsApart(s))
	if t == "" {
		return Result{}, problem(ErrSyntax, "nothing entered; write Black's and White's discs as B-W (e.g. 40-24), B-W:KEYWORD or a KEYWORD such as bye")
	}
	discs, keyword, hasColon := strings.Cut(t, ":")
	if !hasColon {
		if c := t[0]; c != '-' && (c < '0' || c > '9') {
			if win, draw, ok := normalWords(t); ok {
				if !draw {
					return Result{}, problem(ErrNoDiscs, "%q: a win needs the discs; write them Black first (e.g. 40-24)", s)
				}
				return Discs(DrawDiscs, DrawDiscs), nil // 引き分け: 32–32 (rule 18)
			} else if win != NoColour {
				return Result{}, problem(ErrSyntax, "%q", s)
			}
			o, err := ParseOutcome(t)
			return Result{Outcome: o}, err
		}
		// The words the app prints after the discs, after a space (dropped
		// by normalise) rather than a colon: 31-33 黒の時間切れ負け.
		discs, keyword = t, ""
		if end := strings.IndexFunc(t, func(c rune) bool { return c != '-' && (c < '0' || c > '9') }); end > 0 && wordsAfterDiscs(t[end:]) {
			discs, keyword, hasColon = t[:end], t[end:], true
		}
	} else if keyword == "" {
		return Result{}, problem(ErrSyntax, "%q ends with ':'; write a keyword after it (e.g. 31-33:timeout-black) or drop the ':'", s)
	}
	r, err := parseDiscs(discs, s)
	if err != nil {
		return Result{}, err
	}
	if win, draw, ok := normalWords(keyword); hasColon && ok {
		// 32-32 引き分け, 40-24 黒勝ち: a normal result whose words must fit
		// the discs.
		fits := draw && r.Black == r.White || win == Black && r.Black > r.White || win == White && r.White > r.Black
		if !fits {
			return Result{}, problem(ErrDiscsDontFit, "%q: the discs %d-%d do not say that; check the card", s, r.Black, r.White)
		}
		return r, nil
	}
	if hasColon {
		if r.Outcome, err = ParseOutcome(keyword); err != nil {
			return Result{}, err
		}
		if r.Outcome == Normal {
			return Result{}, problem(ErrSyntax, "%q has an empty keyword after ':'", s)
		}
	}
	return r, nil
}

// wordsAfterDiscs reports whether rest, what follows the discs without a
// colon, is words about the result: Japanese (黒の時間切れ負け, or a typo the
// outcome's message then explains), or a keyword. ASCII that is no keyword
// (40-2x) is a mistyped count.
func wordsAfterDiscs(rest string) bool {
	if _, _, ok := normalWords(rest); ok || rest[0] >= utf8.RuneSelf {
		return true
	}
	_, err := ParseOutcome(rest)
	return err == nil
}

func parseDiscs(t, orig string) (Result, error) {
	b, w, ok := strings.Cut(t, "-")
	if !ok || b == "" || w == "" {
		return Result{}, problem(ErrSyntax, "%q: write Black's and White's discs separated by '-', Black first (e.g. 40-24)", orig)
	}
	nb, err := parseCount(b, "Black", orig)
	if err != nil {
		return Result{}, err
	}
	nw, err := parseCount(w, "White", orig)
	if err != nil {
		return Result{}, err
	}
	r := Discs(nb, nw)
	if err := r.checkCounts(); err != nil {
		return Result{}, err
	}
	return r, nil
}

func parseCount(s, who, orig string) (int, error) {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, problem(ErrSyntax, "%q: %s's discs %q are not a whole number; write e.g. 40-24", orig, who, s)
		}
	}
	if len(s) > 3 {
		return 0, problem(ErrDiscRange, "%q: %s has %s discs; each player has 0 to 64 — check the card", orig, who, s)
	}
	n, _ := strconv.Atoi(s) // at most three digits: cannot fail
	return n, nil
}

// checkDiscs applies the checks that need no context: each count 0–64 and a
// total of at most 64.
func (r Result) checkDiscs() error {
	if err := r.checkCounts(); err != nil {
		return err
	}
	if r.HasDiscs && r.Black+r.White > Squares {
		return problem(ErrTooManyDiscs, "Black %d + White %d = %d, but the board has 64 squares; check the card and enter the discs again",
			r.Black, r.White, r.Black+r.White)
	}
	return nil
}

// checkCounts checks that each count is 0–64.
func (r Result) checkCounts() error {
	if !r.HasDiscs {
		return nil
	}
	for _, c := range []struct {
		who string
		n   int
	}{{"Black", r.Black}, {"White", r.White}} {
		if c.n < 0 || c.n > Squares {
			return problem(ErrDiscRange, "%s has %d discs; each player has 0 to 64 — check the card", c.who, c.n)
		}
	}
	return nil
}

// discsPair is two disc counts written apart the ways a card or a keyboard
// gives them: 40対24, 40 24, 40:24, 40/24 (full-width too), nothing else on
// the line.
var discsPair = regexp.MustCompile(`^[\s\x{3000}]*([0-9０-９]{1,3})[\s\x{3000}]*(?:対|vs\.?|VS|[:：/／]|[\s\x{3000}])[\s\x{3000}]*([0-9０-９]{1,3})[\s\x{3000}]*$`)

// discsArrow is the arrow form of a card: the two counts with an arrow
// pointing at the winner's, 40←24 (Black's 40 won) or 24→40 (White's).
var discsArrow = regexp.MustCompile(`^[\s\x{3000}]*([0-9０-９]{1,3})[\s\x{3000}]*([←→⇐⇒]|<-|->)[\s\x{3000}]*([0-9０-９]{1,3})[\s\x{3000}]*$`)

// arrowCard reads the arrow form: Black's count first as always, the arrow
// pointing at the winner, which must be the larger count; an arrow at the
// smaller count or at a 32-32 draw is refused (the card contradicts itself).
// ok is false when s is not in the arrow form.
func arrowCard(s string) (r Result, ok bool, err error) {
	m := discsArrow.FindStringSubmatch(s)
	if m == nil {
		return Result{}, false, nil
	}
	if r, err = parseDiscs(normalise(m[1])+"-"+normalise(m[3]), s); err != nil {
		return Result{}, true, err
	}
	left := m[2] == "←" || m[2] == "⇐" || m[2] == "<-"
	if left && r.Black > r.White || !left && r.White > r.Black {
		return r, true, nil
	}
	return Result{}, true, problem(ErrArrowAtTheLoser, "%q: the arrow points at the winner, and %d-%d says otherwise; check the card", s, r.Black, r.White)
}

// discsApart writes two disc counts separated by 対, a space, a colon or a
// slash as B-W: a colon followed by a number is no keyword, and a space
// between two numbers would otherwise join them (40 24 is not 4024).
func discsApart(s string) string {
	if m := discsPair.FindStringSubmatch(s); m != nil {
		return m[1] + "-" + m[2]
	}
	return s
}

// normalise folds what a Japanese keyboard types into the ASCII grammar and
// drops every space.
func normalise(s string) string {
	var sb strings.Builder
	for _, c := range s {
		switch {
		case unicode.IsSpace(c):
			continue
		case c >= '０' && c <= '９':
			c = '0' + (c - '０')
		case c >= 'Ａ' && c <= 'Ｚ', c >= 'ａ' && c <= 'ｚ':
			c = c - 'Ａ' + 'A'
		case c == '：':
			c = ':'
		case c == '－', c == '–', c == '—', c == '−', c == 'ー', c == '‐':
			c = '-'
		}
		sb.WriteRune(c)
	}
	return strings.ToLower(sb.String())
}
