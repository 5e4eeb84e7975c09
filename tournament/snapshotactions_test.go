package tournament_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// snapStore is an in-memory store that remembers the snapshots asked of it.
type snapStore struct {
	*storage.Memory
	labels []string
}

func (s *snapStore) Snapshot(label string) error {
	s.labels = append(s.labels, label)
	return nil
}

// Issue 30, one seam per game: a game's own action that pairs a round is
// followed by a snapshot once the game registers it (SnapshotActions), as
// a shared pairing is; an action nobody registered takes none.
func TestSnapshotActions_Issue30AGameRegistersItsOwnPairingActions(t *testing.T) {
	st := &snapStore{Memory: storage.NewMemory()}
	s := tournament.NewService(st, tournament.WithClock(func() time.Time { return today }))
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "テスト大会", Date: "2026-11-21"}, nil, today)
	require.NoError(t, err)
	require.NoError(t, s.Create(ev))
	pair := func(action string, n int) {
		t.Helper()
		require.NoError(t, s.Update(action, func(w tournament.Writer) (string, error) {
			return "paired", w.PutRound(tournament.Round{Number: n})
		}))
	}

	pair("issue30test.unregistered", 1)
	assert.Empty(t, st.labels, "an action no game registered takes no snapshot")

	assert.False(t, tournament.IsSnapshotAction("issue30test.pair"))
	tournament.SnapshotActions("issue30test.pair")
	assert.True(t, tournament.IsSnapshotAction("issue30test.pair"))
	pair("issue30test.pair", 2)
	assert.Equal(t, []string{"round-2-paired"}, st.labels)

	assert.True(t, tournament.IsSnapshotAction("round.pair"), "the shared pairing stays one")
}
