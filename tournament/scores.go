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
		sw, err := SwissOf(ev.Game)
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
		sw, err := SwissOf(ev.Game)
		if err != nil {
			return err
		}
		if after <= 0 {
			after = CompleteRounds(rs)
		}
		t, err = sw.Standings(ev, ps, rs, after)
		return err
	})
	return t, err
}
