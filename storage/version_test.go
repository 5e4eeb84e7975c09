package storage

import (
	"errors"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// txVersion is the id a read transaction of b sees: what Version answered
// before it kept the id (issue 40).
func txVersion(t *testing.T, b *Bolt) uint64 {
	t.Helper()
	var v uint64
	require.NoError(t, b.view(func(tx *bolt.Tx) error { v = uint64(tx.ID()); return nil }))
	return v
}

// TestVersion_Issue40KeptIsWhatTheFileSays: the version Version keeps is
// the one a read transaction sees, after a change, a refused change, and
// while changes and reads run at once; a closed file is refused.
func TestVersion_Issue40KeptIsWhatTheFileSays(t *testing.T) {
	b, _ := newTestFile(t)
	v0, err := b.Version()
	require.NoError(t, err)
	assert.Equal(t, txVersion(t, b), v0)
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
	v1, err := b.Version()
	require.NoError(t, err)
	assert.Equal(t, txVersion(t, b), v1)
	assert.Greater(t, v1, v0)

	refused := errors.New("refused")
	require.ErrorIs(t, b.Update(func(tournament.Writer) error { return refused }), refused)
	v2, err := b.Version()
	require.NoError(t, err)
	assert.Equal(t, v1, v2, "a refused change is no change")
	assert.Equal(t, txVersion(t, b), v2)

	// Changes and reads at once (run under -race): every version read is
	// one the file had, never ahead of the file nor behind the last
	// change ended before it was asked.
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 200 {
				v, err := b.Version()
				assert.NoError(t, err)
				assert.LessOrEqual(t, v, txVersion(t, b))
			}
		}()
	}
	for range 20 {
		addReport(t, b, "40-24")
		v, err := b.Version()
		require.NoError(t, err)
		require.Equal(t, txVersion(t, b), v)
	}
	wg.Wait()

	require.NoError(t, b.Close())
	_, err = b.Version()
	assert.Error(t, err, "a closed file has no version to give")
}

// BenchmarkVersion_Issue40Parallel is the version asked by every phone's
// request at once (the live pages after a change).
func BenchmarkVersion_Issue40Parallel(b *testing.B) {
	f, err := Open(writeEvent(b, b.TempDir(), 64, 1))
	require.NoError(b, err)
	defer f.Close()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if _, err := f.Version(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
