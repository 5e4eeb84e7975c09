package sheets

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/app/internal/fixtures"
	"taikai/tournament"
)

// schema5Venue opens a copy of storage/testdata/schema5.taikai: an event
// written by the Taikai whose games kept their own fields in the shared
// Game and Participant (schema 5): an Othello section (main) with its final
// decided by the hidden disc's draw-win right, a Go section (go) with
// handicap games, a Pair Go section (pair) with pair points and rotation
// errors.
func schema5Venue(t *testing.T) *tournament.Venue {
	t.Helper()
	return fixtures.Schema5Venue(t)
}

// The sheets of an event written before the games' own fields moved into
// their records (Game.Extra, Participant.Extra) read as they did then: the
// golden files were written by that Taikai (go test -update on it).
func TestSheets_Issue26ASchema5FilePrintsAsBefore(t *testing.T) {
	v := schema5Venue(t)
	for _, tc := range []struct {
		section, key string
		round        int
	}{
		{"main", "slips", 7},
		{"main", "certification", 0},
		{"main", "standings", 6},
		{"go", "pairings", 2},
		{"go", "pairings-by-name", 2},
		{"go", "slips", 2},
		{"go", "standings", 1},
		{"pair", "pairgo-cards", 2},
		{"pair", "pairings", 2},
		{"pair", "standings", 1},
	} {
		for _, lang := range []tournament.Lang{tournament.Japanese, tournament.English} {
			name := fmt.Sprintf("schema5-%s-%s-%d-%s", tc.section, tc.key, tc.round, lang)
			t.Run(name, func(t *testing.T) {
				sec, s, err := v.Section(tc.section)
				require.NoError(t, err)
				golden(t, name, text(t, renderSheet(t, s, sec.Game, tc.key, tc.round, lang)))
			})
		}
	}
	for _, lang := range []tournament.Lang{tournament.Japanese, tournament.English} {
		name := fmt.Sprintf("schema5-venue-pairings-%s", lang)
		t.Run(name, func(t *testing.T) {
			sh, ok := LookupVenue("pairings")
			require.True(t, ok)
			var buf bytes.Buffer
			require.NoError(t, sh.Render(v, Options{Lang: lang, Now: printTime}, &buf))
			golden(t, name, text(t, buf.Bytes()))
		})
	}
}
