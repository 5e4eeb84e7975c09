package sheets

import (
	"os"
	"testing"

	"taikai/tournament/formats"

	"taikai/tournament/games"
)

func TestMain(m *testing.M) {
	games.Register()
	formats.Register()
	os.Exit(m.Run())
}
