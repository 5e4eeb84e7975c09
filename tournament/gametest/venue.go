package gametest

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// EmptyVenue is the venue of a new event named name, made on day and held
// in memory, with no section yet.
func EmptyVenue(t testing.TB, name string, day time.Time) *tournament.Venue {
	t.Helper()
	store := storage.NewMemory()
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: name}, nil, day)
	require.NoError(t, err)
	require.NoError(t, tournament.NewService(store).Create(ev))
	return tournament.NewVenue(store)
}
