package yonin

import (
	"slices"

	rules "taikai/rules/yonin"
	"taikai/tournament"
)

// YoninRow is one line of a table's standings.
type YoninRow struct {
	Table  string
	Rank   int
	ID     int // 0 for a CPU
	Seat   int
	Points int
	Mates  int
}

// stageStandings ranks every table of a stage, table by table.
func stageStandings(set rules.Settings, st Stage) ([]YoninRow, error) {
	var out []YoninRow
	for ti, t := range st.Tables {
		series, err := tableSeries(set, t, nil)
		if err != nil {
			return nil, err
		}
		for _, row := range series.Standings(ti) {
			out = append(out, YoninRow{Table: t.Name, Rank: row.Rank, ID: t.Seats[row.Seat], Seat: row.Seat, Points: row.Points, Mates: row.Mates})
		}
	}
	return out, nil
}

// YoninStandings returns the standings of every table of a stage (points,
// then mates), the tables themselves, and the game labels played so far.
func (s *Service) YoninStandings(stage string) ([]YoninRow, Stage, error) {
	var rows []YoninRow
	var st Stage
	err := s.View(func(r tournament.Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		if st, err = stageNamed(r, stage); err != nil {
			return err
		}
		rows, err = stageStandings(set, st)
		return err
	})
	return rows, st, err
}

// Advancement is who goes on from a stage (勝ち抜け): by place at each table,
// through the 3位枠, and the ties the arbiter must still decide.
type Advancement struct {
	Qualified []int
	Thirds    []int
	Ties      [][]int // tied players around a line, to decide by playoff or lot
	// Playing are the stage's tables that still have games to play.
	Playing []string
}

// YoninAdvancement applies the advancement rule (settings advance_per_table
// and best_thirds) to a stage. CPU substitutes never advance.
func (s *Service) YoninAdvancement(stage string) (Advancement, error) {
	var out Advancement
	err := s.View(func(r tournament.Reader) error {
		_, set, err := s.yoninEvent(r)
		if err != nil {
			return err
		}
		st, err := stageNamed(r, stage)
		if err != nil {
			return err
		}
		var tables [][]rules.Standing
		for ti, t := range st.Tables {
			series, err := tableSeries(set, t, nil)
			if err != nil {
				return err
			}
			if series.Over() == nil {
				out.Playing = append(out.Playing, t.Name)
			}
			rows := series.Standings(ti)
			// A CPU seat ranks but never advances: leave it out.
			rows = slices.DeleteFunc(rows, func(r rules.Standing) bool { return t.Seats[r.Seat] == 0 })
			tables = append(tables, rows)
		}
		a := set.Advance(tables)
		id := func(r rules.Standing) int { return st.Tables[r.Table].Seats[r.Seat] }
		for _, r := range a.Qualified {
			out.Qualified = append(out.Qualified, id(r))
		}
		for _, r := range a.Thirds {
			out.Thirds = append(out.Thirds, id(r))
		}
		for _, t := range a.Ties {
			var ids []int
			for _, r := range t.Players {
				ids = append(ids, id(r))
			}
			out.Ties = append(out.Ties, ids)
		}
		return nil
	})
	return out, err
}
