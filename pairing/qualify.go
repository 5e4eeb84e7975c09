package pairing

import (
	"errors"
	"fmt"
	"slices"
)

// This file holds the rules of a 2勝通過2敗失格 stage (予選: two wins qualify,
// two losses eliminate; the numbers are settings, 3勝通過2敗失格 is also
// played) and where a stage stands. qualify_pair.go pairs its rounds.

// ErrQualifyRematch means that every pairing of the round repeats a game
// (再戦) and the stage's rules forbid rematches: the arbiter pairs by hand or
// allows rematches.
var ErrQualifyRematch = errors.New("every pairing repeats a game and rematches are not allowed")

// ErrQualifyLonePlayer means that one player is still in, with nobody to
// play, and the bye counts as nothing: no round can change their record, so
// the rules do not say how the stage ends. The arbiter decides.
var ErrQualifyLonePlayer = errors.New("one player is left with nobody to play and a bye counts as nothing")

// QualifyBye is what happens to the odd player of a round (不戦勝 or 休み)
// in a 2勝通過2敗失格 stage. It has no default: the zero value is invalid, so
// that the section's settings must say which rule the event plays.
type QualifyBye int

const (
	// QualifyByeWin: the bye is a win (不戦勝, 1勝扱い). It goes where it
	// leaves the fewest and nearest floats; among equal choices, to the
	// lowest record, then to the lowest-ranked player.
	QualifyByeWin QualifyBye = iota + 1
	// QualifyByeNothing: the odd player sits the round out (休み): no win,
	// no loss. It goes where the bye of QualifyByeWin would go. A player
	// sitting out still counts as having had a bye.
	QualifyByeNothing
	// QualifyByeLowestRecord: the bye is a win and goes to a player of the
	// lowest record in the round (最下位の成績の者に不戦勝), the
	// lowest-ranked among equals, even if that costs a float.
	QualifyByeLowestRecord
)

// CountsAsWin reports whether a player given this bye scores a win.
func (b QualifyBye) CountsAsWin() bool {
	return b == QualifyByeWin || b == QualifyByeLowestRecord
}

// String names the rule in English.
func (b QualifyBye) String() string {
	switch b {
	case QualifyByeWin:
		return "the bye is a win"
	case QualifyByeNothing:
		return "the bye counts as nothing"
	case QualifyByeLowestRecord:
		return "the lowest record gets the bye, as a win"
	}
	return fmt.Sprintf("unknown bye rule %d", int(b))
}

// WinLoss is a player's record in the stage (成績): wins (勝) and losses
// (敗). A draw or an unplayed game is neither.
type WinLoss struct {
	Wins, Losses int
}

// String writes the record the Japanese way, e.g. "1勝1敗".
func (r WinLoss) String() string {
	return fmt.Sprintf("%d勝%d敗", r.Wins, r.Losses)
}

// compareRecords orders records from the lowest: fewer wins minus losses,
// then fewer wins. When everyone has played the same number of rounds this
// is simply fewer wins.
func compareRecords(a, b WinLoss) int {
	if d := (a.Wins - a.Losses) - (b.Wins - b.Losses); d != 0 {
		return d
	}
	return a.Wins - b.Wins
}

// recordDistance is how far apart two records are: the wins and losses that
// differ (|Δwins| + |Δlosses|). After the same number of rounds, records one
// result apart (2勝0敗 and 1勝1敗) are 2 apart; a round sat out is 1.
func recordDistance(a, b WinLoss) int {
	return abs(a.Wins-b.Wins) + abs(a.Losses-b.Losses)
}

// QualifyRules are the settings of a 2勝通過2敗失格 stage.
type QualifyRules struct {
	// Wins qualify (通過): a player with this many wins is through. At
	// least 1.
	Wins int
	// Losses eliminate (失格): a player with this many losses is out. At
	// least 1.
	Losses int
	// Bye is the rule for the odd player of a round; it has no default.
	Bye QualifyBye
	// AllowRematch lets a round repeat a game (再戦) when every pairing
	// would; then the fewest rematches are paired. When false such a round
	// is ErrQualifyRematch.
	AllowRematch bool
}

// Validate reports the first rule out of range, wrapping ErrInvalidSettings.
func (r QualifyRules) Validate() error {
	switch {
	case r.Wins < 1:
		return fmt.Errorf("wins to qualify = %d: at least 1 win must qualify: %w", r.Wins, ErrInvalidSettings)
	case r.Losses < 1:
		return fmt.Errorf("losses to be eliminated = %d: at least 1 loss must eliminate: %w", r.Losses, ErrInvalidSettings)
	case r.Wins > MaxRounds || r.Losses > MaxRounds || r.Wins+r.Losses-1 > MaxRounds:
		return fmt.Errorf("%d wins to qualify and %d losses to be eliminated take more than %d rounds: %w",
			r.Wins, r.Losses, MaxRounds, ErrInvalidSettings)
	case r.Bye != QualifyByeWin && r.Bye != QualifyByeNothing && r.Bye != QualifyByeLowestRecord:
		return fmt.Errorf("%v: choose what the bye is (a win, nothing, or a win for the lowest record): %w",
			r.Bye, ErrInvalidSettings)
	}
	return nil
}

// RoundsBound is the most rounds the stage can take when every player still
// in plays or gets a bye that is a win every round: W+L−1. Each such round
// adds a win or a loss to every player still in, and a player with W+L−1
// results has W wins or L losses. A bye that counts as nothing adds a round
// for the player who sits out.
func (r QualifyRules) RoundsBound() int {
	return r.Wins + r.Losses - 1
}

// Qualified reports whether the record has the wins to qualify (通過).
func (r QualifyRules) Qualified(rec WinLoss) bool { return rec.Wins >= r.Wins }

// Eliminated reports whether the record has the losses to be eliminated
// (失格).
func (r QualifyRules) Eliminated(rec WinLoss) bool { return rec.Losses >= r.Losses }

// checkRecord refuses a record the stage cannot produce: negative counts,
// more wins than qualify, more losses than eliminate, or both at once (a
// player stops at whichever comes first).
func (r QualifyRules) checkRecord(id int, rec WinLoss) error {
	switch {
	case rec.Wins < 0 || rec.Losses < 0:
		return fmt.Errorf("player %d has a negative record %v: %w", id, rec, ErrInvalidPlayers)
	case rec.Wins > r.Wins:
		return fmt.Errorf("player %d has %d wins, past the %d that qualify: %w", id, rec.Wins, r.Wins, ErrInvalidPlayers)
	case rec.Losses > r.Losses:
		return fmt.Errorf("player %d has %d losses, past the %d that eliminate: %w", id, rec.Losses, r.Losses, ErrInvalidPlayers)
	case r.Qualified(rec) && r.Eliminated(rec):
		return fmt.Errorf("player %d has both %d wins and %d losses, but stops at the first: %w",
			id, rec.Wins, rec.Losses, ErrInvalidPlayers)
	}
	return nil
}

// QualifyStatus is where a 2勝通過2敗失格 stage stands. Each list holds
// player IDs in increasing order.
type QualifyStatus struct {
	// Qualified have the wins to qualify (通過).
	Qualified []int
	// Eliminated have the losses to be eliminated (失格).
	Eliminated []int
	// StillIn have neither and play the next round.
	StillIn []int
	// Ended is true when nobody is still in (予選終了).
	Ended bool
}

// QualifyStatusOf sorts the players of a stage by their records (player ID
// → record) into qualified, eliminated and still in. It refuses invalid rules
// (ErrInvalidSettings), an empty stage, and records the stage cannot produce
// (ErrInvalidPlayers).
func QualifyStatusOf(rules QualifyRules, records map[int]WinLoss) (QualifyStatus, error) {
	var st QualifyStatus
	if err := rules.Validate(); err != nil {
		return st, fmt.Errorf("qualify stage: %w", err)
	}
	if len(records) == 0 {
		return st, fmt.Errorf("qualify stage: no players: %w", ErrInvalidPlayers)
	}
	for id, rec := range records {
		if err := rules.checkRecord(id, rec); err != nil {
			return QualifyStatus{}, fmt.Errorf("qualify stage: %w", err)
		}
		switch {
		case rules.Qualified(rec):
			st.Qualified = append(st.Qualified, id)
		case rules.Eliminated(rec):
			st.Eliminated = append(st.Eliminated, id)
		default:
			st.StillIn = append(st.StillIn, id)
		}
	}
	slices.Sort(st.Qualified)
	slices.Sort(st.Eliminated)
	slices.Sort(st.StillIn)
	st.Ended = len(st.StillIn) == 0
	return st, nil
}
