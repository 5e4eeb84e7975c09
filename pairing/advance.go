package pairing

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// ErrLeaguePending means that places were asked of a group with games still
// to be played: who advances is not known yet.
var ErrLeaguePending = errors.New("group has games still to play")

// ErrInvalidAdvance means that the places asked for do not fit the groups:
// no group, a top k below one, a negative number of best runners-up, more
// of them than groups with a place k+1, or tiebreak values of different
// lengths in different groups.
var ErrInvalidAdvance = errors.New("invalid advancement")

// Qualifier is a player who advances from a league group (予選通過): Place is
// the place in the group (the shared place when the player advances from
// a tie whose players all advance); BestOfRest marks one of the best m of
// place k+1 across the groups.
type Qualifier struct {
	Group, Player, Place int
	BestOfRest           bool
}

// Contender is one place in a tie at a cut. One player is that player; more
// than one is a group's place held by one of them, who are level in their
// group: the group's own playoff or lot among them (and its AdvanceTie, when
// some of them advance anyway) settles who holds it.
type Contender struct {
	Group   int
	Players []int
}

// AdvanceTie is a tie at a cut the rules do not break: Seats of the
// contenders Among advance, and the arbiter decides which by playoff
// (決定戦) or lot (抽選). Group is the group for a tie within one group and
// −1 for best runners-up level across groups; Place is the first place in
// contention.
type AdvanceTie struct {
	Group, Place, Seats int
	Among               []Contender
}

// Advancement is who advances from league groups, and the ties left to
// decide.
type Advancement struct {
	Qualifiers []Qualifier
	Ties       []AdvanceTie
}

// Advance says who advances from finished league groups (予選リーグ →
// 決勝トーナメント): the top k of each group, then the best m of the players
// in place k+1 across the groups (e.g. the best four 3位 of eight groups),
// compared by wins (a draw counting half), then by the tiebreak values of
// the group tables in order, higher first. Head-to-head does not apply
// across groups. A tie in a group that straddles place k, or a tie at the
// cut of the best m, is returned as an AdvanceTie to decide, never settled
// by a default. Groups smaller than k+1 give no one for the best m.
//
// Groups of unequal size give unequal numbers of games; comparing wins
// across them is the rule as asked, and the caller who wants another should
// not pass m > 0 for such groups.
func Advance(groups []LeagueTable, k, m int) (Advancement, error) {
	if len(groups) == 0 || k < 1 || m < 0 {
		return Advancement{}, fmt.Errorf("%w: %d groups, top %d, best %d of the rest", ErrInvalidAdvance, len(groups), k, m)
	}
	var slots []advanceSlot
	for g, t := range groups {
		if t.Pending > 0 {
			return Advancement{}, fmt.Errorf("%w: group %d has %d", ErrLeaguePending, g, t.Pending)
		}
		if len(t.Rows) > k {
			r := t.Rows[k]
			slots = append(slots, advanceSlot{group: g, points2: r.Points2, tiebreaks: r.Tiebreaks})
		}
	}
	if m > len(slots) {
		return Advancement{}, fmt.Errorf("%w: best %d of place %d, but %d groups have that place", ErrInvalidAdvance, m, k+1, len(slots))
	}
	for _, s := range slots[min(m, 1):] {
		if len(s.tiebreaks) != len(slots[0].tiebreaks) {
			return Advancement{}, fmt.Errorf("%w: groups %d and %d have tiebreak values of different lengths", ErrInvalidAdvance, slots[0].group, s.group)
		}
	}

	// The best m slots: whole classes of equal values while they fit; the
	// class that straddles the cut is a tie across groups.
	won := map[int]bool{}
	var a Advancement
	slices.SortStableFunc(slots, func(x, y advanceSlot) int {
		if c := cmp.Compare(y.points2, x.points2); c != 0 {
			return c
		}
		return slices.Compare(y.tiebreaks, x.tiebreaks)
	})
	left := m
	for i := 0; i < len(slots) && left > 0; {
		j := i + 1
		for j < len(slots) && slots[j].points2 == slots[i].points2 && slices.Equal(slots[j].tiebreaks, slots[i].tiebreaks) {
			j++
		}
		if j-i <= left {
			for _, s := range slots[i:j] {
				won[s.group] = true
			}
			left -= j - i
		} else {
			tie := AdvanceTie{Group: -1, Place: k + 1, Seats: left}
			for _, s := range slots[i:j] {
				tie.Among = append(tie.Among, Contender{Group: s.group, Players: blockAt(groups[s.group].Rows, k)})
			}
			a.Ties = append(a.Ties, tie)
			left = 0
		}
		i = j
	}

	for g, t := range groups {
		for p := 0; p < len(t.Rows); {
			q := p + 1
			for q < len(t.Rows) && t.Rows[q].Place == t.Rows[p].Place {
				q++
			}
			seats := max(0, min(q, k)-p) // of the top k
			extra := won[g] && p <= k && k < q
			if extra {
				seats++
			}
			switch {
			case seats == q-p:
				for _, r := range t.Rows[p:q] {
					a.Qualifiers = append(a.Qualifiers, Qualifier{Group: g, Player: r.Player, Place: r.Place, BestOfRest: extra && q-p == 1})
				}
			case seats > 0:
				tie := AdvanceTie{Group: g, Place: t.Rows[p].Place, Seats: seats}
				for _, r := range t.Rows[p:q] {
					tie.Among = append(tie.Among, Contender{Group: g, Players: []int{r.Player}})
				}
				a.Ties = append(a.Ties, tie)
			}
			p = q
		}
	}
	slices.SortStableFunc(a.Ties, func(x, y AdvanceTie) int {
		if x.Group < 0 || y.Group < 0 {
			return cmp.Compare(y.Group, x.Group) // the groups' own ties first
		}
		return cmp.Compare(x.Group, y.Group)
	})
	return a, nil
}

// advanceSlot is a group's place k+1 in the race for the best m.
type advanceSlot struct {
	group     int
	points2   int
	tiebreaks []int
}

// blockAt is the players who may hold place k+1 (row index k): the player
// there, or every player of the tie that covers it.
func blockAt(rows []LeagueRow, k int) []int {
	var players []int
	for _, r := range rows {
		if r.Place == rows[k].Place {
			players = append(players, r.Player)
		}
	}
	return players
}
