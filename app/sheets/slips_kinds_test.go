package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/igo"
	"taikai/tournament/othello"
	"taikai/tournament/pairgo"
	"taikai/tournament/yonin"
)

// keysFor are the keys of the sheets game kind g prints.
func keysFor(g tournament.GameKind) []string {
	var keys []string
	for _, sh := range For(g) {
		keys = append(keys, sh.Key)
	}
	return keys
}

// Issue 24: the result slips go with what a game is (played in paired
// rounds), not with a list of games; a game's own card stands in for them.
func TestSheets_Issue24EveryPairedGameGetsSlipsUnlessItsOwnCardReplacesThem(t *testing.T) {
	tournament.Register(coin{})
	for _, g := range []tournament.GameKind{othello.Kind, igo.Kind, coinKind} {
		assert.Contains(t, keysFor(g), "slips", g)
	}
	assert.Contains(t, keysFor(pairgo.Kind), "pairgo-cards")
	assert.NotContains(t, keysFor(pairgo.Kind), "slips", "Pair Go's table cards are its result slips")
	assert.NotContains(t, keysFor(yonin.Kind), "slips", "tables of four have their own score sheets")

	// The toy game's slips print: a card per table with both names.
	s := atPrintTime()
	require.NoError(t, s.CreateDemoWith(coinKind, 4))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	text := pdfText(t, s, "slips", tournament.Japanese)
	names, err := s.Names()
	require.NoError(t, err)
	assert.Contains(t, text, "1番卓")
	assert.Contains(t, text, "2番卓")
	assert.Contains(t, text, names[r.Games[0].Black])
	assert.Contains(t, text, names[r.Games[1].White])
}

// Issue 24: the pairing list writes the score before the round in what the
// game counts (tournament.Swiss.ScoreUnit): Othello's wins (1勝), the toy
// game's points (1点).
func TestSheets_Issue24ThePairingListCountsWhatTheGameCounts(t *testing.T) {
	tournament.Register(coin{})
	for _, c := range []struct {
		game        tournament.GameKind
		result      string
		counts, not string
	}{{coinKind, "表", "1点", "勝"}, {othello.Kind, "40-24", "1勝", "点"}} {
		s := atPrintTime()
		require.NoError(t, s.CreateDemoWith(c.game, 4))
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for _, g := range r.Games {
			_, err := s.RecordResult(1, g.Table, c.result)
			require.NoError(t, err, c.game)
		}
		_, err = s.PairNextRound()
		require.NoError(t, err)
		text := pdfText(t, s, "pairings", tournament.Japanese)
		assert.Contains(t, text, c.counts, c.game)
		assert.NotContains(t, text, c.not, c.game)
	}
}
