package tournament

import (
	"time"
)

// Store keeps one event. Every Update is one transaction: it is applied
// entirely or, if fn returns an error (or the process dies), not at all.
// storage.Bolt is the file implementation; storage.Memory serves tests.
type Store interface {
	View(fn func(Reader) error) error
	Update(fn func(Writer) error) error
	Close() error
}

// Reader reads the event inside a transaction.
type Reader interface {
	Event() (Event, error)
	// Participants returns every participant, in ID order.
	Participants() ([]Participant, error)
	// Audit returns the audit log, oldest first.
	Audit() ([]AuditEntry, error)
	// Rounds returns the paired rounds, in section and number order
	// (Round.Section: the first section's rounds, then each other
	// section's under its key).
	Rounds() ([]Round, error)
	// Records returns, in section and key order, the records a discipline
	// keeps of its own (the stages of a four-player shogi event), as
	// stored JSON under their sections and keys.
	Records() ([]Stored, error)
	// Reports returns the phone reports, oldest first. They are not part
	// of a Snapshot: an undo or a restore leaves them alone.
	Reports() ([]PhoneReport, error)
	// Snapshot returns the whole event as stored (see Snapshot). A value
	// byte-equal to the one reuse holds under the same key is taken from
	// reuse instead of copied, so that successive snapshots share their
	// unchanged values; Snapshot{} reuses nothing.
	Snapshot(reuse Snapshot) (Snapshot, error)
}

// Writer changes the event inside a transaction.
type Writer interface {
	Reader
	PutEvent(Event) error
	// PutParticipant stores p; an ID of 0 gets the next free ID, written
	// back into p.
	PutParticipant(p *Participant) error
	// AppendAudit adds e to the append-only audit log, numbering it.
	AppendAudit(e AuditEntry) error
	// PutRound stores round r under its section and number, replacing it.
	PutRound(r Round) error
	// DeleteRound removes the round of r's section and number.
	DeleteRound(r Round) error
	// PutRecord stores a discipline's record under its section and key,
	// replacing it.
	PutRecord(rec Stored) error
	// AddReport stores a phone report, numbering it (written back into r).
	AddReport(r *PhoneReport) error
	// Restore makes the event exactly s: the event, participants, rounds
	// and records of s replace the stored ones (those not in s are
	// deleted). The audit log and the file's meta data are left alone, and
	// participant IDs are never reused: a participant added later gets an
	// ID above every ID the store has given.
	Restore(s Snapshot) error
}

// Versioner is a Store that tells cheaply whether it changed: Version
// grows with every committed change (the live pages of the venue poll it).
type Versioner interface {
	Version() (uint64, error)
}

// AuditEntry is one line of the append-only audit log (操作履歴): who did
// what, when, and what changed.
type AuditEntry struct {
	Seq     int       `json:"seq"`
	Time    time.Time `json:"time"`
	Arbiter string    `json:"arbiter"`
	Action  string    `json:"action"`
	Detail  string    `json:"detail"`
	// DetailJa is the detail in Japanese, when the change wrote one (older
	// entries have only the English, read through phrases by AuditText).
	DetailJa string `json:"detail_ja,omitempty"`
	// Section is the key of the section the change was made in; empty for
	// a change of the whole event (or one made before sections).
	Section string `json:"section,omitempty"`
	// Program is the version of the Taikai that made the change
	// (app/version: "v0.4.0", "v0.4.0-3-g1a2b3c4"), so that a federation
	// asking which program ran an event gets an answer for every change;
	// empty in entries written before it was recorded.
	Program string `json:"program,omitempty"`
}
