package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// TestDecodeCache_Issue40FilledByTheOpenCheckHandsOutCopies: an open that
// checks the file whole decodes every round into the cache (kept as
// decoded, without a copy); each read after it gets its own copy, so a
// reader changing what it got changes nothing another read sees.
func TestDecodeCache_Issue40FilledByTheOpenCheckHandsOutCopies(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 16, 2)
	removeCleanMark(path) // the whole check, as after a copy
	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	require.False(t, b.trusted, "the file was checked whole")
	b.cache.mu.Lock()
	filled := len(b.cache.rounds)
	b.cache.mu.Unlock()
	require.Equal(t, 2, filled, "the check decoded both rounds into the cache")
	read := func() []tournament.Round {
		var rs []tournament.Round
		require.NoError(t, b.View(func(r tournament.Reader) (err error) { rs, err = r.Rounds(); return }))
		return rs
	}
	first := read()
	require.Len(t, first, 2)
	want := first[0].Games[0].Result.Text
	first[0].Games[0].Result.Text = "changed by a reader"
	first[1].Games = first[1].Games[:0]
	again := read()
	assert.Equal(t, want, again[0].Games[0].Result.Text)
	assert.NotEmpty(t, again[1].Games)
}
