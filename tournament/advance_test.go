package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/formats/knockout"
)

// advanceLeague is 12 Go players in three league groups of four, the top
// two advancing, with the league's three rounds played as beats says (nil:
// by name); it returns the venue, the league's service and its groups.
func advanceLeague(t *testing.T, rounds int, beats func(groups [][]int, name map[int]string) func(a, b string) bool) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v, s := leagueSection(t, 12, tournament.FormatOptions{"group-size": "4", "advance": "2"}, leagueNoClub)
	name := leagueNames(t, s)
	win := leagueByName
	for n := 1; n <= rounds; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		if n == 1 && beats != nil {
			secs, _ := v.Sections()
			win = beats(groupsOf(t, secs[0]), name)
		}
		leaguePlay(t, s, r, name, win)
	}
	return v, s
}

// advanceKnockout adds the knockout section K taking places from L.
func advanceKnockout(t *testing.T, v *tournament.Venue, key, places string) tournament.Section {
	t.Helper()
	sec, err := v.AddSection(tournament.SectionForm{Key: key, Name: "決勝トーナメント" + key, Game: "go", Format: "knockout", From: "L", Places: places})
	require.NoError(t, err)
	return sec
}

// The issue's path: 予選リーグ of 12 in 3 groups of 4, 2 advance → a
// knockout taking those advancing: 6 entrants with their origins, the
// group winners seeded first (the byes) and in different quarters of the
// 8-bracket, each group's two on opposite halves; the knockout plays to
// its final.
func TestAdvance_Issue25LeagueGroupsFeedTheKnockoutGroupWinnersApart(t *testing.T) {
	v, s := advanceLeague(t, 3, nil)
	k := advanceKnockout(t, v, "K", "通過")
	assert.True(t, k.Source.Advancing)

	_, drawn, err := v.DrawEntrants("K")
	require.NoError(t, err)
	require.Len(t, drawn, 6, "2 of each of 3 groups")
	lps, _ := s.Participants()
	byName := map[string]tournament.Participant{}
	for _, p := range lps {
		byName[p.Name] = p
	}
	places := map[[2]int]string{}
	for _, p := range drawn {
		require.False(t, p.Origin.IsZero())
		src := byName[p.Name]
		assert.Equal(t, src.ID, p.Origin.Participant, "%s: its origin is the league's participant", p.Name)
		assert.Equal(t, 0, p.Origin.Section)
		assert.NotEqual(t, src.ID, p.ID, "a new participant of the knockout")
		assert.Equal(t, src.Rank, p.Rank)
		places[[2]int{p.Origin.Group, p.Origin.Place}] = p.Name
	}
	assert.Len(t, places, 6)
	for g := 1; g <= 3; g++ {
		assert.Contains(t, places, [2]int{g, 1})
		assert.Contains(t, places, [2]int{g, 2})
	}
	ev, err := v.Root().Event()
	require.NoError(t, err)
	assert.Equal(t, "リーグの部 A組1位", ev.OriginText(drawn[0]).Ja, "group winners first, A first")

	_, _, err = v.DrawEntrants("K")
	require.ErrorContains(t, err, "already has 6 entrants", "drawing twice is refused")

	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	last := log[len(log)-1]
	assert.Equal(t, "section.draw", last.Action)
	assert.Contains(t, last.Detail, "6 entrants drawn from section L")
	assert.Contains(t, last.DetailJa, "部門 リーグの部 の通過者から 6 人が進出")

	_, ks, err := v.Section("K")
	require.NoError(t, err)
	r1, err := ks.PairNextRound()
	require.NoError(t, err)
	secs, _ := v.Sections()
	lines := linesOf(t, secs[1])
	require.Len(t, lines, 8)
	kps, _ := ks.Participants()
	origin := map[int]tournament.Origin{}
	for _, p := range kps {
		origin[p.ID] = p.Origin
	}
	quarters, halves := map[int]int{}, map[int][]int{}
	byes := 0
	for line, id := range lines {
		if id == 0 {
			byes++
			continue
		}
		o := origin[id]
		if o.Place == 1 {
			quarters[line/2]++
		}
		halves[o.Group] = append(halves[o.Group], line/4)
	}
	assert.Equal(t, 2, byes)
	assert.Len(t, quarters, 3, "the three group winners in three different quarters: %v", lines)
	for g, h := range halves {
		require.Len(t, h, 2)
		assert.NotEqual(t, h[0], h[1], "group %d's two on opposite halves", g)
	}
	for _, g := range r1.Games {
		if g.IsBye() {
			assert.Equal(t, 1, origin[g.Black].Place, "the byes go to group winners (the top seeds)")
		}
	}
	text, err := knockout.BracketOf(ks)
	require.NoError(t, err)
	assert.Contains(t, text, "（A組1位）")

	name := leagueNames(t, ks)
	r := r1
	for n := 1; ; n++ {
		leaguePlay(t, ks, r, name, leagueByName)
		if n == 3 {
			break
		}
		r, err = ks.PairNextRound()
		require.NoError(t, err)
	}
	tab, err := ks.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, 1, tab.Rows[0].Rank)
	assert.Equal(t, "選手01", name[tab.Rows[0].ID], "the strongest by name wins the final")
}

// Entrants are drawn only from a finished source, never when a tie falls
// on the cut, never from a section that does not exist or the section
// itself.
func TestAdvance_Issue25DrawRefusedBeforeTheEndAtATieOnTheCutAndForAnUnknownSource(t *testing.T) {
	v, _ := advanceLeague(t, 2, nil)
	advanceKnockout(t, v, "K", "1-2")
	_, _, err := v.DrawEntrants("K")
	require.ErrorContains(t, err, "section リーグの部 is not finished (2 of 3 rounds played)")
	ps, _ := v.Service(1).Participants()
	assert.Empty(t, ps, "nothing drawn")

	_, err = v.AddSection(tournament.SectionForm{Key: "X", Game: "go", Format: "knockout", From: "nowhere", Places: "1-2"})
	require.ErrorContains(t, err, "no section \"nowhere\"")
	_, err = v.AddSection(tournament.SectionForm{Key: "X", Game: "go", Format: "knockout", From: "X", Places: "1-2"})
	require.ErrorContains(t, err, "cannot take its entrants from itself")
	_, err = v.AddSection(tournament.SectionForm{Key: "X", Game: "go", Format: "knockout", From: "L"})
	require.ErrorContains(t, err, "need the places taken")
	_, err = v.AddSection(tournament.SectionForm{Key: "X", Game: "go", Format: "knockout", From: "L", Places: "first"})
	require.ErrorContains(t, err, "the places \"first\" are not places")
	_, _, err = v.DrawEntrants("L")
	require.ErrorContains(t, err, "takes no entrants from another section")
}

// In every group seat 1 beats everyone and seats 2, 3, 4 beat each other
// in a cycle (三すくみ): places 2–4 are level, so the advancing cut (2 of
// each group) falls on a tie and is refused, while place 1 alone is clear.
func TestAdvance_Issue25TieOnTheAdvancingCutIsLeftToTheArbiter(t *testing.T) {
	v, _ := advanceLeague(t, 3, cycleBelowSeatOne)
	advanceKnockout(t, v, "K", "advancing")
	_, _, err := v.DrawEntrants("K")
	require.ErrorContains(t, err, "a tie falls on the advancing cut of section リーグの部")
	advanceKnockout(t, v, "K2", "1-2")
	_, _, err = v.DrawEntrants("K2")
	require.ErrorContains(t, err, "a tie falls on the cut of places 1-2")
	advanceKnockout(t, v, "W", "1")
	_, drawn, err := v.DrawEntrants("W")
	require.NoError(t, err)
	assert.Len(t, drawn, 3, "the three group winners")
}

// Issue 38: the knockout after 進出者を決める never asks whether its
// qualifiers are absent: they keep their check-in, and the round-1
// question leaves out whoever came from another section.
func TestAdvance_Issue38QualifiersKeepTheirCheckinAndAreNeverAskedAbout(t *testing.T) {
	v, s := advanceLeague(t, 3, nil)
	lps, err := s.Participants()
	require.NoError(t, err)
	require.NoError(t, s.SetCheckedIn(lps[0].ID, true)) // the door's check-in is in use
	advanceKnockout(t, v, "K", "通過")
	_, drawn, err := v.DrawEntrants("K")
	require.NoError(t, err)
	require.Len(t, drawn, 6)
	for _, p := range drawn {
		assert.Equal(t, p.Name == lps[0].Name, p.CheckedIn, "%s keeps the check-in made in the league", p.Name)
	}
	_, k, err := v.Section("K")
	require.NoError(t, err)
	unchecked, err := k.CheckinProposal()
	require.NoError(t, err)
	assert.Empty(t, unchecked, "nobody of the bracket is proposed absent")
	_, err = k.PairNextRound()
	require.NoError(t, err, "the bracket pairs without the question")
}
