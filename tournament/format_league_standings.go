package tournament

import (
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
func (league) Standings(ev Event, sec Section, ps []Participant, rs []Round, after int) (Table, bool, error) {
	groups := sec.Format.Groups
	if len(groups) == 0 {
		return Table{}, false, nil
	}
	sw, err := ev.Swiss()
	if err != nil {
		return Table{}, false, err
	}
	lg, err := leagueGames(ev, sw, groups, ps, rs, after)
	if err != nil {
		return Table{}, false, err
	}
	tables, decided, err := leagueTables(sec, lg)
	if err != nil {
		return Table{}, false, err
	}
	pending := 0
	for _, t := range tables {
		pending += t.Pending
	}
	notes := lg.notes
	add := func(id int, n Text) { notes[id] = append(notes[id], Note{Text: n, Where: Everywhere}) }
	for gi, t := range tables {
		for _, tie := range t.Ties {
			for _, p := range tie.Players {
				add(groups[gi][p], Text{En: fmt.Sprintf("level with %d in the group: playoff or lot", len(tie.Players)-1), Ja: "決定戦・抽選"})
			}
		}
	}
	f := sec.Format
	order := Text{En: "group by group: wins (a draw half a win), then the games among the players level; a tie left is the arbiter's playoff or lot",
		Ja: "組ごとに勝数（引き分けは0.5勝）、同勝数は当該対局の成績。なお並ぶ場合は決定戦・抽選"}
	if pending > 0 {
		order.En += fmt.Sprintf("; %d games still to play, so who advances is not known yet", pending)
		order.Ja += fmt.Sprintf("。未対局 %d 局のため通過者は未確定", pending)
	} else {
		adv, across, err := leagueAdvance(sec, tables)
		if err != nil {
			return Table{}, false, err
		}
		maps.Copy(decided, across)
		for _, q := range adv.Qualifiers {
			n := Text{En: "advances", Ja: "通過"}
			if q.BestOfRest {
				n = Text{En: fmt.Sprintf("advances (among the best %d of place %d)", f.BestOfRest, f.Advance+1), Ja: fmt.Sprintf("通過（各組%d位の上位%d名）", f.Advance+1, f.BestOfRest)}
			}
			add(groups[q.Group][q.Player], n)
		}
		for _, tie := range adv.Ties {
			n := Text{En: fmt.Sprintf("%d of %d advance: playoff or lot", tie.Seats, len(tie.Among)), Ja: fmt.Sprintf("%d名中%d名通過：決定戦・抽選", len(tie.Among), tie.Seats)}
			if tie.Group < 0 {
				n = Text{En: fmt.Sprintf("place %d level across groups, %d of %d advance: playoff or lot", tie.Place, tie.Seats, len(tie.Among)),
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
		add(id, Text{En: "place decided by " + by.Text().En, Ja: by.Text().Ja + "で決定"})
	}
	out := Table{After: after, Order: order, Columns: []Column{
		{Key: "group", Label: Text{En: "Group", Ja: "組"}, Where: Everywhere},
		{Key: "group_place", Label: Text{En: "Place in group", Ja: "組内順位"}, Where: Everywhere},
		{Key: "wins", Label: Text{En: "Wins", Ja: "勝数"}, Where: Everywhere},
	}}
	byID := make(map[int]Participant, len(ps))
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
			row := TableRow{ID: id, Rank: r.Place, Tied: tied, Place: len(out.Rows) + 1,
				Cells: []string{LeagueGroupName(gi), place, Points(r.Points2).String()}, Notes: notes[id]}
			if WithdrawnBy(byID[id], after) {
				row.Notes = append(row.Notes, Note{Text: Text{En: "withdrawn", Ja: "棄権"}, Where: Everywhere})
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
	notes map[int][]Note
}

// leagueGames reads the games of rounds 1..after into each group's league
// games, the results from the game's own scores (a round's half-points:
// 2 and 0 a win, 1 and 1 a draw). A game without a result, or whose result
// is neither (勝敗預かり, both lost), stays pending with a note for the
// arbiter. A bye given because the Berger opponent did not play is a win by
// forfeit (不戦勝) when the game scores it as a win. A game between groups
// or a second game of two players is not counted and is noted.
func leagueGames(ev Event, sw Swiss, groups [][]int, ps []Participant, rs []Round, after int) (leagueResults, error) {
	var played []Round
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
	out := leagueResults{games: make([][]pairing.LeagueGame, len(groups)), notes: map[int][]Note{}}
	note := func(id int, t Text) { out.notes[id] = append(out.notes[id], Note{Text: t, Where: Everywhere}) }
	listed := map[[3]int]bool{}
	record := func(k, gi, a, b int, res pairing.LeagueResult) {
		key := [3]int{gi, min(a, b), max(a, b)}
		if listed[key] {
			for _, id := range []int{groups[gi][a], groups[gi][b]} {
				note(id, Text{En: fmt.Sprintf("round %d: a second game against the same player, not counted", played[k-1].Number),
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
					note(g.Black, Text{En: fmt.Sprintf("round %d: the bye is not scored as a win, so the game of the absent opponent stays unplayed: the arbiter decides", r.Number),
						Ja: fmt.Sprintf("%d 回戦：不戦勝が勝ちとして数えられていないため、欠場した相手との対局は未対局のままです（審判員が判断）", r.Number)})
				}
				continue
			}
			sa, oka := where[g.Black]
			sb, okb := where[g.White]
			if !oka || !okb || sa.group != sb.group {
				for _, id := range []int{g.Black, g.White} {
					note(id, Text{En: fmt.Sprintf("round %d table %d: a game outside the player's league group, not counted", r.Number, g.Table),
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
						note(id, Text{En: fmt.Sprintf("round %d table %d: the result is neither a win nor a draw, the game counts as unplayed: the arbiter decides", r.Number, g.Table),
							Ja: fmt.Sprintf("%d 回戦 %d 番卓：勝敗が決まっていないため未対局として扱います（審判員が判断）", r.Number, g.Table)})
					}
				}
			}
			record(k+1, sa.group, sa.seat, sb.seat, res)
		}
	}
	return out, nil
}
