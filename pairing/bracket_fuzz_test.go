package pairing

import (
	"errors"
	"slices"
	"testing"
)

// FuzzSeedBracketApart draws knockouts of entrants the bytes describe (two
// bytes an entrant: its group and place, its club; then never-pair pairs)
// and checks what any draw must hold, whatever the input: no panic; an
// invalid input refused as such; every entrant on exactly one line; the
// byes given to the top seeds (as many as there are empty lines), never
// two empty lines in one game; the conflicts within the draw's entrants
// and rounds; the same input, the same draw.
func FuzzSeedBracketApart(f *testing.F) {
	f.Add([]byte{1, 1, 1, 2, 2, 1, 2, 2}, []byte{0, 1}, false)
	f.Add([]byte{0, 3, 0, 3, 0, 3, 0, 4, 0, 4}, []byte{}, true)
	f.Add([]byte{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, []byte{0, 5, 2, 3}, true)
	f.Fuzz(func(t *testing.T, who, never []byte, hard bool) {
		var es []BracketEntrant
		for i := 0; i+1 < len(who) && len(es) < 300; i += 2 {
			g := int(who[i] % 8)
			e := BracketEntrant{Club: int(who[i+1] % 6)}
			if g > 0 {
				e.Group, e.Place = g, 1+int(who[i]>>3)%3
			}
			es = append(es, e)
		}
		apart := BracketApart{SameClub: hard}
		for i := 0; i+1 < len(never) && i < 40; i += 2 {
			if len(es) > 0 {
				apart.NeverPair = append(apart.NeverPair, [2]int{int(never[i]) % len(es), int(never[i+1]) % len(es)})
			}
		}
		b, err := SeedBracketApart(slices.Clone(es), apart)
		if err != nil {
			var ae *ApartError
			if !errors.Is(err, ErrInvalidBracket) && !errors.Is(err, ErrInvalidApart) && !errors.As(err, &ae) {
				t.Fatalf("%d entrants: unexpected error %v", len(es), err)
			}
			return
		}
		seen := make([]bool, len(es))
		for i, e := range b.Lines {
			if e == Bye {
				if other := b.Lines[i^1]; other == Bye || other >= b.Size-len(es) {
					t.Fatalf("line %d is empty against %d: the byes go to the top %d seeds", i, other, b.Size-len(es))
				}
				continue
			}
			if e < 0 || e >= len(es) || seen[e] {
				t.Fatalf("line %d: entrant %d placed twice or out of range", i, e)
			}
			seen[e] = true
		}
		if slices.Contains(seen, false) {
			t.Fatalf("an entrant has no line: %v", b.Lines)
		}
		again, err := SeedBracketApart(slices.Clone(es), apart)
		if err != nil || !slices.Equal(again.Lines, b.Lines) {
			t.Fatalf("the same input drew %v, then %v (%v)", b.Lines, again.Lines, err)
		}
		for _, c := range b.Conflicts {
			if c.A < 0 || c.B >= len(es) || c.Round < 1 || c.Round > b.Rounds() {
				t.Fatalf("conflict %+v outside the draw", c)
			}
		}
	})
}
