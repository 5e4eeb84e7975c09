package tournament_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// leagueSection is an event of one Go section of n players 選手01…, of the
// clubs club(i) gives (i from 1), playing league groups with options o at
// tables 1 onwards.
func leagueSection(t *testing.T, n int, o tournament.FormatOptions, club func(i int) string) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := emptyVenue(t, "予選リーグ戦")
	s := addSection(t, v, tournament.SectionForm{Key: "L", Name: "リーグの部", Game: "go", Format: "予選リーグ", Options: o,
		Tables: fmt.Sprintf("1-%d", n), Settings: map[string]string{"seed": "5"}})
	addPlayers(t, s, n, func(i int) tournament.ParticipantForm {
		return tournament.ParticipantForm{tournament.FieldRank: "1d", tournament.FieldClub: club(i)}
	})
	return v, s
}

// bestOfRestPlayed is a league of three groups of four (no clubs), the
// winners and the best second advancing, its three rounds played by
// leagueByName; it returns the venue, the section and the names.
func bestOfRestPlayed(t *testing.T) (*tournament.Venue, *tournament.Service, map[int]string) {
	t.Helper()
	v, s := leagueSection(t, 12, tournament.FormatOptions{"group-size": "4", "advance": "1", "best-of-rest": "1"}, leagueNoClub)
	name := leagueNames(t, s)
	for range 3 {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		leaguePlay(t, s, r, name, leagueByName)
	}
	return v, s, name
}

// leagueNoClub is a field without clubs.
func leagueNoClub(int) string { return "" }

// leagueNames maps the section's participants' IDs to their names.
func leagueNames(t *testing.T, s *tournament.Service) map[int]string {
	t.Helper()
	ps, err := s.Participants()
	require.NoError(t, err)
	out := map[int]string{}
	for _, p := range ps {
		out[p.ID] = p.Name
	}
	return out
}

// leaguePlay records every game of round n: the player whose name sorts
// first wins, unless beats says otherwise for the pair.
func leaguePlay(t *testing.T, s *tournament.Service, r tournament.Round, name map[int]string, beats func(a, b string) bool) {
	t.Helper()
	for _, g := range r.Games {
		if g.IsBye() {
			continue
		}
		res := "W+R"
		if beats(name[g.Black], name[g.White]) {
			res = "B+R"
		}
		_, err := s.RecordResult(r.Number, g.Table, res)
		require.NoError(t, err)
	}
}

func leagueByName(a, b string) bool { return a < b }

// leagueNote reports whether row r carries the note ja exactly.
func leagueNote(r tournament.TableRow, ja string) bool {
	return slices.ContainsFunc(r.Notes, func(n tournament.Note) bool { return n.Text.Ja == ja })
}

// The issue's case: 32 Go players in eight groups of four (4人リーグ), the
// top two of each group advancing. Each group plays 3 rounds, everyone
// meets everyone in their group once, clubs are kept apart, and the
// standings list the groups with 16 advancers, the top two of each.
func TestLeague_Issue25ThirtyTwoPlayersInEightGroupsOfFourTopTwoAdvance(t *testing.T) {
	v, s := leagueSection(t, 32, tournament.FormatOptions{"group-size": "4", "advance": "2"}, func(i int) string { return fmt.Sprintf("支部%d", i%8) })
	name := leagueNames(t, s)
	ps, _ := s.Participants()
	club := map[int]string{}
	for _, p := range ps {
		club[p.ID] = p.Club
	}
	met := map[[2]int]int{}
	games := map[int]int{}
	for n := 1; n <= 3; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err, "round %d", n)
		assert.Len(t, r.Games, 16, "round %d: every group of four plays two games", n)
		for _, g := range r.Games {
			require.False(t, g.IsBye(), "groups of four have no bye")
			assert.True(t, g.Table >= 1 && g.Table <= 16)
			met[[2]int{min(g.Black, g.White), max(g.Black, g.White)}]++
			games[g.Black]++
			games[g.White]++
		}
		leaguePlay(t, s, r, name, leagueByName)
	}
	_, err := s.PairNextRound()
	require.ErrorContains(t, err, "the league groups have 3 rounds, all paired")

	secs, _ := v.Sections()
	groups := groupsOf(t, secs[0])
	require.Len(t, groups, 8)
	groupOf := map[int]int{}
	for gi, g := range groups {
		require.Len(t, g, 4, "group %s", tournament.LeagueGroupName(gi))
		clubs := map[string]bool{}
		for _, id := range g {
			groupOf[id] = gi
			clubs[club[id]] = true
		}
		assert.Len(t, clubs, 4, "group %s: four clubs, no two of one club", tournament.LeagueGroupName(gi))
	}
	assert.Len(t, met, 8*6, "every pair of every group met")
	for pair, c := range met {
		assert.Equal(t, 1, c, "pair %v met once", pair)
		assert.Equal(t, groupOf[pair[0]], groupOf[pair[1]], "pair %v is of one group", pair)
	}
	for id, c := range games {
		assert.Equal(t, 3, c, "%s played 3 games", name[id])
	}
	assert.Equal(t, "3", secs[0].Settings["rounds"], "the game's rounds are the league's")

	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 3, tab.After)
	require.Len(t, tab.Rows, 32)
	assert.Equal(t, []string{"組", "組内順位", "勝数"}, []string{tab.Columns[0].Label.Ja, tab.Columns[1].Label.Ja, tab.Columns[2].Label.Ja})
	var advancers []int
	for i, r := range tab.Rows {
		gi := i / 4
		assert.Equal(t, tournament.LeagueGroupName(gi), r.Cells[0], "rows group by group, A first")
		assert.Equal(t, gi, groupOf[r.ID])
		assert.Equal(t, fmt.Sprint(i%4+1), r.Cells[1], "place in group")
		assert.Equal(t, fmt.Sprint(3-i%4), r.Cells[2], "wins: names decide every game")
		if leagueNote(r, "通過") {
			advancers = append(advancers, r.ID)
		}
	}
	require.Len(t, advancers, 16)
	for gi, g := range groups {
		want := slices.Clone(g)
		slices.SortFunc(want, func(a, b int) int {
			if name[a] < name[b] {
				return -1
			}
			return 1
		})
		for _, id := range want[:2] {
			assert.Contains(t, advancers, id, "group %s: %s is of its top two", tournament.LeagueGroupName(gi), name[id])
		}
	}
}

// A three-way cycle (三すくみ) of a group of three is not broken by any
// default: the three are marked for a playoff or lot, and the one place
// they contend for too; the other group's winner advances.
func TestLeague_Issue25ThreeWayCycleGoesToTheArbiter(t *testing.T) {
	v, s := leagueSection(t, 6, tournament.FormatOptions{"group-size": "3", "advance": "1"}, leagueNoClub)
	name := leagueNames(t, s)
	var groups [][]int
	for n := 1; n <= 3; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		byes := 0
		for _, g := range r.Games {
			if g.IsBye() {
				byes++
			}
		}
		assert.Equal(t, 2, byes, "round %d: each group of three has a bye", n)
		if n == 1 {
			secs, _ := v.Sections()
			groups = groupsOf(t, secs[0])
			require.Len(t, groups, 2)
		}
		// Group A goes round in a circle: its first beats its second, the
		// second its third, the third its first.
		a := groups[0]
		seat := map[string]int{name[a[0]]: 0, name[a[1]]: 1, name[a[2]]: 2}
		leaguePlay(t, s, r, name, func(x, y string) bool {
			sx, okx := seat[x]
			sy, oky := seat[y]
			if okx && oky {
				return (sx+1)%3 == sy
			}
			return x < y
		})
	}
	tab, err := s.Standings(0)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 6)
	for _, r := range tab.Rows[:3] {
		assert.Equal(t, "A", r.Cells[0])
		assert.Equal(t, "1=", r.Cells[1], "%s shares first place", name[r.ID])
		assert.Equal(t, "1", r.Cells[2], "one win each")
		assert.True(t, r.Tied)
		assert.True(t, leagueNote(r, "決定戦・抽選"), "%s: the cycle is flagged", name[r.ID])
		assert.True(t, leagueNote(r, "3名中1名通過：決定戦・抽選"), "%s: the place to advance is the arbiter's", name[r.ID])
		assert.False(t, leagueNote(r, "通過"), "nobody of the cycle advances by default")
	}
	assert.True(t, leagueNote(tab.Rows[3], "通過"), "group B's winner advances")
	assert.Equal(t, "2", tab.Rows[3].Cells[2], "two wins, the bye not counted")
	for _, r := range tab.Rows[4:] {
		assert.Empty(t, r.Notes)
	}
}

// Before every game is in, nobody is marked as advancing; a player absent
// in a round gives the opponent a win by forfeit (不戦勝) in the group.
func TestLeague_Issue25AbsentPlayersGameIsTheOpponentsForfeitWinAndAdvanceWaitsForAllGames(t *testing.T) {
	v, s := leagueSection(t, 8, tournament.FormatOptions{"group-size": "4", "advance": "1"}, leagueNoClub)
	name := leagueNames(t, s)
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	leaguePlay(t, s, r1, name, leagueByName)
	tab, err := s.Standings(0)
	require.NoError(t, err)
	for _, r := range tab.Rows {
		assert.False(t, leagueNote(r, "通過"), "round 1 of 3: nobody advances yet")
	}
	assert.Contains(t, tab.Order.Ja, "未対局 8 局のため通過者は未確定")

	secs, _ := v.Sections()
	absent := groupsOf(t, secs[0])[0][0]
	require.NoError(t, s.SetAbsent(absent, 2, true))
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	var bye tournament.Game
	for _, g := range r2.Games {
		assert.False(t, g.Has(absent))
		if g.IsBye() {
			bye = g
		}
	}
	require.NotZero(t, bye.Black, "the absent player's opponent has the bye")
	assert.Contains(t, bye.Why.Ja, "相手が欠場のため不戦勝")
	leaguePlay(t, s, r2, name, leagueByName)
	r3, err := s.PairNextRound()
	require.NoError(t, err)
	leaguePlay(t, s, r3, name, leagueByName)
	tab, err = s.Standings(0)
	require.NoError(t, err)
	group := groupsOf(t, secs[0])[0]
	require.Contains(t, group, bye.Black, "the bye is of the absent player's group")
	wins := map[int]int{}
	for _, p := range group {
		for _, q := range group {
			switch {
			case p == q:
			case (p == absent || q == absent) && (p == bye.Black || q == bye.Black):
				if p == bye.Black {
					wins[p]++ // the forfeit
				}
			case name[p] < name[q]:
				wins[p]++
			}
		}
	}
	advancing := 0
	for _, r := range tab.Rows {
		if leagueNote(r, "通過") {
			advancing++
		}
		if slices.Contains(group, r.ID) {
			assert.Equal(t, fmt.Sprint(wins[r.ID]), r.Cells[2], "%s: the forfeit counts as a win of the present player", name[r.ID])
		}
	}
	assert.Equal(t, 2, advancing, "every game in: the winner of each group advances")
}

// The options: a group size of 3–8 and the number advancing are needed;
// the other formats' options are refused; a field that cannot be split or
// a best of the rest that the groups cannot give is refused at the draw.
func TestLeague_Issue25OptionsRefusedWithTheReason(t *testing.T) {
	v := emptyVenue(t, "予選リーグ戦")
	for _, c := range []struct {
		o    tournament.FormatOptions
		want string
	}{
		{tournament.FormatOptions{"advance": "2"}, "league groups need a group size (--group-size, 3 to 8)"},
		{tournament.FormatOptions{"group-size": "9", "advance": "2"}, "a league group has 3 to 8 players, not 9"},
		{tournament.FormatOptions{"group-size": "4"}, "league groups need the number advancing from each group (--advance)"},
		{tournament.FormatOptions{"group-size": "4", "advance": "4"}, "the number advancing from a group of 4 is 1 to 3, not 4"},
		{tournament.FormatOptions{"group-size": "4", "advance": "2", "third-place": "true"}, "no third place, wins, losses or bye"},
		{tournament.FormatOptions{"group-size": "4", "advance": "2", "wins": "2"}, "no third place, wins, losses or bye"},
		{tournament.FormatOptions{"group-size": "4", "advance": "2", "losses": "2"}, "no third place, wins, losses or bye"},
		{tournament.FormatOptions{"group-size": "4", "advance": "2", "bye": "win"}, "no third place, wins, losses or bye"},
	} {
		_, err := v.AddSection(tournament.SectionForm{Key: "K", Game: "go", Format: "league", Options: c.o})
		assert.ErrorContains(t, err, c.want, "%+v", c.o)
	}
	_, err := v.AddSection(tournament.SectionForm{Key: "K", Game: "go", Format: "リーグ戦"})
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "予選リーグにはグループの人数（--group-size、3〜8 人）が必要です")
	for _, alias := range []string{"league", "予選リーグ", "リーグ", "リーグ戦", "LEAGUE"} {
		k, err := tournament.ParseFormat(alias)
		require.NoError(t, err)
		assert.Equal(t, tournament.FormatLeague, k, alias)
	}

	// 5 players cannot make groups of at most 4 without a group of two.
	_, s := leagueSection(t, 5, tournament.FormatOptions{"group-size": "4", "advance": "1"}, leagueNoClub)
	_, err = s.PairNextRound()
	assert.ErrorContains(t, err, "5 entrants in groups of at most 4 would leave a group of 2")
	rs, _ := s.Rounds()
	assert.Empty(t, rs, "nothing paired")

	// 9 players make three groups of three: no place 3 for a best of the rest
	// beyond three groups.
	_, s = leagueSection(t, 9, tournament.FormatOptions{"group-size": "3", "advance": "2", "best-of-rest": "4"}, leagueNoClub)
	_, err = s.PairNextRound()
	assert.ErrorContains(t, err, "the best 4 of place 3 across the groups are asked, but only 3 groups have that place")

	// 11 players in groups of at most 4 make groups of 3, 4 and 4, whose
	// places 2 have played 2 or 3 games: not comparable by wins.
	_, s = leagueSection(t, 11, tournament.FormatOptions{"group-size": "4", "advance": "1", "best-of-rest": "1"}, leagueNoClub)
	_, err = s.PairNextRound()
	assert.ErrorContains(t, err, "the 11 entrants make groups of 3 and 4 players, who play different numbers of games")

	// 6 players in groups of at most 4 make two groups of three: advancing
	// three would pass everyone.
	_, s = leagueSection(t, 6, tournament.FormatOptions{"group-size": "4", "advance": "3"}, leagueNoClub)
	_, err = s.PairNextRound()
	assert.ErrorContains(t, err, "3 advance from each group, but the 6 entrants make groups of at most 3: everyone would advance")
}

// An Othello league of 2 groups (3 rounds) with the early final on: its
// check follows the league's rounds (issue 38; refused before).
func TestLeague_Issue38OthelloLeagueEarlyFinalFollowsItsRounds(t *testing.T) {
	s := addSection(t, emptyVenue(t, "予選リーグ戦"), tournament.SectionForm{Key: "S", Game: "othello", Format: "league", Options: tournament.FormatOptions{"group-size": "4", "advance": "2"}})
	addPlayers(t, s, 8, nameOnly)
	// Refused before issue 38 (the early final stayed at round 5); it
	// follows the league's 3 rounds now.
	_, err := s.PairNextRound()
	require.NoError(t, err)
	ev, _ := s.Event()
	assert.Equal(t, "2", ev.Setting("early_final_after"))
}

// The best of the rest: the best second place across three groups of four
// advances with the winners; three seconds level on wins (head-to-head does
// not apply across groups) are the arbiter's playoff or lot for one place.
func TestLeague_Issue25BestOfRestLevelAcrossGroupsGoesToTheArbiter(t *testing.T) {
	_, s, name := bestOfRestPlayed(t)
	tab, err := s.Standings(0)
	require.NoError(t, err)
	require.Len(t, tab.Rows, 12)
	for i, r := range tab.Rows {
		switch i % 4 {
		case 0:
			assert.True(t, leagueNote(r, "通過"), "%s wins group %s", name[r.ID], r.Cells[0])
		case 1:
			assert.Equal(t, "2", r.Cells[2])
			assert.True(t, leagueNote(r, "各組2位が同成績、3名中1名通過：決定戦・抽選"), "%s", name[r.ID])
		default:
			assert.Empty(t, r.Notes, "%s", name[r.ID])
		}
	}
	assert.Contains(t, tab.Order.Ja, "各組 2 位の上位 1 名（勝数）も通過")
}

// Issue 38: league groups (and a round robin's seats) are drawn from the
// players present in round 1: one marked absent is in no group, and gives
// no group a ghost bye in every round.
func TestLeague_Issue38GroupsDrawnFromPresentPlayersOnly(t *testing.T) {
	_, s := leagueSection(t, 9, tournament.FormatOptions{"group-size": "4", "advance": "1"}, leagueNoClub)
	require.NoError(t, s.SetAbsent(9, 1, true))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		assert.False(t, g.Has(9), "the absent player is drawn into no group")
		assert.False(t, g.IsBye(), "eight present players in two groups of 4: no ghost bye")
	}
	_, rr := roundRobinSection(t, "go", 5)
	require.NoError(t, rr.SetAbsent(5, 1, true))
	r, err = rr.PairNextRound()
	require.NoError(t, err)
	for _, g := range r.Games {
		assert.False(t, g.Has(5), "the round robin seats present players only")
	}
}
