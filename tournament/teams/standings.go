package teams

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"

	"taikai/tournament"
)

// tally is a team's record after some rounds.
type tally struct {
	mp      int // match points
	bp2     int // board points, in halves (a board won 2, drawn 1)
	w, d, l int // matches won, drawn, lost
	opps    []int
	held    []tournament.Text // matches waiting for a ruling or a result
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
			cur[p.ID] = &tally{}
		}
	}
	snap := func() map[int]*tally {
		out := make(map[int]*tally, len(cur))
		for id, t := range cur {
			c := *t
			c.opps, c.held = slices.Clone(t.opps), slices.Clone(t.held)
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
			w, ok := winner(mt, m)
			if !ok {
				note := tournament.Tr("round %d table %d waits for a ruling", "%d 回戦 %d 番卓は裁定待ち", r.Number, m.Table)
				a.held, b.held = append(a.held, note), append(b.held, note)
				continue
			}
			for _, bd := range mt.Boards {
				a.bp2 += bd.points2(m.Black)
				b.bp2 += bd.points2(m.White)
			}
			switch w {
			case m.Black:
				a.mp, b.mp, a.w, b.l = a.mp+mp[0], b.mp+mp[2], a.w+1, b.l+1
			case m.White:
				b.mp, a.mp, b.w, a.l = b.mp+mp[0], a.mp+mp[2], b.w+1, a.l+1
			default:
				a.mp, b.mp, a.d, b.d = a.mp+mp[1], b.mp+mp[1], a.d+1, b.d+1
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
	for i, row := range g.order(ps, ts[len(ts)-1]) {
		place[row] = i + 1
	}
	return out, place, nil
}

// order ranks the teams: match points, board points, the match points of
// the teams met (SOS), then registration (the lot of a team event).
func (g game) order(ps []tournament.Participant, t map[int]*tally) []int {
	var ids []int
	for _, p := range ps {
		if _, ok := t[p.ID]; ok {
			ids = append(ids, p.ID)
		}
	}
	slices.SortStableFunc(ids, func(a, b int) int {
		return cmp.Or(cmp.Compare(t[b].mp, t[a].mp), cmp.Compare(t[b].bp2, t[a].bp2), cmp.Compare(sos(t, b), sos(t, a)))
	})
	return ids
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
	}, Order: tournament.Tr("match points (won %d, drawn %d, lost %d), then board points (a board won 1, drawn 0.5), then SOS (the match points of the teams met), then registration",
		"勝点（勝ち %d・引き分け %d・負け %d）、同点は勝数（個人の勝ち1・引き分け0.5）、SOS（対戦チームの勝点の合計）、登録順", mp[0], mp[1], mp[2])}
	key := func(id int) [3]int { return [3]int{final[id].mp, final[id].bp2, sos(final, id)} }
	ids := g.order(ps, final)
	for i, id := range ids {
		t := final[id]
		row := tournament.TableRow{ID: id, Place: i + 1, Rank: i + 1, Cells: []string{strconv.Itoa(t.mp), tournament.Points(t.bp2).String(), strconv.Itoa(sos(final, id)),
			fmt.Sprintf("%d勝%d敗%d分", t.w, t.l, t.d)}}
		if i > 0 && key(ids[i-1]) == key(id) {
			row.Rank = out.Rows[i-1].Rank
			row.Tied = true
			out.Rows[i-1].Tied = true
		}
		for _, h := range t.held {
			row.Notes = append(row.Notes, tournament.Note{Text: h, Where: tournament.Everywhere})
		}
		out.Rows = append(out.Rows, row)
	}
	return out, nil
}
