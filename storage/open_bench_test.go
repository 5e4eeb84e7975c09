package storage

import (
	"os"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// BenchmarkOpen1000 opens an event file of 1,000 participants with six
// rounds paired and played, as every command does after the one before:
// after a clean close (the header pages read, bbolt opened, the schema and
// the note of the last change read; cleanclose.go).
func BenchmarkOpen1000(b *testing.B) {
	path := writeEvent(b, b.TempDir(), 1000, 6)
	if st, err := os.Stat(path); err == nil {
		b.ReportMetric(float64(st.Size())/1e6, "MB")
	}
	for b.Loop() {
		f, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		f.Close()
	}
}

// BenchmarkCheck1000 is bbolt's consistency check alone on that file.
func BenchmarkCheck1000(b *testing.B) {
	path := writeEvent(b, b.TempDir(), 1000, 6)
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	for b.Loop() {
		db.View(func(tx *bolt.Tx) error {
			for err := range tx.Check() {
				b.Fatal(err)
			}
			return nil
		})
	}
}

// BenchmarkOpenBare1000 is bbolt's open and close alone, for comparison.
func BenchmarkOpenBare1000(b *testing.B) {
	path := writeEvent(b, b.TempDir(), 1000, 6)
	for b.Loop() {
		db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
		if err != nil {
			b.Fatal(err)
		}
		db.Close()
	}
}

// BenchmarkOpen4096Players10Rounds opens an event file of 4,096
// participants with ten rounds played (16 MB): after a clean close, and
// after an unclean one (the page tree walked, every record read and
// decoded, bbolt's consistency check). Issue 23: the first costs the same
// as for a small file.
func BenchmarkOpen4096Players10Rounds(b *testing.B) {
	path := writeEvent(b, b.TempDir(), 4096, 10)
	if st, err := os.Stat(path); err == nil {
		b.ReportMetric(float64(st.Size())/1e6, "MB")
	}
	for _, clean := range []bool{true, false} {
		name := "after-a-clean-close"
		if !clean {
			name = "after-an-unclean-close"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				if !clean {
					removeCleanMark(path)
				}
				f, err := Open(path)
				if err != nil {
					b.Fatal(err)
				}
				if f.trusted != clean {
					b.Fatalf("opened trusted %v", f.trusted)
				}
				f.Close()
			}
		})
	}
}

// BenchmarkPageWalk1000_Issue40 is the walk of the page tree alone (what
// every open after a copy, a restore or a move does first): the header
// pages read, every page of every bucket visited once.
func BenchmarkPageWalk1000_Issue40(b *testing.B) {
	path := writeEvent(b, b.TempDir(), 1000, 6)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := readHead(path); err != nil {
			b.Fatal(err)
		}
	}
}
