package storage

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"taikai/tournament"
)

// BenchmarkImport2000 imports 2,000 participants from a CSV into a fresh
// event file: parsing, validation, one bbolt transaction with fsync.
func BenchmarkImport2000(b *testing.B) {
	data := tournament.ParticipantsCSV(tournament.DemoParticipants(2000, 3))
	dir := b.TempDir()
	i := 0
	for b.Loop() {
		b.StopTimer()
		i++
		path := filepath.Join(dir, fmt.Sprintf("bench%d.taikai", i))
		var s *tournament.Service
		err := CreateWith(path, func(st tournament.Store) error {
			ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "bench"}, nil, time.Now())
			if err != nil {
				return err
			}
			return tournament.NewService(st).Create(ev)
		})
		if err != nil {
			b.Fatal(err)
		}
		f, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		s = tournament.NewService(f)
		b.StartTimer()
		if _, err := s.ImportParticipants(data); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		f.Close()
		b.StartTimer()
	}
}
