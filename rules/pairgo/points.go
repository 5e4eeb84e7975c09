package pairgo

// Category is a player's handicap category (ハンデポイントの区分). A player in a
// category gets its fixed points instead of the rank's: the seed sets them for
// these players and takes "the others" (その他) from the rank at entry. When a
// player is in several categories the caller passes the highest.
type Category int

// The handicap categories of the seed.
const (
	// CategoryNone: points from the rank at entry (申し込みの時の棋力).
	CategoryNone Category = iota
	// CategoryPrefRep: has represented a prefecture in an amateur event
	// (アマチュア大会の都道府県の代表), 8 points by default.
	CategoryPrefRep
	// CategoryTitleWinner: has won an amateur title open to adults
	// (大人も参加するアマチュア・タイトル大会で優勝), 9 points by default.
	CategoryTitleWinner
	// CategoryProfessional: a professional (プロ棋士), 12 points by default.
	CategoryProfessional
)

// String returns the English name of the category.
func (c Category) String() string {
	switch c {
	case CategoryNone:
		return "by rank"
	case CategoryPrefRep:
		return "prefectural representative"
	case CategoryTitleWinner:
		return "adult amateur title winner"
	case CategoryProfessional:
		return "professional"
	}
	return "invalid category"
}

// Japanese returns the Japanese name of the category.
func (c Category) Japanese() string {
	switch c {
	case CategoryNone:
		return "段級位"
	case CategoryPrefRep:
		return "都道府県代表"
	case CategoryTitleWinner:
		return "アマチュア・タイトル優勝"
	case CategoryProfessional:
		return "プロ棋士"
	}
	return "不正な区分"
}

// Player is one partner as the handicap sees them: a rank value (n dan = n,
// n kyu = 1 − n; ignored in a category) and a category.
type Player struct {
	Rank     int
	Category Category
}

// PairPoint is a pair's ハンデポイント, or a difference of two, counted in
// halves: PairPoint(2) is 1.0 P.
type PairPoint int

// String prints the point with one decimal as the seed does: "1.0", "-2.0",
// "2.5".
func (p PairPoint) String() string { return formatHalves(int(p), true) }

// PlayerPoints returns a player's handicap point (個人のポイント): the
// category's points, or the rank value.
func (s Settings) PlayerPoints(p Player) int {
	switch p.Category {
	case CategoryProfessional:
		return s.ProfessionalPoints
	case CategoryTitleWinner:
		return s.TitleWinnerPoints
	case CategoryPrefRep:
		return s.PrefRepPoints
	}
	return p.Rank
}

// PairPoints returns the pair's ハンデポイント, (A + B) ÷ 2, in halves — that
// is, A + B.
func (s Settings) PairPoints(a, b Player) PairPoint {
	return PairPoint(s.PlayerPoints(a) + s.PlayerPoints(b))
}
