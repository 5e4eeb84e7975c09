package shogi

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// ErrTeaiTable means a 手合割 table (setting handicap_table) does not read.
var ErrTeaiTable = errors.New("handicap table not understood")

// Teai is the 手合 of a game: 平手 (even) or a 駒落ち, the pieces the stronger
// player (上手) takes off before the game.
type Teai int

// The 手合, the smallest handicap first.
const (
	Hirate       Teai = iota // 平手
	KyoOchi                  // 香落ち: the left 香
	KakuOchi                 // 角落ち
	HishaOchi                // 飛車落ち
	HikyoOchi                // 飛香落ち: 飛車 and the left 香
	NimaiOchi                // 二枚落ち: 飛車 and 角
	YonmaiOchi               // 四枚落ち: 飛車, 角 and both 香
	RokumaiOchi              // 六枚落ち: and both 桂
	HachimaiOchi             // 八枚落ち: and both 銀
	JumaiOchi                // 十枚落ち: and both 金 (the king alone)
)

var teaiNames = [...]struct {
	key, ja, en string
	dropped     int // points of the pieces dropped (大駒 5, 小駒 1)
}{
	Hirate:       {"hirate", "平手", "even", 0},
	KyoOchi:      {"lance", "香落ち", "lance handicap", 1},
	KakuOchi:     {"bishop", "角落ち", "bishop handicap", 5},
	HishaOchi:    {"rook", "飛車落ち", "rook handicap", 5},
	HikyoOchi:    {"rook-lance", "飛香落ち", "rook and lance handicap", 6},
	NimaiOchi:    {"two", "二枚落ち", "two-piece handicap", 10},
	YonmaiOchi:   {"four", "四枚落ち", "four-piece handicap", 12},
	RokumaiOchi:  {"six", "六枚落ち", "six-piece handicap", 14},
	HachimaiOchi: {"eight", "八枚落ち", "eight-piece handicap", 16},
	JumaiOchi:    {"ten", "十枚落ち", "ten-piece handicap", 18},
}

// Valid reports whether t is one of the 手合.
func (t Teai) Valid() bool { return t >= 0 && int(t) < len(teaiNames) }

// Key is the 手合's word in settings and stored records: "lance".
func (t Teai) Key() string { return teaiNames[t].key }

// Japanese is the 手合's name: 香落ち.
func (t Teai) Japanese() string { return teaiNames[t].ja }

// English is the 手合's name in English: "lance handicap".
func (t Teai) English() string { return teaiNames[t].en }

// DroppedPoints is what the pieces the 上手 took off count under the
// 持将棋 point rules (大駒 5, 小駒 1): 香落ち 1, 二枚落ち 10.
func (t Teai) DroppedPoints() int { return teaiNames[t].dropped }

// ParseTeai reads a 手合 by its key, its Japanese name (飛車香落ち and 飛車角落ち
// too) or its English name.
func ParseTeai(s string) (Teai, bool) {
	w := strings.ToLower(strings.TrimSpace(norm.NFKC.String(s)))
	switch w {
	case "飛車香落ち":
		return HikyoOchi, true
	case "飛車角落ち", "飛角落ち":
		return NimaiOchi, true
	}
	for t, n := range teaiNames {
		if w == n.key || w == n.ja || w == n.en || w == strings.TrimSuffix(n.ja, "ち") {
			return Teai(t), true
		}
	}
	return 0, false
}

// Table is a dojo's 手合割 by rank difference: entry d−1 is the 手合 of a
// difference of d 段級 (d ≥ 1), the last entry that of every larger one. An
// entry 平手 is played 下位者先手 (the weaker player moves first).
type Table []Teai

// DefaultTable is the 手合割 the Tokyo 将棋会館 dojo publishes: 1 段級差
// 平手 下位者先手, 2 香落ち, 3 角落ち, 4 飛車落ち, 5 飛香落ち, 6–7 二枚落ち,
// 8–9 四枚落ち, 10 and more 六枚落ち.
func DefaultTable() Table {
	return Table{Hirate, KyoOchi, KakuOchi, HishaOchi, HikyoOchi, NimaiOchi, NimaiOchi, YonmaiOchi, YonmaiOchi, RokumaiOchi}
}

// MaxTableRows is the longest table a setting holds.
const MaxTableRows = 30

// ParseTable reads a table as a list of 手合 separated by commas (or 、・
// spaces), the first for a difference of 1: "hirate,lance,bishop,…" or
// "平手、香落ち、角落ち…". A larger difference never takes a smaller 手合.
func ParseTable(s string) (Table, error) {
	fields := strings.FieldsFunc(norm.NFKC.String(s), func(r rune) bool { return r == ',' || r == '、' || r == '・' || r == ' ' || r == '　' })
	if len(fields) == 0 {
		return nil, fmt.Errorf("%w: it is empty; list the 手合 for a difference of 1, 2, 3 … (e.g. hirate,lance,bishop)", ErrTeaiTable)
	}
	if len(fields) > MaxTableRows {
		return nil, fmt.Errorf("%w: %d entries; at most %d (the last one serves every larger difference)", ErrTeaiTable, len(fields), MaxTableRows)
	}
	out := make(Table, len(fields))
	for i, f := range fields {
		t, ok := ParseTeai(f)
		if !ok {
			return nil, fmt.Errorf("%w: %q (difference %d) is not a 手合: use hirate, lance, bishop, rook, rook-lance, two, four, six, eight, ten (平手, 香落ち …)", ErrTeaiTable, f, i+1)
		}
		if i > 0 && t < out[i-1] {
			return nil, fmt.Errorf("%w: a difference of %d would give %s, less than %s for %d", ErrTeaiTable, i+1, t.Key(), out[i-1].Key(), i)
		}
		out[i] = t
	}
	return out, nil
}

// String writes the table as a setting keeps it: "hirate,lance,…".
func (t Table) String() string {
	parts := make([]string, len(t))
	for i, x := range t {
		parts[i] = x.Key()
	}
	return strings.Join(parts, ",")
}

// Japanese writes the table for people: "1 平手（下位者先手）、2 香落ち、…".
func (t Table) Japanese() string {
	parts := make([]string, len(t))
	for i, x := range t {
		w := x.Japanese()
		if x == Hirate {
			w += "（下位者先手）"
		}
		parts[i] = fmt.Sprintf("%d%s %s", i+1, map[bool]string{true: "以上", false: ""}[i == len(t)-1], w)
	}
	return strings.Join(parts, "、")
}

// At returns the 手合 for a difference of d ≥ 1 段級.
func (t Table) At(d int) Teai {
	if len(t) == 0 || d < 1 {
		return Hirate
	}
	return t[min(d, len(t))-1]
}

// Seating is the 手合割 of two players: the 手合, who moves first (1 or 2:
// the player given first or second; 0 when a 振り駒 decides) and who is
// 上手 (the stronger player; 0 when they are equal).
type Seating struct {
	Teai  Teai
	First int
	Uwate int
}

// Furigoma reports whether the 先手 is decided by 振り駒: an even game
// between players of the same strength.
func (s Seating) Furigoma() bool { return s.First == 0 }

// For is the 手合割 of players of rank values a and b under table t: equal
// ranks play 平手 with 振り駒; otherwise the table's 手合 for the difference,
// where 平手 is played 下位者先手 (the weaker player first) and in a 駒落ち
// the stronger player (上手) moves first.
func (t Table) For(a, b int) Seating {
	if a == b {
		return Seating{Teai: Hirate}
	}
	stronger, weaker, d := 1, 2, a-b
	if b > a {
		stronger, weaker, d = 2, 1, b-a
	}
	teai := t.At(d)
	if teai == Hirate {
		return Seating{Teai: Hirate, First: weaker, Uwate: stronger}
	}
	return Seating{Teai: teai, First: stronger, Uwate: stronger}
}

// Line is the calculator's line of CLI `taikai handicap --shogi`:
// "teai=香落ち sente=1 uwate=1"; sente=furigoma and uwate=none for equal
// ranks.
func (s Seating) Line() string {
	sente, uwate := "furigoma", "none"
	if s.First != 0 {
		sente = fmt.Sprint(s.First)
	}
	if s.Uwate != 0 {
		uwate = fmt.Sprint(s.Uwate)
	}
	return fmt.Sprintf("teai=%s sente=%s uwate=%s", s.Teai.Japanese(), sente, uwate)
}
