package web

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// limiter keeps one phone from flooding the report links: each client
// address has a bucket of burst tokens, one more every `every`.
type limiter struct {
	burst int
	every time.Duration
	now   func() time.Time

	mu      sync.Mutex
	clients map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

func newLimiter(burst int, every time.Duration, now func() time.Time) *limiter {
	return &limiter{burst: burst, every: every, now: now, clients: map[string]*bucket{}}
}

// allow takes cost tokens of client's bucket; false when it has too few.
func (l *limiter) allow(client string, cost float64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := l.now()
	if len(l.clients) > 10000 {
		// Forget the clients whose bucket is full again.
		for k, b := range l.clients {
			if now.Sub(b.at) > time.Duration(l.burst)*l.every {
				delete(l.clients, k)
			}
		}
	}
	b, ok := l.clients[client]
	if !ok {
		b = &bucket{tokens: float64(l.burst), at: now}
		l.clients[client] = b
	}
	b.tokens = min(float64(l.burst), b.tokens+float64(now.Sub(b.at))/float64(l.every))
	b.at = now
	if b.tokens < cost {
		return false
	}
	b.tokens -= cost
	return true
}

// has reports whether client's bucket holds cost tokens, taking none.
func (l *limiter) has(client string, cost float64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.clients[client]
	if !ok {
		return float64(l.burst) >= cost
	}
	return min(float64(l.burst), b.tokens+float64(l.now().Sub(b.at))/float64(l.every)) >= cost
}

// clientOf is the address of the phone that sent r (never a header it
// could write itself).
func clientOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
