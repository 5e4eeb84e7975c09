package tournament

import (
	"strconv"
	"strings"
)

// RankKind tells what sort of 段級位 a Rank is.
type RankKind uint8

// The kinds of rank.
const (
	RankUnknown RankKind = iota // 不明
	RankDan                     // 段
	RankKyu                     // 級
	RankPro                     // プロ
)

// Rank limits: amateur dan 1–9, kyu 1–30 (docs/rules.md §1).
const (
	MaxDan = 9
	MaxKyu = 30
)

// Rank is a participant's 段級位: n dan, n kyu, professional or unknown.
// Its text form is "3d", "5k", "pro" or "" (unknown); the upper half of a
// dan or kyu rank (Go, seed: 三段★(1d+)) is "3d+", "1k+"; a provisional
// rank (seed: 三段仮(1d?)) is "3d?", "1k?".
type Rank struct {
	Kind RankKind
	N    int
	// Upper marks the upper half of the rank (★, "+"): Pandanet's Go
	// handicaps split each rank in two (1つの段級位を2つに分けて手合割を決めます).
	// Only for dan and kyu ranks.
	Upper bool
	// Provisional marks a rank not yet certified (仮, "?"): the seed writes
	// 三段 before certification as 三段仮(1d?) and splits it into halves only
	// after (認定前は三段仮、認定後は2つに分け). Only for dan and kyu ranks,
	// never with Upper.
	Provisional bool
}

// Dan returns the rank n 段.
func Dan(n int) Rank { return Rank{Kind: RankDan, N: n} }

// Kyu returns the rank n 級.
func Kyu(n int) Rank { return Rank{Kind: RankKyu, N: n} }

// Pro is a professional player.
var Pro = Rank{Kind: RankPro}

// UpperHalf returns the upper half of dan or kyu rank r (3d → 3d+, 三段★);
// other ranks have no halves and are returned as they are.
func UpperHalf(r Rank) Rank {
	if r.Kind == RankDan || r.Kind == RankKyu {
		r.Upper = true
	}
	return r
}

// ProvisionalRank returns dan or kyu rank r not yet certified (3d →
// 3d?, 三段仮); other ranks are returned as they are.
func ProvisionalRank(r Rank) Rank {
	if r.Kind == RankDan || r.Kind == RankKyu {
		r.Provisional, r.Upper = true, false
	}
	return r
}

// String returns the canonical text: "3d", "3d+", "3d?", "5k", "1k+", "pro",
// or "" for unknown.
func (r Rank) String() string {
	plus := r.mark("+", "?")
	switch r.Kind {
	case RankDan:
		return strconv.Itoa(r.N) + "d" + plus
	case RankKyu:
		return strconv.Itoa(r.N) + "k" + plus
	case RankPro:
		return "pro"
	}
	return ""
}

// mark is upper for the upper half of a rank, provisional for a
// provisional rank, and "" for any other.
func (r Rank) mark(upper, provisional string) string {
	switch {
	case r.Upper:
		return upper
	case r.Provisional:
		return provisional
	}
	return ""
}

// Japanese returns the rank as written on Japanese sheets: 初段, 三段,
// 三段★ (the upper half, Pandanet's notation), 三段仮 (provisional), 5級,
// 1級★, 5級仮, プロ.
func (r Rank) Japanese() string {
	star := r.mark("★", "仮")
	switch r.Kind {
	case RankDan:
		if r.N == 1 {
			return "初段" + star
		}
		return kanjiDigits[r.N] + "段" + star
	case RankKyu:
		return strconv.Itoa(r.N) + "級" + star
	case RankPro:
		return "プロ"
	}
	return ""
}

// Value returns the rank value used by handicap rules: n dan = n, n kyu =
// 1 − n (1k = 0, 2k = −1); the upper half of a rank and a provisional rank
// have their rank's value (3d+ = 3d? = 3; see Halves). ok is false for
// unknown and professional ranks.
func (r Rank) Value() (v int, ok bool) {
	switch r.Kind {
	case RankDan:
		return r.N, true
	case RankKyu:
		return 1 - r.N, true
	}
	return 0, false
}

// Halves returns the rank on the half-rank scale of Go's handicaps
// (Pandanet): twice the value, plus one for the upper half. 3d is 6, 3d+
// (三段★) is 7, 4d is 8, 1k is 0, 1k+ is 1, 2k is −2. A provisional rank is
// its rank undivided, named as the lower half is (seed: 三段仮 before
// certification, 三段★ and 三段 after): 3d? is 6. ok is false for unknown
// and professional ranks.
func (r Rank) Halves() (h int, ok bool) {
	v, ok := r.Value()
	if !ok {
		return 0, false
	}
	h = 2 * v
	if r.Upper {
		h++
	}
	return h, true
}

// Known reports whether the rank is not unknown.
func (r Rank) Known() bool { return r.Kind != RankUnknown }

// Stronger reports whether r is a higher rank than o (unknown is lowest).
func (r Rank) Stronger(o Rank) bool { return r.order() > o.order() }

func (r Rank) order() int {
	switch r.Kind {
	case RankPro:
		return 1000
	case RankDan, RankKyu:
		h, _ := r.Halves()
		return h
	}
	return -1000
}

// MarshalText writes the canonical text form.
func (r Rank) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads any form ParseRank accepts.
func (r *Rank) UnmarshalText(b []byte) error {
	v, err := ParseRank(string(b))
	if err != nil {
		return err
	}
	*r = v
	return nil
}

var kanjiDigits = []string{"", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"}

// ParseRank reads a rank as people write it: 3d, 3段, 三段, 初段, 5k, 5級,
// 五級, pro, プロ; full-width digits too. The upper half of a dan or kyu rank
// ends in "+" or "★" (full-width ＋ too): 3d+, 三段★, 1k+, 1級★. A
// provisional rank ends in "?" or "仮" (full-width ？, （仮） too): 3d?,
// 三段仮, 1d?. An empty text, "unknown", "不明" or a lone "?" is the unknown
// rank.
func ParseRank(s string) (Rank, error) {
	t := FoldWord(s)
	t = strings.ReplaceAll(t, " ", "")
	if base, ok := cutUpperMark(t); ok {
		r, err := parseWholeRank(base)
		if err == nil && (r.Kind == RankDan || r.Kind == RankKyu) {
			return UpperHalf(r), nil
		}
		return Rank{}, invalidRank(s)
	}
	if base, ok := cutProvisionalMark(t); ok {
		r, err := parseWholeRank(base)
		if err == nil && (r.Kind == RankDan || r.Kind == RankKyu) {
			return ProvisionalRank(r), nil
		}
		return Rank{}, invalidRank(s)
	}
	r, err := parseWholeRank(t)
	if err != nil {
		return Rank{}, invalidRank(s)
	}
	return r, nil
}

// cutUpperMark removes the mark of the upper half of a rank ("+", "★"; the
// text is already width-folded) from the end of t.
func cutUpperMark(t string) (string, bool) {
	for _, m := range []string{"+", "★"} {
		if base, ok := strings.CutSuffix(t, m); ok {
			return base, true
		}
	}
	return t, false
}

// cutProvisionalMark removes the mark of a provisional rank ("?", "仮",
// "(仮)"; the text is already width-folded) from the end of t. A lone "?"
// is no rank with a mark: it is the unknown rank.
func cutProvisionalMark(t string) (string, bool) {
	for _, m := range []string{"(仮)", "?", "仮"} {
		if base, ok := strings.CutSuffix(t, m); ok && base != "" {
			return base, true
		}
	}
	return t, false
}

func invalidRank(s string) error {
	return newProblem(ErrInvalidInput,
		"invalid rank \"%s\": write 3d, 初段, 5k, 5級, pro or unknown (dan 1–9, kyu 1–30; the upper half of a rank as 3d+ or 三段★, a provisional rank as 3d? or 三段仮)",
		"段級位「%s」は使えません。三段・初段・5級・プロ・不明（3d・5k とも）のように書いてください（段は1〜9、級は1〜30。上半分は 三段★、仮の段級位は 三段仮）", s)
}

// parseWholeRank reads a folded, lower-cased rank without the upper-half
// mark; errors carry no message (ParseRank writes it).
func parseWholeRank(t string) (Rank, error) {
	switch t {
	case "", "unknown", "不明", "-", "?":
		return Rank{}, nil
	case "pro", "プロ", "professional":
		return Pro, nil
	case "初段":
		return Dan(1), nil
	}
	for _, u := range []struct {
		suffix string
		kind   RankKind
	}{{"dan", RankDan}, {"段", RankDan}, {"d", RankDan}, {"kyu", RankKyu}, {"級", RankKyu}, {"k", RankKyu}} {
		num, found := strings.CutSuffix(t, u.suffix)
		if !found || num == "" {
			continue
		}
		n, ok := parseSmallNumber(num)
		if !ok {
			break
		}
		if u.kind == RankDan && n >= 1 && n <= MaxDan {
			return Dan(n), nil
		}
		if u.kind == RankKyu && n >= 1 && n <= MaxKyu {
			return Kyu(n), nil
		}
		break
	}
	return Rank{}, ErrInvalidInput
}

// parseSmallNumber reads 1–99 in Arabic or kanji numerals (十五, 二十, 三十).
func parseSmallNumber(s string) (int, bool) {
	if len(s) <= 2 && strings.Trim(s, "0123456789") == "" { // no sign, no 20 digits
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	idx := func(r string) int {
		for i, d := range kanjiDigits {
			if i > 0 && i < 10 && d == r {
				return i
			}
		}
		return 0
	}
	rs := []rune(s)
	switch {
	case len(rs) == 1 && string(rs) == "十":
		return 10, true
	case len(rs) == 1:
		n := idx(string(rs))
		return n, n > 0
	case len(rs) == 2 && string(rs[0]) == "十":
		n := idx(string(rs[1]))
		return 10 + n, n > 0
	case len(rs) == 2 && string(rs[1]) == "十":
		n := idx(string(rs[0]))
		return 10 * n, n > 1
	case len(rs) == 3 && string(rs[1]) == "十":
		a, b := idx(string(rs[0])), idx(string(rs[2]))
		return 10*a + b, a > 1 && b > 0
	}
	return 0, false
}
