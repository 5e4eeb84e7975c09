package tournament

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// This file is undo and redo (Ctrl+Z, Ctrl+Shift+Z): every change a Service
// makes remembers the whole event before and after it, as stored; undoing
// restores the state before, redoing the state after, each as a new logged
// change.

// UndoLimit is how many changes a Service can undo.
const UndoLimit = 50

// actionCreate is the audit action of Create, which is not undone: it
// happens on an empty store, before anybody can press Ctrl+Z.
const actionCreate = "event.create"

// Snapshot is the whole event as the store keeps it: the event, every
// participant, every round and every record of the discipline, each as its
// stored JSON. The audit log is not part of it (it only grows), nor is the
// file's meta data. Two snapshots are the same event when their bytes are
// equal (Equal). Snapshots share their values: never change one in place.
type Snapshot struct {
	Event        json.RawMessage // nil when the store has no event yet
	Participants []Stored        // in ID order
	Rounds       []Stored        // in number order
	Records      []Stored        // in key order
}

// Stored is one value of a Snapshot: its key (a participant's ID, a round's
// number, a record's key) and its stored JSON.
type Stored struct {
	Key  int
	Data json.RawMessage
}

// Equal reports whether s and o hold the same event, byte for byte.
func (s Snapshot) Equal(o Snapshot) bool {
	return bytes.Equal(s.Event, o.Event) && (s.Event == nil) == (o.Event == nil) &&
		storedEqual(s.Participants, o.Participants) && storedEqual(s.Rounds, o.Rounds) && storedEqual(s.Records, o.Records)
}

func storedEqual(a, b []Stored) bool {
	return slices.EqualFunc(a, b, func(x, y Stored) bool { return x.Key == y.Key && bytes.Equal(x.Data, y.Data) })
}

// participantName returns the name of participant id in s, or "#id".
func (s Snapshot) participantName(id int) string {
	i, ok := slices.BinarySearchFunc(s.Participants, id, func(v Stored, id int) int { return v.Key - id })
	if ok {
		var p struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(s.Participants[i].Data, &p) == nil && p.Name != "" {
			return p.Name
		}
	}
	return "#" + strconv.Itoa(id)
}

// State is the whole event decoded: what Undo restores, in the types the
// rest of tournament uses. Records are the discipline's own records by key
// (see Reader.Records).
type State struct {
	Event        Event
	Participants []Participant
	Rounds       []Round
	Records      map[int]json.RawMessage
}

// State decodes the snapshot.
func (s Snapshot) State() (State, error) {
	var st State
	if s.Event != nil {
		if err := json.Unmarshal(s.Event, &st.Event); err != nil {
			return st, fmt.Errorf("reading the event: %w", err)
		}
	}
	st.Participants = make([]Participant, len(s.Participants))
	for i, v := range s.Participants {
		if err := json.Unmarshal(v.Data, &st.Participants[i]); err != nil {
			return st, fmt.Errorf("reading participant %d: %w", v.Key, err)
		}
	}
	st.Rounds = make([]Round, len(s.Rounds))
	for i, v := range s.Rounds {
		if err := json.Unmarshal(v.Data, &st.Rounds[i]); err != nil {
			return st, fmt.Errorf("reading round %d: %w", v.Key, err)
		}
	}
	if len(s.Records) > 0 {
		st.Records = make(map[int]json.RawMessage, len(s.Records))
		for _, v := range s.Records {
			st.Records[v.Key] = slices.Clone(v.Data)
		}
	}
	return st, nil
}

// Snapshot encodes the state as a store keeps it.
func (st State) Snapshot() (Snapshot, error) {
	var s Snapshot
	var err error
	if s.Event, err = json.Marshal(st.Event); err != nil {
		return s, err
	}
	for _, p := range st.Participants {
		data, err := json.Marshal(p)
		if err != nil {
			return s, err
		}
		s.Participants = append(s.Participants, Stored{Key: p.ID, Data: data})
	}
	slices.SortFunc(s.Participants, func(a, b Stored) int { return a.Key - b.Key })
	for _, r := range st.Rounds {
		data, err := json.Marshal(r)
		if err != nil {
			return s, err
		}
		s.Rounds = append(s.Rounds, Stored{Key: r.Number, Data: data})
	}
	slices.SortFunc(s.Rounds, func(a, b Stored) int { return a.Key - b.Key })
	for k, v := range st.Records {
		data, err := json.Marshal(v) // checks and compacts it
		if err != nil {
			return s, fmt.Errorf("record %d: %w", k, err)
		}
		s.Records = append(s.Records, Stored{Key: k, Data: data})
	}
	slices.SortFunc(s.Records, func(a, b Stored) int { return a.Key - b.Key })
	return s, nil
}

// ReadState reads the whole event.
func ReadState(r Reader) (State, error) {
	s, err := r.Snapshot(Snapshot{})
	if err != nil {
		return State{}, err
	}
	return s.State()
}

// ReplaceState makes the event exactly st, in the transaction of w (see
// Writer.Restore).
func ReplaceState(w Writer, st State) error {
	s, err := st.Snapshot()
	if err != nil {
		return err
	}
	return w.Restore(s)
}

// State returns the whole event.
func (s *Service) State() (st State, err error) {
	err = s.store.View(func(r Reader) error { st, err = ReadState(r); return err })
	return st, err
}

// change is one change a Service made: what the audit log says of it, a
// short description, and the event before and after it.
type change struct {
	action, detail string
	what           Text
	before, after  Snapshot
}

// history is what a Service can undo and redo, newest last. mu is held for
// a whole change, so that the history follows the order of the
// transactions.
type history struct {
	mu   sync.Mutex
	undo []change
	redo []change
	// last is the newest snapshot the Service read: the next one reuses
	// its unchanged values.
	last Snapshot
}

// push remembers change c, made under action, for Undo when it changed the
// event. The caller holds h.mu.
func (h *history) push(action string, c change) {
	h.last = c.after
	if c.before.Equal(c.after) {
		return // nothing changed: nothing to undo, and a redo is still valid
	}
	c.action = action
	c.what = describeChange(action, c.detail, c.before, c.after)
	if n := len(h.undo); n > 0 && !h.undo[n-1].after.Equal(c.before) {
		// The event was changed behind this Service's back: the older
		// changes can no longer be undone exactly.
		h.undo = nil
	}
	h.redo = nil
	h.undo = append(h.undo, c)
	if n := len(h.undo) - UndoLimit; n > 0 {
		h.undo = slices.Delete(h.undo, 0, n)
	}
}

// Undone says what Undo or Redo did: the change undone or redone, as the
// audit log names it, and the notice to show.
type Undone struct {
	// Action and Detail are those of the change's audit entry ("result",
	// "round 1 table 3: #4–#7 40-24").
	Action string
	Detail string
	// What is a short description of the change: "result (round 1, table
	// 3)", 「結果（1回戦 3番卓）」.
	What Text
	// Text is the notice: "Undone: result (round 1, table 3)",
	// 「元に戻しました：結果（1回戦 3番卓）」.
	Text Text
}

// CanUndo returns what Undo would undo, if anything (for the Edit menu).
func (s *Service) CanUndo() (Text, bool) {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	if n := len(s.hist.undo); n > 0 {
		return s.hist.undo[n-1].what, true
	}
	return Text{}, false
}

// CanRedo returns what Redo would redo, if anything.
func (s *Service) CanRedo() (Text, bool) {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	if n := len(s.hist.redo); n > 0 {
		return s.hist.redo[n-1].what, true
	}
	return Text{}, false
}

// Undo restores the event as it was before the newest change this Service
// made (since the event was opened) and not yet undone, as one new change
// logged "undo". It is refused, and the history forgotten, when the event
// has been changed another way since.
func (s *Service) Undo() (Undone, error) { return s.travel(true) }

// Redo makes again the change the newest Undo undid, as one new change
// logged "redo". A change made after the Undo leaves nothing to redo.
func (s *Service) Redo() (Undone, error) { return s.travel(false) }

// errStale is returned inside the transaction when the event is not as the
// history expects.
type errStale struct{}

func (errStale) Error() string { return "the event changed" }

func (s *Service) travel(back bool) (Undone, error) {
	h := &s.hist
	h.mu.Lock()
	defer h.mu.Unlock()
	from, to := &h.undo, &h.redo
	action := "undo"
	if !back {
		from, to = to, from
		action = "redo"
	}
	if len(*from) == 0 {
		if back {
			return Undone{}, newProblem(ErrNotFound, "there is nothing to undo", "元に戻せる操作はありません")
		}
		return Undone{}, newProblem(ErrNotFound, "there is nothing to redo", "やり直せる操作はありません")
	}
	c := (*from)[len(*from)-1]
	expect, target := c.after, c.before
	if !back {
		expect, target = target, expect
	}
	detail := c.action + " — " + c.detail
	err := s.store.Update(func(w Writer) error {
		cur, err := w.Snapshot(expect)
		if err != nil {
			return err
		}
		if !cur.Equal(expect) {
			h.last = cur
			return errStale{}
		}
		if err := w.Restore(target); err != nil {
			return err
		}
		ev, err := w.Event()
		if err != nil {
			return err
		}
		return w.AppendAudit(AuditEntry{Time: s.now().UTC(), Arbiter: s.arbiterName(ev), Action: action, Detail: detail})
	})
	if errors.As(err, new(errStale)) {
		h.undo, h.redo = nil, nil
		p := &Problem{Kind: ErrInvalidInput, Text: Text{
			En: fmt.Sprintf("cannot undo \"%s\": the event was changed elsewhere after it; the undo history is cleared", c.what.En),
			Ja: fmt.Sprintf("「%s」を元に戻せません。その後、大会のデータが別の操作で変更されています。元に戻す履歴は消去しました", c.what.Ja),
		}}
		if !back {
			p.Text = Text{
				En: fmt.Sprintf("cannot redo \"%s\": the event was changed elsewhere after it; the undo history is cleared", c.what.En),
				Ja: fmt.Sprintf("「%s」をやり直せません。その後、大会のデータが別の操作で変更されています。元に戻す履歴は消去しました", c.what.Ja),
			}
		}
		return Undone{}, p
	}
	if err != nil {
		return Undone{}, err
	}
	(*from)[len(*from)-1] = change{} // let its snapshots go
	*from = (*from)[:len(*from)-1]
	*to = append(*to, c)
	h.last = target
	out := Undone{Action: c.action, Detail: c.detail, What: c.what}
	if back {
		out.Text = Text{En: "Undone: " + c.what.En, Ja: "元に戻しました：" + c.what.Ja}
	} else {
		out.Text = Text{En: "Redone: " + c.what.En, Ja: "やり直しました：" + c.what.Ja}
	}
	return out, nil
}

// The parts of an audit detail a description names.
var (
	reRoundTable = regexp.MustCompile(`^round (\d+) table (\d+)\b`)
	reRound      = regexp.MustCompile(`^round (\d+)\b`)
	reID         = regexp.MustCompile(`#(\d+)`)
	reInRound    = regexp.MustCompile(` in round (\d+)$`)
	reCount      = regexp.MustCompile(`^imported (\d+) `)
	reStageTable = regexp.MustCompile(`^(.+?) table (\S+) `)
	reStage      = regexp.MustCompile(`^(.+) drawn: `)
)

// describeChange names a change in a few words, from its action, its audit
// detail and the event before and after it.
func describeChange(action, detail string, before, after Snapshot) Text {
	num := func(re *regexp.Regexp, i int) string {
		if m := re.FindStringSubmatch(detail); m != nil {
			return m[i]
		}
		return "?"
	}
	ids := func() []int {
		var out []int
		for _, m := range reID.FindAllStringSubmatch(detail, -1) {
			id, _ := strconv.Atoi(m[1])
			out = append(out, id)
		}
		return out
	}
	// name is the name of the participant the detail names first, as
	// after the change when it was added or edited, else as before.
	name := func(nth int, s Snapshot) string {
		if ids := ids(); len(ids) > nth {
			return s.participantName(ids[nth])
		}
		return "?"
	}
	atTable := func(en, ja string) Text {
		r, t := num(reRoundTable, 1), num(reRoundTable, 2)
		return Text{En: fmt.Sprintf("%s (round %s, table %s)", en, r, t), Ja: fmt.Sprintf("%s（%s回戦 %s番卓）", ja, r, t)}
	}
	ofRound := func(en, ja string) Text {
		r := num(reRound, 1)
		return Text{En: fmt.Sprintf(en, r), Ja: fmt.Sprintf(ja, r)}
	}
	atYoninTable := func(en, ja string) Text {
		st, t := num(reStageTable, 1), num(reStageTable, 2)
		return Text{En: fmt.Sprintf("%s (%s, table %s)", en, st, t), Ja: fmt.Sprintf("%s（%s %s卓）", ja, st, t)}
	}
	switch action {
	case "result":
		return atTable("result", "結果")
	case "result.clear":
		return atTable("clearing of the result", "結果の取り消し")
	case "dispute.record":
		return atTable("dispute", "異議の申し立て")
	case "dispute.rule":
		return atTable("ruling", "裁定")
	case "round.colours":
		return atTable("colour swap", "黒白の入れ替え")
	case "finals.hidden-disc":
		return atTable("hidden disc", "伏せ石")
	case "pairgo.rotation-error":
		return atTable("rotation error", "誤順")
	case "round.pair":
		return ofRound("pairing of round %s", "%s回戦の組み合わせ")
	case "round.repair":
		return ofRound("re-pairing of round %s", "%s回戦の組み直し")
	case "round.undo":
		return ofRound("removal of round %s", "%s回戦の組み合わせの取り消し")
	case "round.publish":
		return ofRound("publication of round %s", "%s回戦の組み合わせ発表")
	case "round.swap":
		r, a, b := num(reRound, 1), name(0, before), name(1, before)
		return Text{En: fmt.Sprintf("swap of %s and %s (round %s)", a, b, r), Ja: fmt.Sprintf("%sと%sの入れ替え（%s回戦）", a, b, r)}
	case "round.finals":
		return Text{En: "pairing of the finals", Ja: "決勝の組み合わせ"}
	case "players.add":
		n := name(0, after)
		return Text{En: "adding " + n, Ja: "参加者の追加（" + n + "）"}
	case "players.edit":
		n := name(0, after)
		return Text{En: "edit of " + n, Ja: "参加者の編集（" + n + "）"}
	case "players.withdraw":
		n := name(0, before)
		return Text{En: "withdrawal of " + n, Ja: "棄権（" + n + "）"}
	case "players.reinstate":
		n := name(0, before)
		return Text{En: "reinstatement of " + n, Ja: "棄権の取り消し（" + n + "）"}
	case "players.absent":
		n, r := name(0, before), num(reInRound, 1)
		if strings.Contains(detail, " present again in round ") {
			return Text{En: fmt.Sprintf("presence of %s (round %s)", n, r), Ja: fmt.Sprintf("欠席の取り消し（%s、%s回戦）", n, r)}
		}
		return Text{En: fmt.Sprintf("absence of %s (round %s)", n, r), Ja: fmt.Sprintf("欠席（%s、%s回戦）", n, r)}
	case "players.import":
		c := num(reCount, 1)
		return Text{En: fmt.Sprintf("import of %s participants", c), Ja: fmt.Sprintf("参加者の取り込み（%s人）", c)}
	case "pairs.add":
		n := name(0, after)
		return Text{En: "pair " + n, Ja: "ペアの登録（" + n + "）"}
	case "games.import":
		return Text{En: "games import", Ja: "対局結果の取り込み"}
	case "settings":
		return Text{En: "settings", Ja: "設定の変更"}
	case "yonin.table":
		return atYoninTable("seating", "座席の指定")
	case "yonin.game":
		return atYoninTable("game", "対局結果")
	case "yonin.jishogi":
		return atYoninTable("jishogi", "持将棋")
	case "yonin.seat":
		st := num(reStage, 1)
		return Text{En: "seating of " + st, Ja: st + "の組み合わせ"}
	}
	if reRoundTable.MatchString(detail) {
		return atTable(action, "操作「"+action+"」")
	}
	return Text{En: action, Ja: "操作「" + action + "」"}
}
