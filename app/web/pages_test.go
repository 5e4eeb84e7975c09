package web

import (
	"image/png"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strconv"
	"strings"
	"testing"

	goqr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPages_ShowTheDemoEventsJapaneseNames(t *testing.T) {
	svc, s := demoServer(t)
	names, err := svc.Names()
	require.NoError(t, err)
	r, err := svc.Round(2)
	require.NoError(t, err)
	g := r.Games[0]
	for _, path := range []string{"/", "/names", "/wall", "/p/" + strconv.Itoa(g.Black)} {
		code, body := get(t, s, path)
		require.Equal(t, http.StatusOK, code, path)
		assert.Contains(t, body, "第17期 オセロ王座戦", path)
		assert.Contains(t, body, "2回戦", path)
		assert.Contains(t, body, names[g.Black], path)
		assert.Contains(t, body, names[g.White], path)
	}
	body := getOK(t, s, "/standings")
	assert.Contains(t, body, "1回戦終了時")
	st, err := svc.Standings(0)
	require.NoError(t, err)
	assert.Contains(t, body, names[st.Rows[0].ID])
	assert.Contains(t, body, "勝数")
}

func TestPages_NameFilterWorksWithoutJavaScript(t *testing.T) {
	svc, s := demoServer(t)
	ps, err := svc.Participants()
	require.NoError(t, err)
	names, _ := svc.Names()
	who, other := ps[0], ps[1]
	for strings.Fields(other.Name)[0] == strings.Fields(who.Name)[0] {
		other = ps[len(ps)-1]
		break
	}
	for _, path := range []string{"/names?q=", "/?q="} {
		body := getOK(t, s, path+url.QueryEscape(who.Name))
		assert.Contains(t, body, names[who.ID], path)
		assert.Contains(t, body, `value="`+who.Name+`"`, "the query stays in the box")
		if path == "/names?q=" {
			assert.NotContains(t, body, `">`+names[other.ID]+`</a>`, "only who was asked for")
		}
	}
	_, body := get(t, s, "/names?q="+url.QueryEscape("該当者なしの名前"))
	assert.Contains(t, body, "該当する人はいません")
}

func TestPages_WallHasTheClockAndTheNextRound(t *testing.T) {
	svc, s := demoServer(t)
	_, body := get(t, s, "/wall")
	assert.Contains(t, body, "次：3回戦 13:00")
	assert.NotContains(t, body, `id="clock"`, "no clock before the arbiter starts it")
	require.NoError(t, svc.StartClock(2, false))
	_, body = get(t, s, "/wall")
	assert.Contains(t, body, `id="clock"`)
	assert.Contains(t, body, "残り <b>40:00</b>", "two players' 20 minutes")
}

func TestPages_JapaneseFirstEnglishWhenChosen(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	r, _ := http.NewRequest(http.MethodGet, "/standings", nil)
	r.Header.Set("Accept-Language", "en-GB,en;q=0.9")
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	assert.Contains(t, w.Body.String(), "1回戦終了時", "Japanese first, whatever the phone's language")
	r, _ = http.NewRequest(http.MethodGet, "/standings?lang=en", nil)
	w = httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	assert.Contains(t, w.Body.String(), "after round 1")
	cookie := w.Result().Cookies()
	require.Len(t, cookie, 1)
	r, _ = http.NewRequest(http.MethodGet, "/", nil)
	r.AddCookie(cookie[0])
	w = httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	assert.Contains(t, w.Body.String(), "Pairings", "the choice is remembered")
}

func TestPages_NothingElseIsServed(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	for _, path := range []string{"/static/", "/static", "/../go.mod", "/static/../server.go", "/p/9999", "/p/x", "/g/none", "/admin"} {
		code, _ := get(t, s, path)
		assert.Contains(t, []int{http.StatusNotFound, http.StatusMovedPermanently, http.StatusTemporaryRedirect}, code, path)
	}
	code, _ := get(t, s, "/static/style.css")
	assert.Equal(t, http.StatusOK, code)
	w := post(t, s, "/", "", url.Values{"x": {"1"}})
	assert.Equal(t, http.StatusNotFound, w.Code, "nothing but a report is posted")
}

func TestPages_TheWallsQRCodeIsTheAddressAskedAt(t *testing.T) {
	s := newServer(t, demoEvent(t), Options{})
	r := httptest.NewRequest(http.MethodGet, "/qr.png", nil)
	r.Host = "192.168.1.20:8080"
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	require.Equal(t, http.StatusOK, w.Code)
	img, err := png.Decode(w.Body)
	require.NoError(t, err)
	got, err := goqr.Decode(img)
	require.NoError(t, err)
	assert.Equal(t, "http://192.168.1.20:8080/", got)
	r.Host = "evil\"><script>"
	w = httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	assert.Equal(t, http.StatusNotFound, w.Code)
}
