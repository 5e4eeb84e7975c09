package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// getWith serves a GET of path with the request headers given.
func getWith(s *Server, path string, header map[string]string) *httptest.ResponseRecorder {
	r := httptest.NewRequest(http.MethodGet, path, nil)
	for k, v := range header {
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}

// unfinishedTable is a table of round 2 of the demo event without a result.
func unfinishedTable(t *testing.T, svc *tournament.Service) tournament.Game {
	t.Helper()
	r, err := svc.Round(2)
	require.NoError(t, err)
	for _, g := range r.Games {
		if !g.IsBye() && g.Result == nil {
			return g
		}
	}
	t.Fatal("no table without a result")
	return tournament.Game{}
}

func TestPages_Issue24FiftyPhonesAfterAChangeCostOneRendering(t *testing.T) {
	svc, s := demoServer(t)
	getOK(t, s, "/")
	recordOK(t, svc, 2, unfinishedTable(t, svc).Table, "40-24")

	before := s.made.made.Load()
	const phones = 50
	bodies := make([]string, phones)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range phones {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			w := getWith(s, "/", nil)
			if w.Code == http.StatusOK {
				bodies[i] = w.Body.String()
			}
		}()
	}
	close(start)
	wg.Wait()
	assert.Equal(t, int64(1), s.made.made.Load()-before, "one rendering for the 50 phones")
	for i := range bodies {
		require.Equal(t, bodies[0], bodies[i], "phone %d got the same page", i)
	}
	assert.Contains(t, bodies[0], "40-24")
}

func TestPageCache_Issue24RequestsWhileAPageIsMadeWaitForIt(t *testing.T) {
	var c pageCache
	k := pageKey{uri: "/", lang: tournament.Japanese}
	now := fixedNow()
	p, mine := c.lookup(7, k, now)
	require.True(t, mine, "the first request makes the page")
	got := make(chan []byte, 10)
	for range 10 {
		go func() {
			q, mine := c.lookup(7, k, now)
			if mine || q == nil {
				got <- nil
				return
			}
			<-q.done
			got <- q.body
		}()
	}
	time.Sleep(20 * time.Millisecond) // the ten are waiting
	c.finish(k, p, []byte("<p>made once</p>"), false, now)
	for range 10 {
		assert.Equal(t, "<p>made once</p>", string(<-got))
	}
	_, mine = c.lookup(8, k, now)
	assert.True(t, mine, "a change: the page is made again")
	assert.Len(t, c.pages, 1, "only the current version's pages are kept")
}

func TestPages_Issue24AChangeShowsOnTheNextRequest(t *testing.T) {
	svc, s := demoServer(t)
	g := unfinishedTable(t, svc)
	names, err := svc.Names()
	require.NoError(t, err)
	player := "/p/" + strconv.Itoa(g.Black)
	done := map[string]int{}
	for _, path := range []string{"/", player, "/names", "/wall"} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		assert.NotContains(t, body, "63-1", path)
		done[path] = strings.Count(body, `<li class="done">`)
	}
	recordOK(t, svc, 2, g.Table, "63-1")
	for _, path := range []string{"/", player} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		assert.Contains(t, body, "63-1", path+" shows the result just recorded")
	}
	for _, path := range []string{"/names", "/wall"} {
		_, body := get(t, s, path)
		assert.Equal(t, done[path]+2, strings.Count(body, `<li class="done">`), path+" shows both players' game done")
	}
	_, body := get(t, s, "/?lang=en")
	assert.Contains(t, body, names[g.Black])
	assert.Contains(t, body, "Pairings", "the English page is its own")
	_, body = get(t, s, "/")
	assert.Contains(t, body, "組合せ", "the Japanese page is not the English one")
}

func TestPages_Issue24GzipForPhonesThatTakeIt(t *testing.T) {
	_, s := demoServer(t)
	plain := getWith(s, "/standings", nil)
	require.Equal(t, http.StatusOK, plain.Code)
	assert.Empty(t, plain.Header().Get("Content-Encoding"))

	zipped := getWith(s, "/standings", map[string]string{"Accept-Encoding": "gzip, deflate, br"})
	require.Equal(t, http.StatusOK, zipped.Code)
	assert.Equal(t, "gzip", zipped.Header().Get("Content-Encoding"))
	assert.Equal(t, "Accept-Encoding", zipped.Header().Get("Vary"))
	assert.Equal(t, "text/html; charset=utf-8", zipped.Header().Get("Content-Type"))
	assert.Equal(t, "no-store", zipped.Header().Get("Cache-Control"))
	assert.Equal(t, "nosniff", zipped.Header().Get("X-Content-Type-Options"))
	assert.Contains(t, zipped.Header().Get("Content-Security-Policy"), "default-src 'self'")
	assert.Equal(t, strconv.Itoa(zipped.Body.Len()), zipped.Header().Get("Content-Length"))
	assert.Less(t, zipped.Body.Len(), plain.Body.Len()/2, "smaller on the venue's Wi-Fi")
	zr, err := gzip.NewReader(bytes.NewReader(zipped.Body.Bytes()))
	require.NoError(t, err)
	unzipped, err := io.ReadAll(zr)
	require.NoError(t, err)
	assert.Equal(t, plain.Body.String(), string(unzipped), "the same page, byte for byte")

	refused := getWith(s, "/standings", map[string]string{"Accept-Encoding": "gzip;q=0, identity"})
	assert.Empty(t, refused.Header().Get("Content-Encoding"), "gzip;q=0 is a refusal")
	assert.Equal(t, plain.Body.String(), refused.Body.String())
}

func TestPages_Issue24QueriesBeyondTheCapAreServedButNotKept(t *testing.T) {
	svc, s := demoServer(t)
	ps, err := svc.Participants()
	require.NoError(t, err)
	names, err := svc.Names()
	require.NoError(t, err)
	for i := range maxPages + 20 {
		getOK(t, s, "/names?q=x"+strconv.Itoa(i))
	}
	s.made.mu.Lock()
	kept := len(s.made.pages)
	s.made.mu.Unlock()
	assert.Equal(t, maxPages, kept, "no more pages kept than the cap")
	// Past the cap a query still finds its player.
	body := getOK(t, s, "/names?q="+url.QueryEscape(ps[0].Name))
	assert.Contains(t, body, names[ps[0].ID])
	// A change empties the cache: the next version keeps its own pages.
	recordOK(t, svc, 2, unfinishedTable(t, svc).Table, "40-24")
	get(t, s, "/")
	s.made.mu.Lock()
	kept = len(s.made.pages)
	s.made.mu.Unlock()
	assert.Equal(t, 1, kept)
}

func TestPages_Issue24TheWallsClockIsMadeAgainEachSecond(t *testing.T) {
	start := time.Date(2026, 11, 21, 11, 0, 0, 0, time.Local)
	svc := demoService(t, "othello", 0, tournament.WithClock(func() time.Time { return start }))
	playRound(t, svc, func(tournament.Game) string { return "40-24" })
	_, err := svc.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, svc.StartClock(2, false))
	var mu sync.Mutex
	now := start.Add(5 * time.Minute)
	s := newServer(t, svc, Options{Now: func() time.Time { mu.Lock(); defer mu.Unlock(); return now }})

	_, body := get(t, s, "/wall")
	require.Contains(t, body, "残り <b>35:00</b>", "40 minutes started at 11:00, seen at 11:05")
	mu.Lock()
	now = now.Add(10 * time.Minute)
	mu.Unlock()
	_, body = get(t, s, "/wall")
	assert.Contains(t, body, "残り <b>25:00</b>", "no change in the file, but the clock is seen at 11:15")
}

func TestPages_Issue24ThePagesPhonesAskForAreMadeBeforeTheyAreToldOfAChange(t *testing.T) {
	svc, s := demoServer(t)
	for range 3 {
		get(t, s, "/standings")
		get(t, s, "/?lang=en")
	}
	get(t, s, "/names?q=x")
	recordOK(t, svc, 2, unfinishedTable(t, svc).Table, "40-24")

	before := s.made.made.Load()
	s.live.check() // the poller sees the change
	assert.Equal(t, int64(2), s.made.made.Load()-before, "the two pages asked for, not the filtered one")
	w := getWith(s, "/?lang=en", nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), "40-24")
	assert.Contains(t, w.Body.String(), "Pairings")
	get(t, s, "/standings")
	assert.Equal(t, int64(2), s.made.made.Load()-before, "the phones' fetches find them made")
}
