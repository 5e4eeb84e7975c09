package sheets

import (
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 38: a printed sheet is 0644 like every exported file.
func TestWriteAtomic_Issue38SheetsAre0644(t *testing.T) {
	if os.PathSeparator == '\\' {
		t.Skip("Windows has no Unix permissions")
	}
	out := filepath.Join(t.TempDir(), "slips.pdf")
	require.NoError(t, writeAtomic(out, func(w io.Writer) error { _, err := w.Write([]byte("%PDF")); return err }))
	st, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
}
