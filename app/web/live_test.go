package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// streamWriter is a ResponseWriter whose status a test reads once the
// handler answered (answered is closed then).
type streamWriter struct {
	header   http.Header
	code     int
	answered chan struct{}
	once     sync.Once
}

func (w *streamWriter) Header() http.Header { return w.header }
func (w *streamWriter) WriteHeader(code int) {
	w.once.Do(func() { w.code = code; close(w.answered) })
}
func (w *streamWriter) Write(b []byte) (int, error) { w.WriteHeader(http.StatusOK); return len(b), nil }
func (w *streamWriter) Flush()                      { w.WriteHeader(http.StatusOK) }

// openStream opens GET /events from client (host:port) and returns the
// status once the server answered (a stream held, or refused), its
// Retry-After, and the function that hangs it up.
func openStream(t *testing.T, s *Server, client string, wg *sync.WaitGroup) (int, string, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	r := httptest.NewRequest(http.MethodGet, "/events", nil).WithContext(ctx)
	r.RemoteAddr = client
	w := &streamWriter{header: http.Header{}, answered: make(chan struct{})}
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.Handler().ServeHTTP(w, r)
	}()
	select {
	case <-w.answered:
	case <-time.After(5 * time.Second):
		t.Fatal("no answer")
	}
	return w.code, w.header.Get("Retry-After"), cancel
}

// Issue 23: one client could hold all 2,000 live-update connections.
func TestLive_Issue23OneAddressCannotHoldAllLiveConnections(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{MaxStreams: 10, MaxStreamsPerClient: 3})
	var wg sync.WaitGroup
	var hangUps []func()
	defer func() {
		for _, h := range hangUps {
			h()
		}
		wg.Wait()
	}()
	for i := range 3 {
		code, _, hang := openStream(t, s, "192.168.1.50:"+itoa(40000+i), &wg)
		hangUps = append(hangUps, hang)
		require.Equal(t, http.StatusOK, code)
	}
	require.Equal(t, 3, s.live.streams())

	code, retry, hang := openStream(t, s, "192.168.1.50:41000", &wg)
	hangUps = append(hangUps, hang)
	assert.Equal(t, http.StatusTooManyRequests, code, "a fourth stream of one address is refused")
	assert.Equal(t, "10", retry)
	assert.Equal(t, 3, s.live.streams())

	// Another machine still gets its stream; IPv6 addresses of one /64 count as one.
	code, _, hang = openStream(t, s, "192.168.1.51:40000", &wg)
	hangUps = append(hangUps, hang)
	assert.Equal(t, http.StatusOK, code)
	for i, addr := range []string{"[2001:db8::1]:1", "[2001:db8::2]:1", "[2001:db8::3]:1", "[2001:db8::4]:1"} {
		code, _, hang = openStream(t, s, addr, &wg)
		hangUps = append(hangUps, hang)
		if i < 3 {
			assert.Equal(t, http.StatusOK, code, addr)
		} else {
			assert.Equal(t, http.StatusTooManyRequests, code, addr)
		}
	}

	// A stream hung up frees its place.
	hangUps[0]()
	require.Eventually(t, func() bool { return s.live.streams() == 6 }, 5*time.Second, time.Millisecond)
	code, _, hang = openStream(t, s, "192.168.1.50:42000", &wg)
	hangUps = append(hangUps, hang)
	assert.Equal(t, http.StatusOK, code)
}

func TestLive_Issue23DefaultCapPerAddressIsWellBelowTheTotal(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	assert.Equal(t, 2000, s.opt.MaxStreams)
	assert.Equal(t, 16, s.opt.MaxStreamsPerClient)
}
