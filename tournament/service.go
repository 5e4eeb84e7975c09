package tournament

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"time"
)

// Service is what screens and the command line call: each method that
// changes the event is one Store transaction with its audit-log entry.
type Service struct {
	store   Store
	now     func() time.Time
	arbiter string
	// program is the version of the program making the changes, written
	// into each audit entry (WithProgram).
	program string
	// hist is what Undo and Redo can do: the changes made through this
	// Service (and the Services of the event's other sections sharing it:
	// WithHistoryOf), that is since the event was opened in this window.
	hist *history
	// noHistory turns the history off (a benchmark measures its cost).
	noHistory bool
	// snapErr is the last snapshot that failed (see SnapshotError).
	snapErr error
	// allowRematch is the arbiter's consent to a rematch for the pairing
	// under way (PairNextRoundWithRematch).
	allowRematch bool
}

// Option configures a Service.
type Option func(*Service)

// WithClock makes the service read the time from now (tests).
func WithClock(now func() time.Time) Option { return func(s *Service) { s.now = now } }

// WithArbiter names the arbiter for the audit log, overriding the event's
// arbiter setting (the CLI's --arbiter).
func WithArbiter(name string) Option { return func(s *Service) { s.arbiter = strings.TrimSpace(name) } }

// WithProgram names the version of the program that makes the changes
// (app/version.Version, set by the command line and the window): each audit
// entry records it. Without it the entries record none, as older ones.
func WithProgram(version string) Option {
	return func(s *Service) { s.program = strings.TrimSpace(version) }
}

// Program is the version of the program the service records in the audit
// log (WithProgram), for the services a caller makes beside it.
func (s *Service) Program() string { return s.program }

// WithHistoryOf makes the service share the undo history of other, the
// Service of another section of the same event: Ctrl+Z undoes the event's
// last change, whichever section it was made in.
func WithHistoryOf(other *Service) Option { return func(s *Service) { s.hist = other.hist } }

// NewService returns the service over store.
func NewService(store Store, opts ...Option) *Service {
	s := &Service{store: store, now: time.Now, hist: &history{}}
	for _, o := range opts {
		o(s)
	}
	return s
}

// Store returns the store the service writes to.
func (s *Service) Store() Store { return s.store }

// Create writes a new event into an empty store, with its first audit entry.
func (s *Service) Create(ev Event) error {
	return s.update("event.create", func(w Writer) (string, error) {
		if err := w.PutEvent(ev); err != nil {
			return "", err
		}
		if ev.Game == "" {
			// An event whose sections are added next.
			return fmt.Sprintf("event \"%s\" on %s at \"%s\"", ev.Name, ev.Date, ev.Venue), nil
		}
		return fmt.Sprintf("%s event \"%s\" on %s at \"%s\"", ev.Game, ev.Name, ev.Date, ev.Venue), nil
	})
}

// update runs fn in one transaction and logs its detail under action. The
// event as stored before and after fn is remembered for Undo (but for the
// creation of the event).
func (s *Service) update(action string, fn func(Writer) (string, error)) error {
	return s.updateText(action, func(w Writer) (Text, error) {
		d, err := fn(w)
		return Text{En: d}, err
	})
}

// updateText is update with the detail in both languages: the Japanese one
// is what the 操作履歴 shows (AuditText).
func (s *Service) updateText(action string, fn func(Writer) (Text, error)) error {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	track := action != actionCreate && !s.noHistory
	snap, watch := s.store.(Snapshotter)
	watch = watch && IsSnapshotAction(action)
	var c change
	var rounds [2]map[int]roundMark
	var prefix string // the section's key, in an event of several
	err := s.store.Update(func(w Writer) error {
		var err error
		if track {
			if c.before, err = w.Snapshot(s.hist.last); err != nil {
				return err
			}
		}
		if watch {
			rounds[0] = roundMarks(w)
		}
		detail, err := fn(w)
		if err != nil {
			return err
		}
		c.detail = detail.En
		if err := ensureReportTokens(w); err != nil {
			return err
		}
		if watch {
			rounds[1] = roundMarks(w)
		}
		if track {
			if c.after, err = w.Snapshot(c.before); err != nil {
				return err
			}
		}
		ev, err := w.Event()
		if err != nil {
			return err
		}
		c.game = ev.Game
		if sec, ok := ev.InSection(); ok && ev.Multi() {
			prefix = sec.Key + "--" // storage.labelText reads the section before "--"
		}
		return w.AppendAudit(s.entry(ev, action, detail))
	})
	if err == nil && track {
		s.hist.push(action, c)
	}
	if err == nil && watch {
		for _, label := range snapshotLabels(rounds[0], rounds[1]) {
			if serr := snap.Snapshot(prefix + label); serr != nil {
				s.snapErr = serr
			}
		}
	}
	return err
}

// entry is the audit entry of a change this service makes now.
func (s *Service) entry(ev Event, action string, detail Text) AuditEntry {
	return AuditEntry{Time: s.now().UTC(), Arbiter: s.arbiterName(ev), Action: action, Detail: detail.En, DetailJa: detail.Ja, Program: s.program}
}

// Snapshotter is a Store that keeps copies of the event (storage.Bolt: in
// a folder beside the file). After a change that pairs a round or records
// the last result of one, the Service asks for a snapshot labelled
// "round-N-paired" or "round-N-complete" ("final-paired", "final-complete"
// for the final), once the change is committed: a snapshot that fails does
// not undo the change (SnapshotError tells it).
type Snapshotter interface {
	Snapshot(label string) error
}

// roundMark is what a snapshot follows of a round: paired, complete.
type roundMark struct{ final, complete bool }

func roundMarks(r Reader) map[int]roundMark {
	rs, err := r.Rounds()
	if err != nil {
		return nil
	}
	out := make(map[int]roundMark, len(rs))
	for _, rd := range rs {
		out[rd.Number] = roundMark{final: rd.Final, complete: len(rd.Games) > 0 && rd.Complete()}
	}
	return out
}

// snapshotLabels names the rounds a change paired or completed.
func snapshotLabels(before, after map[int]roundMark) []string {
	if before == nil || after == nil {
		return nil // the rounds could not be read
	}
	var out []string
	for _, n := range slices.Sorted(maps.Keys(after)) {
		m, was := after[n], before[n]
		name := fmt.Sprintf("round-%d", n)
		if m.final {
			name = "final"
		}
		if _, existed := before[n]; !existed {
			out = append(out, name+"-paired")
		} else if m.complete && !was.complete {
			out = append(out, name+"-complete")
		}
	}
	return out
}

// SnapshotError returns, and forgets, the error of the last snapshot that
// failed since it was last asked (the change itself was kept).
func (s *Service) SnapshotError() error {
	s.hist.mu.Lock()
	defer s.hist.mu.Unlock()
	err := s.snapErr
	s.snapErr = nil
	return err
}

func (s *Service) arbiterName(ev Event) string {
	if s.arbiter != "" {
		return s.arbiter
	}
	if a := ev.Setting(SettingArbiter); a != "" {
		return a
	}
	if u := os.Getenv("USER"); u != "" {
		return u
	}
	if u := os.Getenv("USERNAME"); u != "" {
		return u
	}
	return "?"
}

// Version grows with every change of the event (a result, a phone
// report…): a screen or page compares it to know when to read again. A
// store that cannot tell it cheaply is asked for its audit log length.
func (s *Service) Version() (uint64, error) {
	if v, ok := s.store.(Versioner); ok {
		return v.Version()
	}
	log, err := s.AuditLog()
	return uint64(len(log)), err
}

// Event returns the event.
func (s *Service) Event() (ev Event, err error) {
	err = s.store.View(func(r Reader) error { ev, err = r.Event(); return err })
	return ev, err
}

// Participants returns every participant in ID order.
func (s *Service) Participants() (ps []Participant, err error) {
	err = s.store.View(func(r Reader) error { ps, err = r.Participants(); return err })
	return ps, err
}

// participantsAndRounds returns the participants and the rounds, read at
// once.
func (s *Service) participantsAndRounds() (ps []Participant, rs []Round, err error) {
	err = s.store.View(func(r Reader) error {
		if ps, err = r.Participants(); err != nil {
			return err
		}
		rs, err = r.Rounds()
		return err
	})
	return ps, rs, err
}

// AuditLog returns the audit log, oldest first.
func (s *Service) AuditLog() (log []AuditEntry, err error) {
	err = s.store.View(func(r Reader) error { log, err = r.Audit(); return err })
	return log, err
}

// InfoKeys are the keys ChangeSettings takes for the event header.
var InfoKeys = []string{"name", "date", "venue"}

// ChangeSettings sets each KEY=VALUE of changes (a setting, or name, date,
// venue of the event) after checking all of them; one bad value changes
// nothing.
func (s *Service) ChangeSettings(changes map[string]string) error {
	if len(changes) == 0 {
		return nil
	}
	return s.update("settings", func(w Writer) (string, error) {
		ev, err := w.Event()
		if err != nil {
			return "", err
		}
		keys := make([]string, 0, len(changes))
		for k := range changes {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		var diff []string
		if ev.Settings == nil {
			ev.Settings = map[string]string{}
		}
		before := ev
		name, date, venue := ev.Name, ev.Date, ev.Venue
		if v, ok := changes["name"]; ok {
			name = v
		}
		if v, ok := changes["date"]; ok {
			date = v
		}
		if v, ok := changes["venue"]; ok {
			venue = v
		}
		if err := ev.setInfo(name, date, venue, s.now()); err != nil {
			return "", err
		}
		for _, c := range [][3]string{{"name", before.Name, ev.Name}, {"date", before.Date, ev.Date}, {"venue", before.Venue, ev.Venue}} {
			if c[1] != c[2] {
				diff = append(diff, fmt.Sprintf("%s \"%s\"→\"%s\"", c[0], c[1], c[2]))
			}
		}
		settingChanges := map[string]string{}
		for _, k := range keys {
			if !slices.Contains(InfoKeys, k) {
				settingChanges[k] = changes[k]
			}
		}
		norm, err := ValidateSettings(ev.Game, ev.Settings, settingChanges)
		if err != nil {
			return "", err
		}
		for _, k := range slices.Sorted(maps.Keys(norm)) {
			if old := ev.Setting(k); old != norm[k] {
				diff = append(diff, fmt.Sprintf("%s \"%s\"→\"%s\"", k, old, norm[k]))
			}
			ev.Settings[k] = norm[k]
		}
		if err := w.PutEvent(ev); err != nil {
			return "", err
		}
		if len(diff) == 0 {
			return "no change", nil
		}
		return strings.Join(diff, ", "), nil
	})
}
