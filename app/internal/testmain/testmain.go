// Package testmain is the TestMain of the app packages' tests: the games
// and formats registered, as main registers them, before the tests run.
// Only tests import it.
package testmain

import (
	"os"
	"testing"

	"taikai/tournament/formats"
	"taikai/tournament/games"
)

// Run registers the games and the formats, runs the tests of m and exits
// with their status.
func Run(m *testing.M) {
	games.Register()
	formats.Register()
	os.Exit(m.Run())
}
