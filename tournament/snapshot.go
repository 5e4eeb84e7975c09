package tournament

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Snapshot is the whole event as the store keeps it: the event, every
// participant, every round and every record of the discipline, each as its
// stored JSON. The audit log is not part of it (it only grows), nor is the
// file's meta data. Two snapshots are the same event when their bytes are
// equal (Equal). Snapshots share their values: never change one in place.
type Snapshot struct {
	Event        json.RawMessage // nil when the store has no event yet
	Participants []Stored        // in ID order
	Rounds       []Stored        // in section and number order (CompareStored)
	Records      []Stored        // in section and key order (CompareStored)
}

// Stored is one value of a Snapshot: its key (a participant's ID, a round's
// number, a record's key) and its stored JSON.
type Stored struct {
	// Section is the key of the section a round or record is of, empty
	// for the event's first section and for participants (see
	// Round.Section).
	Section string
	Key     int
	Data    json.RawMessage
}

// Equal reports whether s and o hold the same event, byte for byte.
func (s Snapshot) Equal(o Snapshot) bool {
	return bytes.Equal(s.Event, o.Event) && (s.Event == nil) == (o.Event == nil) &&
		storedEqual(s.Participants, o.Participants) && storedEqual(s.Rounds, o.Rounds) && storedEqual(s.Records, o.Records)
}

func storedEqual(a, b []Stored) bool {
	return slices.EqualFunc(a, b, func(x, y Stored) bool {
		return x.Section == y.Section && x.Key == y.Key && bytes.Equal(x.Data, y.Data)
	})
}

// CompareStored orders stored values as a store keeps them: the first
// section's (empty Section) first, then by section key, then by key.
func CompareStored(a, b Stored) int {
	if c := strings.Compare(a.Section, b.Section); c != 0 {
		return c
	}
	return cmp.Compare(a.Key, b.Key)
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
// rest of tournament uses. Records are the disciplines' own records as
// stored, in section and key order (see Reader.Records).
type State struct {
	Event        Event
	Participants []Participant
	Rounds       []Round
	Records      []Stored
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
		st.Rounds[i].Section = v.Section
	}
	for _, v := range s.Records {
		st.Records = append(st.Records, Stored{Section: v.Section, Key: v.Key, Data: slices.Clone(v.Data)})
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
		// The section is the value's key, not part of it.
		sec := r.Section
		r.Section = ""
		data, err := json.Marshal(r)
		if err != nil {
			return s, err
		}
		s.Rounds = append(s.Rounds, Stored{Section: sec, Key: r.Number, Data: data})
	}
	slices.SortFunc(s.Rounds, CompareStored)
	for _, v := range st.Records {
		data, err := json.Marshal(v.Data) // checks and compacts it
		if err != nil {
			return s, fmt.Errorf("record %d: %w", v.Key, err)
		}
		s.Records = append(s.Records, Stored{Section: v.Section, Key: v.Key, Data: data})
	}
	slices.SortFunc(s.Records, CompareStored)
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
