package exports

import (
	"os"
	"testing"

	"taikai/tournament/gametest"
)

// TestMain runs the tests with the games and formats registered.
func TestMain(m *testing.M) { os.Exit(gametest.Run(m)) }
