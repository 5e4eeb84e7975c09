package igo

import (
	"errors"
	"os"
	"testing"
)

// FuzzParseSGF: a record never panics; what it refuses is an
// ErrInvalidPosition in both languages, and what it reads is a position
// that can be counted.
func FuzzParseSGF(f *testing.F) {
	for _, s := range []string{
		"(;GM[1]FF[4]SZ[9]KM[6.5];B[ed];W[ee];B[de];W[aa];B[fe];W[ai];B[ef])",
		"(;GM[1]SZ[13]HA[2]AB[dj][jd]AW[aa:ba]PL[W];W[];B[tt](;W[gg];B[hh])(;W[cc]))",
		"(;GM[1]SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb];B[cb];W[bb])",
		"(;GM[1]SZ[19]C[a \\] comment]RE[W+R];B[pd];W[dp])",
		"(;GM[2])", "(;", "", "((;))",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec, err := ParseSGF(s)
		if err != nil {
			var pe *PositionError
			if !errors.As(err, &pe) || pe.Ja == "" || !errors.Is(err, ErrInvalidPosition) {
				t.Fatalf("ParseSGF(%q): %v is not a PositionError in both languages", s, err)
			}
			return
		}
		if _, err := CountPosition(rec.Position, rec.Komi); err != nil {
			t.Fatalf("ParseSGF(%q) read a position the count refuses: %v", s, err)
		}
	})
}

// FuzzParsePosition: a board's text never panics; what it reads writes
// back the same (Text) and counts or is refused as a PositionError.
func FuzzParsePosition(f *testing.F) {
	for _, name := range []string{"correct", "dame-forgotten", "dead-unmarked"} {
		b, err := os.ReadFile("testdata/count/" + name + ".txt")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
		f.Add("\ufeff" + string(b)) // as Windows' Notepad may save it
	}
	f.Add("●○・・・・・・・\n" + "........." + "\n")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			if !errors.Is(err, ErrInvalidPosition) {
				t.Fatalf("ParsePosition(%q): %v", s, err)
			}
			return
		}
		again, err := ParsePosition(p.Text())
		if err != nil || again.Text() != p.Text() {
			t.Fatalf("ParsePosition(%q).Text() does not read back: %v", s, err)
		}
		if _, err := CountPosition(p, 13); err != nil && !errors.Is(err, ErrInvalidPosition) {
			t.Fatalf("CountPosition: %v", err)
		}
	})
}
