package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"sync"
	"time"
)

// A gate opens a family of pages that change the event — the arbiters'
// desk (/desk) and the check-in at the door (/checkin) — to the devices
// that typed its PIN: each gets a token of its own in a cookie (kept in
// memory: a restart of the server asks for the PIN again), the forms shown
// to it carry a CSRF token bound to that token, and the PINs one address
// may try are limited. The desk and the door have a gate each, with PINs
// of their own: the door's device cannot enter results.
type gate[D any] struct {
	pin    string
	secret []byte
	tries  *limiter
	cookie string // the device token's cookie
	path   string // where the cookie is sent
	max    int    // the most devices let in at once
	// evict: when max devices are in, a new one makes the gate forget the
	// one let in first (the door's phones come and go); otherwise the new
	// one is refused (a desk is ended by its arbiter).
	evict bool

	mu      sync.Mutex
	devices map[string]gated[D]
}

// gated is a device let in: when, and what the pages keep of it.
type gated[D any] struct {
	since time.Time
	data  D
}

// tokenSize is the length of a device token in hex digits.
const tokenSize = 64

// newGate makes a gate; pin "" draws one of six digits.
func newGate[D any](pin, cookie, path string, tries *limiter, max int, evict bool) *gate[D] {
	if pin == "" {
		pin = NewPIN()
	}
	return &gate[D]{pin: pin, secret: randomBytes(32), tries: tries, cookie: cookie, path: path, max: max, evict: evict,
		devices: map[string]gated[D]{}}
}

// rightPIN reports whether pin is the gate's (in constant time).
func (g *gate[D]) rightPIN(pin string) bool { return sameToken(pin, g.pin) }

// admit lets a device in with data and returns its token; false when the
// gate is full and does not evict.
func (g *gate[D]) admit(data D, now time.Time) (string, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.devices) >= g.max {
		if !g.evict {
			return "", false
		}
		first, when := "", time.Time{}
		for k, d := range g.devices {
			if first == "" || d.since.Before(when) {
				first, when = k, d.since
			}
		}
		delete(g.devices, first)
	}
	tok := randomHex(tokenSize / 2)
	g.devices[tok] = gated[D]{since: now, data: data}
	return tok, true
}

// device is the device r comes from: its data and token; false when the
// gate has not let it in.
func (g *gate[D]) device(r *http.Request) (D, string, bool) {
	var zero D
	c, err := r.Cookie(g.cookie)
	if err != nil || len(c.Value) != tokenSize {
		return zero, "", false
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	d, ok := g.devices[c.Value]
	if !ok {
		return zero, "", false
	}
	return d.data, c.Value, true
}

// end forgets the device of token.
func (g *gate[D]) end(token string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.devices, token)
}

// count is the number of devices let in.
func (g *gate[D]) count() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.devices)
}

// csrf is the CSRF token of the forms shown to the device of token.
func (g *gate[D]) csrf(token string) string {
	mac := hmac.New(sha256.New, g.secret)
	mac.Write([]byte("csrf\x00" + g.cookie + "\x00" + token))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}

// csrfOK reports whether posted is the CSRF token of the device of token.
func (g *gate[D]) csrfOK(posted, token string) bool { return sameToken(posted, g.csrf(token)) }

// setCookie gives the browser its device token (value "" takes it back).
func (g *gate[D]) setCookie(w http.ResponseWriter, token string) {
	c := &http.Cookie{Name: g.cookie, Value: token, Path: g.path, HttpOnly: true, SameSite: http.SameSiteStrictMode}
	if token == "" {
		c.MaxAge = -1
	}
	http.SetCookie(w, c)
}

// randomBytes are n random bytes.
func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b) // never fails (Go ≥ 1.24 crashes instead)
	return b
}

// randomHex is n random bytes in hex (2n digits): tokens and keys.
func randomHex(n int) string { return hex.EncodeToString(randomBytes(n)) }
