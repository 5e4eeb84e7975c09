package tournament_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// stuckQualify is the issue's 2勝通過2敗失格 of 4 players that cannot go
// on: round 1's winners X and P meet in round 2 (X wins), and Q, who lost
// to P in round 1, beats the other loser Y: X 2勝 through, Y 2敗 out, and
// the two 1勝1敗, P and Q, already met. It returns the service and P, Q,
// X, Y.
func stuckQualify(t *testing.T) (*tournament.Service, [4]int) {
	t.Helper()
	_, s, _ := qualifySection(t, "go", 4, tournament.FormatOptions{"wins": "2", "losses": "2"})
	r1, err := s.PairNextRound()
	require.NoError(t, err)
	opponent := map[int]int{}
	for _, g := range r1.Games {
		_, err := s.RecordResult(1, g.Table, "B+R")
		require.NoError(t, err)
		opponent[g.Black], opponent[g.White] = g.White, g.Black
	}
	r2, err := s.PairNextRound()
	require.NoError(t, err)
	require.Len(t, r2.Games, 2)
	var who [4]int
	for _, g := range r2.Games {
		if _, ok := opponent[g.Black]; !ok {
			t.Fatal("round 2 pairs round 1's players")
		}
		won1 := false
		for _, g1 := range r1.Games {
			if g1.Black == g.Black {
				won1 = true
			}
		}
		if won1 { // the winners' game: Black (X) wins, White is P
			_, err := s.RecordResult(2, g.Table, "B+R")
			require.NoError(t, err)
			who[2], who[0] = g.Black, g.White
		}
	}
	for _, g := range r2.Games {
		if g.Has(who[0]) {
			continue
		}
		q := opponent[who[0]]
		res := "B+R"
		if g.White == q {
			res = "W+R"
		}
		_, err := s.RecordResult(2, g.Table, res)
		require.NoError(t, err)
		who[1], who[3] = q, g.Black+g.White-q
	}
	return s, who
}

// The issue: 4 players, the two 1勝1敗 already met → "pair it by hand",
// and no verb paired by hand. The rematch (the only game) is offered as a
// question; with the arbiter's consent it is paired and says so.
func TestQualify_Issue38StuckStageOffersTheRematchWithConsent(t *testing.T) {
	s, who := stuckQualify(t)
	_, err := s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrNeedsAnswer)
	var q *tournament.Question
	require.ErrorAs(t, err, &q)
	require.Len(t, q.Choices, 1)
	assert.Equal(t, tournament.AnswerRematch, q.Choices[0].Key)
	assert.Contains(t, q.Ja, "再戦")
	rs, _ := s.Rounds()
	assert.Len(t, rs, 2, "nothing paired without the consent")

	r3, err := s.PairNextRoundWithRematch()
	require.NoError(t, err)
	require.Len(t, r3.Games, 1)
	g := r3.Games[0]
	assert.True(t, g.Has(who[0]) && g.Has(who[1]), "P and Q meet again")
	assert.Contains(t, g.Why.Ja, "審判の了承による再戦")
	require.NotEmpty(t, g.Warnings)
	assert.Contains(t, g.Warnings[0].En, "rematch")
}

// `taikai pair --manual`: the same round by hand; everyone present and
// still in must be named, players through or out may not be, tables are
// the section's.
func TestPairRoundByHand_Issue38StuckStagePairedByHand(t *testing.T) {
	s, who := stuckQualify(t)
	ref := func(id int) string { return fmt.Sprint(id) }

	_, _, err := s.PairRoundByHand(nil)
	require.ErrorIs(t, err, tournament.ErrInvalidInput)

	games, err := s.ParseHandGames([]string{"1:" + ref(who[0]) + "-" + ref(who[2])})
	require.NoError(t, err)
	_, _, err = s.PairRoundByHand(games)
	require.ErrorContains(t, err, "does not play round 3", "X has qualified")

	games, err = s.ParseHandGames([]string{"bye:" + ref(who[0])})
	require.NoError(t, err)
	_, _, err = s.PairRoundByHand(games)
	require.ErrorContains(t, err, "present and not paired")

	games, err = s.ParseHandGames([]string{"３：" + ref(who[1]) + "-" + ref(who[0])})
	require.NoError(t, err)
	r3, warnings, err := s.PairRoundByHand(games)
	require.NoError(t, err)
	require.Len(t, r3.Games, 1)
	assert.Equal(t, 3, r3.Games[0].Table)
	assert.True(t, r3.Games[0].Has(who[0]) && r3.Games[0].Has(who[1]))
	assert.NotEmpty(t, warnings, "the rematch is said")
	assert.Equal(t, "審判が手で組合せ", r3.Games[0].Why.Ja[:len("審判が手で組合せ")])
	log, err := s.AuditLog()
	require.NoError(t, err)
	assert.Contains(t, log[len(log)-1].Detail, "round 3 paired by hand")

	// The round plays like any other: P wins and qualifies.
	_, err = s.RecordResult(3, 3, "B+R")
	require.NoError(t, err)
}

// By hand in a Swiss (any round), refused in a format whose games come
// from its draw, and names read as typed.
func TestPairRoundByHand_Issue38SwissAndDrawnFormats(t *testing.T) {
	s := goEvent(t, "3d", "1d", "1k", "3k")
	ps, err := s.Participants()
	require.NoError(t, err)
	games, err := s.ParseHandGames([]string{"1:" + ps[0].Name + "-" + ps[1].Name, "2:" + ps[2].Name + "対" + ps[3].Name})
	require.NoError(t, err)
	r1, _, err := s.PairRoundByHand(games)
	require.NoError(t, err)
	assert.Len(t, r1.Games, 2)
	_, _, err = s.PairRoundByHand(games)
	require.ErrorContains(t, err, "waits for results", "round 1 first")

	_, err = s.ParseHandGames([]string{"1-2"})
	require.ErrorContains(t, err, "TABLE:A-B")
	_, err = s.ParseHandGames([]string{"x:1-2"})
	require.ErrorContains(t, err, "not a number")
	_, err = s.ParseHandGames([]string{"1:1-99"})
	require.ErrorIs(t, err, tournament.ErrNotFound)

	_, ls := leagueSection(t, 8, tournament.FormatOptions{"group-size": "4", "advance": "2"}, leagueNoClub)
	lps, _ := ls.Participants()
	games, err = ls.ParseHandGames([]string{fmt.Sprintf("1:%d-%d", lps[0].ID, lps[1].ID)})
	require.NoError(t, err)
	_, _, err = ls.PairRoundByHand(games)
	require.ErrorContains(t, err, "come from its draw")
}
