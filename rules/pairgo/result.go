package pairgo

import (
	"fmt"

	"taikai/rules/igo"
)

// Foul is a foul that loses the game at once (反則負け).
type Foul int

// The fouls of the seed.
const (
	NoFoul Foul = iota // no foul
	// FoulDoubleMove: 2手打ち, the same pair moved twice in a row.
	FoulDoubleMove
	// FoulConsultation: partners talked about anything but resigning or whose
	// turn it is (投了と手番の確認以外の相談).
	FoulConsultation
)

// English names the foul.
func (f Foul) English() string {
	switch f {
	case FoulDoubleMove:
		return "a double move (2手打ち: the same pair moved twice in a row)"
	case FoulConsultation:
		return "illegal consultation (partners talked about more than resigning or whose turn it is)"
	}
	return ""
}

// Japanese names the foul.
func (f Foul) Japanese() string {
	switch f {
	case FoulDoubleMove:
		return "2手打ち（同じペアが2手続けて打った）"
	case FoulConsultation:
		return "投了と手番の確認以外の相談"
	}
	return ""
}

// GameRecord is what the arbiter enters for one game (対局結果).
type GameRecord struct {
	// BlackScore and WhiteScore are the board scores: territory plus
	// prisoners (地+アゲハマ), in whole points.
	BlackScore, WhiteScore int
	// Komi is the game's komi from Black's point of view.
	Komi Komi
	// BlackRotationErrors and WhiteRotationErrors count the 誤順 each pair
	// committed, as ruled by the arbiter; each gives the opponents the
	// penalty.
	BlackRotationErrors, WhiteRotationErrors int
	// BlackFoul and WhiteFoul record a foul that ended the game; at most one.
	BlackFoul, WhiteFoul Foul
}

// Outcome is the decided result with its explanation.
type Outcome struct {
	Winner Colour
	// Foul is set when the loser lost by foul (反則負け); scores then do not
	// count and the totals are zero.
	Foul Foul
	// BlackTotal and WhiteTotal are the totals in halves after komi and
	// penalties.
	BlackTotal, WhiteTotal int
	// Margin is the winner's lead in halves (0 on jigo).
	Margin int
	// Jigo reports equal totals, a win for White (ジゴは白勝ち).
	Jigo bool
	// English and Japanese explain how the winner was computed.
	English, Japanese string
}

// Result decides a game (docs/rules.md §3): a foul loses at once; otherwise the komi
// and each rotation error's penalty are added to the board scores, the larger
// total wins, and jigo is a win for White.
func (s Settings) Result(g GameRecord) (Outcome, error) {
	switch {
	case g.BlackScore < 0 || g.WhiteScore < 0:
		return Outcome{}, fmt.Errorf("%w: a board score is negative (Black %d, White %d)", ErrInvalidResult, g.BlackScore, g.WhiteScore)
	case g.BlackRotationErrors < 0 || g.WhiteRotationErrors < 0:
		return Outcome{}, fmt.Errorf("%w: a rotation-error count is negative", ErrInvalidResult)
	case g.BlackFoul != NoFoul && g.WhiteFoul != NoFoul:
		return Outcome{}, fmt.Errorf("%w: both pairs have a foul; the game ends at the first foul, so record only that one", ErrInvalidResult)
	case g.BlackFoul != NoFoul:
		return foulOutcome(Black, g.BlackFoul), nil
	case g.WhiteFoul != NoFoul:
		return foulOutcome(White, g.WhiteFoul), nil
	}
	return s.scoreOutcome(g), nil
}

func foulOutcome(offender Colour, f Foul) Outcome {
	w := offender.Other()
	return Outcome{
		Winner: w,
		Foul:   f,
		English: offender.String() + " committed " + f.English() + ": loss by foul (反則負け). " +
			w.String() + " wins; the board is not counted.",
		Japanese: offender.Japanese() + "が" + f.Japanese() + "のため反則負け。" +
			w.Japanese() + "の勝ち（地は数えません）。",
	}
}

func (s Settings) scoreOutcome(g GameRecord) Outcome {
	o := Outcome{BlackTotal: 2 * g.BlackScore, WhiteTotal: 2 * g.WhiteScore}
	en := fmt.Sprintf("Board: Black %d, White %d. ", g.BlackScore, g.WhiteScore)
	ja := fmt.Sprintf("盤面：黒%d目、白%d目。", g.BlackScore, g.WhiteScore)

	switch k := int(g.Komi); {
	case k > 0:
		o.WhiteTotal += k
		en += "Komi " + g.Komi.String() + ": Black gives " + formatHalves(k, false) + " to White. "
		ja += "コミ" + g.Komi.String() + "：黒から白へ" + igo.HalvesJapanese(k) + "。"
	case k < 0:
		o.BlackTotal -= k
		en += "Komi " + g.Komi.String() + ": White gives " + formatHalves(-k, false) + " to Black. "
		ja += "コミ" + g.Komi.String() + "：白から黒へ" + igo.HalvesJapanese(-k) + "（逆コミ）。"
	default:
		en += "No komi. "
		ja += "コミなし。"
	}

	p := s.RotationErrorPenalty
	if n := g.BlackRotationErrors; n > 0 {
		o.WhiteTotal += 2 * n * p
		en += fmt.Sprintf("Rotation errors by Black: %d × %d = %d points to White. ", n, p, n*p)
		ja += fmt.Sprintf("黒の誤順%d回×%d目＝%d目を白へ。", n, p, n*p)
	}
	if n := g.WhiteRotationErrors; n > 0 {
		o.BlackTotal += 2 * n * p
		en += fmt.Sprintf("Rotation errors by White: %d × %d = %d points to Black. ", n, p, n*p)
		ja += fmt.Sprintf("白の誤順%d回×%d目＝%d目を黒へ。", n, p, n*p)
	}

	bt, wt := formatHalves(o.BlackTotal, false), formatHalves(o.WhiteTotal, false)
	en += "Totals: Black " + bt + ", White " + wt + ". "
	ja += "合計：黒" + igo.HalvesJapanese(o.BlackTotal) + "、白" + igo.HalvesJapanese(o.WhiteTotal) + "。"
	switch {
	case o.BlackTotal > o.WhiteTotal:
		o.Winner, o.Margin = Black, o.BlackTotal-o.WhiteTotal
		en += "Black wins by " + formatHalves(o.Margin, false) + "."
		ja += "黒の" + igo.HalvesJapanese(o.Margin) + "勝ち。"
	case o.WhiteTotal > o.BlackTotal:
		o.Winner, o.Margin = White, o.WhiteTotal-o.BlackTotal
		en += "White wins by " + formatHalves(o.Margin, false) + "."
		ja += "白の" + igo.HalvesJapanese(o.Margin) + "勝ち。"
	default:
		o.Winner, o.Jigo = White, true
		en += "Jigo, which is a win for White: White wins."
		ja += "ジゴは白勝ち：白の勝ち。"
	}
	o.English, o.Japanese = en, ja
	return o
}
