package othello

import (
	"strconv"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

// CrossCell is one player's game of one round in the crosstable.
type CrossCell struct {
	Opponent int    // participant id; 0 for a bye or no game
	Colour   string // "B", "W", or "" for a bye / no game
	// Mark is ○ win, △ draw, × loss, 不 bye, 預 pending, 両 double loss,
	// 無 no result, "" no game.
	Mark  string
	Discs int // own discs as counted (bye: the bye setting)
	// NotRated marks a game that does not go into the rating (rules 13
	// and 16: a forfeit, both flags fallen; and 両負け, 無勝負, 勝敗預かり),
	// printed with RatingMark. A bye is no game and is not marked.
	NotRated bool
	// Then is the player's second game of the round (待ち合わせ), if any.
	Then []CrossCell
}

// Text writes the cell as Japanese crosstables do: the opponent's place
// (places: by participant id), the colour (黒/白), the mark and the own discs
// (12黒○40), a bye's mark and discs (不32), with RatingMark after a game not
// for rating (rules 13 and 16: 12黒×0※); "" for no game. gap goes between
// the mark and the discs: none on paper and screens, a space on the venue's
// pages.
func (c CrossCell) Text(places map[int]int, gap string) string {
	if c.Mark == "" {
		return ""
	}
	out := c.text(places, gap)
	for _, t := range c.Then {
		out += "・" + t.text(places, gap)
	}
	return out
}

// text is the cell of one game; the arbiter of a 審判対局 game is 審.
func (c CrossCell) text(places map[int]int, gap string) string {
	rating := ""
	if c.NotRated {
		rating = RatingMark
	}
	if c.Opponent == 0 {
		return c.Mark + gap + strconv.Itoa(c.Discs) + rating
	}
	colour := map[string]string{"B": "黒", "W": "白"}[c.Colour]
	if c.Opponent == tournament.ArbiterID {
		return "審" + colour + c.Mark + gap + strconv.Itoa(c.Discs) + rating
	}
	return strconv.Itoa(places[c.Opponent]) + colour + c.Mark + gap + strconv.Itoa(c.Discs) + rating
}

// CrossRow is one line of the crosstable: a player, in standings order.
type CrossRow struct {
	Row   rules.Row
	Cells []CrossCell // per preliminary round
}

// Crosstable returns the preliminary crosstable (クロス表) after the last
// complete round: players in standings order, a cell per round.
func (s *Service) Crosstable() ([]CrossRow, error) {
	var out []CrossRow
	err := s.View(func(r tournament.Reader) error {
		ev, set, ps, rs, err := readWithSettings(r)
		if err != nil {
			return err
		}
		after := min(tournament.CompleteRounds(rs), set.Rounds)
		rows, rounds, err := standingsThrough(ev, set, ps, rs, after)
		if err != nil {
			return err
		}
		index := map[int]int{}
		for i, row := range rows {
			index[row.ID] = i
			out = append(out, CrossRow{Row: row, Cells: make([]CrossCell, after)})
		}
		for k, games := range rounds {
			for _, g := range games {
				v, err := set.Decide(g.Result, rules.Context{Stage: rules.Preliminary, Shortfall: rules.EmptySquares})
				if err != nil {
					return othelloProblem(err)
				}
				if g.Result.Outcome == rules.Bye {
					if i, ok := index[g.Black]; ok {
						out[i].Cells[k] = CrossCell{Mark: "不", Discs: v.Discs(rules.Black)}
					}
					continue
				}
				for _, side := range []rules.Colour{rules.Black, rules.White} {
					id, opp, colour := g.Black, g.White, "B"
					if side == rules.White {
						id, opp, colour = g.White, g.Black, "W"
					}
					i, ok := index[id]
					if !ok {
						continue
					}
					if opp == tournament.ArbiterID || g.Arbiter != rules.NoColour {
						opp = tournament.ArbiterID
					}
					c := CrossCell{Opponent: opp, Colour: colour, Mark: crossMark(v, side), Discs: v.Discs(side), NotRated: v.NotRated || opp == tournament.ArbiterID}
					if cell := &out[i].Cells[k]; cell.Mark != "" {
						cell.Then = append(cell.Then, c)
					} else {
						*cell = c
					}
				}
			}
		}
		return nil
	})
	return out, err
}

func crossMark(v rules.Verdict, side rules.Colour) string {
	switch {
	case v.Outcome == rules.Pending:
		return "預"
	case v.Outcome == rules.DoubleLoss:
		return "両"
	case v.Outcome == rules.NoResult:
		return "無"
	case v.Winner == side && (v.Outcome == rules.ForfeitBlack || v.Outcome == rules.ForfeitWhite):
		return "不" // 不戦勝: won without playing, as the legend says (issue 38)
	case v.Winner == side:
		return "○"
	case v.Winner == rules.NoColour:
		return "△"
	}
	return "×"
}
