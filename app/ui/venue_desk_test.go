package ui

import (
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 28: 会場に公開 shows the desk's address and PIN; the PIN opens the
// desk in a browser.
func TestVenue_Issue28_PublishShowsTheDeskPINThatOpensTheDesk(t *testing.T) {
	old := VenueAddr
	VenueAddr = "127.0.0.1:0"
	defer func() { VenueAddr = old }()
	ew := reported(t)
	ew.toggleVenue()
	require.NotNil(t, ew.venue)
	defer ew.close()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	shown := texts(t, top)
	assert.Regexp(t, regexp.MustCompile(`審判のデスク.*`+regexp.QuoteMeta(ew.venue.url)+`desk　PIN \d{6}`), shown)
	require.Regexp(t, `^\d{6}$`, ew.venue.pin)
	assert.Contains(t, shown, ew.venue.pin)

	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	read := func(resp *http.Response, err error) string {
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	login := read(c.Get(ew.venue.url + "desk"))
	csrf := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(login)
	require.NotNil(t, csrf, login)
	home := read(c.PostForm(ew.venue.url+"desk/login", url.Values{"csrf": {csrf[1]}, "pin": {ew.venue.pin}, "name": {"受付デスク2"}}))
	assert.Contains(t, home, "結果の入力")
}
