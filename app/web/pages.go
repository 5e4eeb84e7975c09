package web

import (
	"net/http"
	"slices"
	"strconv"
	"strings"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// person is a participant as a page links them: the name to show and the
// club, empty when that name already says it (同姓同名: 「山田 太郎（東京都）」),
// so that a page never shows the club twice.
type person struct {
	ID         int
	Name, Club string
	// Link is the address of their page.
	Link string
}

func (d *data) person(id int) person {
	if id == tournament.ArbiterID {
		return person{ID: id, Name: tournament.ArbiterName} // 審判対局: no page
	}
	p := person{ID: id, Name: d.names[id], Club: d.byID[id].Club, Link: d.playerLink(id)}
	if p.Name != d.byID[id].Name {
		p.Club = "" // DisplayNames wrote the club (or the ID) beside the name
	}
	if teams.IsTeam(d.byID[id]) {
		p.Link = d.teamLink(id)
		if p.Club == p.Name {
			p.Club = "" // a company's team named after it
		}
	}
	return p
}

// pairRow is one table of the pairings by table.
type pairRow struct {
	Table          int
	Label          string // 決勝戦, 3位決定戦
	Black, White   person
	ScoreB, ScoreW string
	Handicap       string
	Result         string
	Bye            bool
	// Waiting: the player waits for a finished game (待ち合わせ).
	Waiting bool
}

// nameRow is one player of the pairings by name.
type nameRow struct {
	Who      person
	Table    int
	Board    string // 主将 … of a team player
	Team     string // a team player's team
	Colour   string // 黒, 白
	Opponent person
	Handicap string
	Result   string
	Bye      bool
	Waiting  bool // 待ち合わせ
}

// pairingsBody is the pairings page, by table or by name.
type pairingsBody struct {
	Round     string
	Number    int
	Rounds    []roundLink
	Query     string
	Path      string
	Tables    []pairRow
	Names     []nameRow
	Handicaps bool
	Empty     string
}

type roundLink struct {
	Number  int
	Label   string
	Current bool
}

// pairings is the current round by table ("/"): ?round=N for another,
// ?q= to find a name (no JavaScript needed).
func (s *Server) pairings(r *http.Request, d *data, l tournament.Lang) (view, error) {
	if d.teamSection() {
		return s.teamPairings(r, d, l)
	}
	if ps := gamePages[d.ev.Game]; d.swiss == nil && len(ps) > 0 {
		// A game not played in pairs (four-player shogi): its own page.
		return s.extraView(d, l, ps[0])
	}
	b, rd, ok := s.pairingsOf(r, d, l, d.base+"/")
	v := view{template: "pairings", title: word(l, "pairings"), live: true, refresh: 20, body: &b}
	if !ok {
		return v, nil
	}
	keep := s.matches(d, b.Query)
	for _, g := range rd.Games {
		if keep != nil && !keep[g.Black] && !keep[g.White] {
			continue
		}
		row := pairRow{Table: g.Table, Label: g.Label.In(l), Black: d.person(g.Black), Bye: g.IsBye(),
			ScoreB: wins(l, d.scores[rd.Number][g.Black])}
		if !g.IsBye() {
			row.White, row.ScoreW = d.person(g.White), wins(l, d.scores[rd.Number][g.White])
		}
		if h := tournament.GameHandicap(d.ev, g); h != nil {
			row.Handicap = h.Text.In(l)
		}
		if g.Result != nil {
			row.Result = tournament.ResultText(d.ev, g.Result.Text, l)
		}
		b.Tables = append(b.Tables, row)
	}
	for _, w := range rd.Waiting {
		if keep == nil || keep[w.Player] {
			b.Tables = append(b.Tables, pairRow{Black: d.person(w.Player), Waiting: true, ScoreB: wins(l, d.scores[rd.Number][w.Player])})
		}
	}
	if len(b.Tables) == 0 && keep != nil {
		b.Empty = word(l, "no_match")
	}
	return v, nil
}

// byName is the current round by name ("/names"), in reading order.
func (s *Server) byName(r *http.Request, d *data, l tournament.Lang) (view, error) {
	b, rd, ok := s.pairingsOf(r, d, l, d.base+"/names")
	v := view{template: "names", title: word(l, "pairings") + "（" + word(l, "by_name") + "）", live: true, refresh: 20, body: &b}
	if !ok {
		return v, nil
	}
	b.Names = d.nameRows(rd, l, s.matches(d, b.Query))
	if d.teamSection() {
		b.Names = d.teamNameRows(rd, l, s.matches(d, b.Query))
	}
	if len(b.Names) == 0 && b.Query != "" {
		b.Empty = word(l, "no_match")
	}
	return v, nil
}

// nameRows lists the players of round rd by reading; keep, when not nil,
// is who to list.
func (d *data) nameRows(rd tournament.Round, l tournament.Lang, keep map[int]bool) []nameRow {
	var ids []int
	rows := map[int]nameRow{}
	for _, g := range rd.Games {
		h, res := "", ""
		if hc := tournament.GameHandicap(d.ev, g); hc != nil {
			h = hc.Text.In(l)
		}
		if g.Result != nil {
			res = tournament.ResultText(d.ev, g.Result.Text, l)
		}
		// A player of two games (待ち合わせ) is listed at the later one.
		if g.Black != tournament.ArbiterID {
			rows[g.Black] = nameRow{Who: d.person(g.Black), Table: g.Table, Colour: d.side(l, tournament.Black), Opponent: d.person(g.White), Handicap: h, Result: res, Bye: g.IsBye()}
			ids = appendOnce(ids, g.Black)
		}
		if !g.IsBye() && g.White != tournament.ArbiterID {
			rows[g.White] = nameRow{Who: d.person(g.White), Table: g.Table, Colour: d.side(l, tournament.White), Opponent: d.person(g.Black), Handicap: h, Result: res}
			ids = appendOnce(ids, g.White)
		}
	}
	for _, w := range rd.Waiting {
		rows[w.Player] = nameRow{Who: d.person(w.Player), Waiting: true}
		ids = appendOnce(ids, w.Player)
	}
	d.byReading(ids)
	out := make([]nameRow, 0, len(ids))
	for _, id := range ids {
		if keep == nil || keep[id] {
			out = append(out, rows[id])
		}
	}
	return out
}

// pairingsOf reads ?round and ?q for a pairings page.
func (s *Server) pairingsOf(r *http.Request, d *data, l tournament.Lang, path string) (pairingsBody, tournament.Round, bool) {
	b := pairingsBody{Query: strings.TrimSpace(r.URL.Query().Get("q")), Path: path}
	if len([]rune(b.Query)) > 50 {
		b.Query = string([]rune(b.Query)[:50])
	}
	n, _ := strconv.Atoi(r.URL.Query().Get("round"))
	rd, ok := d.round(n)
	if !ok {
		rd, ok = d.current()
	}
	if !ok {
		b.Empty = word(l, "no_round")
		return b, rd, false
	}
	b.Round, b.Number, b.Handicaps = roundName(l, rd), rd.Number, tournament.HasHandicaps(d.ev, rd)
	for _, x := range d.rounds {
		b.Rounds = append(b.Rounds, roundLink{Number: x.Number, Label: roundName(l, x), Current: x.Number == rd.Number})
	}
	return b, rd, true
}

// matches returns who query names (name, reading, romaji, club, table),
// members of a pair finding their pair; nil for no query.
func (s *Server) matches(d *data, query string) map[int]bool {
	if query == "" {
		return nil
	}
	found, err := d.svc.Find(query)
	keep := map[int]bool{}
	if err != nil {
		return keep
	}
	for _, f := range found {
		keep[f.Participant.ID] = true
	}
	// A member of a pair plays as the pair.
	for _, p := range d.ps {
		for _, m := range p.Members {
			if keep[m] {
				keep[p.ID] = true
			}
		}
	}
	return keep
}

// wins writes a score before the round: 「2勝」, "2 w".
func wins(l tournament.Lang, p tournament.Points) string {
	return tournament.Tr("%s w", "%s勝", p).In(l)
}

// standingsBody is the standings page.
type standingsBody struct {
	After   string
	Columns []string
	Rows    []standRow
	Order   string
	Empty   string
}

type standRow struct {
	Rank  string
	Who   person
	Cells []string
	Notes string
}

func (s *Server) standingsPage(r *http.Request, d *data, l tournament.Lang) (view, error) {
	b := standingsOf(d, l, 0)
	return view{template: "standings", title: word(l, "standings"), live: true, refresh: 30, body: &b}, nil
}

// standingsOf renders the standings (the first limit rows; 0: all).
func standingsOf(d *data, l tournament.Lang, limit int) standingsBody {
	var b standingsBody
	t := d.standings
	if t == nil || t.After == 0 {
		b.Empty = word(l, "standings_0")
		return b
	}
	b.After = tournament.Tr("after round %d", "%d回戦終了時", t.After).In(l)
	b.Order = t.Order.In(l)
	cols := t.Shown(tournament.OnScreen)
	for _, c := range cols {
		b.Columns = append(b.Columns, t.Columns[c].Label.In(l))
	}
	for i, row := range t.Rows {
		if limit > 0 && i >= limit {
			break
		}
		rank := strconv.Itoa(row.Rank)
		if row.Tied {
			rank += "="
		}
		sr := standRow{Rank: rank, Who: d.person(row.ID), Notes: strings.Join(row.NotesIn(tournament.OnScreen, l), "、")}
		for _, c := range cols {
			if c < len(row.Cells) {
				sr.Cells = append(sr.Cells, row.Cells[c])
			}
		}
		b.Rows = append(b.Rows, sr)
	}
	return b
}

// appendOnce appends id to ids unless it is there.
func appendOnce(ids []int, id int) []int {
	if slices.Contains(ids, id) {
		return ids
	}
	return append(ids, id)
}
