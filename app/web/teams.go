package web

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// The pages of a team section (団体戦, issue 26): the pairings list the
// matches with their boards, the names list and the wall the players with
// their table and board, and a search finds a player's board; a team has
// its own page and a team player's page shows their board in each round
// (team_page.go).

// teamSection reports whether d is a team section's data.
func (d *data) teamSection() bool { return d.so != nil && !d.ev.Teams().IsZero() }

// boardName names board k (from 1): 主将, 副将 …; "Board 2".
func boardName(l tournament.Lang, k int) string {
	ja := teams.BoardTitle(k)
	if ja == "" {
		ja = strconv.Itoa(k) + "番盤"
	}
	return tournament.Text{En: "Board " + strconv.Itoa(k), Ja: ja}.In(l)
}

// teamLink is the address of team id's page in this section.
func (d *data) teamLink(id int) string { return fmt.Sprintf("%s/team/%d", d.base, id) }

// matchView is a team match as a page shows it, from the side of the team
// on the left (the team listed first on the pairings; on a team's page,
// that team).
type matchView struct {
	Round       string
	Table       int
	Left, Right person
	// LeftPoints and RightPoints are the teams' match points before the
	// round (「勝点4」); empty in round 1.
	LeftPoints, RightPoints string
	// Score is the boards' result from the left's side (「2勝1敗」), or
	// that a board holds the match; Outcome the match's (勝ち, 負け …).
	Score   string
	Outcome *sideView
	Boards  []boardView
	Bye     bool
	// W are the words the match's template writes, in the page's language.
	W matchWords
}

// matchWords are the fixed words of a match on a page.
type matchWords struct{ Table, Vs, Bye string }

// boardView is one board of a match: its name, each side's player with
// their colour and rank, the result from the left's side, the 手合割.
type boardView struct {
	Title       string
	Left, Right boardSide
	Mark        string
	MarkClass   string
	Handicap    string
}

// boardSide is a team's player on a board.
type boardSide struct {
	Who    person
	Colour string
	Rank   string
}

// marks tell how a board counts from one side, by the mark it has there.
var markTally = map[string]tally{"○": tallyWin, "不": tallyWin, "×": tallyLoss, "欠": tallyLoss, "両": tallyLoss, "△": tallyDraw, "預": tallyPending, "無": tallyNone}

// rankOf is participant id's rank in the page's language ("" unknown).
func (d *data) rankOf(id int, l tournament.Lang) string {
	p := d.byID[id]
	if !p.Rank.Known() {
		return ""
	}
	if l == tournament.Japanese {
		return p.Rank.Japanese()
	}
	return p.Rank.String()
}

// matchPointsBefore are the teams' match points before round n, as the
// team standings count them ("" for round 1).
func (d *data) matchPointsBefore(n int, l tournament.Lang) map[int]string {
	out := map[int]string{}
	if n <= 1 || d.swiss == nil {
		return out
	}
	t, err := d.swiss.Standings(d.ev, d.ps, d.rounds, n-1)
	if err != nil {
		return out
	}
	c := -1
	for i, col := range t.Columns {
		if col.Key == "match_points" {
			c = i
		}
	}
	if c < 0 {
		return out
	}
	for _, row := range t.Rows {
		out[row.ID] = tournament.Tr("%s MP", "勝点%s", row.Cells[c]).In(l)
	}
	return out
}

// matchView is match m of round rd read from team left's side; before are
// the match points before the round (nil: not shown).
func (d *data) matchView(rd tournament.Round, m tournament.Game, left int, before map[int]string, l tournament.Lang) matchView {
	right := m.Black + m.White - left
	v := matchView{Round: roundName(l, rd), Table: m.Table, Left: d.person(left), Bye: m.IsBye(), LeftPoints: before[left],
		W: matchWords{Table: word(l, "table"), Vs: word(l, "vs"), Bye: word(l, "bye")}}
	if m.IsBye() {
		v.Outcome = sideIn(sideResult{Tally: tallyWin}, l)
		return v
	}
	v.Right, v.RightPoints = d.person(right), before[right]
	if m.Result != nil {
		own, other, decided, waits := teams.Score(m, left)
		switch {
		case waits:
			v.Outcome = sideIn(sideResult{Tally: tallyPending}, l)
		case decided:
			v.Score = tournament.Tr("%s–%s", "%s勝%s敗", own, other).In(l)
			t := tallyDraw
			switch {
			case own > other:
				t = tallyWin
			case other > own:
				t = tallyLoss
			}
			v.Outcome = sideIn(sideResult{Tally: t}, l)
		}
	}
	for k, b := range teams.Boards(m) {
		bv := boardView{Title: boardName(l, k+1), Left: d.boardSide(b, left, l), Right: d.boardSide(b, right, l)}
		if m.Result != nil {
			bv.Mark = b.Mark(left)
			if t, ok := markTally[bv.Mark]; ok {
				bv.MarkClass = tallies[t].class
			}
		}
		if h := tournament.GameHandicap(d.ev, b.Game); h != nil {
			bv.Handicap = h.Text.In(l)
		}
		v.Boards = append(v.Boards, bv)
	}
	return v
}

func (d *data) boardSide(b teams.Board, team int, l tournament.Lang) boardSide {
	id, c := b.Side(team)
	colour := d.side(l, tournament.Black)
	if c == tournament.White {
		colour = d.side(l, tournament.White)
	}
	return boardSide{Who: d.person(id), Colour: colour, Rank: d.rankOf(id, l)}
}

// teamPairingsBody is a team section's pairings page: the round's
// matches, each with its boards.
type teamPairingsBody struct {
	pairingsBody
	Matches []matchView
}

// teamPairings is the pairings page of a team section: each match of the
// round with its boards (?q= keeps the matches of the teams and players
// named).
func (s *Server) teamPairings(r *http.Request, d *data, l tournament.Lang) (view, error) {
	pb, rd, ok := s.pairingsOf(r, d, l, d.base+"/")
	b := teamPairingsBody{pairingsBody: pb}
	v := view{template: "teampairings", title: word(l, "pairings"), live: true, refresh: 20, body: &b}
	if !ok {
		return v, nil
	}
	keep := s.matches(d, b.Query)
	before := d.matchPointsBefore(rd.Number, l)
	for _, m := range rd.Games {
		if keep != nil && !keep[m.Black] && !keep[m.White] && !slices.ContainsFunc(teams.Boards(m), func(b teams.Board) bool { return keep[b.Game.Black] || keep[b.Game.White] }) {
			continue
		}
		b.Matches = append(b.Matches, d.matchView(rd, m, m.Black, before, l))
	}
	if len(b.Matches) == 0 && keep != nil {
		b.Empty = word(l, "no_match")
	}
	return v, nil
}

// teamNameRows lists the players on the boards of round rd by reading,
// each with their table, board, colour, team and opponent; keep, when not
// nil, is who to list (a team named lists its players).
func (d *data) teamNameRows(rd tournament.Round, l tournament.Lang, keep map[int]bool) []nameRow {
	var ids []int
	rows := map[int]nameRow{}
	for _, m := range rd.Games {
		for k, b := range teams.Boards(m) {
			for _, team := range []int{m.Black, m.White} {
				id, c := b.Side(team)
				opp, _ := b.Side(m.Black + m.White - team)
				row := nameRow{Who: d.person(id), Table: m.Table, Board: boardName(l, k+1), Team: d.names[team],
					Colour: d.side(l, tournament.Black), Opponent: d.person(opp)}
				if c == tournament.White {
					row.Colour = d.side(l, tournament.White)
				}
				if h := tournament.GameHandicap(d.ev, b.Game); h != nil {
					row.Handicap = h.Text.In(l)
				}
				if m.Result != nil {
					row.Result = b.Mark(team)
				}
				if keep == nil || keep[id] || keep[team] {
					rows[id] = row
					ids = append(ids, id)
				}
			}
		}
	}
	d.byReading(ids)
	out := make([]nameRow, 0, len(ids))
	for _, id := range ids {
		out = append(out, rows[id])
	}
	return out
}

// teamWhere says where team player or team p plays in the current round
// (「3番卓 主将（日本橋銀行）」, 「3番卓」); ok false when p is neither or
// does not play it.
func (d *data) teamWhere(p tournament.Participant, l tournament.Lang) (string, bool) {
	rd, ok := d.current()
	if !ok || !d.teamSection() {
		return "", false
	}
	if teams.IsTeam(p) {
		for _, m := range rd.Games {
			switch {
			case !m.Has(p.ID):
			case m.IsBye():
				return word(l, "bye"), true
			default:
				return tournament.Tr("table %d", "%d番卓", m.Table).In(l), true
			}
		}
		return "", false
	}
	m, k, _, ok := teams.BoardOfPlayer(rd, p.ID)
	if !ok {
		return "", false
	}
	return tournament.Tr("table %d, %s (%s)", "%d番卓 %s（%s）", m.Table, boardName(l, k+1), d.names[teams.TeamOfPlayer(p)]).In(l), true
}
