package web

import (
	"net/http"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// A team's page (/s/<key>/team/<id>) and a team player's page: the team's
// players by board and its matches board by board; a player's board in
// each round.

// teamBody is a team's page.
type teamBody struct {
	Who    person
	Place  string
	Record string
	// Members are the team's players in board order, then its reserves.
	Members []memberRow
	Now     *matchView
	Matches []matchView
}

// memberRow is a team's player on its page: their board (or 補欠), rank
// and record on the boards they played.
type memberRow struct {
	Board  string
	Who    person
	Rank   string
	Record string
}

var errNoTeam = tournament.NewProblem(tournament.ErrNotFound, "no such team", "このチームはいません")

// teamPage is "/team/{id}" of a team section: the team's players by board
// with their records, its place, and its matches board by board from its
// side, the current one first.
func (s *Server) teamPage(r *http.Request, d *data, l tournament.Lang) (view, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	team, ok := teams.TeamOf(d.byID[id])
	if err != nil || !ok {
		return view{}, errNoTeam
	}
	b := teamBody{Who: d.person(id)}
	counts := map[int]map[tally]int{}
	for i, rd := range d.rounds {
		for _, m := range rd.Games {
			if !m.Has(id) {
				continue
			}
			mv := d.matchView(rd, m, id, nil, l)
			if i == len(d.rounds)-1 {
				b.Now = &mv
			} else {
				b.Matches = append(b.Matches, mv)
			}
			if m.Result == nil {
				continue
			}
			for _, bd := range teams.Boards(m) {
				p, _ := bd.Side(id)
				if t, ok := markTally[bd.Mark(id)]; ok {
					if counts[p] == nil {
						counts[p] = map[tally]int{}
					}
					counts[p][t]++
				}
			}
		}
	}
	draws := tournament.Text{En: "drawn", Ja: "分"}
	if sg, ok := sideGameOf(d.ev); ok {
		draws = sg.Draws
	}
	member := func(board string, pid int) memberRow {
		row := memberRow{Board: board, Who: d.person(pid), Rank: d.rankOf(pid, l)}
		if len(counts[pid]) > 0 {
			row.Record = record(counts[pid], draws, l)
		}
		return row
	}
	for k, pid := range team.Boards {
		b.Members = append(b.Members, member(boardName(l, k+1), pid))
	}
	for _, pid := range team.Reserves {
		b.Members = append(b.Members, member(word(l, "reserve"), pid))
	}
	if t := d.standings; t != nil && t.After > 0 {
		for _, row := range t.Rows {
			if row.ID != id {
				continue
			}
			b.Place = tournament.Tr("%d (after round %d)", "%d位（%d回戦終了時）", row.Rank, t.After).In(l)
			var parts []string
			for i, c := range t.Columns {
				if c.Where&tournament.OnScreen != 0 && i < len(row.Cells) {
					parts = append(parts, c.Label.In(l)+" "+row.Cells[i])
				}
			}
			b.Record = strings.Join(parts, "　")
		}
	}
	return view{template: "team", title: d.names[id], live: true, refresh: 30, body: &b}, nil
}

// teamAnywhere is "/team/{id}" of an event of several sections: the team's
// page in its section.
func (s *Server) teamAnywhere(r *http.Request, d *data, l tournament.Lang) (view, error) {
	id, err := strconv.Atoi(r.PathValue("id"))
	so, ok := d.ov.SectionOf(id)
	if err != nil || !ok {
		return view{}, errNoTeam
	}
	sd := d.snap.sections[so.Section.ID]
	v, err := s.teamPage(r, sd, l)
	v.data = sd
	return v, err
}

// teamPlayer fills team player p's page: their team, their board in each
// round (table, board, colour, opponent, 手合割) with its result from
// their side, their record on the boards played, the team's place.
func (d *data) teamPlayer(b *playerBody, p tournament.Participant, l tournament.Lang) {
	team := d.person(teams.TeamOfPlayer(p))
	b.Team = &team
	sg, hasSide := sideGameOf(d.ev)
	counts := map[tally]int{}
	for i, rd := range d.rounds {
		m, k, bd, ok := teams.BoardOfPlayer(rd, p.ID)
		if !ok {
			continue
		}
		_, c := bd.Side(team.ID)
		opp, _ := bd.Side(m.Black + m.White - team.ID)
		row := gameRow{Round: roundName(l, rd), Table: m.Table, Board: boardName(l, k+1), Colour: d.side(l, tournament.Black), Opponent: d.person(opp)}
		if c == tournament.White {
			row.Colour = d.side(l, tournament.White)
		}
		if h := tournament.GameHandicap(d.ev, bd.Game); h != nil {
			row.Handicap = h.Text.In(l)
		}
		if t, ok := markTally[bd.Mark(team.ID)]; ok && m.Result != nil {
			res := sideResult{Tally: t}
			switch bd.Mark(team.ID) {
			case "不":
				res.Word = tournament.Text{En: "won by default", Ja: "不戦勝"}
			case "欠":
				res.Word = tournament.Text{En: "lost by default", Ja: "不戦敗"}
			case "両":
				res.Word = tournament.Text{En: "both lost", Ja: "両負け"}
			}
			// A board entered in the game's words reads as the game
			// reads it (白3目半勝ち); marks say no more than the tally.
			if r := bd.Game.Result; hasSide && r != nil {
				if _, isMark := markTally[r.Text]; !isMark {
					if own, ok, err := sg.Read(d.ev, rd, bd.Game, c); err == nil && ok {
						res.Score, res.Detail = own.Score, own.Detail
					}
				}
			}
			row.Result = sideIn(res, l)
			counts[t]++
		}
		if i == len(d.rounds)-1 {
			b.Now, b.Round = &row, roundName(l, rd)
		}
		b.Games = append(b.Games, row)
	}
	if len(counts) > 0 {
		draws := tournament.Text{En: "drawn", Ja: "分"}
		if hasSide {
			draws = sg.Draws
		}
		b.Record = record(counts, draws, l)
	}
	if t := d.standings; t != nil && t.After > 0 {
		for _, row := range t.Rows {
			if row.ID == team.ID {
				b.Place = tournament.Tr("%d (after round %d)", "%d位（%d回戦終了時）", row.Rank, t.After).In(l)
			}
		}
	}
}
