package tournament

import (
	"strings"

	"taikai/pairing"
)

// swissHistory is participant id's record for the pairing engine, one
// History game a round (a round without a game: no opponent); a second
// game in a round, a 待ち合わせ game, goes to Extra. The round's odd
// player's game (the one they waited for, or against the arbiter) is
// marked Odd, and a game against the arbiter has no opponent but its
// colour. scoreAfter are the scores after each round of before.
func swissHistory(ev Event, sw Swiss, ps []Participant, before []Round, scoreAfter []map[int]int, id int) (hist, extra []pairing.Game, err error) {
	for k, r := range before {
		var mine []Game
		for _, g := range r.Games {
			if g.Has(id) {
				mine = append(mine, g)
			}
		}
		if len(mine) == 0 {
			hist = append(hist, pairing.Game{Opponent: pairing.NoOpponent})
			continue
		}
		for i, g := range mine {
			hg := pairing.Game{Opponent: pairing.NoOpponent, Odd: oddIn(r, g, id)}
			switch {
			case g.IsBye():
				hg.Bye = true
			case g.Black == id:
				hg.Opponent, hg.Color = g.White, pairing.Black
			default:
				hg.Opponent, hg.Color = g.Black, pairing.White
			}
			if hg.Opponent == ArbiterID {
				hg.Opponent = pairing.NoOpponent
			} else if hg.Opponent != pairing.NoOpponent {
				hg.ScoreDiff = scoreAfter[k][id] - scoreAfter[k][hg.Opponent]
			}
			// The half-points the game brought: 2 a win, 1 a draw, 0 a loss;
			// a round of two games is read game by game.
			got := scoreAfter[k+1][id] - scoreAfter[k][id]
			if len(mine) > 1 {
				b, w, err := gamePoints(ev, sw, ps, g)
				if err != nil {
					return nil, nil, err
				}
				got = b
				if g.White == id {
					got = w
				}
			}
			switch got {
			case 2:
				hg.Result = pairing.ResultWin
			case 1:
				hg.Result = pairing.ResultDraw
			case 0:
				hg.Result = pairing.ResultLoss
			}
			if i == 0 {
				hist = append(hist, hg)
			} else {
				hg.Round = r.Number
				extra = append(extra, hg)
			}
		}
	}
	return hist, extra, nil
}

// oddIn reports whether game g of round r is the odd player id's game of
// the round: against the arbiter, or the 待ち合わせ game they waited for.
func oddIn(r Round, g Game, id int) bool {
	if g.AgainstArbiter() {
		return true
	}
	if g.WaitFor == 0 {
		return false
	}
	first, _, ok := r.GameAt(g.WaitFor)
	return ok && !first.Has(id)
}

// gamePoints is the half-points each side of game g took (2 a win, 1 a
// draw, 0 a loss or no result), as the game's scores count it.
func gamePoints(ev Event, sw Swiss, ps []Participant, g Game) (black, white int, err error) {
	scores, _, err := sw.Scores(ev, ps, []Round{{Number: 1, Games: []Game{g}}})
	if err != nil {
		return 0, 0, err
	}
	if len(scores) < 2 {
		return 0, 0, newProblem(ErrDamagedFile, "the game gives no score for a game", "ゲームが対局の得点を返しません")
	}
	return scores[1][g.Black], scores[1][g.White], nil
}

// stillWaiting refuses to go on past round r while a player of it still
// waits for a game (待ち合わせ), saying how to settle it.
func stillWaiting(ps []Participant, r Round) error {
	if len(r.Waiting) == 0 {
		return nil
	}
	names := DisplayNames(ps)
	var who []string
	for _, w := range r.Waiting {
		who = append(who, names[w.Player])
	}
	return newProblem(ErrInvalidInput,
		"round %[1]d: %[2]s still waits for a game (待ち合わせ). Pair them with a finished game's loser or winner, as wait_with says (the pairings screen, or `taikai wait FILE %[1]d PLAYER TABLE`) or give them the bye (`taikai wait FILE %[1]d PLAYER --bye`), then pair the next round",
		"%[1]d 回戦の %[2]s が待ち合わせのままです。終わった卓の相手と組む（組合せ画面の「待ち合わせ」、または taikai wait FILE %[1]d 選手 卓番号）か、不戦勝にして（taikai wait FILE %[1]d 選手 --bye）から次の回戦を組んでください",
		r.Number, strings.Join(who, "、"))
}
