package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// deskClient is a browser with the desk open (or not yet).
type deskClient struct {
	t       testing.TB
	s       *Server
	addr    string // host:port the requests come from
	cookies map[string]string
	csrf    string
}

func newDeskClient(t testing.TB, s *Server, addr string) *deskClient {
	return &deskClient{t: t, s: s, addr: addr, cookies: map[string]string{}}
}

var csrfRE = regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`)

// serveFrom is s's answer to r sent from addr (host:port) with cookies.
func serveFrom(s *Server, r *http.Request, addr string, cookies map[string]string) *httptest.ResponseRecorder {
	r.RemoteAddr = addr
	for k, v := range cookies {
		r.AddCookie(&http.Cookie{Name: k, Value: v})
	}
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w
}

func (c *deskClient) do(r *http.Request) *httptest.ResponseRecorder {
	w := serveFrom(c.s, r, c.addr, c.cookies)
	for _, ck := range w.Result().Cookies() {
		if ck.MaxAge < 0 {
			delete(c.cookies, ck.Name)
		} else {
			c.cookies[ck.Name] = ck.Value
		}
	}
	if m := csrfRE.FindStringSubmatch(w.Body.String()); m != nil {
		c.csrf = m[1]
	}
	return w
}

// get is a GET of path.
func (c *deskClient) get(path string) *httptest.ResponseRecorder {
	return c.do(httptest.NewRequest(http.MethodGet, path, nil))
}

// post posts fields to path, with the CSRF token of the last page and a
// fresh form key unless the fields have theirs.
func (c *deskClient) post(path string, fields url.Values) *httptest.ResponseRecorder {
	f := url.Values{}
	for k, v := range fields {
		f[k] = v
	}
	if _, ok := f["csrf"]; !ok {
		f.Set("csrf", c.csrf)
	}
	if _, ok := f["key"]; !ok {
		f.Set("key", newKey())
	}
	r := httptest.NewRequest(http.MethodPost, path, strings.NewReader(f.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return c.do(r)
}

// open opens the desk with pin under name; the answer of the PIN form.
func (c *deskClient) open(pin, name string) *httptest.ResponseRecorder {
	c.get("/desk")
	return c.post("/desk/login", url.Values{"pin": {pin}, "name": {name}})
}

// mustOpen opens the desk and reads its page.
func (c *deskClient) mustOpen(pin, name string) string {
	w := c.open(pin, name)
	require.Equal(c.t, http.StatusSeeOther, w.Code, w.Body.String())
	home := c.get("/desk")
	require.Equal(c.t, http.StatusOK, home.Code)
	return home.Body.String()
}

// openedDesk is a desk client at addr, opened with the PIN 123456 under
// name.
func openedDesk(t testing.TB, s *Server, addr, name string) *deskClient {
	c := newDeskClient(t, s, addr)
	c.mustOpen("123456", name)
	return c
}

// regexpAll is the first group of every match of re in s.
func regexpAll(re, s string) []string {
	var out []string
	for _, m := range regexp.MustCompile(re).FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// postOrigin is post with an Origin header.
func (c *deskClient) postOrigin(path string, fields url.Values, origin string) *httptest.ResponseRecorder {
	f := url.Values{"csrf": {c.csrf}, "key": {newKey()}}
	for k, v := range fields {
		f[k] = v
	}
	r := httptest.NewRequest(http.MethodPost, path, strings.NewReader(f.Encode()))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("Origin", origin)
	return c.do(r)
}
