package web

import (
	"bytes"
	"log"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// deskServe is the pages of svc's event with a desk opened by PIN 123456.
func deskServe(t testing.TB, svc *tournament.Service, o DeskOptions, logs *bytes.Buffer) *Server {
	t.Helper()
	o.PIN = "123456"
	opt := Options{Desk: &o}
	if logs != nil {
		opt.Log = log.New(logs, "", 0)
	}
	return newServer(t, svc, opt)
}

// demoDesk is demoEvent served with the desk (PIN 123456, no log) and a
// desk opened on it from 10.0.0.3 as 受付デスク2.
func demoDesk(t testing.TB) (*tournament.Service, *deskClient) {
	t.Helper()
	svc := demoEvent(t)
	return svc, openedDesk(t, deskServe(t, svc, DeskOptions{}, nil), "10.0.0.3:1", "受付デスク2")
}

// auditBy is the audit log entries written under arbiter name.
func auditBy(t testing.TB, svc *tournament.Service, name string) []tournament.AuditEntry {
	t.Helper()
	entries, err := svc.AuditLog()
	require.NoError(t, err)
	var out []tournament.AuditEntry
	for _, e := range entries {
		if e.Arbiter == name {
			out = append(out, e)
		}
	}
	return out
}

func TestDesk_Issue28_NothingOfTheDeskWithoutDesk(t *testing.T) {
	_, s := demoServer(t)
	c := newDeskClient(t, s, "10.0.0.2:1")
	assert.Equal(t, http.StatusNotFound, c.get("/desk").Code)
	assert.Equal(t, http.StatusNotFound, c.post("/desk/login", url.Values{"pin": {s.DeskPIN()}}).Code)
	assert.Equal(t, http.StatusNotFound, c.post("/desk/result", url.Values{"table": {"1"}, "result": {"40-24"}}).Code)
	assert.Empty(t, s.DeskPIN())
}

func TestDesk_Issue28_PINOpensTheDeskWrongPINRefusedRateLimitedAndLogged(t *testing.T) {
	svc := demoEvent(t)
	var logs bytes.Buffer
	s := deskServe(t, svc, DeskOptions{}, &logs)
	assert.Equal(t, "123456", s.DeskPIN())
	c := newDeskClient(t, s, "10.0.0.9:5000")
	page := c.get("/desk")
	require.Equal(t, http.StatusOK, page.Code)
	assert.Contains(t, page.Body.String(), "PIN")
	assert.Contains(t, page.Body.String(), `value="受付デスク1"`, "a name is proposed")
	for i := range 5 {
		w := c.post("/desk/login", url.Values{"pin": {"000000"}, "name": {"受付デスク2"}})
		assert.Equal(t, http.StatusForbidden, w.Code, "try %d", i)
		assert.Contains(t, w.Body.String(), "PIN が違います")
		assert.NotContains(t, c.cookies, deskCookie)
	}
	// The sixth try within the minute is refused, the right PIN too.
	w := c.post("/desk/login", url.Values{"pin": {"123456"}, "name": {"受付デスク2"}})
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.NotContains(t, c.cookies, deskCookie)
	assert.Equal(t, 5, strings.Count(logs.String(), "wrong desk PIN from 10.0.0.9"), logs.String())
	assert.Contains(t, logs.String(), "too many tries")
	assert.Equal(t, http.StatusOK, c.get("/desk").Code)
	assert.NotContains(t, c.get("/desk").Body.String(), "結果の入力", "the desk stays shut")

	// Another device with the right PIN opens it.
	d := newDeskClient(t, s, "10.0.0.10:5000")
	home := d.mustOpen("123456", "受付デスク2")
	assert.Contains(t, home, "結果の入力")
	assert.Contains(t, home, "受付デスク2")
	assert.Len(t, d.cookies[deskCookie], 64)
	// Ended, the token opens nothing.
	require.Equal(t, http.StatusSeeOther, d.post("/desk/logout", nil).Code)
	assert.NotContains(t, d.get("/desk").Body.String(), "結果の入力")
}

func TestDesk_Issue28_FormWithoutCSRFTokenIsRefused(t *testing.T) {
	svc := demoEvent(t)
	var logs bytes.Buffer
	s := deskServe(t, svc, DeskOptions{}, &logs)
	c := openedDesk(t, s, "10.0.0.3:1", "受付デスク2")
	before := len(auditBy(t, svc, "受付デスク2"))
	for _, tc := range []struct {
		name string
		f    url.Values
		hdr  string
	}{
		{"no token", url.Values{"csrf": {""}}, ""},
		{"another token", url.Values{"csrf": {strings.Repeat("0", 32)}}, ""},
		{"another site", url.Values{}, "http://evil.example"},
	} {
		f := url.Values{"table": {"1"}, "result": {"40-24"}, "step": {"record"}}
		for k, v := range tc.f {
			f[k] = v
		}
		r := c.post
		if tc.hdr != "" {
			w := c.postOrigin("/desk/result", f, tc.hdr)
			assert.Equal(t, http.StatusForbidden, w.Code, tc.name)
			continue
		}
		w := r("/desk/result", f)
		assert.Equal(t, http.StatusForbidden, w.Code, tc.name)
	}
	// Without the device's cookie, the right token is refused too.
	stranger := newDeskClient(t, s, "10.0.0.4:1")
	stranger.csrf = c.csrf
	assert.Equal(t, http.StatusForbidden, stranger.post("/desk/result", url.Values{"table": {"1"}, "result": {"40-24"}, "step": {"record"}}).Code)
	// The PIN form wants its own token.
	assert.Equal(t, http.StatusForbidden, newDeskClient(t, s, "10.0.0.5:1").post("/desk/login", url.Values{"pin": {"123456"}, "name": {"x"}}).Code)
	assert.Len(t, auditBy(t, svc, "受付デスク2"), before, "nothing changed")
	assert.Contains(t, logs.String(), "bad CSRF token")
}

// recordForm is the confirmed result form of table t.
func recordForm(t testing.TB, svc *tournament.Service, table int, text string) url.Values {
	t.Helper()
	rd, g := currentGame(t, svc, table)
	replaces := "" // the result the confirmation shows, as made now
	if g.Result != nil {
		replaces = g.Result.Text
	}
	return url.Values{"table": {itoa(table)}, "result": {text}, "step": {"record"},
		"round": {itoa(rd.Number)}, "black": {itoa(g.Black)}, "white": {itoa(g.White)}, "replaces": {replaces}}
}

// Issue 38: desk A asks to replace 40-24; desk B records 33-31 meanwhile;
// A's confirmation is asked again over 33-31, never applied over a result
// it did not show. A new result recorded meanwhile is not replaced unseen
// either.
func TestDesk_Issue38ConfirmationCarriesTheResultItReplaces(t *testing.T) {
	svc := demoEvent(t)
	recordOK(t, svc, 2, 3, "40-24")
	s := deskServe(t, svc, DeskOptions{}, nil)
	a := openedDesk(t, s, "10.0.0.3:1", "受付A")
	b := openedDesk(t, s, "10.0.0.4:1", "受付B")

	w := a.post("/desk/result", url.Values{"table": {"3"}, "result": {"20-44"}, "step": {"preview"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), `name="replaces" value="40-24"`)
	confirmA := recordForm(t, svc, 3, "20-44") // made over 40-24
	confirmA.Set("replace", "1")

	confirmB := recordForm(t, svc, 3, "33-31")
	confirmB.Set("replace", "1")
	require.Equal(t, http.StatusSeeOther, b.post("/desk/result", confirmB).Code)

	w = a.post("/desk/result", confirmA)
	assert.Equal(t, http.StatusConflict, w.Code)
	assert.Contains(t, w.Body.String(), "確認の後に、この卓の結果が「33-31")
	assert.Contains(t, w.Body.String(), `name="replaces" value="33-31"`, "asked again over what is there now")
	rd, _ := svc.Round(2)
	g, _, _ := rd.GameAt(3)
	assert.Equal(t, "33-31", g.Result.Text, "B's result stands")

	again := recordForm(t, svc, 3, "20-44")
	again.Set("replace", "1")
	require.Equal(t, http.StatusSeeOther, a.post("/desk/result", again).Code)
	rd, _ = svc.Round(2)
	g, _, _ = rd.GameAt(3)
	assert.Equal(t, "20-44", g.Result.Text, "replaced once A saw 33-31")

	// A card previewed on an empty table, recorded by another desk first.
	fresh := recordForm(t, svc, 4, "40-24")
	recordOK(t, svc, 2, 4, "34-30")
	w = a.post("/desk/result", fresh)
	assert.Equal(t, http.StatusConflict, w.Code)
	rd, _ = svc.Round(2)
	g, _, _ = rd.GameAt(4)
	assert.Equal(t, "34-30", g.Result.Text)
}

func TestDesk_Issue28_ResultPreviewedThenRecordedAndLoggedWithTheDesksName(t *testing.T) {
	svc, c := demoDesk(t)
	w := c.post("/desk/result", url.Values{"table": {"１"}, "result": {"40-24"}, "step": {"preview"}})
	require.Equal(t, http.StatusOK, w.Code)
	assert.Contains(t, w.Body.String(), "の勝ち", "the result previewed")
	assert.Contains(t, w.Body.String(), `value="record"`)
	rd, _ := svc.Round(2)
	assert.Nil(t, rd.Games[0].Result, "a preview stores nothing")

	w = c.post("/desk/result", recordForm(t, svc, 1, "40-24"))
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	rd, _ = svc.Round(2)
	require.NotNil(t, rd.Games[0].Result)
	assert.Equal(t, "40-24", rd.Games[0].Result.Text)
	got := auditBy(t, svc, "受付デスク2")
	require.Len(t, got, 1)
	assert.Equal(t, "result", got[0].Action)
	assert.Contains(t, c.get(w.Header().Get("Location")).Body.String(), "を記録しました")
}

func TestDesk_Issue28_SameResultPostedFiveTimesIsStoredOnce(t *testing.T) {
	svc, c := demoDesk(t)
	f := recordForm(t, svc, 2, "40-24")
	f.Set("key", newKey())
	var locs []string
	for range 5 {
		w := c.post("/desk/result", f)
		assert.Equal(t, http.StatusSeeOther, w.Code)
		locs = append(locs, w.Header().Get("Location"))
	}
	assert.Regexp(t, `^/desk\?n=[0-9a-f]+$`, locs[0])
	for _, l := range locs {
		assert.Equal(t, locs[0], l, "every resend is answered as the first was")
	}
	assert.Contains(t, c.get(locs[0]).Body.String(), "を記録しました")
	assert.Len(t, auditBy(t, svc, "受付デスク2"), 1, "stored once")
	// The same overwrite resent is also stored once: the second result
	// replaces the first once, not back and forth.
	g := recordForm(t, svc, 2, "24-40")
	g.Set("replace", "1")
	g.Set("key", newKey())
	for range 5 {
		c.post("/desk/result", g)
	}
	assert.Len(t, auditBy(t, svc, "受付デスク2"), 2)
}

func TestDesk_Issue28_OverwriteShowsBothResultsAndAsks(t *testing.T) {
	svc := demoEvent(t)
	recordOK(t, svc, 2, 3, "40-24")
	s := deskServe(t, svc, DeskOptions{}, nil)
	c := openedDesk(t, s, "10.0.0.3:1", "受付デスク2")
	w := c.post("/desk/result", recordForm(t, svc, 3, "20-44"))
	require.Equal(t, http.StatusOK, w.Code)
	body := w.Body.String()
	assert.Contains(t, body, "記録済み")
	assert.Contains(t, body, "今回の入力")
	assert.Contains(t, body, "40-24")
	assert.Contains(t, body, "20-44")
	assert.Contains(t, body, `name="replace" value="1"`)
	assert.Empty(t, auditBy(t, svc, "受付デスク2"), "not overwritten without the answer")
	f := recordForm(t, svc, 3, "20-44")
	f.Set("replace", "1")
	require.Equal(t, http.StatusSeeOther, c.post("/desk/result", f).Code)
	rd, _ := svc.Round(2)
	g, _, _ := rd.GameAt(3)
	assert.Equal(t, "20-44", g.Result.Text)
}

func TestDesk_Issue28_OthelloShortfallIsAskedAsInTheGUI(t *testing.T) {
	svc, c := demoDesk(t)
	w := c.post("/desk/result", recordForm(t, svc, 4, "38-24"))
	require.Equal(t, http.StatusOK, w.Code)
	body := w.Body.String()
	assert.Contains(t, body, `class="question"`)
	assert.Contains(t, body, `name="answer"`)
	assert.Empty(t, auditBy(t, svc, "受付デスク2"))
	choices := regexpAll(`name="answer" value="([a-z-]+)"`, body)
	require.NotEmpty(t, choices)
	f := recordForm(t, svc, 4, "38-24")
	f.Set("answer", choices[0])
	require.Equal(t, http.StatusSeeOther, c.post("/desk/result", f).Code)
	rd, _ := svc.Round(2)
	g, _, _ := rd.GameAt(4)
	require.NotNil(t, g.Result)
	assert.Len(t, auditBy(t, svc, "受付デスク2"), 1)
}

func TestDesk_Issue28_StaleConfirmationIsRefused(t *testing.T) {
	svc, c := demoDesk(t)
	f := recordForm(t, svc, 1, "40-24")
	f.Set("white", "9999")
	w := c.post("/desk/result", f)
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), "組合せが確認の後に変わりました")
	assert.Empty(t, auditBy(t, svc, "受付デスク2"))
}

func TestDesk_Issue28_AcceptsPhoneReportsAndMarksAbsences(t *testing.T) {
	svc := demoEvent(t)
	s := deskServe(t, svc, DeskOptions{}, nil)
	w := post(t, s, reportPath(t, svc, 5), "192.168.1.30:1", url.Values{"result": {"44-20"}})
	require.Equal(t, http.StatusSeeOther, w.Code)
	c := newDeskClient(t, s, "10.0.0.3:1")
	home := c.mustOpen("123456", "受付デスク3")
	assert.Contains(t, home, "#1 44-20")
	f := url.Values{"round": {"2"}, "table": {"5"}, "seq": {"1"}, "key": {newKey()}}
	for range 3 {
		assert.Equal(t, http.StatusSeeOther, c.post("/desk/accept", f).Code)
	}
	rd, _ := svc.Round(2)
	g, _, _ := rd.GameAt(5)
	require.NotNil(t, g.Result)
	assert.Equal(t, "44-20", g.Result.Text)
	assert.Len(t, auditBy(t, svc, "受付デスク3"), 1)
	assert.NotContains(t, c.get("/desk").Body.String(), "#1 44-20", "accepted, it waits no more")

	ps, err := svc.Participants()
	require.NoError(t, err)
	w = c.post("/desk/absent", url.Values{"who": {"#" + itoa(ps[0].ID)}, "round": {"3"}, "absent": {"1"}})
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	ps, _ = svc.Participants()
	assert.Contains(t, ps[0].Absent, 3)
	assert.Len(t, auditBy(t, svc, "受付デスク3"), 2)
	w = c.post("/desk/absent", url.Values{"who": {"#" + itoa(ps[0].ID)}, "round": {"2"}, "absent": {"1"}})
	assert.Equal(t, http.StatusBadRequest, w.Code, "round 2 is paired")
	assert.Contains(t, w.Body.String(), "組み合わせ済み")
}

func TestDesk_Issue28_DownloadsASectionsSheets(t *testing.T) {
	svc := demoEvent(t)
	s := deskServe(t, svc, DeskOptions{}, nil)
	c := newDeskClient(t, s, "10.0.0.3:1")
	home := c.mustOpen("123456", "受付デスク2")
	links := regexpAll(`href="(/desk/sheet/[^"]+)"`, home)
	require.NotEmpty(t, links)
	w := c.get(strings.ReplaceAll(links[0], "&amp;", "&"))
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, "application/pdf", w.Header().Get("Content-Type"))
	assert.True(t, bytes.HasPrefix(w.Body.Bytes(), []byte("%PDF")))
	assert.Equal(t, http.StatusForbidden, newDeskClient(t, s, "10.0.0.4:1").get(links[0]).Code, "no sheet without the desk")
}

func TestDesk_Issue28_DeskLimitedToItsSection(t *testing.T) {
	v := festival(t)
	s := newServer(t, v.Root(), Options{Venue: v, Desk: &DeskOptions{PIN: "123456", Section: "A"}})
	c := newDeskClient(t, s, "10.0.0.3:1")
	home := c.mustOpen("123456", "A級デスク")
	assert.Contains(t, home, "A級")
	assert.NotContains(t, home, "B級")
	_, svcB, _ := sectionGame(t, v, "B")
	gB, _, _ := sectionGame(t, v, "B")
	w := c.post("/desk/result", url.Values{"table": {itoa(gB.Table)}, "result": {"B+R"}, "step": {"preview"}})
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), "このデスクではその部門は変更できません")
	assert.Equal(t, http.StatusNotFound, c.get("/desk/sheet/B/standings?round=2").Code)
	assert.Equal(t, http.StatusBadRequest, c.post("/desk/absent", url.Values{"sec": {"B"}, "who": {"佐藤 花子"}, "round": {"3"}}).Code)
	assert.Empty(t, auditBy(t, svcB, "A級デスク"))

	gA, svcA, _ := sectionGame(t, v, "A")
	f := url.Values{"table": {itoa(gA.Table)}, "result": {"B+R"}, "step": {"record"}, "round": {"2"}, "black": {itoa(gA.Black)}, "white": {itoa(gA.White)}}
	require.Equal(t, http.StatusSeeOther, c.post("/desk/result", f).Code)
	got := auditBy(t, svcA, "A級デスク")
	require.Len(t, got, 1)
	assert.Equal(t, "A", got[0].Section)
}

func TestDesk_Issue28_LivePagesStayReadOnly(t *testing.T) {
	svc, c := demoDesk(t)
	before, err := svc.AuditLog()
	require.NoError(t, err)
	for _, path := range []string{"/", "/names", "/standings", "/wall", "/p/1", "/events", "/desk/sheet/x/y"} {
		w := c.post(path, url.Values{"table": {"1"}, "result": {"40-24"}})
		assert.Contains(t, []int{http.StatusMethodNotAllowed, http.StatusNotFound}, w.Code, path)
	}
	for _, path := range []string{"/", "/standings"} {
		w := c.get(path)
		require.Equal(t, http.StatusOK, w.Code)
		assert.NotContains(t, w.Body.String(), "<form method=\"post\"", "no form of the desk on a live page")
		assert.NotContains(t, w.Body.String(), "/desk")
	}
	after, _ := svc.AuditLog()
	assert.Equal(t, len(before), len(after))
}
