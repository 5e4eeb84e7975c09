package pairing

import "fmt"

// Color is a player's colour in one game (手番: 黒 moves first).
type Color int8

const (
	// None means no colour: a bye or a round the player did not play.
	None Color = iota
	// Black (黒, 先手) moves first.
	Black
	// White (白, 後手) moves second.
	White
)

// String returns "Black", "White" or "None".
func (c Color) String() string {
	switch c {
	case Black:
		return "Black"
	case White:
		return "White"
	}
	return "None"
}

// Japanese returns 黒, 白 or an empty string.
func (c Color) Japanese() string {
	switch c {
	case Black:
		return "黒"
	case White:
		return "白"
	}
	return ""
}

// Opposite returns the other colour (None stays None).
func (c Color) Opposite() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return None
}

// Result is a player's result in one game (勝敗), as PAPP records it for the
// float compensation of docs/rules.md §2.1.
type Result int8

const (
	// ResultUnknown: no result recorded; the game counts as neither won nor
	// lost.
	ResultUnknown Result = iota
	// ResultLoss: the player lost (負け).
	ResultLoss
	// ResultDraw: a draw (引き分け).
	ResultDraw
	// ResultWin: the player won (勝ち).
	ResultWin
)

// NoOpponent is the Opponent of a bye or of a round the player missed, and
// the White of a bye Pair. Player IDs must differ from it.
const NoOpponent = -1

// Game is one round of a player's history, seen from that player.
type Game struct {
	// Opponent is the opponent's ID, or NoOpponent for a bye or a missed
	// round. The opponent need not be present any more.
	Opponent int
	// Color is the player's colour; None for a bye or a missed round.
	Color Color
	// Bye is true if the player received the bye (不戦勝 against the
	// fictitious bye player) this round.
	Bye bool
	// Odd is true if the player was the round's odd player who, instead of
	// the bye, waited for a game (待ち合わせ) or played the arbiter (審判対局):
	// it counts as a bye where the bye penalties choose the odd player again
	// (a second bye, a bye two rounds running), and is otherwise the game
	// it was: against the arbiter, Opponent is NoOpponent and the colour
	// counts.
	Odd bool
	// ScoreDiff is the player's score minus the opponent's, in half-points,
	// before the game: positive if the player floated down (met a lower
	// score), negative if they floated up. Ignored for a bye, which always
	// counts as floating down.
	ScoreDiff int
	// Result is the player's result in this game. Only the previous round's
	// result is used, for PAPP's float compensation (docs/rules.md §2.1). It is
	// ignored for a bye and a missed round: PAPP records no result for
	// them, so they count as lost there.
	Result Result
	// Round is the round an Extra game was played in (1 = the first);
	// History places its games by their index and ignores it.
	Round int
}

// Player is one present player to be paired (参加者). Absent and withdrawn
// players are simply not passed in.
type Player struct {
	// ID identifies the player; any int but NoOpponent, unique in a round.
	ID int
	// Score is the player's score in half-points (win 2, draw 1, loss 0),
	// at most 2 per round played.
	Score int
	// Rank is the player's current place in the standings (1 = top), or the
	// rank order for round 1. It orders players of equal score, decides
	// round 1 by rank, and gives the bye to the lowest-ranked among equally
	// cheap choices. Ties are broken by ID.
	Rank int
	// Affiliation is the player's club or prefecture (所属); empty if none.
	Affiliation string
	// History lists the rounds already played, oldest first: History[k] is
	// round k+1. A round the player missed after joining must be recorded
	// as a Game with Opponent NoOpponent. Only a late entry may have a
	// shorter history: its missing rounds are taken to be the earliest ones
	// (the rounds before it joined).
	History []Game
	// Extra lists the games the player played in a round beyond that
	// round's game in History, each with its Round, in the order played: a
	// 待ち合わせ game, where the loser (or winner) of a round's finished
	// game plays the odd player in the same round. They count as games do:
	// their colours in the balance, their opponents as met (a rematch), a
	// game of the previous round as the player's last game (its colour and
	// float) after that round's game in History; their points are in Score.
	Extra []Game
}

// MaxRounds bounds Request.Round, so that penalty sums cannot overflow.
const MaxRounds = 1000

// Request is everything PairRound needs for one round.
type Request struct {
	// Round is the round to pair, 1 for the first, at most MaxRounds.
	Round int
	// Players are the present players, in any order.
	Players []Player
	// Settings are the penalties; use DefaultSettings() for PAPP's.
	Settings Settings
	// Seed is the event's stored random seed. The round-1 draw and colour
	// draws depend only on it and the round, so a pairing can be reproduced.
	Seed uint64
	// Apart are the players who must not meet (the never-pair list, and
	// players of one club when the event keeps them apart): forbidden
	// pairs, kept whenever any pairing can keep them.
	Apart Apart
}

// validatePlayers checks a request's players, wrapping ErrInvalidPlayers.
func validatePlayers(round int, players []Player) error {
	if round < 1 || round > MaxRounds {
		return fmt.Errorf("round %d: rounds count from 1 to %d: %w", round, MaxRounds, ErrInvalidPlayers)
	}
	seen := make(map[int]bool, len(players))
	for _, p := range players {
		switch {
		case p.ID == NoOpponent:
			return fmt.Errorf("player ID %d is reserved for the bye: %w", p.ID, ErrInvalidPlayers)
		case seen[p.ID]:
			return fmt.Errorf("player ID %d appears twice: %w", p.ID, ErrInvalidPlayers)
		case p.Score < 0 || p.Score > 2*(round-1+len(p.Extra)):
			return fmt.Errorf("player %d has a score of %d half-points, outside 0…%d after %d rounds and %d extra games: %w",
				p.ID, p.Score, 2*(round-1+len(p.Extra)), round-1, len(p.Extra), ErrInvalidPlayers)
		case len(p.History) > round-1:
			return fmt.Errorf("player %d has %d games before round %d: %w", p.ID, len(p.History), round, ErrInvalidPlayers)
		}
		seen[p.ID] = true
		for k, g := range p.History {
			if g.Opponent == p.ID {
				return fmt.Errorf("player %d plays themself in game %d: %w", p.ID, k+1, ErrInvalidPlayers)
			}
			if g.Color != None && g.Color != Black && g.Color != White {
				return fmt.Errorf("player %d has an unknown colour in game %d: %w", p.ID, k+1, ErrInvalidPlayers)
			}
		}
		for _, g := range p.Extra {
			switch {
			case g.Round < 1 || g.Round >= round:
				return fmt.Errorf("player %d has an extra game in round %d, not before round %d: %w", p.ID, g.Round, round, ErrInvalidPlayers)
			case g.Opponent == p.ID:
				return fmt.Errorf("player %d plays themself in an extra game of round %d: %w", p.ID, g.Round, ErrInvalidPlayers)
			case g.Opponent == NoOpponent || g.Bye:
				return fmt.Errorf("player %d has an extra game of round %d without an opponent: %w", p.ID, g.Round, ErrInvalidPlayers)
			case g.Color != Black && g.Color != White:
				return fmt.Errorf("player %d has an extra game of round %d without a colour: %w", p.ID, g.Round, ErrInvalidPlayers)
			}
		}
	}
	return nil
}
