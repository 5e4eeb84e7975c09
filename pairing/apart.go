package pairing

import (
	"errors"
	"fmt"
	"strings"
)

// Apart are the constraints that keep players from meeting at all, unlike
// a penalty that only makes a meeting dear: a list of pairs who must never
// meet (対局させない組: siblings, parent and child, teacher and pupil) and,
// when SameClub is set, every two players of one affiliation (同じ所属は
// 対局させない). A pairing keeps them whenever any pairing can; when none
// can, pairing is refused with an *ApartError naming them.
type Apart struct {
	// NeverPair lists pairs of player IDs who must not meet. A pair whose
	// players are not both present is ignored.
	NeverPair [][2]int
	// SameClub: two players of the same non-empty affiliation never meet.
	SameClub bool
}

// IsZero reports whether there is no constraint.
func (a Apart) IsZero() bool { return len(a.NeverPair) == 0 && !a.SameClub }

// ApartReason is why two players are kept apart.
type ApartReason int8

const (
	// ApartNone: nothing keeps them apart.
	ApartNone ApartReason = iota
	// ApartNeverPair: the two are on the never-pair list (対局させない組).
	ApartNeverPair
	// ApartSameClub: the two are of one affiliation and the event keeps
	// players of one club apart (same_club=hard).
	ApartSameClub
)

// ErrKeptApart means that no pairing keeps every never-pair and same-club
// constraint: the arbiter pairs by hand or changes the list or setting. The
// *ApartError that wraps it names the constraints.
var ErrKeptApart = errors.New("no pairing keeps the players apart")

// ApartError is a refusal because of the constraints of Apart: the pairs of
// NeverPair (IDs, or entrant indexes for a draw) and the affiliations of
// Clubs cannot all be kept; removing any one of those named would let the
// pairing be made (when no single one does, all of them are named). A
// knockout draw names the pairs that would meet in the first round.
type ApartError struct {
	NeverPair [][2]int
	Clubs     []string
	// ClubPairs (a knockout draw) are two of one club that no draw keeps
	// out of one first-round game, by entrant index.
	ClubPairs [][2]int
	// What says what was being paired ("round 3"), for the message.
	What string
}

// Error names the constraints with the IDs (the tournament names the
// players).
func (e *ApartError) Error() string {
	var parts []string
	for _, p := range e.NeverPair {
		parts = append(parts, fmt.Sprintf("%d and %d (never pair)", p[0], p[1]))
	}
	for _, c := range e.Clubs {
		parts = append(parts, fmt.Sprintf("the players of %s (same club)", c))
	}
	for _, p := range e.ClubPairs {
		parts = append(parts, fmt.Sprintf("%d and %d (same club)", p[0], p[1]))
	}
	what := ""
	if e.What != "" {
		what = e.What + ": "
	}
	return fmt.Sprintf("%sno pairing keeps apart %s: %v", what, strings.Join(parts, "; "), ErrKeptApart)
}

// Unwrap makes errors.Is(err, ErrKeptApart) hold.
func (e *ApartError) Unwrap() error { return ErrKeptApart }

// KeptApart says that Player would have met From in the pairing made
// without the constraints, and does not because of Reason: the
// explanation of a pairing the constraint moved.
type KeptApart struct {
	Player, From int
	Reason       ApartReason
}

// Text is the note in English and Japanese, e.g. "山田 太郎 kept apart
// from 山田 花子 (never pair)" and 「山田 太郎：山田 花子 とは対局させない指定
// のため」; name gives a player's name (the pairing knows only IDs).
func (k KeptApart) Text(name func(id int) string) (en, ja string) {
	p, f := name(k.Player), name(k.From)
	if k.Reason == ApartSameClub {
		return fmt.Sprintf("%s kept apart from %s (same club)", p, f),
			fmt.Sprintf("%s：%s とは同じ所属のため対局させない設定のため", p, f)
	}
	return fmt.Sprintf("%s kept apart from %s (never pair)", p, f),
		fmt.Sprintf("%s：%s とは対局させない指定のため", p, f)
}

// ErrInvalidApart means that a never-pair list handed to a draw names an
// entrant that is not there, or the same entrant twice.
var ErrInvalidApart = errors.New("invalid never-pair list")
