package tournament

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"taikai/rules/othello"
)

// lots draws every participant's lot (抽選), the last ranking criterion,
// from the event's stored seed: drawn once, the same every time.
func lots(ev Event, ps []Participant) map[int]int {
	seed, _ := strconv.ParseUint(ev.Setting(SettingSeed), 10, 64)
	rng := rand.New(rand.NewPCG(seed, 0x6c6f74)) // "lot"
	perm := rng.Perm(len(ps))
	out := make(map[int]int, len(ps))
	for i, p := range ps {
		out[p.ID] = perm[i] + 1
	}
	return out
}

// othelloInput turns the event into the standings input of rules/othello:
// the players and, per round, the games with their decided result cards.
// Rounds beyond `through` are left out; a game without a result yet is
// left out of its round.
func othelloInput(ev Event, ps []Participant, rs []Round, through int) ([]othello.Player, [][]othello.Game, error) {
	lot := lots(ev, ps)
	// Early finalists are flagged from the last preliminary round on, the
	// round they skip.
	early := map[int]bool{}
	for _, r := range rs {
		if r.Number <= through {
			for _, id := range r.EarlyFinalists {
				early[id] = true
			}
		}
	}
	players := make([]othello.Player, len(ps))
	for i, p := range ps {
		players[i] = othello.Player{ID: p.ID, Lot: lot[p.ID], Withdrawn: p.WithdrawnFrom > 0 && p.WithdrawnFrom <= through+1,
			Designated: p.HasFlag(FlagDesignated), EarlyFinalist: early[p.ID]}
	}
	var rounds [][]othello.Game
	for _, r := range rs {
		if r.Number > through || r.Final {
			break
		}
		var games []othello.Game
		for _, g := range r.Games {
			if g.IsBye() {
				games = append(games, othello.Game{Black: g.Black, Result: othello.Result{Outcome: othello.Bye}})
				continue
			}
			if g.Result == nil {
				continue
			}
			res, err := othello.ParseResult(g.Result.Text)
			if err != nil {
				return nil, nil, fmt.Errorf("round %d table %d: stored result %q: %w", r.Number, g.Table, g.Result.Text, err)
			}
			games = append(games, othello.Game{Black: g.Black, White: g.White, Result: res})
		}
		rounds = append(rounds, games)
	}
	return players, rounds, nil
}

// OthelloStandings returns the standings after round `after` (0: after the
// last round whose results are all in), and the round they are after.
func (s *Service) OthelloStandings(after int) ([]othello.Row, int, error) {
	var rows []othello.Row
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		set, err := ev.OthelloSettings()
		if err != nil {
			return err
		}
		if after <= 0 {
			after = completeRounds(rs)
		}
		after = min(after, set.Rounds)
		players, rounds, err := othelloInput(ev, ps, rs, after)
		if err != nil {
			return err
		}
		rows, err = set.Standings(players, rounds)
		return err
	})
	return rows, after, err
}

// completeRounds returns how many rounds from the first have every result
// in (a 勝敗預かり counts as in: it is shown as pending).
func completeRounds(rs []Round) int {
	n := 0
	for _, r := range rs {
		if len(r.Missing()) > 0 {
			break
		}
		n = r.Number
	}
	return n
}

func readAll(r Reader) (Event, []Participant, []Round, error) {
	ev, err := r.Event()
	if err != nil {
		return ev, nil, nil, err
	}
	ps, err := r.Participants()
	if err != nil {
		return ev, nil, nil, err
	}
	rs, err := r.Rounds()
	return ev, ps, rs, err
}

// ScoresBefore returns, for each paired round n, every player's score
// (勝数, half-points) before it, as the pairings screen and sheets show it.
func (s *Service) ScoresBefore() (map[int]map[int]Points, error) {
	out := map[int]map[int]Points{}
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil || len(rs) == 0 || ev.Game == Yonin {
			return err
		}
		var scoreAfter []map[int]int
		prelim := rs
		for i, rd := range rs {
			if rd.Final {
				prelim = rs[:i]
				break
			}
		}
		if ev.Game == Othello {
			set, err := ev.OthelloSettings()
			if err != nil {
				return err
			}
			scoreAfter, _, err = othelloTable(ev, set, ps, prelim, len(prelim)+1)
			if err != nil {
				return err
			}
		} else if scoreAfter, _, err = goTable(ev, ps, rs[:len(rs)-1]); err != nil {
			return err
		}
		for _, rd := range rs {
			m := map[int]Points{}
			k := min(rd.Number-1, len(scoreAfter)-1)
			for _, p := range ps {
				m[p.ID] = Points(scoreAfter[k][p.ID])
			}
			out[rd.Number] = m
		}
		return nil
	})
	return out, err
}
