package tournament_test

import (
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

type viewCounter struct {
	tournament.Store
	views atomic.Int64
}

func (c *viewCounter) View(fn func(tournament.Reader) error) error {
	c.views.Add(1)
	return c.Store.View(fn)
}

// Issue 39: a held store reads the event once for every read until it is
// released or written; what it hands out shares nothing with what it
// holds; a write ends the hold, so a change is never read stale.
func TestHeldStore_Issue39OneReadUntilAWrite(t *testing.T) {
	mem := storage.NewMemory()
	require.NoError(t, tournament.NewService(mem).CreateDemoWith("go", 12))
	c := &viewCounter{Store: mem}
	h := tournament.NewHeldStore(c)
	s := tournament.NewService(h)

	require.NoError(t, h.Hold())
	require.Equal(t, int64(1), c.views.Load())
	for range 5 {
		ps, err := s.Participants()
		require.NoError(t, err)
		ps[0].Name = "書き換え" // a caller's own copy
		_, err = s.Standings(0)
		require.NoError(t, err)
	}
	assert.Equal(t, int64(1), c.views.Load(), "every read served from the one held")
	ps, _ := s.Participants()
	assert.NotEqual(t, "書き換え", ps[0].Name, "a copy handed out shares nothing with the hold")

	_, err := s.PairNextRound() // a write ends the hold
	require.NoError(t, err)
	rs, err := s.Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 1, "the change is read, not the held state")
	assert.Greater(t, c.views.Load(), int64(1))

	h.Release()
	before := c.views.Load()
	_, err = s.Rounds()
	require.NoError(t, err)
	assert.Equal(t, before+1, c.views.Load(), "released: reads go to the store beneath")
}
