package pairing

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// ErrInvalidLeague means that a league group's games or tiebreak values are
// inconsistent: a player outside the group, a game against oneself, a pair
// listed twice, an unknown result, or tiebreak values missing for a player
// or of unequal length.
var ErrInvalidLeague = errors.New("invalid league group")

// LeagueResult is the result of one game of a league group (リーグ戦).
type LeagueResult int8

const (
	// LeaguePending: not played yet (未対局); the game counts for nobody.
	LeaguePending LeagueResult = iota
	// LeagueWinA: A won (A is the first named of the game).
	LeagueWinA
	// LeagueWinB: B won.
	LeagueWinB
	// LeagueDraw: drawn as the game's rules leave it (持碁, 千日手 when not
	// replayed, 引き分け); it counts half a win to each.
	LeagueDraw
)

// LeagueGame is one game of a league group between players A and B, numbered
// 0..n−1 within the group.
type LeagueGame struct {
	A, B   int
	Result LeagueResult
}

// LeagueRow is one player's line in a group's standings.
type LeagueRow struct {
	Player              int
	Place               int // from 1; the players of a tie share its first place
	Wins, Draws, Losses int
	Points2             int   // twice the wins, so a draw (half a win) counts 1
	Tiebreaks           []int // the values the caller supplied
}

// LeagueTie is players the rules leave level: the same wins, the same
// results among themselves and the same tiebreak values. The order among
// them is for the arbiter's playoff (決定戦) or lot (抽選), never a default.
type LeagueTie struct {
	Place   int   // the first place they share
	Players []int // in player order
}

// LeagueTable is a group's standings: Rows best first (a tie's players in
// player order), the Ties among them, and the number of pairs still without
// a result (a pending game, or a pair with no game listed). While Pending is
// above zero the table is provisional.
type LeagueTable struct {
	Rows    []LeagueRow
	Ties    []LeagueTie
	Pending int
}

// LeagueStandings orders a league group (リーグ戦の順位) of n players from its
// games. Players are ordered by wins, a draw counting half. Players level on
// wins are ordered by head-to-head: the results of the games among exactly
// those players (a mini-league of the tied). If that does not separate all
// of them, the caller's tiebreak values decide in the order given, higher
// first (pass a negated value for a "lower is better" criterion). Whenever a
// criterion splits a tied set, the smaller sets start again from
// head-to-head among themselves. Players still level after the last value
// are a tie (LeagueTie) the arbiter decides by playoff or lot: a three-way
// tie of one win each that beat each other in a circle (三すくみ) is the
// usual one, and is left tied unless the values separate it.
//
// tiebreaks may be nil (no values) or give each player the same number of
// values.
func LeagueStandings(n int, games []LeagueGame, tiebreaks [][]int) (LeagueTable, error) {
	if n < 2 || n > MaxBergerPlayers {
		return LeagueTable{}, fmt.Errorf("%w: %d players (2 to %d)", ErrInvalidLeague, n, MaxBergerPlayers)
	}
	if tiebreaks != nil {
		if len(tiebreaks) != n {
			return LeagueTable{}, fmt.Errorf("%w: tiebreak values for %d players, group of %d", ErrInvalidLeague, len(tiebreaks), n)
		}
		for p, tb := range tiebreaks {
			if len(tb) != len(tiebreaks[0]) {
				return LeagueTable{}, fmt.Errorf("%w: player %d has %d tiebreak values, player 0 has %d", ErrInvalidLeague, p, len(tb), len(tiebreaks[0]))
			}
		}
	}
	l := league{n: n, tb: tiebreaks, res: make([]LeagueResult, n*n), listed: make([]bool, n*n)}
	rows := make([]LeagueRow, n)
	for p := range rows {
		rows[p].Player = p
		if tiebreaks != nil {
			rows[p].Tiebreaks = slices.Clone(tiebreaks[p])
		}
	}
	for i, g := range games {
		if g.A < 0 || g.A >= n || g.B < 0 || g.B >= n || g.A == g.B {
			return LeagueTable{}, fmt.Errorf("%w: game %d is %d against %d in a group of %d", ErrInvalidLeague, i+1, g.A, g.B, n)
		}
		if g.Result < LeaguePending || g.Result > LeagueDraw {
			return LeagueTable{}, fmt.Errorf("%w: game %d has result %d", ErrInvalidLeague, i+1, g.Result)
		}
		if l.listed[g.A*n+g.B] {
			return LeagueTable{}, fmt.Errorf("%w: players %d and %d are listed twice", ErrInvalidLeague, g.A, g.B)
		}
		l.listed[g.A*n+g.B], l.listed[g.B*n+g.A] = true, true
		l.res[g.A*n+g.B] = g.Result
		l.res[g.B*n+g.A] = mirror(g.Result)
		a, b := &rows[g.A], &rows[g.B]
		switch g.Result {
		case LeagueWinA:
			a.Wins++
			b.Losses++
		case LeagueWinB:
			b.Wins++
			a.Losses++
		case LeagueDraw:
			a.Draws++
			b.Draws++
		}
	}
	t := LeagueTable{Rows: make([]LeagueRow, 0, n)}
	for p := range n {
		rows[p].Points2 = 2*rows[p].Wins + rows[p].Draws
		for q := p + 1; q < n; q++ {
			if l.res[p*n+q] == LeaguePending {
				t.Pending++
			}
		}
	}
	all := make([]int, n)
	for p := range all {
		all[p] = p
	}
	for _, set := range splitBy(all, func(p int) []int { return []int{rows[p].Points2} }) {
		for _, block := range l.resolve(set) {
			place := len(t.Rows) + 1
			for _, p := range block {
				rows[p].Place = place
				t.Rows = append(t.Rows, rows[p])
			}
			if len(block) > 1 {
				t.Ties = append(t.Ties, LeagueTie{Place: place, Players: block})
			}
		}
	}
	return t, nil
}

// league holds a group's results for resolve: res[a*n+b] is a's result
// against b as if a were A.
type league struct {
	n      int
	tb     [][]int
	res    []LeagueResult
	listed []bool
}

// resolve orders a set of players level on wins into blocks, best first; a
// block of more than one player is a tie.
func (l *league) resolve(set []int) [][]int {
	if len(set) == 1 {
		return [][]int{set}
	}
	parts := splitBy(set, func(p int) []int { return []int{l.miniPoints2(p, set)} })
	if len(parts) == 1 && l.tb != nil {
		for i := range l.tb[0] {
			if parts = splitBy(set, func(p int) []int { return []int{l.tb[p][i]} }); len(parts) > 1 {
				break
			}
		}
	}
	if len(parts) == 1 {
		return [][]int{set}
	}
	var out [][]int
	for _, part := range parts {
		out = append(out, l.resolve(part)...)
	}
	return out
}

// miniPoints2 is p's points (doubled) in the games among set.
func (l *league) miniPoints2(p int, set []int) int {
	pts := 0
	for _, q := range set {
		switch l.res[p*l.n+q] {
		case LeagueWinA:
			pts += 2
		case LeagueDraw:
			pts++
		}
	}
	return pts
}

// splitBy partitions players (kept in player order within a part) by a key,
// higher keys first, compared value by value.
func splitBy(players []int, key func(p int) []int) [][]int {
	sorted := slices.Clone(players)
	slices.SortStableFunc(sorted, func(a, b int) int {
		if c := slices.Compare(key(b), key(a)); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	var parts [][]int
	for i, p := range sorted {
		if i == 0 || slices.Compare(key(p), key(sorted[i-1])) != 0 {
			parts = append(parts, nil)
		}
		parts[len(parts)-1] = append(parts[len(parts)-1], p)
	}
	return parts
}

// mirror is the result seen from B's side.
func mirror(r LeagueResult) LeagueResult {
	switch r {
	case LeagueWinA:
		return LeagueWinB
	case LeagueWinB:
		return LeagueWinA
	}
	return r
}
