package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// registration is an event of one Go section (a file as `taikai new
// --game go` makes it) with n players registered, ratings 2000, 1990 …
// and ranks 5d, 4d … 1d, 1k … by fives.
func registration(t *testing.T, n int) *tournament.Venue {
	t.Helper()
	s := monthlyGo(t)
	ranks := []string{"5d", "4d", "3d", "2d", "1d", "1k", "2k", "3k", "4k", "5k"}
	for i := range n {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("選手%02d", i+1),
			tournament.FieldRank: ranks[(i/5)%len(ranks)], tournament.FieldRating: fmt.Sprint(2000 - 10*i)})
		require.NoError(t, err)
	}
	return tournament.NewVenue(s.Store())
}

// section bands --apply: one logged change adds a section a class (the
// source's game, settings and format; the venue's tables after the
// others'; the band of ratings taken at registration) and moves the
// players; the registration section keeps only the withdrawn; undo takes
// it all back; a player registered afterwards without a section goes to
// the class whose band holds their rating.
func TestMakeClasses_Issue27OneLoggedChangeAddsTheClassesAndMovesThePlayers(t *testing.T) {
	v := registration(t, 21)
	_, main, err := v.Section("")
	require.NoError(t, err)
	require.NoError(t, main.ChangeSettings(map[string]string{"handicap_max": "5"}))
	_, err = v.EditSection("main", tournament.SectionForm{Format: "roundrobin"})
	require.NoError(t, err)
	p, err := main.FindParticipant("選手21")
	require.NoError(t, err)
	require.NoError(t, main.Withdraw(p.ID, 1))
	before, err := v.Root().AuditLog()
	require.NoError(t, err)

	size := tournament.ClassSize{Min: 6, Max: 10}
	plan, err := v.PlanClasses("", tournament.ClassByRating, size)
	require.NoError(t, err)
	assert.Equal(t, "10+10", plan.Sizes())
	list, err := v.Sections()
	require.NoError(t, err)
	require.Len(t, list, 1, "a plan changes nothing")

	made, err := v.MakeClasses("", tournament.ClassByRating, size, plan.Fingerprint())
	require.NoError(t, err)
	assert.Equal(t, plan.Fingerprint(), made.Fingerprint())
	list, err = v.Sections()
	require.NoError(t, err)
	require.Len(t, list, 3)
	assert.Equal(t, "main", list[0].Key)
	a, b := list[1], list[2]
	assert.Equal(t, []string{"A", "A級", "B", "B級"}, []string{a.Key, a.Name, b.Key, b.Name})
	for _, sec := range []tournament.Section{a, b} {
		assert.Equal(t, tournament.GameKind("go"), sec.Game)
		assert.Equal(t, "5", sec.Settings["handicap_max"], "the source's settings")
		assert.Equal(t, tournament.FormatKind("roundrobin"), sec.Format.Of(), "the source's format")
	}
	assert.Equal(t, tournament.TableRange{From: 1, To: 5}, a.Tables)
	assert.Equal(t, tournament.TableRange{From: 6, To: 10}, b.Tables)
	assert.Equal(t, tournament.RatingBand{From: 1910}, a.Ratings)
	assert.Equal(t, tournament.RatingBand{To: 1909}, b.Ratings)
	for sec, want := range map[string]int{"main": 1, "A": 10, "B": 10} {
		_, s, err := v.Section(sec)
		require.NoError(t, err)
		ps, err := s.Participants()
		require.NoError(t, err)
		assert.Len(t, ps, want, sec)
	}
	_, s, _ := v.Section("A")
	top, err := s.FindParticipant("選手01")
	require.NoError(t, err)
	assert.Equal(t, a.ID, top.Section)

	after, err := v.Root().AuditLog()
	require.NoError(t, err)
	require.Len(t, after, len(before)+1, "one logged change")
	assert.Equal(t, "section.bands", after[len(after)-1].Action)
	assert.Equal(t, "2 classes by rating of 6-10 players from section main: A 10, B 10", after[len(after)-1].Detail)

	// Registered afterwards without a section: the class of their rating.
	late, sec, err := v.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "遅れて来た人", tournament.FieldRating: "1950"}, "")
	require.NoError(t, err)
	assert.Equal(t, "A", sec.Key)
	assert.Equal(t, a.ID, late.Section)
	_, _, err = v.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "レートなし"}, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no rank or rating")

	_, err = v.Root().Undo()
	require.NoError(t, err)
	_, err = v.Root().Undo()
	require.NoError(t, err)
	list, err = v.Sections()
	require.NoError(t, err)
	assert.Len(t, list, 1, "undone: the one section again")
	ps, err := v.Root().Participants()
	require.NoError(t, err)
	for _, p := range ps {
		assert.Equal(t, 0, p.Section)
	}
}

// By rank: the classes take bands of ranks; refused once the source has
// paired a round, when a class's key is taken, or when the plan shown has
// changed; a team section is refused.
func TestMakeClasses_Issue27ByRankAndTheRefusals(t *testing.T) {
	v := registration(t, 20)
	plan, err := v.PlanClasses("main", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10})
	require.NoError(t, err)
	assert.Equal(t, "10+10", plan.Sizes())
	assert.Equal(t, "四段以上", plan.Classes[0].Ranks.String())
	assert.Equal(t, "三段以下", plan.Classes[1].Ranks.String())

	// A player added since the plan was shown: the plan is refused.
	_, s, _ := v.Section("")
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "追加", tournament.FieldRank: "3d"})
	require.NoError(t, err)
	_, err = v.MakeClasses("", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10}, plan.Fingerprint())
	require.Error(t, err)
	assert.Contains(t, err.Error(), "has changed since the classes were shown")
	list, _ := v.Sections()
	assert.Len(t, list, 1, "nothing made")

	// Paired: refused.
	_, err = s.PairNextRound()
	require.NoError(t, err)
	_, err = v.PlanClasses("", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Equal(t, "section main has paired round 1: classes are drawn from its registration list before its first round", err.Error())
	assert.Equal(t, "部門 main はすでに1回戦を組み合わせています。クラス分けは最初の回戦の前に行います", tournament.Localize(err, tournament.Japanese))

	// A section A already: refused, naming it.
	v = registration(t, 12)
	_, err = v.AddSection(tournament.SectionForm{Key: "A", Name: "こども", Game: "go"})
	require.NoError(t, err)
	_, err = v.MakeClasses("main", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10}, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the event already has a section A (こども)")

	// Several sections and none named: refused with the list.
	_, err = v.PlanClasses("", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "say which one's players are split into classes")

	// A team section: refused.
	_, err = v.AddSection(tournament.SectionForm{Key: "T", Name: "団体戦", Game: "go", TeamBoards: 3})
	require.NoError(t, err)
	_, err = v.PlanClasses("T", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "is a team event")
}

// A band another section has already: the classes are made without bands,
// and the plan says why.
func TestMakeClasses_Issue27NoBandsWhenAnotherSectionHasThem(t *testing.T) {
	v := registration(t, 20)
	_, err := v.AddSection(tournament.SectionForm{Key: "kids", Name: "こども", Game: "go", Ranks: "-5k"})
	require.NoError(t, err)
	plan, err := v.MakeClasses("main", tournament.ClassByRank, tournament.ClassSize{Min: 6, Max: 10}, "")
	require.NoError(t, err)
	assert.Equal(t, "the classes get no band taken at registration: 三段以下 would overlap the ranks of section こども (5級以下)", plan.NoBands.En)
	list, _ := v.Sections()
	require.Len(t, list, 4)
	assert.True(t, list[2].Ranks.IsZero() && list[3].Ranks.IsZero())
}
