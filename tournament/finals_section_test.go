package tournament_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// othelloSection is an event of a Go section and an Othello section O of n
// players at venue tables 21-40, its preliminaries (the rounds setting)
// played at random.
func othelloSection(t *testing.T, n int, seed uint64, settings map[string]string) (*tournament.Venue, *tournament.Service) {
	t.Helper()
	v := emptyVenue(t, "大会")
	_, err := v.AddSection(tournament.SectionForm{Key: "G", Name: "囲碁の部", Game: "go", Tables: "1-20"})
	require.NoError(t, err)
	s := addSection(t, v, tournament.SectionForm{Key: "O", Name: "オセロの部", Game: "othello", Tables: "21-40", Settings: settings})
	addPlayers(t, s, n, func(i int) tournament.ParticipantForm {
		return tournament.ParticipantForm{tournament.FieldRank: fmt.Sprintf("%dk", i)}
	})
	ev, err := s.Event()
	require.NoError(t, err)
	set, err := othellogame.SettingsOf(ev)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 38))
	playRandomRounds(t, s, set.Rounds, rng)
	return v, s
}

// The issue's trigger: in a section at venue tables 21-40 the final sits at
// table 21, and the award list read "table 1" as the final: the winner was
// listed 3位, two players 3位 and the runner-up without a place.
func TestFinals_Issue38FinalOfASectionAwardsFirstAndSecond(t *testing.T) {
	_, s := othelloSection(t, 10, 38, map[string]string{"rounds": "5", "early_final_after": "4", "early_final_third_max_wins": "3"})
	r, d, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	require.Len(t, r.Games, 1, "no designated player: no playoff")
	final := r.Games[0]
	assert.Equal(t, 21, final.Table, "the section's first table")
	hider, caller := hiddenDisc(t, s, r.Number, final.Table, "black", "black", "colour", "black")
	// The caller guessed right and took Black; Black wins 40-24.
	_, err = s.RecordResult(r.Number, final.Table, "40-24")
	require.NoError(t, err)

	list, err := othellogame.Of(s).Certification()
	require.NoError(t, err)
	places := map[int][]int{}
	for _, c := range list {
		places[c.Place] = append(places[c.Place], c.ID)
	}
	assert.Equal(t, []int{caller}, places[1], "the final's winner is 1st")
	assert.Equal(t, []int{hider}, places[2], "the final's loser is 2nd")
	assert.Len(t, places[3], 1, "one 3rd: the preliminary 3rd")
	assert.NotContains(t, []int{hider, caller}, places[3][0])
	assert.ElementsMatch(t, d.Finalists[:], []int{hider, caller})
	assert.Equal(t, 7, list[0].Certificate.Dan)
	assert.Equal(t, caller, list[0].ID)

	// Asked for again, the final is said to be paired, not round 5's
	// results to be missing.
	_, _, err = othellogame.Of(s).PairFinals()
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.ErrorContains(t, err, "already paired")
	assert.NotContains(t, err.Error(), "have their results")
}

// With the playoff at table 22, its winner is 3rd and the final's two are
// 1st and 2nd; the playoff's 32-32 goes by the playoff's rule, not the
// final's.
func TestFinals_Issue38PlayoffOfASectionAwardsThird(t *testing.T) {
	var s *tournament.Service
	var r tournament.Round
	for seed := uint64(1); seed < 40 && len(r.Games) < 2; seed++ {
		_, s = othelloSection(t, 10, seed, map[string]string{"rounds": "5", "early_final_after": "4", "early_final_third_max_wins": "3", "playoff_needs_designated": "false"})
		var err error
		r, _, err = othellogame.Of(s).PairFinals()
		require.NoError(t, err)
	}
	require.Len(t, r.Games, 2)
	winners := map[int]int{}
	for _, g := range r.Games {
		hiddenDisc(t, s, r.Number, g.Table, "black", "white", "colour", "black")
		r2, _ := s.Round(r.Number)
		g2, _, _ := r2.GameAt(g.Table)
		_, err := s.RecordResult(r.Number, g.Table, "24-40")
		require.NoError(t, err)
		winners[g.Table] = g2.White
	}
	list, err := othellogame.Of(s).Certification()
	require.NoError(t, err)
	place := map[int]int{}
	for _, c := range list {
		place[c.ID] = c.Place
	}
	assert.Equal(t, 1, place[winners[21]])
	assert.Equal(t, 3, place[winners[22]])
	thirds := 0
	for _, p := range place {
		if p == 3 {
			thirds++
		}
	}
	assert.Equal(t, 1, thirds)
}

// 部門を追加 with an Othello section of "5 rounds then the final": rounds=5
// alone was refused (early_final_after 5 is not before the last round);
// the early final follows the rounds unless set with them.
func TestSettings_Issue38OthelloFiveRoundsThenTheFinal(t *testing.T) {
	ev, err := tournament.NewEvent(tournament.EventInfo{Name: "5回戦", Game: "othello"}, map[string]string{"rounds": "5"}, today)
	require.NoError(t, err)
	assert.Equal(t, "5", ev.Setting("rounds"))
	assert.Equal(t, "4", ev.Setting("early_final_after"))
	assert.Equal(t, "3", ev.Setting("early_final_third_max_wins"))

	ev, err = tournament.NewEvent(tournament.EventInfo{Name: "7回戦", Game: "othello"}, map[string]string{"rounds": "7", "early_final_after": "5"}, today)
	require.NoError(t, err)
	assert.Equal(t, "5", ev.Setting("early_final_after"), "set with the rounds: kept")
	assert.Equal(t, "4", ev.Setting("early_final_third_max_wins"), "one below the all-win score after round 5")

	_, err = tournament.NewEvent(tournament.EventInfo{Name: "1回戦", Game: "othello"}, map[string]string{"rounds": "1"}, today)
	require.NoError(t, err, "one round: no early final to check")

	_, s := othelloSection(t, 8, 5, nil)
	require.NoError(t, s.ChangeSettings(map[string]string{"rounds": "8"}))
	ev, err = s.Event()
	require.NoError(t, err)
	assert.Equal(t, "7", ev.Setting("early_final_after"), "a later change of rounds moves it too")
}

// Issue 38: the hidden disc's refusals read in Japanese (they read
// 「結果を確認してください: cannot tell who hides the disc…」).
func TestFinals_Issue38HiddenDiscRefusalsInJapanese(t *testing.T) {
	_, s := othelloSection(t, 10, 38, map[string]string{"rounds": "5"})
	ps, err := s.Participants()
	require.NoError(t, err)
	for _, p := range ps {
		_, err := s.EditParticipant(p.ID, tournament.ParticipantForm{tournament.FieldName: p.Name, tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	r, _, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	_, _, _, err = othellogame.Of(s).HiddenDiscRoles(r.Number, r.Games[0].Table)
	require.Error(t, err)
	ja := tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, ja, "伏せ石をする人が決まりません")
	assert.NotContains(t, ja, "cannot tell")
	_, err = othellogame.Of(s).RecordHiddenDisc(r.Number, r.Games[0].Table, r.Games[0].Black, "black", "black", "", "black")
	require.Error(t, err)
	ja = tournament.Localize(err, tournament.Japanese)
	assert.Contains(t, ja, "伏せ石の記録が足りないか正しくありません")
	assert.NotContains(t, ja, "record which right")
}
