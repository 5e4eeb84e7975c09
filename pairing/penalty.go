package pairing

import "slices"

// Penalty is the cost of one pair split by the clauses of docs/rules.md §2.1.
type Penalty struct {
	// Colour is coul[|δ|] of each player after this game (手番の偏り).
	Colour int64
	// SameColourAgain is the cost of players getting their previous colour.
	SameColourAgain int64
	// Float is flot[f] plus the same-direction terms, minus PAPP's
	// opposite-direction compensations (never < 0).
	Float int64
	// Elitism is elit[round] × (Si + Sj) × f / 2.
	Elitism int64
	// Rematch is the cost of repeating earlier games (再戦).
	Rematch int64
	// Affiliation is the same-affiliation cost (同じ所属).
	Affiliation int64
	// Bye is the cost of a second bye or a bye two rounds running.
	Bye int64
}

// Total is the sum of the parts: the pair's cost in the matching.
func (p Penalty) Total() int64 {
	return p.Colour + p.SameColourAgain + p.Float + p.Elitism + p.Rematch + p.Affiliation + p.Bye
}

// meeting sums up the earlier games of a player against one opponent.
type meeting struct {
	opp        int32 // opponent vertex
	asBlack    int   // games in which this player had Black
	asWhite    int   // games in which this player had White
	colourless int   // games recorded without colours (e.g. forfeits)
	lastRound  bool  // they met in the previous round
}

// entrant is what the penalties need to know of one vertex: a present
// player, or the fictitious bye player.
type entrant struct {
	p         *Player
	score     int   // half-points
	delta     int   // games as Black − games as White
	last      Color // colour in the previous round
	lastFloat int   // +1 floated down, −1 up, 0 neither, in the last game played
	byes      int
	byeLast   bool // had the bye in the previous round
	aff       int  // interned affiliation, −1 for none
	standing  int  // 0 = top of the standings, for the bye tie-break
	meetings  []meeting
	apart     bool    // some constraint of Apart may keep this player from another
	never     []int32 // indexes into costModel.never of this player's never-pair pairs
	colB      int64   // colour part if this player gets Black
	colW      int64   // colour part if this player gets White

	// compensable: floating opposite to lastFloat earns PAPP's compensation.
	compensable bool
}

// bitMatrixLimit is the largest field for which costModel keeps a bit
// matrix of earlier meetings (8 MB at most).
const bitMatrixLimit = 8192

// costModel evaluates docs/rules.md §2.1's penalties between vertices.
type costModel struct {
	set      Settings
	round    int
	v        []entrant // bye (if any) last
	bye      int       // vertex of the bye player, or −1
	metBits  []uint64  // metBits[i*words + j/64] bit j: i and j met before
	words    int
	elit     int64
	byeScore int
	affNames []string // the interned affiliations, by number

	// The constraints of Apart (penalty_apart.go).
	never     [][2]int32 // never-pair pairs of vertices
	neverOff  []bool     // a pair left out while finding what to blame
	clubApart bool       // players of one affiliation never meet
	clubOff   []bool     // by affiliation: left out while finding what to blame
	apartOff  bool       // every constraint left out: the pairing without them
}

// colourAt is the colour of player p in round r (1-based), given that the
// round being paired is `round`.
func colourAt(p *Player, round, r int) Color {
	k := r - (round - 1 - len(p.History)) - 1
	if k < 0 || k >= len(p.History) {
		return None
	}
	return p.History[k].Color
}

// newCostModel derives every vertex's facts. vertices lists the players in
// matching order; standing gives each one's place in the standings. A bye
// vertex is added last when the count is odd.
func newCostModel(set Settings, round int, vertices []*Player, standing []int) *costModel {
	n := len(vertices)
	m := &costModel{set: set, round: round, bye: -1}
	m.elit = at(set.Elitism, round-1)
	total := n
	if n%2 == 1 {
		total++
		m.bye = n
	}
	m.v = make([]entrant, total)
	vertexOf := make(map[int]int, n)
	affs := map[string]int{}
	minScore := 0
	for i, p := range vertices {
		vertexOf[p.ID] = i
		if i == 0 || p.Score < minScore {
			minScore = p.Score
		}
	}
	for i, p := range vertices {
		e := &m.v[i]
		e.p, e.score, e.standing, e.aff = p, p.Score, standing[i], -1
		if p.Affiliation != "" {
			if _, ok := affs[p.Affiliation]; !ok {
				affs[p.Affiliation] = len(affs)
				m.affNames = append(m.affNames, p.Affiliation)
			}
			e.aff = affs[p.Affiliation]
		}
		played := playedGames(p, round)
		for k, pg := range played {
			g := pg.Game
			switch g.Color {
			case Black:
				e.delta++
			case White:
				e.delta--
			}
			if g.Bye || g.Odd {
				e.byes++
			}
			if k == len(played)-1 && pg.round == round-1 {
				e.last = g.Color
				e.byeLast = g.Bye || g.Odd
			}
			switch {
			case g.Bye:
				e.lastFloat = 1
			case g.Opponent != NoOpponent:
				e.lastFloat = sign(g.ScoreDiff)
			}
		}
		e.compensable = floatCompensable(round, played, e.lastFloat)
		e.colB = at(set.Colour, abs(e.delta+1))
		e.colW = at(set.Colour, abs(e.delta-1))
		if e.last == Black {
			e.colB += set.SameColourAgain
		}
		if e.last == White {
			e.colW += set.SameColourAgain
		}
	}
	if m.bye >= 0 {
		// The bye player is half a point below the lowest present score.
		m.byeScore = minScore - 1
		m.v[m.bye] = entrant{score: m.byeScore, aff: -1, standing: -1}
	}
	m.buildMeetings(vertices, vertexOf)
	return m
}

// playedGame is one game of a player's record with the round it was
// played in.
type playedGame struct {
	Game
	round int
}

// playedGames is p's record in the order played: each round's game of
// History, then that round's Extra games. round is the round being paired.
func playedGames(p *Player, round int) []playedGame {
	offset := round - 1 - len(p.History)
	out := make([]playedGame, 0, len(p.History)+len(p.Extra))
	for k, g := range p.History {
		out = append(out, playedGame{g, offset + k + 1})
	}
	for _, g := range p.Extra {
		out = append(out, playedGame{g, g.Round})
	}
	if len(p.Extra) > 0 {
		slices.SortStableFunc(out, func(a, b playedGame) int { return a.round - b.round })
	}
	return out
}

// floatCompensable reports whether a player with this history, whose last
// float was lastFloat, earns the compensation for floating the other way in
// round `round`. PAPP 1.37.1 (COMPENSATION_FLOATS, docs/rules.md §2.1) grants it from
// round 3 on, and only after an upward float if the player then lost the
// previous round, or after a downward float if they then won it. PAPP judges
// the previous round's result, which it records only for a game played: a
// round the player missed counts as lost, and a bye there (their last float,
// downward) never counts as won.
func floatCompensable(round int, history []playedGame, lastFloat int) bool {
	if round < 3 || lastFloat == 0 || len(history) == 0 {
		return false
	}
	prev := history[len(history)-1].Game // round−1: a late entry misses the earliest rounds
	played := prev.Opponent != NoOpponent && !prev.Bye
	if lastFloat < 0 {
		return !played || prev.Result == ResultLoss
	}
	return played && prev.Result == ResultWin
}

// buildMeetings merges both players' records of each earlier game, so that a
// game is counted once even if only one side recorded it.
func (m *costModel) buildMeetings(vertices []*Player, vertexOf map[int]int) {
	type rec struct {
		a, b  int32 // a < b
		round int
		colA  Color
	}
	var recs []rec
	for i, p := range vertices {
		for _, g := range playedGames(p, m.round) {
			if g.Opponent == NoOpponent || g.Bye {
				continue
			}
			j, ok := vertexOf[g.Opponent]
			if !ok {
				continue // opponent withdrawn or absent: no rematch possible
			}
			r := rec{a: int32(i), b: int32(j), round: g.round, colA: g.Color}
			if j < i {
				r.a, r.b, r.colA = int32(j), int32(i), g.Color.Opposite()
			}
			recs = append(recs, r)
		}
	}
	slices.SortFunc(recs, func(x, y rec) int {
		if x.a != y.a {
			return int(x.a - y.a)
		}
		if x.b != y.b {
			return int(x.b - y.b)
		}
		if x.round != y.round {
			return x.round - y.round
		}
		return int(y.colA) - int(x.colA) // a record with colours first
	})
	// A bit matrix makes the "met before?" test of the hot loop O(1); above
	// bitMatrixLimit players it would take too much memory, and the short
	// per-player lists are scanned instead.
	if nv := len(m.v); nv <= bitMatrixLimit {
		m.words = (nv + 63) / 64
		m.metBits = make([]uint64, nv*m.words)
	}
	for k := 0; k < len(recs); k++ {
		r := recs[k]
		if k > 0 && recs[k-1].a == r.a && recs[k-1].b == r.b && recs[k-1].round == r.round {
			continue
		}
		a, b := int(r.a), int(r.b)
		ma := m.meetingOf(a, b)
		mb := m.meetingOf(b, a)
		switch r.colA {
		case Black:
			ma.asBlack++
			mb.asWhite++
		case White:
			ma.asWhite++
			mb.asBlack++
		default:
			ma.colourless++
			mb.colourless++
		}
		if r.round == m.round-1 {
			ma.lastRound, mb.lastRound = true, true
		}
	}
}

// meetingOf returns i's record of games against j, creating it if needed.
func (m *costModel) meetingOf(i, j int) *meeting {
	e := &m.v[i]
	for k := range e.meetings {
		if int(e.meetings[k].opp) == j {
			return &e.meetings[k]
		}
	}
	if m.metBits != nil {
		m.metBits[i*m.words+j/64] |= 1 << (j % 64)
	}
	e.meetings = append(e.meetings, meeting{opp: int32(j)})
	return &e.meetings[len(e.meetings)-1]
}

// findMeeting returns i's record of games against j, or nil if none.
func (m *costModel) findMeeting(i, j int) *meeting {
	if !m.met(i, j) {
		return nil
	}
	for k := range m.v[i].meetings {
		if int(m.v[i].meetings[k].opp) == j {
			return &m.v[i].meetings[k]
		}
	}
	return nil
}

func (m *costModel) met(i, j int) bool {
	if m.metBits == nil {
		for _, mt := range m.v[i].meetings {
			if int(mt.opp) == j {
				return true
			}
		}
		return false
	}
	return m.metBits[i*m.words+j/64]&(1<<(j%64)) != 0
}

// floatPart is flot[f] with the direction terms and elitism, for i and j:
// +FloatSameDirection for a player floating the same way as last time,
// −FloatOppositeDirection for one floating the other way when PAPP's
// compensation applies (floatCompensable).
func (m *costModel) floatPart(i, j int) (flt, elit int64) {
	a, b := &m.v[i], &m.v[j]
	d := a.score - b.score
	f := abs(d)
	if f == 0 {
		return 0, 0
	}
	flt = at(m.set.Float, f)
	dirA := sign(d) // +1: a floats down
	for _, x := range [2]struct {
		last, dir   int
		compensable bool
	}{{a.lastFloat, dirA, a.compensable}, {b.lastFloat, -dirA, b.compensable}} {
		switch {
		case x.last == 0:
		case x.last == x.dir:
			flt += m.set.FloatSameDirection
		case x.compensable:
			flt -= m.set.FloatOppositeDirection
		}
	}
	flt = max(flt, 0)
	// PAPP leaves elitism out when a score is negative (the bye below 0).
	if a.score >= 0 && b.score >= 0 {
		elit = m.elit * int64(a.score+b.score) * int64(f) / 2
	}
	return flt, elit
}

// orient is the penalty of black playing Black against white; ok is false
// when the settings forbid it. Neither may be the bye.
func (m *costModel) orient(black, white int) (Penalty, bool) {
	a, b := &m.v[black], &m.v[white]
	var p Penalty
	p.Colour = at(m.set.Colour, abs(a.delta+1)) + at(m.set.Colour, abs(b.delta-1))
	p.SameColourAgain = a.colB + b.colW - p.Colour
	p.Float, p.Elitism = m.floatPart(black, white)
	if a.aff >= 0 && a.aff == b.aff {
		p.Affiliation = m.set.SameAffiliation
	}
	if mt := m.findMeeting(black, white); mt != nil {
		if mt.asBlack > 0 {
			if m.set.RematchSameColours == Forbidden {
				return p, false
			}
			p.Rematch += int64(mt.asBlack) * m.set.RematchSameColours
		}
		p.Rematch += int64(mt.asWhite+mt.colourless) * m.set.RematchOppositeColours
		if mt.lastRound {
			p.Rematch += m.set.RematchPreviousRound
		}
	}
	return p, true
}

// byePenalty is the penalty of giving player i the bye.
func (m *costModel) byePenalty(i int) (Penalty, bool) {
	e := &m.v[i]
	var p Penalty
	p.Colour = at(m.set.Colour, abs(e.delta))
	p.Float, p.Elitism = m.floatPart(i, m.bye)
	if e.byes > 0 {
		if m.set.SecondBye == Forbidden {
			return p, false
		}
		p.Bye += int64(e.byes) * m.set.SecondBye
	}
	if e.byeLast {
		p.Bye += m.set.ByePreviousRound
	}
	return p, true
}

// pairCost is the cost of pairing vertices i < j with the cheaper colours.
// It is the hot loop of the matching, so the common case avoids Penalty.
func (m *costModel) pairCost(i, j int) (int64, bool) {
	if j == m.bye {
		p, ok := m.byePenalty(i)
		return p.Total(), ok
	}
	a, b := &m.v[i], &m.v[j]
	if a.apart && m.keptApart(i, j) != ApartNone {
		return 0, false
	}
	if m.met(i, j) {
		p1, ok1 := m.orient(i, j)
		p2, ok2 := m.orient(j, i)
		switch {
		case ok1 && ok2:
			return min(p1.Total(), p2.Total()), true
		case ok1:
			return p1.Total(), true
		case ok2:
			return p2.Total(), true
		}
		return 0, false
	}
	flt, elit := m.floatPart(i, j)
	c := flt + elit + min(a.colB+b.colW, b.colB+a.colW)
	if a.aff >= 0 && a.aff == b.aff {
		c += m.set.SameAffiliation
	}
	return c, true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
