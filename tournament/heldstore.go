package tournament

import (
	"maps"
	"slices"
	"sync"
)

// HeldStore is a store whose reads can be held: Hold reads the whole event
// once, and until Release every View is served from that one read, so that
// a window redrawn after a change reads the event once, not once a widget
// (issue 39: one read per change). Writes always go to the store beneath
// and end the hold (what is read after a write is read again), whichever
// goroutine writes. The window holds the reads only while it redraws: a
// page of the venue's served in that moment reads the held read, the
// event as it was when the redraw began, never older than the last
// write, since a hold that may have missed a write is not kept.
type HeldStore struct {
	base Store
	mu   sync.Mutex
	held *heldReader
	// writes counts the writes begun and ended, writing those under way:
	// a hold whose read may have missed one (a write from another
	// goroutine before, while or after it read) is not kept.
	writes  uint64
	writing int
}

// NewHeldStore returns base with reads that can be held.
func NewHeldStore(base Store) *HeldStore { return &HeldStore{base: base} }

// Base is the store beneath.
func (h *HeldStore) Base() Store { return h.base }

// Hold reads the event once (one read transaction); every View is served
// from it until Release or a write. The audit log is read when first asked
// for (the window's screens but the log's never decode it), and a
// snapshot from the store beneath.
func (h *HeldStore) Hold() error { return h.hold(false) }

// HoldAll is Hold with the audit log and the event as stored (Snapshot)
// read in the same transaction: a command that prints or exports the whole
// event reads it once.
func (h *HeldStore) HoldAll() error { return h.hold(true) }

func (h *HeldStore) hold(all bool) error {
	h.mu.Lock()
	writes, busy := h.writes, h.writing > 0
	h.mu.Unlock()
	if busy {
		return nil // a write under way: read the store beneath
	}
	hr := &heldReader{base: h.base}
	if v, ok := h.base.(Versioner); ok {
		var err error
		if hr.version, err = v.Version(); err != nil {
			return err
		}
		hr.versioned = true
	}
	err := h.base.View(func(r Reader) error {
		var err error
		if hr.ev, err = r.Event(); err != nil {
			return err
		}
		if hr.ps, err = r.Participants(); err != nil {
			return err
		}
		if hr.rs, err = r.Rounds(); err != nil {
			return err
		}
		if hr.recs, err = r.Records(); err != nil {
			return err
		}
		if hr.reps, err = r.Reports(); err != nil {
			return err
		}
		if all {
			snap, err := r.Snapshot(Snapshot{})
			if err != nil {
				return err
			}
			hr.snap = &snap
			audit, err := r.Audit()
			if err != nil {
				return err
			}
			hr.auditOnce.Do(func() { hr.audit = audit })
		}
		return nil
	})
	if err != nil {
		return err
	}
	h.mu.Lock()
	if h.writes == writes && h.writing == 0 {
		h.held = hr
	}
	h.mu.Unlock()
	return nil
}

// Release ends the hold: reads go to the store beneath again.
func (h *HeldStore) Release() {
	h.mu.Lock()
	h.held = nil
	h.mu.Unlock()
}

func (h *HeldStore) heldRead() *heldReader {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.held
}

// View serves fn from the held read, or reads the store beneath.
func (h *HeldStore) View(fn func(Reader) error) error {
	if hr := h.heldRead(); hr != nil {
		return fn(hr)
	}
	return h.base.View(fn)
}

// Update writes to the store beneath, ending the hold.
func (h *HeldStore) Update(fn func(Writer) error) error {
	h.mu.Lock()
	h.held = nil
	h.writes++
	h.writing++
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		h.held = nil
		h.writes++
		h.writing--
		h.mu.Unlock()
	}()
	return h.base.Update(fn)
}

// Close closes the store beneath.
func (h *HeldStore) Close() error { return h.base.Close() }

// Version is the held read's while held (what the held read shows), else
// the store beneath's.
func (h *HeldStore) Version() (uint64, error) {
	if hr := h.heldRead(); hr != nil && hr.versioned {
		return hr.version, nil
	}
	if v, ok := h.base.(Versioner); ok {
		return v.Version()
	}
	var n int
	err := h.View(func(r Reader) error {
		log, err := r.Audit()
		n = len(log)
		return err
	})
	return uint64(n), err
}

// Snapshot takes the snapshot of the store beneath, when it keeps them.
func (h *HeldStore) Snapshot(label string) error {
	if sn, ok := h.base.(Snapshotter); ok {
		return sn.Snapshot(label)
	}
	return nil
}

// heldReader is one read of the event; each call hands out a copy that
// shares nothing with it, as a store's reads do.
type heldReader struct {
	base      Store
	version   uint64
	versioned bool
	ev        Event
	ps        []Participant
	auditOnce sync.Once
	audit     []AuditEntry
	auditErr  error
	rs        []Round
	recs      []Stored
	reps      []PhoneReport
	// snap is the event as stored, when held (HoldAll).
	snap *Snapshot
}

func (r *heldReader) Event() (Event, error) {
	ev := r.ev
	ev.Settings = maps.Clone(ev.Settings)
	ev.NeverPairs = slices.Clone(ev.NeverPairs)
	ev.Sections = slices.Clone(ev.Sections)
	for i := range ev.Sections {
		s := &ev.Sections[i]
		s.Settings = maps.Clone(s.Settings)
		s.Decisions = slices.Clone(s.Decisions)
		s.Format = s.Format.Clone()
	}
	return ev, nil
}

func (r *heldReader) Participants() ([]Participant, error) {
	out := make([]Participant, len(r.ps))
	for i, p := range r.ps {
		out[i] = p.Clone()
	}
	return out, nil
}

// Audit is read from the store beneath when first asked for (the log's
// tab, a store without a version): decoding the whole log at every redraw
// would cost a 1,000-player event more than the redraw itself. The log
// only grows, so a later read of it adds entries and changes none.
func (r *heldReader) Audit() ([]AuditEntry, error) {
	r.auditOnce.Do(func() {
		r.auditErr = r.base.View(func(rd Reader) error {
			var err error
			r.audit, err = rd.Audit()
			return err
		})
	})
	return slices.Clone(r.audit), r.auditErr
}

func (r *heldReader) Rounds() ([]Round, error) {
	out := make([]Round, len(r.rs))
	for i, rd := range r.rs {
		out[i] = rd.Clone()
	}
	return out, nil
}

func (r *heldReader) Records() ([]Stored, error) { return slices.Clone(r.recs), nil }

func (r *heldReader) Reports() ([]PhoneReport, error) { return slices.Clone(r.reps), nil }

// Snapshot is not held (an undo's copy of the whole file): it is read from
// the store beneath.
func (r *heldReader) Snapshot(reuse Snapshot) (Snapshot, error) {
	if r.snap != nil {
		// Snapshots share their values and are never changed in place.
		return *r.snap, nil
	}
	var out Snapshot
	err := r.base.View(func(rd Reader) error {
		var err error
		out, err = rd.Snapshot(reuse)
		return err
	})
	return out, err
}
