package othello

import (
	"fmt"
	"slices"
	"strings"
)

// Outcome is how a game ended when that is more than the discs on the card.
// Its value is the keyword of the command line and the games CSV (CLI.md);
// Normal, the empty keyword, means the discs decide.
type Outcome string

// The outcomes of a two-player game (docs/rules.md §1 and §2.2).
const (
	Normal       Outcome = ""              // 通常: the discs decide; 32–32 is a draw in the preliminaries
	Bye          Outcome = "bye"           // 不戦勝 (bye): Black is the player, the bye setting applies
	ForfeitBlack Outcome = "forfeit-black" // 不戦敗 of Black (no-show or late arrival's choice): 0–64, not for rating
	ForfeitWhite Outcome = "forfeit-white" // 不戦敗 of White: 64–0, not for rating
	TimeoutBlack Outcome = "timeout-black" // 時間切れ負け of Black: 31–33 or White's 勝手打ち result
	TimeoutWhite Outcome = "timeout-white" // 時間切れ負け of White: 33–31 or Black's 勝手打ち result
	BothTimeout  Outcome = "both-timeout"  // 双方時間切れ (rule 16): a draw; the draw-win right decides a final; not for rating
	FoulBlack    Outcome = "foul-black"    // 反則負け of Black (rule 22)
	FoulWhite    Outcome = "foul-white"    // 反則負け of White (rule 22)
	DoubleLoss   Outcome = "double-loss"   // 両負け: each gets a loss, nobody a win
	NoResult     Outcome = "no-result"     // 無勝負: neither a win nor a loss
	Pending      Outcome = "pending"       // 勝敗預かり: held for a ruling, counted nowhere until ruled
)

// Outcomes lists every keyword in the order of CLI.md (Normal excluded).
func Outcomes() []Outcome {
	return []Outcome{Bye, ForfeitBlack, ForfeitWhite, TimeoutBlack, TimeoutWhite, BothTimeout,
		FoulBlack, FoulWhite, DoubleLoss, NoResult, Pending}
}

// ParseOutcome reads a keyword of CLI.md, ignoring case and surrounding
// spaces, or the words screens print for it in either language (Japanese,
// English); an empty text is Normal.
func ParseOutcome(s string) (Outcome, error) {
	k := Outcome(strings.ToLower(strings.TrimSpace(s)))
	if k == Normal || slices.Contains(Outcomes(), k) {
		// The keyword itself, as every stored result writes it: no
		// Japanese reading gives it another meaning
		// (TestParseOutcome_Issue40KeywordsFirst).
		return k, nil
	}
	if o, ok := outcomeFromJapanese(string(k)); ok {
		return o, nil
	}
	for _, o := range Outcomes() {
		// The keyword, or the English words screens print for it
		// ("forfeit by black", "both flags fell"), spaces or none.
		if k == o || strings.ReplaceAll(string(k), " ", "") == strings.ReplaceAll(o.English(), " ", "") {
			return o, nil
		}
	}
	names := make([]string, 0, len(Outcomes()))
	for _, o := range Outcomes() {
		names = append(names, string(o))
	}
	return Normal, problem(ErrUnknownOutcome, "%q; use one of %s", s, strings.Join(names, ", "))
}

// Loser returns the colour an outcome names as the loser (the forfeiting,
// flagged or fouling player), or NoColour.
func (o Outcome) Loser() Colour {
	switch o {
	case ForfeitBlack, TimeoutBlack, FoulBlack:
		return Black
	case ForfeitWhite, TimeoutWhite, FoulWhite:
		return White
	}
	return NoColour
}

// Japanese returns the arbiter's word for the outcome (empty for Normal).
func (o Outcome) Japanese() string {
	switch o {
	case Bye:
		return "不戦勝（バイ）"
	case ForfeitBlack:
		return "黒の不戦敗"
	case ForfeitWhite:
		return "白の不戦敗"
	case TimeoutBlack:
		return "黒の時間切れ負け"
	case TimeoutWhite:
		return "白の時間切れ負け"
	case BothTimeout:
		return "双方時間切れ"
	case FoulBlack:
		return "黒の反則負け"
	case FoulWhite:
		return "白の反則負け"
	case DoubleLoss:
		return "両負け"
	case NoResult:
		return "無勝負"
	case Pending:
		return "勝敗預かり"
	}
	return ""
}

// English returns a short English description of the outcome.
func (o Outcome) English() string {
	switch o {
	case Normal:
		return ""
	case Bye:
		return "bye"
	case ForfeitBlack, ForfeitWhite:
		return fmt.Sprintf("forfeit by %s", o.Loser())
	case TimeoutBlack, TimeoutWhite:
		return fmt.Sprintf("%s lost on time", o.Loser())
	case BothTimeout:
		return "both flags fell"
	case FoulBlack, FoulWhite:
		return fmt.Sprintf("%s lost by foul", o.Loser())
	case DoubleLoss:
		return "both lose"
	case NoResult:
		return "no result"
	case Pending:
		return "pending a ruling"
	}
	return string(o)
}
