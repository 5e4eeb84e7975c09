package sheets

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/internal/jacheck"
	"taikai/tournament"
)

// demoNames are the words of event s that the arbiter typed (names,
// readings, clubs, the event's name and venue): never a leak.
func demoNames(t *testing.T, s *tournament.Service) []string {
	t.Helper()
	ev, err := s.Event()
	require.NoError(t, err)
	ps, err := s.Participants()
	require.NoError(t, err)
	names := []string{ev.Name, ev.Venue, "審判"}
	for _, p := range ps {
		names = append(names, p.Name, p.Reading, p.Club)
	}
	return names
}

// TestSheets_Issue16EverySheetOfTheFourDemosIsJapanese prints every sheet
// of the four demo events, for every round each sheet has, in Japanese and
// reads them back: no English word or raw code may be left.
func TestSheets_Issue16EverySheetOfTheFourDemosIsJapanese(t *testing.T) {
	for _, d := range tournament.Disciplines() {
		g := d.Kind()
		t.Run(string(g), func(t *testing.T) {
			s := atPrintTime(tournament.WithArbiter("審判"))
			require.NoError(t, s.CreateDemo(g))
			require.NoError(t, tournament.PlayDemo(s, 3))
			rs, err := s.Rounds()
			require.NoError(t, err)
			names := demoNames(t, s)
			sheets := For(g)
			require.NotEmpty(t, sheets)
			for _, sh := range sheets {
				rounds := []int{0}
				if sh.NeedsRound {
					// Every round played (or stage: a game of tables
					// numbers its stages), and two that are not.
					rounds = []int{1, 2, 3, len(rs) + 1, 9}
				}
				for _, n := range rounds {
					var buf bytes.Buffer
					if err := sh.Render(s, n, Options{Lang: tournament.Japanese, Now: printTime}, &buf); err != nil {
						// A sheet the state does not have yet says so in Japanese.
						msg := tournament.Localize(err, tournament.Japanese)
						assert.Empty(t, jacheck.Leaks(msg, names...), "%s round %d: %s", sh.Key, n, msg)
						continue
					}
					got := text(t, buf.Bytes())
					assert.Empty(t, jacheck.Leaks(got, names...), fmt.Sprintf("%s round %d", sh.Key, n))
				}
			}
		})
	}
}
