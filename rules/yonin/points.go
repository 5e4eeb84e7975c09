package yonin

// Outcome is what one game gives each seat.
type Outcome struct {
	// Places is each seat's place in the game (1位 … 4位): the last player
	// mated is 2nd, the first 4th; under 持将棋 the unmated take the top
	// places in ranking order. All zero for a void game.
	Places [Seats]int
	// Delta is each seat's change of points (得点増減).
	Delta [Seats]int
	// Mates is how many players each seat mated (撃破数), counting fouls
	// credited to the 上家 and the 持将棋 mate of the 2nd by the 1st.
	Mates [Seats]int
	// Fouls is how many 反則点 each seat got in the game: the penalties
	// without elimination (連続王手の千日手) and the fouls that eliminated
	// (resignation or time loss with 3 or more left). Each cost FoulPenalty,
	// already in Delta.
	Fouls [Seats]int
	// Void is set for a 千日手: nothing counts and the game is replayed.
	Void bool
}

// Winner returns the seat placed 1st, or NoSeat for a void game.
func (o Outcome) Winner() int {
	for s, p := range o.Places {
		if p == 1 {
			return s
		}
	}
	return NoSeat
}

// matePoints is what a mate costs the victim: 3 instead of 2 when the parent
// (親) is the mater or the mated.
func (s Settings) matePoints(e Elimination, parent int) int {
	if e.Victim == parent || e.Mater == parent {
		return s.ParentMatePoints
	}
	return s.MatePoints
}

// Score computes the points of one game under the 国士戦 rules (docs/rules.md §5):
// each mated player pays the mater MatePoints (ParentMatePoints when the
// parent is involved); a foul costs FoulPenalty more, to nobody; the 4th
// gives the 2nd FourthToSecond. Under 持将棋 with 2 players left the 1st is
// treated as having mated the 2nd; with 3 or 4 left nobody gets kill points
// for the unmated (seed ■2 (5)), but 4th→2nd still applies to the places.
// A 千日手 game scores nothing (seed ■2 (7)). A 反則点 without elimination
// (Game.Penalties) costs the offender FoulPenalty, paid to nobody: the seed
// deducts it from the offender's points (2022/3/4 版: 反則者は持ち点から-1pt)
// and names no receiver.
func (s Settings) Score(g Game) (Outcome, error) { return s.score(g, bySeat) }

// ScoreNamed is Score with the players' names in the messages.
func (s Settings) ScoreNamed(g Game, names [Seats]string) (Outcome, error) {
	return s.score(g, labelled(names))
}

func (s Settings) score(g Game, name seatName) (Outcome, error) {
	var o Outcome
	if err := g.validate(name); err != nil {
		return o, err
	}
	if err := s.checkJishogiMaterial(g, name); err != nil {
		return o, err
	}
	if g.Void {
		o.Void = true
		return o, nil
	}
	mates := append([]Elimination(nil), g.Eliminations...)
	if len(g.Jishogi) == 2 {
		mates = append(mates, Elimination{Victim: g.Jishogi[1], Mater: g.Jishogi[0]})
	}
	for _, e := range mates {
		p := s.matePoints(e, g.Parent)
		o.Delta[e.Victim] -= p
		o.Delta[e.Mater] += p
		o.Mates[e.Mater]++
		if e.Foul {
			o.Delta[e.Victim] -= s.FoulPenalty
			o.Fouls[e.Victim]++
		}
	}
	for _, p := range g.Penalties {
		o.Delta[p] -= s.FoulPenalty
		o.Fouls[p]++
	}

	place := Seats
	for _, e := range g.Eliminations {
		o.Places[e.Victim] = place
		place--
	}
	if g.Jishogi != nil {
		for i, seat := range g.Jishogi {
			o.Places[seat] = i + 1
		}
	} else {
		for seat := range o.Places {
			if o.Places[seat] == 0 {
				o.Places[seat] = 1
			}
		}
	}
	var fourth, second int
	for seat, p := range o.Places {
		switch p {
		case 4:
			fourth = seat
		case 2:
			second = seat
		}
	}
	o.Delta[fourth] -= s.FourthToSecond
	o.Delta[second] += s.FourthToSecond
	return o, nil
}
