package yonin

import (
	"fmt"
	"slices"
	"strings"
)

// matedReplacer accepts the full-width punctuation a Japanese IME types.
var matedReplacer = strings.NewReplacer("，", ",", "、", ",", "＜", "<", "：", ":")

// ParseMated reads the eliminations of one game in the command line's
// `--mated` grammar (CLI.md): items separated by commas, in the order they
// happened, each `V<M` (V was mated by M) or `V<M:foul` (V fouled and counts
// as mated by M, with the foul penalty). Names are looked up exactly, after
// trimming spaces, in seats (name → seat 0..3); `foul` is also accepted as
// `FOUL` or `反則`, and full-width ，、＜： as their ASCII forms. An empty text
// is a game with no elimination (持将棋 with four left, or 千日手).
// The sequence is checked as Game.Validate does, with names in the messages.
// Errors wrap ErrMatedSyntax, ErrUnknownPlayer, ErrInvalidGame,
// ErrFoulMater or ErrFoulTwoLeft.
func ParseMated(text string, seats map[string]int) ([]Elimination, error) {
	var names [Seats]string
	for n, s := range seats {
		if ValidSeat(s) && (names[s] == "" || n < names[s]) {
			names[s] = n
		}
	}
	return ParseMatedNamed(text, seats, names)
}

// ParseMatedNamed is ParseMated with the names the messages give each seat
// (a screen passes 「山田 (seat 1)」; an empty name is shown as "seat N").
func ParseMatedNamed(text string, seats map[string]int, names [Seats]string) ([]Elimination, error) {
	text = strings.TrimSpace(matedReplacer.Replace(text))
	if text == "" {
		return nil, nil
	}
	items := strings.Split(text, ",")
	if len(items) > Seats-1 {
		return nil, withJapanese(fmt.Errorf("%w: %d eliminations, at most 3 (the last player standing is not listed)", ErrMatedSyntax, len(items)),
			"撃破が%d件あります。1局の撃破は3件までです（最後に残った人は書きません）", len(items))
	}
	out := make([]Elimination, 0, len(items))
	for i, item := range items {
		e, err := parseMatedItem(strings.TrimSpace(item), seats)
		if err != nil {
			return nil, withJapanese(fmt.Errorf("item %d %q: %w", i+1, strings.TrimSpace(item), err), "%d番目の撃破「%s」：%s", i+1, strings.TrimSpace(item), japaneseOr(err))
		}
		out = append(out, e)
	}
	return checkMated(out, names)
}

func checkMated(es []Elimination, names [Seats]string) ([]Elimination, error) {
	if _, err := (Game{Eliminations: es}).mateStateNamed(labelled(names)); err != nil {
		return nil, err
	}
	return es, nil
}

func parseMatedItem(item string, seats map[string]int) (Elimination, error) {
	var e Elimination
	if item == "" {
		return e, withJapanese(fmt.Errorf("%w: empty item; write V<M or V<M:foul", ErrMatedSyntax), "空の項目があります。「詰まされた人<詰ました人」と書いてください（例 4<1）")
	}
	pair, tag, hasTag := strings.Cut(item, ":")
	if hasTag {
		switch t := strings.TrimSpace(tag); {
		case strings.EqualFold(t, "foul"), t == "反則":
			e.Foul = true
		default:
			return e, withJapanese(fmt.Errorf("%w: unknown tag %q; the only tag is :foul", ErrMatedSyntax, t), "「:%s」は読めません。反則は「:反則」か「:foul」と書いてください", t)
		}
	}
	v, m, ok := strings.Cut(pair, "<")
	if !ok || strings.Contains(m, "<") {
		return e, withJapanese(fmt.Errorf("%w: write V<M (V was mated by M), with exactly one <", ErrMatedSyntax), "「詰まされた人<詰ました人」と「<」を1つだけ使って書いてください（例 4<1）")
	}
	var err error
	if e.Victim, err = lookupTyped(strings.TrimSpace(v), seats); err != nil {
		return e, err
	}
	if e.Mater, err = lookupTyped(strings.TrimSpace(m), seats); err != nil {
		return e, err
	}
	return e, nil
}

// lookupTyped finds a player named around <: exactly, then with widths
// folded and case ignored (cpu3, ＣＰＵ３).
func lookupTyped(name string, seats map[string]int) (int, error) {
	if name == "" {
		return lookupSeat(name, seats)
	}
	return lookupFolded(name, seats)
}

func lookupSeat(name string, seats map[string]int) (int, error) {
	if name == "" {
		return NoSeat, withJapanese(fmt.Errorf("%w: a name is missing around <", ErrMatedSyntax), "「<」の前後に人（番号 1〜4 か名前）を書いてください")
	}
	s, ok := seats[name]
	if !ok {
		known := make([]string, 0, len(seats))
		for n := range seats {
			known = append(known, n)
		}
		slices.Sort(known)
		return NoSeat, withJapanese(fmt.Errorf("%w: %q; the table has %s", ErrUnknownPlayer, name, strings.Join(known, ", ")),
			"「%s」はこの卓にいません。番号（1〜4）か名前で入力してください", name)
	}
	if !ValidSeat(s) {
		return NoSeat, withJapanese(fmt.Errorf("%w: %q is at seat %d, seats are 1..4", ErrUnknownPlayer, name, s+1), "「%s」の番号 %d は1〜4ではありません", name, s+1)
	}
	return s, nil
}

// FormatMated writes eliminations in the `--mated` grammar with the names of
// the seats, the inverse of ParseMated.
func FormatMated(es []Elimination, names [Seats]string) string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = seatLabel(names, e.Victim) + "<" + seatLabel(names, e.Mater)
		if e.Foul {
			parts[i] += ":foul"
		}
	}
	return strings.Join(parts, ",")
}

func seatLabel(names [Seats]string, s int) string {
	if ValidSeat(s) && names[s] != "" {
		return names[s]
	}
	return bySeat(s)
}
