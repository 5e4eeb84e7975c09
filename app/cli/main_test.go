package cli

import (
	"testing"

	"taikai/app/internal/testmain"
	"taikai/storage"
)

// testFiles are the event files the tests hand Run, as main does.
var testFiles = storage.Files{}

// TestMain runs the tests with the games and formats registered.
func TestMain(m *testing.M) { testmain.Run(m) }
