package igo

import (
	"golang.org/x/text/unicode/norm"

	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Tiebreak is a criterion that orders players on equal wins (同勝数の順位の
// 決め方), as Japanese club events use them.
type Tiebreak string

// The tiebreaks.
const (
	SOS        Tiebreak = "sos"   // 相手の勝数の合計 (sum of opponents' scores)
	SODOS      Tiebreak = "sodos" // 勝った相手の勝数の合計 (sum of defeated opponents' scores)
	HeadToHead Tiebreak = "h2h"   // 直接対決 (between two tied players who met)
)

// DefaultTies is the default tiebreak order: SOS, SODOS, head-to-head.
const DefaultTies = "sos,sodos,h2h"

// Japanese returns the tiebreak's Japanese name.
func (t Tiebreak) Japanese() string {
	return map[Tiebreak]string{SOS: "SOS（対戦相手の勝数合計）", SODOS: "SODOS（勝った相手の勝数合計）", HeadToHead: "直接対決"}[t]
}

// ParseTiebreaks reads "sos,sodos,h2h" (any order, any subset; "" none).
func ParseTiebreaks(s string) ([]Tiebreak, error) {
	var out []Tiebreak
	fields := strings.FieldsFunc(norm.NFKC.String(s), func(r rune) bool { return r == ',' || r == '、' || r == '・' || r == ' ' || r == '　' })
	for _, f := range fields {
		f = strings.ToLower(strings.TrimSpace(f))
		if f == "" || f == "none" || f == "なし" {
			continue
		}
		t := Tiebreak(f)
		if w, ok := tiebreakWords[f]; ok {
			t = w
		}
		if t != SOS && t != SODOS && t != HeadToHead {
			return nil, fmt.Errorf("unknown tiebreak %q: use sos, sodos and h2h, separated by commas", f)
		}
		if slices.Contains(out, t) {
			return nil, fmt.Errorf("tiebreak %q is given twice", f)
		}
		out = append(out, t)
	}
	return out, nil
}

// StandingPlayer is a participant for the standings.
type StandingPlayer struct {
	ID        int
	Lot       int // the stored lot, the last criterion
	Withdrawn bool
}

// Arbiter is the side of a game the arbiter (審判) plays against a player
// (審判対局): not a player. The game counts for the player only, and adds
// nothing to their SOS or SODOS.
const Arbiter = -1

// StandingGame is one game of a round; a bye has White 0 and counts as a
// win with no opponent. A player may have two games in a round (待ち合わせ):
// each counts.
type StandingGame struct {
	Black, White int
	Result       GameResult
}

// StandingRow is one line of the Go standings.
type StandingRow struct {
	Place     int  // every tie broken: lot last
	Rank      int  // shared by players equal on wins and every tiebreak
	Tied      bool // shares its Rank
	ID        int
	Score     int // wins in half-points (jigo ½)
	SOS       int // half-points
	SODOS     int // half-points
	Pending   bool
	Withdrawn bool
}

type meeting struct{ opp, points int } // points the player scored against opp

// Standings ranks players by wins, then the tiebreaks in order, then the
// lot. A bye is a win against nobody (no SOS); 無勝負 and 勝敗預かり count
// for nobody (the players of a pending game are marked).
func Standings(players []StandingPlayer, rounds [][]StandingGame, ties []Tiebreak) ([]StandingRow, error) {
	idx := map[int]int{}
	rows := make([]StandingRow, len(players))
	for i, p := range players {
		if _, dup := idx[p.ID]; dup {
			return nil, fmt.Errorf("player %d is listed twice", p.ID)
		}
		idx[p.ID] = i
		rows[i] = StandingRow{ID: p.ID, Withdrawn: p.Withdrawn}
	}
	met := make([][]meeting, len(players))
	for _, games := range rounds {
		for _, g := range games {
			if g.Black == Arbiter || g.White == Arbiter {
				if err := againstArbiter(g, idx, rows); err != nil {
					return nil, err
				}
				continue
			}
			bi, ok := idx[g.Black]
			if !ok {
				return nil, fmt.Errorf("unknown player %d", g.Black)
			}
			if g.White == 0 {
				rows[bi].Score += 2
				continue
			}
			wi, ok := idx[g.White]
			if !ok {
				return nil, fmt.Errorf("unknown player %d", g.White)
			}
			if g.Result.Kind == ResultPending {
				rows[bi].Pending, rows[wi].Pending = true, true
			}
			b, w, counted := g.Result.Points()
			if !counted {
				continue
			}
			rows[bi].Score += b
			rows[wi].Score += w
			met[bi] = append(met[bi], meeting{wi, b})
			met[wi] = append(met[wi], meeting{bi, w})
		}
	}
	for i := range rows {
		for _, m := range met[i] {
			rows[i].SOS += rows[m.opp].Score
			if m.points == 2 {
				rows[i].SODOS += rows[m.opp].Score
			}
		}
	}
	key := func(a, b int) int { // wins and the numeric tiebreaks
		if c := cmp.Compare(rows[b].Score, rows[a].Score); c != 0 {
			return c
		}
		for _, t := range ties {
			switch t {
			case SOS:
				if c := cmp.Compare(rows[b].SOS, rows[a].SOS); c != 0 {
					return c
				}
			case SODOS:
				if c := cmp.Compare(rows[b].SODOS, rows[a].SODOS); c != 0 {
					return c
				}
			}
		}
		return 0
	}
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := key(a, b); c != 0 {
			return c
		}
		return cmp.Or(cmp.Compare(players[a].Lot, players[b].Lot), cmp.Compare(rows[a].ID, rows[b].ID))
	})
	// Head-to-head only separates exactly two tied players who met with a
	// decisive balance; among three or more it can go round in a circle.
	decided := make([]bool, len(order)) // order[p] was separated from order[p-1]
	if slices.Contains(ties, HeadToHead) {
		for p := 0; p < len(order); {
			q := p + 1
			for q < len(order) && key(order[p], order[q]) == 0 {
				q++
			}
			if q-p == 2 {
				if c := balance(met[order[p+1]], order[p]); c != 0 {
					if c > 0 {
						order[p], order[p+1] = order[p+1], order[p]
					}
					decided[p+1] = true
				}
			}
			p = q
		}
	}
	out := make([]StandingRow, len(order))
	for p, i := range order {
		r := rows[i]
		r.Place, r.Rank = p+1, p+1
		if p > 0 && key(order[p-1], i) == 0 && !decided[p] {
			r.Rank, r.Tied, out[p-1].Tied = out[p-1].Rank, true, true
		}
		out[p] = r
	}
	return out, nil
}

// againstArbiter counts a game against the arbiter for its player only.
func againstArbiter(g StandingGame, idx map[int]int, rows []StandingRow) error {
	id := g.Black
	if id == Arbiter {
		id = g.White
	}
	i, ok := idx[id]
	if !ok {
		return fmt.Errorf("unknown player %d", id)
	}
	if g.Result.Kind == ResultPending {
		rows[i].Pending = true
	}
	b, w, counted := g.Result.Points()
	if !counted {
		return nil
	}
	if id == g.Black {
		rows[i].Score += b
	} else {
		rows[i].Score += w
	}
	return nil
}

// balance is the player's wins minus losses against opp (halves: a jigo 0).
func balance(ms []meeting, opp int) int {
	s := 0
	for _, m := range ms {
		if m.opp == opp {
			s += m.points - 1
		}
	}
	return s
}
