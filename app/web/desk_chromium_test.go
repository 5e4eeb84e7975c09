//go:build !windows

package web

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// roundGames are the games (byes left out) of section key's round n.
func roundGames(t testing.TB, v *tournament.Venue, key string, n int) []tournament.Game {
	t.Helper()
	_, svc, err := v.Section(key)
	require.NoError(t, err)
	rd, err := svc.Round(n)
	require.NoError(t, err)
	var out []tournament.Game
	for _, g := range rd.Games {
		if !g.IsBye() {
			out = append(out, g)
		}
	}
	return out
}

// goResult is the result the test gives table t: Black or White wins.
func goResult(t int) string {
	if t%3 == 0 {
		return "W+R"
	}
	return "B+R"
}

// phoneReports has a phone at each of tables report the result goResult
// gives it through the table's report link of section key, each form sent
// three times with its key (a phone on bad Wi-Fi resending it), then
// closes done. It runs on a goroutine of its own, not as a parallel
// subtest: with -parallel 2 (a 2-core machine) the desks waiting for the
// phones would hold both places and the phones would never start. So it
// reports a failure with t.Errorf and stops, never with t.FailNow.
func phoneReports(t *testing.T, base, key string, games []tournament.Game, done chan<- struct{}) {
	defer close(done)
	for _, g := range games {
		path := "/s/" + key + tournament.ReportPath(2, g.Table, g.ReportToken)
		resp, err := http.Get(base + path)
		if err != nil {
			t.Errorf("table %d: %v", g.Table, err)
			return
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		k := regexp.MustCompile(`name="key" value="([^"]+)"`).FindSubmatch(page)
		if k == nil {
			t.Errorf("the report form of table %d carries no key", g.Table)
			return
		}
		for range 3 {
			resp, err := http.PostForm(base+path, url.Values{"key": {string(k[1])}, "result": {goResult(g.Table)}, "side": {"black"}})
			if err != nil {
				t.Errorf("table %d: %v", g.Table, err)
				return
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Errorf("table %d: %d %s", g.Table, resp.StatusCode, body)
				return
			}
		}
	}
}

// waitPhones waits until the phones have sent their reports (a minute at
// most: a phone that failed closes done all the same).
func waitPhones(t *testing.T, done <-chan struct{}) {
	select {
	case <-done:
	case <-time.After(time.Minute):
		t.Fatal("the phones never finished reporting")
	}
}

// split is the games of even index (typed at a desk or by the arbiter) and
// of odd index (reported from phones).
func split(gs []tournament.Game) (typed, phoned []tournament.Game) {
	for i, g := range gs {
		if i%2 == 0 {
			typed = append(typed, g)
		} else {
			phoned = append(phoned, g)
		}
	}
	return typed, phoned
}

// TestChromium_Issue28_TwoDesksEnterResultsOnTwoSectionsAtOnce: two
// headless Chromium browsers open the desk with the PIN; at the same time
// the A級 desk types round 2's results card by card (typed, previewed,
// confirmed), the B級 desk types half of B級's and accepts the phone
// reports of the other half, phones report (each form sent three times),
// and the arbiter's side records half of ペア碁の部 through its own Service
// and accepts the phones' reports of the rest, as the window does. Every
// result is stored once (one report a table, one logged change a result,
// under the desk's name), and the standings equal those of the same event
// with every result entered by hand. Skipped without chromium and with
// -short.
func TestChromium_Issue28_TwoDesksEnterResultsOnTwoSectionsAtOnce(t *testing.T) {
	bin := chromium(t)
	v := festival(t)
	// The test's phones all come from 127.0.0.1, where a venue's have an
	// address each: the limit of one phone's reports is raised for them.
	s := newServer(t, v.Root(), Options{Venue: v, Desk: &DeskOptions{PIN: "123456"}, ReportBurst: 1000})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	typedB, phonedB := split(roundGames(t, v, "B", 2))
	typedPair, phonedPair := split(roundGames(t, v, "pair", 2))
	require.NotEmpty(t, phonedB)
	require.NotEmpty(t, phonedPair)
	phonesB, phonesPair := make(chan struct{}), make(chan struct{})

	desk := func(t *testing.T, name string, typed []tournament.Game, reports <-chan struct{}, accept int) {
		t.Parallel()
		b := startChromium(t, bin)
		b.eval(fmt.Sprintf("location.href = %q", ts.URL+"/desk"))
		b.waitFor("document.querySelector('#pin')")
		b.eval(fmt.Sprintf("document.querySelector('#pin').value = '123456'; document.querySelector('#name').value = %q; document.querySelector('form.login').submit(); true", name))
		b.waitFor("document.querySelector('#table')")
		for _, g := range typed {
			b.eval(fmt.Sprintf("document.querySelector('#table').value = '%d'; document.querySelector('#result').value = %q; document.querySelector('form.result').submit(); true", g.Table, goResult(g.Table)))
			b.waitFor("document.querySelector('input[name=step][value=record]')")
			assert.Contains(t, b.text(), "の勝ち", "the result previewed")
			b.eval("document.querySelector('input[name=step][value=record]').form.submit(); true")
			b.waitFor(fmt.Sprintf("document.querySelector('.notice') && document.querySelector('.notice').innerText.includes(' %d 番卓：')", g.Table))
			assert.Contains(t, b.text(), "を記録しました")
		}
		if reports == nil {
			return
		}
		waitPhones(t, reports)
		// Each step waits for the page it leads to: the page left is
		// marked, so that its button or notice is not taken for the next.
		for range accept {
			b.eval(fmt.Sprintf("window.__left = true; location.href = %q", ts.URL+"/desk"))
			// The desk lists every section's reports: the phones of ペア碁の部
			// report at the same time, so the button taken is a B級 row's.
			row := "[...document.querySelectorAll('table.reports tr')].find(r => r.innerText.includes('B級') && r.querySelector('button'))"
			b.waitFor("!window.__left && " + row)
			b.eval("window.__left = true; " + row + ".querySelector('button').form.submit(); true")
			b.waitFor("!window.__left && document.querySelector('.notice') && document.querySelector('.notice').innerText.includes('を採用しました')")
		}
		b.eval(fmt.Sprintf("window.__left = true; location.href = %q", ts.URL+"/desk"))
		b.waitFor("!window.__left && document.querySelector('#table')")
		left := b.eval("[...document.querySelectorAll('table.reports tr')].some(r => r.innerText.includes('B級') && r.querySelector('button'))")
		assert.Equal(t, "false", string(left), "every report of the section accepted (ペア碁の部's may still wait)")
	}
	t.Run("at once", func(t *testing.T) {
		t.Run("A級 desk", func(t *testing.T) { desk(t, "受付デスク1", roundGames(t, v, "A", 2), nil, 0) })
		t.Run("B級 desk", func(t *testing.T) { desk(t, "受付デスク2", typedB, phonesB, len(phonedB)) })
		go phoneReports(t, ts.URL, "B", phonedB, phonesB)
		go phoneReports(t, ts.URL, "pair", phonedPair, phonesPair)
		t.Run("arbiter", func(t *testing.T) {
			t.Parallel()
			_, svc, err := v.Section("pair")
			require.NoError(t, err)
			for _, g := range typedPair {
				recordOK(t, svc, 2, g.Table, goResult(g.Table))
			}
			waitPhones(t, phonesPair)
			reps, err := svc.Reports()
			require.NoError(t, err)
			for _, rep := range reps {
				if rep.Waiting {
					_, _, err := svc.AcceptReport(rep.Round, rep.Table, rep.Seq)
					require.NoError(t, err)
				}
			}
		})
	})

	byHand := festival(t)
	for _, key := range []string{"A", "B", "pair"} {
		_, hand, err := byHand.Section(key)
		require.NoError(t, err)
		for _, g := range roundGames(t, byHand, key, 2) {
			recordOK(t, hand, 2, g.Table, goResult(g.Table))
		}
		_, svc, _ := v.Section(key)
		for _, g := range roundGames(t, v, key, 2) {
			require.NotNil(t, g.Result, "%s table %d", key, g.Table)
			assert.Equal(t, goResult(g.Table), g.Result.Text)
		}
		want, err := hand.Standings(2)
		require.NoError(t, err)
		got, err := svc.Standings(2)
		require.NoError(t, err)
		assert.Equal(t, want, got, key)
	}
	_, svcA, _ := v.Section("A")
	_, svcB, _ := v.Section("B")
	_, svcPair, _ := v.Section("pair")
	assert.Len(t, auditBy(t, svcA, "受付デスク1"), len(roundGames(t, v, "A", 2)), "each stored once, under the desk's name")
	assert.Len(t, auditBy(t, svcB, "受付デスク2"), len(roundGames(t, v, "B", 2)), "typed and accepted, each once")
	for key, svc := range map[string]*tournament.Service{"B": svcB, "pair": svcPair} {
		reps, err := svc.Reports()
		require.NoError(t, err)
		want := map[string]int{"B": len(phonedB), "pair": len(phonedPair)}[key]
		assert.Len(t, reps, want, "%s: one report a table, though each was sent three times", key)
		for _, rep := range reps {
			assert.False(t, rep.Waiting, "%s: report #%d accepted", key, rep.Seq)
		}
	}
}
