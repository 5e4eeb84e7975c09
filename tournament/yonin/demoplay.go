package yonin

import (
	"fmt"

	"taikai/tournament"
)

// demoStages are the stages of a demo event, as the GUI suggests them.
var demoStages = []string{"予選", "本戦", "決勝"}

// demoMates are the games of a demo table, in the --mated grammar (seat
// numbers: "4<1" is seat 4 mated by seat 1).
var demoMates = []string{"4<1,3<1,2<1", "1<2,4<3,3<2", "2<3,1<4,4<3", "3<4,2<1,1<4", "4<1,3<1,2<1"}

// PlayDemo implements tournament.DemoPlayer: rounds stages (予選, 本戦,
// 決勝), each table's games played in turn until the table is finished;
// one table of the first stage has a 千日手 and a foul point (反則点).
func (Discipline) PlayDemo(s *tournament.Service, rounds int) error {
	y := Of(s)
	for i := range min(rounds, len(demoStages)) {
		name := demoStages[i]
		var st Stage
		var err error
		if i == 0 {
			st, err = y.SeatStage(name, nil)
		} else {
			st, err = y.seatDemoStage(demoStages[i-1], name)
		}
		if err != nil {
			return err
		}
		for t, table := range st.Tables {
			if i == 0 && t == 0 {
				if _, err := y.RecordGame(name, table.Name, GameEntry{Void: true}); err != nil {
					return fmt.Errorf("demo %s %s: %w", name, table.Name, err)
				}
				if _, err := y.RecordGame(name, table.Name, GameEntry{Mated: "2<1,3<1,4<1", Penalties: []string{"2"}}); err != nil {
					return fmt.Errorf("demo %s %s: %w", name, table.Name, err)
				}
			}
			for g := range demoMates {
				m := demoMates[(g+t*3+i)%len(demoMates)]
				if _, err := y.RecordGame(name, table.Name, GameEntry{Mated: m}); err != nil {
					break // the table is finished
				}
			}
		}
	}
	return nil
}

// seatDemoStage seats stage `to` with the advancers of `from`, a tie at the
// line decided as by lot: the first of the tied players goes on.
func (y *Service) seatDemoStage(from, to string) (Stage, error) {
	a, err := y.YoninAdvancement(from)
	if err != nil {
		return Stage{}, err
	}
	if len(a.Ties) == 0 {
		return y.SeatNextStage(from, to)
	}
	players := append(append([]int(nil), a.Qualified...), a.Thirds...)
	for _, tie := range a.Ties {
		players = append(players, tie[0])
	}
	return y.SeatStage(to, players)
}
