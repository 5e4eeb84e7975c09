package shogi_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	"taikai/tournament/shogi"
)

// Issue 30: a shogi game's sides are 先手 and 後手 wherever they are named
// (SideNamer); the other games keep 黒 and 白, and a list of the venue
// mixing both says 先手 and 後手, which every game's sides are.
func TestShogi_Issue30SidesAreSenteAndGote(t *testing.T) {
	first, second := tournament.SideNames(shogi.Kind)
	assert.Equal(t, tournament.Text{En: "Sente", Ja: "先手"}, first)
	assert.Equal(t, tournament.Text{En: "Gote", Ja: "後手"}, second)
	first, second = tournament.SideHeaders(shogi.Kind)
	assert.Equal(t, "先手", first.Ja, "the header needs no （先手） after 先手")
	assert.Equal(t, "後手", second.Ja)

	first, second = tournament.SideNames("othello")
	assert.Equal(t, "黒", first.Ja)
	assert.Equal(t, "White", second.En)
	first, second = tournament.SideHeaders("go")
	assert.Equal(t, "黒（先手）", first.Ja)
	assert.Equal(t, "White (second)", second.En)
	assert.Equal(t, "後手", tournament.SideOf(shogi.Kind, tournament.White).Ja)

	first, _ = tournament.SideHeadersOf("go", "othello")
	assert.Equal(t, "黒（先手）", first.Ja)
	first, second = tournament.SideHeadersOf("go", shogi.Kind)
	assert.Equal(t, "先手", first.Ja)
	assert.Equal(t, "Second", second.En)
}
