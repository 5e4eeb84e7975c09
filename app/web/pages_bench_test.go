package web

import (
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// benchEvent is the Othello demo event of 100 players (the load test's),
// round 1 played, round 2 paired.
func benchEvent(b *testing.B) *tournament.Service {
	svc := demoService(b, "othello", 100, tournament.WithArbiter("審判 一郎"))
	playRound1PairRound2(b, svc)
	return svc
}

// BenchmarkPages_Issue24OnePageAfterAChange is what the first phone after a
// change waits for: the event changes (not timed), then "/" is asked for.
func BenchmarkPages_Issue24OnePageAfterAChange(b *testing.B) {
	svc := benchEvent(b)
	s := newServer(b, svc, Options{})
	h := s.Handler()
	for _, enc := range []string{"plain", "gzip"} {
		b.Run(enc, func(b *testing.B) {
			for i := range b.N {
				b.StopTimer()
				require.NoError(b, svc.ChangeSettings(map[string]string{"venue": "会場" + strconv.Itoa(i)}))
				r := httptest.NewRequest(http.MethodGet, "/", nil)
				if enc == "gzip" {
					r.Header.Set("Accept-Encoding", "gzip")
				}
				w := httptest.NewRecorder()
				b.StartTimer()
				h.ServeHTTP(w, r)
				if w.Code != http.StatusOK {
					b.Fatal(w.Code)
				}
			}
		})
	}
}

// BenchmarkPages_Issue24ThreeHundredPhonesAfterAChange is the burst of a
// live update: the event changes, then 300 phones ask at once for the
// four live pages, as their pages' scripts do.
func BenchmarkPages_Issue24ThreeHundredPhonesAfterAChange(b *testing.B) {
	svc := benchEvent(b)
	s := newServer(b, svc, Options{})
	h := s.Handler()
	pages := []string{"/", "/names", "/standings", "/wall"}
	for i := range b.N {
		b.StopTimer()
		require.NoError(b, svc.ChangeSettings(map[string]string{"venue": "会場" + strconv.Itoa(i)}))
		var wg sync.WaitGroup
		start := make(chan struct{})
		for p := range 300 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := httptest.NewRequest(http.MethodGet, pages[p%len(pages)], nil)
				r.Header.Set("Accept-Encoding", "gzip")
				w := httptest.NewRecorder()
				<-start
				h.ServeHTTP(w, r)
			}()
		}
		b.StartTimer()
		close(start)
		wg.Wait()
	}
}
