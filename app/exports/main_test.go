package exports

import (
	"os"
	"testing"

	"taikai/tournament/games"
)

func TestMain(m *testing.M) {
	games.Register()
	os.Exit(m.Run())
}
