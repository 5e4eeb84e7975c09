package shogi

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// ErrResultSyntax means a shogi result text does not follow the grammar.
var ErrResultSyntax = errors.New("shogi result not understood")

// Context is what a typed result may leave to the game it is for: the
// section's 持将棋 rule (a count typed without one), the game's 手合 (the
// pieces the 上手 dropped count for 先手) and its 上手 (上手勝ち, 下手勝ち).
// The zero Context is an even game in a section where 持将棋 is a draw.
type Context struct {
	Rule  JishogiRule
	Teai  Teai
	Uwate Side
}

// ParseGameResult reads a shogi result, typed or stored:
//
//	先手勝ち, 後手勝ち, 先手負け (後手勝ち), ▲勝ち, s, g     a win (投了, 詰み)
//	先手反則負け, foul-sente, fs                         a loss by foul
//	後手時間切れ負け, timeout-gote, tg                    a loss on time
//	先手不戦勝, 後手不戦敗, forfeit-gote, xg              a forfeit
//	千日手, sennichite, sen                              千日手 as a draw
//	千日手 先手勝ち, sennichite-swap/sente                千日手, replayed with the sides swapped: the replay's result, its 先手
//	持将棋, jishogi, ji                                  持将棋 as a draw
//	持将棋 31-23, jishogi-24:31-23                       持将棋 by the 24-point rule (先手's points first)
//	持将棋 先手宣言 28, jishogi-27:sente:28               持将棋 by the 27-point declaration rule
//	持将棋 後手勝ち, jishogi-swap/gote                     持将棋, replayed (sides swapped)
//	両負け, 無勝負, 勝敗預かり (double-loss, no-result, pending)
//
// 上手勝ち and 下手勝ち name the sides of a game with a 上手 (ctx.Uwate).
// A count without "+N" takes the dropped pieces of ctx.Teai for 先手 (the
// 上手). Spaces, widths and case do not matter. It never panics.
func ParseGameResult(s string, ctx Context) (GameResult, error) {
	t := strings.ToLower(strings.Join(strings.Fields(norm.NFKC.String(width.Fold.String(s))), ""))
	if t == "" {
		return GameResult{}, fmt.Errorf("%w: nothing entered; write 先手勝ち, 後手勝ち, 千日手 先手勝ち, 持将棋 or a keyword", ErrResultSyntax)
	}
	r, err := parseWithReplays(t, ctx, 0)
	if err != nil {
		if errors.Is(err, ErrResultSyntax) {
			return GameResult{}, fmt.Errorf("%w: %q; write 先手勝ち, 後手反則負け, 千日手 先手勝ち, 持将棋 31-23 or a keyword such as forfeit-gote", ErrResultSyntax, s)
		}
		return GameResult{}, err
	}
	if r.Swapped && ctx.Teai != Hirate {
		// A 駒落ち game is replayed as it was seated: the 上手 moves
		// first again.
		r.Swapped = false
	}
	if r.Swapped && len(r.Replays)%2 == 1 {
		// The text names the last replay's sides; the result keeps the
		// slip's.
		r.Winner = r.Winner.Other()
	}
	return r, nil
}

// replayWords are the words of a replay (指し直し) before its result. A
// 平手 game is replayed with 先手 and 後手 swapped (先後を入れ替えて指し直し):
// after these words the result names the replay's sides, except after the
// stored form of files written before that rule ("sennichite/",
// "jishogi/"), whose result names the slip's.
var replayWords = []struct {
	word   string
	r      Replay
	legacy bool
}{{"千日手", ReplaySennichite, false}, {"sennichite-swap", ReplaySennichite, false}, {"sennichite", ReplaySennichite, true}, {"sen", ReplaySennichite, false},
	{"持将棋", ReplayJishogi, false}, {"jishogi-swap", ReplayJishogi, false}, {"jishogi", ReplayJishogi, true}, {"ji", ReplayJishogi, false}}

// maxReplays bounds the chain of replays a text may name.
const maxReplays = 5

func parseWithReplays(t string, ctx Context, depth int) (GameResult, error) {
	r, err := parseBody(t, ctx)
	if err == nil || !errors.Is(err, ErrResultSyntax) || depth >= maxReplays {
		return r, err
	}
	for _, w := range replayWords {
		rest, ok := strings.CutPrefix(t, w.word)
		if !ok {
			continue
		}
		// The stored form of an older file: sennichite/ exactly.
		legacy := w.legacy && strings.HasPrefix(rest, "/")
		rest = trimSeparators(rest)
		if rest == "" {
			continue
		}
		inner, err2 := parseWithReplays(rest, ctx, depth+1)
		if err2 != nil {
			if errors.Is(err2, ErrResultSyntax) {
				continue
			}
			return GameResult{}, err2
		}
		inner.Replays = append([]Replay{w.r}, inner.Replays...)
		inner.Swapped = inner.Swapped || !legacy
		return inner, nil
	}
	return GameResult{}, err
}

// trimSeparators cuts what may stand between a replay and its result:
// 千日手→先手勝ち, 千日手（指し直し）先手勝ち, sennichite/sente.
func trimSeparators(s string) string {
	for {
		before := s
		for _, p := range []string{"/", "→", "->", ",", "、", ":", "・", "(先後入れ替え)", "(先後入替)", "先後入れ替え", "先後入替", "て", "(指し直し)", "指し直し局", "指し直し", "指直し", "の", "で"} {
			s = strings.TrimPrefix(s, p)
		}
		if s == before {
			return s
		}
	}
}

var bodyKeywords = map[string]GameResult{
	"sennichite": {Kind: Sennichite}, "千日手": {Kind: Sennichite}, "sen": {Kind: Sennichite}, "千日手(引き分け)": {Kind: Sennichite},
	"jishogi": {Kind: Jishogi}, "持将棋": {Kind: Jishogi}, "ji": {Kind: Jishogi}, "持将棋(引き分け)": {Kind: Jishogi},
	"double-loss": {Kind: DoubleLoss}, "両負け": {Kind: DoubleLoss},
	"no-result": {Kind: NoResult}, "無勝負": {Kind: NoResult},
	"pending": {Kind: Pending}, "勝敗預かり": {Kind: Pending}, "預かり": {Kind: Pending},
}

// sideWords are the words of a side; 上手 and 下手 are read with the context.
var sideWords = []struct {
	word string
	side Side
}{{"先手", First}, {"後手", Second}, {"sente", First}, {"gote", Second}, {"black", First}, {"white", Second},
	{"▲", First}, {"△", Second}, {"☗", First}, {"☖", Second}, {"黒", First}, {"白", Second}, {"s", First}, {"g", Second}, {"b", First}, {"w", Second}}

// suffixes are what follows a side: the kind, and whether the side named
// is the winner.
var suffixes = []struct {
	word   string
	kind   Kind
	winner bool
}{
	{"", Win, true}, {"勝ち", Win, true}, {"勝", Win, true}, {"の勝ち", Win, true}, {"+", Win, true}, {"wins", Win, true},
	{"負け", Win, false}, {"負", Win, false}, {"敗", Win, false}, {"の負け", Win, false}, {"投了", Win, false},
	{"反則負け", Foul, false}, {"反則負", Foul, false}, {"反則", Foul, false}, {"の反則負け", Foul, false}, {"反則勝ち", Foul, true}, {"反則勝", Foul, true},
	{"時間切れ負け", Timeout, false}, {"時間切れ", Timeout, false}, {"切れ負け", Timeout, false}, {"時間負け", Timeout, false}, {"の時間切れ負け", Timeout, false}, {"時間切れ勝ち", Timeout, true},
	{"不戦勝", Forfeit, true}, {"不戦勝ち", Forfeit, true}, {"不戦敗", Forfeit, false}, {"不戦負け", Forfeit, false},
}

// englishLosers are the stored keywords that name the loser, and their
// short codes (fs: 先手反則負け).
var englishLosers = map[string]Kind{"foul": Foul, "timeout": Timeout, "forfeit": Forfeit}
var shortLosers = map[string]GameResult{
	"fs": {Kind: Foul, Winner: Second}, "fg": {Kind: Foul, Winner: First},
	"ts": {Kind: Timeout, Winner: Second}, "tg": {Kind: Timeout, Winner: First},
	"xs": {Kind: Forfeit, Winner: Second}, "xg": {Kind: Forfeit, Winner: First},
}

func parseBody(t string, ctx Context) (GameResult, error) {
	if r, ok := bodyKeywords[t]; ok {
		return r, nil
	}
	if r, ok := shortLosers[t]; ok {
		return r, nil
	}
	if kind, side, ok := strings.Cut(t, "-"); ok {
		if k, ok := englishLosers[kind]; ok {
			for _, w := range sideWords {
				if side == w.word && len(w.word) > 1 {
					return GameResult{Kind: k, Winner: w.side.Other()}, nil
				}
			}
		}
	}
	for _, w := range []string{"jishogi", "持将棋", "ji"} {
		if rest, ok := strings.CutPrefix(t, w); ok && rest != "" {
			if r, ok, err := parseCount(rest, ctx); ok || err != nil {
				return r, err
			}
		}
	}
	side, rest, err := cutSide(t, ctx)
	if err != nil {
		return GameResult{}, err
	}
	if side == NoSide {
		return GameResult{}, ErrResultSyntax
	}
	for _, s := range suffixes {
		if rest == s.word {
			w := side
			if !s.winner {
				w = side.Other()
			}
			return GameResult{Kind: s.kind, Winner: w}, nil
		}
	}
	return GameResult{}, ErrResultSyntax
}

// cutSide reads the side a text starts with; NoSide when it names none.
func cutSide(t string, ctx Context) (Side, string, error) {
	for _, u := range []struct {
		word  string
		uwate bool
	}{{"上手", true}, {"下手", false}} {
		if rest, ok := strings.CutPrefix(t, u.word); ok {
			if ctx.Uwate == NoSide {
				return NoSide, "", fmt.Errorf("%w: %s names the stronger or weaker player, and this game has none (equal ranks): write 先手 or 後手", ErrResultSyntax, u.word)
			}
			if u.uwate {
				return ctx.Uwate, rest, nil
			}
			return ctx.Uwate.Other(), rest, nil
		}
	}
	for _, w := range sideWords {
		if rest, ok := strings.CutPrefix(t, w.word); ok {
			if len(w.word) == 1 && rest != "" && rest != "+" {
				continue // s, g, b, w are short codes only alone
			}
			return w.side, rest, nil
		}
	}
	return NoSide, t, nil
}

// parseCount reads a 持将棋 count after its word: -24:31-23, -27:sente:28
// (stored), or 31-23, 31対23, 先手31後手23, 先手宣言28 (typed, under the
// section's rule). ok is false when rest is not a count at all.
func parseCount(rest string, ctx Context) (GameResult, bool, error) {
	rule := ctx.Rule
	explicit := false
	rest = strings.TrimPrefix(rest, "(")
	for _, p := range []struct {
		w string
		r JishogiRule
	}{{"-24:", Points24}, {"-27:", Points27}, {"24点法", Points24}, {"27点法", Points27}} {
		if r, ok := strings.CutPrefix(rest, p.w); ok {
			rest, rule, explicit = r, p.r, true
			break
		}
	}
	rest = strings.Trim(strings.ReplaceAll(rest, "点", ""), "():")
	if !explicit && !strings.ContainsAny(rest, "0123456789") {
		return GameResult{}, false, nil // 持将棋 先手勝ち: a replay, not a count
	}
	c := JishogiCount{Rule: rule}
	switch rule {
	case JishogiDraw:
		if !explicit {
			return GameResult{}, true, fmt.Errorf("%w: this section's 持将棋 is a draw (no points): type 持将棋 alone", ErrJishogiCount)
		}
	case Points24:
		a, b, ok := strings.Cut(strings.NewReplacer("対", "-", "後手", "-", "△", "-", "gote", "-", ":", "").Replace(rest), "-")
		a = strings.NewReplacer("先手", "", "▲", "", "sente", "").Replace(a)
		b = strings.TrimLeft(b, "-")
		if !ok {
			return GameResult{}, true, fmt.Errorf("%w: under the 24-point rule give both counts, 先手's first: 持将棋 31-23", ErrJishogiCount)
		}
		var err error
		if c.First, c.Dropped, err = pointsPlus(a, ctx); err != nil {
			return GameResult{}, true, err
		}
		if c.Second, err = strconv.Atoi(b); err != nil {
			return GameResult{}, true, fmt.Errorf("%w: %q is not a number of points", ErrJishogiCount, b)
		}
	case Points27:
		side, pts, _ := cutSide(rest, Context{})
		pts = strings.TrimPrefix(strings.TrimPrefix(pts, "宣言"), ":")
		if side == NoSide {
			return GameResult{}, true, fmt.Errorf("%w: under the 27-point rule name the declaring side: 持将棋 先手宣言 28", ErrJishogiCount)
		}
		c.Declarer = side
		n, d, err := pointsPlus(pts, ctx)
		if err != nil {
			return GameResult{}, true, err
		}
		if side == First {
			c.First, c.Dropped = n, d
		} else {
			// The 下手's count is of the pieces in play: a set's less the
			// 上手's dropped pieces, which only the 上手's count keeps.
			if inPlay := 2*SetPoints - d; n > inPlay {
				return GameResult{}, true, fmt.Errorf("%w: %d points; the pieces in play count %d (a set's %d less the %d taken off)",
					ErrJishogiCount, n, inPlay, 2*SetPoints, d)
			}
			c.Second = n
		}
	}
	w, err := c.Winner()
	if err != nil {
		return GameResult{}, true, err
	}
	return GameResult{Kind: Jishogi, Winner: w, Count: &c}, true, nil
}

// pointsPlus reads "25+6" (25 points, 6 dropped) or "25" (the context's
// dropped pieces).
func pointsPlus(s string, ctx Context) (int, int, error) {
	a, d, plus := strings.Cut(s, "+")
	n, err := strconv.Atoi(a)
	if err != nil || n > 2*SetPoints {
		return 0, 0, fmt.Errorf("%w: %q is not a number of points (0 to %d)", ErrJishogiCount, a, 2*SetPoints)
	}
	if !plus {
		return n, ctx.Teai.DroppedPoints(), nil
	}
	dn, err := strconv.Atoi(d)
	if err != nil || dn < 0 || dn > JumaiOchi.DroppedPoints() {
		return 0, 0, fmt.Errorf("%w: %q is not the points of dropped pieces", ErrJishogiCount, d)
	}
	return n, dn, nil
}
