package teams

import (
	matchrules "taikai/rules/teams"
	"taikai/tournament"
)

// match is a team match's Extra: its boards, board 1 first. Each board is a
// game of the section's game between a player of each team, seated by the
// game (colours, handicap), with its result once recorded.
type match struct {
	Boards []Board `json:"boards"`
}

// Board is one board of a match: the game, and how it ended for the
// match (the team of Black and the Outcome).
type Board struct {
	Game tournament.Game `json:"game"`
	// BlackTeam is the team whose player has Black on this board.
	BlackTeam int `json:"black_team"`
	// Outcome is the board's result for the match; empty while it has none.
	Outcome Outcome `json:"Outcome,omitempty"`
}

// Outcome is how a board ended, as the match counts it.
type Outcome string

const (
	blackWins    Outcome = "black"         // Black's player won
	whiteWins    Outcome = "white"         // White's player won
	blackForfeit Outcome = "black-forfeit" // Black's player won by default (不戦勝)
	whiteForfeit Outcome = "white-forfeit" // White's player won by default
	drawn        Outcome = "draw"          // 引き分け, 持碁
	held         Outcome = "pending"       // 勝敗預かり: the match waits
	bothLose     Outcome = "double-loss"   // 両負け: a loss for both
	noResult     Outcome = "no-result"     // 無勝負: neither wins
)

// matchOf reads match g's boards; none for a bye or a match seated before
// (which Check reports).
func matchOf(g tournament.Game) (match, error) {
	var m match
	err := tournament.DecodeExtra(g.Extra, &m)
	return m, err
}

// outcome is the board's Outcome from team id's side, as the match rules
// count it.
func (b Board) outcome(id int) matchrules.Outcome {
	black := b.BlackTeam == id
	pick := func(forBlack, forWhite matchrules.Outcome) matchrules.Outcome {
		if black {
			return forBlack
		}
		return forWhite
	}
	switch b.Outcome {
	case blackWins:
		return pick(matchrules.Won, matchrules.Lost)
	case whiteWins:
		return pick(matchrules.Lost, matchrules.Won)
	case blackForfeit:
		return pick(matchrules.WonByDefault, matchrules.LostByDefault)
	case whiteForfeit:
		return pick(matchrules.LostByDefault, matchrules.WonByDefault)
	case drawn:
		return matchrules.Drawn
	case held:
		return matchrules.Pending
	case bothLose:
		return matchrules.DoubleLoss
	case noResult:
		return matchrules.NoResult
	}
	return matchrules.Unrecorded
}

// points2 are the board points (in halves) this board gives team id
// (rules/teams.BoardPoints: a win by play or default 2, a draw 1).
func (b Board) points2(id int) int {
	own, _ := matchrules.BoardPoints(b.outcome(id))
	return own
}

// decided reports whether the board counts for the match: it has a result
// that is not held pending a ruling.
func (b Board) decided() bool { return b.outcome(b.BlackTeam).Decided() }

// result is match mt's result from team id's side (team A).
func (mt match) result(id int) matchrules.MatchResult {
	outs := make([]matchrules.Outcome, len(mt.Boards))
	for k, b := range mt.Boards {
		outs[k] = b.outcome(id)
	}
	return matchrules.Match(outs)
}

// Boards returns the boards of team match m, board 1 first (none for a
// bye or a game that is not a match).
func Boards(m tournament.Game) []Board {
	mt, err := matchOf(m)
	if err != nil {
		return nil
	}
	return mt.Boards
}

// BlackWon reports whether Black's player won the board (by play or default).
func (b Board) BlackWon() bool { return b.Outcome == blackWins || b.Outcome == blackForfeit }

// WhiteWon reports whether White's player won the board.
func (b Board) WhiteWon() bool { return b.Outcome == whiteWins || b.Outcome == whiteForfeit }
