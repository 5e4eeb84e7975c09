package storage

import (
	"encoding/json"
	"maps"
	"slices"
	"sync"

	"taikai/tournament"
)

// Memory is an event held in memory, for tests and previews; it behaves
// like a file (Update is all or nothing) but keeps nothing.
type Memory struct {
	mu    sync.RWMutex
	state memState
}

type memState struct {
	Event        *tournament.Event
	Participants []tournament.Participant
	Audit        []tournament.AuditEntry
	Rounds       map[int]tournament.Round
	Records      map[int]json.RawMessage
	NextID       int
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory { return &Memory{} }

// View runs fn on the current state.
func (m *Memory) View(fn func(tournament.Reader) error) error {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return fn(&memTx{s: &m.state})
}

// Update runs fn on a copy of the state and keeps the copy only if fn succeeds.
func (m *Memory) Update(fn func(tournament.Writer) error) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	next, err := m.state.clone()
	if err != nil {
		return err
	}
	if err := fn(&memTx{s: &next}); err != nil {
		return err
	}
	m.state = next
	return nil
}

// Close does nothing.
func (m *Memory) Close() error { return nil }

// clone deep-copies through JSON, the same encoding the file uses, so that
// a test on Memory also sees what survives a round trip through a file.
func (s memState) clone() (memState, error) {
	var out memState
	data, err := json.Marshal(s)
	if err != nil {
		return out, err
	}
	return out, json.Unmarshal(data, &out)
}

type memTx struct{ s *memState }

func (t *memTx) Event() (tournament.Event, error) {
	if t.s.Event == nil {
		return tournament.Event{}, tournament.NewProblem(tournament.ErrNotEventFile, "the store has no event yet", "大会情報がありません")
	}
	return *t.s.Event, nil
}

func (t *memTx) Participants() ([]tournament.Participant, error) {
	return append([]tournament.Participant(nil), t.s.Participants...), nil
}

func (t *memTx) Audit() ([]tournament.AuditEntry, error) {
	return append([]tournament.AuditEntry(nil), t.s.Audit...), nil
}

func (t *memTx) Rounds() ([]tournament.Round, error) {
	out := make([]tournament.Round, 0, len(t.s.Rounds))
	for _, r := range t.s.Rounds {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b tournament.Round) int { return a.Number - b.Number })
	return out, nil
}

func (t *memTx) Records() ([]json.RawMessage, error) {
	keys := slices.Sorted(maps.Keys(t.s.Records))
	out := make([]json.RawMessage, 0, len(keys))
	for _, k := range keys {
		out = append(out, slices.Clone(t.s.Records[k]))
	}
	return out, nil
}

func (t *memTx) PutRecord(key int, data json.RawMessage) error {
	if t.s.Records == nil {
		t.s.Records = map[int]json.RawMessage{}
	}
	t.s.Records[key] = slices.Clone(data)
	return nil
}

func (t *memTx) PutRound(r tournament.Round) error {
	if t.s.Rounds == nil {
		t.s.Rounds = map[int]tournament.Round{}
	}
	t.s.Rounds[r.Number] = r
	return nil
}

func (t *memTx) DeleteRound(n int) error {
	delete(t.s.Rounds, n)
	return nil
}

func (t *memTx) PutEvent(ev tournament.Event) error {
	t.s.Event = &ev
	return nil
}

func (t *memTx) PutParticipant(p *tournament.Participant) error {
	if p.ID == 0 {
		t.s.NextID++
		p.ID = t.s.NextID
	} else if p.ID > t.s.NextID {
		t.s.NextID = p.ID
	}
	for i := range t.s.Participants {
		if t.s.Participants[i].ID == p.ID {
			t.s.Participants[i] = *p
			return nil
		}
	}
	// Keep ID order, as the file does.
	i := len(t.s.Participants)
	for i > 0 && t.s.Participants[i-1].ID > p.ID {
		i--
	}
	t.s.Participants = append(t.s.Participants[:i], append([]tournament.Participant{*p}, t.s.Participants[i:]...)...)
	return nil
}

func (t *memTx) AppendAudit(e tournament.AuditEntry) error {
	e.Seq = len(t.s.Audit) + 1
	t.s.Audit = append(t.s.Audit, e)
	return nil
}
