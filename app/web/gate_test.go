package web

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A gate lets in the devices that typed its PIN, each with a token of its
// own whose forms carry a CSRF token bound to it; when full, the door's
// gate forgets the device let in first and the desk's refuses a new one.
func TestGate_Issue28DevicesTokensAndAFullGate(t *testing.T) {
	now := time.Date(2026, 11, 21, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	for _, evict := range []bool{true, false} {
		g := newGate[string]("", "c", "/p", newLimiter(5, time.Minute, clock), 2, evict)
		require.Regexp(t, `^\d{8}$`, g.pin, "8 digits (issue 38)")
		assert.True(t, g.rightPIN(g.pin))
		assert.False(t, g.rightPIN(g.pin+"0"))
		assert.False(t, g.rightPIN(""))

		fresh := httptest.NewRequest(http.MethodPost, "/p/login", nil)
		first, ok := g.admit(fresh, "10.0.0.1", "first", now)
		require.True(t, ok)
		second, ok := g.admit(fresh, "10.0.0.2", "second", now.Add(time.Second))
		require.True(t, ok)
		assert.NotEqual(t, first, second)
		assert.Len(t, first, tokenSize)
		assert.True(t, g.csrfOK(g.csrf(first), first))
		assert.False(t, g.csrfOK(g.csrf(second), first), "a form of another device")

		asked := func(token string) (string, bool) {
			r := httptest.NewRequest(http.MethodGet, "/p", nil)
			r.AddCookie(&http.Cookie{Name: "c", Value: token})
			d, _, ok := g.device(r)
			return d, ok
		}
		d, ok := asked(first)
		assert.True(t, ok)
		assert.Equal(t, "first", d)
		_, ok = asked("x")
		assert.False(t, ok, "a token that is none")

		third, ok := g.admit(fresh, "10.0.0.3", "third", now.Add(2*time.Second))
		if evict {
			require.True(t, ok)
			_, ok = asked(first)
			assert.False(t, ok, "the door forgets the device let in first")
			_, ok = asked(third)
			assert.True(t, ok)
		} else {
			assert.False(t, ok, "a full desk refuses")
			g.end(first)
			_, ok = asked(first)
			assert.False(t, ok, "an ended desk")
			_, ok = g.admit(fresh, "10.0.0.3", "third", now)
			assert.True(t, ok)
		}
		assert.Equal(t, 2, g.count())
	}
}

// Issue 38: 5,000 addresses each trying a few PINs opened a 6-digit desk
// in 15 s. The venue's wrong PINs are counted together: after 20 the gate
// refuses every unknown device for a while (the right PIN too), one every
// 30 s after that; a device let in before (its known cookie) is not held
// back; typed spaces and full-width digits are read.
func TestGate_Issue38WrongPINsFromManyAddressesAreLimitedTogether(t *testing.T) {
	now := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	g := newGate[string]("12345678", "c", "/p", newLimiter(5, 30*time.Second, clock), 50, false)
	assert.True(t, g.rightPIN("1234 5678"))
	assert.True(t, g.rightPIN("１２３４－５６７８"))

	// A known device: let in before.
	rec := httptest.NewRecorder()
	g.markKnown(rec)
	knownReq := httptest.NewRequest(http.MethodPost, "/p/login", nil)
	for _, c := range rec.Result().Cookies() {
		knownReq.AddCookie(c)
	}
	assert.True(t, g.known(knownReq))
	forged := httptest.NewRequest(http.MethodPost, "/p/login", nil)
	forged.AddCookie(&http.Cookie{Name: g.knownCookie(), Value: "0123456789abcdef0123456789abcdef.00"})
	assert.False(t, g.known(forged), "a cookie the gate did not sign")

	wrong := 0
	for i := 0; i < 5000; i++ {
		switch g.checkPIN(fmt.Sprintf("%08d", i), fmt.Sprintf("127.0.%d.%d", i/250, i%250), false) {
		case pinWrong:
			wrong++
		case pinRight:
			t.Fatal("guessed")
		}
	}
	assert.Equal(t, wrongPINBurst, wrong, "the venue's 20 wrong PINs, then nothing from any address")
	assert.Equal(t, pinVenue, g.checkPIN("12345678", "10.9.9.9", false), "the right PIN waits too, from an unknown device")
	assert.Equal(t, pinRight, g.checkPIN("12345678", "10.9.9.8", true), "the arbiter's device let in before is not held back")
	now = now.Add(wrongPINEvery)
	assert.Equal(t, pinRight, g.checkPIN("12345678", "10.9.9.9", false), "one more try every 30 s")
}

// Issue 38: 50 logins must not fill the desk. Logging in again from a
// device ends its own session first; a full desk takes the place of the
// one unseen for 30 minutes, never of one in use; the window lists the
// sessions and ends one.
func TestGate_Issue38LoginsAgainDoNotFillTheDeskAndSessionsCanBeEnded(t *testing.T) {
	now := time.Date(2026, 12, 5, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	g := newGate[string]("12345678", "c", "/p", newLimiter(5, time.Minute, clock), 3, false)
	req := httptest.NewRequest(http.MethodPost, "/p/login", nil)
	tok := ""
	for i := 0; i < 50; i++ {
		r := req.Clone(req.Context())
		if tok != "" {
			r.AddCookie(&http.Cookie{Name: "c", Value: tok})
		}
		var ok bool
		tok, ok = g.admit(r, "10.0.0.1", "デスク1", now)
		require.True(t, ok, "login %d", i)
	}
	assert.Equal(t, 1, g.count(), "50 logins from one device: one place")

	_, ok := g.admit(req, "10.0.0.2", "デスク2", now)
	require.True(t, ok)
	_, ok = g.admit(req, "10.0.0.3", "デスク3", now)
	require.True(t, ok)
	_, ok = g.admit(req, "10.0.0.4", "デスク4", now.Add(time.Minute))
	assert.False(t, ok, "full, every desk in use")
	now = now.Add(idleAfter + time.Minute)
	seen := req.Clone(req.Context())
	seen.AddCookie(&http.Cookie{Name: "c", Value: tok})
	_, _, ok = g.device(seen) // デスク1 is used
	require.True(t, ok)
	_, ok = g.admit(req, "10.0.0.4", "デスク4", now)
	require.True(t, ok, "a desk idle for 30 minutes gives its place")
	_, _, ok = g.device(seen)
	assert.True(t, ok, "the desk in use kept its place")

	list := g.sessions(func(s string) string { return s })
	require.Len(t, list, 3)
	names := []string{list[0].Name, list[1].Name, list[2].Name}
	assert.Contains(t, names, "デスク1")
	assert.Contains(t, names, "デスク4")
	for _, s := range list {
		assert.NotEqual(t, tok, s.ID, "the list never shows a token")
		if s.Name == "デスク1" {
			assert.Equal(t, "10.0.0.1", s.Client)
			require.True(t, g.endSession(s.ID))
		}
	}
	_, _, ok = g.device(seen)
	assert.False(t, ok, "ended from the window")
	assert.False(t, g.endSession("nothing"))
}
