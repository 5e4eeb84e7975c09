package tournament

import (
	"fmt"
	"strings"
	"time"
)

// Counter is a game whose disputes can be settled by counting the final
// position on a board (Go and Pair Go: the seed's 終局処理, docs/rules.md
// §1): the players' proposals (終局案) are boards with their dead chains
// marked, and the count of each is a claim in the game's grammar.
type Counter interface {
	// CountBoard counts the position in for game g of event ev, with the
	// game's komi: the proposal to store (its Side, By and Time are the
	// caller's). A position that cannot be counted is an ErrInvalidInput
	// problem that names the place.
	CountBoard(ev Event, g Game, in CountInput) (CountProposal, error)
}

// CountInput is a position to count: a board as text (one line a row, X
// black, O white, . empty, x/o a dead stone) or a game record (SGF, its
// final position), the chains marked dead by a point of each (D4, Q16),
// and the prisoners captured in play (nil: the record's, or none).
type CountInput struct {
	Board    string
	SGF      string
	Dead     []string
	Captures *[2]int
}

// CountProposal is one board counted for a disputed game: a player's
// 終局案 or 修正案, or the arbiter's own count (棋譜3点セット: the official
// record and both proposals are kept).
type CountProposal struct {
	// Side is whose proposal it is: "black", "white" (the section's first
	// and second side) or "arbiter".
	Side string `json:"side"`
	// Board is the position with its dead chains marked (x, o), as the
	// game writes it; Captures the prisoners captured in play (Black's,
	// White's).
	Board    string `json:"board"`
	Captures [2]int `json:"captures"`
	// Claim is the count as a claim in the game's grammar (B+2.5; Pair Go's
	// board scores 62-58), the way the dispute stores claims.
	Claim string `json:"claim"`
	// Summary says the count: each side's 地, prisoners and komi.
	Summary Text `json:"summary"`
	// By is who entered it (the window, a phone, the command line); Time
	// when.
	By   string    `json:"by,omitempty"`
	Time time.Time `json:"time"`
}

// The sides a count proposal can be made for.
const (
	CountBlack   = "black"
	CountWhite   = "white"
	CountArbiter = "arbiter"
)

// ParseCountSide reads whose proposal a count is: black, white or arbiter
// (黒, 白, 審判; 先手, 後手 where the game names its sides so).
func ParseCountSide(ev Event, s string) (string, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	first, second := SideNames(ev.Game)
	switch t {
	case CountBlack, "b", "黒", strings.ToLower(first.En), first.Ja:
		return CountBlack, nil
	case CountWhite, "w", "白", strings.ToLower(second.En), second.Ja:
		return CountWhite, nil
	case CountArbiter, "", "審判":
		return CountArbiter, nil
	}
	return "", newProblem(ErrInvalidInput, "whose proposal is it? %q: black, white or arbiter", "「%s」：誰の終局案ですか。黒、白、審判のどれかです", s)
}

// CountSideName names a proposal's side in the section's words (黒の終局案).
func CountSideName(g GameKind, side string) Text {
	first, second := SideNames(g)
	switch side {
	case CountBlack:
		return Text{En: first.En + "'s proposal", Ja: first.Ja + "の終局案"}
	case CountWhite:
		return Text{En: second.En + "'s proposal", Ja: second.Ja + "の終局案"}
	}
	return Text{En: "the arbiter's count", Ja: "審判の計算"}
}

// CounterOf returns the section's game as a Counter, or a problem that says
// its game is not counted on a board.
func CounterOf(ev Event) (Counter, error) {
	sw, err := ev.Swiss()
	if err != nil {
		return nil, err
	}
	if c, ok := sw.(Counter); ok {
		return c, nil
	}
	name := ev.Game.Name()
	return nil, &Problem{Kind: ErrInvalidInput, Text: Text{
		En: fmt.Sprintf("%s games are not counted on a board: only Go and Pair Go disputes are settled by a count (終局処理)", name.En),
		Ja: fmt.Sprintf("%sの対局は盤面で計算しません。盤面で計算（終局処理）するのは囲碁とペア碁の異議だけです", name.Ja)}}
}

// ProposeCount counts a position for game `table` of round n and keeps it
// in the game's dispute as side's proposal (a dispute is opened when the
// game has none; nothing is decided and no result is recorded: the
// arbiter records one through the dispute's decision or ruling). by says
// who entered it. Refused in a section whose game is not counted.
func (s *Service) ProposeCount(n, table int, side string, in CountInput, by string) (CountProposal, error) {
	var out CountProposal
	err := s.updateText("dispute.count", func(w Writer) (Text, error) {
		ev, err := w.Event()
		if err != nil {
			return Text{}, err
		}
		counter, err := CounterOf(ev)
		if err != nil {
			return Text{}, err
		}
		if side, err = ParseCountSide(ev, side); err != nil {
			return Text{}, err
		}
		r, g, i, err := StoredGame(w, n, table)
		if err != nil {
			return Text{}, err
		}
		if g.IsBye() {
			return Text{}, newProblem(ErrInvalidInput, "round %d table %d is a bye: there is no game to count", "%d 回戦 %d 番卓は不戦勝で、計算する対局がありません", n, table)
		}
		if out, err = counter.CountBoard(ev, g, in); err != nil {
			return Text{}, err
		}
		out.Side, out.By, out.Time = side, strings.TrimSpace(by), s.now().UTC()
		d := g.Dispute
		if d == nil {
			d = &Dispute{Status: DisputeOpen, Opened: out.Time}
		} else {
			cp := *d
			d = &cp
		}
		d.Counts = append(append([]CountProposal(nil), d.Counts...), out)
		r.Games[i].Dispute = d
		if err := w.PutRound(r); err != nil {
			return Text{}, err
		}
		name := CountSideName(ev.Game, side)
		return Text{
			En: fmt.Sprintf("round %d table %d: %s counted on the board: %s (%s)", n, table, name.En, out.Claim, out.Summary.En),
			Ja: fmt.Sprintf("%d回戦 %d番卓：%sを盤面で計算：%s（%s）", n, table, name.Ja, ResultText(ev, out.Claim, Japanese), out.Summary.Ja),
		}, nil
	})
	return out, err
}

// LatestCount returns the newest proposal of side in d, if any.
func (d Dispute) LatestCount(side string) (CountProposal, bool) {
	for i := len(d.Counts) - 1; i >= 0; i-- {
		if d.Counts[i].Side == side {
			return d.Counts[i], true
		}
	}
	return CountProposal{}, false
}
