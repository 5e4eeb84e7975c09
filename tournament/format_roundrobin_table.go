package tournament

import "taikai/pairing"

// FormatRoundRobin has everyone meet everyone once (総当たり), in the
// rounds of the Berger tables: the kind the round robin's own package
// (tournament/formats/roundrobin) registers, and whose Berger seats the
// shared round robin table reads.
const FormatRoundRobin FormatKind = "roundrobin"

// RoundRobinGrid is a round robin section's table (総当たり表) as a sheet
// draws it: the entrants in seat order, each with the cell of their game
// against every other entrant, their wins and their place.
type RoundRobinGrid struct {
	// Section is the section's name (A級, 総当たりの部).
	Section string
	// Rounds is the number of rounds of the round robin; Paired how many
	// of them are paired so far.
	Rounds, Paired int
	// Entrants are in seat order (seat 1 first).
	Entrants []RoundRobinEntrant
}

// RoundRobinEntrant is one row of the table.
type RoundRobinEntrant struct {
	ID   int
	Seat int // 1, 2, … as drawn by lot when round 1 was paired
	Name string
	// Wins are the entrant's points so far (a draw is a half).
	Wins Points
	// Place is the entrant's place in the section's standings after the
	// last complete round; 0 while no round is complete.
	Place int
	// Cells has one cell per entrant in seat order: Cells[i] is the game
	// against Entrants[i]; the entrant's own cell is Self.
	Cells []RoundRobinCell
}

// RoundRobinCell is the game of two entrants, from the row's side.
type RoundRobinCell struct {
	// Self marks the diagonal: the entrant's own cell.
	Self bool
	// Round is the round the two meet in (the Berger table's).
	Round int
	// Mark is the result from the row's side: ○ win, ● loss, △ draw,
	// 不 a win by walkover (the opponent did not play), 預 held
	// (勝敗預かり); "" while not played.
	Mark string
	// Walkover marks a game not played because one of the two was absent
	// or withdrawn: 不 for the one present, ● for the other.
	Walkover bool
}

// The marks of a round robin's cells.
const (
	MarkWon      = "○"
	MarkLost     = "●"
	MarkDrawn    = "△"
	MarkWalkover = "不"
	MarkHeld     = "預"
)

// RoundRobinTable reads the round robin of the section s is the service of
// as its table (総当たり表): the entrants in seat order, the result of
// every game played so far from the game's scores of its round, each
// entrant's wins and place in the section's standings. A section that does
// not play a round robin, or whose seats are not drawn yet (round 1 not
// paired), is refused.
func RoundRobinTable(s *Service) (RoundRobinGrid, error) {
	var out RoundRobinGrid
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		out, err = roundRobinGrid(ev, ps, rs)
		return err
	})
	if err != nil {
		return RoundRobinGrid{}, err
	}
	t, err := s.Standings(0)
	if err != nil {
		return RoundRobinGrid{}, err
	}
	if t.After > 0 {
		place := make(map[int]int, len(t.Rows))
		for _, row := range t.Rows {
			place[row.ID] = row.Rank
		}
		for i := range out.Entrants {
			out.Entrants[i].Place = place[out.Entrants[i].ID]
		}
	}
	return out, nil
}

func roundRobinGrid(ev Event, ps []Participant, rs []Round) (RoundRobinGrid, error) {
	sec, ok := ev.InSection()
	if !ok || sec.Format.Of() != FormatRoundRobin {
		return RoundRobinGrid{}, newProblem(ErrInvalidInput, "the section does not play a round robin (its format is %s)", "この部門は総当たりではありません（方式：%s）", sec.Format.Name())
	}
	groups, err := sec.Format.SeatGroups()
	if err != nil {
		return RoundRobinGrid{}, err
	}
	if len(groups) == 0 {
		return RoundRobinGrid{}, newProblem(ErrInvalidInput, "the seats of the round robin of section %s are not drawn yet: pairing its round 1 draws them",
			"部門 %s の総当たりの席順はまだ決まっていません（1回戦を組むと決まります）", sec.Label())
	}
	return seatsGrid(ev, ps, rs, groups[0], sec.Label())
}

// LeagueTables reads the league groups of the section s is the service of
// as one round robin table each (予選リーグの組ごとの総当たり表): a group's
// entrants in their Berger order, their games, wins and place in the
// group. A section that does not play league groups, or whose groups are
// not drawn yet, is refused.
func LeagueTables(s *Service) ([]RoundRobinGrid, error) {
	var out []RoundRobinGrid
	err := s.store.View(func(r Reader) error {
		ev, ps, rs, err := readAll(r)
		if err != nil {
			return err
		}
		sec, ok := ev.InSection()
		if !ok || sec.Format.Of() != FormatLeague {
			return newProblem(ErrInvalidInput, "the section does not play league groups (its format is %s)", "この部門は予選リーグではありません（方式：%s）", sec.Format.Name())
		}
		groups, err := sec.Format.SeatGroups()
		if err != nil {
			return err
		}
		if len(groups) == 0 {
			return newProblem(ErrInvalidInput, "the groups of section %s are not drawn yet: pairing its round 1 draws them", "部門 %s の組分けはまだです（1回戦を組むと決まります）", sec.Label())
		}
		for i, g := range groups {
			grid, err := seatsGrid(ev, ps, rs, g, sec.Label()+"　"+LeagueGroupName(i)+"組")
			if err != nil {
				return err
			}
			out = append(out, grid)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	t, err := s.Standings(0)
	if err != nil || t.After == 0 {
		return out, err
	}
	place := make(map[int]int, len(t.Rows))
	for _, row := range t.Rows {
		place[row.ID] = row.Rank
	}
	for k := range out {
		for i := range out[k].Entrants {
			out[k].Entrants[i].Place = place[out[k].Entrants[i].ID]
		}
	}
	return out, nil
}

// seatsGrid is the round robin table of the entrants seats (in their
// Berger order) through the rounds rs, titled label.
func seatsGrid(ev Event, ps []Participant, rs []Round, seats []int, label string) (RoundRobinGrid, error) {
	berger, err := pairing.BergerRounds(len(seats))
	if err != nil {
		return RoundRobinGrid{}, newProblem(ErrDamagedFile, "the round robin's seats in the event file are not a round robin: %v", "大会ファイルの総当たりの席順が正しくありません：%v", err)
	}
	sw, err := ev.Swiss()
	if err != nil {
		return RoundRobinGrid{}, err
	}
	for i, rd := range rs {
		if rd.Number != i+1 {
			return RoundRobinGrid{}, newProblem(ErrDamagedFile, "round %d is missing from the event file", "大会ファイルに %d 回戦がありません", i+1)
		}
	}
	scoreAfter, _, err := sw.Scores(ev, ps, rs)
	if err != nil {
		return RoundRobinGrid{}, err
	}
	if len(scoreAfter) < len(rs)+1 {
		return RoundRobinGrid{}, newProblem(ErrDamagedFile, "the game gives scores for %d rounds of %d", "ゲームの得点が %d 回戦分しかありません（%d 回戦）", len(scoreAfter)-1, len(rs))
	}
	names := DisplayNames(ps)
	out := RoundRobinGrid{Section: label, Rounds: len(berger), Paired: len(rs)}
	for i, id := range seats {
		name, ok := names[id]
		if !ok {
			return RoundRobinGrid{}, newProblem(ErrDamagedFile, "seat %d of the round robin is participant %d, who is not in the section", "総当たりの %d 番の参加者（%d）が部門にいません", i+1, id)
		}
		e := RoundRobinEntrant{ID: id, Seat: i + 1, Name: name, Wins: Points(scoreAfter[len(rs)][id]), Cells: make([]RoundRobinCell, len(seats))}
		e.Cells[i].Self = true
		out.Entrants = append(out.Entrants, e)
	}
	for k, games := range berger {
		for _, bg := range games {
			if bg.Bye {
				continue
			}
			a, b := &out.Entrants[bg.First].Cells[bg.Second], &out.Entrants[bg.Second].Cells[bg.First]
			a.Round, b.Round = k+1, k+1
			if k >= len(rs) {
				continue
			}
			if err := markGame(a, b, rs[k], seats[bg.First], seats[bg.Second], scoreAfter[k], scoreAfter[k+1]); err != nil {
				return RoundRobinGrid{}, err
			}
		}
	}
	return out, nil
}

// markGame marks the cells a (from x's side) and b (from y's) with the
// game of x and y in round rd, read from the scores before and after it.
// A game not found (neither played the round) stays blank.
func markGame(a, b *RoundRobinCell, rd Round, x, y int, before, after map[int]int) error {
	g, ok := GameBetween(rd, x, y)
	switch {
	case !ok:
		return nil
	case g.IsBye():
		a.Walkover, b.Walkover = true, true
		if g.Black == x {
			a.Mark, b.Mark = MarkWalkover, MarkLost
		} else {
			a.Mark, b.Mark = MarkLost, MarkWalkover
		}
		return nil
	case g.Dispute != nil && g.Dispute.Status == DisputePending:
		a.Mark, b.Mark = MarkHeld, MarkHeld
		return nil
	case g.Result == nil:
		return nil
	}
	for _, c := range []struct {
		cell *RoundRobinCell
		id   int
	}{{a, x}, {b, y}} {
		switch after[c.id] - before[c.id] {
		case 2:
			c.cell.Mark = MarkWon
		case 1:
			c.cell.Mark = MarkDrawn
		case 0:
			c.cell.Mark = MarkLost
		default:
			return newProblem(ErrDamagedFile, "round %d table %d gives %d half-points to one player: not a win, a draw or a loss", "%d 回戦 %d 番卓の得点（半点 %d）が勝ち・引き分け・負けのどれでもありません",
				rd.Number, g.Table, after[c.id]-before[c.id])
		}
	}
	return nil
}
