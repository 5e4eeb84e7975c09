package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"slices"
	"strings"
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
	// wrong counts the wrong PINs from every address together: many
	// addresses (a script on the venue's network) cannot try more PINs
	// than one could. A device let in before (its known cookie) is never
	// held back by it.
	wrong  *limiter
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

// gated is a device let in: when, from where, when it was last seen, and
// what the pages keep of it.
type gated[D any] struct {
	since, seen time.Time
	client      string
	data        D
}

// tokenSize is the length of a device token in hex digits.
const tokenSize = 64

// newGate makes a gate; pin "" draws one of PINDigits digits.
func newGate[D any](pin, cookie, path string, tries *limiter, max int, evict bool) *gate[D] {
	if pin == "" {
		pin = NewPIN()
	}
	return &gate[D]{pin: pin, secret: randomBytes(32), tries: tries, cookie: cookie, path: path, max: max, evict: evict,
		wrong: newLimiter(wrongPINBurst, wrongPINEvery, tries.now), devices: map[string]gated[D]{}}
}

// rightPIN reports whether pin is the gate's (in constant time), as typed:
// spaces and hyphens aside, full-width digits read as digits.
func (g *gate[D]) rightPIN(pin string) bool { return sameToken(typedPIN(pin), g.pin) }

// typedPIN is a PIN as typed, without the spaces and hyphens a person
// groups its digits with, full-width digits made ASCII.
func typedPIN(pin string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r == ' ' || r == '-' || r == '　' || r == '－':
			return -1
		case r >= '０' && r <= '９':
			return r - '０' + '0'
		}
		return r
	}, pin)
}

// The wrong PINs the whole venue may type: 20 at once, then one every 30
// seconds (with 8 digits, a day of guessing finds one PIN in 35,000).
const (
	wrongPINBurst = 20
	wrongPINEvery = 30 * time.Second
)

// pinCheck is the answer to a PIN typed at a gate.
type pinCheck int

const (
	pinRight    pinCheck = iota
	pinWrong             // logged; the address and the venue each count it
	pinThisAddr          // this address typed too many: wait
	pinVenue             // the venue typed too many wrong PINs: wait (devices known are not held back)
)

// checkPIN checks a PIN typed from client (known: the device was let in
// before, its known cookie), counting it against the address and, when
// wrong, against the venue.
func (g *gate[D]) checkPIN(pin, client string, known bool) pinCheck {
	if !g.tries.allow(client, 1) {
		return pinThisAddr
	}
	if !known && !g.wrong.has("", 1) {
		return pinVenue
	}
	if g.rightPIN(pin) {
		return pinRight
	}
	g.wrong.allow("", 1)
	return pinWrong
}

// knownCookie is the cookie that marks a device let in before, for the
// gate's path; its value is an id and the gate's signature of it.
func (g *gate[D]) knownCookie() string { return g.cookie + "_known" }

// known reports whether r comes from a device this gate let in before.
func (g *gate[D]) known(r *http.Request) bool {
	c, err := r.Cookie(g.knownCookie())
	if err != nil {
		return false
	}
	id, sig, ok := strings.Cut(c.Value, ".")
	return ok && len(id) == 32 && sameToken(sig, g.sign("known", id))
}

// markKnown gives a device let in the cookie that keeps it from being held
// back by the venue's wrong PINs (for a day, while this server runs).
func (g *gate[D]) markKnown(w http.ResponseWriter) {
	id := randomHex(16)
	http.SetCookie(w, &http.Cookie{Name: g.knownCookie(), Value: id + "." + g.sign("known", id), Path: g.path, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, MaxAge: 24 * 3600})
}

// sign is the gate's signature of what and v.
func (g *gate[D]) sign(what, v string) string {
	mac := hmac.New(sha256.New, g.secret)
	mac.Write([]byte(what + "\x00" + g.cookie + "\x00" + v))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}

// Session is a device a gate let in, as the window lists it: its id (not
// its token), the name it gave (a desk's), its address, since when and
// when last seen.
type Session struct {
	ID, Name, Client string
	Since, Seen      time.Time
}

// sessions lists the devices let in, the first let in first.
func (g *gate[D]) sessions(name func(D) string) []Session {
	g.mu.Lock()
	defer g.mu.Unlock()
	out := make([]Session, 0, len(g.devices))
	for tok, d := range g.devices {
		out = append(out, Session{ID: g.sign("session", tok), Name: name(d.data), Client: d.client, Since: d.since, Seen: d.seen})
	}
	slices.SortFunc(out, func(a, b Session) int { return a.Since.Compare(b.Since) })
	return out
}

// endSession forgets the device of session id; false when none has it.
func (g *gate[D]) endSession(id string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	for tok := range g.devices {
		if sameToken(id, g.sign("session", tok)) {
			delete(g.devices, tok)
			return true
		}
	}
	return false
}

// idleAfter is how long a device of a gate that does not evict (the desk)
// must have been unseen before a new one may take its place when the gate
// is full.
const idleAfter = 30 * time.Minute

// admit lets a device in from client with data and returns its token;
// false when the gate is full and nobody's place can be taken. The token
// the request already holds (a device that logs in again) is ended first,
// so that logging in again and again takes one place. A full gate that
// evicts forgets the device let in first; one that does not (a desk,
// ended by its arbiter) forgets the one unseen longest if it has been
// idle for idleAfter.
func (g *gate[D]) admit(r *http.Request, client string, data D, now time.Time) (string, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if c, err := r.Cookie(g.cookie); err == nil {
		delete(g.devices, c.Value)
	}
	if len(g.devices) >= g.max {
		first, when := "", time.Time{}
		for k, d := range g.devices {
			at := d.since
			if !g.evict {
				at = d.seen
			}
			if first == "" || at.Before(when) {
				first, when = k, at
			}
		}
		if !g.evict && now.Sub(when) < idleAfter {
			return "", false
		}
		delete(g.devices, first)
	}
	tok := randomHex(tokenSize / 2)
	g.devices[tok] = gated[D]{since: now, seen: now, client: client, data: data}
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
	d.seen = g.tries.now()
	g.devices[c.Value] = d
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
