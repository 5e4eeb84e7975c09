package othello

// BrightwellGame is one round of a player's record as ブライトウェルポイント
// (Brightwell points, BP) see it.
type BrightwellGame struct {
	// Discs are the player's own discs in the game.
	Discs int
	// OpponentScore is the opponent's final score (after the last round
	// counted), in half-points.
	OpponentScore Half
	// Won is true when the player won the round: the opponent was beaten
	// (勝った相手), or the bye was a win. Only the beaten-only variant reads it.
	Won bool
	// AgainstSelf marks a round counted as a 32–32 game against oneself
	// (docs/rules.md §2.1, the World Othello Federation rule): a bye, a game against
	// an opponent who later withdrew, a round the player missed, and a 無勝負
	// game (no result is the same as no game). Discs and OpponentScore are
	// then ignored: the round adds 32 + C × own score.
	AgainstSelf bool
}

// BrightwellPoints returns a player's BP = own discs + C × the sum of the
// opponents' final scores, each round against oneself adding 32 + C × own
// score instead (so a bye adds 32, not the 40 of the bye result).
//
// With BrightwellBeatenOnly the C term of a round counts only when Won: the
// opponents the player beat, and for a round against oneself the C × own
// score only if the player scored a win in it (a bye); the discs always
// count.
//
// Example (docs/rules.md §2.2 worked example): won 33–31 against an opponent who
// finished with 1 point, then a bye, own score 2, C = 6:
// (33 + 6×1) + (32 + 6×2) = 83.
func (s Settings) BrightwellPoints(own Half, games []BrightwellGame) Half {
	var bp Half
	for _, g := range games {
		bp += s.brightwellTerm(own, g)
	}
	return bp
}

func (s Settings) brightwellTerm(own Half, g BrightwellGame) Half {
	discs, score := g.Discs, g.OpponentScore
	if g.AgainstSelf {
		discs, score = DrawDiscs, own
	}
	term := Points(discs)
	if g.Won || !s.BrightwellBeatenOnly {
		term += Half(s.BrightwellC) * score
	}
	return term
}
