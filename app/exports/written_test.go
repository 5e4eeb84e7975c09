package exports

import (
	"bytes"
	"io"
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// written is the file write writes of s (a format's Write), required to
// succeed.
func written(t *testing.T, write func(*tournament.Service, io.Writer) error, s *tournament.Service) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, write(s, &b))
	return b.String()
}
