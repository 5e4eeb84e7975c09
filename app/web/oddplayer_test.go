package web

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/storage"
	"taikai/tournament"
)

// oddGoEvent is a Go event of 5 players with the odd-player settings given,
// round 1 paired.
func oddGoEvent(t *testing.T, settings map[string]string) (*tournament.Service, tournament.Round) {
	t.Helper()
	svc := tournament.NewService(storage.NewMemory())
	set := map[string]string{"seed": "7"}
	for k, v := range settings {
		set[k] = v
	}
	r := fixtures.FiveGoPlayers(t, svc, set, time.Now())
	return svc, r
}

// The venue's pages show the waiting player (待ち合わせ) on the pairings by
// table and by name and on their own page; once paired, the added game.
func TestPages_Issue27WaitingPlayerShown(t *testing.T) {
	svc, r := oddGoEvent(t, map[string]string{"odd_player": "wait"})
	s := newServer(t, svc, Options{})
	waiter := r.Waiting[0].Player
	names, err := svc.Names()
	require.NoError(t, err)
	for _, path := range []string{"/", "/names", fmt.Sprintf("/p/%d", waiter)} {
		code, body := get(t, s, path)
		require.Equal(t, 200, code, path)
		assert.Contains(t, body, names[waiter], path)
		assert.Contains(t, body, "<em>待ち合わせ</em>", path)
	}
	recordOK(t, svc, 1, r.Games[0].Table, "B+R")
	_, _, err = svc.PairWaiting(1, waiter, r.Games[0].Table)
	require.NoError(t, err)
	_, body := get(t, s, fmt.Sprintf("/p/%d", waiter))
	assert.NotContains(t, body, "<em>待ち合わせ</em>")
	assert.Contains(t, body, "<b>3</b>", "the added game's table")
}

// 審判対局: the arbiter is 「審判」 on the pages, without a link.
func TestPages_Issue27ArbiterShownWithoutALink(t *testing.T) {
	svc, r := oddGoEvent(t, map[string]string{"odd_player": "arbiter"})
	s := newServer(t, svc, Options{})
	g := r.Games[2]
	require.True(t, g.AgainstArbiter())
	_, body := get(t, s, "/")
	assert.Contains(t, body, "<td>審判<small>")
	assert.NotContains(t, body, "/p/-1")
	_, body = get(t, s, fmt.Sprintf("/p/%d", g.Player()))
	assert.Contains(t, body, "審判")
	assert.NotContains(t, body, "/p/-1")
}
