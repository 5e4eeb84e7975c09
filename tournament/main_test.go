package tournament_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/gametest"
)

func TestMain(m *testing.M) {
	os.Exit(gametest.Run(m))
}

// handicapOf is the 手合割 game g of s's event was seated with, as screens
// and sheets read it (nil: none).
func handicapOf(t testing.TB, s *tournament.Service, g tournament.Game) *tournament.Handicap {
	t.Helper()
	ev, err := s.Event()
	require.NoError(t, err)
	return tournament.GameHandicap(ev, g)
}
