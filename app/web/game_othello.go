package web

import (
	"strconv"

	"taikai/tournament"
	"taikai/tournament/othello"
)

// Othello: the crosstable and the finals with the award list.
func init() {
	registerGamePages(othello.Kind,
		extraPage{Path: "crosstable", Title: tournament.Text{En: "Crosstable", Ja: "クロス表"}, Build: othelloCrosstable},
		extraPage{Path: "finals", Title: tournament.Text{En: "Finals", Ja: "決勝"}, Build: othelloFinals, Wall: true},
	)
}

// othelloCrosstable is the preliminary crosstable: each cell the
// opponent's place, colour, ○△× and own discs.
func othelloCrosstable(svc *tournament.Service, d *data, l tournament.Lang) ([]section, error) {
	rows, err := othello.Of(svc).Crosstable()
	if err != nil || len(rows) == 0 || len(rows[0].Cells) == 0 {
		return nil, err
	}
	place := map[int]int{}
	for _, r := range rows {
		place[r.Row.ID] = r.Row.Place
	}
	sec := section{Header: []string{word(l, "place"), word(l, "name"), tournament.Text{En: "Wins", Ja: "勝数"}.In(l), "BP"}}
	for i := range rows[0].Cells {
		sec.Header = append(sec.Header, strconv.Itoa(i+1))
	}
	marked := false
	for _, r := range rows {
		rank := strconv.Itoa(r.Row.Rank)
		if r.Row.Tied {
			rank += "="
		}
		line := []cell{{Text: rank, Class: "num"}, {Text: d.names[r.Row.ID], Link: d.playerLink(r.Row.ID)},
			{Text: r.Row.Score.String(), Class: "num"}, {Text: r.Row.BP.String(), Class: "num"}}
		for _, c := range r.Cells {
			marked = marked || c.NotRated
			line = append(line, cell{Text: c.Text(place, " ")})
		}
		sec.Rows = append(sec.Rows, line)
	}
	sec.Notes = []string{tournament.Text{En: "Each cell: opponent's place, colour (黒/白), ○ win △ draw × loss 不 bye 預 pending, own discs.",
		Ja: "各欄：相手の順位、手番（黒/白）、○勝 △引分 ×負 不不戦勝 預勝敗預かり、自分の石数"}.In(l)}
	if marked {
		sec.Notes = append(sec.Notes, othello.RatingLegend.In(l))
	}
	return []section{sec}, nil
}

// othelloFinals is the final and the playoff with their results, then the
// award and certification list.
func othelloFinals(svc *tournament.Service, d *data, l tournament.Lang) ([]section, error) {
	var out []section
	if rd, ok := d.current(); ok && rd.Final {
		sec := section{Title: roundName(l, rd), Header: []string{word(l, "table"), "", word(l, "black"), word(l, "white"), word(l, "result")}}
		for _, g := range rd.Games {
			res := ""
			if g.Result != nil {
				res = tournament.ResultText(d.ev, g.Result.Text, l)
			}
			sec.Rows = append(sec.Rows, []cell{{Text: strconv.Itoa(g.Table), Class: "num"}, {Text: g.Label.In(l)},
				{Text: d.names[g.Black], Link: d.playerLink(g.Black)}, {Text: d.names[g.White], Link: d.playerLink(g.White)}, {Text: res}})
		}
		out = append(out, sec)
	}
	list, err := othello.Of(svc).Certification()
	if err != nil {
		return out, nil // no standings yet: nothing to certify
	}
	sec := section{Title: tournament.Text{En: "Awards and rank certification", Ja: "表彰と段位認定"}.In(l),
		Header: []string{word(l, "place"), word(l, "name"), tournament.Text{En: "Certified", Ja: "認定"}.In(l), ""}}
	for _, c := range list {
		if c.Certificate.Dan == 0 && !c.Undecided {
			continue
		}
		place := ""
		if c.Place > 0 {
			place = tournament.Tr("%d", "%d位", c.Place).In(l)
		}
		cert := c.Certificate.Japanese()
		if c.Certificate.Paid {
			cert += tournament.Text{En: " (paid)", Ja: "（有料）"}.In(l)
		}
		if c.Undecided {
			// A final without a winner: no place, no award until the ruling.
			place, cert = othello.Undecided.In(l), othello.Undecided.In(l)
		}
		sec.Rows = append(sec.Rows, []cell{{Text: place, Class: "num"}, {Text: d.names[c.ID], Link: d.playerLink(c.ID)}, {Text: cert},
			{Text: tournament.Text{En: c.Certificate.Basis.En, Ja: c.Certificate.Basis.Ja}.In(l)}})
	}
	if len(sec.Rows) > 0 {
		out = append(out, sec)
	}
	return out, nil
}
