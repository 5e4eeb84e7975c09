package web

import (
	"cmp"
	"slices"
	"sync"
	"time"

	"taikai/tournament"
)

// data is the event as the pages show it, read once per version of the
// file: 300 phones polling read it once between two changes.
type data struct {
	version uint64
	// at is when this version was first read: the pages' "updated" time.
	at     time.Time
	ev     tournament.Event
	ps     []tournament.Participant
	byID   map[int]tournament.Participant
	names  map[int]string
	rounds []tournament.Round
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

// load reads the event for the pages in one read transaction: the
// snapshot every page of this version shows (the seed of the issue's
// Overview). A change after version was read shows at the next version,
// so the data is never older than version.
func load(svc *tournament.Service, version uint64, at time.Time) (*data, error) {
	d := &data{version: version, at: at, extra: map[string]extraResult{}}
	err := svc.View(func(r tournament.Reader) error {
		var err error
		if d.ev, d.ps, d.rounds, err = tournament.ReadAll(r); err != nil {
			return err
		}
		sw, err := tournament.SwissOf(d.ev.Game)
		if err != nil {
			return nil // not played in paired rounds: no scores, no standings
		}
		d.swiss = sw
		return d.readScores()
	})
	if err != nil {
		return nil, err
	}
	d.names = tournament.DisplayNames(d.ps)
	d.byID = make(map[int]tournament.Participant, len(d.ps))
	for _, p := range d.ps {
		d.byID[p.ID] = p
	}
	return d, nil
}

// readScores computes, as Service.ScoresBefore and Service.Standings(0)
// do, the scores before each round and the standings after the last
// complete round, from the rounds read.
func (d *data) readScores() error {
	d.scores = map[int]map[int]tournament.Points{}
	if len(d.rounds) == 0 {
		return nil
	}
	scoreAfter, _, err := d.swiss.Scores(d.ev, d.ps, d.rounds[:len(d.rounds)-1])
	if err != nil {
		return err
	}
	for _, rd := range d.rounds {
		m := map[int]tournament.Points{}
		k := min(rd.Number-1, len(scoreAfter)-1)
		for _, p := range d.ps {
			m[p.ID] = tournament.Points(scoreAfter[k][p.ID])
		}
		d.scores[rd.Number] = m
	}
	if t, err := d.swiss.Standings(d.ev, d.ps, d.rounds, tournament.CompleteRounds(d.rounds)); err == nil {
		d.standings = &t
	}
	return nil
}

// cache keeps the data of the newest version read.
type cache struct {
	versions versionReads
	mu       sync.Mutex
	last     *data
}

// get returns the data of the event as it is now.
// now is the clock of the moment read (the pages' "updated" time).
func (c *cache) get(svc *tournament.Service, now func() time.Time) (*data, error) {
	v, err := c.versions.get(svc.Version)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last != nil && c.last.version == v {
		return c.last, nil
	}
	d, err := load(svc, v, now())
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
