package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// Issue 30, a new game touches no shared file: the start screen names the
// games registered (shogi with the others, in menu order), not a line
// written by hand, in Japanese and in English.
func TestStartScreen_Issue30NamesTheRegisteredGames(t *testing.T) {
	g := newTestGUI(t)
	w := g.showStart()
	t.Cleanup(w.Close)
	assert.Contains(t, texts(t, w.Content()), "オセロ・囲碁・ジュニアペア碁・四人将棋・将棋")

	g.lang = tournament.English
	assert.Equal(t, "Othello · Go · Junior Pair Go · Four-player shogi · Shogi", g.gamesLine())
}
