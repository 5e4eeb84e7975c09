package tournament

import (
	"slices"
)

// SectionStore returns the Store of section id of the event in base: the
// same file, seen as an event of that one competition. Its Event has the
// section's game and settings (and the event's name, date and venue); its
// participants, rounds, records and phone reports are the section's; its
// audit entries name the section. A Service and the game adapters run on it
// unchanged. Undo and snapshots stay those of the whole event.
func SectionStore(base Store, id int) Store {
	if s, ok := base.(*sectionStore); ok {
		base = s.base
	}
	return &sectionStore{base: base, id: id}
}

// BaseStore returns the store of the whole event under a section's store
// (or store itself).
func BaseStore(store Store) Store {
	if s, ok := store.(*sectionStore); ok {
		return s.base
	}
	return store
}

// sectionStore is the Store of one section (SectionStore).
type sectionStore struct {
	base Store
	id   int
}

func (s *sectionStore) View(fn func(Reader) error) error {
	return s.base.View(func(r Reader) error { return fn(sectionTx{r: r, id: s.id}) })
}

func (s *sectionStore) Update(fn func(Writer) error) error {
	return s.base.Update(func(w Writer) error { return fn(sectionTx{r: w, w: w, id: s.id}) })
}

func (s *sectionStore) Close() error { return s.base.Close() }

// Version is the base store's: any change of the event counts.
func (s *sectionStore) Version() (uint64, error) {
	if v, ok := s.base.(Versioner); ok {
		return v.Version()
	}
	var n int
	err := s.base.View(func(r Reader) error {
		log, err := r.Audit()
		n = len(log)
		return err
	})
	return uint64(n), err
}

// Snapshot takes the whole event's snapshot, when the base store keeps
// them.
func (s *sectionStore) Snapshot(label string) error {
	if sn, ok := s.base.(Snapshotter); ok {
		return sn.Snapshot(label)
	}
	return nil
}

// sectionTx is a transaction seen from one section.
type sectionTx struct {
	r  Reader
	w  Writer // nil in a read transaction
	id int
}

// key is the key the file keeps the section's rounds and records under:
// the section's own, or empty for the event's first section (whose rounds
// and records are the event's own, as its game and settings are).
func (t sectionTx) key() (string, error) {
	if t.id == 0 {
		return "", nil
	}
	ev, err := t.r.Event()
	if err != nil {
		return "", err
	}
	sec, ok := ev.SectionByID(t.id)
	if !ok {
		return "", newProblem(ErrNotFound, "the section (number %d) is no longer in the event", "部門（%d番）はもうこの大会にありません", t.id)
	}
	return sec.Key, nil
}

func (t sectionTx) Event() (Event, error) {
	ev, err := t.r.Event()
	if err != nil {
		return Event{}, err
	}
	return ev.viewOf(t.id)
}

// viewOf returns the event as section id sees it.
func (e Event) viewOf(id int) (Event, error) {
	sec, ok := e.SectionByID(id)
	if !ok {
		return Event{}, newProblem(ErrNotFound, "the section (number %d) is no longer in the event", "部門（%d番）はもうこの大会にありません", id)
	}
	out := e
	out.Game, out.Settings = sec.Game, sec.Settings
	out.scope = &sec
	return out, nil
}

func (t sectionTx) Participants() ([]Participant, error) {
	ps, err := t.r.Participants()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(ps, func(p Participant) bool { return p.Section != t.id }), nil
}

func (t sectionTx) Audit() ([]AuditEntry, error) { return t.r.Audit() }

func (t sectionTx) Rounds() ([]Round, error) {
	key, err := t.key()
	if err != nil {
		return nil, err
	}
	rs, err := t.r.Rounds()
	if err != nil {
		return nil, err
	}
	out := make([]Round, 0, len(rs))
	for _, r := range rs {
		if r.Section == key {
			r.Section = ""
			out = append(out, r)
		}
	}
	return out, nil
}

func (t sectionTx) Records() ([]Stored, error) {
	key, err := t.key()
	if err != nil {
		return nil, err
	}
	recs, err := t.r.Records()
	if err != nil {
		return nil, err
	}
	out := make([]Stored, 0, len(recs))
	for _, rec := range recs {
		if rec.Section == key {
			out = append(out, Stored{Key: rec.Key, Data: rec.Data})
		}
	}
	return out, nil
}

func (t sectionTx) Reports() ([]PhoneReport, error) {
	reps, err := t.r.Reports()
	if err != nil {
		return nil, err
	}
	return slices.DeleteFunc(reps, func(r PhoneReport) bool { return r.Section != t.id }), nil
}

func (t sectionTx) Snapshot(reuse Snapshot) (Snapshot, error) { return t.r.Snapshot(reuse) }

func (t sectionTx) PutEvent(ev Event) error {
	root, err := t.w.Event()
	if err != nil {
		return err
	}
	root.Name, root.Date, root.Venue, root.Created, root.ReportKey = ev.Name, ev.Date, ev.Venue, ev.Created, ev.ReportKey
	root.scope = nil
	root.Sections = slices.Clone(root.Sections)
	for i := range root.Sections {
		if root.Sections[i].ID == t.id && ev.scope != nil {
			// A range the section claimed (PlaceTables), the seats its
			// round robin drew.
			root.Sections[i].Tables, root.Sections[i].Format = ev.scope.Tables, ev.scope.Format
		}
	}
	if t.id == 0 {
		root.Game, root.Settings = ev.Game, ev.Settings
		return t.w.PutEvent(root)
	}
	for i := range root.Sections {
		if root.Sections[i].ID == t.id {
			root.Sections[i].Game, root.Sections[i].Settings = ev.Game, ev.Settings
			return t.w.PutEvent(root)
		}
	}
	return newProblem(ErrNotFound, "the section (number %d) is no longer in the event", "部門（%d番）はもうこの大会にありません", t.id)
}

func (t sectionTx) PutParticipant(p *Participant) error {
	if p.ID != 0 {
		ps, err := t.w.Participants()
		if err != nil {
			return err
		}
		for _, q := range ps {
			if q.ID == p.ID && q.Section != t.id {
				return newProblem(ErrInvalidInput, "participant #%d plays in another section", "参加者 #%d は別の部門の参加者です", p.ID)
			}
		}
	}
	p.Section = t.id
	return t.w.PutParticipant(p)
}

func (t sectionTx) AppendAudit(e AuditEntry) error {
	// In an event of several sections each entry names its own; an event
	// of one keeps the log it had before sections.
	if e.Section == "" {
		if root, err := t.w.Event(); err == nil && root.Multi() {
			if sec, ok := root.SectionByID(t.id); ok {
				e.Section = sec.Key
			}
		}
	}
	return t.w.AppendAudit(e)
}

func (t sectionTx) PutRound(r Round) error {
	if r.Number < 1 || r.Number > MaxRound {
		return newProblem(ErrInvalidInput, "round %d is out of range", "%d回戦は範囲外です", r.Number)
	}
	var err error
	if r.Section, err = t.key(); err != nil {
		return err
	}
	return t.w.PutRound(r)
}

func (t sectionTx) DeleteRound(r Round) error {
	var err error
	if r.Section, err = t.key(); err != nil {
		return err
	}
	return t.w.DeleteRound(r)
}

func (t sectionTx) PutRecord(rec Stored) error {
	var err error
	if rec.Section, err = t.key(); err != nil {
		return err
	}
	return t.w.PutRecord(rec)
}

func (t sectionTx) AddReport(r *PhoneReport) error {
	r.Section = t.id
	return t.w.AddReport(r)
}

func (t sectionTx) Restore(s Snapshot) error { return t.w.Restore(s) }
