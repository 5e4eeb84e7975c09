package tournament

import (
	"sync"
	"sync/atomic"
)

// Overview is the whole event as every view shows it (the one read model):
// the event, its participants, and for each section its rounds, the scores
// before each round and the standings. It is read in one read transaction
// of the whole event's store and made once per change (Overviews), so that
// screens, sheets and the venue's pages read it instead of each making its
// own reads. An Overview is shared: nothing in it may be changed.
type Overview struct {
	// Version is the store's version read before the transaction: the
	// Overview is never older than it.
	Version uint64
	// Event is the whole event (its header and sections).
	Event Event
	// Participants are every section's, in ID order.
	Participants []Participant
	// Sections are the event's sections in ID order.
	Sections []*SectionOverview
}

// SectionOverview is one section as its Service sees it (SectionStore):
// rounds numbered 1..n, its game and settings in Event.
type SectionOverview struct {
	Section Section
	// Event is the event as the section sees it: the section's game and
	// settings, the event's name, date and venue.
	Event        Event
	Participants []Participant
	Rounds       []Round
	// Swiss is the section's game when it is played in paired rounds; nil
	// otherwise (then Scores and Standings are empty).
	Swiss Swiss
	// Scores are every entrant's score before each round, by round number,
	// as Service.ScoresBefore gives them.
	Scores map[int]map[int]Points
	// Standings are those after the last complete round, as
	// Service.Standings(0) gives them; nil when they cannot be made
	// (StandingsErr says why) or the game has none.
	Standings    *Table
	StandingsErr error
}

// Multi reports whether the event has more than one section.
func (o *Overview) Multi() bool { return len(o.Sections) > 1 }

// Section returns the section whose key (any case) or name is name.
func (o *Overview) Section(name string) (*SectionOverview, bool) {
	sec, err := o.Event.FindSection(name)
	if err != nil {
		return nil, false
	}
	return o.SectionByID(sec.ID)
}

// SectionByID returns section id.
func (o *Overview) SectionByID(id int) (*SectionOverview, bool) {
	for _, s := range o.Sections {
		if s.Section.ID == id {
			return s, true
		}
	}
	return nil, false
}

// SectionOf returns the section participant id plays in.
func (o *Overview) SectionOf(id int) (*SectionOverview, bool) {
	for _, p := range o.Participants {
		if p.ID == id {
			return o.SectionByID(p.Section)
		}
	}
	return nil, false
}

// ReportSection returns the section whose game a report link's token names
// (by its players): a link made before the event had several sections
// still finds its table. The token is not checked here; the section's
// Service checks it when the link is used.
func (o *Overview) ReportSection(token string) (*SectionOverview, bool) {
	black, _, _, ok := tokenGame(token)
	if !ok {
		return nil, false
	}
	return o.SectionOf(black)
}

// Current returns the section's last paired round, if any.
func (s *SectionOverview) Current() (Round, bool) {
	if len(s.Rounds) == 0 {
		return Round{}, false
	}
	return s.Rounds[len(s.Rounds)-1], true
}

// Round returns round n of the section.
func (s *SectionOverview) Round(n int) (Round, bool) {
	for _, r := range s.Rounds {
		if r.Number == n {
			return r, true
		}
	}
	return Round{}, false
}

// ReadOverview reads the Overview of the event in store (of the whole
// event, whichever section's store it is given) in one read transaction.
func ReadOverview(store Store) (*Overview, error) {
	base := BaseStore(store)
	v, err := storeVersion(base)
	if err != nil {
		return nil, err
	}
	return readOverview(base, v)
}

// readOverview reads the Overview of base, labelled version v.
func readOverview(base Store, v uint64) (*Overview, error) {
	o := &Overview{Version: v}
	err := base.View(func(r Reader) error {
		once := &onceReader{Reader: r}
		var err error
		if o.Event, err = once.Event(); err != nil {
			return err
		}
		if o.Participants, err = once.Participants(); err != nil {
			return err
		}
		for _, sec := range o.Event.SectionList() {
			so, err := readSectionOverview(sectionTx{r: once, id: sec.ID}, sec)
			if err != nil {
				return err
			}
			o.Sections = append(o.Sections, so)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return o, nil
}

// readSectionOverview computes a section's rounds, scores and standings as
// its Service's ScoresBefore and Standings(0) do.
func readSectionOverview(r Reader, sec Section) (*SectionOverview, error) {
	so := &SectionOverview{Section: sec, Scores: map[int]map[int]Points{}}
	var err error
	if so.Event, so.Participants, so.Rounds, err = readAll(r); err != nil {
		return nil, err
	}
	sw, err := so.Event.Swiss()
	if err != nil {
		return so, nil // not played in paired rounds: no scores, no standings
	}
	so.Swiss = sw
	if len(so.Rounds) > 0 {
		if err := so.readScores(); err != nil {
			return nil, err
		}
	}
	t, err := standingsOf(so.Event, sw, so.Participants, so.Rounds, CompleteRounds(so.Rounds))
	if err != nil {
		so.StandingsErr = err
	} else {
		so.Standings = &t
	}
	return so, nil
}

// readScores computes the scores before each round.
func (so *SectionOverview) readScores() error {
	scoreAfter, _, err := so.Swiss.Scores(so.Event, so.Participants, so.Rounds[:len(so.Rounds)-1])
	if err != nil {
		return err
	}
	for _, rd := range so.Rounds {
		m := make(map[int]Points, len(so.Participants))
		k := min(rd.Number-1, len(scoreAfter)-1)
		for _, p := range so.Participants {
			m[p.ID] = Points(scoreAfter[k][p.ID])
		}
		so.Scores[rd.Number] = m
	}
	return nil
}

// onceReader reads the event, the participants and the rounds of a
// transaction once for all the sections' views of it.
type onceReader struct {
	Reader
	ev     *Event
	ps     []Participant
	psRead bool
	rs     []Round
	rsRead bool
}

func (o *onceReader) Event() (Event, error) {
	if o.ev == nil {
		ev, err := o.Reader.Event()
		if err != nil {
			return ev, err
		}
		o.ev = &ev
	}
	return *o.ev, nil
}

func (o *onceReader) Participants() ([]Participant, error) {
	if !o.psRead {
		ps, err := o.Reader.Participants()
		if err != nil {
			return nil, err
		}
		o.ps, o.psRead = ps, true
	}
	// Each section's view filters its own copy.
	return append([]Participant(nil), o.ps...), nil
}

func (o *onceReader) Rounds() ([]Round, error) {
	if !o.rsRead {
		rs, err := o.Reader.Rounds()
		if err != nil {
			return nil, err
		}
		o.rs, o.rsRead = rs, true
	}
	return o.rs, nil
}

// storeVersion is the store's version (its audit log's length when it
// cannot tell it cheaply), as Service.Version.
func storeVersion(store Store) (uint64, error) {
	if v, ok := store.(Versioner); ok {
		return v.Version()
	}
	var n int
	err := store.View(func(r Reader) error {
		log, err := r.Audit()
		n = len(log)
		return err
	})
	return uint64(n), err
}

// Overviews makes the Overview of one event once per change: every view
// asking for the version it read shares one Overview, and the views asking
// while it is being made wait for it (single flight) instead of each
// reading the file.
type Overviews struct {
	base Store

	mu   sync.Mutex
	last *Overview
	// making is the Overview being made, and for which version.
	making *overviewCall
	// made counts the Overviews read (tests).
	made atomic.Int64
}

type overviewCall struct {
	version uint64
	done    chan struct{}
	o       *Overview
	err     error
}

// NewOverviews returns the Overviews of the event in store.
func NewOverviews(store Store) *Overviews { return &Overviews{base: BaseStore(store)} }

// Store returns the whole event's store.
func (c *Overviews) Store() Store { return c.base }

// Version reads the store's version.
func (c *Overviews) Version() (uint64, error) { return storeVersion(c.base) }

// Get returns the Overview of the event as it is now.
func (c *Overviews) Get() (*Overview, error) {
	v, err := c.Version()
	if err != nil {
		return nil, err
	}
	return c.At(v)
}

// At returns the Overview of version v (read after v was, so never older):
// the one already made for v, the one being made for it, or a new one.
// An Overview made for a later version serves too.
func (c *Overviews) At(v uint64) (*Overview, error) {
	c.mu.Lock()
	if c.last != nil && c.last.Version >= v {
		o := c.last
		c.mu.Unlock()
		return o, nil
	}
	call := c.making
	if call == nil || call.version < v {
		call = &overviewCall{version: v, done: make(chan struct{})}
		c.making = call
		c.mu.Unlock()
		call.o, call.err = readOverview(c.base, v)
		c.made.Add(1)
		c.mu.Lock()
		if call.err == nil && (c.last == nil || c.last.Version < v) {
			c.last = call.o
		}
		if c.making == call {
			c.making = nil
		}
		c.mu.Unlock()
		close(call.done)
		return call.o, call.err
	}
	c.mu.Unlock()
	<-call.done
	return call.o, call.err
}

// Made returns how many Overviews were read.
func (c *Overviews) Made() int64 { return c.made.Load() }
