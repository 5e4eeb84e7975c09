package tournament

import "fmt"

// DemoPlayer is a discipline that can play its demo event on: rounds of
// games with results in every form of its grammar (a forfeit, a win on
// time, a jigo…), so that every screen and sheet has something to show
// (`taikai demo --rounds N`, the screenshots, the Japanese-only tests).
type DemoPlayer interface {
	PlayDemo(s *Service, rounds int) error
}

// PlayDemo plays rounds rounds (stages, for a game of tables) of the demo
// event in s.
func PlayDemo(s *Service, rounds int) error {
	if rounds <= 0 {
		return nil
	}
	ev, err := s.Event()
	if err != nil {
		return err
	}
	d, err := ev.Discipline()
	if err != nil {
		return err
	}
	p, ok := d.(DemoPlayer)
	if !ok {
		return &Problem{Kind: ErrInvalidInput, Text: Text{En: fmt.Sprintf("%s demo events cannot be played on", d.Name().En),
			Ja: fmt.Sprintf("%sのデモ大会は対局を進められません", d.Name().Ja)}}
	}
	return p.PlayDemo(s, rounds)
}

// PlayDemoCycle is PlaySwissDemo with the results taken in turn from
// cycle: game g of round r (numbered from 0 and from 1) has the results
// cycle[(r*step+g) % len(cycle)], the first the discipline accepts.
func PlayDemoCycle(s *Service, rounds, step int, cycle [][]string) error {
	return PlaySwissDemo(s, rounds, func(round, game int) []string {
		return cycle[(round*step+game)%len(cycle)]
	})
}

// PlaySwissDemo pairs rounds rounds of s and records each game's result:
// the first of results(round, game) that the discipline accepts. It is the
// DemoPlayer of the games played in paired rounds.
func PlaySwissDemo(s *Service, rounds int, results func(round, game int) []string) error {
	for range rounds {
		r, err := s.PairNextRound()
		if err != nil {
			return err
		}
		i := 0
		play := func(g Game) error {
			var last error
			for _, text := range results(r.Number, i) {
				if _, last = s.RecordResult(r.Number, g.Table, text); last == nil {
					i++
					return nil
				}
			}
			return fmt.Errorf("demo round %d table %d: %w", r.Number, g.Table, last)
		}
		for _, g := range r.Games {
			if !g.IsBye() {
				if err := play(g); err != nil {
					return err
				}
			}
		}
		// 待ち合わせ: the waiting player plays the first table that has a
		// loser (or winner); the bye when none has.
		for _, w := range r.Waiting {
			paired := false
			for _, g := range r.Games {
				if g.IsBye() {
					continue
				}
				wg, _, err := s.PairWaiting(r.Number, w.Player, g.Table)
				if err != nil {
					continue
				}
				if err := play(wg); err != nil {
					return err
				}
				paired = true
				break
			}
			if !paired {
				if err := s.ByeForWaiting(r.Number, w.Player); err != nil {
					return err
				}
			}
		}
	}
	return nil
}
