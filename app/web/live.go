package web

import (
	"fmt"
	"log"
	"net/http"
	"net/netip"
	"sync"
	"time"

	"taikai/tournament"
)

// hub tells the open pages that the event changed: one goroutine reads the
// file's version every poll (a read transaction: cheap) and wakes every
// live stream, which sends a server-sent event; the page then fetches
// itself again (static/live.js).
type hub struct {
	svc  *tournament.Service
	poll time.Duration
	// max is the most streams at once; perClient the most of one
	// address (streamKey), well below max, so that one machine cannot
	// hold every stream.
	max, perClient int
	log            *log.Logger
	// changed, when set, runs when a change is seen, before the streams
	// are woken (on the poller's goroutine).
	changed func()

	mu       sync.Mutex
	version  uint64
	subs     map[chan uint64]struct{}
	byClient map[string]int
	done     chan struct{}
}

func newHub(svc *tournament.Service, poll time.Duration, max, perClient int, lg *log.Logger) *hub {
	h := &hub{svc: svc, poll: poll, max: max, perClient: perClient, log: lg,
		subs: map[chan uint64]struct{}{}, byClient: map[string]int{}, done: make(chan struct{})}
	h.version, _ = svc.Version()
	return h
}

// start runs the poller; the function it returns stops it and ends every
// stream (safe to call twice).
func (h *hub) start() (stop func()) {
	quit := make(chan struct{})
	go func() {
		t := time.NewTicker(h.poll)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
				h.check()
			}
		}
	}()
	var once sync.Once
	return func() {
		once.Do(func() {
			close(quit)
			h.mu.Lock()
			close(h.done)
			h.mu.Unlock()
		})
	}
}

// check reads the version and wakes the streams when it changed.
func (h *hub) check() {
	v, err := h.svc.Version()
	if err != nil {
		return
	}
	h.mu.Lock()
	seen := h.version
	h.mu.Unlock()
	if v == seen {
		return
	}
	if h.changed != nil {
		// The pages are made before the phones are told to fetch them.
		h.changed()
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.version = v
	for c := range h.subs {
		select {
		case c <- v:
		default: // a stream behind takes the newest next time
			select {
			case <-c:
			default:
			}
			c <- v
		}
	}
}

// serve is "/events": a server-sent event "change" with the version each
// time the event changes, a comment every 25 s to keep the line open.
func (h *hub) serve(w http.ResponseWriter, r *http.Request) {
	fl, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c := make(chan uint64, 1)
	h.mu.Lock()
	select {
	case <-h.done:
		h.mu.Unlock()
		http.Error(w, "closing", http.StatusServiceUnavailable)
		return
	default:
	}
	client := streamKey(r)
	if h.byClient[client] >= h.perClient {
		h.mu.Unlock()
		h.log.Printf("web: %s: a live stream refused: %s already holds %d", r.URL.Path, client, h.perClient)
		w.Header().Set("Retry-After", "10")
		http.Error(w, "too many live pages from this address", http.StatusTooManyRequests)
		return
	}
	if len(h.subs) >= h.max {
		h.mu.Unlock()
		w.Header().Set("Retry-After", "10")
		http.Error(w, "busy", http.StatusServiceUnavailable)
		return
	}
	h.subs[c] = struct{}{}
	h.byClient[client]++
	v := h.version
	h.mu.Unlock()
	defer func() {
		h.mu.Lock()
		delete(h.subs, c)
		if h.byClient[client]--; h.byClient[client] <= 0 {
			delete(h.byClient, client)
		}
		h.mu.Unlock()
	}()
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("Cache-Control", "no-store")
	hd.Set("X-Accel-Buffering", "no")
	// retry: a phone that lost the line tries again after 2 s.
	fmt.Fprintf(w, "retry: 2000\nevent: hello\ndata: %d\n\n", v)
	fl.Flush()
	keep := time.NewTicker(25 * time.Second)
	defer keep.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-h.done:
			return
		case v := <-c:
			fmt.Fprintf(w, "event: change\ndata: %d\n\n", v)
			fl.Flush()
		case <-keep.C:
			fmt.Fprint(w, ": keep\n\n")
			fl.Flush()
		}
	}
}

// streams returns how many pages are listening (the GUI shows it).
func (h *hub) streams() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.subs)
}

// streamKey is the address a stream counts against: the IPv4 address, or
// the /64 network of an IPv6 one (a single machine may take any address
// of its /64).
func streamKey(r *http.Request) string {
	host := clientOf(r)
	ip, err := netip.ParseAddr(host)
	switch {
	case err != nil:
		return host
	case ip.Is4() || ip.Is4In6():
		return ip.Unmap().String()
	}
	p, err := ip.WithZone("").Prefix(64)
	if err != nil {
		return host
	}
	return p.String()
}
