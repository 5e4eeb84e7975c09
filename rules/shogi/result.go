package shogi

import (
	"fmt"
	"strings"
)

// Kind is how a shogi game ended.
type Kind int

// The kinds of result.
const (
	Win        Kind = iota // 勝ち: 投了 or 詰み
	Foul                   // 反則負け of the loser
	Timeout                // 時間切れ負け of the loser
	Forfeit                // 不戦勝・不戦敗
	Sennichite             // 千日手 counted as a draw (the section's setting)
	Jishogi                // 持将棋: a draw, or decided by points (Count)
	DoubleLoss             // 両負け
	NoResult               // 無勝負
	Pending                // 勝敗預かり, until the arbiter rules
)

// Replay is a game that was played again (指し直し): ended by 千日手 or
// 持将棋.
type Replay int

// The causes of a replay.
const (
	ReplaySennichite Replay = iota + 1 // 千日手
	ReplayJishogi                      // 持将棋
)

func (r Replay) key() string {
	return map[Replay]string{ReplaySennichite: "sennichite", ReplayJishogi: "jishogi"}[r]
}
func (r Replay) ja() string {
	return map[Replay]string{ReplaySennichite: "千日手", ReplayJishogi: "持将棋"}[r]
}

// GameResult is a shogi game's result: the kind, the winning side where
// one wins, the 持将棋 count when points decided it, and the games replayed
// before the one that counts (指し直し), in order.
type GameResult struct {
	Kind    Kind
	Winner  Side // by the slip's sides; NoSide for a draw, 両負け, 無勝負, 勝敗預かり
	Count   *JishogiCount
	Replays []Replay
	// Swapped: each replay of a 平手 game was played with 先手 and 後手
	// swapped (先後を入れ替えて指し直し); the texts name the last replay's
	// sides (its 先手 is the slip's 後手 after one replay), Winner the
	// slip's. A 持将棋 count of a replay is by the replay's sides. False
	// for a 駒落ち game and for the results of files written before the
	// rule, which named the slip's sides.
	Swapped bool
}

// played is the side that won as the last game played names it: the
// slip's side, swapped once for each replay played with the sides swapped.
func (r GameResult) played() Side {
	if r.Swapped && len(r.Replays)%2 == 1 {
		return r.Winner.Other()
	}
	return r.Winner
}

// replayKey is a replay's prefix in the stored grammar.
func (r GameResult) replayKey(p Replay) string {
	if r.Swapped {
		return p.key() + "-swap/"
	}
	return p.key() + "/"
}

// Draw reports whether the game counts as a draw (千日手 or 持将棋 where
// the section makes them draws, or a 24-point count of 24 or more each).
func (r GameResult) Draw() bool {
	return (r.Kind == Sennichite || r.Kind == Jishogi) && r.Winner == NoSide
}

// Points returns what the game gives 先手 and 後手 in half-points (a win
// 2, a draw 1, 両負け 0 each) and whether it counts at all (無勝負 and
// 勝敗預かり count for nobody).
func (r GameResult) Points() (first, second int, counted bool) {
	switch {
	case r.Kind == NoResult, r.Kind == Pending:
		return 0, 0, false
	case r.Kind == DoubleLoss:
		return 0, 0, true
	case r.Winner == First:
		return 2, 0, true
	case r.Winner == Second:
		return 0, 2, true
	}
	return 1, 1, true
}

// String writes the result in the stored grammar: sente, gote,
// foul-sente (先手反則負け), timeout-gote, forfeit-sente (先手不戦敗),
// sennichite, jishogi, jishogi-24:25+6-23, jishogi-27:sente:28,
// double-loss, no-result, pending; each replay before it as a prefix
// "sennichite/" or "jishogi/".
func (r GameResult) String() string {
	var b strings.Builder
	for _, p := range r.Replays {
		b.WriteString(r.replayKey(p))
	}
	w := r.played()
	switch r.Kind {
	case Win:
		b.WriteString(w.Keyword())
	case Foul:
		b.WriteString("foul-" + w.Other().Keyword())
	case Timeout:
		b.WriteString("timeout-" + w.Other().Keyword())
	case Forfeit:
		b.WriteString("forfeit-" + w.Other().Keyword())
	case Sennichite:
		b.WriteString("sennichite")
	case Jishogi:
		b.WriteString("jishogi")
		if c := r.Count; c != nil {
			b.WriteString("-" + c.Rule.Key() + ":")
			if c.Rule == Points27 {
				pts := c.Second
				if c.Declarer == First {
					pts = c.First
				}
				b.WriteString(c.Declarer.Keyword() + ":" + fmt.Sprint(pts) + dropped(c, c.Declarer == First))
			} else {
				b.WriteString(fmt.Sprintf("%d%s-%d", c.First, dropped(c, true), c.Second))
			}
		}
	case DoubleLoss:
		b.WriteString("double-loss")
	case NoResult:
		b.WriteString("no-result")
	case Pending:
		b.WriteString("pending")
	}
	return b.String()
}

func dropped(c *JishogiCount, first bool) string {
	if c.Dropped == 0 || !first {
		return ""
	}
	return fmt.Sprintf("+%d", c.Dropped)
}

// Japanese writes the result as a score sheet does: 先手勝ち, 後手反則負け,
// 先手時間切れ負け, 先手不戦勝, 千日手（引き分け）, 持将棋（24点法 先手25点＋落駒6点・
// 後手23点）先手勝ち, 千日手→先手勝ち.
func (r GameResult) Japanese() string {
	var b strings.Builder
	for _, p := range r.Replays {
		b.WriteString(p.ja())
		if r.Swapped {
			b.WriteString("（先後入れ替え）")
		}
		b.WriteString("→")
	}
	w := r.played()
	switch r.Kind {
	case Win:
		b.WriteString(w.Japanese() + "勝ち")
	case Foul:
		b.WriteString(w.Other().Japanese() + "反則負け")
	case Timeout:
		b.WriteString(w.Other().Japanese() + "時間切れ負け")
	case Forfeit:
		b.WriteString(w.Japanese() + "不戦勝")
	case Sennichite:
		b.WriteString("千日手（引き分け）")
	case Jishogi:
		c := r.Count
		switch {
		case c == nil:
			b.WriteString("持将棋（引き分け）")
		case c.Rule == Points27:
			pts := c.Second
			if c.Declarer == First {
				pts = c.First
			}
			fmt.Fprintf(&b, "持将棋（27点法 %s宣言%d点%s）", c.Declarer.Japanese(), pts, droppedJa(c, c.Declarer == First))
		default:
			fmt.Fprintf(&b, "持将棋（24点法 先手%d点%s・後手%d点）", c.First, droppedJa(c, true), c.Second)
		}
		if c != nil {
			if w == NoSide {
				b.WriteString("引き分け")
			} else {
				b.WriteString(w.Japanese() + "勝ち")
			}
		}
	case DoubleLoss:
		b.WriteString("両負け")
	case NoResult:
		b.WriteString("無勝負")
	case Pending:
		b.WriteString("勝敗預かり")
	}
	return b.String()
}

func droppedJa(c *JishogiCount, first bool) string {
	if c.Dropped == 0 || !first {
		return ""
	}
	return fmt.Sprintf("＋落駒%d点", c.Dropped)
}

// English writes the result for people in English: "sente wins",
// "gote loses by foul", "sennichite replayed → sente wins".
func (r GameResult) English() string {
	var b strings.Builder
	for _, p := range r.Replays {
		b.WriteString(p.key() + " replayed")
		if r.Swapped {
			b.WriteString(" with the sides swapped")
		}
		b.WriteString(" → ")
	}
	w := r.played()
	switch r.Kind {
	case Win:
		b.WriteString(w.English() + " wins")
	case Foul:
		b.WriteString(w.Other().English() + " loses by foul")
	case Timeout:
		b.WriteString(w.Other().English() + " loses on time")
	case Forfeit:
		b.WriteString(w.English() + " wins by forfeit")
	case Sennichite:
		b.WriteString("sennichite (draw)")
	case Jishogi:
		switch {
		case r.Count == nil:
			b.WriteString("jishogi (draw)")
		case w == NoSide:
			b.WriteString("jishogi by points: draw (" + r.Count.Rule.English() + ")")
		default:
			b.WriteString("jishogi by points: " + w.English() + " wins (" + r.Count.Rule.English() + ")")
		}
	case DoubleLoss:
		b.WriteString("both lose")
	case NoResult:
		b.WriteString("no result")
	case Pending:
		b.WriteString("result held pending a ruling")
	}
	return b.String()
}
