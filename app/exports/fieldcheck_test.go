package exports

import (
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// checksField checks a game's check of a participant field as typed: each
// of good reads as its value, each of bad is refused as invalid input
// saying msg in Japanese.
func checksField(t *testing.T, check func(string) (string, error), good map[string]string, bad []string, msg string) {
	t.Helper()
	for in, want := range good {
		got, err := check(in)
		require.NoError(t, err, in)
		require.Equal(t, want, got, in)
	}
	for _, b := range bad {
		_, err := check(b)
		require.ErrorIs(t, err, tournament.ErrInvalidInput, b)
		require.Contains(t, tournament.Localize(err, tournament.Japanese), msg, b)
	}
}
