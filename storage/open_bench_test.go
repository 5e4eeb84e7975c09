package storage

import (
	"os"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// BenchmarkOpen1000 opens an event file of 1,000 participants with six
// rounds paired and played: the header pages read, bbolt opened, every
// record read and decoded, bbolt's consistency check (Tx.Check).
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
