package tournament

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"taikai/pairing"
)

// Discipline is one game Taikai runs (オセロ, 囲碁, ペア碁, 四人将棋…): the
// seam between the shared services and a game's rules. Each game's adapter
// (tournament/othello, tournament/igo …) implements it and is registered
// once from main; shared code asks the event's discipline and never
// branches on the game kind.
type Discipline interface {
	// Kind is the key stored in the event file ("othello").
	Kind() GameKind
	// Name is the game's name on screens and sheets.
	Name() Text
	// Aliases are the other names ParseGameKind accepts ("オセロ").
	Aliases() []string
	// Settings are the game's own settings, in display order, each group
	// checked as a whole.
	Settings() []SettingGroup
	// Demo fills a new, empty event with n demo participants (2–2000).
	Demo(s *Service, n int) error
}

// Swiss is a discipline played in paired rounds of two sides (Othello, Go,
// Pair Go): its result grammar, scores, standings and how a paired game is
// seated.
type Swiss interface {
	Discipline
	// Rounds is the number of rounds the computer pairs.
	Rounds(ev Event) (int, error)
	// Entrant reports whether p plays in the rounds (a person, or a pair).
	Entrant(p Participant) bool
	// Scores returns every entrant's score (half-points) after each round of
	// before (index 0: before round 1) and the place after the last.
	Scores(ev Event, ps []Participant, before []Round) (scoreAfter []map[int]int, place map[int]int, err error)
	// BeforePairing may take players out of round r (Othello's early final)
	// and say why in r.Reason.
	BeforePairing(ev Event, ps []Participant, before []Round, r *Round, players []pairing.Player) ([]pairing.Player, error)
	// Seat gives a paired game its handicap (in its own record, Extra) and
	// colours; it returns the explanation when it changed them (nil: the
	// pairing's stands).
	Seat(ev Event, byID map[int]Participant, g *Game, scoreDiff int) *Text
	// Decide reads what the arbiter typed for game g of round r, with the
	// answers to questions the rules asked (ResultQuestion).
	Decide(ev Event, r Round, g Game, text string, answers []string) (Verdict, error)
	// Claim checks a claimed result of a dispute and writes it the stored
	// way, as the player claimed it: no rule rewrites a claim.
	Claim(ev Event, text string) (string, error)
	// GuidedDecision is the game's decision of a dispute from the arbiter's
	// answers: a ruling, or a proposal when the game's rules leave the
	// ruling to the arbiter (DisputeDecision.Proposed).
	GuidedDecision(a DisputeAnswers) (DisputeDecision, error)
	// Standings returns the standings after round `after` (≥ 0).
	Standings(ev Event, ps []Participant, rs []Round, after int) (Table, error)
	// Grammar is the help for the result grammar (CLI and screens).
	Grammar() Text
	// ScoreUnit is what a score counts where a list prints it next to a
	// name: wins (2勝, a draw half a win) or points (3点).
	ScoreUnit() ScoreUnit
	// Seeding is the order of the entrants ps for round 1, strongest first:
	// round 1 pairs by it and gives the bye by it (RankOrder is the order
	// by rank, rating and then the lot).
	Seeding(ev Event, ps []Participant) []Participant
}

// Drawer is a Swiss game whose games can be drawn: DrawResult is a drawn
// game in its grammar ("32-32", "jigo"), which its Decide checks against a
// game's own terms (Go's komi). A team match's △ on a board is that result;
// a game that is not a Drawer has no △.
type Drawer interface {
	DrawResult() string
}

// DecisiveRule is a Swiss game with its own rule for a game that must have
// a winner (Game.Decisive, a knockout's) where its scores show none:
// Othello's draw-win right. DecisiveWinner is the winner's ID, 0 when the
// rule gives none yet.
type DecisiveRule interface {
	DecisiveWinner(ev Event, r Round, g Game) (int, error)
}

// ScoreUnit is what a Swiss game's score counts on the lists.
type ScoreUnit int

// The score units.
const (
	// CountsPoints: the score is points (3点, 3 pts).
	CountsPoints ScoreUnit = iota + 1
	// CountsWins: the score is wins (2勝, 2 wins), a draw half a win.
	CountsWins
)

// Tables is a discipline played at tables of four (四人将棋): it keeps its own
// records (stages, tables and games) in the event file.
type Tables interface {
	Discipline
	// Tables marks the kind; its services live in the adapter package.
	Tables()
}

// SettingGroup is a set of settings checked together (values that
// contradict each other are refused). Check may be nil: each value is then
// checked alone.
type SettingGroup struct {
	Settings []Setting
	Check    func(values map[string]string) (map[string]string, error)
	// Follow, when set, gives the settings that follow a change unless
	// they are changed with it (Othello's early_final_after is the round
	// before the last: rounds=5 sets it to 4). They are changes like the
	// others: checked, stored and listed as changed.
	Follow func(changes map[string]string) map[string]string
}

// Verdict is what the rules decided of a typed result.
type Verdict struct {
	// Stored is the result as kept in the file (the game's grammar).
	Stored string
	// Note says what the rules changed or how the result was reached.
	Note Text
	// Winner is the side that won; NoColour for a draw or no decision.
	Winner Colour
	// Extra, when set, is the game's own record after the result (a team
	// match's boards with theirs): it replaces the game's Extra.
	Extra Extra
}

// Colour is a side of a two-sided game: Black (先手) or White (後手).
type Colour int

// The sides of a game.
const (
	NoColour Colour = iota
	Black
	White
)

// ColourOf is the side of a game's own colour or side c: Black for black
// (先手), White for white (後手), NoColour for any other value.
func ColourOf[C comparable](c, black, white C) Colour {
	switch c {
	case black:
		return Black
	case white:
		return White
	}
	return NoColour
}

// String writes "black", "white" or "".
func (c Colour) String() string { return [...]string{"", "black", "white"}[c] }

// ParseColour reads black/white (b, w, 黒, 白, 先手, 後手).
func ParseColour(s string) (Colour, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "black", "b", "黒", "先手":
		return Black, true
	case "white", "w", "白", "後手":
		return White, true
	}
	return NoColour, false
}

// ErrNeedsAnswer means the rules need the arbiter's answer to a question
// before they can decide (an Othello card under 64 discs).
var ErrNeedsAnswer = errors.New("the rules need an answer")

// Question is the error a Decide returns when it needs an answer: the
// question and the answers it takes (passed back to RecordResult).
type Question struct {
	Problem
	Choices []Choice
	// Retype says the input is most likely mistyped (an Othello card over
	// 64 discs): a screen's default is to type it again, and the choices
	// are explicit second answers, never the default.
	Retype bool
	cause  error
}

// Choice is one answer to a Question: the key passed back, and its label.
type Choice struct {
	Key   string
	Label Text
}

// NewQuestion asks q with the choices; cause is the rules error behind it.
func NewQuestion(q Text, cause error, choices ...Choice) *Question {
	return &Question{Problem: Problem{Text: q, Kind: ErrNeedsAnswer}, Choices: choices, cause: cause}
}

// Unwrap returns ErrNeedsAnswer and the rules error.
func (q *Question) Unwrap() []error { return []error{ErrNeedsAnswer, q.cause} }

// Answerer is a Swiss discipline whose rules may ask the arbiter a
// question before deciding a result; Answers lists every answer it takes
// (the CLI's --KEY flags of `taikai result`).
type Answerer interface {
	Answers() []Choice
}

// DemoSizer is a discipline whose demo event has its own default size
// (four tables of four; eight pairs).
type DemoSizer interface {
	DemoPlayers() int
}

// DemoSize is the default number of participants of game g's demo event.
func DemoSize(g GameKind) int {
	if d, err := DisciplineOf(g); err == nil {
		if ds, ok := d.(DemoSizer); ok {
			return ds.DemoPlayers()
		}
	}
	return DemoPlayers
}

var registered struct {
	sync.RWMutex
	list []Discipline
}

// Register adds disciplines to the games Taikai runs (main calls it once
// per game, in menu order); registering a kind again replaces it.
func Register(ds ...Discipline) {
	registered.Lock()
	defer registered.Unlock()
	for _, d := range ds {
		i := slices.IndexFunc(registered.list, func(x Discipline) bool { return x.Kind() == d.Kind() })
		if i >= 0 {
			registered.list[i] = d
		} else {
			registered.list = append(registered.list, d)
		}
	}
}

// Disciplines returns the registered games in menu order.
func Disciplines() []Discipline {
	registered.RLock()
	defer registered.RUnlock()
	return slices.Clone(registered.list)
}

// DisciplineOf returns the discipline of kind g; an unknown kind is an error.
// It looks in the list as registered, without the copy Disciplines hands
// out: it is asked for every cell of a crosstable (issue 40).
func DisciplineOf(g GameKind) (Discipline, error) {
	registered.RLock()
	defer registered.RUnlock()
	for _, d := range registered.list {
		if d.Kind() == g {
			return d, nil
		}
	}
	return nil, newProblem(ErrInvalidInput, "this Taikai does not run \"%s\" events", "この Taikai は「%s」の大会を扱えません", g)
}

// SwissOf returns the discipline of kind g when it is played in paired
// rounds; otherwise an error saying so.
func SwissOf(g GameKind) (Swiss, error) {
	d, err := DisciplineOf(g)
	if err != nil {
		return nil, err
	}
	sw, ok := d.(Swiss)
	if !ok {
		return nil, &Problem{Text: Text{En: fmt.Sprintf("%s is not played in paired rounds", d.Name().En),
			Ja: fmt.Sprintf("%s は組合せ（対戦）で行う競技ではありません", d.Name().Ja)}, Kind: ErrInvalidInput}
	}
	return sw, nil
}

// Discipline returns the event's discipline.
func (e Event) Discipline() (Discipline, error) { return DisciplineOf(e.Game) }

// DemoPlayers is the number of participants of a demo event.
const DemoPlayers = 24
