package tournament

// ScoresBefore returns, for each paired round n, every player's score
// (勝数, half-points) before it, as the pairings screen and sheets show it.
// An event not played in paired rounds has none.
func (s *Service) ScoresBefore() (map[int]map[int]Points, error) {
	out := map[int]map[int]Points{}
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil || len(rs) == 0 {
			return err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return nil
		}
		scoreAfter, _, err := sw.Scores(ev, ps, rs[:len(rs)-1])
		if err != nil {
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

// Standings returns the event's standings after round `after` (0: the last
// round whose results are all in) as the generic table every screen,
// sheet and CLI format renders.
func (s *Service) Standings(after int) (Table, error) {
	var t Table
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		sw, err := ev.Swiss()
		if err != nil {
			return err
		}
		if after <= 0 {
			after = CompleteRounds(rs)
		} else if last := lastRoundNumber(rs); after > last {
			// Standings "after round 9" of an event paired to round 2 would
			// silently be those of the last preliminary round.
			if last == 0 {
				return newProblem(ErrNotFound, "no round has been paired yet", "まだどの回戦も組み合わせていません")
			}
			return newProblem(ErrNotFound, "round %d has not been paired: the last round is %d", "%d 回戦はまだ組み合わせていません（最後の回戦は %d 回戦です）", after, last)
		}
		t, err = standingsOf(ev, sw, ps, rs, after)
		return err
	})
	return t, err
}

// standingsOf are the standings of the section ev is the view of: its
// format's own (a league's groups, a knockout's places) or the game's.
func standingsOf(ev Event, sw Swiss, ps []Participant, rs []Round, after int) (Table, error) {
	if sec, ok := ev.InSection(); ok {
		if p, ok := policyOf(sec.Format.Of()); ok {
			t, own, err := p.Standings(ev, sec, ps, rs, after)
			if err != nil || own {
				return t, err
			}
		}
	}
	return sw.Standings(ev, ps, rs, after)
}

// lastRoundNumber is the number of the last round paired (0: none).
func lastRoundNumber(rs []Round) int {
	last := 0
	for _, r := range rs {
		last = max(last, r.Number)
	}
	return last
}
