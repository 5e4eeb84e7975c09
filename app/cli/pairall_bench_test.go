package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"taikai/storage"
	"taikai/tournament"
)

// sixSectionsEvent writes the event of issue 24's benchmark into dir: 600
// players in 6 Go sections of 100 (the size of the Excel program clubs
// use), 4 rounds paired at once and every card entered by its venue table.
// It returns the file's path.
func sixSectionsEvent(tb testing.TB, dir string) string {
	tb.Helper()
	file := filepath.Join(dir, "six.taikai")
	var out, errw bytes.Buffer
	if code := Run(testFiles, []string{"new", file, "--name", "囲碁クラブ大会", "--date", "2025-05-05"}, &out, &errw); code != ExitOK {
		tb.Fatal(errw.String())
	}
	var csv strings.Builder
	csv.WriteString("氏名,段級位,部門\n")
	ranks := []string{"6d", "5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k", "6k", "7k", "8k", "9k", "10k"}
	for k := range 6 {
		key := string(rune('A' + k))
		if code := Run(testFiles, []string{"section", "add", file, key, "--name", key + "級", "--game", "go", "--tables", fmt.Sprintf("%d-%d", k*50+1, k*50+50),
			"--set", "rounds=10", "--set", fmt.Sprintf("seed=%d", k+1)}, &out, &errw); code != ExitOK {
			tb.Fatal(errw.String())
		}
		for i := range 100 {
			fmt.Fprintf(&csv, "%s組 選手%03d,%s,%s\n", key, i+1, ranks[(i*7+k)%len(ranks)], key)
		}
	}
	b, err := storage.Open(file)
	if err != nil {
		tb.Fatal(err)
	}
	defer b.Close()
	v := tournament.NewVenue(b)
	if _, err := v.Root().ImportParticipants([]byte(csv.String())); err != nil {
		tb.Fatal(err)
	}
	for round := 1; round <= 4; round++ {
		paired, _, err := v.PairAll()
		if err != nil || len(paired) != 6 {
			tb.Fatalf("round %d: %d sections paired: %v", round, len(paired), err)
		}
		for _, r := range paired {
			for i, g := range r.Games {
				if g.IsBye() {
					continue
				}
				res := []string{"B+R", "W+R", "B+3.5", "W+0.5"}[(i+round)%4]
				if _, _, err := v.RecordCard(g.Table, res); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return file
}

// copyEvent copies the event file src to a new file in dir.
func copyEvent(tb testing.TB, src, dir string, n int) string {
	tb.Helper()
	dst := filepath.Join(dir, fmt.Sprintf("run%d.taikai", n))
	in, err := os.Open(src)
	if err != nil {
		tb.Fatal(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		tb.Fatal(err)
	}
	if err := out.Close(); err != nil {
		tb.Fatal(err)
	}
	return dst
}

// BenchmarkPairAll_Issue24SixGoSectionsOf100Round5 is `taikai pair FILE
// --all` on the 600-player event of 6 Go sections with 4 rounds in: round 5
// of every section paired and printed (issue 24's target: under 0.5 s for
// the whole process; scripts/bench-pair-all.sh times the built binary).
// Each iteration pairs a fresh copy of the file.
func BenchmarkPairAll_Issue24SixGoSectionsOf100Round5(b *testing.B) {
	dir := b.TempDir()
	src := sixSectionsEvent(b, dir)
	n := 0
	for b.Loop() {
		b.StopTimer()
		n++
		file := copyEvent(b, src, dir, n)
		var out, errw bytes.Buffer
		b.StartTimer()
		if code := Run(testFiles, []string{"pair", file, "--all", "--format", "csv"}, &out, &errw); code != ExitOK {
			b.Fatal(errw.String())
		}
		b.StopTimer()
		if got := strings.Count(out.String(), "\n"); got != 301 {
			b.Fatalf("%d lines: want the header and 300 games", got)
		}
		os.Remove(file)
		os.RemoveAll(file + "-snapshots")
		b.StartTimer()
	}
}
