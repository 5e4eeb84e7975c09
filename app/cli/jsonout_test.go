package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"
)

// readJSON reads the JSON output text as a T, required to be JSON of it.
func readJSON[T any](t *testing.T, text string) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal([]byte(text), &v))
	return v
}
