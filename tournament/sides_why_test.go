package tournament_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 30, sides through the seam: the pairing's reason for each game
// (its "why" column), stored when the round is paired, names the sides as
// the section's game does: 先手後手の回数をそろえる in shogi, 黒白 in Othello,
// and never the other game's words.
func TestPairNextRound_Issue30WhyNamesTheGamesSides(t *testing.T) {
	// The first side wins at odd tables, the second at even ones: round 2
	// meets winners of either side.
	wins := map[tournament.GameKind][2]string{"shogi": {"後手勝ち", "先手勝ち"}, "othello": {"24-40", "40-24"}}
	for _, c := range sidesCases {
		t.Run(string(c.game), func(t *testing.T) {
			s := fzDemo(t, c.game, 12)
			for n := 1; n <= 2; n++ {
				_, err := s.PairNextRound()
				require.NoError(t, err)
				resultAll(t, s, n, func(g tournament.Game) string { return wins[c.game][g.Table%2] })
			}
			r, err := s.Round(2)
			require.NoError(t, err)
			var all, allEn string
			for _, g := range r.Games {
				all += g.Why.Ja + "\n"
				allEn += g.Why.En + "\n"
			}
			other := map[bool]string{true: "白", false: "後手"}[c.game == "shogi"]
			assert.Contains(t, all, "手番: ")
			assert.Contains(t, all, c.both+"の回数をそろえる ("+c.first+"の人は", "round 2 evens the sides out")
			assert.NotContains(t, all, c.not)
			assert.NotContains(t, all, other)
			assert.Contains(t, allEn, "balance ("+c.en+" δ=")
			if c.game == "shogi" {
				assert.False(t, strings.Contains(allEn, "Black") || strings.Contains(allEn, "White"), allEn)
			}
		})
	}
}
