package web

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"taikai/tournament"
)

// pageKey names a page made for the event's current version: its address
// (path and query) and language. A section's key joins it when an event
// holds several.
type pageKey struct {
	uri  string
	lang tournament.Lang
}

// maxPages is the most pages kept for one version: the pages of the menu in
// both languages, each player's page and the queries phones type. A page
// asked for beyond it is made for its request alone.
const maxPages = 512

// pageTTL is how long a page showing the round clock is served again (its
// clock is seen from the server's time when made); every other page is
// served until the event changes.
const pageTTL = time.Second

// pageCache keeps the pages made for the event's current version, each made
// once: the requests for a page being made wait for it (single flight), so
// that 1,000 phones fetching the same page after a change cost one
// rendering and one gzip.
type pageCache struct {
	// mu is read-locked to find a page made: the phones fetching the
	// same pages after a change do not queue behind one another.
	mu      sync.RWMutex
	version uint64
	pages   map[pageKey]*madePage
	last    map[pageKey]*madePage
	// made counts the pages rendered (tests, benchmarks).
	made atomic.Int64
}

// madePage is one page made, or being made until done is closed.
type madePage struct {
	done chan struct{}
	// body is the page; nil when it could not be made to be shared (an
	// error, a refusal): each request then makes its own.
	body []byte
	// expires is when a timed page (a clock) is made again; zero: never
	// within its version.
	expires time.Time
	// asked counts the requests served the page.
	asked atomic.Int64

	finished sync.Once

	gzOnce sync.Once
	gz     []byte
}

// lookup returns the page key of version, and whether the caller is to make
// it (then it must call finish). It returns nil when the page is not kept
// (an older version than the newest seen, or the cap reached): the caller
// makes it for itself.
func (c *pageCache) lookup(version uint64, k pageKey, now time.Time) (p *madePage, mine bool) {
	if p := c.ready(version, k, now); p != nil {
		return p, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case version < c.version:
		return nil, false // a request that read the version before a change
	case version > c.version || c.pages == nil:
		// Only the current version's pages are kept; the last version's
		// keys are remembered to make its most asked pages again.
		c.version, c.last, c.pages = version, c.pages, map[pageKey]*madePage{}
	}
	if p, ok := c.pages[k]; ok {
		select {
		case <-p.done:
			if p.expires.IsZero() || now.Before(p.expires) {
				return p, false
			}
		default:
			return p, false // being made: wait for it
		}
		delete(c.pages, k) // a clock seen too long ago
	}
	if len(c.pages) >= maxPages {
		return nil, false
	}
	p = &madePage{done: make(chan struct{})}
	c.pages[k] = p
	return p, true
}

// ready returns page k of version when it is made (or being made) and
// still good at now, under the read lock; nil otherwise.
func (c *pageCache) ready(version uint64, k pageKey, now time.Time) *madePage {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if version != c.version {
		return nil
	}
	p, ok := c.pages[k]
	if !ok {
		return nil
	}
	select {
	case <-p.done:
		if !p.expires.IsZero() && !now.Before(p.expires) {
			return nil // a clock seen too long ago: made again
		}
	default: // being made: wait for it
	}
	return p
}

// finish publishes page p made as body (nil: not to be shared) and wakes
// the requests waiting for it; only its first call counts.
func (c *pageCache) finish(k pageKey, p *madePage, body []byte, timed bool, now time.Time) {
	p.finished.Do(func() {
		p.body = body
		if body != nil && timed {
			p.expires = now.Add(pageTTL)
		}
		if body == nil {
			c.mu.Lock()
			if c.pages[k] == p {
				delete(c.pages, k) // the next request tries again
			}
			c.mu.Unlock()
		}
		close(p.done)
	})
}

// maxWarm is how many pages are made on a change before the live pages
// are told of it.
const maxWarm = 16

// mostAsked returns the keys of the pages most asked for, of the current
// and the last version, without a name filter (?q=): the pages the phones
// will fetch again at the next change.
func (c *pageCache) mostAsked(n int) []pageKey {
	c.mu.Lock()
	asked := map[pageKey]int64{}
	for _, m := range []map[pageKey]*madePage{c.last, c.pages} {
		for k, p := range m {
			if !strings.Contains(k.uri, "q=") {
				asked[k] += p.asked.Load()
			}
		}
	}
	c.mu.Unlock()
	keys := slices.Collect(maps.Keys(asked))
	slices.SortFunc(keys, func(a, b pageKey) int {
		return cmp.Or(cmp.Compare(asked[b], asked[a]), cmp.Compare(a.uri, b.uri), cmp.Compare(a.lang, b.lang))
	})
	return keys[:min(n, len(keys))]
}

// gzipped is the page gzipped, made once for all the phones that take it.
func (p *madePage) gzipped() []byte {
	p.gzOnce.Do(func() {
		var buf bytes.Buffer
		buf.Grow(len(p.body) / 3)
		zw := gzipWriters.Get().(*gzip.Writer)
		zw.Reset(&buf)
		zw.Write(p.body)
		zw.Close()
		gzipWriters.Put(zw)
		p.gz = buf.Bytes()
	})
	return p.gz
}

// gzipWriters are reused: a gzip writer's tables cost far more to make
// than a page costs to compress.
var gzipWriters = sync.Pool{New: func() any { return gzip.NewWriter(nil) }}
