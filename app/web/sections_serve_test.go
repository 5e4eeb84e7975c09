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

// TestServe_FestivalForScreenshots serves the three-section festival at
// TAIKAI_SERVE_FESTIVAL (host:port) for TAIKAI_SERVE_SECONDS (default 120),
// to look at its pages in a browser (the README's sections-phone-*.png).
// It runs only when asked.
func TestServe_FestivalForScreenshots(t *testing.T) {
	addr := os.Getenv("TAIKAI_SERVE_FESTIVAL")
	if addr == "" {
		t.Skip("serves the festival's pages: TAIKAI_SERVE_FESTIVAL=127.0.0.1:8099")
	}
	secs, err := strconv.Atoi(os.Getenv("TAIKAI_SERVE_SECONDS"))
	if err != nil || secs <= 0 {
		secs = 120
	}
	v, s := festivalServer(t)
	g, svc, _ := sectionGame(t, v, "B")
	ev, err := svc.Event()
	require.NoError(t, err)
	t.Logf("B級's first table's report form: http://%s%s", addr, ev.ReportLink(2, g.Table, g.ReportToken))
	ln, err := net.Listen("tcp", addr)
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(secs)*time.Second)
	defer cancel()
	require.NoError(t, s.Serve(ctx, ln))
}
