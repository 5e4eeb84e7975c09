package gametest

import (
	"testing"

	"taikai/tournament/formats"
	"taikai/tournament/games"
)

// Run registers the games and the formats, as the app does when it starts,
// then runs the tests of m; a package's TestMain is
// os.Exit(gametest.Run(m)).
func Run(m *testing.M) int {
	games.Register()
	formats.Register()
	return m.Run()
}
