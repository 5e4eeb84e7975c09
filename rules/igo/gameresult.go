package igo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// ErrResultSyntax means a Go result text does not follow the grammar of
// ParseGameResult.
var ErrResultSyntax = errors.New("Go result not understood")

// MaxMargin is the largest margin a result may state, in points: more than
// a 19路 board's 361 points with every prisoner counted.
const MaxMargin = 400

// ResultError is a result refused with what was wrong in both languages;
// it is an ErrResultSyntax.
type ResultError struct{ En, Ja string }

func (e *ResultError) Error() string { return e.En }

// Unwrap makes a ResultError an ErrResultSyntax.
func (e *ResultError) Unwrap() error { return ErrResultSyntax }

// GameResult is a Go game's result as the arbiter enters it: the winner and
// how (by points, resignation 中押し, time), or a special kind.
type GameResult struct {
	Kind   ResultKind
	Winner Colour // 0 when nobody wins (jigo, 両負け, 無勝負, 勝敗預かり)
	// Margin is the winning margin in half-points (7 = 3.5 目); 0 when the
	// game ended otherwise.
	Margin int
	// Resign marks a win by resignation (中押し勝ち).
	Resign bool
	// JigoWin marks a win on equal totals under a rule that gives jigo to
	// one side (Junior Pair Go: ジゴは白勝ち), written W+J.
	JigoWin bool
}

// ParseGameResult reads a Go result:
//
//	B+R, W+R        win by resignation (中押し)
//	B+3.5, W+0.5    win by points (目)
//	B+T, W+T        win on time (the other's flag fell)
//	W+J             win on a jigo (Junior Pair Go: ジゴは白勝ち)
//	B+, W+          a win whose margin the card does not give (白勝ち, 黒負け)
//	jigo            持碁 (also 持碁, ジゴ)
//	forfeit-black, forfeit-white, foul-black, foul-white,
//	double-loss, no-result, no-result-replay, pending   (as for Othello, CLI.md)
//
// or as a Japanese score sheet writes it (every text Japanese writes reads
// back): 黒中押し勝ち, 白3目半勝ち, 白半目勝ち, 黒11目勝ち, 黒時間切れ勝ち,
// 白勝ち（持碁）, 白ジゴ勝ち, 持碁, 黒不戦勝, 白反則勝ち, 両負け, 無勝負,
// 無勝負（打ち直し）, 勝敗預かり; 中押, 勝 for 中押し, 勝ち; の after the
// colour (白の中押し勝ち, 黒の反則負け); kanji numerals (白三目半勝ち); a loss
// (黒中押し負け, 白時間切れ負け, 黒反則負け, 白不戦敗) gives the win to the
// other side.
//
// Case, spaces and full-width characters do not matter; 黒/白 may stand for
// B/W and 中押し for R. It never panics.
func ParseGameResult(s string) (GameResult, error) {
	t := strings.ToLower(strings.Join(strings.Fields(norm.NFKC.String(width.Fold.String(s))), ""))
	if en, ok := fromJapanese(t); ok {
		t = en
	}
	t = strings.NewReplacer("黒", "b", "白", "w", "中押し", "r", "勝ち", "", "目", "", "＋", "+").Replace(t)
	switch t {
	case "":
		return GameResult{}, fmt.Errorf("%w: nothing entered; write B+R, W+3.5, B+T, jigo or a keyword", ErrResultSyntax)
	case "jigo", "持碁", "ジゴ", "じご":
		return GameResult{Kind: ResultJigo}, nil
	case "forfeit-black":
		return GameResult{Kind: ResultForfeit, Winner: White}, nil
	case "forfeit-white":
		return GameResult{Kind: ResultForfeit, Winner: Black}, nil
	case "foul-black":
		return GameResult{Kind: ResultFoul, Winner: White}, nil
	case "foul-white":
		return GameResult{Kind: ResultFoul, Winner: Black}, nil
	case "timeout-black":
		return GameResult{Kind: ResultTimeout, Winner: White}, nil
	case "timeout-white":
		return GameResult{Kind: ResultTimeout, Winner: Black}, nil
	case "double-loss":
		return GameResult{Kind: ResultDoubleLoss}, nil
	case "no-result":
		return GameResult{Kind: ResultNoResult}, nil
	case "no-result-replay":
		return GameResult{Kind: ResultNoResultReplay}, nil
	case "pending":
		return GameResult{Kind: ResultPending}, nil
	}
	who, how, ok := strings.Cut(t, "+")
	if !ok && len(t) > 1 && (t[0] == 'b' || t[0] == 'w') {
		who, how, ok = t[:1], t[1:], true // 白中押し, 黒3.5 (no +)
	}
	var r GameResult
	switch who {
	case "b":
		r.Winner = Black
	case "w":
		r.Winner = White
	default:
		ok = false
	}
	if !ok {
		return GameResult{}, fmt.Errorf("%w: %q; write B+R, W+3.5, B+T, jigo or a keyword such as forfeit-white", ErrResultSyntax, s)
	}
	switch how {
	case "":
		// A win whose margin the card does not give (白勝ち; SGF's W+):
		// the winner is all the standings need.
	case "r":
		r.Resign = true
	case "t":
		r.Kind = ResultTimeout
	case "j":
		r.JigoWin = true
	default:
		h, err := parseHalfPoints(how)
		switch {
		case err != nil || h <= 0:
			return GameResult{}, &ResultError{En: fmt.Sprintf("%s: %q: the margin must be a positive number of points such as 3.5", ErrResultSyntax, s),
				Ja: fmt.Sprintf("「%s」：目数は 3.5（3目半）のような正の数で書いてください", s)}
		case h > 2*MaxMargin:
			return GameResult{}, &ResultError{En: fmt.Sprintf("%s: %q: a margin of %s points is more than a game can be won by (%d at most); check the card", ErrResultSyntax, s, formatHalves(h), MaxMargin),
				Ja: fmt.Sprintf("「%s」：%sの差で勝つ対局はありません（最大 %d 目）。記録を確かめてください", s, pointsJA(h), MaxMargin)}
		}
		r.Margin = h
	}
	return r, nil
}

// fromJapanese rewrites a result written the Japanese way (t already
// folded, lower-cased, without spaces) in the grammar's words: 白3目半勝ち is
// w+3.5, 黒中押し負け w+r, 白反則勝ち foul-black. ok is false when t is not
// written that way.
func fromJapanese(t string) (string, bool) {
	switch t {
	case "持碁", "ジゴ", "じご":
		return "jigo", true
	case "両負け":
		return "double-loss", true
	case "無勝負":
		return "no-result", true
	case "無勝負(打ち直し)", "無勝負打ち直し", "打ち直し":
		return "no-result-replay", true
	case "勝敗預かり", "預かり":
		return "pending", true
	}
	var winner, loser string
	switch {
	case strings.HasPrefix(t, "黒"):
		winner, loser = "b", "w"
	case strings.HasPrefix(t, "白"):
		winner, loser = "w", "b"
	default:
		return "", false
	}
	// 黒番, 白の: 白の中押し勝ち, 黒の反則負け.
	body := strings.TrimPrefix(strings.TrimPrefix(t[len("黒"):], "番"), "の")
	jigo := false
	for _, j := range []string{"(持碁)", "(ジゴ)", "(じご)"} {
		if b, ok := strings.CutSuffix(body, j); ok {
			body, jigo = b, true
		}
	}
	if body == "投了" || body == "の投了" || body == "投了負け" {
		// 白投了: White resigned, Black wins by resignation (中押し).
		return loser + "+r", true
	}
	decided := false // 勝ち or 負け written
	for _, suffix := range []struct {
		s    string
		lost bool
	}{{"勝ち", false}, {"勝", false}, {"負け", true}, {"負", true}, {"敗", true}} {
		if b, ok := strings.CutSuffix(body, suffix.s); ok {
			body, decided = b, true
			if suffix.lost {
				winner, loser = loser, winner
			}
			break
		}
	}
	// The jigo before the win: 白ジゴ勝ち, 白の持碁勝ち.
	for _, j := range []string{"持碁", "ジゴ", "じご"} {
		if b, ok := strings.CutSuffix(body, j); ok && !jigo {
			body, jigo = b, true
		}
	}
	body = strings.TrimSuffix(body, "の") // 白の中押しの勝ち
	side := map[string]string{"b": "black", "w": "white"}
	switch body {
	case "中押し", "中押":
		return winner + "+r", true
	case "時間切れ", "時間":
		return winner + "+t", true
	case "不戦":
		return "forfeit-" + side[loser], true
	case "反則":
		return "foul-" + side[loser], true
	case "":
		switch {
		case jigo:
			return winner + "+j", true
		case decided:
			// 白勝ち, 黒負け: the winner without the margin (SGF's W+).
			return winner + "+", true
		}
		return "", false
	}
	if jigo {
		return "", false
	}
	// Points: 3目半, 半目, 11目, 十一目, 3.5目, 3.5, +3.5.
	body = kanjiNumbers(strings.TrimPrefix(body, "+"))
	body = strings.NewReplacer("目半", ".5", "半目", "0.5", "目", "").Replace(body)
	if body == "" || strings.Trim(body, "0123456789.") != "" {
		return "", false
	}
	return winner + "+" + body, true
}

// kanjiNumbers writes the kanji numerals of s (三, 十一, 二十五, 百五) in
// digits; other characters are kept.
func kanjiNumbers(s string) string {
	digit := map[rune]int{'〇': 0, '零': 0, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	unit := map[rune]int{'十': 10, '百': 100}
	var out strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); {
		_, d := digit[rs[i]]
		_, u := unit[rs[i]]
		if !d && !u {
			out.WriteRune(rs[i])
			i++
			continue
		}
		total, cur := 0, -1 // cur: the digit waiting for its unit
		for ; i < len(rs); i++ {
			if v, ok := digit[rs[i]]; ok {
				if cur >= 0 {
					cur = cur*10 + v // 二五 as digits
				} else {
					cur = v
				}
				continue
			}
			v, ok := unit[rs[i]]
			if !ok {
				break
			}
			if cur < 0 {
				cur = 1
			}
			total += cur * v
			cur = -1
		}
		if cur > 0 {
			total += cur
		}
		out.WriteString(strconv.Itoa(total))
	}
	return out.String()
}

func parseHalfPoints(s string) (int, error) {
	whole, frac, dot := strings.Cut(s, ".")
	n, err := strconv.Atoi(whole)
	if err != nil {
		return 0, err
	}
	switch {
	case !dot:
		return 2 * n, nil
	case frac == "5":
		return 2*n + 1, nil
	case frac == "0":
		return 2 * n, nil
	}
	return 0, strconv.ErrSyntax
}

// String writes the result in the grammar ParseGameResult reads.
func (r GameResult) String() string {
	side := map[Colour]string{Black: "B", White: "W"}[r.Winner]
	loser := map[Colour]string{Black: "white", White: "black"}[r.Winner]
	switch r.Kind {
	case ResultNormal:
		switch {
		case r.Resign:
			return side + "+R"
		case r.JigoWin:
			return side + "+J"
		case r.Margin == 0:
			return side + "+"
		default:
			return side + "+" + formatHalves(r.Margin)
		}
	case ResultTimeout:
		return side + "+T"
	case ResultForfeit:
		return "forfeit-" + loser
	case ResultFoul:
		return "foul-" + loser
	}
	return r.Kind.Keyword()
}

// Japanese writes the result as a Japanese score sheet does: 黒中押し勝ち,
// 白3目半勝ち, 持碁, 両負け …
func (r GameResult) Japanese() string {
	side := map[Colour]string{Black: "黒", White: "白"}[r.Winner]
	switch r.Kind {
	case ResultNormal:
		if r.Resign {
			return side + "中押し勝ち"
		}
		if r.JigoWin {
			return side + "勝ち（持碁）"
		}
		if r.Margin == 0 {
			return side + "勝ち"
		}
		m := strconv.Itoa(r.Margin/2) + "目"
		switch {
		case r.Margin == 1:
			m = "半目" // not 0目半
		case r.Margin%2 == 1:
			m += "半"
		}
		return side + m + "勝ち"
	case ResultTimeout:
		return side + "時間切れ勝ち"
	case ResultForfeit:
		return side + "不戦勝"
	case ResultFoul:
		return side + "反則勝ち"
	}
	return r.Kind.Japanese()
}

// Points returns each side's game points in halves: a win 2, 持碁 1 each, a
// loss 0; 両負け 0 each. counted is false for 無勝負 and 勝敗預かり, which
// count for nobody.
func (r GameResult) Points() (black, white int, counted bool) {
	switch r.Kind {
	case ResultNoResult, ResultNoResultReplay, ResultPending:
		return 0, 0, false
	case ResultDoubleLoss:
		return 0, 0, true
	case ResultJigo:
		return 1, 1, true
	}
	if r.Winner == Black {
		return 2, 0, true
	}
	return 0, 2, true
}
