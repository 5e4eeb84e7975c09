package web

import (
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
		require.Regexp(t, `^\d{6}$`, g.pin)
		assert.True(t, g.rightPIN(g.pin))
		assert.False(t, g.rightPIN(g.pin+"0"))
		assert.False(t, g.rightPIN(""))

		first, ok := g.admit("first", now)
		require.True(t, ok)
		second, ok := g.admit("second", now.Add(time.Second))
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

		third, ok := g.admit("third", now.Add(2*time.Second))
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
			_, ok = g.admit("third", now)
			assert.True(t, ok)
		}
		assert.Equal(t, 2, g.count())
	}
}
