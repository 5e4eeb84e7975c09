package league

import (
	"errors"
	"strings"
	"taikai/tournament"

	"fmt"
	"maps"
	"slices"

	"taikai/pairing"
)

// standings are the league's own, group by group (pairing.LeagueStandings):
// wins (a draw half a win), then the results among the players level; no
// other value breaks a tie, so players still level (a three-way cycle,
// 三すくみ) are marked for the arbiter's playoff or lot. Once every game of
// every group is in, who advances is marked (pairing.Advance), and a tie at
// the cut too. Before the groups are drawn the game's standings stand.
// Standings implements FormatPolicy.
func (Policy) Standings(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round, after int) (tournament.Table, bool, error) {
	f, err := detailOf(sec)
	if err != nil {
		return tournament.Table{}, false, err
	}
	groups := f.Groups
	if len(groups) == 0 {
		return tournament.Table{}, false, nil
	}
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.Table{}, false, err
	}
	lg, err := leagueGames(ev, sw, groups, ps, rs, after)
	if err != nil {
		return tournament.Table{}, false, err
	}
	tables, decided, err := leagueTables(sec, lg)
	if err != nil {
		return tournament.Table{}, false, err
	}
	pending := 0
	for _, t := range tables {
		pending += t.Pending
	}
	notes := lg.notes
	add := func(id int, n tournament.Text) {
		notes[id] = append(notes[id], tournament.Note{Text: n, Where: tournament.Everywhere})
	}
	for gi, t := range tables {
		for _, tie := range t.Ties {
			for _, p := range tie.Players {
				add(groups[gi][p], tournament.Text{En: fmt.Sprintf("level with %d in the group: playoff or lot", len(tie.Players)-1), Ja: "決定戦・抽選"})
			}
		}
	}
	order := tournament.Text{En: "group by group: wins (a draw half a win), then the games among the players level; a tie left is the arbiter's playoff or lot",
		Ja: "組ごとに勝数（引き分けは0.5勝）、同勝数は当該対局の成績。なお並ぶ場合は決定戦・抽選"}
	if pending > 0 {
		order.En += fmt.Sprintf("; %d games still to play, so who advances is not known yet", pending)
		order.Ja += fmt.Sprintf("。未対局 %d 局のため通過者は未確定", pending)
	} else {
		adv, across, err := leagueAdvance(sec, tables)
		if err != nil {
			return tournament.Table{}, false, err
		}
		maps.Copy(decided, across)
		for _, q := range adv.Qualifiers {
			n := tournament.Text{En: "advances", Ja: "通過"}
			if q.BestOfRest {
				n = tournament.Text{En: fmt.Sprintf("advances (among the best %d of place %d)", f.BestOfRest, f.Advance+1), Ja: fmt.Sprintf("通過（各組%d位の上位%d名）", f.Advance+1, f.BestOfRest)}
			}
			add(groups[q.Group][q.Player], n)
		}
		for _, tie := range adv.Ties {
			n := tournament.Text{En: fmt.Sprintf("%d of %d advance: playoff or lot", tie.Seats, len(tie.Among)), Ja: fmt.Sprintf("%d名中%d名通過：決定戦・抽選", len(tie.Among), tie.Seats)}
			if tie.Group < 0 {
				n = tournament.Text{En: fmt.Sprintf("place %d level across groups, %d of %d advance: playoff or lot", tie.Place, tie.Seats, len(tie.Among)),
					Ja: fmt.Sprintf("各組%d位が同成績、%d名中%d名通過：決定戦・抽選", tie.Place, len(tie.Among), tie.Seats)}
			}
			for _, c := range tie.Among {
				for _, p := range c.Players {
					add(groups[c.Group][p], n)
				}
			}
		}
		order.En += fmt.Sprintf("; the top %d of each group advance", f.Advance)
		order.Ja += fmt.Sprintf("。各組上位 %d 名が通過", f.Advance)
		if f.BestOfRest > 0 {
			order.En += fmt.Sprintf(", with the best %d of place %d (wins)", f.BestOfRest, f.Advance+1)
			order.Ja += fmt.Sprintf("、各組 %d 位の上位 %d 名（勝数）も通過", f.Advance+1, f.BestOfRest)
		}
	}
	for id, by := range decided {
		add(id, tournament.Text{En: "place decided by " + by.Text().En, Ja: by.Text().Ja + "で決定"})
	}
	out := tournament.Table{After: after, Order: order, Columns: []tournament.Column{
		{Key: "group", Label: tournament.Text{En: "Group", Ja: "組"}, Where: tournament.Everywhere},
		{Key: "group_place", Label: tournament.Text{En: "Place in group", Ja: "組内順位"}, Where: tournament.Everywhere},
		{Key: "wins", Label: tournament.Text{En: "Wins", Ja: "勝数"}, Where: tournament.Everywhere},
	}}
	byID := make(map[int]tournament.Participant, len(ps))
	for _, p := range ps {
		byID[p.ID] = p
	}
	for gi, t := range tables {
		for _, r := range t.Rows {
			id := groups[gi][r.Player]
			tied := slices.ContainsFunc(t.Ties, func(tie pairing.LeagueTie) bool { return tie.Place == r.Place })
			place := fmt.Sprint(r.Place)
			if tied {
				place += "="
			}
			row := tournament.TableRow{ID: id, Rank: r.Place, Tied: tied, Place: len(out.Rows) + 1,
				Cells: []string{tournament.LeagueGroupName(gi), place, tournament.Points(r.Points2).String()}, Notes: notes[id]}
			if tournament.WithdrawnBy(byID[id], after) {
				row.Notes = append(row.Notes, tournament.Note{Text: tournament.Text{En: "withdrawn", Ja: "棄権"}, Where: tournament.Everywhere})
			}
			out.Rows = append(out.Rows, row)
		}
	}
	return out, true, nil
}

// leagueResults are the league's games by group as the standings count
// them, and the notes on games the league cannot count.
type leagueResults struct {
	games [][]pairing.LeagueGame
	notes map[int][]tournament.Note
}

// leagueGames reads the games of rounds 1..after into each group's league
// games, the results from the game's own scores (a round's half-points:
// 2 and 0 a win, 1 and 1 a draw). A game without a result, or whose result
// is neither (勝敗預かり, both lost), stays pending with a note for the
// arbiter. A bye given because the Berger opponent did not play is a win by
// forfeit (不戦勝) when the game scores it as a win. A game between groups
// or a second game of two players is not counted and is noted.
func leagueGames(ev tournament.Event, sw tournament.Swiss, groups [][]int, ps []tournament.Participant, rs []tournament.Round, after int) (leagueResults, error) {
	var played []tournament.Round
	for _, r := range rs {
		if r.Number <= after {
			played = append(played, r)
		}
	}
	scoreAfter, _, err := sw.Scores(ev, ps, played)
	if err != nil {
		return leagueResults{}, err
	}
	type seat struct{ group, seat int }
	where := map[int]seat{}
	schedules := make([][][]pairing.BergerGame, len(groups))
	for gi, group := range groups {
		for i, id := range group {
			where[id] = seat{gi, i}
		}
		if schedules[gi], err = pairing.BergerRounds(len(group)); err != nil {
			return leagueResults{}, err
		}
	}
	out := leagueResults{games: make([][]pairing.LeagueGame, len(groups)), notes: map[int][]tournament.Note{}}
	note := func(id int, t tournament.Text) {
		out.notes[id] = append(out.notes[id], tournament.Note{Text: t, Where: tournament.Everywhere})
	}
	listed := map[[3]int]bool{}
	record := func(k, gi, a, b int, res pairing.LeagueResult) {
		key := [3]int{gi, min(a, b), max(a, b)}
		if listed[key] {
			for _, id := range []int{groups[gi][a], groups[gi][b]} {
				note(id, tournament.Text{En: fmt.Sprintf("round %d: a second game against the same player, not counted", played[k-1].Number),
					Ja: fmt.Sprintf("%d 回戦：同じ相手との2局目のため数えません", played[k-1].Number)})
			}
			return
		}
		listed[key] = true
		out.games[gi] = append(out.games[gi], pairing.LeagueGame{A: a, B: b, Result: res})
	}
	for k, r := range played {
		delta := func(id int) int { return scoreAfter[k+1][id] - scoreAfter[k][id] }
		for _, g := range r.Games {
			if g.IsBye() {
				s, ok := where[g.Black]
				if !ok || r.Number > len(schedules[s.group]) {
					continue
				}
				sched := schedules[s.group]
				i := slices.IndexFunc(sched[r.Number-1], func(bg pairing.BergerGame) bool {
					return !bg.Bye && (bg.First == s.seat || bg.Second == s.seat)
				})
				if i < 0 {
					continue // the Berger bye: no game
				}
				bg := sched[r.Number-1][i]
				opp := bg.First + bg.Second - s.seat
				if delta(g.Black) == 2 {
					record(k+1, s.group, s.seat, opp, pairing.LeagueWinA)
				} else {
					note(g.Black, tournament.Text{En: fmt.Sprintf("round %d: the bye is not scored as a win, so the game of the absent opponent stays unplayed: the arbiter decides", r.Number),
						Ja: fmt.Sprintf("%d 回戦：不戦勝が勝ちとして数えられていないため、欠場した相手との対局は未対局のままです（審判員が判断）", r.Number)})
				}
				continue
			}
			sa, oka := where[g.Black]
			sb, okb := where[g.White]
			if !oka || !okb || sa.group != sb.group {
				for _, id := range []int{g.Black, g.White} {
					note(id, tournament.Text{En: fmt.Sprintf("round %d table %d: a game outside the player's league group, not counted", r.Number, g.Table),
						Ja: fmt.Sprintf("%d 回戦 %d 番卓：組の外の対局のため数えません", r.Number, g.Table)})
				}
				continue
			}
			res := pairing.LeaguePending
			if g.Result != nil {
				switch [2]int{delta(g.Black), delta(g.White)} {
				case [2]int{2, 0}:
					res = pairing.LeagueWinA
				case [2]int{0, 2}:
					res = pairing.LeagueWinB
				case [2]int{1, 1}:
					res = pairing.LeagueDraw
				default:
					for _, id := range []int{g.Black, g.White} {
						note(id, tournament.Text{En: fmt.Sprintf("round %d table %d: the result is neither a win nor a draw, the game counts as unplayed: the arbiter decides", r.Number, g.Table),
							Ja: fmt.Sprintf("%d 回戦 %d 番卓：勝敗が決まっていないため未対局として扱います（審判員が判断）", r.Number, g.Table)})
					}
				}
			}
			record(k+1, sa.group, sa.seat, sb.seat, res)
		}
	}
	return out, nil
}

// leagueTables ranks each league group of sec from its games up to round
// after, with the arbiter's decisions applied to a finished group's ties
// (as tiebreak values among exactly the tied players, so the places
// follow the decided order); decided maps a player placed by a decision
// to how.
func leagueTables(sec tournament.Section, lg leagueResults) ([]pairing.LeagueTable, map[int]tournament.TieBy, error) {
	d, err := detailOf(sec)
	if err != nil {
		return nil, nil, err
	}
	groups := d.Groups
	tables := make([]pairing.LeagueTable, len(groups))
	decided := map[int]tournament.TieBy{}
	for gi, group := range groups {
		t, err := pairing.LeagueStandings(len(group), lg.games[gi], nil)
		if err != nil {
			return nil, nil, tournament.NewProblem(tournament.ErrDamagedFile, "league group %s cannot be ranked: %s", "予選リーグ%s組の順位を出せません：%s", tournament.LeagueGroupName(gi), err.Error())
		}
		if t.Pending == 0 && len(t.Ties) > 0 && len(sec.Decisions) > 0 {
			values := make([][]int, len(group))
			for p := range values {
				values[p] = []int{0}
			}
			applied := false
			for _, tie := range t.Ties {
				ids := make([]int, len(tie.Players))
				for i, p := range tie.Players {
					ids[i] = group[p]
				}
				d, ok := tournament.DecisionFor(sec.Decisions, ids)
				if !ok {
					continue
				}
				for rank, id := range d.Players {
					values[slices.Index(group, id)][0] = len(d.Players) - rank
					decided[id] = d.By
				}
				applied = true
			}
			if applied {
				if t, err = pairing.LeagueStandings(len(group), lg.games[gi], values); err != nil {
					return nil, nil, tournament.NewProblem(tournament.ErrDamagedFile, "league group %s cannot be ranked: %s", "予選リーグ%s組の順位を出せません：%s", tournament.LeagueGroupName(gi), err.Error())
				}
				// The values are the arbiter's order within the group, not a
				// measure to compare across groups (pairing.Advance).
				for i := range t.Rows {
					t.Rows[i].Tiebreaks = nil
				}
			}
		}
		tables[gi] = t
	}
	return tables, decided, nil
}

// leagueAdvance says who advances from the finished groups of sec
// (pairing.Advance), a tie across the groups for the best of the rest
// settled by the arbiter's decision among exactly its players: the first
// of the decided order take its seats.
func leagueAdvance(sec tournament.Section, tables []pairing.LeagueTable) (pairing.Advancement, map[int]tournament.TieBy, error) {
	d, err := detailOf(sec)
	if err != nil {
		return pairing.Advancement{}, nil, err
	}
	adv, err := pairing.Advance(tables, d.Advance, d.BestOfRest)
	if err != nil {
		if errors.Is(err, pairing.ErrInvalidAdvance) {
			return adv, nil, tournament.NewProblem(tournament.ErrInvalidInput, "who advances cannot be said: %s", "通過者を決められません：%s", err.Error())
		}
		return adv, nil, err
	}
	groups := d.Groups
	decided := map[int]tournament.TieBy{}
	var left []pairing.AdvanceTie
	for _, tie := range adv.Ties {
		ids, where, single := crossTiePlayers(groups, tie)
		d, ok := tournament.DecisionFor(sec.Decisions, ids)
		if tie.Group >= 0 || !single || !ok {
			left = append(left, tie)
			continue
		}
		for _, id := range d.Players[:tie.Seats] {
			w := where[id]
			adv.Qualifiers = append(adv.Qualifiers, pairing.Qualifier{Group: w[0], Player: w[1], Place: tie.Place, BestOfRest: true})
		}
		for _, id := range d.Players {
			decided[id] = d.By
		}
	}
	adv.Ties = left
	return adv, decided, nil
}

// crossTiePlayers are the IDs of a tie's contenders, where each is (group,
// seat), and whether each contender is one player (a group's own tie at
// the place is decided first).
func crossTiePlayers(groups [][]int, tie pairing.AdvanceTie) ([]int, map[int][2]int, bool) {
	var ids []int
	where := map[int][2]int{}
	single := true
	for _, c := range tie.Among {
		single = single && len(c.Players) == 1
		for _, p := range c.Players {
			id := groups[c.Group][p]
			ids = append(ids, id)
			where[id] = [2]int{c.Group, p}
		}
	}
	return ids, where, single
}

// FinalPlaces implements FinalPlacer for a league: each group's places, who advances
// (pairing.Advance), the ties the groups leave and those at the cut.
func (Policy) FinalPlaces(ev tournament.Event, sec tournament.Section, ps []tournament.Participant, rs []tournament.Round) (tournament.FinalStandings, error) {
	d, err := detailOf(sec)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	groups := d.Groups
	if len(groups) == 0 {
		return tournament.FinalStandings{}, tournament.NotFinished(sec, tournament.Text{En: "its groups are not drawn", Ja: "組分けがまだです"})
	}
	sw, err := ev.Swiss()
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	last := rs[len(rs)-1].Number
	lg, err := leagueGames(ev, sw, groups, ps, rs, last)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	tables, _, err := leagueTables(sec, lg)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	for gi, t := range tables {
		if t.Pending > 0 {
			return tournament.FinalStandings{}, tournament.NotFinished(sec, tournament.Tr("group %s has %d game(s) without a result", "%s組に結果のない対局が %d 局あります", tournament.LeagueGroupName(gi), t.Pending))
		}
	}
	adv, _, err := leagueAdvance(sec, tables)
	if err != nil {
		return tournament.FinalStandings{}, err
	}
	advancing := map[[2]int]bool{}
	for _, q := range adv.Qualifiers {
		advancing[[2]int{q.Group, q.Player}] = true
	}
	fs := tournament.FinalStandings{MarksAdvance: true}
	names := tournament.DisplayNames(ps)
	for _, tie := range adv.Ties {
		var among []string
		for _, c := range tie.Among {
			for _, p := range c.Players {
				among = append(among, names[groups[c.Group][p]])
			}
		}
		fs.AdvancingTies = append(fs.AdvancingTies, tournament.Tr("%s level for %d place(s)", "%s が %d 枠を争う同成績", strings.Join(among, ", "), tie.Seats))
		if ids, _, single := crossTiePlayers(groups, tie); tie.Group < 0 && single {
			fs.Ties = append(fs.Ties, tournament.OpenTie{Players: ids, Place: tie.Place, Group: -1, Seats: tie.Seats})
		}
	}
	order := 0
	for gi, t := range tables {
		for _, row := range t.Rows {
			order++
			shared := 1
			if i := slices.IndexFunc(t.Ties, func(tie pairing.LeagueTie) bool { return slices.Contains(tie.Players, row.Player) }); i >= 0 {
				shared = len(t.Ties[i].Players)
			}
			fs.Places = append(fs.Places, tournament.SourcePlace{ID: groups[gi][row.Player], Place: row.Place, Group: gi + 1, Order: order, Shared: shared,
				Advancing: advancing[[2]int{gi, row.Player}]})
		}
	}
	return fs, nil
}
