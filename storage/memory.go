package storage

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
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
	// Rounds and Records are keyed as the file keys them (memKey).
	Rounds  map[string]tournament.Round
	Records map[string]tournament.Stored
	Reports []tournament.PhoneReport
	NextID  int
	// Version counts the changes (tournament.Versioner).
	Version uint64
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
	next.Version++
	m.state = next
	return nil
}

// Version counts the changes made (tournament.Versioner).
func (m *Memory) Version() (uint64, error) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.state.Version, nil
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

// memKey is the key of a round or record of section: text, since the
// state is copied through JSON ("kids/3", "/3" for the first section's).
func memKey(section string, n int) string { return section + "/" + strconv.Itoa(n) }

func (t *memTx) Rounds() ([]tournament.Round, error) {
	out := make([]tournament.Round, 0, len(t.s.Rounds))
	for _, r := range t.s.Rounds {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b tournament.Round) int {
		return tournament.CompareStored(tournament.Stored{Section: a.Section, Key: a.Number}, tournament.Stored{Section: b.Section, Key: b.Number})
	})
	return out, nil
}

func (t *memTx) Records() ([]tournament.Stored, error) {
	out := make([]tournament.Stored, 0, len(t.s.Records))
	for _, rec := range t.s.Records {
		rec.Data = slices.Clone(rec.Data)
		out = append(out, rec)
	}
	slices.SortFunc(out, tournament.CompareStored)
	return out, nil
}

func (t *memTx) Reports() ([]tournament.PhoneReport, error) {
	return slices.Clone(t.s.Reports), nil
}

func (t *memTx) AddReport(r *tournament.PhoneReport) error {
	r.Seq = len(t.s.Reports) + 1
	t.s.Reports = append(t.s.Reports, *r)
	return nil
}

func (t *memTx) PutRecord(rec tournament.Stored) error {
	if t.s.Records == nil {
		t.s.Records = map[string]tournament.Stored{}
	}
	rec.Data = slices.Clone(rec.Data)
	t.s.Records[memKey(rec.Section, rec.Key)] = rec
	return nil
}

func (t *memTx) PutRound(r tournament.Round) error {
	if t.s.Rounds == nil {
		t.s.Rounds = map[string]tournament.Round{}
	}
	t.s.Rounds[memKey(r.Section, r.Number)] = r
	return nil
}

func (t *memTx) DeleteRound(r tournament.Round) error {
	delete(t.s.Rounds, memKey(r.Section, r.Number))
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

func (t *memTx) Snapshot(reuse tournament.Snapshot) (tournament.Snapshot, error) {
	var s tournament.Snapshot
	if t.s.Event != nil {
		data, err := json.Marshal(t.s.Event)
		if err != nil {
			return s, err
		}
		s.Event = reuseOwn(reuse.Event, data)
	}
	var err error
	if s.Participants, err = snapshotValues(t.s.Participants, func(p tournament.Participant) (tournament.Participant, tournament.Stored) {
		return p, tournament.Stored{Key: p.ID}
	}, reuse.Participants); err != nil {
		return s, err
	}
	rounds, _ := t.Rounds()
	// A round's section is its key, not part of its value, as in a file.
	if s.Rounds, err = snapshotValues(rounds, func(r tournament.Round) (tournament.Round, tournament.Stored) {
		at := tournament.Stored{Section: r.Section, Key: r.Number}
		r.Section = ""
		return r, at
	}, reuse.Rounds); err != nil {
		return s, err
	}
	s.Records, _ = t.Records()
	s.Records = reuseStored(s.Records, reuse.Records)
	return s, nil
}

// snapshotValues encodes vs (in key order) as a file would store them:
// stored gives the value as stored and its section and key.
func snapshotValues[T any](vs []T, stored func(T) (T, tournament.Stored), reuse []tournament.Stored) ([]tournament.Stored, error) {
	out := make([]tournament.Stored, 0, len(vs))
	for _, v := range vs {
		v, at := stored(v)
		data, err := json.Marshal(v)
		if err != nil {
			return nil, err
		}
		at.Data = data
		out = append(out, at)
	}
	return reuseStored(out, reuse), nil
}

// reuseStored replaces the values of vs that reuse holds unchanged (both in
// key order) by reuse's.
func reuseStored(vs, reuse []tournament.Stored) []tournament.Stored {
	i := 0
	for j, v := range vs {
		for i < len(reuse) && tournament.CompareStored(reuse[i], v) < 0 {
			i++
		}
		if i < len(reuse) && tournament.CompareStored(reuse[i], v) == 0 {
			vs[j].Data = reuseOwn(reuse[i].Data, v.Data)
		}
	}
	return vs
}

// reuseOwn returns prev when it holds the bytes of data, else data.
func reuseOwn(prev, data json.RawMessage) json.RawMessage {
	if prev != nil && bytes.Equal(prev, data) {
		return prev
	}
	return data
}

func (t *memTx) Restore(s tournament.Snapshot) error {
	var next memState
	if s.Event != nil {
		next.Event = new(tournament.Event)
		if err := json.Unmarshal(s.Event, next.Event); err != nil {
			return fmt.Errorf("restoring the event: %w", err)
		}
	}
	next.Participants = make([]tournament.Participant, len(s.Participants))
	for i, v := range s.Participants {
		if err := json.Unmarshal(v.Data, &next.Participants[i]); err != nil {
			return fmt.Errorf("restoring participant %d: %w", v.Key, err)
		}
	}
	slices.SortFunc(next.Participants, func(a, b tournament.Participant) int { return a.ID - b.ID })
	next.Rounds = make(map[string]tournament.Round, len(s.Rounds))
	for _, v := range s.Rounds {
		var r tournament.Round
		if err := json.Unmarshal(v.Data, &r); err != nil {
			return fmt.Errorf("restoring round %d: %w", v.Key, err)
		}
		r.Section = v.Section
		next.Rounds[memKey(v.Section, v.Key)] = r
	}
	next.Records = make(map[string]tournament.Stored, len(s.Records))
	for _, v := range s.Records {
		if !json.Valid(v.Data) {
			return fmt.Errorf("restoring record %d: not JSON", v.Key)
		}
		v.Data = slices.Clone(v.Data)
		next.Records[memKey(v.Section, v.Key)] = v
	}
	// IDs are never given twice: the next one stays above all ever given.
	next.NextID = t.s.NextID
	if n := len(next.Participants); n > 0 {
		next.NextID = max(next.NextID, next.Participants[n-1].ID)
	}
	next.Audit = t.s.Audit
	next.Reports = t.s.Reports // not part of the event's state: kept, like the log
	next.Version = t.s.Version
	*t.s = next
	return nil
}

func (t *memTx) AppendAudit(e tournament.AuditEntry) error {
	e.Seq = len(t.s.Audit) + 1
	t.s.Audit = append(t.s.Audit, e)
	return nil
}
