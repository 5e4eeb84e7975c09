package sheets

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
)

// oddGo is a Go event of 5 players with the odd-player mode given, round 1
// paired.
func oddGo(t *testing.T, mode string) (*tournament.Service, tournament.Round) {
	t.Helper()
	s := atPrintTime()
	r := fixtures.FiveGoPlayers(t, s, map[string]string{"seed": "7", "odd_player": mode}, printTime)
	return s, r
}

// The pairing lists name the waiting player (待ち合わせ) after the tables,
// and list them by name without a table.
func TestPairings_Issue27WaitingPlayerOnTheLists(t *testing.T) {
	s, r := oddGo(t, "wait")
	names, err := s.Names()
	require.NoError(t, err)
	who := names[r.Waiting[0].Player]
	assert.Contains(t, pdfText(t, s, "pairings", tournament.Japanese), "待ち合わせ："+who)
	assert.Regexp(t, who+`\s+—\s+待ち合わせ`, pdfText(t, s, "pairings-by-name", tournament.Japanese))
	assert.Contains(t, pdfText(t, s, "pairings", tournament.English), "Waiting (待ち合わせ): "+who)
}

// 審判対局 on the lists and the slip: 「審判」 is the opponent, with no
// number, club or score, and has no line of its own by name; the slip is a
// Go slip of an even game.
func TestPairings_Issue27ArbiterOnTheListsAndTheSlip(t *testing.T) {
	s, r := oddGo(t, "arbiter")
	g := r.Games[2]
	require.True(t, g.AgainstArbiter())
	byTable := pdfText(t, s, "pairings", tournament.Japanese)
	assert.Contains(t, byTable, "審判")
	assert.NotContains(t, byTable, "No.-1")
	byName := pdfText(t, s, "pairings-by-name", tournament.Japanese)
	assert.Equal(t, 1, strings.Count(byName, "審判"), "審判 is an opponent only")
	slips := pdfText(t, s, "slips", tournament.Japanese)
	assert.Contains(t, slips, "審判")
	assert.Contains(t, slips, "互先（審判対局）")
	assert.Contains(t, slips, "目数・中押し", "a Go slip")
}
