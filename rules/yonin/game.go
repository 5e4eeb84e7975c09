package yonin

import "fmt"

// Elimination is one player leaving a game (撃破): Victim was mated by Mater.
type Elimination struct {
	// Victim is the seat of the mated player (詰まされた者).
	Victim int
	// Mater is the seat of the player credited with the mate (撃破した者).
	Mater int
	// Foul marks a 反則 — resigning or losing on time with 3 or more players
	// left — which costs the victim FoulPenalty on top of the mate; the mater
	// must then be the victim's nearest unmated 上家.
	Foul bool
}

// Game is the record of one game (局) of a table as the arbiter enters it.
type Game struct {
	// Parent is the seat of the 親, who moves first in this game.
	Parent int
	// Eliminations are the mates in the order they happened. A game decided
	// on the board has three; a 持将棋 game has at most two.
	Eliminations []Elimination
	// Jishogi, when not nil, ends the game as 持将棋: the players still
	// unmated, best first (see RankJishogi).
	Jishogi []int
	// Penalties lists players who fouled without leaving the game, one entry
	// per foul: a 連続王手の千日手, after which the offender changes the move
	// and play goes on (seed ■2 (7-1)).
	Penalties []int
	// Void marks a 千日手: the game counts for nothing, kill points and
	// penalties included, and is replayed (seed ■2 (7)).
	Void bool
}

// seatName names a seat in messages: "seat 2" by default, the player's name
// when the caller knows it.
type seatName func(int) string

func bySeat(s int) string { return fmt.Sprintf("seat %d", s) }

// mateState replays the eliminations of g and checks each against the
// rules; it returns who is mated at the end.
func (g Game) mateState() ([Seats]bool, error) { return g.mateStateNamed(bySeat) }

func (g Game) mateStateNamed(name seatName) ([Seats]bool, error) {
	var mated [Seats]bool
	if !ValidSeat(g.Parent) {
		return mated, fmt.Errorf("%w: parent seat %d is not 0..3", ErrInvalidGame, g.Parent)
	}
	if len(g.Eliminations) > Seats-1 {
		return mated, fmt.Errorf("%w: %d eliminations, at most 3 (the last player standing is 1st)", ErrInvalidGame, len(g.Eliminations))
	}
	for i, e := range g.Eliminations {
		n := i + 1
		switch {
		case !ValidSeat(e.Victim) || !ValidSeat(e.Mater):
			return mated, fmt.Errorf("%w: elimination %d: seats must be 0..3, got %d mated by %d", ErrInvalidGame, n, e.Victim, e.Mater)
		case e.Victim == e.Mater:
			return mated, fmt.Errorf("%w: elimination %d: %s cannot mate themselves", ErrInvalidGame, n, name(e.Victim))
		case mated[e.Victim]:
			return mated, fmt.Errorf("%w: elimination %d: %s was already mated", ErrInvalidGame, n, name(e.Victim))
		case mated[e.Mater]:
			return mated, fmt.Errorf("%w: elimination %d: %s was already mated and cannot mate %s", ErrInvalidGame, n, name(e.Mater), name(e.Victim))
		}
		if e.Foul {
			if left := Seats - i; left <= 2 {
				return mated, fmt.Errorf("%w: elimination %d: %s lost with 2 players left; record it without foul", ErrFoulTwoLeft, n, name(e.Victim))
			}
			if up := NearestUnmatedKamicha(e.Victim, mated); up != e.Mater {
				return mated, fmt.Errorf("%w: elimination %d: %s fouled, so the mate goes to %s (上家), not %s", ErrFoulMater, n, name(e.Victim), name(up), name(e.Mater))
			}
		}
		mated[e.Victim] = true
	}
	for _, p := range g.Penalties {
		if !ValidSeat(p) {
			return mated, fmt.Errorf("%w: penalty for seat %d, seats are 0..3", ErrInvalidGame, p)
		}
	}
	return mated, nil
}

// Validate checks that g is a complete, consistent record.
func (g Game) Validate() error {
	mated, err := g.mateState()
	if err != nil {
		return err
	}
	if g.Void {
		if g.Jishogi != nil {
			return fmt.Errorf("%w: a 千日手 (void) game has no 持将棋 ranking", ErrInvalidGame)
		}
		return nil
	}
	if g.Jishogi == nil {
		if len(g.Eliminations) != Seats-1 {
			return fmt.Errorf("%w: %d eliminations; a game needs 3, or a 持将棋 ranking, or void (千日手)", ErrInvalidGame, len(g.Eliminations))
		}
		return nil
	}
	left := Seats - len(g.Eliminations)
	if left < 2 {
		return fmt.Errorf("%w: 持将棋 needs at least 2 unmated players, %d left", ErrJishogiRanking, left)
	}
	if len(g.Jishogi) != left {
		return fmt.Errorf("%w: it lists %d players but %d are unmated", ErrJishogiRanking, len(g.Jishogi), left)
	}
	var seen [Seats]bool
	for _, s := range g.Jishogi {
		switch {
		case !ValidSeat(s):
			return fmt.Errorf("%w: seat %d is not 0..3", ErrJishogiRanking, s)
		case mated[s]:
			return fmt.Errorf("%w: seat %d was mated and cannot be ranked", ErrJishogiRanking, s)
		case seen[s]:
			return fmt.Errorf("%w: seat %d is listed twice", ErrJishogiRanking, s)
		}
		seen[s] = true
	}
	return nil
}
