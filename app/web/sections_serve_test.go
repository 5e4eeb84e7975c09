package web

import (
	"context"
	"net"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// screenshotAddr is the address (host:port) that the environment variable
// env gives to serve what for screenshots; without it the test is skipped.
func screenshotAddr(t *testing.T, env, what string) string {
	t.Helper()
	addr := os.Getenv(env)
	if addr == "" {
		t.Skip("serves " + what + ": " + env + "=127.0.0.1:8099")
	}
	return addr
}

// serveForScreenshots serves s on addr for TAIKAI_SERVE_SECONDS (default
// 120).
func serveForScreenshots(t *testing.T, s *Server, addr string) {
	t.Helper()
	secs, err := strconv.Atoi(os.Getenv("TAIKAI_SERVE_SECONDS"))
	if err != nil || secs <= 0 {
		secs = 120
	}
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(secs)*time.Second)
	defer cancel()
	require.NoError(t, s.Serve(ctx, ln))
}

// TestServe_FestivalForScreenshots serves the three-section festival at
// TAIKAI_SERVE_FESTIVAL (host:port) for TAIKAI_SERVE_SECONDS (default 120),
// to look at its pages in a browser (the README's sections-phone-*.png).
// It runs only when asked.
func TestServe_FestivalForScreenshots(t *testing.T) {
	addr := screenshotAddr(t, "TAIKAI_SERVE_FESTIVAL", "the festival's pages")
	v, s := festivalServer(t)
	g, svc, _ := sectionGame(t, v, "B")
	ev, err := svc.Event()
	require.NoError(t, err)
	t.Logf("B級's first table's report form: http://%s%s", addr, ev.ReportLink(2, g.Table, g.ReportToken))
	serveForScreenshots(t, s, addr)
}
