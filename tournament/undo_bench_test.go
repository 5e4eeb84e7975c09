package tournament_test

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"taikai/storage"
	"taikai/tournament"
)

// benchEvent1000 writes an Othello event file of 1,000 participants with
// six rounds paired by the engine and every result in, and returns its path.
// The results of a round are written in one transaction, as RecordResult
// stores them, so that the file is made in seconds, not in 3,000 fsyncs.
func benchEvent1000(b *testing.B) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "bench.taikai")
	f, err := storage.Create(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	s := tournament.NewService(f, tournament.WithoutHistory())
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "bench"}, map[string]string{"seed": "42"}, today)
	if err != nil {
		b.Fatal(err)
	}
	if err := s.Create(ev); err != nil {
		b.Fatal(err)
	}
	if _, err := s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(1000, 1))); err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for n := 1; n <= 6; n++ {
		r, err := s.PairNextRound()
		if err != nil {
			b.Fatal(err)
		}
		err = f.Update(func(w tournament.Writer) error {
			for i, g := range r.Games {
				if g.IsBye() {
					continue
				}
				x := rng.IntN(65)
				text := fmt.Sprintf("%d-%d", x, 64-x)
				r.Games[i].Result = &tournament.Result{Text: text, Entered: text, Arbiter: "bench", Recorded: today}
			}
			return w.PutRound(r)
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	return path
}

func copyFile(b *testing.B, from, to string) {
	b.Helper()
	src, err := os.Open(from)
	if err != nil {
		b.Fatal(err)
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		b.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkRecordResult1000Players corrects one result of round 6 of a
// 1,000-player event file, alternating two results: one transaction with
// its fsync, with and without the undo history (the event before and after
// the change).
func BenchmarkRecordResult1000Players(b *testing.B) {
	path := benchEvent1000(b)
	for _, bm := range []struct {
		name string
		opts []tournament.Option
	}{
		{"history", nil},
		{"no-history", []tournament.Option{tournament.WithoutHistory()}},
	} {
		b.Run(bm.name, func(b *testing.B) {
			own := filepath.Join(b.TempDir(), "bench.taikai")
			copyFile(b, path, own)
			f, err := storage.Open(own)
			if err != nil {
				b.Fatal(err)
			}
			defer f.Close()
			s := tournament.NewService(f, bm.opts...)
			results := []string{"40-24", "24-40"}
			i := 0
			for b.Loop() {
				if _, err := s.RecordResult(6, 1, results[i%2]); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

// BenchmarkUndoRecordResult1000Players undoes and redoes one result of
// the same event.
func BenchmarkUndoRecordResult1000Players(b *testing.B) {
	path := benchEvent1000(b)
	f, err := storage.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	s := tournament.NewService(f)
	if _, err := s.RecordResult(6, 1, "40-24"); err != nil {
		b.Fatal(err)
	}
	i := 0
	for b.Loop() {
		if i%2 == 0 {
			_, err = s.Undo()
		} else {
			_, err = s.Redo()
		}
		if err != nil {
			b.Fatal(err)
		}
		i++
	}
}
