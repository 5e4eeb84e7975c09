package pairing

import "fmt"

// Forbidden, as the value of a penalty that allows it, means "never": the
// matching leaves such a pairing out altogether. PAPP writes this INFINI.
const Forbidden int64 = -1

// MaxPenalty bounds every penalty setting, so that sums over a long event
// stay far from overflow in the matching.
const MaxPenalty int64 = 1_000_000_000

// FirstRound says how round 1 is paired (1回戦の組合せ).
type FirstRound int

const (
	// FirstRoundDraw pairs round 1 by a seeded random draw (抽選): the same
	// seed gives the same draw. PAPP's default.
	FirstRoundDraw FirstRound = iota
	// FirstRoundByRank pairs round 1 by rank: with the players in rank order,
	// the top half meets the bottom half (1 v n/2+1, 2 v n/2+2, …); the
	// lowest-ranked player gets the bye if the count is odd.
	FirstRoundByRank
)

// Settings are the penalties of docs/rules.md §2.1's Swiss pairing (the PAPP 1.36
// model) and the round-1 method. Scores and score differences are in
// half-points; δ is a player's games as Black minus games as White. The
// pairing chosen is a perfect matching of least total penalty. Every value is
// an event setting; DefaultSettings gives PAPP's defaults, so that an event
// gets the same optimum in both programs.
type Settings struct {
	// Colour (手番の偏り) is coul: a player who would reach colour balance δ
	// after this round costs Colour[|δ|]; the last entry covers every larger
	// |δ|. Must start with 0 and not decrease.
	Colour []int64
	// SameColourAgain is added for each player who would get the colour
	// they had in the previous round.
	SameColourAgain int64
	// Float (フロート, score difference) is flot: a pair whose scores differ
	// by f half-points costs Float[f]; the last entry covers every larger f.
	// Must start with 0 and not decrease. It grows faster than linearly, so
	// one big float costs more than two small ones.
	Float []int64
	// FloatSameDirection is added for each player who floats (meets a
	// higher or a lower score) in the same direction as in their last game.
	FloatSameDirection int64
	// FloatOppositeDirection is subtracted for each player who floats in the
	// opposite direction to their last game, as PAPP's COMPENSATION_FLOATS
	// does: from round 3 on, and only if that float was upward and the
	// player lost the previous round (or missed it), or it was downward and
	// they won the previous round. The float part of a pair never goes below
	// zero.
	FloatOppositeDirection int64
	// RematchSameColours (同色での再戦) is the cost of a repeat game for each
	// earlier game the two played with the same colours; Forbidden by
	// default.
	RematchSameColours int64
	// RematchOppositeColours (再戦) is the cost for each earlier game the two
	// played with the colours the other way round.
	RematchOppositeColours int64
	// RematchPreviousRound is added when the two met in the previous round.
	RematchPreviousRound int64
	// SameAffiliation (同じ所属) is the cost of pairing two players of the
	// same club or prefecture. An empty affiliation matches nobody.
	SameAffiliation int64
	// Elitism keeps unavoidable floats low in the standings: a pair whose
	// scores differ by f costs Elitism[r−1] × (Si + Sj) × f / 2 in round r;
	// the last entry covers every later round.
	Elitism []int64
	// SecondBye (2回目の不戦勝) is the cost of a bye for each bye the player
	// already had; Forbidden by default.
	SecondBye int64
	// ByePreviousRound is added for a bye to a player who had the bye in the
	// previous round.
	ByePreviousRound int64
	// FirstRound is how round 1 is paired.
	FirstRound FirstRound
}

// DefaultSettings returns PAPP 1.36's default penalties (docs/rules.md §2.1) with a
// seeded draw for round 1.
func DefaultSettings() Settings {
	return Settings{
		Colour:          []int64{0, 20, 105, 225, 530, 1075},
		SameColourAgain: 15,
		Float: []int64{
			0, 20000, 40588, 62785, 87119, 114041, 143998, 177453, 214908,
			256910, 304062, 357037, 416582, 483534, 558828, 643514, 738767,
			845906, 966413, 1101949, 1254381, 1425805, 1618578, 1835345, 2079081,
		},
		FloatSameDirection:     25,
		FloatOppositeDirection: 10,
		RematchSameColours:     Forbidden,
		RematchOppositeColours: 5_000_000,
		RematchPreviousRound:   1,
		SameAffiliation:        2,
		Elitism:                []int64{100, 100, 100, 200, 200, 300, 300, 300, 300, 400},
		SecondBye:              Forbidden,
		ByePreviousRound:       1,
		FirstRound:             FirstRoundDraw,
	}
}

// Validate reports the first setting out of range, wrapping
// ErrInvalidSettings.
func (s Settings) Validate() error {
	table := func(name string, t []int64, zeroFirst, monotone bool) error {
		if len(t) == 0 {
			return fmt.Errorf("%s: the table is empty: %w", name, ErrInvalidSettings)
		}
		if zeroFirst && t[0] != 0 {
			return fmt.Errorf("%s: the first entry must be 0, not %d: %w", name, t[0], ErrInvalidSettings)
		}
		for i, v := range t {
			if v < 0 || v > MaxPenalty {
				return fmt.Errorf("%s[%d] = %d is outside 0…%d: %w", name, i, v, MaxPenalty, ErrInvalidSettings)
			}
			if monotone && i > 0 && v < t[i-1] {
				return fmt.Errorf("%s[%d] = %d is less than the entry before it: %w", name, i, v, ErrInvalidSettings)
			}
		}
		return nil
	}
	if err := table("colour", s.Colour, true, true); err != nil {
		return err
	}
	if err := table("float", s.Float, true, true); err != nil {
		return err
	}
	if err := table("elitism", s.Elitism, false, false); err != nil {
		return err
	}
	scalars := []struct {
		name          string
		v             int64
		mayBeForbiden bool
	}{
		{"same colour again", s.SameColourAgain, false},
		{"float in the same direction", s.FloatSameDirection, false},
		{"float in the opposite direction", s.FloatOppositeDirection, false},
		{"rematch with the same colours", s.RematchSameColours, true},
		{"rematch with opposite colours", s.RematchOppositeColours, false},
		{"rematch of the previous round", s.RematchPreviousRound, false},
		{"same affiliation", s.SameAffiliation, false},
		{"second bye", s.SecondBye, true},
		{"bye in the previous round", s.ByePreviousRound, false},
	}
	for _, sc := range scalars {
		if sc.v == Forbidden && sc.mayBeForbiden {
			continue
		}
		if sc.v < 0 || sc.v > MaxPenalty {
			return fmt.Errorf("%s = %d is outside 0…%d: %w", sc.name, sc.v, MaxPenalty, ErrInvalidSettings)
		}
	}
	if s.FirstRound != FirstRoundDraw && s.FirstRound != FirstRoundByRank {
		return fmt.Errorf("first round method %d is unknown: %w", s.FirstRound, ErrInvalidSettings)
	}
	return nil
}

// at returns t[i], or the last entry when i is beyond the table.
func at(t []int64, i int) int64 {
	if i >= len(t) {
		return t[len(t)-1]
	}
	return t[i]
}
