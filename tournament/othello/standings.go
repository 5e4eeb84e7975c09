package othello

import (
	"fmt"
	"strconv"

	rules "taikai/rules/othello"
	"taikai/tournament"
)

// othelloInput turns the event into the standings input of rules/othello:
// the players and, per round, the games with their decided result cards.
// Rounds beyond `through` are left out; a game without a result yet is
// left out of its round.
func othelloInput(ev tournament.Event, ps []tournament.Participant, rs []tournament.Round, through int) ([]rules.Player, [][]rules.Game, error) {
	lot := tournament.Lots(ev, ps)
	// Early finalists are flagged from the last preliminary round on, the
	// round they skip.
	early := map[int]bool{}
	for _, r := range rs {
		if r.Number <= through {
			for _, id := range r.EarlyFinalists {
				early[id] = true
			}
		}
	}
	players := make([]rules.Player, len(ps))
	for i, p := range ps {
		players[i] = rules.Player{ID: p.ID, Lot: lot[p.ID], Withdrawn: tournament.WithdrawnBy(p, through),
			Designated: p.HasFlag(tournament.FlagDesignated), EarlyFinalist: early[p.ID]}
		if players[i].Withdrawn {
			// The standings after an earlier round (the 直前の順位 of the
			// next) do not count a withdrawal announced after it.
			players[i].WithdrawnFrom = p.WithdrawnFrom
		}
	}
	var rounds [][]rules.Game
	for _, r := range rs {
		if r.Number > through || r.Final {
			break
		}
		var games []rules.Game
		for _, g := range r.Games {
			if g.IsBye() {
				games = append(games, rules.Game{Black: g.Black, Result: rules.Result{Outcome: rules.Bye}})
				continue
			}
			if g.Result == nil {
				continue
			}
			res, err := rules.ParseResult(g.Result.Text)
			if err != nil {
				return nil, nil, fmt.Errorf("round %d table %d: stored result %q: %w", r.Number, g.Table, g.Result.Text, err)
			}
			rg := rules.Game{Black: g.Black, White: g.White, Result: res, Added: g.WaitFor != 0}
			switch tournament.ArbiterID {
			case g.Black:
				rg.Arbiter = rules.Black
			case g.White:
				rg.Arbiter = rules.White
			}
			games = append(games, rg)
		}
		rounds = append(rounds, games)
	}
	return players, rounds, nil
}

// readWithSettings reads the event with its Othello settings, its
// participants and its rounds.
func readWithSettings(r tournament.Reader) (tournament.Event, rules.Settings, []tournament.Participant, []tournament.Round, error) {
	ev, ps, rs, err := tournament.ReadAll(r)
	if err != nil {
		return ev, rules.Settings{}, nil, nil, err
	}
	set, err := SettingsOf(ev)
	return ev, set, ps, rs, err
}

// standingsThrough is the standings of set through round `through`, and
// the games they count.
func standingsThrough(ev tournament.Event, set rules.Settings, ps []tournament.Participant, rs []tournament.Round, through int) ([]Row, [][]rules.Game, error) {
	players, rounds, err := othelloInput(ev, ps, rs, through)
	if err != nil {
		return nil, nil, err
	}
	rows, err := set.Standings(players, rounds)
	return rows, rounds, err
}

// Standings returns the standings after round `after` (0: after the
// last round whose results are all in), and the round they are after.
func (s *Service) Standings(after int) ([]Row, int, error) {
	var rows []Row
	err := s.View(func(r tournament.Reader) error {
		ev, set, ps, rs, err := readWithSettings(r)
		if err != nil {
			return err
		}
		if after <= 0 {
			after = tournament.CompleteRounds(rs)
		}
		after = min(after, set.Rounds)
		rows, _, err = standingsThrough(ev, set, ps, rs, after)
		return err
	})
	return rows, after, err
}

// scoreTable returns every player's score after each round before n
// (index 0: before round 1) and the place after the last.
func scoreTable(ev tournament.Event, set rules.Settings, ps []tournament.Participant, before []tournament.Round, n int) ([]map[int]int, map[int]int, error) {
	oplayers, orounds, err := othelloInput(ev, ps, before, n-1)
	if err != nil {
		return nil, nil, err
	}
	byRound, err := set.StandingsByRound(oplayers, orounds)
	if err != nil {
		return nil, nil, err
	}
	scoreAfter := []map[int]int{{}}
	place := map[int]int{}
	for _, rows := range byRound {
		m := map[int]int{}
		for _, row := range rows {
			m[row.ID] = int(row.Score)
			place[row.ID] = row.Place
		}
		scoreAfter = append(scoreAfter, m)
	}
	return scoreAfter, place, nil
}

// Row is one player's line of the Othello standings.
type Row = rules.Row

// table renders rows as the generic standings table.
func table(ev tournament.Event, rows []Row, after int) tournament.Table {
	t := tournament.Table{After: after, Columns: []tournament.Column{
		{Key: "wins", Label: tournament.Text{En: "Wins", Ja: "勝数"}, Where: tournament.Everywhere},
		{Key: "bp", Label: tournament.Text{En: "BP", Ja: "BP"}, Where: tournament.Everywhere},
		{Key: "discs", Label: tournament.Text{En: "Discs", Ja: "石数"}, Where: tournament.Everywhere},
	}, Order: tournament.Text{En: "wins, Brightwell points (C = " + ev.Setting("bp_c") + "), rank after the previous round, discs, lot",
		Ja: "勝数、ブライトウェルポイント（C = " + ev.Setting("bp_c") + "）、直前の順位、石数、抽選"}}
	for _, r := range rows {
		tr := tournament.TableRow{ID: r.ID, Rank: r.Rank, Tied: r.Tied, Place: r.Place,
			Cells: []string{r.Score.String(), r.BP.String(), strconv.Itoa(r.Discs)}}
		if r.DecidedBy != rules.ByNothing {
			tr.DecidedBy = tournament.Text{En: r.DecidedBy.String(), Ja: r.DecidedBy.Japanese()}
		}
		if r.Pending {
			tr.Notes = append(tr.Notes, tournament.Note{Text: notePending, Where: tournament.Everywhere})
		}
		if r.Withdrawn {
			tr.Notes = append(tr.Notes, tournament.Note{Text: noteWithdrawn, Where: tournament.Everywhere})
		}
		if r.Designated {
			tr.Notes = append(tr.Notes, tournament.Note{Text: tournament.Text{En: "designated", Ja: "指定選手"}, Where: tournament.OnScreen})
		}
		if r.EarlyFinalist {
			tr.Notes = append(tr.Notes, tournament.Note{Text: tournament.Text{En: "finalist", Ja: "決勝進出"}, Where: tournament.Everywhere})
		}
		if r.DecidedBy == rules.ByPreviousRank || r.DecidedBy == rules.ByDiscs || r.DecidedBy == rules.ByLot {
			tr.Notes = append(tr.Notes, tournament.Note{Text: tournament.Text{En: "by " + r.DecidedBy.String(), Ja: r.DecidedBy.Japanese()}, Where: tournament.OnSheet})
		}
		t.Rows = append(t.Rows, tr)
	}
	return t
}

var (
	notePending   = tournament.Text{En: "pending ruling", Ja: "勝敗預かり"}
	noteWithdrawn = tournament.Text{En: "withdrawn", Ja: "棄権"}
)
