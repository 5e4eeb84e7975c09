package web

import (
	"cmp"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"taikai/tournament"
)

// snapshot is the event as the pages show it at one version of the file:
// the Overview (read once per change, in one read transaction) and each
// section's data made from it. 300 phones polling share it between two
// changes.
type snapshot struct {
	version uint64
	// at is when this version was first read: the pages' "updated" time.
	at time.Time
	ov *tournament.Overview
	// sections are the sections' data by section ID; venue is the whole
	// event's (the pages that span the sections: the picker, the wall
	// cycling through them).
	sections map[int]*data
	venue    *data
}

// data is one section as its pages show it (or, with so nil, the whole
// event for the pages that span the sections).
type data struct {
	version uint64
	at      time.Time
	ov      *tournament.Overview
	// snap is the snapshot the data is part of.
	snap *snapshot
	so   *tournament.SectionOverview
	// svc is the section's Service (its game's own pages, finding names).
	svc *tournament.Service
	// base is the section's address: "" in an event of one section,
	// "/s/<key>" otherwise.
	base   string
	ev     tournament.Event
	ps     []tournament.Participant
	byID   map[int]tournament.Participant
	names  map[int]string
	rounds []tournament.Round
	// scores are the scores before each round (Swiss games).
	scores map[int]map[int]tournament.Points
	// standings is nil when the game has none to show yet or is not
	// played in paired rounds.
	standings *tournament.Table
	// swiss is the section's discipline when played in paired rounds.
	swiss tournament.Swiss

	// extra holds the game's own pages, built once per version.
	mu    sync.Mutex
	extra map[string]extraResult
}

type extraResult struct {
	sections []section
	err      error
}

// current returns the last paired round, if any.
func (d *data) current() (tournament.Round, bool) {
	if len(d.rounds) == 0 {
		return tournament.Round{}, false
	}
	return d.rounds[len(d.rounds)-1], true
}

// round returns round n (0: the current one).
func (d *data) round(n int) (tournament.Round, bool) {
	if n == 0 {
		return d.current()
	}
	for _, r := range d.rounds {
		if r.Number == n {
			return r, true
		}
	}
	return tournament.Round{}, false
}

// playerLink is the address of participant id's page in this section.
func (d *data) playerLink(id int) string { return fmt.Sprintf("%s/p/%d", d.base, id) }

// sectionData makes the data of section so of overview ov.
func sectionData(ov *tournament.Overview, so *tournament.SectionOverview, svc *tournament.Service, at time.Time) *data {
	d := &data{version: ov.Version, at: at, ov: ov, so: so, svc: svc, ev: so.Event, ps: so.Participants, rounds: so.Rounds,
		scores: so.Scores, standings: so.Standings, swiss: so.Swiss, extra: map[string]extraResult{}}
	if ov.Multi() {
		d.base = "/s/" + so.Section.Key
	}
	d.index()
	return d
}

// venueData is the data of the whole event, for the pages that span its
// sections.
func venueData(ov *tournament.Overview, at time.Time) *data {
	d := &data{version: ov.Version, at: at, ov: ov, ev: ov.Event, ps: ov.Participants, extra: map[string]extraResult{}}
	d.index()
	return d
}

func (d *data) index() {
	d.names = tournament.DisplayNames(d.ps)
	d.byID = make(map[int]tournament.Participant, len(d.ps))
	for _, p := range d.ps {
		d.byID[p.ID] = p
	}
}

// section returns the data of the section a page's address names (its
// key, any case, or name), or, with no name, of the event's only section;
// nil with no name in an event of several (the page spans them).
func (sn *snapshot) section(name string) (*data, error) {
	if name == "" {
		if len(sn.ov.Sections) == 1 {
			return sn.sections[sn.ov.Sections[0].Section.ID], nil
		}
		return nil, nil
	}
	so, ok := sn.ov.Section(name)
	if !ok {
		return nil, tournament.NewProblem(tournament.ErrNotFound, "no such section", "この部門はありません")
	}
	return sn.sections[so.Section.ID], nil
}

// ordered returns the sections' data in the event's order.
func (sn *snapshot) ordered() []*data {
	out := make([]*data, 0, len(sn.ov.Sections))
	for _, so := range sn.ov.Sections {
		out = append(out, sn.sections[so.Section.ID])
	}
	return out
}

// cache keeps the snapshot of the newest version read.
type cache struct {
	mu sync.Mutex
	// last is read without the lock: 1,000 phones after a change take
	// the snapshot without queueing on a mutex.
	last atomic.Pointer[snapshot]
}

// get returns the event as it is now: the Overview of the version read
// after the request arrived, made once for every page (Overviews).
// now is the clock of the moment read (the pages' "updated" time).
func (c *cache) get(s *Server, now func() time.Time) (*snapshot, error) {
	// Each request reads the version itself, after it arrived: a read
	// transaction is cheap, and a request woken by another goroutine's
	// shared read waited behind the thousand others in the run queue (at
	// 1,000 phones: p50 8–11 % above plain net/http with the shared read,
	// 2–3 % without).
	v, err := s.overviews.Version()
	if err != nil {
		return nil, err
	}
	if last := c.last.Load(); last != nil && last.version >= v {
		return last, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if last := c.last.Load(); last != nil && last.version >= v {
		return last, nil
	}
	ov, err := s.overviews.At(v)
	if err != nil {
		return nil, err
	}
	at := now()
	sn := &snapshot{version: ov.Version, at: at, ov: ov, sections: map[int]*data{}, venue: venueData(ov, at)}
	sn.venue.snap = sn
	for _, so := range ov.Sections {
		d := sectionData(ov, so, s.sectionService(ov, so.Section.ID), at)
		d.snap = sn
		sn.sections[so.Section.ID] = d
	}
	c.last.Store(sn)
	return sn, nil
}

// extraPage builds (once per version) the sections of a game's own page.
func (d *data) extraPage(p extraPage, l tournament.Lang) ([]section, error) {
	key := p.Path + "|" + string(l)
	d.mu.Lock()
	defer d.mu.Unlock()
	if r, ok := d.extra[key]; ok {
		return r.sections, r.err
	}
	secs, err := p.Build(d.svc, d, l)
	d.extra[key] = extraResult{secs, err}
	return secs, err
}

// byReading orders participant ids the way a name list is read: by
// reading (ふりがな), then name.
func (d *data) byReading(ids []int) {
	slices.SortFunc(ids, func(a, b int) int {
		pa, pb := d.byID[a], d.byID[b]
		return cmp.Or(cmp.Compare(cmp.Or(pa.Reading, pa.Name), cmp.Or(pb.Reading, pb.Name)), cmp.Compare(a, b))
	})
}
