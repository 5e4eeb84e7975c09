package pairing

import (
	"fmt"
	"math/bits"
)

// Bye marks an empty line of the bracket: the entrant drawn against it
// goes through the first round without playing (シード, 不戦勝).
const Bye = -1

// MaxBracketEntrants is the largest knockout bracket SeedBracket draws: a
// national day's open knockout of 4,096, drawn in milliseconds (issue 40);
// the bound keeps every input cheap.
const MaxBracketEntrants = 4096

// BracketEntrant is one entrant of a 決勝トーナメント (knockout bracket), as
// SeedBracket receives it: the entrants come in seed order (the first is
// seed 1, the strongest), each with where it qualified from.
type BracketEntrant struct {
	// Group is the 予選リーグ group the entrant came from (1, 2, …), or 0
	// when it came from no group.
	Group int
	// Place is the entrant's place in its group (1 = the group winner);
	// 0 exactly when Group is 0.
	Place int
	// Club is the entrant's club (所属) as a number (1, 2, …), or 0 for none.
	Club int
}

// Bracket is a drawn knockout bracket (決勝トーナメント表).
type Bracket struct {
	// Size is the number of lines: the smallest power of two that holds
	// every entrant (2 at least).
	Size int
	// Lines holds, top to bottom, the entrant (an index into the entrants
	// given to SeedBracket) on each line of the first round, or Bye. Lines
	// 2i and 2i+1 meet in the first round; their winner meets the winner of
	// lines 2i+2 and 2i+3, and so on.
	Lines []int
	// Conflicts lists the separations the draw could not keep (group
	// winners, players of one group, players of one club drawn to meet
	// earlier than the rule wants); empty when every one was kept.
	Conflicts []BracketConflict
}

// Rounds is the number of rounds of the bracket: 1 for 2 lines, 3 for 8,
// 6 for 64; the last is the final (決勝).
func (b Bracket) Rounds() int { return bits.Len(uint(b.Size)) - 1 }

// FirstRound returns the first-round pairings top to bottom, each the two
// entrants on lines 2i and 2i+1; one side is Bye for a seeded entrant who
// goes through without playing.
func (b Bracket) FirstRound() [][2]int {
	out := make([][2]int, 0, len(b.Lines)/2)
	for i := 0; i+1 < len(b.Lines); i += 2 {
		out = append(out, [2]int{b.Lines[i], b.Lines[i+1]})
	}
	return out
}

// BracketRule names a separation the draw tries to keep.
type BracketRule int

const (
	// SeparateGroupWinners: the group winners (予選リーグ1位) as far apart as
	// their number allows — opposite halves for two, different quarters for
	// three or four, different eighths for five to eight, and so on.
	SeparateGroupWinners BracketRule = iota
	// SeparateGroup: players of one group on opposite halves (different
	// quarters for three or four of them, and so on), so that they meet
	// again no earlier than the final.
	SeparateGroup
	// SeparateClub: players of one club (同所属) as late as possible: on
	// opposite halves for two, different quarters for three or four, …
	SeparateClub
	// SeparateNeverPair: two of the never-pair list (対局させない組) never
	// in one first-round game, and on opposite halves where the draw
	// allows; it weighs above every other rule.
	SeparateNeverPair
)

// String returns the rule's name in the arbiter's words.
func (r BracketRule) String() string {
	switch r {
	case SeparateGroupWinners:
		return "group winners apart"
	case SeparateGroup:
		return "same group apart"
	case SeparateClub:
		return "same club apart"
	case SeparateNeverPair:
		return "never pair apart"
	}
	return fmt.Sprintf("BracketRule(%d)", int(r))
}

// BracketConflict is one separation the draw could not keep: entrants A and
// B (A < B) would meet in round Round (1 = the first round) if both keep
// winning, earlier than Rule wants.
type BracketConflict struct {
	Rule  BracketRule
	A, B  int
	Round int
}

// BracketSeedLines returns the seed number (1 = the strongest) on each line
// of a bracket of size lines, top to bottom, in the published seeding
// (シード順): seeds 1 and 2 on opposite halves (1 on the top line, 2 on the
// bottom one), seeds 1–4 in different quarters, 1–8 in different eighths,
// and each first-round game pairing seed s with seed size+1−s. In an
// 8-bracket: 1–8, 5–4, 3–6, 7–2. Seeds beyond the number of entrants are
// byes, so the byes fall to the top seeds. size must be a power of two
// between 2 and 2·MaxBracketEntrants.
func BracketSeedLines(size int) ([]int, error) {
	if size < 2 || size > 2*MaxBracketEntrants || size&(size-1) != 0 {
		return nil, fmt.Errorf("%w: a bracket of %d lines: the lines must be a power of two from 2 to %d",
			ErrInvalidBracket, size, 2*MaxBracketEntrants)
	}
	lines := []int{1, 2}
	for len(lines) < size {
		n := 2 * len(lines)
		next := make([]int, 0, n)
		// Each seed keeps its block and takes the seed that mirrors it; the
		// stronger seed sits on the block's outer edge, which puts seed 2 on
		// the bottom line and each half as the mirror of the other.
		for i, s := range lines {
			if i%2 == 0 {
				next = append(next, s, n+1-s)
			} else {
				next = append(next, n+1-s, s)
			}
		}
		lines = next
	}
	return lines, nil
}

// SeedBracket draws the 決勝トーナメント for the entrants, given in seed
// order (entrants[0] is seed 1). The bracket has the next power of two of
// lines; the byes (シード, 不戦勝) go to the top seeds, as many as lines
// minus entrants; seeds sit on the published seeding lines
// (BracketSeedLines). Then, swapping only entrants of one seeding tier
// (seeds 3–4, 5–8, 9–16, …, and only among those with a bye or among those
// without one), the draw keeps apart, in this order of priority: the group
// winners (SeparateGroupWinners), the players of one group
// (SeparateGroup), the players of one club (SeparateClub); an earlier
// meeting weighs more than any number of later ones. It searches the draws
// within the tiers for the one that breaks the fewest (every draw when
// that is cheap; past a bound of work, the best one found). What it cannot
// keep apart is listed in Conflicts, never dropped silently. The draw is
// deterministic: the same entrants give the same bracket.
func SeedBracket(entrants []BracketEntrant) (Bracket, error) {
	return SeedBracketApart(entrants, BracketApart{})
}

// BracketApart are the hard constraints of a knockout draw: pairs of
// entrants (indexes into the entrants, as in Bracket.Lines) on the
// never-pair list, and whether two of one club may not meet in the first
// round (same_club=hard).
type BracketApart struct {
	NeverPair [][2]int
	SameClub  bool
}

// SeedBracketApart is SeedBracket with the constraints of apart. A
// never-pair pair (SeparateNeverPair) weighs above every other separation:
// never in one first-round game, and on opposite halves where the tiers
// allow. With SameClub, the clubs weigh next, above the groups, and two of
// one club never meet in the first round either. A first-round game that
// no draw within the tiers avoids is refused with an *ApartError
// (ErrKeptApart) naming the pairs (entrant indexes) and clubs (as numbers)
// that would meet there.
func SeedBracketApart(entrants []BracketEntrant, apart BracketApart) (Bracket, error) {
	if err := validateEntrants(entrants); err != nil {
		return Bracket{}, err
	}
	for _, p := range apart.NeverPair {
		if p[0] < 0 || p[1] < 0 || p[0] >= len(entrants) || p[1] >= len(entrants) || p[0] == p[1] {
			return Bracket{}, fmt.Errorf("%w: never-pair %d–%d is not two of the %d entrants", ErrInvalidApart, p[0], p[1], len(entrants))
		}
	}
	n := len(entrants)
	size := 2
	for size < n {
		size *= 2
	}
	seedLines, err := BracketSeedLines(size)
	if err != nil {
		return Bracket{}, err
	}
	d := newBracketDraw(entrants, size, seedLines, apart)
	d.separate()
	b := Bracket{Size: size, Lines: make([]int, size)}
	for line, s := range seedLines {
		b.Lines[line] = Bye
		if s <= n {
			b.Lines[line] = d.entrantAt[s]
		}
	}
	b.Conflicts = d.conflicts()
	if err := d.firstRoundApart(entrants, b.Lines, apart); err != nil {
		return Bracket{}, err
	}
	return b, nil
}

func validateEntrants(entrants []BracketEntrant) error {
	n := len(entrants)
	if n < 2 || n > MaxBracketEntrants {
		return fmt.Errorf("%w: %d entrants: a knockout needs 2 to %d", ErrInvalidBracket, n, MaxBracketEntrants)
	}
	type groupPlace struct{ group, place int }
	seen := make(map[groupPlace]int)
	for i, e := range entrants {
		switch {
		case e.Group < 0 || e.Place < 0 || e.Club < 0:
			return fmt.Errorf("%w: seed %d has a negative group, place or club", ErrInvalidBracket, i+1)
		case (e.Group == 0) != (e.Place == 0):
			return fmt.Errorf("%w: seed %d has a group without a place or a place without a group", ErrInvalidBracket, i+1)
		case e.Group == 0:
			continue
		}
		k := groupPlace{e.Group, e.Place}
		if j, dup := seen[k]; dup {
			return fmt.Errorf("%w: seeds %d and %d are both place %d of group %d", ErrInvalidBracket, j+1, i+1, e.Place, e.Group)
		}
		seen[k] = i
	}
	return nil
}
