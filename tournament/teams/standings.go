package teams

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	matchrules "taikai/rules/teams"
	"taikai/tournament"
)

// tally is a team's record after some rounds.
type tally struct {
	mp      int // match points
	bp2     int // board points, in halves (a board won 2, drawn 1)
	w, d, l int // matches won, drawn, lost
	opps    []int
	// met is each decided match's result against the team met: 2 won, 1
	// drawn, 0 lost.
	met  map[int]int
	held []tournament.Text // matches waiting for a ruling or a result
}

// tallies reads every team's record through round `through` of rs, one map
// after each round (index 0: before round 1). A match counts once every
// board has a result that is not held (勝敗預かり): then its winner (more
// boards won) takes the win's match points, a drawn match both the draw's,
// the loser the loss's; each team the board points its players won. A bye
// is a match won with every board won by default.
func (g game) tallies(ps []tournament.Participant, rs []tournament.Round, through int) ([]map[int]*tally, error) {
	cur := map[int]*tally{}
	for _, p := range ps {
		if IsTeam(p) {
			cur[p.ID] = &tally{met: map[int]int{}}
		}
	}
	snap := func() map[int]*tally {
		out := make(map[int]*tally, len(cur))
		for id, t := range cur {
			c := *t
			c.opps, c.held, c.met = slices.Clone(t.opps), slices.Clone(t.held), maps.Clone(t.met)
			out[id] = &c
		}
		return out
	}
	out := []map[int]*tally{snap()}
	mp := g.rules.MatchPoints
	for _, r := range rs {
		if r.Number > through {
			break
		}
		for _, m := range r.Games {
			if m.IsBye() {
				if t, ok := cur[m.Black]; ok {
					t.mp += mp[0]
					t.bp2 += 2 * g.rules.Boards
					t.w++
				}
				continue
			}
			a, b := cur[m.Black], cur[m.White]
			if a == nil || b == nil {
				return nil, tournament.NewProblem(tournament.ErrDamagedFile, "round %d table %d is not a match between two teams", "%d 回戦 %d 番卓はチーム同士の試合ではありません", r.Number, m.Table)
			}
			a.opps, b.opps = append(a.opps, m.White), append(b.opps, m.Black)
			if m.Result == nil {
				continue
			}
			mt, err := matchOf(m)
			if err != nil {
				return nil, err
			}
			res := mt.result(m.Black)
			pa, pb, ok := matchrules.MatchPoints(res, mp)
			if !ok {
				note := tournament.Tr("round %d table %d waits for a ruling", "%d 回戦 %d 番卓は裁定待ち", r.Number, m.Table)
				a.held, b.held = append(a.held, note), append(b.held, note)
				continue
			}
			a.mp, b.mp = a.mp+pa, b.mp+pb
			a.bp2, b.bp2 = a.bp2+res.BoardsA, b.bp2+res.BoardsB
			switch res.Winner {
			case matchrules.TeamA:
				a.w, b.l = a.w+1, b.l+1
				a.met[m.White], b.met[m.Black] = 2, 0
			case matchrules.TeamB:
				b.w, a.l = b.w+1, a.l+1
				a.met[m.White], b.met[m.Black] = 0, 2
			case matchrules.MatchDrawn:
				a.d, b.d = a.d+1, b.d+1
				a.met[m.White], b.met[m.Black] = 1, 1
			}
		}
		out = append(out, snap())
	}
	return out, nil
}

// Scores implements tournament.Swiss: a team's score is its matches won,
// a drawn match half (in half-points, as every Swiss's scores: at most
// one point a round, which the pairing requires). The pairing groups teams
// by it; with the default match points (2/1/0) it is half the match
// points, and with any others (3/1/0) it still fits the pairing's bounds.
func (g game) Scores(ev tournament.Event, ps []tournament.Participant, before []tournament.Round) ([]map[int]int, map[int]int, error) {
	ts, err := g.tallies(ps, before, len(before))
	if err != nil {
		return nil, nil, err
	}
	out := make([]map[int]int, len(ts))
	for i, t := range ts {
		out[i] = make(map[int]int, len(t))
		for id, tt := range t {
			out[i][id] = 2*tt.w + tt.d
		}
	}
	place := map[int]int{}
	for _, grp := range rank(ps, ts[len(ts)-1], tiebreaksOf(ev)) {
		for _, id := range grp {
			place[id] = len(place) + 1
		}
	}
	return out, place, nil
}

// sos is the match points of the teams id met.
func sos(t map[int]*tally, id int) int {
	sum := 0
	for _, o := range t[id].opps {
		if ot, ok := t[o]; ok {
			sum += ot.mp
		}
	}
	return sum
}

// Standings implements tournament.Swiss: the team standings after round
// `after` (0: the last round with every result in): match points, board
// points, SOS (the match points of the teams met), then the team's
// registration; the record of matches won, drawn and lost.
func (g game) Standings(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, error) {
	if after <= 0 {
		after = tournament.CompleteRounds(rs)
	}
	ts, err := g.tallies(ps, rs, after)
	if err != nil {
		return tournament.Table{}, err
	}
	final := ts[len(ts)-1]
	mp := g.rules.MatchPoints
	out := tournament.Table{After: after, Columns: []tournament.Column{
		{Key: "match_points", Label: tournament.Text{En: "Match points", Ja: "勝点"}, Where: tournament.Everywhere},
		{Key: "board_points", Label: tournament.Text{En: "Board points", Ja: "勝数"}, Where: tournament.Everywhere},
		{Key: "sos", Label: tournament.Text{En: "SOS", Ja: "SOS"}, Where: tournament.Everywhere},
		{Key: "record", Label: tournament.Text{En: "Matches", Ja: "勝敗"}, Where: tournament.Everywhere},
	}}
	tbs := tiebreaksOf(ev)
	after2 := words(tbs)
	out.Order = tournament.Tr("match points (won %d, drawn %d, lost %d), then board points (a board won 1, drawn 0.5), then %s, then registration",
		"勝点（勝ち %d・引き分け %d・負け %d）、同点は勝数（個人の勝ち1・引き分け0.5）、%s、登録順", mp[0], mp[1], mp[2], after2)
	for _, grp := range rank(ps, final, tbs) {
		first := len(out.Rows) + 1
		for _, id := range grp {
			t := final[id]
			row := tournament.TableRow{ID: id, Place: len(out.Rows) + 1, Rank: first, Tied: len(grp) > 1,
				Cells: []string{strconv.Itoa(t.mp), tournament.Points(t.bp2).String(), strconv.Itoa(sos(final, id)), fmt.Sprintf("%d勝%d敗%d分", t.w, t.l, t.d)}}
			for _, h := range t.held {
				row.Notes = append(row.Notes, tournament.Note{Text: h, Where: tournament.Everywhere})
			}
			out.Rows = append(out.Rows, row)
		}
	}
	return out, nil
}
