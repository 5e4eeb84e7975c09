package teams

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// o reads a match card's marks, board 1 first, from team A's side: ○ won,
// × lost, 不 won by default, 欠 lost by default, △ drawn, 預 pending, 両
// both lose, 無 no result, _ no result yet.
func o(marks string) []Outcome {
	of := map[rune]Outcome{'○': Won, '×': Lost, '不': WonByDefault, '欠': LostByDefault,
		'△': Drawn, '預': Pending, '両': DoubleLoss, '無': NoResult, '_': Unrecorded}
	var out []Outcome
	for _, r := range marks {
		out = append(out, of[r])
	}
	return out
}

// matchCase is a match card, marked as o reads it, and what Match makes
// of it.
type matchCase struct {
	boards string
	want   MatchResult
}

// assertMatches checks every card of tests, a subtest each.
func assertMatches(t *testing.T, tests []matchCase) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.boards, func(t *testing.T) {
			assert.Equal(t, tt.want, Match(o(tt.boards)))
		})
	}
}

// assertDecidedWithoutPoints checks that a board of outcome out is decided
// and gives neither team a board point.
func assertDecidedWithoutPoints(t *testing.T, out Outcome) {
	t.Helper()
	a, b := BoardPoints(out)
	assert.Equal(t, [2]int{0, 0}, [2]int{a, b})
	assert.True(t, out.Decided())
}

func TestMatch_WinnerByBoardsWon(t *testing.T) {
	assertMatches(t, []matchCase{
		{"○○×", MatchResult{Winner: TeamA, BoardsA: 4, BoardsB: 2}},
		{"×○×", MatchResult{Winner: TeamB, BoardsA: 2, BoardsB: 4}},
		{"○○○", MatchResult{Winner: TeamA, BoardsA: 6}},
		{"×××××", MatchResult{Winner: TeamB, BoardsB: 10}},
		{"○×", MatchResult{Winner: MatchDrawn, BoardsA: 2, BoardsB: 2}}, // two boards, one each
		{"○×○×○", MatchResult{Winner: TeamA, BoardsA: 6, BoardsB: 4}},   // 3–2 on five boards
		{"○○_", MatchResult{Winner: Undecided, BoardsA: 4}},             // board 3 not in yet
		{"___", MatchResult{Winner: Undecided}},                         // nothing recorded
		{"", MatchResult{Winner: Undecided}},                            // no boards seated
	})
}

func TestMatch_ForfeitCountsAsABoardWon(t *testing.T) {
	assertMatches(t, []matchCase{
		{"不××", MatchResult{Winner: TeamB, BoardsA: 2, BoardsB: 4}},
		{"不不×", MatchResult{Winner: TeamA, BoardsA: 4, BoardsB: 2}},
		{"○欠欠", MatchResult{Winner: TeamB, BoardsA: 2, BoardsB: 4}},
		{"不欠", MatchResult{Winner: MatchDrawn, BoardsA: 2, BoardsB: 2}},
		{"不不不", MatchResult{Winner: TeamA, BoardsA: 6}}, // a team that did not come: every board by default
	})
}

func TestMatch_PendingBoardHoldsTheMatch(t *testing.T) {
	assertMatches(t, []matchCase{
		// Two boards won already would win the match, but a held board
		// holds it all the same: the ruling may change how it is told.
		{"○○預", MatchResult{Winner: Undecided, BoardsA: 4, Pending: true}},
		{"預××", MatchResult{Winner: Undecided, BoardsB: 4, Pending: true}},
		{"預預預", MatchResult{Winner: Undecided, Pending: true}},
		{"○預_", MatchResult{Winner: Undecided, BoardsA: 2, Pending: true}},
		{"○○_", MatchResult{Winner: Undecided, BoardsA: 4}}, // no result yet is not pending
	})
	assert.False(t, Pending.Decided())
	assert.False(t, Unrecorded.Decided())
}

func TestMatch_DoubleLossIsALossForBoth(t *testing.T) {
	assertMatches(t, []matchCase{
		{"両○×", MatchResult{Winner: MatchDrawn, BoardsA: 2, BoardsB: 2}},
		{"両○○", MatchResult{Winner: TeamA, BoardsA: 4}},
		{"両両×", MatchResult{Winner: TeamB, BoardsB: 2}},
		{"両両両", MatchResult{Winner: MatchDrawn}},
	})
	assertDecidedWithoutPoints(t, DoubleLoss)
}

func TestMatch_NoResultIsNeither(t *testing.T) {
	assertMatches(t, []matchCase{
		{"無○×", MatchResult{Winner: MatchDrawn, BoardsA: 2, BoardsB: 2}},
		{"無×無", MatchResult{Winner: TeamB, BoardsB: 2}},
		{"無無無", MatchResult{Winner: MatchDrawn}},
	})
	assertDecidedWithoutPoints(t, NoResult)
}

func TestMatch_DrawnBoardHalfEach(t *testing.T) {
	assertMatches(t, []matchCase{
		{"○×△", MatchResult{Winner: MatchDrawn, BoardsA: 3, BoardsB: 3}}, // 1½–1½
		{"○○△", MatchResult{Winner: TeamA, BoardsA: 5, BoardsB: 1}},      // 2½–½
		{"△△×", MatchResult{Winner: TeamB, BoardsA: 2, BoardsB: 4}},      // 1–2
		{"△△△", MatchResult{Winner: MatchDrawn, BoardsA: 3, BoardsB: 3}},
	})
}

func TestMatchPoints_TwoOneZeroAndThreeOneZero(t *testing.T) {
	tests := []struct {
		name   string
		boards string
		points [3]int
		a, b   int
		ok     bool
	}{
		{"2/1/0 team A wins", "○○×", [3]int{2, 1, 0}, 2, 0, true},
		{"2/1/0 team B wins", "×○×", [3]int{2, 1, 0}, 0, 2, true},
		{"2/1/0 drawn match", "○×△", [3]int{2, 1, 0}, 1, 1, true},
		{"3/1/0 team A wins", "○○×", [3]int{3, 1, 0}, 3, 0, true},
		{"3/1/0 team B wins", "欠×○", [3]int{3, 1, 0}, 0, 3, true},
		{"3/1/0 drawn match", "両○×", [3]int{3, 1, 0}, 1, 1, true},
		{"2/1/0 pending gives none yet", "○○預", [3]int{2, 1, 0}, 0, 0, false},
		{"3/1/0 unfinished gives none yet", "○○_", [3]int{3, 1, 0}, 0, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b, ok := MatchPoints(Match(o(tt.boards)), tt.points)
			assert.Equal(t, [2]int{tt.a, tt.b}, [2]int{a, b})
			assert.Equal(t, tt.ok, ok)
		})
	}
}
