package pairing

import (
	"fmt"
	"slices"
)

// ClubClash is two or more entrants of one club (所属: 支部, 教室, 学校) left in
// one group.
type ClubClash struct {
	Group    int   // 0 for group A
	Club     int   // the club number (never 0)
	Entrants []int // seed indexes, strongest first
}

// GroupDraw is a drawing of league groups: the entrants of each group (seed
// indexes, strongest first), those placed elsewhere than the snake put them,
// and the same-club pairs that remain. ClashesForced is true when no drawing
// within the tiers keeps fewer same-club pairs together (shown by the
// numbers, as three of one club in two groups, or by trying every drawing),
// and when there is no clash; it is false only if the search stopped at its
// limit with clashes left, which the arbiter may then resolve by hand.
type GroupDraw struct {
	Groups        [][]int
	Moved         []int // seed indexes, in seeding order
	Clashes       []ClubClash
	ClashesForced bool
}

// DrawGroups draws league groups (予選リーグの組分け): clubs[i] is the club of
// the entrant seeded i+1 (strongest first; 0 = no club), k the wanted group
// size. The groups are those of SnakeGroups, then entrants of one seeding
// tier (the same row of the snake, so of like strength) exchange groups to
// keep entrants of one club apart (同一所属は別の組に) where possible. Nobody
// leaves their tier, so every group still holds one entrant of each full
// tier; the snake's last, partial row stays within the groups it reaches.
//
// Among the drawings that keep the fewest same-club pairs together, one is
// sought that moves few entrants away from the snake, the weaker before the
// stronger. Each tier in turn, weakest first, is given its best placement
// with the others held (an assignment solved exactly by
// MinCostPerfectMatching), until no tier improves; if same-club pairs remain
// above what the numbers force, every drawing of the entrants with a shared
// club is tried (branch and bound, up to a fixed number of steps). What stays
// together is listed in Clashes.
func DrawGroups(clubs []int, k int) (GroupDraw, error) {
	return DrawGroupsApart(clubs, k, nil)
}

// DrawGroupsApart is DrawGroups with a never-pair list: never holds pairs of
// entrants (seed indexes) who must not play in one group (対局させない組).
// No drawing within the tiers that puts two of a pair in one group is
// chosen while any drawing keeps them apart; the fewest same-club pairs
// are then sought among the drawings that keep them. When no drawing
// within the tiers keeps them apart (one group, or too many pairs), it is
// refused with an *ApartError (ErrKeptApart) naming them by seed index.
func DrawGroupsApart(clubs []int, k int, never [][2]int) (GroupDraw, error) {
	n := len(clubs)
	g, err := groupShape(n, k)
	if err != nil {
		return GroupDraw{}, err
	}
	for i, c := range clubs {
		if c < 0 {
			return GroupDraw{}, fmt.Errorf("%w: entrant seeded %d has club %d", ErrInvalidClub, i+1, c)
		}
	}
	d := clubDraw{clubs: clubs, g: g, group: make([]int, n), count: make([]map[int]int, g)}
	for G := range d.count {
		d.count[G] = map[int]int{}
	}
	for e := range n {
		d.place(e, snakeGroup(e, g))
	}
	d.tiers = (n + g - 1) / g
	d.pairCost = int64(n*d.tiers + 1)
	if err := d.setNever(never); err != nil {
		return GroupDraw{}, err
	}
	if d.neverBroken() {
		if err := d.keepNeverApart(); err != nil {
			return GroupDraw{}, err
		}
	}
	// Each accepted change lowers (clashes, moves) strictly, so this ends.
	for improved := true; improved; {
		improved = false
		for t := d.tiers - 1; t >= 0; t-- {
			if d.improveTier(t) {
				improved = true
			}
		}
	}
	forced := d.pairs() == d.fewestPairs()
	if !forced {
		forced = d.search(searchSteps)
	}
	if d.neverBroken() {
		return GroupDraw{}, fmt.Errorf("league groups: a never-pair pair was drawn into one group (internal error): %w", ErrKeptApart)
	}
	out := d.result()
	out.ClashesForced = forced || len(out.Clashes) == 0
	return out, nil
}

// clubDraw is the state of DrawGroups: the group of each entrant and the
// number of each club in each group.
type clubDraw struct {
	clubs    []int
	g        int
	tiers    int
	pairCost int64 // more than moving every entrant
	group    []int
	count    []map[int]int
	// never lists, for each entrant, those it must not share a group with
	// (nil when the draw has no never-pair list).
	never [][]int
}

// moveCost is the price of placing e away from its snake group: moving a
// stronger entrant costs more, so the weaker of a tier move first.
func (d *clubDraw) moveCost(e int) int64 { return int64(d.tiers - e/d.g) }

// pairs counts the same-club pairs in the groups.
func (d *clubDraw) pairs() int {
	p := 0
	for _, cs := range d.count {
		for _, m := range cs {
			p += m * (m - 1) / 2
		}
	}
	return p
}

// fewestPairs is the least number of same-club pairs the numbers allow: each
// club spread over the groups as evenly as the pigeonhole allows.
func (d *clubDraw) fewestPairs() int {
	members := map[int]int{}
	for _, c := range d.clubs {
		if c != 0 {
			members[c]++
		}
	}
	p := 0
	for _, m := range members {
		q, r := m/d.g, m%d.g
		p += r*(q+1)*q/2 + (d.g-r)*q*(q-1)/2
	}
	return p
}

func (d *clubDraw) place(e, G int) {
	d.group[e] = G
	if c := d.clubs[e]; c != 0 {
		d.count[G][c]++
	}
}

func (d *clubDraw) lift(e int) {
	if c := d.clubs[e]; c != 0 {
		d.count[d.group[e]][c]--
	}
}

// improveTier gives tier t its cheapest placement within the groups it
// occupies, the other tiers held, and reports whether that was cheaper than
// the present one. A same-club pair costs more than moving every entrant.
func (d *clubDraw) improveTier(t int) bool {
	lo, hi := t*d.g, min((t+1)*d.g, len(d.clubs))
	p := hi - lo
	if p < 2 {
		return false
	}
	slots := make([]int, 0, p)
	for e := lo; e < hi; e++ {
		slots = append(slots, d.group[e])
		d.lift(e)
	}
	slices.Sort(slots)
	cost := func(e, G int) int64 {
		var c int64
		if club := d.clubs[e]; club != 0 {
			c = int64(d.count[G][club]) * d.pairCost
		}
		if G != snakeGroup(e, d.g) {
			c += d.moveCost(e)
		}
		return c
	}
	var now int64
	for e := lo; e < hi; e++ {
		now += cost(e, d.group[e])
	}
	mate, best, err := MinCostPerfectMatching(2*p, func(i, j int) (int64, bool) {
		if i >= p || j < p || d.besideNever(lo+i, slots[j-p]) {
			return 0, false
		}
		return cost(lo+i, slots[j-p]), true
	})
	if err != nil || best >= now {
		// The present placement is a perfect matching of the allowed
		// edges; keep it if the solver says otherwise.
		for e := lo; e < hi; e++ {
			d.place(e, d.group[e])
		}
		return false
	}
	for i := range p {
		d.place(lo+i, slots[mate[i]-p])
	}
	return true
}

// result lists the groups, the moved entrants and the clashes.
func (d *clubDraw) result() GroupDraw {
	out := GroupDraw{Groups: make([][]int, d.g)}
	for e, G := range d.group {
		out.Groups[G] = append(out.Groups[G], e)
		if G != snakeGroup(e, d.g) {
			out.Moved = append(out.Moved, e)
		}
	}
	for G, es := range out.Groups {
		byClub := map[int][]int{}
		var order []int
		for _, e := range es {
			c := d.clubs[e]
			if c == 0 {
				continue
			}
			if len(byClub[c]) == 0 {
				order = append(order, c)
			}
			byClub[c] = append(byClub[c], e)
		}
		for _, c := range order {
			if len(byClub[c]) > 1 {
				out.Clashes = append(out.Clashes, ClubClash{Group: G, Club: c, Entrants: byClub[c]})
			}
		}
	}
	return out
}
