package web

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// door is a device at the check-in table: it keeps its cookies.
type doorDevice struct {
	t       *testing.T
	s       *Server
	cookies map[string]string
	client  string
}

func (d *doorDevice) do(method, path string, form url.Values) *httptest.ResponseRecorder {
	d.t.Helper()
	var r *http.Request
	if form != nil {
		r = httptest.NewRequest(method, path, strings.NewReader(form.Encode()))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		r = httptest.NewRequest(method, path, nil)
	}
	w := serveFrom(d.s, r, d.client, d.cookies)
	for _, c := range w.Result().Cookies() {
		d.cookies[c.Name] = c.Value
	}
	return w
}

var csrfField = regexp.MustCompile(`name="csrf" value="([0-9a-f]+)"`)

func csrfOf(t *testing.T, body string) string {
	t.Helper()
	m := csrfField.FindStringSubmatch(body)
	require.NotNil(t, m, body)
	return m[1]
}

// openDoor lets a device in with the PIN.
func openDoor(t *testing.T, s *Server, client string) *doorDevice {
	d := &doorDevice{t: t, s: s, cookies: map[string]string{}, client: client}
	w := d.do("GET", "/checkin", nil)
	require.Equal(t, http.StatusOK, w.Code)
	w = d.do("POST", "/checkin/pin", url.Values{"pin": {s.CheckinPIN()}, "csrf": {csrfOf(t, w.Body.String())}, "next": {"/checkin"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	return d
}

func checkinServer(t *testing.T) (*Server, *tournament.Service) {
	svc := demoEvent(t)
	return newServer(t, svc, Options{Checkin: &CheckinOptions{}}), svc
}

func TestCheckinPage_Issue28_OffUnlessTurnedOn(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	for _, path := range []string{"/checkin", "/checkin/p/1?t=x"} {
		code, _ := get(t, s, path)
		assert.Equal(t, http.StatusNotFound, code, path)
	}
	w := post(t, s, "/checkin/in", "10.0.0.1:1", url.Values{"id": {"1"}})
	assert.Contains(t, []int{http.StatusNotFound, http.StatusMethodNotAllowed}, w.Code)
	assert.Empty(t, s.CheckinPIN())
}

func TestCheckinPage_Issue28_PINRequiredWrongPINRateLimited(t *testing.T) {
	s, svc := checkinServer(t)
	require.Len(t, s.CheckinPIN(), PINDigits, "8 digits (issue 38)")
	code, body := get(t, s, "/checkin?q=a")
	assert.Equal(t, http.StatusOK, code)
	assert.Contains(t, body, "受付の PIN")
	assert.NotContains(t, body, "受付する", "nobody is shown without the PIN")

	d := &doorDevice{t: t, s: s, cookies: map[string]string{}, client: "10.0.0.9:1"}
	wrong := "000000"
	if s.CheckinPIN() == wrong {
		wrong = "111111"
	}
	var last int
	for range 6 {
		w := d.do("GET", "/checkin", nil)
		w = d.do("POST", "/checkin/pin", url.Values{"pin": {wrong}, "csrf": {csrfOf(t, w.Body.String())}})
		last = w.Code
	}
	assert.Equal(t, http.StatusTooManyRequests, last, "the sixth try is refused")
	w := d.do("GET", "/checkin", nil)
	w = d.do("POST", "/checkin/pin", url.Values{"pin": {s.CheckinPIN()}, "csrf": {csrfOf(t, w.Body.String())}})
	assert.Equal(t, http.StatusTooManyRequests, w.Code, "even the right PIN waits once limited")

	// A post without a device token changes nothing.
	ps, _ := svc.Participants()
	w = post(t, s, "/checkin/in", "10.0.0.2:1", url.Values{"id": {strconv.Itoa(ps[0].ID)}, "in": {"1"}})
	assert.Equal(t, http.StatusForbidden, w.Code)
	// A made-up device token neither.
	fake := &doorDevice{t: t, s: s, cookies: map[string]string{checkinCookie: strings.Repeat("a", 64)}, client: "10.0.0.3:1"}
	w = fake.do("POST", "/checkin/in", url.Values{"id": {strconv.Itoa(ps[0].ID)}, "in": {"1"}, "csrf": {"x"}})
	assert.Equal(t, http.StatusForbidden, w.Code)
	p, _ := svc.FindParticipant(strconv.Itoa(ps[0].ID))
	assert.False(t, p.CheckedIn)
}

func TestCheckinPage_Issue28_SearchByReadingAndRomajiThenOneTapIdempotent(t *testing.T) {
	s, svc := checkinServer(t)
	ps, err := svc.Participants()
	require.NoError(t, err)
	var p tournament.Participant
	for _, q := range ps {
		if q.Reading != "" && len(q.Members) == 0 {
			p = q
			break
		}
	}
	require.NotEmpty(t, p.Reading, "the demo has readings")
	d := openDoor(t, s, "10.0.0.5:1")

	kata := strings.Map(func(r rune) rune {
		if r >= 'ぁ' && r <= 'ゖ' {
			return r + 0x60
		}
		return r
	}, p.Reading)
	for _, q := range []string{tournament.HiraganaOf(p.Reading), kata, tournament.Hepburn(p.Reading, 0)} {
		w := d.do("GET", "/checkin?q="+url.QueryEscape(q), nil)
		require.Equal(t, http.StatusOK, w.Code)
		assert.Contains(t, w.Body.String(), p.Name, "found by %q", q)
	}
	w := d.do("GET", "/checkin?q="+url.QueryEscape(p.Reading), nil)
	csrf := csrfOf(t, w.Body.String())

	// CSRF: a post without the token, or with another device's, is refused.
	other := openDoor(t, s, "10.0.0.6:1")
	w0 := other.do("GET", "/checkin?q="+url.QueryEscape(p.Reading), nil)
	for _, tok := range []string{"", csrfOf(t, w0.Body.String())} {
		w = d.do("POST", "/checkin/in", url.Values{"id": {strconv.Itoa(p.ID)}, "in": {"1"}, "csrf": {tok}})
		assert.Equal(t, http.StatusForbidden, w.Code, "csrf %q", tok)
	}
	got, _ := svc.FindParticipant("#" + strconv.Itoa(p.ID))
	assert.False(t, got.CheckedIn)

	log0, _ := svc.AuditLog()
	for range 5 { // resent on bad Wi-Fi
		w = d.do("POST", "/checkin/in", url.Values{"id": {strconv.Itoa(p.ID)}, "in": {"1"}, "csrf": {csrf}, "q": {p.Reading}})
		require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	}
	log1, _ := svc.AuditLog()
	assert.Len(t, log1, len(log0)+1, "the same post 5 times is stored once")
	got, _ = svc.FindParticipant("#" + strconv.Itoa(p.ID))
	assert.True(t, got.CheckedIn)
	w = d.do("GET", w.Header().Get("Location"), nil)
	assert.Contains(t, w.Body.String(), "✓ 受付済み")
}

func TestCheckinPage_Issue28_QRLinkNeedsItsToken(t *testing.T) {
	s, svc := checkinServer(t)
	ps, _ := svc.Participants()
	p := ps[0]
	key, err := svc.CheckinKey()
	require.NoError(t, err)
	path := "/checkin/p/" + strconv.Itoa(p.ID) + "?t=" + tournament.CheckinToken(key, p.ID)

	// Without the device token: the PIN first, then the person.
	anon := &doorDevice{t: t, s: s, cookies: map[string]string{}, client: "10.0.0.7:1"}
	w := anon.do("GET", path, nil)
	assert.Contains(t, w.Body.String(), "受付の PIN")
	w = anon.do("POST", "/checkin/pin", url.Values{"pin": {s.CheckinPIN()}, "csrf": {csrfOf(t, w.Body.String())}, "next": {path}})
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.Equal(t, path, w.Header().Get("Location"))
	w = anon.do("GET", path, nil)
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), p.Name)
	assert.Contains(t, w.Body.String(), "受付する")

	w = anon.do("GET", "/checkin/p/"+strconv.Itoa(p.ID+1)+"?t="+tournament.CheckinToken(key, p.ID), nil)
	assert.Equal(t, http.StatusNotFound, w.Code, "another participant's token")
	assert.NotContains(t, w.Body.String(), "受付する")
}
