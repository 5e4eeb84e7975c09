package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/big"
	"net/http"
	"sync"
	"time"
)

// This file is the door's key (受付, issue 28): the check-in pages open
// with a PIN the serving side prints; a device that typed it gets a
// token in a cookie (per device, kept in memory: a restart of the server
// asks for the PIN again); every form carries a CSRF token bound to the
// device's token. A wrong PIN is rate-limited per address and logged.

// CheckinOptions turn the check-in pages on (Options.Checkin).
type CheckinOptions struct {
	// PIN is what the door's device types to open the pages; empty: six
	// digits drawn when the server starts (Server.CheckinPIN).
	PIN string
}

const (
	checkinCookie  = "taikai_checkin"
	checkinPINSize = 6
	// checkinDevices is the most devices a door keeps open at once.
	checkinDevices = 256
)

// door is the check-in pages' state: the PIN, the devices let in, the
// secret of the CSRF tokens, the wrong PINs' limiter.
type door struct {
	pin    string
	secret []byte
	tries  *limiter

	mu      sync.Mutex
	devices map[string]time.Time // token → when let in
}

func newDoor(o CheckinOptions, now func() time.Time) *door {
	d := &door{pin: o.PIN, secret: randomBytes(32), devices: map[string]time.Time{},
		tries: newLimiter(5, time.Minute, now)} // 5 wrong PINs, then one a minute
	if d.pin == "" {
		n, _ := rand.Int(rand.Reader, big.NewInt(1_000_000))
		d.pin = fmt.Sprintf("%0*d", checkinPINSize, n.Int64())
	}
	return d
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	rand.Read(b) // never fails (Go ≥ 1.24 crashes instead)
	return b
}

// CheckinPIN is the PIN of the check-in pages ("" when they are off).
func (s *Server) CheckinPIN() string {
	if s.door == nil {
		return ""
	}
	return s.door.pin
}

// letIn checks pin and, when right, returns a new device token.
func (d *door) letIn(pin string, now time.Time) (string, bool) {
	if !hmac.Equal([]byte(pin), []byte(d.pin)) {
		return "", false
	}
	tok := hex.EncodeToString(randomBytes(16))
	d.mu.Lock()
	defer d.mu.Unlock()
	if len(d.devices) >= checkinDevices {
		for k := range d.devices { // forget one: the door has few devices
			delete(d.devices, k)
			break
		}
	}
	d.devices[tok] = now
	return tok, true
}

// device returns the device token of r when it is one the door let in.
func (d *door) device(r *http.Request) (string, bool) {
	c, err := r.Cookie(checkinCookie)
	if err != nil || len(c.Value) != 32 {
		return "", false
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	_, ok := d.devices[c.Value]
	return c.Value, ok
}

// csrf is the CSRF token of the forms shown to device tok.
func (d *door) csrf(tok string) string {
	mac := hmac.New(sha256.New, d.secret)
	mac.Write([]byte("checkin csrf\x00" + tok))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}

// csrfOK reports whether the form r posted carries device tok's token.
func (d *door) csrfOK(r *http.Request, tok string) bool {
	return hmac.Equal([]byte(r.PostFormValue("csrf")), []byte(d.csrf(tok)))
}

// preCSRF is the CSRF token of the PIN form, before any device token: a
// double-submit cookie.
const preCSRFCookie = "taikai_checkin_csrf"

func setDeviceCookie(w http.ResponseWriter, name, value string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: value, Path: "/checkin", HttpOnly: true, SameSite: http.SameSiteStrictMode, MaxAge: 24 * 3600})
}
