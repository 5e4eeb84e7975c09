package ui

import (
	"os"
	"testing"

	"taikai/storage"
	"taikai/tournament/gametest"
)

// testFiles are the event files the tests' windows open, as main hands
// them to Run.
var testFiles = storage.Files{}

func TestMain(m *testing.M) {
	os.Exit(gametest.Run(m))
}
