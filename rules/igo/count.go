package igo

import "fmt"

// Mark is what the count makes of a point, as the seed's calculation screen
// shows it (終局処理の方法 §二.2.B).
type Mark uint8

// The marks of the count.
const (
	// MarkLive: a live stone that is not in seki (無印).
	MarkLive Mark = iota
	// MarkBlackTerritory, MarkWhiteTerritory: an empty point of a side's 地.
	MarkBlackTerritory
	MarkWhiteTerritory
	// MarkDeadTaken: a dead stone in the other side's 地, taken up (石削除)
	// and added to that side's prisoners; its point counts as that 地.
	MarkDeadTaken
	// MarkDame: an empty point of a region both colours border (駄目), or
	// that no live stone borders.
	MarkDame
	// MarkSekiEye: an empty point of a 目 bordered by a セキ石: counted for
	// nobody.
	MarkSekiEye
	// MarkSeki: a stone of a live chain with a 駄目 among its liberties
	// (セキ石, △).
	MarkSeki
	// MarkDeadLeft: a dead stone that is not in 地 (in a セキ's 目 or among
	// 駄目): it stays on the board (×) and counts for nobody (§二.2.A.c).
	MarkDeadLeft
	// MarkEmpty: an empty point, before a count.
	MarkEmpty
)

// Count is the count of a final position under the Japanese rules (日本囲碁規約
// 1989, 第七〜十条; seed 終局処理の方法 §一.6, §二.2): what every point is,
// each side's 地 and prisoners, and the result under the komi. Index 0 of
// a pair is Black's, 1 White's.
type Count struct {
	Position Position
	// Marks has one Mark per point, row by row from the top (At reads it).
	Marks []Mark
	// Territory is each side's 地: its empty points and the points of the
	// dead stones taken up in it.
	Territory [2]int
	// Taken are the dead stones taken up in each side's 地 (added to its
	// prisoners): Taken[0] white stones in Black's 地.
	Taken [2]int
	// Prisoners are each side's prisoners: captured in play plus Taken.
	Prisoners [2]int
	// Seki are each side's セキ石 (stones).
	Seki [2]int
	// Dame, SekiEyes and DeadLeft count the open points, the empty points
	// of セキ's 目, and the dead stones left on the board.
	Dame, SekiEyes, DeadLeft int
	// Score is each side's 地 + prisoners, before the komi.
	Score [2]int
	// Komi is the komi the result is under (half-points, from Black).
	Komi Komi
	// Result is the game's result: the winner by the margin after komi, or
	// a jigo.
	Result GameResult
}

// At returns the mark of point p.
func (c Count) At(p Point) Mark {
	if !c.Position.Board.Inside(p) {
		return MarkEmpty
	}
	return c.Marks[c.Position.Board.index(p)]
}

// Stones returns the stones left on the board after the count: live
// stones, セキ石 and dead stones left (every point not 地, 駄目 or 目).
func (c Count) Stones() int {
	n := 0
	for _, m := range c.Marks {
		if m == MarkLive || m == MarkSeki || m == MarkDeadLeft {
			n++
		}
	}
	return n
}

// side is the index of colour c in a pair.
func side(c Colour) int {
	if c == White {
		return 1
	}
	return 0
}

// CountPosition counts pos under the Japanese rules with the given komi:
//
//   - a region is a maximal connected set of points that are empty or hold
//     a dead stone; its border is the live stones next to it;
//   - a region bordered by one colour only is that colour's 目; bordered by
//     both (or by none) its empty points are 駄目;
//   - a live chain with a 駄目 among its liberties is a セキ石; a 目 is 地
//     only if no chain on its border is a セキ石 (so an open dame costs the
//     territory of every chain touching it, and an unmarked dead chain turns
//     the area round it into dame);
//   - dead stones in 地 are taken up and added to the owner's prisoners,
//     their points counting as 地; dead stones elsewhere stay and count for
//     nobody;
//   - each side's score is 地 + prisoners; White adds the komi.
//
// A position that cannot be counted (Position.Check), or a dead chain in
// 地 of its own colour (a stone the other side cannot capture is not dead),
// is refused with its place.
func CountPosition(pos Position, komi Komi) (Count, error) {
	if err := pos.Check(); err != nil {
		return Count{}, err
	}
	b := pos.Board
	n := b.Size * b.Size
	open := func(q Point) bool { return b.At(q) == 0 || pos.Dead[b.index(q)] }
	c := Count{Position: pos.Clone(), Marks: make([]Mark, n), Komi: komi}

	chain, chains := liveChains(b, open)

	// Regions, with the colours and chains on their border.
	type region struct {
		points  []Point
		colours [3]bool
		border  map[int]bool
	}
	var regions []region
	inRegion := make([]bool, n)
	for _, q := range b.Points() {
		if !open(q) || inRegion[b.index(q)] {
			continue
		}
		r := region{points: b.flood(q, open), border: map[int]bool{}}
		for _, p := range r.points {
			inRegion[b.index(p)] = true
			for _, nb := range b.Neighbours(p) {
				if !open(nb) {
					r.colours[b.At(nb)] = true
					r.border[chain[b.index(nb)]] = true
				}
			}
		}
		regions = append(regions, r)
	}
	mixed := func(r region) bool { return r.colours[Black] == r.colours[White] }

	// セキ石: live chains with a 駄目 (an empty point of a mixed region)
	// among their liberties.
	seki := make([]bool, len(chains))
	for _, r := range regions {
		if !mixed(r) {
			continue
		}
		for _, p := range r.points {
			if b.At(p) != 0 {
				continue
			}
			for _, nb := range b.Neighbours(p) {
				if id := chain[b.index(nb)]; id >= 0 {
					seki[id] = true
				}
			}
		}
	}
	for id, ch := range chains {
		for _, s := range ch {
			if seki[id] {
				c.Marks[b.index(s)] = MarkSeki
				c.Seki[side(b.At(s))]++
			}
		}
	}

	for _, r := range regions {
		owner := Colour(0)
		if !mixed(r) {
			owner = Black
			if r.colours[White] {
				owner = White
			}
			for id := range r.border {
				if seki[id] {
					owner = -1 // a セキ's 目
				}
			}
		}
		for _, p := range r.points {
			i := b.index(p)
			stone := b.At(p)
			switch {
			case owner == 0 && stone == 0:
				c.Marks[i] = MarkDame
				c.Dame++
			case owner == -1 && stone == 0:
				c.Marks[i] = MarkSekiEye
				c.SekiEyes++
			case owner <= 0:
				c.Marks[i] = MarkDeadLeft
				c.DeadLeft++
			case stone == 0:
				c.Marks[i] = map[Colour]Mark{Black: MarkBlackTerritory, White: MarkWhiteTerritory}[owner]
				c.Territory[side(owner)]++
			case stone == owner:
				return Count{}, &PositionError{
					En: fmt.Sprintf("the %s chain at %s is marked dead inside %s's own territory: a stone the other side cannot capture is not dead", lowerColour(stone), p.GTP(b.Size), owner),
					Ja: fmt.Sprintf("%s の%s石は%s地の中にあり、相手に取られない石なので死に石ではありません", p.GTP(b.Size), stone.Japanese(), owner.Japanese())}
			default:
				c.Marks[i] = MarkDeadTaken
				c.Territory[side(owner)]++
				c.Taken[side(owner)]++
			}
		}
	}

	c.settle(pos.Captured)
	return c, nil
}

// liveChains numbers the live chains of b (the stones not open): chain
// gives each point's chain, -1 for an open point; chains lists each
// chain's points.
func liveChains(b Board, open func(Point) bool) (chain []int, chains [][]Point) {
	chain = make([]int, b.Size*b.Size)
	for i := range chain {
		chain[i] = -1
	}
	for _, q := range b.Points() {
		if open(q) || chain[b.index(q)] >= 0 {
			continue
		}
		ch := b.Chain(q)
		for _, s := range ch {
			chain[b.index(s)] = len(chains)
		}
		chains = append(chains, ch)
	}
	return chain, chains
}

// settle adds the prisoners (captured in play, then the dead stones
// taken) to the territory and decides the result under the komi.
func (c *Count) settle(captured [2]int) {
	for s := range 2 {
		c.Prisoners[s] = captured[s] + c.Taken[s]
		c.Score[s] = c.Territory[s] + c.Prisoners[s]
	}
	margin := 2*(c.Score[0]-c.Score[1]) - c.Komi.Halves()
	switch {
	case margin > 0:
		c.Result = GameResult{Kind: ResultNormal, Winner: Black, Margin: margin}
	case margin < 0:
		c.Result = GameResult{Kind: ResultNormal, Winner: White, Margin: -margin}
	default:
		c.Result = GameResult{Kind: ResultJigo}
	}
}

// lowerColour is "black" or "white".
func lowerColour(c Colour) string {
	return map[Colour]string{Black: "black", White: "white"}[c]
}
