package web

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 30: a shogi section's pages name the sides 先手 and 後手 (the
// pairings' columns, each player's side on the list by name and their own
// page), not 黒 and 白.
func TestPages_Issue30ShogiSaysSenteAndGote(t *testing.T) {
	svc := demoService(t, "shogi", 8)
	r, err := svc.PairNextRound()
	require.NoError(t, err)
	s := newServer(t, svc, Options{Now: fixedNow})

	body := getOK(t, s, "/")
	assert.Contains(t, body, "<th>先手</th><th>後手</th>")
	assert.NotContains(t, body, "<th>黒</th>")
	_, body = get(t, s, "/names")
	assert.Contains(t, body, "先手")
	assert.Contains(t, body, "後手")
	_, body = get(t, s, "/p/"+strconv.Itoa(r.Games[0].White))
	assert.Contains(t, body, "後手")
}
