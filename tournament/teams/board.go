package teams

import (
	matchrules "taikai/rules/teams"
	"taikai/tournament"
)

// BoardOfPlayer finds where player id plays in round r: the team match, the
// board's index in it (from 0) and the board. ok is false when the player
// sits out the round (a reserve not substituted in, a team with the bye).
func BoardOfPlayer(r tournament.Round, id int) (m tournament.Game, k int, b Board, ok bool) {
	for _, g := range r.Games {
		for i, bd := range Boards(g) {
			if bd.Game.Has(id) {
				return g, i, bd, true
			}
		}
	}
	return tournament.Game{}, -1, Board{}, false
}

// Mark is the board's result from team's side as the match card writes
// it: ○ won, × lost, △ drawn, 不 won by default, 欠 lost by default, 預
// pending a ruling, 両 both lost, 無 no result; "" while it has none.
func (b Board) Mark(team int) string {
	black := b.BlackTeam == team
	pick := func(blackMark, whiteMark string) string {
		if black {
			return blackMark
		}
		return whiteMark
	}
	switch b.Outcome {
	case blackWins:
		return pick("○", "×")
	case whiteWins:
		return pick("×", "○")
	case blackForfeit:
		return pick("不", "欠")
	case whiteForfeit:
		return pick("欠", "不")
	case drawn:
		return "△"
	case held:
		return "預"
	case bothLose:
		return "両"
	case noResult:
		return "無"
	}
	return ""
}

// Side returns the team's player on the board and the colour they have.
func (b Board) Side(team int) (player int, colour tournament.Colour) {
	if b.BlackTeam == team {
		return b.Game.Black, tournament.Black
	}
	return b.Game.White, tournament.White
}

// Score is match m's board points from team's side: its own and its
// opponent's (a board won 1, drawn ½, in tournament.Points), as the
// standings count them. decided is false while a board has no result or
// is held pending a ruling (waits then).
func Score(m tournament.Game, team int) (own, other tournament.Points, decided, waits bool) {
	mt, err := matchOf(m)
	if err != nil {
		return 0, 0, false, false
	}
	res := mt.result(team)
	return tournament.Points(res.BoardsA), tournament.Points(res.BoardsB), res.Winner != matchrules.Undecided, res.Pending
}
