package pairing

// colourPair decides who of vertices i and j takes Black (手番の決定): the
// cheaper way round; if both cost the same, the colours of the last round in
// which the two had different colours are reversed; failing that, a seeded
// draw decides (docs/rules.md §2.1, as PAPP does).
func (m *costModel) colourPair(i, j int, rng *drawRNG) Pair {
	pi, okI := m.orient(i, j) // i Black
	pj, okJ := m.orient(j, i) // j Black
	black, white := i, j
	why := Explanation{}
	switch {
	case !okJ:
		why.Colour = ColourRematch
	case !okI:
		black, white = j, i
		why.Colour = ColourRematch
	case pi.Total() != pj.Total():
		chosen, other := pi, pj
		if pj.Total() < pi.Total() {
			black, white = j, i
			chosen, other = pj, pi
		}
		switch {
		case chosen.Rematch < other.Rematch:
			why.Colour = ColourRematch
		case chosen.Colour < other.Colour:
			why.Colour = ColourBalance
		case chosen.SameColourAgain < other.SameColourAgain:
			why.Colour = ColourAlternate
		default:
			why.Colour = ColourBalance
		}
	default:
		why.Colour = ColourDrawn
		for r := m.round - 1; r >= 1; r-- {
			ci, cj := colourAt(m.v[i].p, m.round, r), colourAt(m.v[j].p, m.round, r)
			if ci == cj {
				continue
			}
			why.Colour, why.ReversedRound = ColourReversed, r
			if ci == Black || cj == White {
				black, white = j, i
			}
			break
		}
		if why.Colour == ColourDrawn && rng.intn(2) == 1 {
			black, white = j, i
		}
	}
	why.Penalty, _ = m.orient(black, white)
	b, w := &m.v[black], &m.v[white]
	why.ScoreDiff = abs(b.score - w.score)
	why.BlackFloat, why.WhiteFloat = floatOf(b.score-w.score), floatOf(w.score-b.score)
	why.BlackDelta, why.WhiteDelta = b.delta, w.delta
	why.BlackLast, why.WhiteLast = b.last, w.last
	if mt := m.findMeeting(black, white); mt != nil {
		why.EarlierGames = mt.asBlack + mt.asWhite + mt.colourless
	}
	why.SameAffiliation = b.aff >= 0 && b.aff == w.aff
	return Pair{Black: b.p.ID, White: w.p.ID, Why: why}
}

// byePair gives vertex i the bye.
func (m *costModel) byePair(i int) Pair {
	e := &m.v[i]
	why := Explanation{Colour: ColourBye}
	why.Penalty, _ = m.byePenalty(i)
	why.ScoreDiff = e.score - m.byeScore
	why.BlackFloat = FloatDown
	why.BlackDelta = e.delta
	why.BlackLast = e.last
	why.EarlierGames = e.byes
	return Pair{Black: e.p.ID, White: NoOpponent, Bye: true, Why: why}
}

// floatOf is the float of a player whose score exceeds the opponent's by d.
func floatOf(d int) Float {
	switch {
	case d > 0:
		return FloatDown
	case d < 0:
		return FloatUp
	}
	return NoFloat
}
