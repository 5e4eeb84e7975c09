package web

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38, through the pages: wrong PINs from 2,000 addresses of the
// venue's network stop at the venue's limit (no address needs more than
// one try), the right PIN then waits from a new device and says why, the
// arbiter's desk opened before opens again at once; the window lists the
// desks and ends one.
func TestDesk_Issue38WrongPINsFromManyAddressesAndTheArbitersDevice(t *testing.T) {
	svc := demoEvent(t)
	var logs bytes.Buffer
	s := deskServe(t, svc, DeskOptions{}, &logs)
	arbiter := openedDesk(t, s, "192.168.1.10:5000", "本部")
	require.Equal(t, http.StatusSeeOther, arbiter.post("/desk/logout", nil).Code)

	forbidden, limited := 0, 0
	for i := 0; i < 2000; i++ {
		c := newDeskClient(t, s, fmt.Sprintf("127.0.%d.%d:4000", i/250, i%250))
		c.get("/desk")
		switch c.post("/desk/login", url.Values{"pin": {fmt.Sprintf("%06d", 200000+i)}, "name": {"x"}}).Code {
		case http.StatusForbidden:
			forbidden++
		case http.StatusTooManyRequests:
			limited++
		default:
			t.Fatalf("try %d opened the desk", i)
		}
	}
	assert.Equal(t, wrongPINBurst, forbidden)
	assert.Equal(t, 2000-wrongPINBurst, limited)

	late := newDeskClient(t, s, "192.168.1.20:5000")
	late.get("/desk")
	w := late.post("/desk/login", url.Values{"pin": {"123456"}, "name": {"受付デスク2"}})
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.Contains(t, w.Body.String(), "会場全体で PIN の誤りが多すぎます")

	home := arbiter.mustOpen("123456", "本部")
	assert.Contains(t, home, "結果の入力", "the arbiter's device is never locked out")

	list := s.DeskSessions()
	require.Len(t, list, 1)
	assert.Equal(t, "本部", list[0].Name)
	assert.Equal(t, "192.168.1.10", list[0].Client)
	require.True(t, s.EndDeskSession(list[0].ID))
	assert.NotContains(t, arbiter.get("/desk").Body.String(), "結果の入力", "ended from the window")
	assert.Empty(t, s.DeskSessions())
}
