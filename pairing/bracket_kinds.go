package pairing

import (
	"fmt"
	"math/bits"
)

// bracketKind is a set of entrants that one rule keeps apart from one
// another: the group winners, the players of one group, those of one club,
// or two of the never-pair list. Two of them break the rule when they would
// meet in round latest or earlier.
type bracketKind struct {
	rule    BracketRule
	latest  int
	members []int
	// count holds, for a kind too large to walk, how many of the members
	// placed sit in each block of 2^k lines (k = 1 … rounds−1; block b of
	// level k at countIndex(k, b)): the members a line meets by round k
	// are one look-up, where a walk of the members costs one step each,
	// and a club of a 4,096-entrant draw has about ninety (issue 40).
	count []int32
}

// walkedKind is the size up to which a kind's members are walked rather
// than counted by block: a walk of a few costs no more than the look-ups,
// and the counts take a bracket's size of memory for each kind.
const walkedKind = 16

// relate makes the kinds: m entrants of one kind fit in different sections
// of the bracket when there are at least m sections, so they should meet no
// earlier than the round that joins those sections. The kinds come in the
// order of their first entrant, so that the draw never depends on a map's
// order.
func (d *bracketDraw) relate(entrants []BracketEntrant, never [][2]int) {
	var winners []int
	groups, clubs := map[int]int{}, map[int]int{}
	var byGroup, byClub [][]int
	for e, en := range entrants {
		if en.Group != 0 {
			if en.Place == 1 {
				winners = append(winners, e)
			}
			byGroup = appendTo(byGroup, groups, en.Group, e)
		}
		if en.Club != 0 {
			byClub = appendTo(byClub, clubs, en.Club, e)
		}
	}
	d.keep(SeparateGroupWinners, winners)
	for _, m := range byGroup {
		d.keep(SeparateGroup, m)
	}
	for _, m := range byClub {
		d.keep(SeparateClub, m)
	}
	// Two of the never-pair list as far apart as two can be: opposite
	// halves (their first-round game is refused by SeedBracketApart).
	seen := map[[2]int]bool{}
	for _, p := range never {
		k := [2]int{min(p[0], p[1]), max(p[0], p[1])}
		if !seen[k] {
			seen[k] = true
			d.keep(SeparateNeverPair, k[:])
		}
	}
	d.kindsOf = make([][]int, d.n)
	d.relations = make([]int, d.n)
	for c, k := range d.kinds {
		for _, e := range k.members {
			d.kindsOf[e] = append(d.kindsOf[e], c)
			d.relations[e] += len(k.members) - 1
		}
	}
	d.profile = make([]int, d.n)
	profiles := map[string]int{}
	for e, ks := range d.kindsOf {
		key := fmt.Sprint(ks)
		p, ok := profiles[key]
		if !ok {
			p = len(profiles)
			profiles[key] = p
		}
		d.profile[e] = p
	}
	d.profiles = len(profiles)
}

// appendTo appends e to the list of key in lists, the lists in the order
// their keys first come (index: key → list).
func appendTo(lists [][]int, index map[int]int, key, e int) [][]int {
	i, ok := index[key]
	if !ok {
		i = len(lists)
		index[key] = i
		lists = append(lists, nil)
	}
	lists[i] = append(lists[i], e)
	return lists
}

// keep adds the kind of members under rule, unless the bracket lets them
// meet as early as the first round.
func (d *bracketDraw) keep(rule BracketRule, members []int) {
	m := len(members)
	latest := d.rounds - bits.Len(uint(m-1))
	if m < 2 || latest <= 0 {
		return
	}
	k := bracketKind{rule: rule, latest: latest, members: members}
	if m > walkedKind {
		k.count = make([]int32, d.size)
	}
	d.kinds = append(d.kinds, k)
}

// countIndex is where count holds block b of level k: the levels one after
// the other, level 1 (size/2 blocks) first.
func (d *bracketDraw) countIndex(k, b int) int { return d.size - d.size>>(k-1) + b }

// put counts entrant e, on its line, in its kinds.
func (d *bracketDraw) put(e int) { d.tally(e, 1) }

// take takes entrant e out of the counts of its kinds.
func (d *bracketDraw) take(e int) { d.tally(e, -1) }

func (d *bracketDraw) tally(e int, sign int32) {
	x := d.line(e)
	d.at[e] = -1
	if sign > 0 {
		d.at[e] = x
	}
	for _, c := range d.kindsOf[e] {
		if cnt := d.kinds[c].count; cnt != nil {
			for k := 1; k < d.rounds; k++ {
				cnt[d.countIndex(k, x>>k)] += sign
			}
		}
	}
}

// clearCounts empties the counts: nobody placed.
func (d *bracketDraw) clearCounts() {
	for c := range d.kinds {
		clear(d.kinds[c].count)
	}
	for e := range d.at {
		d.at[e] = -1
	}
}

// inc adds sign times to v the separations entrant e would break on line
// x with the placed members of its kinds, e itself and skip (another
// entrant, or −1) left out wherever they are.
func (d *bracketDraw) inc(v []int, e, x, skip, sign int) {
	for _, c := range d.kindsOf[e] {
		k := &d.kinds[c]
		at := d.weight[k.rule]*d.rounds - 1 // + the round
		if k.count == nil {
			for _, f := range k.members {
				if l := d.at[f]; l >= 0 && f != e && f != skip {
					if m := bits.Len(uint(x ^ l)); m <= k.latest {
						v[at+m] += sign
					}
				}
			}
			continue
		}
		// The levels from which e's and skip's own lines share x's block:
		// there the count holds them.
		own, other := d.rounds, d.rounds
		if d.at[e] >= 0 {
			own = bits.Len(uint(x ^ d.at[e]))
		}
		if skip >= 0 && d.at[skip] >= 0 && d.inKind(skip, c) {
			other = bits.Len(uint(x ^ d.at[skip]))
		}
		prev := 0
		for m := 1; m <= k.latest; m++ {
			cur := int(k.count[d.countIndex(m, x>>m)])
			if m >= own {
				cur--
			}
			if m >= other {
				cur--
			}
			v[at+m] += sign * (cur - prev)
			prev = cur
		}
	}
}

// inKind says whether entrant e is one of kind c.
func (d *bracketDraw) inKind(e, c int) bool {
	for _, k := range d.kindsOf[e] {
		if k == c {
			return true
		}
	}
	return false
}

// broken reports whether a separation of entrant e, placed, is broken.
func (d *bracketDraw) broken(e int) bool {
	x := d.at[e]
	for _, c := range d.kindsOf[e] {
		k := &d.kinds[c]
		if k.count != nil {
			if k.count[d.countIndex(k.latest, x>>k.latest)] > 1 {
				return true
			}
			continue
		}
		for _, f := range k.members {
			if l := d.at[f]; l >= 0 && f != e && bits.Len(uint(x^l)) <= k.latest {
				return true
			}
		}
	}
	return false
}
