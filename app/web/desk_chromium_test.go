//go:build !windows

package web

import (
	"fmt"
	"net/http/httptest"
	"testing"

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

// TestChromium_Issue28_TwoDesksEnterResultsOnTwoSectionsAtOnce: two
// headless Chromium browsers open the desk with the PIN and enter round
// 2's results of A級 and B級 card by card (typed, previewed, confirmed),
// while the arbiter's side records ペア碁の部 through its own Service.
// Every result is stored once, under the desk's name, and the standings
// equal those of the same event with every result entered by hand.
// Skipped without chromium and with -short.
func TestChromium_Issue28_TwoDesksEnterResultsOnTwoSectionsAtOnce(t *testing.T) {
	bin := chromium(t)
	v := festival(t)
	s := newServer(t, v.Root(), Options{Venue: v, Desk: &DeskOptions{PIN: "123456"}})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	desk := func(t *testing.T, key, name string) {
		t.Parallel()
		b := startChromium(t, bin)
		b.eval(fmt.Sprintf("location.href = %q", ts.URL+"/desk"))
		b.waitFor("document.querySelector('#pin')")
		b.eval(fmt.Sprintf("document.querySelector('#pin').value = '123456'; document.querySelector('#name').value = %q; document.querySelector('form.login').submit(); true", name))
		b.waitFor("document.querySelector('#table')")
		for _, g := range roundGames(t, v, key, 2) {
			b.eval(fmt.Sprintf("document.querySelector('#table').value = '%d'; document.querySelector('#result').value = %q; document.querySelector('form.result').submit(); true", g.Table, goResult(g.Table)))
			b.waitFor("document.querySelector('input[name=step][value=record]')")
			assert.Contains(t, b.text(), "の勝ち", "the result previewed")
			b.eval("document.querySelector('input[name=step][value=record]').form.submit(); true")
			b.waitFor(fmt.Sprintf("document.querySelector('.notice') && document.querySelector('.notice').innerText.includes(' %d 番卓：')", g.Table))
			assert.Contains(t, b.text(), "を記録しました")
		}
	}
	t.Run("at once", func(t *testing.T) {
		t.Run("A級 desk", func(t *testing.T) { desk(t, "A", "受付デスク1") })
		t.Run("B級 desk", func(t *testing.T) { desk(t, "B", "受付デスク2") })
		t.Run("arbiter", func(t *testing.T) {
			t.Parallel()
			_, svc, err := v.Section("pair")
			require.NoError(t, err)
			for _, g := range roundGames(t, v, "pair", 2) {
				_, err := svc.RecordResult(2, g.Table, goResult(g.Table))
				require.NoError(t, err)
			}
		})
	})

	byHand := festival(t)
	for _, key := range []string{"A", "B", "pair"} {
		_, hand, err := byHand.Section(key)
		require.NoError(t, err)
		for _, g := range roundGames(t, byHand, key, 2) {
			_, err := hand.RecordResult(2, g.Table, goResult(g.Table))
			require.NoError(t, err)
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
	assert.Len(t, auditBy(t, svcA, "受付デスク1"), len(roundGames(t, v, "A", 2)), "each stored once, under the desk's name")
	assert.Len(t, auditBy(t, svcB, "受付デスク2"), len(roundGames(t, v, "B", 2)))
}
