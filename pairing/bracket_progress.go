package pairing

import (
	"fmt"
	"sort"
)

// NoWinner is the Winner of a knockout game not (yet) decided.
const NoWinner = -1

// BracketResult is the recorded result of one knockout game between
// entrants A and B (in either order): Winner is A or B. A result without a
// winner (a draw, a pending result) is given as NoWinner and is refused
// with ErrBracketNoWinner: the game's own rule must decide it first.
type BracketResult struct {
	A, B, Winner int
}

// BracketGame is one game of a knockout bracket whose two entrants are
// known.
type BracketGame struct {
	// Round is 1 for the first round … Rounds for the final (決勝); the
	// 3位決定戦 is played in the final's round.
	Round int
	// Slot is the game's place in its round, top to bottom from 0: the
	// winners of slots 2k and 2k+1 meet in slot k of the next round. The
	// final is slot 0 of the last round and the 3位決定戦 slot 1.
	Slot int
	// A and B are the entrants, A from the upper line.
	A, B int
	// Winner is A or B once played, else NoWinner.
	Winner int
	// ThirdPlace marks the 3位決定戦 between the semi-final losers.
	ThirdPlace bool
}

// BracketGames returns every game of the bracket whose two entrants are
// known, round by round and top to bottom within a round, with its winner
// when results records one: the first-round games (a bye is no game: the
// seeded entrant goes through, 不戦勝), then each game between the winners
// of two neighbouring games as soon as both are decided, and, when
// thirdPlace is set, the 3位決定戦 between the losers of the two
// semi-finals. A result recorded without a winner is ErrBracketNoWinner; a
// result for a game the bracket does not hold is ErrInvalidBracketResult.
// So n entrants give n−1 games, plus one with the 3位決定戦.
func BracketGames(b Bracket, results []BracketResult, thirdPlace bool) ([]BracketGame, error) {
	p, err := playBracket(b, results, thirdPlace)
	if err != nil {
		return nil, err
	}
	return p.games, nil
}

// BracketNextRound returns the games to play next: the first round's
// games when nothing has been played, then the games of the round after
// the last one played — each between the winners of two neighbouring
// games (slot 2k v slot 2k+1) — and with the final the 3位決定戦 when
// thirdPlace is set. A game of a round already begun that has no result
// yet is ErrBracketUnfinished (naming it); when every game has its winner
// it is ErrBracketFinished.
func BracketNextRound(b Bracket, results []BracketResult, thirdPlace bool) ([]BracketGame, error) {
	p, err := playBracket(b, results, thirdPlace)
	if err != nil {
		return nil, err
	}
	last := 0 // the last round with a game played
	for _, g := range p.games {
		if g.Winner != NoWinner {
			last = max(last, g.Round)
		}
	}
	var next []BracketGame
	for _, g := range p.games {
		switch {
		case g.Winner != NoWinner:
		case g.Round <= last:
			return nil, fmt.Errorf("%w: round %d: seed %d v seed %d has no result yet", ErrBracketUnfinished, g.Round, g.A+1, g.B+1)
		case g.Round == last+1:
			next = append(next, g)
		}
	}
	if len(next) == 0 {
		return nil, ErrBracketFinished
	}
	return next, nil
}

// BracketStanding is one entrant's final place in a knockout bracket.
type BracketStanding struct {
	// Entrant is the entrant's index (its seed minus one).
	Entrant int
	// Place is 1 for the winner (優勝), 2 for the final's loser (準優勝),
	// 3 and 4 for the 3位決定戦's winner and loser — or 3 for both semi-final
	// losers (3位タイ) without one — then 5 for every loser of a
	// quarter-final (ベスト8), 9 for every loser of the round before
	// (ベスト16), and so on.
	Place int
	// Shared is set when other entrants have the same place (3=, 5=, …).
	Shared bool
	// Best is the field the entrant reached: 1 for the winner, 2 for the
	// finalists, 4 for the semi-finalists (ベスト4), 8 for the
	// quarter-finalists (ベスト8), and so on.
	Best int
}

// BracketStandings returns the final standings of a finished bracket, by
// place and then seed: 1, 2, then 3 and 4 when the 3位決定戦 is played
// (thirdPlace) or 3 shared without it, then the losers of each earlier
// round sharing the place below the field of that round (ベスト8 → 5,
// ベスト16 → 9, …). A game without a result is ErrBracketUnfinished.
func BracketStandings(b Bracket, results []BracketResult, thirdPlace bool) ([]BracketStanding, error) {
	p, err := playBracket(b, results, thirdPlace)
	if err != nil {
		return nil, err
	}
	rounds := b.Rounds()
	out := make([]BracketStanding, 0, p.entrants)
	for _, g := range p.games {
		if g.Winner == NoWinner {
			return nil, fmt.Errorf("%w: round %d: seed %d v seed %d has no result yet", ErrBracketUnfinished, g.Round, g.A+1, g.B+1)
		}
		loser := g.A + g.B - g.Winner
		best := 1 << (rounds - g.Round + 1)
		place := best/2 + 1
		switch {
		case g.ThirdPlace:
			out = append(out, BracketStanding{Entrant: g.Winner, Place: 3, Best: 4}, BracketStanding{Entrant: loser, Place: 4, Best: 4})
			continue
		case g.Round == rounds:
			out = append(out, BracketStanding{Entrant: g.Winner, Place: 1, Best: 1})
		case g.Round == rounds-1 && thirdPlace:
			continue // placed by the 3位決定戦
		}
		out = append(out, BracketStanding{Entrant: loser, Place: place, Best: best})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Place != out[j].Place {
			return out[i].Place < out[j].Place
		}
		return out[i].Entrant < out[j].Entrant
	})
	for i := range out {
		out[i].Shared = i > 0 && out[i-1].Place == out[i].Place ||
			i+1 < len(out) && out[i+1].Place == out[i].Place
	}
	return out, nil
}

// bracketPlay is a bracket with its results played through.
type bracketPlay struct {
	entrants int
	games    []BracketGame
	// advanced holds, after each round, who holds each line of the next:
	// the winner, the entrant with a bye, or unknown.
	advanced [][]int
}

// unknown stands on a line of a later round whose game is not decided.
const unknown = -2

func playBracket(b Bracket, results []BracketResult, thirdPlace bool) (bracketPlay, error) {
	n, err := checkBracket(b)
	if err != nil {
		return bracketPlay{}, err
	}
	if thirdPlace && n < 4 {
		return bracketPlay{}, fmt.Errorf("%w: %d entrants", ErrNoThirdPlace, n)
	}
	recorded, err := indexResults(results, n)
	if err != nil {
		return bracketPlay{}, err
	}
	p := bracketPlay{entrants: n}
	used := 0
	play := func(g BracketGame) (winner int, err error) {
		r, ok := recorded[gameKey(g.A, g.B)]
		if !ok {
			p.games = append(p.games, g)
			return unknown, nil
		}
		used++
		if r.Winner < 0 {
			return 0, fmt.Errorf("%w: round %d: seed %d v seed %d", ErrBracketNoWinner, g.Round, g.A+1, g.B+1)
		}
		g.Winner = r.Winner
		p.games = append(p.games, g)
		return r.Winner, nil
	}
	line := append([]int(nil), b.Lines...)
	semiLosers := []int{}
	for round := 1; len(line) > 1; round++ {
		next := make([]int, len(line)/2)
		for slot := range next {
			x, y := line[2*slot], line[2*slot+1]
			switch {
			case x == unknown || y == unknown:
				next[slot] = unknown
			case y == Bye:
				next[slot] = x
			case x == Bye:
				next[slot] = y
			default:
				w, err := play(BracketGame{Round: round, Slot: slot, A: x, B: y, Winner: NoWinner})
				if err != nil {
					return bracketPlay{}, err
				}
				next[slot] = w
				if len(line) == 4 && w != unknown {
					semiLosers = append(semiLosers, x+y-w)
				}
			}
		}
		p.advanced = append(p.advanced, next)
		line = next
	}
	if thirdPlace && len(semiLosers) == 2 {
		a, c := semiLosers[0], semiLosers[1]
		if _, err := play(BracketGame{Round: b.Rounds(), Slot: 1, A: a, B: c, Winner: NoWinner, ThirdPlace: true}); err != nil {
			return bracketPlay{}, err
		}
	}
	if used != len(recorded) {
		for _, r := range results {
			if !p.holds(r) {
				return bracketPlay{}, fmt.Errorf("%w: seed %d v seed %d is not a game of this bracket (yet)", ErrInvalidBracketResult, r.A+1, r.B+1)
			}
		}
	}
	return p, nil
}

func (p bracketPlay) holds(r BracketResult) bool {
	for _, g := range p.games {
		if gameKey(g.A, g.B) == gameKey(r.A, r.B) {
			return true
		}
	}
	return false
}

func gameKey(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

func indexResults(results []BracketResult, n int) (map[[2]int]BracketResult, error) {
	recorded := make(map[[2]int]BracketResult, len(results))
	for _, r := range results {
		switch {
		case r.A < 0 || r.A >= n || r.B < 0 || r.B >= n:
			return nil, fmt.Errorf("%w: entrants %d and %d: there are %d", ErrInvalidBracketResult, r.A, r.B, n)
		case r.A == r.B:
			return nil, fmt.Errorf("%w: seed %d against itself", ErrInvalidBracketResult, r.A+1)
		case r.Winner >= 0 && r.Winner != r.A && r.Winner != r.B:
			return nil, fmt.Errorf("%w: seed %d won seed %d v seed %d", ErrInvalidBracketResult, r.Winner+1, r.A+1, r.B+1)
		}
		k := gameKey(r.A, r.B)
		if _, dup := recorded[k]; dup {
			return nil, fmt.Errorf("%w: seed %d v seed %d recorded twice", ErrInvalidBracketResult, r.A+1, r.B+1)
		}
		recorded[k] = r
	}
	return recorded, nil
}

// checkBracket checks a bracket handed back by the caller and returns its
// number of entrants: a power-of-two size, each entrant 0…n−1 on exactly
// one line, and every bye against an entrant.
func checkBracket(b Bracket) (int, error) {
	if b.Size < 2 || b.Size > 2*MaxBracketEntrants || b.Size&(b.Size-1) != 0 || len(b.Lines) != b.Size {
		return 0, fmt.Errorf("%w: %d lines for a bracket of size %d", ErrInvalidBracket, len(b.Lines), b.Size)
	}
	n := 0
	for i := 0; i < b.Size; i += 2 {
		if b.Lines[i] == Bye && b.Lines[i+1] == Bye {
			return 0, fmt.Errorf("%w: lines %d and %d are both byes", ErrInvalidBracket, i+1, i+2)
		}
	}
	for _, e := range b.Lines {
		if e != Bye {
			n++
		}
	}
	seen := make([]bool, n)
	for i, e := range b.Lines {
		if e == Bye {
			continue
		}
		if e < 0 || e >= n || seen[e] {
			return 0, fmt.Errorf("%w: line %d holds entrant %d: the %d entrants must each hold one line", ErrInvalidBracket, i+1, e, n)
		}
		seen[e] = true
	}
	return n, nil
}
