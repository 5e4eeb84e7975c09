package web

import (
	"cmp"
	"slices"
	"sync"

	"taikai/tournament"
)

// data is the event as the pages show it, read once per version of the
// file: 300 phones polling read it once between two changes.
type data struct {
	version uint64
	ev      tournament.Event
	ps      []tournament.Participant
	byID    map[int]tournament.Participant
	names   map[int]string
	rounds  []tournament.Round
	// scores are the scores before each round (Swiss games).
	scores map[int]map[int]tournament.Points
	// standings is nil when the game has none to show yet or is not
	// played in paired rounds; standErr says why it could not be read.
	standings *tournament.Table
	// swiss is the event's discipline when played in paired rounds.
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

// load reads the event for the pages; the Service's reads are each a
// read transaction of their own, and a change between them shows at the
// next version.
func load(svc *tournament.Service, version uint64) (*data, error) {
	d := &data{version: version, extra: map[string]extraResult{}}
	var err error
	if d.ev, err = svc.Event(); err != nil {
		return nil, err
	}
	if d.ps, err = svc.Participants(); err != nil {
		return nil, err
	}
	d.names = tournament.DisplayNames(d.ps)
	d.byID = make(map[int]tournament.Participant, len(d.ps))
	for _, p := range d.ps {
		d.byID[p.ID] = p
	}
	if d.rounds, err = svc.Rounds(); err != nil {
		return nil, err
	}
	if sw, err := tournament.SwissOf(d.ev.Game); err == nil {
		d.swiss = sw
		if d.scores, err = svc.ScoresBefore(); err != nil {
			return nil, err
		}
		if len(d.rounds) > 0 {
			if t, err := svc.Standings(0); err == nil {
				d.standings = &t
			}
		}
	}
	return d, nil
}

// cache keeps the data of the newest version read.
type cache struct {
	mu   sync.Mutex
	last *data
}

// get returns the data of the event as it is now.
func (c *cache) get(svc *tournament.Service) (*data, error) {
	v, err := svc.Version()
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last != nil && c.last.version == v {
		return c.last, nil
	}
	d, err := load(svc, v)
	if err != nil {
		return nil, err
	}
	c.last = d
	return d, nil
}

// extraPage builds (once per version) the sections of a game's own page.
func (d *data) extraPage(svc *tournament.Service, p extraPage, l tournament.Lang) ([]section, error) {
	key := p.Path + "|" + string(l)
	d.mu.Lock()
	defer d.mu.Unlock()
	if r, ok := d.extra[key]; ok {
		return r.sections, r.err
	}
	secs, err := p.Build(svc, d, l)
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
