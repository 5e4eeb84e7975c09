package yonin

// Tie is a group of players equal on points, mates and Lot across a line
// that decides advancement: Places of them advance and the arbiter must say
// which (決定戦 or 抽選, entered as Lot; the seed ■3 leaves such questions to
// the organisers).
type Tie struct {
	// Table is the table of the tie, or -1 for a tie between tables for the
	// 3位枠.
	Table int
	// ForThirds is set when the tie decides who is the table's candidate for
	// the 3位枠, or (Table -1) who takes it.
	ForThirds bool
	// Players are the tied players.
	Players []Standing
	// Places is how many of Players the line lets through.
	Places int
}

// Advancement is who goes on to the next stage (勝ち抜け).
type Advancement struct {
	// Qualified are the players who advance by place in their table, table
	// by table, best first.
	Qualified []Standing
	// Thirds are the players who advance through the 3位枠, best first.
	Thirds []Standing
	// Ties are the lines the arbiter must still decide; while a table's
	// candidate for the 3位枠 is undecided, no 3位枠 place is given.
	Ties []Tie
}

// Decided reports whether no tie is left for the arbiter.
func (a Advancement) Decided() bool { return len(a.Ties) == 0 }

// Advance applies the advancement rule of docs/rules.md §5 to the standings of each
// table: the top AdvancePerTable of every table, plus the best BestThirds of
// the players placed just below that line (the 3rd with the default of 2),
// compared across tables by points, mates and Lot. A tie that straddles a
// line is not broken here: the players above it advance, the tied group is
// returned as a Tie, and the arbiter decides by setting Lot.
func (s Settings) Advance(tables [][]Standing) Advancement {
	var a Advancement
	var thirds []Standing
	thirdsKnown := true
	n := max(0, s.AdvancePerTable)
	for _, rows := range tables {
		ranked := RankTable(rows)
		top := min(n, len(ranked))
		if top > 0 && top < len(ranked) && compareStandings(ranked[top-1], ranked[top]) == 0 {
			first, group := tiedGroup(ranked, top-1)
			a.Qualified = append(a.Qualified, ranked[:first]...)
			a.Ties = append(a.Ties, Tie{Table: ranked[0].Table, Players: group, Places: top - first})
			thirdsKnown = false
			continue
		}
		a.Qualified = append(a.Qualified, ranked[:top]...)
		if s.BestThirds <= 0 || top >= len(ranked) {
			continue
		}
		if top+1 < len(ranked) && compareStandings(ranked[top], ranked[top+1]) == 0 {
			_, group := tiedGroup(ranked, top)
			a.Ties = append(a.Ties, Tie{Table: ranked[0].Table, ForThirds: true, Players: group, Places: 1})
			thirdsKnown = false
			continue
		}
		thirds = append(thirds, ranked[top])
	}
	if s.BestThirds <= 0 || !thirdsKnown {
		return a
	}
	ranked := RankTable(thirds)
	m := min(s.BestThirds, len(ranked))
	if m > 0 && m < len(ranked) && compareStandings(ranked[m-1], ranked[m]) == 0 {
		first, group := tiedGroup(ranked, m-1)
		a.Thirds = ranked[:first]
		a.Ties = append(a.Ties, Tie{Table: -1, ForThirds: true, Players: group, Places: m - first})
		return a
	}
	a.Thirds = ranked[:m]
	return a
}

// tiedGroup returns the index of the first player equal to ranked[i] and all
// the players equal to it.
func tiedGroup(ranked []Standing, i int) (int, []Standing) {
	first, last := i, i
	for first > 0 && compareStandings(ranked[first-1], ranked[i]) == 0 {
		first--
	}
	for last+1 < len(ranked) && compareStandings(ranked[last+1], ranked[i]) == 0 {
		last++
	}
	return first, append([]Standing(nil), ranked[first:last+1]...)
}
