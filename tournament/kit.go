package tournament

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// This file is what the game adapters (tournament/othello, tournament/igo …)
// build their services from: one transaction with its audit entry, reads,
// and the helpers every game shares.

// Update runs fn in one transaction and logs its detail under action; an
// error from fn changes nothing.
func (s *Service) Update(action string, fn func(Writer) (string, error)) error {
	return s.update(action, fn)
}

// UpdateText is Update with the detail written in English and Japanese
// (the Japanese is what the 操作履歴 shows).
func (s *Service) UpdateText(action string, fn func(Writer) (Text, error)) error {
	return s.updateText(action, fn)
}

// View runs fn in a read-only transaction.
func (s *Service) View(fn func(Reader) error) error { return s.store.View(fn) }

// Now is the service's clock.
func (s *Service) Now() time.Time { return s.now() }

// ArbiterName is the name written in the audit log and on results.
func (s *Service) ArbiterName(ev Event) string { return s.arbiterName(ev) }

// ReadAll reads the event, its participants and its rounds.
func ReadAll(r Reader) (Event, []Participant, []Round, error) { return readAll(r) }

func readAll(r Reader) (Event, []Participant, []Round, error) {
	ev, ps, err := readEventParticipants(r)
	if err != nil {
		return ev, nil, nil, err
	}
	rs, err := r.Rounds()
	if err != nil {
		return ev, ps, rs, err
	}
	// Rounds are numbered from 1 up, in order, in each section (the whole
	// event's store gives every section's, Round.Section): a file that
	// says otherwise (damaged, or edited by hand) is refused, not misread.
	for i, rd := range rs {
		if rd.Number < 1 || (i > 0 && rd.Section == rs[i-1].Section && rd.Number <= rs[i-1].Number) {
			return ev, ps, nil, newProblem(ErrDamagedFile, "the event file is damaged: its round %d is numbered %d",
				"大会ファイルが壊れています：%d 番目の回戦の番号が %d になっています", i+1, rd.Number)
		}
	}
	return ev, ps, rs, nil
}

// readEventParticipants reads the event and its participants (the event
// as far as it reads when the participants do not).
func readEventParticipants(r Reader) (Event, []Participant, error) {
	ev, err := r.Event()
	if err != nil {
		return ev, nil, err
	}
	ps, err := r.Participants()
	if err != nil {
		return ev, nil, err
	}
	return ev, ps, nil
}

// StoredRound reads round n, or a message that it is not paired.
func StoredRound(r Reader, n int) (Round, error) { return storedRound(r, n) }

// StoredGame is round n as r stores it, and its game at table `table`
// with the game's index (TableOf).
func StoredGame(r Reader, n, table int) (Round, Game, int, error) {
	rd, err := storedRound(r, n)
	if err != nil {
		return Round{}, Game{}, -1, err
	}
	g, i, err := TableOf(rd, table)
	return rd, g, i, err
}

// RoundOf returns round n of rs, or a message that it is not paired.
func RoundOf(rs []Round, n int) (Round, error) { return roundOf(rs, n) }

// TableOf returns the game at table t of round r (t ≥ 1), or a message.
func TableOf(r Round, t int) (Game, int, error) {
	g, i, ok := r.GameAt(t)
	if !ok || t < 1 {
		return Game{}, -1, newProblem(ErrNotFound, "round %d has no table %d", "%d 回戦に %d 番卓はありません", r.Number, t)
	}
	return g, i, nil
}

// Lots draws every participant's lot (抽選), the last ranking criterion,
// from the event's stored seed: drawn once, the same every time.
func Lots(ev Event, ps []Participant) map[int]int {
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	rng := rand.New(rand.NewPCG(seed, 0x6c6f74)) // "lot"
	perm := rng.Perm(len(ps))
	out := make(map[int]int, len(ps))
	for i, p := range ps {
		out[p.ID] = perm[i] + 1
	}
	return out
}

// CompleteRounds returns how many rounds from the first have every result
// in (a 勝敗預かり counts as in: it is shown as pending).
func CompleteRounds(rs []Round) int {
	n := 0
	for _, r := range rs {
		if !r.Complete() {
			break
		}
		n = r.Number
	}
	return n
}

// WithdrawnBy reports whether p has withdrawn by the standings after round
// through (a withdrawal from the next round shows already).
func WithdrawnBy(p Participant, through int) bool {
	return p.WithdrawnFrom > 0 && p.WithdrawnFrom <= through+1
}

// WrapRules passes a rules package's error on to the person with the
// Japanese message ja (the rules packages speak English); errors.Is still
// finds both ErrInvalidInput and the rules sentinel.
func WrapRules(err error, ja string) error {
	return &wrapped{Problem: Problem{Text: Text{En: err.Error(), Ja: ja}, Kind: ErrInvalidInput}, cause: err}
}

// wrapped is a Problem that also unwraps to the rules error it came from.
type wrapped struct {
	Problem
	cause error
}

// Unwrap returns both the Problem's kind and the original rules error.
func (w *wrapped) Unwrap() []error { return []error{w.Kind, w.cause} }

// Points is a score in half-points (a win 2, a draw 1), as Swiss scores
// are kept; String writes "4.5".
type Points int

// String writes the points as people read them: "4", "4.5".
func (p Points) String() string {
	s := strconv.Itoa(int(p) / 2)
	if p%2 != 0 {
		s += ".5"
	}
	return s
}

func tablesList(ts []int) string {
	s := ""
	for i, t := range ts {
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(t)
	}
	return s
}

func byeNote(r Round) string {
	for _, g := range r.Games {
		if g.IsBye() {
			return fmt.Sprintf(", bye to #%d", g.Black)
		}
	}
	return ""
}

// FindIn finds the participant ref names in ps: an ID, or a name (spaces
// and widths aside).
func FindIn(ps []Participant, ref string) (Participant, error) { return findIn(ps, ref) }

// CheckUniqueName refuses p when another participant (not exceptID) has its
// name.
func CheckUniqueName(r Reader, p Participant, exceptID int) error {
	return checkUniqueName(r, p, exceptID)
}

// LateEntryRound is the first round a participant registered now plays.
func LateEntryRound(r Reader) (int, error) { return lateEntryRound(r) }

// nameList lists names for a message, in each language's way.
func nameList(names []string) Text {
	return Text{En: strings.Join(names, ", "), Ja: strings.Join(names, "、")}
}

// FormatLeague splits the entrants into league groups (予選リーグ) that each
// play a round robin; the top k of each group advance (上位k名通過), with
// the best m of place k+1 across the groups when asked.
const FormatLeague FormatKind = "league"

// LeagueGroupName is the name of league group i (0: A, 25: Z, 26: AA).
func LeagueGroupName(i int) string {
	name := ""
	for i++; i > 0; i = (i - 1) / 26 {
		name = string(rune('A'+(i-1)%26)) + name
	}
	return name
}
