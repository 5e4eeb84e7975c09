package tournament

import (
	"strconv"
	"strings"

	"golang.org/x/text/width"
)

// RatingBand is the ratings (レーティング) a section takes at registration
// when a participant's line names no section: 1800以上 for A級, 1500〜1799
// for B級. From is the lowest rating of the band and To the highest; an
// end left 0 is open. A participant without a rating is in no band.
type RatingBand struct {
	From int `json:"from,omitempty"`
	To   int `json:"to,omitempty"`
}

// IsZero reports whether no band is set.
func (b RatingBand) IsZero() bool { return b.From == 0 && b.To == 0 }

// Holds reports whether rating r is in the band (no rating, 0, never is).
func (b RatingBand) Holds(r int) bool {
	return !b.IsZero() && r > 0 && (b.From == 0 || r >= b.From) && (b.To == 0 || r <= b.To)
}

// Overlaps reports whether a rating is in both bands.
func (b RatingBand) Overlaps(o RatingBand) bool {
	if b.IsZero() || o.IsZero() {
		return false
	}
	top := func(x RatingBand) int {
		if x.To == 0 {
			return MaxRating
		}
		return x.To
	}
	return max(b.From, o.From, 1) <= min(top(b), top(o))
}

// String writes the band as the arbiter reads it: 1800以上, 1500〜1799,
// 1499以下.
func (b RatingBand) String() string { return b.write(bandJa) }

// English writes the band in English: 1800 and up, 1500-1799, up to 1499.
func (b RatingBand) English() string { return b.write(bandEn) }

func (b RatingBand) write(w bandWords) string {
	return w.write(strconv.Itoa(b.From), strconv.Itoa(b.To), b.From != 0, b.To != 0, b.From == b.To)
}

// ParseRatingBand reads a band: "1800-" or 1800以上 (and up), "-1499" or
// 1499以下 (and down), "1500-1799" or 1500〜1799 (either order), 1800
// (that rating only).
func ParseRatingBand(s string) (RatingBand, error) {
	t := strings.TrimSpace(width.Fold.String(s))
	bad := func() (RatingBand, error) {
		return RatingBand{}, newProblem(ErrInvalidInput, "the ratings \"%s\" are not a band: write 1800- (1800以上), -1499 (1499以下) or 1500-1799 (1500〜1799), ratings 1 to %d",
			"レーティングの範囲「%s」が読めません。1800以上、1499以下、1500〜1799 のように書いてください（レーティングは 1〜%d）", s, MaxRating)
	}
	var b RatingBand
	rating := func(end string) (int, bool) {
		n, err := strconv.Atoi(strings.TrimSpace(end))
		return n, err == nil && n >= 1 && n <= MaxRating
	}
	if !readBand(t, &b.From, &b.To, rating) || b.IsZero() {
		return bad()
	}
	if b.From != 0 && b.To != 0 && b.From > b.To {
		b.From, b.To = b.To, b.From
	}
	return b, nil
}

// parseRatingsOf reads the band of ratings typed for section id of list:
// "-" (なし) takes the band away; a band overlapping another section's is
// refused.
func parseRatingsOf(list []Section, id int, typed string) (RatingBand, error) {
	if t := strings.TrimSpace(typed); t == "-" || t == "なし" {
		return RatingBand{}, nil
	}
	b, err := ParseRatingBand(typed)
	if err != nil {
		return RatingBand{}, err
	}
	if o, clash := ratingsClash(list, id, b); clash {
		return RatingBand{}, newProblem(ErrInvalidInput, "the ratings %s overlap those of section %s (%s)", "レーティング %s は部門 %s のレーティング（%s）と重なります",
			Text{En: b.English(), Ja: b.String()}, o.Label(), Text{En: o.Ratings.English(), Ja: o.Ratings.String()})
	}
	return b, nil
}

// ratingsClash returns the section other than id whose ratings overlap b.
func ratingsClash(list []Section, id int, b RatingBand) (Section, bool) {
	for _, s := range list {
		if s.ID != id && s.Ratings.Overlaps(b) {
			return s, true
		}
	}
	return Section{}, false
}
