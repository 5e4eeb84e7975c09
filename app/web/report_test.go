package web

import (
	"bufio"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReport_FormThenPostStoresExactlyOneReport(t *testing.T) {
	svc, s := demoServer(t)
	path := reportPath(t, svc, 1)
	body := getOK(t, s, path)
	assert.Contains(t, body, `<form class="report" method="post"`)
	assert.Contains(t, body, "結果の書き方")

	w := post(t, s, path, "192.168.1.20:50000", url.Values{"result": {"40-24"}, "side": {"black"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Equal(t, path+"?sent=1", w.Header().Get("Location"))
	reps, err := svc.Reports()
	require.NoError(t, err)
	require.Len(t, reps, 1)
	assert.Equal(t, "192.168.1.20", reps[0].Client)
	assert.Equal(t, "black", reps[0].Side)
	r, _ := svc.Round(2)
	assert.Nil(t, r.Games[0].Result, "a report never records the result by itself")

	_, body = get(t, s, path+"?sent=1")
	assert.Contains(t, body, "報告を受け付けました")
	assert.Contains(t, body, "40-24")
}

func TestReport_WrongTokenIs404AndStoresNothing(t *testing.T) {
	svc, s := demoServer(t)
	good := reportPath(t, svc, 1)
	other := reportPath(t, svc, 2)
	tok2 := other[strings.LastIndex(other, "/")+1:]
	for _, path := range []string{
		good[:strings.LastIndex(good, "/")+1] + "aaaaaaaaaaaaaaaa",
		good[:strings.LastIndex(good, "/")+1] + tok2, // another table's token
		"/r/9/1/" + tok2,
		"/r/2/999/" + tok2,
		"/r/x/1/" + tok2,
	} {
		code, _ := get(t, s, path)
		assert.Equal(t, http.StatusNotFound, code, path)
		w := post(t, s, path, "10.0.0.1:1", url.Values{"result": {"40-24"}})
		assert.Equal(t, http.StatusNotFound, w.Code, path)
		assert.Contains(t, w.Body.String(), "この報告用リンクは使えません")
	}
	assert.Zero(t, reportCount(t, svc))
}

func TestReport_GarbageIsRefusedInJapaneseAndNotStored(t *testing.T) {
	svc, s := demoServer(t)
	path := reportPath(t, svc, 1)
	for _, text := range []string{"", "abc", "70-0", "<script>alert(1)</script>"} {
		w := post(t, s, path, "", url.Values{"result": {text}})
		assert.Equal(t, http.StatusBadRequest, w.Code, text)
		body := w.Body.String()
		assert.Contains(t, body, `class="error"`)
		assert.NotContains(t, body, "<script>alert", "what was typed is escaped")
	}
	assert.Zero(t, reportCount(t, svc))
}

func TestReport_OversizeBodyIsRefused(t *testing.T) {
	svc, s := demoServer(t)
	w := post(t, s, reportPath(t, svc, 1), "", url.Values{"result": {"40-24"}, "pad": {strings.Repeat("x", MaxBody)}})
	assert.Equal(t, http.StatusRequestEntityTooLarge, w.Code)
	assert.Zero(t, reportCount(t, svc))
}

func TestReport_OnePhoneIsRateLimited(t *testing.T) {
	svc := demoEvent(t)
	now := fixedNow()
	s := newServer(t, svc, Options{ReportBurst: 3, ReportEvery: time.Minute, Now: func() time.Time { return now }})
	path := reportPath(t, svc, 1)
	for i := range 3 {
		w := post(t, s, path, "192.168.1.30:4000", url.Values{"result": {"40-24"}})
		require.Equal(t, http.StatusSeeOther, w.Code, "report %d", i+1)
	}
	w := post(t, s, path, "192.168.1.30:4001", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.Contains(t, w.Body.String(), "送信が多すぎます")
	w = post(t, s, path, "192.168.1.31:4000", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusSeeOther, w.Code, "another phone is not limited")
	now = now.Add(time.Minute)
	w = post(t, s, path, "192.168.1.30:4000", url.Values{"result": {"40-24"}})
	assert.Equal(t, http.StatusSeeOther, w.Code, "a minute later the phone may send again")
	assert.Equal(t, 5, reportCount(t, svc))
}

func TestReport_OffMeansEveryLinkIs404(t *testing.T) {
	svc := demoEvent(t)
	path := reportPath(t, svc, 1)
	require.NoError(t, svc.ChangeSettings(map[string]string{"phone_reports": "off"}))
	s := newServer(t, svc, Options{})
	code, _ := get(t, s, path)
	assert.Equal(t, http.StatusNotFound, code)
}

func TestLive_AChangeReachesAnOpenPageWithinTwoSeconds(t *testing.T) {
	svc := demoEvent(t)
	s := newServer(t, svc, Options{Poll: 100 * time.Millisecond})
	stop := s.live.start()
	defer stop()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	resp, err := http.Get(ts.URL + "/events")
	require.NoError(t, err)
	defer resp.Body.Close()
	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	lines := bufio.NewScanner(resp.Body)
	events := make(chan string, 10)
	go func() {
		for lines.Scan() {
			if e, ok := strings.CutPrefix(lines.Text(), "event: "); ok {
				events <- e
			}
		}
		close(events)
	}()
	require.Equal(t, "hello", <-events)
	start := time.Now()
	recordOK(t, svc, 2, 1, "33-31")
	select {
	case e := <-events:
		assert.Equal(t, "change", e)
		assert.Less(t, time.Since(start), 2*time.Second)
	case <-time.After(2 * time.Second):
		t.Fatal("no change event within 2 s")
	}
}

// Issue 38: the phone's receipt says the result in the game's words, never
// the stored keyword (timeout-black).
func TestReport_Issue38ReceiptInTheGamesWords(t *testing.T) {
	svc, s := demoServer(t)
	path := reportPath(t, svc, 1)
	w := post(t, s, path, "192.168.1.20:50000", url.Values{"result": {"黒時間切れ負け"}, "side": {"white"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	_, body := get(t, s, path+"?sent=1")
	assert.Contains(t, body, "報告を受け付けました")
	assert.Contains(t, body, "時間切れ負け")
	assert.NotContains(t, body, "timeout-black")
}
