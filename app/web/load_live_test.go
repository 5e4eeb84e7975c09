package web

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// TestLoad_Issue24LivePhonesAgainstPlainNetHTTP is issue 24's measure of
// the LAN pages: N phones (TAIKAI_LOAD_PHONES, default 300 and 1000) each
// hold the live stream of one of the four live pages and fetch it again at
// every change, as static/live.js does, while the arbiter records a result
// every 2 s. After every other change the phones fetch their page instead
// from a plain net/http server in the same process, serving the bytes
// Taikai served for it at the start (gzipped when Taikai gzipped them).
// It prints the p50/p99/max of both, the first change of each apart (its
// phones open their connections then; issue 40). It runs only when asked
// (TAIKAI_LOAD=1, scripts/load-web.sh).
func TestLoad_Issue24LivePhonesAgainstPlainNetHTTP(t *testing.T) {
	run := loadRun(t, 30*time.Second)
	counts := []int{300, 1000}
	if v := os.Getenv("TAIKAI_LOAD_PHONES"); v != "" {
		counts = nil
		for _, f := range strings.Split(v, ",") {
			n, err := strconv.Atoi(strings.TrimSpace(f))
			require.NoError(t, err)
			counts = append(counts, n)
		}
	}
	var lines []string
	for _, n := range counts {
		line := livePhones(t, n, run)
		t.Log(line)
		lines = append(lines, line)
	}
	if out := os.Getenv("TAIKAI_LOAD_OUT"); out != "" {
		f, err := os.OpenFile(out, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		require.NoError(t, err)
		fmt.Fprintln(f, strings.Join(lines, "\n"))
		f.Close()
	}
}

// livePhones runs one measure with n phones for run and returns its line.
func livePhones(t *testing.T, n int, run time.Duration) string {
	svc, done := loadEvent(t, "live.taikai")
	defer done()
	rd, err := svc.PairNextRound()
	require.NoError(t, err)
	// All the phones come from 127.0.0.1 here: the per-address limit of
	// live streams is raised.
	s := newServer(t, svc, Options{MaxStreams: n + 10, MaxStreamsPerClient: n + 10})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	taikai, served := serveLoopback(t, ctx, s)

	pages := []string{"/", "/names", "/standings", "/wall"}
	plain, plainURL := plainServer(t, taikai, pages)
	defer plain.Close()

	pageTr := func() *http.Transport {
		return &http.Transport{MaxIdleConns: n, MaxIdleConnsPerHost: n, IdleConnTimeout: time.Minute}
	}
	tk, pl := &http.Client{Transport: pageTr(), Timeout: 20 * time.Second}, &http.Client{Transport: pageTr(), Timeout: 20 * time.Second}
	streams := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: n, DisableCompression: true}}

	var mu sync.Mutex
	var tkTimes, plTimes []time.Duration
	// byChange are the fetch times after each change (the burst of that
	// change): a burst's p99 says how long its slowest phones waited.
	byChange := map[int64][]time.Duration{}
	var changeNo atomic.Int64
	var tkErrs, plErrs, streamErrs int
	// The first change of each side is its phones' first fetch, each
	// opening its connection (Taikai's turn comes first, before anything
	// was asked): its burst is counted apart (first), the measure is of
	// the changes after it.
	var first [2][]time.Duration
	fetch := func(c *http.Client, url string, times *[]time.Duration, errs *int) {
		d, ok := timed(func() (*http.Response, error) { return c.Get(url) }, http.StatusOK)
		mu.Lock()
		if no := changeNo.Load(); no < 2 {
			first[no] = append(first[no], d)
		} else {
			*times = append(*times, d)
			byChange[no] = append(byChange[no], d)
		}
		if !ok {
			*errs++
		}
		mu.Unlock()
	}
	// The changes take turns: the phones fetch from Taikai after one,
	// from the plain server after the next, so that each is measured
	// without the other's work on the same two cores, and the machine's
	// other load falls on both alike.
	var plainTurn atomic.Bool
	sctx, stop := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for p := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(p), 24))
			time.Sleep(time.Duration(rng.IntN(1000)) * time.Millisecond)
			page := pages[p%len(pages)]
			req, _ := http.NewRequestWithContext(sctx, http.MethodGet, taikai+"/events", nil)
			resp, err := streams.Do(req)
			if err != nil || resp.StatusCode != http.StatusOK {
				mu.Lock()
				streamErrs++
				mu.Unlock()
				return
			}
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			for sc.Scan() {
				if sc.Text() != "event: change" {
					continue
				}
				if plainTurn.Load() {
					fetch(pl, plainURL+page, &plTimes, &plErrs)
				} else {
					fetch(tk, taikai+page, &tkTimes, &tkErrs)
				}
			}
		}()
	}
	// The arbiter records a result every 2 s.
	time.Sleep(1500 * time.Millisecond) // the streams are open
	games := slices.DeleteFunc(slices.Clone(rd.Games), tournament.Game.IsBye)
	changes := 0
	for end := time.Now().Add(run); time.Now().Before(end) && changes < len(games); changes++ {
		plainTurn.Store(changes%2 == 1)
		changeNo.Store(int64(changes))
		recordOK(t, svc, rd.Number, games[changes].Table, "40-24")
		time.Sleep(2 * time.Second)
	}
	time.Sleep(time.Second) // the last change's fetches
	stop()
	wg.Wait()
	cancel()
	require.NoError(t, <-served)

	q := func(ds []time.Duration, f float64) time.Duration {
		if len(ds) == 0 {
			return 0
		}
		slices.Sort(ds)
		return ds[min(len(ds)-1, int(f*float64(len(ds))))].Round(10 * time.Microsecond)
	}
	// The median of the bursts' p99, each side: one slow burst (a
	// collection, the machine's other load) moves it less than the p99 of
	// all the fetches.
	var tkBursts, plBursts []time.Duration
	for c, ds := range byChange {
		if c%2 == 1 {
			plBursts = append(plBursts, q(ds, .99))
		} else {
			tkBursts = append(tkBursts, q(ds, .99))
		}
	}
	lo, hi := ratioCI(tkBursts, plBursts)
	line := fmt.Sprintf("live: %d phones, %d changes, every other one (the first of each apart: connections opened, p99 taikai %s plain %s): taikai %d pages p50 %s p99 %s max %s (%d failed) | plain net/http same bytes %d pages p50 %s p99 %s max %s (%d failed) | p99 ratio %.2f | median burst p99 taikai %s plain %s ratio %.2f (95%% interval %.2f–%.2f, %d and %d bursts) | streams refused %d",
		n, changes, q(first[0], .99), q(first[1], .99), len(tkTimes), q(tkTimes, .5), q(tkTimes, .99), q(tkTimes, 1), tkErrs,
		len(plTimes), q(plTimes, .5), q(plTimes, .99), q(plTimes, 1), plErrs,
		float64(q(tkTimes, .99))/float64(max(1, q(plTimes, .99))),
		q(tkBursts, .5), q(plBursts, .5), float64(q(tkBursts, .5))/float64(max(1, q(plBursts, .5))), lo, hi, len(tkBursts), len(plBursts), streamErrs)
	assert.Zero(t, tkErrs)
	assert.Zero(t, plErrs)
	return line
}

// plainServer serves, with plain net/http, the bytes Taikai serves now for
// each of pages, gzipped to a client that takes it when Taikai gzips them,
// with the headers Taikai sent with them (the same answer, byte for byte
// but the date).
func plainServer(t *testing.T, taikai string, pages []string) (*http.Server, string) {
	type served struct {
		plain, gz []byte
		// header is what Taikai answered beside the body (its security
		// headers, the cache's): the plain server sends the same.
		header, gzHeader http.Header
	}
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	got := map[string]served{}
	for _, p := range pages {
		var sv served
		for _, enc := range []string{"", "gzip"} {
			req, _ := http.NewRequest(http.MethodGet, taikai+p, nil)
			if enc != "" {
				req.Header.Set("Accept-Encoding", enc)
			}
			resp, err := raw.Do(req)
			require.NoError(t, err)
			body, err := io.ReadAll(resp.Body)
			resp.Body.Close()
			require.NoError(t, err)
			h := resp.Header.Clone()
			h.Del("Date")
			h.Del("Content-Length")
			if enc == "" {
				sv.plain, sv.header = body, h
			} else if resp.Header.Get("Content-Encoding") == "gzip" {
				sv.gz, sv.gzHeader = body, h
			}
		}
		got[p] = sv
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	hs := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		sv, ok := got[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		body, h := sv.plain, sv.header
		if sv.gz != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			body, h = sv.gz, sv.gzHeader
		}
		for k, v := range h {
			w.Header()[k] = v
		}
		w.Header().Set("Content-Length", strconv.Itoa(len(body)))
		w.Write(body)
	})}
	go hs.Serve(ln)
	return hs, "http://" + ln.Addr().String()
}
