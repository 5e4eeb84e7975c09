package gametest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// Reimported is a new store held in memory with the event of x imported,
// as written in JSON and read back.
func Reimported(t testing.TB, x tournament.Export) *storage.Memory {
	t.Helper()
	data, err := x.JSON()
	require.NoError(t, err)
	back, err := tournament.DecodeExport(data)
	require.NoError(t, err)
	st := storage.NewMemory()
	require.NoError(t, tournament.ImportEvent(st, back))
	return st
}

// Ranks is the rank of every participant of s, by ID.
func Ranks(t testing.TB, s *tournament.Service) map[int]tournament.Rank {
	t.Helper()
	ps, err := s.Participants()
	require.NoError(t, err)
	rank := map[int]tournament.Rank{}
	for _, p := range ps {
		rank[p.ID] = p.Rank
	}
	return rank
}
