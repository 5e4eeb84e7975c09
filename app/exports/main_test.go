package exports

import (
	"testing"

	"taikai/app/internal/testmain"
)

// TestMain runs the tests with the games and formats registered.
func TestMain(m *testing.M) { testmain.Run(m) }
