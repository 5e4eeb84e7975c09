package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// detailsJa are the Japanese details of v's audit entries of action, oldest
// first.
func detailsJa(t *testing.T, v *tournament.Venue, action string) []string {
	t.Helper()
	log, err := v.Root().AuditLog()
	require.NoError(t, err)
	var out []string
	for _, e := range log {
		if e.Action == action {
			out = append(out, e.DetailJa)
		}
	}
	return out
}

// cycleBelowSeatOne: in every group seat 1 beats everyone and seats 2, 3, 4
// beat each other in a cycle (三すくみ), so places 2–4 are level.
func cycleBelowSeatOne(groups [][]int, name map[int]string) func(a, b string) bool {
	seat := map[string]int{}
	for _, g := range groups {
		for i, id := range g {
			seat[name[id]] = i
		}
	}
	return func(a, b string) bool {
		sa, sb := seat[a], seat[b]
		if sa == 0 || sb == 0 {
			return sa == 0
		}
		return sb == sa%3+1 // 1 beats 2, 2 beats 3, 3 beats 1
	}
}

// A three-way cycle at the advancing cut of each group is decided by the
// arbiter (決定戦 or 抽選), naming the players best first: the standings
// place them in that order, noted; once every group's tie is decided the
// advancing entrants are drawn, the decided second of each group among
// them. A decision among players who are not one tie is refused with the
// ties there are, as is one made twice, before the end, or after the draw.
func TestAdvance_Issue25TieAtTheCutDecidedByPlayoffOrLotThenDrawn(t *testing.T) {
	v, s := advanceLeague(t, 2, cycleBelowSeatOne)
	_, err := v.DecideTie("L", []string{"1", "2"}, tournament.TieByLot)
	require.ErrorContains(t, err, "is not finished", "decided once the stage is over")
	r, err := s.PairNextRound()
	require.NoError(t, err)
	secs, _ := v.Sections()
	name := leagueNames(t, s)
	leaguePlay(t, s, r, name, cycleBelowSeatOne(groupsOf(t, secs[0]), name))

	open, made, err := v.Ties("L")
	require.NoError(t, err)
	assert.Empty(t, made)
	require.Len(t, open, 3, "one three-way tie in each group")
	for gi, tie := range open {
		assert.Equal(t, 2, tie.Place)
		assert.Equal(t, gi+1, tie.Group)
		assert.Len(t, tie.Players, 3)
	}
	advanceKnockout(t, v, "K", "advancing")

	groups := groupsOf(t, secs[0])
	ref := func(id int) string { return name[id] }
	// Group A: seat 4 wins the playoff, then seat 2.
	a := groups[0]
	_, err = v.DecideTie("L", []string{ref(a[1]), ref(a[2])}, tournament.TieByPlayoff)
	require.ErrorContains(t, err, "are not exactly one tie of the section's places; name all the players of one of these, best first: place 2 in group A")
	_, err = v.DecideTie("L", []string{ref(a[0]), ref(a[1])}, tournament.TieByPlayoff)
	require.ErrorContains(t, err, "not exactly one tie")
	_, err = v.DecideTie("L", []string{ref(a[3]), ref(a[3]), ref(a[1])}, tournament.TieByPlayoff)
	require.ErrorContains(t, err, "is named twice")
	_, err = v.DecideTie("L", []string{ref(a[3]), ref(a[1]), ref(a[2])}, "")
	require.ErrorContains(t, err, "playoff (決定戦) or lot (抽選)")
	d, err := v.DecideTie("L", []string{ref(a[3]), ref(a[1]), ref(a[2])}, tournament.TieByPlayoff)
	require.NoError(t, err)
	assert.Equal(t, []int{a[3], a[1], a[2]}, d.Players)
	_, err = v.DecideTie("L", []string{ref(a[1]), ref(a[3]), ref(a[2])}, tournament.TieByLot)
	require.ErrorContains(t, err, "already decided: undo that change")

	tab, err := s.Standings(0)
	require.NoError(t, err)
	assert.Equal(t, []int{a[0], a[3], a[1], a[2]}, []int{tab.Rows[0].ID, tab.Rows[1].ID, tab.Rows[2].ID, tab.Rows[3].ID})
	assert.Equal(t, []string{"A", "2", "1"}, tab.Rows[1].Cells, "place 2 alone now")
	assert.True(t, leagueNote(tab.Rows[1], "決定戦で決定"))
	assert.True(t, leagueNote(tab.Rows[1], "通過"))
	assert.False(t, leagueNote(tab.Rows[2], "通過"))
	assert.False(t, leagueNote(tab.Rows[5], "決定戦で決定"), "group B still open")
	assert.True(t, leagueNote(tab.Rows[5], "決定戦・抽選"))

	_, _, err = v.DrawEntrants("K")
	require.ErrorContains(t, err, "a tie falls on the advancing cut", "groups B and C still open")
	for gi := 1; gi < 3; gi++ {
		g := groups[gi]
		_, err = v.DecideTie("L", []string{ref(g[1]), ref(g[2]), ref(g[3])}, tournament.TieByLot)
		require.NoError(t, err)
	}
	open, made, err = v.Ties("L")
	require.NoError(t, err)
	assert.Empty(t, open)
	assert.Len(t, made, 3)
	_, drawn, err := v.DrawEntrants("K")
	require.NoError(t, err)
	var origins []int
	for _, p := range drawn {
		origins = append(origins, p.Origin.Participant)
	}
	assert.ElementsMatch(t, []int{a[0], a[3], groups[1][0], groups[1][1], groups[2][0], groups[2][1]}, origins)

	_, err = v.Root().Undo()
	require.NoError(t, err, "undo the draw")
	decided := detailsJa(t, v, "section.decide")
	require.Len(t, decided, 3)
	assert.Contains(t, decided[0], "A組2位の同順位を決定戦で決定："+ref(a[3])+" ＞ "+ref(a[1])+" ＞ "+ref(a[2]))
	assert.Contains(t, decided[1], "B組2位の同順位を抽選で決定")
}

// The best of the rest level across the groups (three seconds on equal
// wins for one place) is decided among exactly them: the first of the
// order advances with the group winners.
func TestAdvance_Issue25BestOfRestLevelAcrossGroupsDecidedByLot(t *testing.T) {
	v, s, name := bestOfRestPlayed(t)
	open, _, err := v.Ties("L")
	require.NoError(t, err)
	var across tournament.OpenTie
	for _, o := range open {
		if o.Group < 0 {
			across = o
		}
	}
	require.Len(t, across.Players, 3, "%+v", open)
	assert.Equal(t, 1, across.Seats)
	assert.Equal(t, 2, across.Place)
	advanceKnockout(t, v, "K", "通過")
	order := []string{name[across.Players[2]], name[across.Players[0]], name[across.Players[1]]}
	_, err = v.DecideTie("L", order, tournament.TieByLot)
	require.NoError(t, err)
	tab, err := s.Standings(0)
	require.NoError(t, err)
	for _, r := range tab.Rows {
		if r.ID == across.Players[2] {
			assert.True(t, leagueNote(r, "通過（各組2位の上位1名）"))
			assert.True(t, leagueNote(r, "抽選で決定"))
		}
	}
	_, drawn, err := v.DrawEntrants("K")
	require.NoError(t, err)
	require.Len(t, drawn, 4)
	assert.Equal(t, across.Players[2], drawn[3].Origin.Participant, "the lot's winner, seeded after the group winners")
}

// A shared place outside a league (a knockout without a 3位決定戦: its two
// semi-final losers share place 3) is decided the same way, and a section
// taking place 3 takes the one the lot put there.
func TestAdvance_Issue25SharedPlaceOfAKnockoutDecidedByLotThenTaken(t *testing.T) {
	v, s := knockoutSection(t, []string{"4d", "3d", "2d", "1d"}, tournament.FormatOptions{})
	_, err := playKnockout(t, s)
	require.ErrorContains(t, err, "the knockout is over")
	_, err = v.AddSection(tournament.SectionForm{Key: "ALL", Game: "go", Format: "knockout", From: "K", Places: "1-4", Tables: "50-60"})
	require.NoError(t, err)
	_, err = v.AddSection(tournament.SectionForm{Key: "T", Game: "go", Format: "knockout", From: "K", Places: "3", Tables: "30-40"})
	require.NoError(t, err)
	_, _, err = v.DrawEntrants("T")
	require.ErrorContains(t, err, "a tie falls on the cut of places 3")
	open, _, err := v.Ties("K")
	require.NoError(t, err)
	require.Len(t, open, 1)
	assert.Equal(t, 3, open[0].Place)
	require.Len(t, open[0].Players, 2)
	ps, err := s.Participants()
	require.NoError(t, err)
	name := map[int]string{}
	for _, p := range ps {
		name[p.ID] = p.Name
	}
	second := open[0].Players[1]
	_, err = v.DecideTie("K", []string{name[second], name[open[0].Players[0]]}, tournament.TieByLot)
	require.NoError(t, err)
	_, _, err = v.DrawEntrants("ALL")
	require.NoError(t, err, "places 1-4 hold the whole tie")
	_, drawn, err := v.DrawEntrants("T")
	require.NoError(t, err)
	require.Len(t, drawn, 1)
	assert.Equal(t, second, drawn[0].Origin.Participant)
	assert.Equal(t, 3, drawn[0].Origin.Place)
	_, err = v.DecideTie("K", []string{name[second], name[open[0].Players[0]]}, tournament.TieByLot)
	require.ErrorContains(t, err, "already decided")
	_, err = v.Root().Undo() // the draw of T
	require.NoError(t, err)
	_, err = v.Root().Undo() // the draw of ALL
	require.NoError(t, err)
	_, err = v.Root().Undo() // the lot
	require.NoError(t, err)
	_, _, err = v.DrawEntrants("ALL")
	require.NoError(t, err, "places 1-4 take the tie whole, undecided")
	_, err = v.DecideTie("K", []string{name[second], name[open[0].Players[0]]}, tournament.TieByLot)
	require.ErrorContains(t, err, "is already drawn into section ALL: a decision now would not change who went on")
}

// section edit sets, changes and takes away where a section's entrants
// come from while it has none: the places alone keep the source section,
// the section alone keeps the places, "-" takes it away; a loop, the
// section itself and a section with entrants are refused; every change is
// logged with the sources before and after.
func TestAdvance_Issue25SourceSetChangedAndRemovedByEditWhileTheSectionIsEmpty(t *testing.T) {
	v, _ := advanceLeague(t, 0, nil)
	_, err := v.AddSection(tournament.SectionForm{Key: "K", Game: "go", Format: "knockout", Tables: "30-40"})
	require.NoError(t, err)
	sec, err := v.EditSection("K", tournament.SectionForm{From: "L", Places: "1-2", SetSource: true})
	require.NoError(t, err)
	assert.Equal(t, tournament.SectionSource{Section: 0, From: 1, To: 2}, sec.Source)
	sec, err = v.EditSection("K", tournament.SectionForm{Places: "通過", SetSource: true})
	require.NoError(t, err)
	assert.Equal(t, tournament.SectionSource{Section: 0, Advancing: true}, sec.Source)
	sec, err = v.EditSection("K", tournament.SectionForm{Name: "決勝"})
	require.NoError(t, err)
	assert.True(t, sec.Source.Advancing, "an edit without SetSource keeps the source")

	_, err = v.EditSection("K", tournament.SectionForm{From: "K", SetSource: true})
	require.ErrorContains(t, err, "cannot take its entrants from itself")
	_, err = v.EditSection("L", tournament.SectionForm{From: "K", Places: "1", SetSource: true})
	require.ErrorContains(t, err, "a section cannot feed itself")

	sec, err = v.EditSection("K", tournament.SectionForm{From: "なし", SetSource: true})
	require.NoError(t, err)
	assert.True(t, sec.Source.IsZero())
	_, s, err := v.Section("K")
	require.NoError(t, err)
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "飛び入り", tournament.FieldRank: "1d"})
	require.NoError(t, err)
	_, err = v.EditSection("K", tournament.SectionForm{From: "L", Places: "1", SetSource: true})
	require.ErrorContains(t, err, "already has 1 entrants: where its entrants come from changes only while it has none")

	changes := detailsJa(t, v, "section.edit")
	require.Len(t, changes, 4)
	assert.Contains(t, changes[0], "、進出元 なし → リーグの部 1-2位")
	assert.Contains(t, changes[1], "、進出元 リーグの部 1-2位 → リーグの部 通過者")
	assert.NotContains(t, changes[2], "進出元")
	assert.Contains(t, changes[3], "、進出元 リーグの部 通過者 → なし")
}
