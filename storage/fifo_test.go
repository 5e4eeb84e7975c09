//go:build unix

package storage

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 23: a FIFO named x.taikai hung every verb (opening a pipe waits
// for a writer). What is not a regular file is refused at once.
func TestOpen_Issue23AFIFONamedLikeAnEventIsRefusedAtOnce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.taikai")
	require.NoError(t, syscall.Mkfifo(path, 0o600))
	for name, open := range map[string]func(string) (*Bolt, error){"Open": Open, "OpenReadOnly": OpenReadOnly} {
		err := within(t, name, func() error { _, err := open(path); return err })
		require.ErrorIs(t, err, tournament.ErrNotEventFile, name)
		assert.Contains(t, err.Error(), "not a file")
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), "パイプ")
	}
	err := within(t, "Restore", func() error { _, err := Restore(path, "1"); return err })
	require.ErrorIs(t, err, tournament.ErrNotFound, "no snapshot 1, said at once")
	require.NoError(t, within(t, "probeLock", func() error { return probeLock(path) }))
}
