package tournament

import (
	"fmt"
	"strconv"

	"taikai/rules/igo"
)

// Points is a score in half-points (a win 2, a draw 1), as Swiss scores
// are kept; String writes "4.5".
type Points int

// String writes the points as people read them: "4", "4.5".
func (p Points) String() string {
	s := strconv.Itoa(int(p) / 2)
	if p%2 != 0 {
		s += ".5"
	}
	return s
}

// Handicap is the 手合割 of a Go game, computed from the two ranks when it
// was paired (SPEC §4): stones and komi from Black's point of view.
type Handicap struct {
	Stones int  `json:"stones"`
	Komi   int  `json:"komi"` // half-points: 13 = Black gives 6.5; −1 = White gives 0.5
	Text   Text `json:"text"`
}

// goInput turns the event into the standings input of rules/igo.
func goInput(ev Event, ps []Participant, rs []Round, through int) ([]igo.StandingPlayer, [][]igo.StandingGame, error) {
	lot := lots(ev, ps)
	var players []igo.StandingPlayer
	for _, p := range ps {
		if entrant(ev.Game, p) {
			players = append(players, igo.StandingPlayer{ID: p.ID, Lot: lot[p.ID], Withdrawn: p.WithdrawnFrom > 0 && p.WithdrawnFrom <= through+1})
		}
	}
	var rounds [][]igo.StandingGame
	for _, r := range rs {
		if r.Number > through {
			break
		}
		var games []igo.StandingGame
		for _, g := range r.Games {
			if g.IsBye() {
				games = append(games, igo.StandingGame{Black: g.Black})
				continue
			}
			if g.Result == nil {
				continue
			}
			res, err := igo.ParseGameResult(g.Result.Text)
			if err != nil {
				return nil, nil, fmt.Errorf("round %d table %d: stored result %q: %w", r.Number, g.Table, g.Result.Text, err)
			}
			games = append(games, igo.StandingGame{Black: g.Black, White: g.White, Result: res})
		}
		rounds = append(rounds, games)
	}
	return players, rounds, nil
}

// GoTiebreaks returns the event's tiebreak order (setting tiebreaks).
func (e Event) GoTiebreaks() ([]igo.Tiebreak, error) {
	return igo.ParseTiebreaks(e.Setting("tiebreaks"))
}

// GoStandings returns the standings of a Go or Pair Go event after round
// `after` (0: the last complete round), and the round they are after.
func (s *Service) GoStandings(after int) ([]igo.StandingRow, int, error) {
	var rows []igo.StandingRow
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		if after <= 0 {
			after = completeRounds(rs)
		}
		ties, err := ev.GoTiebreaks()
		if err != nil {
			return err
		}
		players, rounds, err := goInput(ev, ps, rs, after)
		if err != nil {
			return err
		}
		rows, err = igo.Standings(players, rounds, ties)
		return err
	})
	return rows, after, err
}

// goTable returns, for the rounds before, every player's score after each
// round (index 0: before round 1) and the place after the last.
func goTable(ev Event, ps []Participant, before []Round) ([]map[int]int, map[int]int, error) {
	ties, err := ev.GoTiebreaks()
	if err != nil {
		return nil, nil, err
	}
	scoreAfter := []map[int]int{{}}
	place := map[int]int{}
	for k := 1; k <= len(before); k++ {
		players, rounds, err := goInput(ev, ps, before, k)
		if err != nil {
			return nil, nil, err
		}
		rows, err := igo.Standings(players, rounds, ties)
		if err != nil {
			return nil, nil, err
		}
		m := map[int]int{}
		for _, row := range rows {
			m[row.ID] = row.Score
			place[row.ID] = row.Place
		}
		scoreAfter = append(scoreAfter, m)
	}
	return scoreAfter, place, nil
}

// goHandicap gives a Go game its 手合割 from the two ranks and puts the
// weaker player (下手) on Black; with unknown ranks, or equal strength, the
// pairing's colours stay and the game is even (互先, komi 6.5).
func goHandicap(ev Event, byID map[int]Participant, g *Game) (byRank bool) {
	if ev.Setting("handicap") != "true" {
		k := igo.DefaultHandicapSettings().For(0, 0).Komi
		g.Handicap = &Handicap{Komi: k.Halves(), Text: Text{En: "even, " + k.English(), Ja: "互先　" + k.Japanese()}}
		return false
	}
	b, w := byID[g.Black], byID[g.White]
	bv, okb := b.Rank.Value()
	wv, okw := w.Rank.Value()
	if !okb || !okw {
		k := igo.DefaultHandicapSettings().For(0, 0).Komi
		g.Handicap = &Handicap{Komi: k.Halves(), Text: Text{En: "even (a rank is unknown), " + k.English(), Ja: "互先（段級位不明）　" + k.Japanese()}}
		return false
	}
	h := igo.HandicapFor(igo.StrengthOf(bv, false), igo.StrengthOf(wv, false))
	if h.Black == igo.Side2 && h.Stronger != igo.SideNone {
		g.Black, g.White = g.White, g.Black
	}
	g.Handicap = &Handicap{Stones: h.Stones, Komi: h.Komi.Halves(), Text: Text{En: h.English(), Ja: h.Japanese()}}
	return h.Stronger != igo.SideNone
}

// TimeControlText describes the event's time control for sheets (setting
// time_control), in language l; "" when the setting is unusable.
func (e Event) TimeControlText(l Lang) string {
	t, err := igo.ParseTimeControl(e.Setting("time_control"))
	if err != nil {
		return ""
	}
	if l == Japanese {
		return t.Japanese()
	}
	return t.English()
}
