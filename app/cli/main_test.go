package cli

import (
	"os"
	"testing"

	"taikai/storage"
	"taikai/tournament/formats"
	"taikai/tournament/games"
)

// testFiles are the event files the tests hand Run, as main does.
var testFiles = storage.Files{}

func TestMain(m *testing.M) {
	games.Register()
	formats.Register()
	os.Exit(m.Run())
}
