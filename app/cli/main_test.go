package cli

import (
	"os"
	"testing"

	"taikai/storage"
	"taikai/tournament/gametest"
)

// testFiles are the event files the tests hand Run, as main does.
var testFiles = storage.Files{}

// TestMain runs the tests with the games and formats registered.
func TestMain(m *testing.M) { os.Exit(gametest.Run(m)) }
