package ui

import (
	"io"
	"net/http"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// menuItem returns the item of the window's menu labelled label.
func menuItem(t *testing.T, w fyne.Window, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	require.Failf(t, "no menu item", "%q", label)
	return nil
}

// pagesUp reports whether the venue pages answer at url.
func pagesUp(url string) bool {
	resp, err := http.Get(url)
	if err != nil {
		return false
	}
	resp.Body.Close()
	return resp.StatusCode == http.StatusOK
}

// onFreePort publishes the venue's pages on a free port of 127.0.0.1 until
// t ends.
func onFreePort(t *testing.T) {
	old := VenueAddr
	VenueAddr = "127.0.0.1:0"
	t.Cleanup(func() { VenueAddr = old })
}

// published is the reported window with its pages published (on a free
// port).
func published(t *testing.T) *eventWindow {
	t.Helper()
	onFreePort(t)
	ew := reported(t)
	ew.toggleVenue()
	require.NotNil(t, ew.venue)
	return ew
}

// bodyOf is the body of a response, required to have come.
func bodyOf(t *testing.T, resp *http.Response, err error) string {
	t.Helper()
	require.NoError(t, err)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func TestVenue_Issue22StopPublishingAsksFirstAndEnterKeepsThePages(t *testing.T) {
	onFreePort(t)
	ew := reported(t) // phone reports on
	menuItem(t, ew.win, "会場に公開…").Action()
	require.NotNil(t, ew.venue)
	url := ew.venue.url
	t.Cleanup(ew.close)
	ew.win.Canvas().Focused().(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // close the address dialog

	// 表示 → 会場への公開を止める, then Enter: the question's default keeps publishing.
	menuItem(t, ew.win, "会場への公開を止める").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "a question, not the pages gone at one click")
	shown := texts(t, top)
	assert.Contains(t, shown, "会場のすべてのスマホで、組合せ・順位・選手ごとのページが一斉に見られなくなります。")
	assert.Contains(t, shown, "スマホからの結果報告もできなくなります", "phone reports are on: they stop too")
	require.NotNil(t, ew.venue, "nothing stopped while the question is open")
	ew.win.Canvas().Focused().(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter answered the question")
	require.NotNil(t, ew.venue, "Enter keeps publishing")
	assert.True(t, pagesUp(url), "the phones still have the pages")

	// Esc keeps publishing as well.
	menuItem(t, ew.win, "会場への公開を止める").Action()
	ew.win.Canvas().Focused().(fyne.Focusable).TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	require.NotNil(t, ew.venue, "Esc keeps publishing")

	// Only the explicit answer stops them.
	menuItem(t, ew.win, "会場への公開を止める").Action()
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "公開を止める"))
	assert.Nil(t, ew.venue)
	assert.False(t, pagesUp(url), "the pages are stopped")
	assert.Equal(t, "会場への公開を止めました。", ew.notice.Text)
	menuItem(t, ew.win, "会場に公開…") // the menu offers publishing again
}

// The clock notice says the round's time in words (40分), not Go's 40m0s.
func TestVenue_Issue22ClockNoticeSaysTheRoundTimeInMinutes(t *testing.T) {
	ew, _ := pairedTestWindow(t)
	menuItem(t, ew.win, "対局時計を開始").Action()
	assert.Regexp(t, `^1回戦：対局時計を開始しました（\d+分）。$`, ew.notice.Text)
	assert.NotContains(t, ew.notice.Text, "m0s")
}
