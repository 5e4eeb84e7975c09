package othello

import "strings"

// outcomeFromJapanese reads an outcome written as the arbiter says it:
// 黒不戦敗 (黒の不戦敗, 不戦敗（黒）), 白不戦勝, 黒時間切れ負け (黒時間切れ),
// 白時間切れ勝ち, 黒反則負け (黒反則), 両者時間切れ, 両負け, 無勝負, 勝敗預かり
// (預かり), バイ. ok is false when s is not one of them.
func outcomeFromJapanese(s string) (Outcome, bool) {
	t := strings.NewReplacer("の", "", "（", "", "）", "", "(", "", ")", "", "・", "").Replace(s)
	switch t {
	case "双方時間切れ", "両者時間切れ", "両時間切れ":
		return BothTimeout, true
	case "両負け":
		return DoubleLoss, true
	case "無勝負":
		return NoResult, true
	case "勝敗預かり", "預かり":
		return Pending, true
	case "バイ", "不戦勝バイ":
		return Bye, true
	}
	// The colour first or last: 黒不戦敗, 不戦敗黒.
	var colour string
	switch {
	case strings.HasPrefix(t, "黒"), strings.HasSuffix(t, "黒"):
		colour = "黒"
	case strings.HasPrefix(t, "白"), strings.HasSuffix(t, "白"):
		colour = "白"
	default:
		return Normal, false
	}
	body := strings.TrimSuffix(strings.TrimPrefix(t, colour), colour)
	other := map[string]string{"黒": "白", "白": "黒"}[colour]
	loser := colour
	for _, won := range []string{"勝ち", "勝"} {
		if b, ok := strings.CutSuffix(body, won); ok {
			body, loser = b, other
			break
		}
	}
	body = strings.TrimSuffix(strings.TrimSuffix(body, "負け"), "負")
	out := map[string]map[string]Outcome{
		"不戦敗":  {"黒": ForfeitBlack, "白": ForfeitWhite},
		"不戦":   {"黒": ForfeitBlack, "白": ForfeitWhite},
		"時間切れ": {"黒": TimeoutBlack, "白": TimeoutWhite},
		"反則":   {"黒": FoulBlack, "白": FoulWhite},
	}
	if body == "不戦" && loser != colour { // 黒不戦勝: White forfeited
		return out[body][loser], true
	}
	if o, ok := out[body][loser]; ok {
		return o, true
	}
	return Normal, false
}

// normalWords reads what a card may say of a normal result: 引き分け
// (引分け, 引分, 持ち石同数; draw) or 黒勝ち, 白の勝ち, 黒番勝ち (win). ok is
// false when s says something else; win is set then too when s names a
// winner with other words (黒の勝ち越し), which is no result.
func normalWords(s string) (win Colour, draw, ok bool) {
	t := outcomeFillers.Replace(s)
	switch t {
	case "引き分け", "引分け", "引分", "ひきわけ", "持ち石同数", "draw":
		return NoColour, true, true
	}
	for _, c := range []Colour{Black, White} {
		body, found := strings.CutPrefix(t, c.Japanese())
		if !found {
			continue
		}
		switch body {
		case "勝ち", "勝":
			return c, false, true
		}
	}
	return NoColour, false, false
}

// outcomeFillers are the characters normalWords drops (の, 番, brackets):
// built once, as every result read of a standings goes through it.
var outcomeFillers = strings.NewReplacer("の", "", "番", "", "（", "", "）", "", "(", "", ")", "")
