package teams

// Outcome is how one board of a match ended, from team A's side (the team
// listed first).
type Outcome int

// The outcomes of a board. The zero value is a board with no result yet.
const (
	Unrecorded    Outcome = iota // no result yet
	Won                          // team A's player won (○)
	Lost                         // team A's player lost (×)
	WonByDefault                 // team A's player won by default (不, 不戦勝)
	LostByDefault                // team A's player lost by default (欠, 不戦敗)
	Drawn                        // drawn game (△, 引き分け, 持碁)
	Pending                      // held pending a ruling (預, 勝敗預かり)
	DoubleLoss                   // both players lose (両, 両負け)
	NoResult                     // neither wins (無, 無勝負)
)

// Side names a team of the match, or how the match came out.
type Side int

// The match's winner. The zero value is a match not decided yet.
const (
	Undecided  Side = iota // a board has no result or is held pending a ruling
	TeamA                  // the team listed first won
	TeamB                  // the other team won
	MatchDrawn             // both teams won as many board points
)

// MatchResult is what a match's boards make of it.
type MatchResult struct {
	// Winner is the team with more board points, MatchDrawn when they are
	// level, Undecided while a board has no result or is held.
	Winner Side
	// BoardsA and BoardsB are each team's board points in halves (a board
	// won 2, a drawn board 1), counting the boards that have a result.
	BoardsA, BoardsB int
	// Pending is set when a board is held pending a ruling (預): the match
	// waits for the ruling.
	Pending bool
}

// BoardPoints are the board points (in halves) a board gives team A and
// team B: a win, by play or by default, 2 to the winner; a drawn board 1 to
// each; a double loss, no result, a pending board or none yet 0 to both.
func BoardPoints(o Outcome) (a, b int) {
	switch o {
	case Won, WonByDefault:
		return 2, 0
	case Lost, LostByDefault:
		return 0, 2
	case Drawn:
		return 1, 1
	}
	return 0, 0
}

// Decided reports whether the board counts for the match: it has a result
// that is not held pending a ruling.
func (o Outcome) Decided() bool { return o != Unrecorded && o != Pending }

// Match is the result of a match whose boards ended as outcomes (board 1
// first, from team A's side): the winner by board points once every board
// has a result and none is held; a match with no boards is Undecided.
func Match(outcomes []Outcome) MatchResult {
	var r MatchResult
	decided := len(outcomes) > 0
	for _, o := range outcomes {
		a, b := BoardPoints(o)
		r.BoardsA += a
		r.BoardsB += b
		if o == Pending {
			r.Pending = true
		}
		if !o.Decided() {
			decided = false
		}
	}
	switch {
	case !decided:
		r.Winner = Undecided
	case r.BoardsA > r.BoardsB:
		r.Winner = TeamA
	case r.BoardsB > r.BoardsA:
		r.Winner = TeamB
	default:
		r.Winner = MatchDrawn
	}
	return r
}

// MatchPoints are the match points a decided match gives team A and team
// B, points being the section's match points for a win, a drawn match and
// a loss (2/1/0 by default, 3/1/0 …). ok is false while the match is
// Undecided: it gives no points yet.
func MatchPoints(r MatchResult, points [3]int) (a, b int, ok bool) {
	switch r.Winner {
	case TeamA:
		return points[0], points[2], true
	case TeamB:
		return points[2], points[0], true
	case MatchDrawn:
		return points[1], points[1], true
	}
	return 0, 0, false
}
