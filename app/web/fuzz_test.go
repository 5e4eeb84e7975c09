package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// FuzzReportPost posts anything to any path: the server never fails
// (no 5xx, no panic), and a report is stored exactly when the answer says
// so (303), only through a table's real link.
func FuzzReportPost(f *testing.F) {
	svc := demoEvent(f)
	s := newServer(f, svc, Options{ReportBurst: 1 << 30})
	good := reportPath(f, svc, 1)
	form := "application/x-www-form-urlencoded"
	f.Add(good, "result=40-24&side=black", form)
	f.Add(good, "result=38-24", form)
	f.Add(good, "result=%ff%fe&side=%00", form)
	f.Add(good, "result="+strings.Repeat("9", 200), form)
	f.Add(good, "result=40-24", "multipart/form-data; boundary=x")
	f.Add(good+"x", "result=40-24", form)
	f.Add("/r/1/1/", "result=40-24", form)
	f.Add("/r/-1/0/aaaa", "result=40-24", form)
	f.Add("/r/99999999999999999999/1/a", "result=40-24", "")
	f.Add(good, "result=40-24;side=white&result=1-1", form)
	f.Fuzz(func(t *testing.T, path, body, ctype string) {
		before := reportCount(t, svc)
		r := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
		r.URL = &url.URL{Path: path}
		r.RequestURI = path
		r.Header.Set("Content-Type", ctype)
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, r)
		after := reportCount(t, svc)
		if w.Code >= 500 {
			t.Fatalf("POST %q %q: %d %s", path, body, w.Code, w.Body.String())
		}
		switch {
		case w.Code == http.StatusSeeOther && after != before+1:
			t.Fatalf("POST %q %q: 303 but %d reports stored", path, body, after-before)
		case w.Code != http.StatusSeeOther && after != before:
			t.Fatalf("POST %q %q: %d and a report stored", path, body, w.Code)
		case w.Code == http.StatusSeeOther && path != good:
			t.Fatalf("POST %q: stored through a path that is not the link", path)
		}
	})
}
