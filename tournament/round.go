package tournament

import (
	"fmt"
	"time"
)

// Round is one round (回戦) of a two-player event: its games by table and
// the bye.
type Round struct {
	// Section is the key of the section the round is of, as the event's
	// whole file keeps it (a section's rounds are numbered from 1 under its
	// key); empty for the rounds of the event's first section and in a
	// section's own view (SectionStore), where every round is its own.
	Section string `json:"section,omitempty"`
	Number  int    `json:"number"`
	Games   []Game `json:"games"`
	// Published is set when the arbiter posts the pairing list; a published
	// round is no longer re-paired without asking.
	Published bool      `json:"published,omitempty"`
	PairedAt  time.Time `json:"paired_at"`
	// Final marks the round after the preliminaries: the final (決勝戦) at
	// table 1 and the third-place playoff (3位決定戦) at table 2.
	Final bool `json:"final,omitempty"`
	// EarlyFinalists are the all-win players who skip this round under the
	// early-final rule (docs/rules.md §2.3), decided when the round was paired.
	EarlyFinalists []int `json:"early_finalists,omitempty"`
	// Reason says which rule decided the round's make-up (early final,
	// playoff or not), for the finals screen and the log.
	Reason Text `json:"reason,omitempty"`
	// ClockStart is when the arbiter started the round clock of the wall
	// view (clock.go); zero when it is not running.
	ClockStart time.Time `json:"clock_start,omitzero"`
	// Waiting is the round's odd player while they wait for a game
	// (待ち合わせ, setting odd_player=wait): paired with no table until the
	// arbiter pairs them with a finished game's loser or winner (PairWaiting)
	// or gives them the bye (ByeForWaiting).
	Waiting []Waiting `json:"waiting,omitempty"`
}

// Waiting is a player who waits in a round (待ち合わせ), and why the pairing
// made them the odd player.
type Waiting struct {
	Player int  `json:"player"`
	Why    Text `json:"why"`
}

// Game is one board of a round: a table, the player with Black (先手) and
// the one with White (後手). A bye (不戦勝 by odd numbers) has White 0 and
// Table 0.
type Game struct {
	Table int `json:"table"`
	Black int `json:"black"`
	White int `json:"white"`
	// Why explains the pairing (score difference, floats, colours).
	Why Text `json:"why"`
	// Warnings are the rules a manual change broke (rematch, colour streak).
	Warnings []Text `json:"warnings,omitempty"`
	// Result is nil until the game's result is recorded.
	Result *Result `json:"result,omitempty"`
	// Label names a game of the final round: 決勝戦 or 3位決定戦.
	Label Text `json:"label,omitempty"`
	// Decisive marks a game that must have a winner (a knockout's): the
	// game's own rule for a draw applies, as in a final (Othello's hidden
	// disc and draw-win right).
	Decisive bool `json:"decisive,omitempty"`
	// Dispute holds the claims and rulings of a disputed game.
	Dispute *Dispute `json:"dispute,omitempty"`
	// Extra is the game's own record of this game (its adapter's: Othello's
	// hidden disc, Go's handicap, Pair Go's rotation errors, a team match's
	// boards), kept as the adapter wrote it: shared code stores and copies
	// it, and only the game that wrote it reads it (gamerecord.go).
	Extra Extra `json:"extra,omitempty"`
	// ReportToken is the token of the table's report link when the event
	// takes phone reports: it names this game's players and colours
	// (reportlink.go), so that it changes when they do.
	ReportToken string `json:"report_token,omitempty"`
	// WaitFor marks a game added to the round for its waiting player
	// (待ち合わせ): the table of the finished game whose loser (or winner)
	// plays them. 0 for a game paired with the round.
	WaitFor int `json:"wait_for,omitempty"`
}

// ArbiterID is the side of a 審判対局 game played by the arbiter (審判, or a
// substitute) against the round's odd player (setting odd_player=arbiter):
// not a participant; the game counts for the player only.
const ArbiterID = -1

// ArbiterName is how lists, slips and pages name the arbiter's side.
const ArbiterName = "審判"

// AgainstArbiter reports whether the arbiter plays one side (審判対局).
func (g Game) AgainstArbiter() bool { return g.Black == ArbiterID || g.White == ArbiterID }

// Player is the participant of a game against the arbiter (or Black).
func (g Game) Player() int {
	if g.Black == ArbiterID {
		return g.White
	}
	return g.Black
}

// IsBye reports whether the game is a bye.
func (g Game) IsBye() bool { return g.White == 0 }

// Has reports whether participant id plays in the game.
func (g Game) Has(id int) bool { return g.Black == id || g.White == id }

// Result is the recorded result of a game, as the arbiter entered it, in
// the grammar of `taikai result` ("40-24", "31-33:timeout-black", "pending").
type Result struct {
	// Text is the result as the rules decided it (a 38–24 card with empty
	// squares is stored 40-24).
	Text string `json:"text"`
	// Entered is what the arbiter typed, when it differs from Text.
	Entered string `json:"entered,omitempty"`
	// Note says what the rules changed, for the screen and the log.
	Note     Text      `json:"note,omitempty"`
	Arbiter  string    `json:"arbiter"`
	Recorded time.Time `json:"recorded"`
}

// GameAt returns the game at table t (0 for the bye of player id).
func (r Round) GameAt(table int) (Game, int, bool) {
	for i, g := range r.Games {
		if g.Table == table {
			return g, i, true
		}
	}
	return Game{}, -1, false
}

// Played reports whether any game of the round has a result.
func (r Round) Played() bool {
	for _, g := range r.Games {
		if g.Result != nil && !g.IsBye() {
			return true
		}
	}
	return false
}

// Complete reports whether every game of the round has a result and
// nobody still waits for a game (待ち合わせ).
func (r Round) Complete() bool { return len(r.Missing()) == 0 && len(r.Waiting) == 0 }

// IsWaiting reports whether participant id waits for a game in the round.
func (r Round) IsWaiting(id int) bool {
	for _, w := range r.Waiting {
		if w.Player == id {
			return true
		}
	}
	return false
}

// Missing returns the tables still waiting for a result.
func (r Round) Missing() []int {
	var out []int
	for _, g := range r.Games {
		if !g.IsBye() && g.Result == nil {
			out = append(out, g.Table)
		}
	}
	return out
}

// Rounds returns every round, in order.
func (s *Service) Rounds() (rs []Round, err error) {
	err = s.store.View(func(r Reader) error { rs, err = r.Rounds(); return err })
	return rs, err
}

// Round returns round n.
func (s *Service) Round(n int) (Round, error) {
	rs, err := s.Rounds()
	if err != nil {
		return Round{}, err
	}
	return roundOf(rs, n)
}

// storedRound is round n as r holds it (ErrNotFound when it is not
// paired).
func storedRound(r Reader, n int) (Round, error) {
	rs, err := r.Rounds()
	if err != nil {
		return Round{}, err
	}
	return roundOf(rs, n)
}

func roundOf(rs []Round, n int) (Round, error) {
	for _, r := range rs {
		if r.Number == n {
			return r, nil
		}
	}
	return Round{}, newProblem(ErrNotFound, "round %d has not been paired", "%d 回戦はまだ組み合わせていません", n)
}

// UndoRound removes the last round, if no game of it has a result yet.
func (s *Service) UndoRound(n int) error {
	return s.update("round.undo", func(w Writer) (string, error) {
		rs, err := w.Rounds()
		if err != nil {
			return "", err
		}
		if len(rs) == 0 || rs[len(rs)-1].Number != n {
			return "", newProblem(ErrInvalidInput, "only the last round can be undone (round %d)", "取り消せるのは最後の回戦（%d 回戦）だけです", len(rs))
		}
		if rs[len(rs)-1].Played() {
			return "", newProblem(ErrInvalidInput, "round %d already has results; correct them instead", "%d 回戦にはすでに結果があります。結果を修正してください", n)
		}
		if err := w.DeleteRound(rs[len(rs)-1]); err != nil {
			return "", err
		}
		return fmt.Sprintf("round %d removed (%d games)", n, len(rs[len(rs)-1].Games)), nil
	})
}

// PublishRound marks round n as posted.
func (s *Service) PublishRound(n int) error {
	return s.update("round.publish", func(w Writer) (string, error) {
		r, err := storedRound(w, n)
		if err != nil {
			return "", err
		}
		r.Published = true
		return fmt.Sprintf("round %d published", n), w.PutRound(r)
	})
}

// GameBetween returns the game of round r between a and b, or the bye of
// one of them; ok false when the round pairs them otherwise.
func GameBetween(r Round, a, b int) (Game, bool) {
	for _, g := range r.Games {
		if !g.Has(a) && !g.Has(b) {
			continue
		}
		if g.IsBye() || g.Has(a) && g.Has(b) {
			return g, true
		}
		return Game{}, false
	}
	return Game{}, false
}
