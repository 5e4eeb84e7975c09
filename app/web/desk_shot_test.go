package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"testing"

	"github.com/stretchr/testify/require"
)

// shotPage screenshots a page a POST answered (a refusal the desk shows),
// served at /shot beside the server's own styles, at a laptop's width:
// with TAIKAI_SHOTS set only (scripts/day-screenshots.sh).
func shotPage(t *testing.T, s *Server, body []byte, name string) {
	t.Helper()
	if os.Getenv("TAIKAI_SHOTS") == "" {
		return
	}
	bin := chromium(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/shot", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(body)
	})
	mux.Handle("/", s.Handler())
	srv := httptest.NewServer(mux)
	defer srv.Close()
	browse(t, bin, srv.URL+"/shot", "--window-size=1024,700", "--virtual-time-budget=3000",
		"--screenshot="+os.Getenv("TAIKAI_SHOTS")+"/"+name+".png")
}

// Issue 38's screenshot of the desk's refusal: desk A's confirmation over
// 40-24 after desk B recorded 33-31 is asked again, never applied.
func TestDesk_Issue38ScreenshotOfTheRefusal(t *testing.T) {
	if os.Getenv("TAIKAI_SHOTS") == "" {
		t.Skip("TAIKAI_SHOTS not set: no screenshot")
	}
	svc := demoEvent(t)
	recordOK(t, svc, 2, 3, "40-24")
	s := deskServe(t, svc, DeskOptions{}, nil)
	a := openedDesk(t, s, "10.0.0.3:1", "受付A")
	b := openedDesk(t, s, "10.0.0.4:1", "受付B")
	a.post("/desk/result", url.Values{"table": {"3"}, "result": {"20-44"}, "step": {"preview"}})
	confirmA := recordForm(t, svc, 3, "20-44")
	confirmA.Set("replace", "1")
	confirmB := recordForm(t, svc, 3, "33-31")
	confirmB.Set("replace", "1")
	require.Equal(t, http.StatusSeeOther, b.post("/desk/result", confirmB).Code)
	w := a.post("/desk/result", confirmA)
	require.Equal(t, http.StatusConflict, w.Code)
	shotPage(t, s, w.Body.Bytes(), "issue38-desk-refusal")
}
