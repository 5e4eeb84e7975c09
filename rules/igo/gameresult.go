package igo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// ErrResultSyntax means a Go result text does not follow the grammar of
// ParseGameResult.
var ErrResultSyntax = errors.New("Go result not understood")

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
//	jigo            持碁 (also 持碁, ジゴ)
//	forfeit-black, forfeit-white, foul-black, foul-white,
//	double-loss, no-result, no-result-replay, pending   (as for Othello, CLI.md)
//
// Case, spaces and full-width characters do not matter; 黒/白 may stand for
// B/W and 中押し for R. It never panics.
func ParseGameResult(s string) (GameResult, error) {
	t := strings.ToLower(strings.Join(strings.Fields(width.Fold.String(s)), ""))
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
	case "r":
		r.Resign = true
	case "t":
		r.Kind = ResultTimeout
	case "j":
		r.JigoWin = true
	default:
		h, err := parseHalfPoints(how)
		if err != nil || h <= 0 || h > 2*400 {
			return GameResult{}, fmt.Errorf("%w: %q: the margin must be a positive number of points such as 3.5", ErrResultSyntax, s)
		}
		r.Margin = h
	}
	return r, nil
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
		m := strconv.Itoa(r.Margin/2) + "目"
		if r.Margin%2 == 1 {
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
