package tournament

import (
	"fmt"
	"strings"

	"golang.org/x/text/width"
)

// RankBand is the ranks (段級位) a section takes at registration when a
// participant's line names no section: 三段以上 for A級, 初段〜二段 for B級.
// From is the weakest rank of the band and To the strongest; an end left
// unknown is open.
type RankBand struct {
	From Rank `json:"from,omitzero"`
	To   Rank `json:"to,omitzero"`
}

// IsZero reports whether no band is set.
func (b RankBand) IsZero() bool { return !b.From.Known() && !b.To.Known() }

// Holds reports whether rank r is in the band (an unknown rank never is).
func (b RankBand) Holds(r Rank) bool {
	if b.IsZero() || !r.Known() {
		return false
	}
	return (!b.From.Known() || !b.From.Stronger(r)) && (!b.To.Known() || !r.Stronger(b.To))
}

// Overlaps reports whether a rank is in both bands.
func (b RankBand) Overlaps(o RankBand) bool {
	if b.IsZero() || o.IsZero() {
		return false
	}
	// Each band's weakest end is below the other's strongest.
	below := func(from Rank, to Rank) bool { return !from.Known() || !to.Known() || !from.Stronger(to) }
	return below(b.From, o.To) && below(o.From, b.To)
}

// String writes the band as the arbiter reads it: 三段以上, 初段〜二段,
// 5級以下, 1級 (one rank).
func (b RankBand) String() string { return b.write(bandJa, Rank.Japanese) }

// English writes the band in English: 3d and up, up to 5k, 1d-2d, 1k.
func (b RankBand) English() string { return b.write(bandEn, Rank.String) }

func (b RankBand) write(w bandWords, name func(Rank) string) string {
	return w.write(name(b.From), name(b.To), b.From.Known(), b.To.Known(), b.From == b.To)
}

// ParseRankBand reads a band: "3d-" or 三段以上 (and up), "-5k" or 5級以下
// (and down), "1d-2d", 初段〜二段 (either order), 1級 (that rank only).
func ParseRankBand(s string) (RankBand, error) {
	t := strings.TrimSpace(width.Fold.String(s))
	bad := func() (RankBand, error) {
		return RankBand{}, newProblem(ErrInvalidInput, "the ranks \"%s\" are not a band: write 3d- (三段以上), -5k (5級以下) or 1d-2d (初段〜二段)",
			"段級位の範囲「%s」が読めません。三段以上、5級以下、初段〜二段 のように書いてください", s)
	}
	var b RankBand
	rank := func(end string) (Rank, bool) {
		r, err := ParseRank(end)
		return r, err == nil && r.Known()
	}
	if !readBand(t, &b.From, &b.To, rank) || b.IsZero() {
		return bad()
	}
	if b.From.Known() && b.To.Known() && b.From.Stronger(b.To) {
		b.From, b.To = b.To, b.From
	}
	return b, nil
}

// sectionByRank returns the one section whose band holds participant p:
// its band of ranks holds p's rank, or its band of ratings p's rating
// (classes made by rating).
func sectionByRank(list []Section, p Participant) (Section, error) {
	var hits []Section
	banded, rated := false, false
	for _, s := range list {
		banded = banded || !s.Ranks.IsZero() || !s.Ratings.IsZero()
		rated = rated || !s.Ratings.IsZero()
		if s.Ranks.Holds(p.Rank) || s.Ratings.Holds(p.Rating) {
			hits = append(hits, s)
		}
	}
	r := p.Rank
	switch {
	case len(hits) == 1:
		return hits[0], nil
	case len(hits) > 1:
		return Section{}, newProblem(ErrInvalidInput, "sections %s and %s both take %s (one by rank, one by rating): give the section (a CSV's 部門 column or --section)",
			"部門 %s と %s のどちらにも当たります（段級位と レーティング）。部門（CSV の「部門」列か --section）を指定してください", hits[0].Label(), hits[1].Label(), p.Name)
	case !banded:
		return Section{}, newProblem(ErrInvalidInput, "no section: the event has several, give the section (a CSV's 部門 column, --section, or the section shown)",
			"部門がありません。この大会には複数の部門があるので、部門を指定してください（CSV の「部門」列、--section、または表示中の部門）")
	case rated && p.Rating == 0 && !r.Known():
		return Section{}, newProblem(ErrInvalidInput, "no section and no rank or rating to choose one by its band: give the section (a CSV's 部門 column or --section), the rank or the rating",
			"部門がなく、段級位もレーティングもないため部門を決められません。部門（CSV の「部門」列か --section）か段級位・レーティングを指定してください")
	case rated && p.Rating > 0:
		return Section{}, newProblem(ErrInvalidInput, "no section's ratings hold %d: give the section (a CSV's 部門 column or --section)", "レーティング %d に当たる部門がありません。部門（CSV の「部門」列か --section）を指定してください", p.Rating)
	case !r.Known():
		return Section{}, newProblem(ErrInvalidInput, "no section and no rank to choose one by its ranks: give the section (a CSV's 部門 column or --section) or the rank",
			"部門がなく、段級位もないため部門を決められません。部門（CSV の「部門」列か --section）か段級位を指定してください")
	}
	return Section{}, newProblem(ErrInvalidInput, "no section's ranks hold %s: give the section (a CSV's 部門 column or --section)", "段級位 %s に当たる部門がありません。部門（CSV の「部門」列か --section）を指定してください", r.Japanese())
}

// bandNote is the band for the audit log.
func bandNote(b RankBand) string {
	if b.IsZero() {
		return ""
	}
	return fmt.Sprintf(", ranks %s", b)
}

// ratingNote is the band of ratings for the audit log.
func ratingNote(b RatingBand) string {
	if b.IsZero() {
		return ""
	}
	return fmt.Sprintf(", ratings %s", b.English())
}
