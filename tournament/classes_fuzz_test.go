package tournament_test

import (
	"errors"
	"testing"

	"taikai/tournament"
)

// A rating list, a class size and a band of ratings as a person gives them
// never panic: a list is read or refused as invalid input, every rating
// read is within bounds; a size read is within its bounds; a band read
// holds the ratings it says.
func FuzzReadRatingList_Issue27(f *testing.F) {
	for _, s := range []string{"氏名,レーティング\n山田,1850\n", "name,reading,club,rating\nA,あ,東京,\n", "氏名,レート,所属\n\"a,b\",１８５０,x\n",
		"氏名\n山田\n", "", "\xff\xfe", "氏名,レーティング,レーティング\n", "氏名,R\n山田,-1\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		list, err := tournament.ReadRatingList([]byte(s))
		if err != nil {
			if !errors.Is(err, tournament.ErrInvalidInput) {
				t.Fatalf("ReadRatingList(%q): %v", s, err)
			}
			return
		}
		for _, e := range list.Entries {
			if e.Rating < 0 || e.Rating > tournament.MaxRating || e.Name == "" {
				t.Fatalf("ReadRatingList(%q): line %+v", s, e)
			}
		}
		_ = tournament.MatchRatings([]tournament.Participant{{ID: 1, Name: "山田"}, {ID: 2, Name: "山田", Club: "東京"}}, list.Entries)
	})
}

func FuzzParseClassSizeAndRatingBand_Issue27(f *testing.F) {
	for _, s := range []string{"6-10", "8", "６〜１０", "10-6", "-", "1800-", "-1499", "1500〜1799", "1800以上", "0-0", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if z, err := tournament.ParseClassSize(s); err == nil && (z.Min < tournament.MinClassSize || z.Max > tournament.MaxClassSize || z.Min > z.Max) {
			t.Fatalf("ParseClassSize(%q) = %+v", s, z)
		}
		b, err := tournament.ParseRatingBand(s)
		if err != nil {
			return
		}
		if b.IsZero() || (b.From != 0 && !b.Holds(b.From)) || (b.To != 0 && !b.Holds(b.To)) {
			t.Fatalf("ParseRatingBand(%q) = %+v", s, b)
		}
		again, err := tournament.ParseRatingBand(b.String())
		if err != nil || again != b {
			t.Fatalf("ParseRatingBand(%q) = %+v, read back from %q as %+v, %v", s, b, b.String(), again, err)
		}
	})
}
