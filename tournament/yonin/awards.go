package yonin

import (
	"slices"

	"taikai/tournament"
)

// RecordAwards implements tournament.RecordsAwarder: the places of the last
// stage seated, table by table (one table: 優勝, 準優勝, 第3位; several:
// each table's, named by its table), by the table's standings (points, then
// mates). A CPU substitute (CPU代指し) is never awarded and takes no place
// from a person: a place is one more than the people ranked above. Refused
// before a stage is seated or while a table of the last stage still plays.
func (Discipline) RecordAwards(r tournament.Reader, ev tournament.Event) ([]tournament.Award, error) {
	set, err := SettingsOf(ev)
	if err != nil {
		return nil, err
	}
	sts, err := stagesIn(r)
	if err != nil {
		return nil, err
	}
	if len(sts) == 0 {
		return nil, tournament.NewProblem(tournament.ErrInvalidInput, "no stage has been seated yet: the awards come from the last stage's tables",
			"まだステージがありません。表彰は最後のステージの卓の成績から決まります")
	}
	last := slices.MaxFunc(sts, func(a, b Stage) int { return a.Order - b.Order })
	var out []tournament.Award
	for ti, t := range last.Tables {
		series, err := tableSeries(set, t, nil)
		if err != nil {
			return nil, err
		}
		if series.Over() == nil {
			return nil, tournament.NewProblem(tournament.ErrInvalidInput, "stage %s: table %s is still playing; the awards come once its games are over",
				"%s の %s 卓はまだ対局中です。表彰は全卓の対局が終わってから決まります", last.Name, t.Name)
		}
		rows := series.Standings(ti)
		table := ""
		if len(last.Tables) > 1 {
			table = t.Name
		}
		for _, row := range rows {
			id := t.Seats[row.Seat]
			if id == 0 {
				continue
			}
			place, shared := 1, 0
			for _, o := range rows {
				if t.Seats[o.Seat] == 0 {
					continue
				}
				if o.Rank < row.Rank {
					place++
				} else if o.Rank == row.Rank {
					shared++
				}
			}
			out = append(out, tournament.Award{Place: place, ID: id, Shared: shared > 1, Table: table})
		}
	}
	return out, nil
}
