package teams_test

import (
	"os"
	"testing"

	"taikai/tournament/gametest"
)

func TestMain(m *testing.M) {
	os.Exit(gametest.Run(m))
}
