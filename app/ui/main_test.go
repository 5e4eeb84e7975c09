package ui

import (
	"os"
	"testing"

	"taikai/storage"
	"taikai/tournament/formats"
	"taikai/tournament/games"
)

// testFiles are the event files the tests' windows open, as main hands
// them to Run.
var testFiles = storage.Files{}

func TestMain(m *testing.M) {
	games.Register()
	formats.Register()
	os.Exit(m.Run())
}
