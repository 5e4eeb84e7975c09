package sheets

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 30: a shogi section's pairing lists (and the shared slips, which
// shogi replaces with its own) name the sides 先手
// and 後手, not 黒（先手）and 白（後手）; an Othello section's keep them.
func TestSheets_Issue30ShogiSheetsSaySenteAndGote(t *testing.T) {
	for _, tt := range []struct {
		game          string
		first, second string // the headers
		colour        string // the first side in the list by name
		not           string
	}{
		{"shogi", "先手", "後手", "先手", "黒"},
		{"othello", "黒（先手）", "白（後手）", "黒", ""},
	} {
		t.Run(tt.game, func(t *testing.T) {
			s := atPrintTime()
			require.NoError(t, s.CreateDemoWith(tournament.GameKind(tt.game), 8))
			_, err := s.PairNextRound()
			require.NoError(t, err)
			for _, key := range []string{"pairings", "slips", "pairings-by-name"} {
				sh, ok := Lookup(tournament.GameKind(tt.game), key)
				if !ok {
					sh, ok = Lookup("go", key) // the shared sheet, drawn for the section
				}
				require.True(t, ok, key)
				var buf bytes.Buffer
				require.NoError(t, sh.Render(s, 1, Options{Lang: tournament.Japanese, Now: printTime}, &buf))
				got := text(t, buf.Bytes())
				if key == "pairings-by-name" {
					// The colour column says each player's side.
					assert.Contains(t, got, tt.colour, key)
				} else {
					assert.Contains(t, got, tt.first, key)
					assert.Contains(t, got, tt.second, key)
				}
				if tt.not != "" {
					assert.NotContains(t, got, tt.not, key)
				}
			}
		})
	}
}
