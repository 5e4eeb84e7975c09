package tournament_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats"
	"taikai/tournament/games"
)

func TestMain(m *testing.M) {
	games.Register()
	formats.Register()
	os.Exit(m.Run())
}

// handicapOf is the 手合割 game g of s's event was seated with, as screens
// and sheets read it (nil: none).
func handicapOf(t testing.TB, s *tournament.Service, g tournament.Game) *tournament.Handicap {
	t.Helper()
	ev, err := s.Event()
	require.NoError(t, err)
	return tournament.GameHandicap(ev, g)
}
