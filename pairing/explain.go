package pairing

import (
	"fmt"
	"strings"
)

// Float is the direction in which a player floats in a pair (フロート): up
// to meet a higher score, down to meet a lower one.
type Float int8

const (
	// NoFloat: both players have the same score.
	NoFloat Float = iota
	// FloatUp: the player meets a higher score.
	FloatUp
	// FloatDown: the player meets a lower score (or the bye).
	FloatDown
)

// ColourReason says why a pair has its colours (手番の理由).
type ColourReason int8

const (
	// ColourBye: a bye has no colours.
	ColourBye ColourReason = iota
	// ColourRematch: the other way round would repeat the colours of an
	// earlier game between the two.
	ColourRematch
	// ColourBalance: these colours even out games as Black and as White.
	ColourBalance
	// ColourAlternate: the other way round would give a player the same
	// colour as in the previous round.
	ColourAlternate
	// ColourReversed: both ways cost the same, so the colours of the last
	// round in which the two had different colours are reversed.
	ColourReversed
	// ColourDrawn: both ways cost the same and the two never had different
	// colours, so the colours were drawn by lot (seeded).
	ColourDrawn
)

// Explanation tells an arbiter why a pair is as it is: one line on the
// pairings screen and on the printed pairing list.
type Explanation struct {
	// ScoreDiff is the score difference in half-points; for a bye, between
	// the player and the bye player (half a point below the lowest score).
	ScoreDiff int
	// BlackFloat and WhiteFloat are the two players' floats.
	BlackFloat, WhiteFloat Float
	// BlackDelta and WhiteDelta are δ (games as Black − games as White)
	// before this round.
	BlackDelta, WhiteDelta int
	// BlackLast and WhiteLast are the colours of the previous round.
	BlackLast, WhiteLast Color
	// Colour is why Black has Black.
	Colour ColourReason
	// ReversedRound is the round whose colours are reversed, for
	// ColourReversed.
	ReversedRound int
	// EarlierGames is how often the two met before (再戦 if > 0); for a bye,
	// how many byes the player had before.
	EarlierGames int
	// SameAffiliation is true if both belong to the same club or prefecture.
	SameAffiliation bool
	// Penalty is the pair's cost, clause by clause.
	Penalty Penalty
	// KeptApart lists the players of the pair whom the constraints of
	// Apart kept from the opponent the pairing without them would have
	// given (対局させない指定). String and Japanese leave them out: the
	// pairing knows IDs only, and the caller names the players with
	// KeptApart.Text.
	KeptApart []KeptApart
}

// points formats half-points as points: 1 → "0.5", 4 → "2".
func points(half int) string {
	if half%2 == 0 {
		return fmt.Sprint(half / 2)
	}
	return fmt.Sprintf("%d.5", half/2)
}

func signed(d int) string {
	if d > 0 {
		return fmt.Sprintf("+%d", d)
	}
	return fmt.Sprint(d)
}

func (f Float) english() string {
	switch f {
	case FloatUp:
		return "floats up"
	case FloatDown:
		return "floats down"
	}
	return "no float"
}

func (f Float) japanese() string {
	switch f {
	case FloatUp:
		return "上位と対戦"
	case FloatDown:
		return "下位と対戦"
	}
	return "同点"
}

// Sides are the names an explanation gives the two sides: Black and White
// (黒, 白), unless the game names its own (Sente and Gote, 先手 and 後手).
type Sides struct {
	Black, White     string // in English
	BlackJa, WhiteJa string
}

// DefaultSides are Black and White, 黒 and 白.
var DefaultSides = Sides{Black: "Black", White: "White", BlackJa: "黒", WhiteJa: "白"}

// english is colour c's side, "None" for no colour.
func (s Sides) english(c Color) string {
	switch c {
	case Black:
		return s.Black
	case White:
		return s.White
	}
	return c.String()
}

// japaneseOr is colour c's side in Japanese, none for no colour.
func (s Sides) japaneseOr(c Color, none string) string {
	switch c {
	case Black:
		return s.BlackJa
	case White:
		return s.WhiteJa
	}
	return none
}

// String is the explanation in English, e.g. "score difference 0.5:
// Black floats up, White floats down; colours: balance (Black δ=-1, White
// δ=+1); cost: float 20000, colour imbalance 40".
func (e Explanation) String() string { return e.EnglishAs(DefaultSides) }

// EnglishAs is the explanation in English with the sides named s
// ("Sente floats up …" in shogi).
func (e Explanation) EnglishAs(s Sides) string {
	var b strings.Builder
	if e.Colour == ColourBye {
		fmt.Fprintf(&b, "bye: %s points above the bye", points(e.ScoreDiff))
		if e.EarlierGames > 0 {
			fmt.Fprintf(&b, "; %d earlier bye(s)", e.EarlierGames)
		}
		b.WriteString(e.Penalty.english())
		return b.String()
	}
	if e.ScoreDiff == 0 {
		b.WriteString("same score")
	} else {
		fmt.Fprintf(&b, "score difference %s: %s %s, %s %s",
			points(e.ScoreDiff), s.Black, e.BlackFloat.english(), s.White, e.WhiteFloat.english())
	}
	b.WriteString("; colours: ")
	switch e.Colour {
	case ColourRematch:
		b.WriteString("reverses their earlier game")
	case ColourBalance:
		fmt.Fprintf(&b, "balance (%s δ=%s, %s δ=%s)", s.Black, signed(e.BlackDelta), s.White, signed(e.WhiteDelta))
	case ColourAlternate:
		fmt.Fprintf(&b, "alternate (last round %s had %s, %s had %s)", s.Black, s.english(e.BlackLast), s.White, s.english(e.WhiteLast))
	case ColourReversed:
		fmt.Fprintf(&b, "equal, reversing round %d", e.ReversedRound)
	case ColourDrawn:
		b.WriteString("equal, drawn by lot")
	}
	if e.EarlierGames > 0 {
		fmt.Fprintf(&b, "; rematch (met %d time(s) before)", e.EarlierGames)
	}
	if e.SameAffiliation {
		b.WriteString("; same affiliation")
	}
	b.WriteString(e.Penalty.english())
	return b.String()
}

// Japanese is the explanation in short, plain Japanese, e.g. "点差0.5点
// (黒: 上位と対戦、白: 下位と対戦)、手番: 黒白の回数をそろえる (黒の人は白が
// 1局多い、白の人は黒が1局多い)、難点: 点差のある対戦 20000・色の偏り 40":
// the cost named by its PAPP terms (Penalty), never a bare number.
func (e Explanation) Japanese() string { return e.JapaneseAs(DefaultSides) }

// JapaneseAs is the explanation in Japanese with the sides named s: 「手番:
// 先手後手の回数をそろえる (先手の人は後手が1局多い …)」 in shogi.
func (e Explanation) JapaneseAs(s Sides) string {
	var b strings.Builder
	if e.Colour == ColourBye {
		fmt.Fprintf(&b, "不戦勝（点差%s点）", points(e.ScoreDiff))
		if e.EarlierGames > 0 {
			fmt.Fprintf(&b, "、不戦勝%d回目", e.EarlierGames+1)
		}
		b.WriteString(e.Penalty.japanese())
		return b.String()
	}
	if e.ScoreDiff == 0 {
		b.WriteString("同点")
	} else {
		fmt.Fprintf(&b, "点差%s点 (%s: %s、%s: %s)",
			points(e.ScoreDiff), s.BlackJa, e.BlackFloat.japanese(), s.WhiteJa, e.WhiteFloat.japanese())
	}
	b.WriteString("、手番: ")
	switch e.Colour {
	case ColourRematch:
		b.WriteString("前の対戦と逆")
	case ColourBalance:
		fmt.Fprintf(&b, "%s%sの回数をそろえる (%sの人は%s、%sの人は%s)", s.BlackJa, s.WhiteJa, s.BlackJa, s.deltaJapanese(e.BlackDelta), s.WhiteJa, s.deltaJapanese(e.WhiteDelta))
	case ColourAlternate:
		fmt.Fprintf(&b, "前回と逆 (前回 %sの人は%s、%sの人は%s)", s.BlackJa, s.japaneseOr(e.BlackLast, "なし"), s.WhiteJa, s.japaneseOr(e.WhiteLast, "なし"))
	case ColourReversed:
		fmt.Fprintf(&b, "第%d回戦と逆", e.ReversedRound)
	case ColourDrawn:
		b.WriteString("抽選")
	}
	if e.EarlierGames > 0 {
		fmt.Fprintf(&b, "、再戦 (%d回目)", e.EarlierGames+1)
	}
	if e.SameAffiliation {
		b.WriteString("、同じ所属")
	}
	b.WriteString(e.Penalty.japanese())
	return b.String()
}

// deltaJapanese says δ (games as Black − games as White) in words, the
// sides named s: 白が1局多い, 黒が2局多い, 黒白同数.
func (s Sides) deltaJapanese(d int) string {
	switch {
	case d > 0:
		return fmt.Sprintf("%sが%d局多い", s.BlackJa, d)
	case d < 0:
		return fmt.Sprintf("%sが%d局多い", s.WhiteJa, -d)
	}
	return s.BlackJa + s.WhiteJa + "同数"
}

// Term is one part of a pair's cost with its name, in the words of PAPP's
// penalty table (docs/rules.md §2.1).
type Term struct {
	En, Ja string
	Cost   int64
}

// Terms returns the parts of the cost that are not zero, named: 色の偏り
// (colour imbalance), 同じ色が続く (same colour again), 点差のある対戦
// (float), 上位の点差対戦 (elitism: a float among the leaders), 再戦
// (rematch), 同じ所属 (same affiliation), 不戦勝の重複 (repeated bye).
func (p Penalty) Terms() []Term {
	var out []Term
	for _, t := range []Term{
		{"colour imbalance", "色の偏り", p.Colour},
		{"same colour again", "同じ色が続く", p.SameColourAgain},
		{"float", "点差のある対戦", p.Float},
		{"float among the leaders", "上位の点差対戦", p.Elitism},
		{"rematch", "再戦", p.Rematch},
		{"same affiliation", "同じ所属", p.Affiliation},
		{"repeated bye", "不戦勝の重複", p.Bye},
	} {
		if t.Cost != 0 {
			out = append(out, t)
		}
	}
	return out
}

// english is the cost of an explanation: "; cost: colour imbalance 40,
// same colour again 15", or nothing when the pair costs nothing.
func (p Penalty) english() string {
	var parts []string
	for _, t := range p.Terms() {
		parts = append(parts, fmt.Sprintf("%s %d", t.En, t.Cost))
	}
	if len(parts) == 0 {
		return ""
	}
	return "; cost: " + strings.Join(parts, ", ")
}

// japanese is the cost of an explanation: "、難点: 色の偏り 40・同じ色が続く
// 15", or nothing when the pair costs nothing.
func (p Penalty) japanese() string {
	var parts []string
	for _, t := range p.Terms() {
		parts = append(parts, fmt.Sprintf("%s %d", t.Ja, t.Cost))
	}
	if len(parts) == 0 {
		return ""
	}
	return "、難点: " + strings.Join(parts, "・")
}
