package ui

import (
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 28: 会場に公開 shows the desk's address and PIN; the PIN opens the
// desk in a browser.
func TestVenue_Issue28_PublishShowsTheDeskPINThatOpensTheDesk(t *testing.T) {
	ew := published(t)
	defer ew.close()
	top, shown := dialogTexts(t, ew)
	assert.Regexp(t, regexp.MustCompile(`審判のデスク.*`+regexp.QuoteMeta(ew.venue.url)+`desk　PIN \d{4} \d{4}`), shown)
	require.Regexp(t, `^\d{8}$`, ew.venue.pin, "8 digits (issue 38)")
	assert.Contains(t, shown, groupedPIN(ew.venue.pin), "in two groups of four")

	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	read := func(resp *http.Response, err error) string { return bodyOf(t, resp, err) }
	login := read(c.Get(ew.venue.url + "desk"))
	csrf := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(login)
	require.NotNil(t, csrf, login)
	home := read(c.PostForm(ew.venue.url+"desk/login", url.Values{"csrf": {csrf[1]}, "pin": {groupedPIN(ew.venue.pin)}, "name": {"受付デスク2"}}))
	assert.Contains(t, home, "結果の入力", "the PIN as shown, with its space")

	// Issue 38: the window lists the devices let in and ends one.
	test.Tap(findButton(t, top, "開いている端末…"))
	list := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, list)
	assert.Contains(t, texts(t, list), "デスク 受付デスク2 — 127.0.0.1")
	test.Tap(findButton(t, list, "終了"))
	assert.Contains(t, texts(t, list), "開いている端末はありません。")
	assert.Contains(t, ew.notice.Text, "デスク 受付デスク2 を終了しました")
	assert.NotContains(t, read(c.Get(ew.venue.url+"desk")), "結果の入力", "the desk is shut")
}

// Issue 28: 会場に公開 also serves the check-in pages at the door, with a
// PIN of their own that the dialog shows: it opens /checkin (the search
// of the participants), the desk's PIN does not.
func TestVenue_Issue28_PublishShowsTheCheckinPINThatOpensTheDoor(t *testing.T) {
	ew := published(t)
	defer ew.close()
	shown := texts(t, ew.win.Canvas().Overlays().Top())
	require.Regexp(t, `^\d{8}$`, ew.venue.checkinPIN)
	assert.Regexp(t, regexp.MustCompile(`入口の受付.*`+regexp.QuoteMeta(ew.venue.url)+`checkin　PIN `+groupedPIN(ew.venue.checkinPIN)), shown)

	read := func(resp *http.Response, err error) string { return bodyOf(t, resp, err) }
	open := func(pin string) string {
		jar, _ := cookiejar.New(nil)
		c := &http.Client{Jar: jar}
		form := read(c.Get(ew.venue.url + "checkin"))
		csrf := regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`).FindStringSubmatch(form)
		require.NotNil(t, csrf, form)
		return read(c.PostForm(ew.venue.url+"checkin/pin", url.Values{"csrf": {csrf[1]}, "pin": {pin}, "next": {"/checkin"}}))
	}
	if ew.venue.pin != ew.venue.checkinPIN {
		assert.Contains(t, open(ew.venue.pin), "PIN が違います", "the desk's PIN does not open the door")
	}
	page := open(ew.venue.checkinPIN)
	assert.NotContains(t, page, "PIN が違います")
	assert.Contains(t, page, `name="q"`, "the search of the participants")
}
