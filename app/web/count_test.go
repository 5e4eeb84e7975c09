package web

import (
	"encoding/json"
	"net/url"
	"os"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/igo"
)

// clock is a time the test moves.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }

func (c *clock) add(d time.Duration) { c.mu.Lock(); c.t = c.t.Add(d); c.mu.Unlock() }

// countEvent is a Go event of four 1-dan players with phone reports on,
// round 1 paired, and each table's final position (the seed's correct
// screen) counted by the arbiter.
func countEvent(t testing.TB) (*tournament.Service, *clock) {
	t.Helper()
	c := &clock{t: time.Date(2026, 12, 5, 14, 0, 0, 0, time.Local)}
	svc := tournament.NewService(storage.NewMemory(), tournament.WithClock(c.now), tournament.WithArbiter("審判"))
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "go", Name: "市民囲碁大会"}, map[string]string{"seed": "3", tournament.SettingPhoneReports: "on"}, c.now())
	require.NoError(t, err)
	require.NoError(t, svc.Create(ev))
	for _, n := range []string{"黒田 一郎", "白石 花子", "青木 二郎", "赤井 三郎"} {
		_, err := svc.AddParticipant(tournament.ParticipantForm{tournament.FieldName: n, tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	_, err = svc.PairNextRound()
	require.NoError(t, err)
	b, err := os.ReadFile("../../rules/igo/testdata/count/correct.txt")
	require.NoError(t, err)
	for _, table := range []int{1, 2} {
		_, err = svc.ProposeCount(1, table, "arbiter", tournament.CountInput{Board: string(b)}, "審判")
		require.NoError(t, err)
	}
	return svc, c
}

var versionRe = regexp.MustCompile(`data-version="(\d+)"`)

// countAct posts an action from side's phone on the version its page shows
// and returns the page it is sent to.
func countAct(t *testing.T, s *Server, path, side, kind string, xy ...int) string {
	t.Helper()
	_, page := get(t, s, path+"?side="+side)
	m := versionRe.FindStringSubmatch(page)
	require.NotNil(t, m, page)
	f := url.Values{"side": {side}, "kind": {kind}, "v": {m[1]}}
	if len(xy) == 2 {
		f.Set("x", strconv.Itoa(xy[0]))
		f.Set("y", strconv.Itoa(xy[1]))
	}
	w := post(t, s, path, "10.0.0.7:5000", f)
	require.Equal(t, 303, w.Code, w.Body.String())
	loc := w.Header().Get("Location")
	_, page = get(t, s, loc)
	q, _ := url.ParseQuery(strings.SplitN(loc, "?", 2)[1])
	require.Empty(t, q.Get("error"), "%s by %s refused", kind, side)
	return page
}

// Issue 37: the report link offers the count; the two phones go through
// proposal → reject → counter-proposal → approve; nothing is recorded until
// the arbiter accepts.
func TestCount_Issue37PhonesProposeRejectCounterApprove(t *testing.T) {
	svc, _ := countEvent(t)
	s := newServer(t, svc, Options{})
	link := reportPath(t, svc, 1)
	_, page := get(t, s, link)
	assert.Contains(t, page, "終局処理（盤面で計算）")
	path := link + "/count"

	_, page = get(t, s, path)
	assert.Contains(t, page, "あなたはどちらですか")
	_, page = get(t, s, path+"?side=black")
	assert.Contains(t, page, "終局処理を始める")
	w := post(t, s, path, "10.0.0.7:5000", url.Values{"side": {"black"}, "kind": {"start"}, "resumed": {"no"}})
	require.Equal(t, 303, w.Code)

	page = countAct(t, s, path, "black", "confirm")
	assert.Contains(t, page, "相手の確定を待っています")
	page = countAct(t, s, path, "white", "confirm")
	assert.Contains(t, page, "共同終局案作成")
	assert.Contains(t, page, `<svg class="board"`)
	countAct(t, s, path, "black", "tap", 2, 2) // C7, White's dead stone
	countAct(t, s, path, "black", "calculate")
	countAct(t, s, path, "white", "calculate")
	page = countAct(t, s, path, "black", "approve")
	assert.Contains(t, page, "相手が終局案を確かめています")
	page = countAct(t, s, path, "white", "reject")
	assert.Contains(t, page, "修正案の作成")
	countAct(t, s, path, "white", "tap", 7, 5) // H4, Black's dead stone
	page = countAct(t, s, path, "white", "counter")
	assert.Contains(t, page, "修正案の認否")
	_, bp := get(t, s, path+"?side=black")
	assert.Contains(t, bp, "相手の修正案です")
	assert.Contains(t, bp, `stroke="#d00" stroke-width="4"/>`, "the difference from the proposal ringed")
	page = countAct(t, s, path, "black", "approve")
	assert.Contains(t, page, "白の修正案を黒が承認しました。")
	assert.Contains(t, page, `<p class="big">黒3目半勝ち</p>`)
	assert.Contains(t, page, "審判の確認を待っています")

	r, _ := svc.Round(1)
	assert.Nil(t, r.Games[0].Result, "nothing recorded without the arbiter")
	_, err := igo.Of(svc).AcceptCountFlow(1, 1)
	require.NoError(t, err)
	_, page = get(t, s, path+"?side=white")
	assert.Contains(t, page, "審判が記録しました")
}

// A phone acting on an old screen is told so and changes nothing; a
// non-Go section has no count.
func TestCount_Issue37StaleScreenAndOtherGames(t *testing.T) {
	svc, _ := countEvent(t)
	s := newServer(t, svc, Options{})
	path := reportPath(t, svc, 1) + "/count"
	post(t, s, path, "", url.Values{"side": {"black"}, "kind": {"start"}, "resumed": {"no"}})
	w := post(t, s, path, "", url.Values{"side": {"black"}, "kind": {"confirm"}, "v": {"99"}})
	require.Equal(t, 303, w.Code)
	_, page := get(t, s, w.Header().Get("Location"))
	assert.Contains(t, page, "この画面を表示したあとに終局処理が進みました")
	var st struct{ Version int }
	_, js := get(t, s, path+"?side=black&state=1")
	require.NoError(t, json.Unmarshal([]byte(js), &st))
	assert.Equal(t, 0, st.Version, "nothing changed")

	oth := demoEvent(t)
	so := newServer(t, oth, Options{})
	code, _ := get(t, so, reportPath(t, oth, 1)+"/count?side=black")
	assert.Equal(t, 400, code)
	_, page = get(t, so, reportPath(t, oth, 1))
	assert.NotContains(t, page, "終局処理")
}

// A 19路 board on a phone: the whole board, or a quarter of it zoomed, each
// point a 40-unit touch target.
func TestCount_Issue37NineteenLinesZoomToAQuadrant(t *testing.T) {
	svc, _ := countEvent(t)
	b := strings.Repeat(strings.Repeat(".", 19)+"\n", 19)
	_, err := svc.ProposeCount(1, 2, "arbiter", tournament.CountInput{Board: b}, "審判")
	require.NoError(t, err)
	s := newServer(t, svc, Options{})
	path := reportPath(t, svc, 2) + "/count"
	post(t, s, path, "", url.Values{"side": {"white"}, "kind": {"start"}, "resumed": {"no"}})
	_, page := get(t, s, path+"?side=white")
	assert.Contains(t, page, `viewBox="0 0 800 800"`)
	for _, q := range []string{"左上", "右上", "左下", "右下"} {
		assert.Contains(t, page, q)
	}
	_, page = get(t, s, path+"?side=white&q=tr")
	assert.Contains(t, page, `viewBox="360 0 440 440"`, "columns K–T, rows 19–10")
	assert.Contains(t, page, `data-x="18" data-y="0"`)
	assert.Equal(t, 361, strings.Count(page, `class="pt"`), "every point can be tapped; the zoom shows a quarter")
}
