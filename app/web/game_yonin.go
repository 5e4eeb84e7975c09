package web

import (
	"fmt"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/yonin"
)

// Four-player shogi: the tables of the current stage, each seat's points
// after every game, and the table's report as the federation writes it.
func init() {
	registerGamePages(yonin.Kind,
		extraPage{Path: "tables", Title: tournament.Text{En: "Tables and points", Ja: "卓と得点"}, Build: yoninTables, Wall: true},
	)
}

func yoninTables(svc *tournament.Service, d *data, l tournament.Lang) ([]section, error) {
	ys := yonin.Of(svc)
	sts, err := ys.Stages()
	if err != nil || len(sts) == 0 {
		return nil, err
	}
	st := sts[len(sts)-1]
	set, err := yonin.SettingsOf(d.ev)
	if err != nil {
		return nil, err
	}
	var out []section
	for i, t := range st.Tables {
		played, series, err := ys.TablePlayed(t)
		if err != nil {
			return nil, err
		}
		sec := section{Title: fmt.Sprintf("%s　%s", st.Name, tournament.Tr("Table %s", "%s卓", t.Name).In(l)),
			Header: []string{word(l, "name"), tournament.Text{En: "Start", Ja: "持ち点"}.In(l)}}
		for _, p := range played {
			sec.Header = append(sec.Header, p.Slot.Label())
		}
		sec.Header = append(sec.Header, tournament.Text{En: "Mates", Ja: "撃破"}.In(l))
		var labels [4]string
		for seat := range 4 {
			labels[seat] = yonin.SeatLabel(t, seat, d.names)
			who := cell{Text: labels[seat]}
			if id := t.Seats[seat]; id != 0 {
				who.Link = d.playerLink(id)
			}
			row := []cell{who, {Text: strconv.Itoa(set.StartPoints), Class: "num"}}
			for _, p := range played {
				text := strconv.Itoa(p.Points[seat])
				if p.Slot.Parent == seat {
					text += " " + yonin.ParentMark
				}
				row = append(row, cell{Text: text, Class: "num"})
			}
			row = append(row, cell{Text: strconv.Itoa(series.Mates()[seat]), Class: "num"})
			sec.Rows = append(sec.Rows, row)
		}
		if n := len(played); n > 0 {
			sec.Notes = yonin.FormatReport(series.Standings(i), labels, played[n-1].Slot.Parent)
		}
		out = append(out, sec)
	}
	return out, nil
}
