package web

import (
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/gametest"
)

// TestMain runs the tests with the games and formats registered.
func TestMain(m *testing.M) { os.Exit(gametest.Run(m)) }

// quiet is a logger that drops the refused requests of the tests.
var quiet = log.New(io.Discard, "", 0)

// demoEvent is the Othello demo event with phone reports on, round 1
// played and round 2 paired.
func demoEvent(t testing.TB) *tournament.Service {
	t.Helper()
	svc := demoService(t, "othello", 0, tournament.WithArbiter("審判 一郎"))
	require.NoError(t, svc.ChangeSettings(map[string]string{tournament.SettingPhoneReports: "on", tournament.SettingTimetable: "10:00,11:00,13:00,14:15"}))
	playRound1PairRound2(t, svc)
	return svc
}

// demoServer is demoEvent and its server, with the default options.
func demoServer(t testing.TB) (*tournament.Service, *Server) {
	t.Helper()
	svc := demoEvent(t)
	return svc, newServer(t, svc, Options{})
}

// demoService is a service over a new store held in memory with the demo
// event of game, of n participants (the game's usual number when n is 0,
// as CreateDemo), and the options opts.
func demoService(t testing.TB, game tournament.GameKind, n int, opts ...tournament.Option) *tournament.Service {
	t.Helper()
	if n == 0 {
		n = tournament.DemoSize(game)
	}
	svc := tournament.NewService(storage.NewMemory(), opts...)
	require.NoError(t, svc.CreateDemoWith(game, n))
	return svc
}

func newServer(t testing.TB, svc *tournament.Service, opt Options) *Server {
	t.Helper()
	if opt.Log == nil {
		opt.Log = quiet
	}
	s, err := New(svc, opt)
	require.NoError(t, err)
	return s
}

// get serves a GET of path and returns the status and body.
func get(t testing.TB, s *Server, path string) (int, string) {
	t.Helper()
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, httptest.NewRequest(http.MethodGet, path, nil))
	return w.Code, w.Body.String()
}

// getOK gets path, requires 200 OK and returns the body.
func getOK(t testing.TB, s *Server, path string) string {
	t.Helper()
	code, body := get(t, s, path)
	require.Equal(t, http.StatusOK, code, body)
	return body
}

// post sends the form fields to path from client (host:port).
func post(t testing.TB, s *Server, path, client string, fields url.Values) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, path, strings.NewReader(fields.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	if client != "" {
		r.RemoteAddr = client
	}
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}

// playRound1PairRound2 pairs round 1 of svc, records 40-24 at every table
// and pairs round 2.
func playRound1PairRound2(t testing.TB, svc *tournament.Service) {
	t.Helper()
	r1, err := svc.PairNextRound()
	require.NoError(t, err)
	for _, g := range r1.Games {
		if !g.IsBye() {
			recordOK(t, svc, 1, g.Table, "40-24")
		}
	}
	_, err = svc.PairNextRound()
	require.NoError(t, err)
}

// currentGame is the current round of svc (its last) and its game at
// table, required to be there.
func currentGame(t testing.TB, svc *tournament.Service, table int) (tournament.Round, tournament.Game) {
	t.Helper()
	rs, err := svc.Rounds()
	require.NoError(t, err)
	r := rs[len(rs)-1]
	g, _, ok := r.GameAt(table)
	require.True(t, ok)
	return r, g
}

// reportPath is the report link of table t of the current round.
func reportPath(t testing.TB, svc *tournament.Service, table int) string {
	t.Helper()
	r, g := currentGame(t, svc, table)
	require.NotEmpty(t, g.ReportToken)
	return tournament.ReportPath(r.Number, table, g.ReportToken)
}

func reportCount(t testing.TB, svc *tournament.Service) int {
	t.Helper()
	reps, err := svc.Reports()
	require.NoError(t, err)
	return len(reps)
}

// fixedNow is a clock for the tests that need one.
func fixedNow() time.Time { return time.Date(2026, 11, 21, 13, 30, 0, 0, time.Local) }

// recordOK records result text at table of round n, required to succeed.
func recordOK(t testing.TB, s *tournament.Service, n, table int, text string) {
	t.Helper()
	_, err := s.RecordResult(n, table, text)
	require.NoError(t, err)
}
