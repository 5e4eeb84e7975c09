package othello

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sixRounds is a constructed 6-round event of n players: a round-robin
// schedule arranged by at (see schedule), the lower id winning every game
// except the draws; early finalists skip round 6 (their round-6 opponent
// gets the bye). designated marks 指定選手.
type sixRounds struct {
	n          int
	at, draws  []pair
	early      []int
	designated []int
}

func (e sixRounds) players() []Player {
	ps := make([]Player, e.n)
	for i := range ps {
		ps[i] = Player{ID: i + 1, Lot: i + 1}
		for _, id := range e.early {
			ps[i].EarlyFinalist = ps[i].EarlyFinalist || id == i+1
		}
		for _, id := range e.designated {
			ps[i].Designated = ps[i].Designated || id == i+1
		}
	}
	return ps
}

func (e sixRounds) rounds() [][]Game {
	sch := schedule(e.n, e.at...)
	skip := map[int]bool{}
	for _, id := range e.early {
		skip[id] = true
	}
	return append(play(sch[:5], e.draws, nil), play(sch[5:6], e.draws, skip)...)
}

func (e sixRounds) after(t *testing.T, round int) []Row {
	t.Helper()
	rows, err := DefaultSettings().Standings(e.players(), e.rounds()[:round])
	require.NoError(t, err)
	return rows
}

// Two 5–0 (1 and 2, who meet only in round 6) and a 4–1 third (3, who lost
// to 1 in round 1).
var twoAllWin = sixRounds{n: 8, at: []pair{{1, 3}, {}, {}, {}, {}, {1, 2}, {2, 3}}}

// Three 5–0: 1, 2 and 3 meet each other only in rounds 6–8 of 9.
var threeAllWin = sixRounds{n: 10, at: []pair{{}, {}, {}, {}, {}, {1, 2}, {1, 3}, {2, 3}}}

// One 5–0: 1 beat 2 in round 1 and 3 in round 2.
var oneAllWin = sixRounds{n: 8, at: []pair{{1, 2}, {1, 3}}}

// docs/rules.md §2.3: two all-win players and the 3rd on 4–1 → they skip round 6.
func TestEarlyFinal_TwoAllWinAndA4To1ThirdTriggers(t *testing.T) {
	rows := twoAllWin.after(t, 5)
	require.Equal(t, []int{1, 2, 3}, ids(rows[:3]))
	require.Equal(t, Points(4), rows[2].Score)

	d := DefaultSettings().EarlyFinal(rows, 5)
	assert.True(t, d.Applies)
	assert.Equal(t, []int{1, 2}, d.AllWinners)
	assert.Equal(t, []int{1, 2}, d.Finalists)
	assert.False(t, d.BestOfRestJoins)
	assert.Contains(t, d.Reason.En, "skip round 6")
	assert.Contains(t, d.Reason.Ja, "6回戦を行わず決勝戦に進出")
	assert.Contains(t, d.Reason.Ja, "3位が4勝（4勝以下）")

	// They skip round 6 and are the preliminary 1st and 2nd, though 3 also
	// ends on 5 wins.
	e := twoAllWin
	e.early, e.designated = d.Finalists, []int{1}
	final := e.after(t, 6)
	assert.Equal(t, Points(5), row(t, final, 3).Score)
	f, err := DefaultSettings().Finals(final)
	require.NoError(t, err)
	assert.Equal(t, [2]int{1, 2}, f.Finalists)
	// 3rd (3) has 5 wins, 4th (4) has 3: no playoff although 1 is designated.
	assert.False(t, f.Playoff)
	assert.Equal(t, []int{3}, f.Third)
	assert.Contains(t, f.Reason.En, "different wins (5 and 3)")
	assert.Contains(t, f.Reason.En, "early-final rule")
}

// docs/rules.md §2.3: three all-win players → everybody plays round 6.
func TestEarlyFinal_ThreeAllWinDoesNotTrigger(t *testing.T) {
	d := DefaultSettings().EarlyFinal(threeAllWin.after(t, 5), 5)
	assert.False(t, d.Applies)
	assert.ElementsMatch(t, []int{1, 2, 3}, d.AllWinners)
	assert.Empty(t, d.Finalists)
	assert.Contains(t, d.Reason.En, "3 players have won all 5 games (more than 2)")
	assert.Contains(t, d.Reason.Ja, "全勝者が3名")
}

// docs/rules.md §2.3: one all-win player skips round 6; the other finalist is the
// best of the rest after round 6.
func TestEarlyFinal_OneAllWinTriggersWithOneFinalist(t *testing.T) {
	d := DefaultSettings().EarlyFinal(oneAllWin.after(t, 5), 5)
	assert.True(t, d.Applies)
	assert.Equal(t, []int{1}, d.Finalists)
	assert.True(t, d.BestOfRestJoins)
	assert.Contains(t, d.Reason.En, "best of the rest after round 6")
	assert.Contains(t, d.Reason.Ja, "残りの選手の最上位者")

	e := oneAllWin
	e.early = d.Finalists
	f, err := DefaultSettings().Finals(e.after(t, 6))
	require.NoError(t, err)
	assert.Equal(t, [2]int{1, 2}, f.Finalists, "2 is the best of the rest after round 6")
}

// "3位が4勝1敗以下": a 3rd on 4½ (4 wins and a draw) is too many.
func TestEarlyFinal_ThirdWithFourAndAHalfWinsDoesNotTrigger(t *testing.T) {
	e := threeAllWin
	e.draws = []pair{{3, 4}} // 3 drew with 4 in round 3
	rows := e.after(t, 5)
	require.Equal(t, Half(9), rows[2].Score)
	d := DefaultSettings().EarlyFinal(rows, 5)
	assert.False(t, d.Applies)
	assert.Equal(t, []int{1, 2}, d.AllWinners)
	assert.Contains(t, d.Reason.En, "4.5 wins (more than 4)")
	assert.Contains(t, d.Reason.Ja, "4.5勝")
}

func TestEarlyFinal_NobodyAllWinDoesNotTrigger(t *testing.T) {
	e := oneAllWin
	e.draws = []pair{{1, 2}}
	d := DefaultSettings().EarlyFinal(e.after(t, 5), 5)
	assert.False(t, d.Applies)
	assert.Empty(t, d.AllWinners)
	assert.Contains(t, d.Reason.En, "nobody has won all 5 games")
}

// docs/rules.md §2.3: the rule is checked after round 5 (the round before the last),
// a setting; an event may switch it off.
func TestEarlyFinal_CheckedOnlyAfterTheRoundBeforeTheLast(t *testing.T) {
	rows := twoAllWin.after(t, 5)
	s := DefaultSettings()
	d := s.EarlyFinal(rows, 4)
	assert.False(t, d.Applies)
	assert.Contains(t, d.Reason.En, "only after round 5")

	s.EarlyFinalRule = false
	d = s.EarlyFinal(rows, 5)
	assert.False(t, d.Applies)
	assert.Contains(t, d.Reason.Ja, "適用しません")

	s = DefaultSettings()
	s.EarlyFinalMaxAllWinners = 1
	assert.False(t, s.EarlyFinal(rows, 5).Applies, "two all-win players, one allowed")
}

// A withdrawn all-win player is passed over.
func TestEarlyFinal_WithdrawnPlayersDoNotCount(t *testing.T) {
	rows := threeAllWin.after(t, 5)
	for i := range rows {
		rows[i].Withdrawn = rows[i].ID == 3
	}
	d := DefaultSettings().EarlyFinal(rows, 5)
	assert.Equal(t, []int{1, 2}, d.AllWinners)
	assert.True(t, d.Applies, "3rd is now 4, on 4 wins")
}

// docs/rules.md §2.3: a third-place playoff only if the 3rd and 4th have the same
// wins AND a designated player is in the final.
func TestFinals_ThirdPlacePlayoffNeededOrNot(t *testing.T) {
	tests := []struct {
		name       string
		event      sixRounds
		finalists  [2]int
		playoff    bool
		third      []int
		reasonPart string
	}{
		// threeAllWin after round 6: 1 and 3 on 6, then 4 and 2 on 5.
		{"level 3rd and 4th, designated finalist", with(threeAllWin, nil, 1), [2]int{1, 3}, true, []int{4, 2}, "both have 5 wins and a designated player is in the final"},
		{"level 3rd and 4th, no designated player", with(threeAllWin, nil), [2]int{1, 3}, false, []int{4}, "no designated player is in the final"},
		{"level 3rd and 4th, designated player is 3rd", with(threeAllWin, nil, 4), [2]int{1, 3}, false, []int{4}, "no designated player is in the final"},
		// oneAllWin with 1 skipping round 6: then 2 on 5, 5 and 3 on 4.
		{"early final, designated runner-up", with(oneAllWin, []int{1}, 2), [2]int{1, 2}, true, []int{5, 3}, "third-place playoff (round 7)"},
		{"3rd and 4th differ", with(twoAllWin, []int{1, 2}, 1), [2]int{1, 2}, false, []int{3}, "different wins"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := DefaultSettings().Finals(tt.event.after(t, 6))
			require.NoError(t, err)
			assert.Equal(t, tt.finalists, f.Finalists)
			assert.Equal(t, tt.playoff, f.Playoff)
			assert.Equal(t, tt.third, f.Third)
			assert.Contains(t, f.Reason.En, tt.reasonPart)
			assert.Contains(t, f.Reason.Ja, "決勝戦（7回戦）は予選1位と2位")
		})
	}
}

func with(e sixRounds, early []int, designated ...int) sixRounds {
	e.early, e.designated = early, designated
	return e
}

func TestFinals_Settings(t *testing.T) {
	rows := with(threeAllWin, nil).after(t, 6) // 3rd and 4th level, nobody designated
	s := DefaultSettings()
	s.PlayoffNeedsDesignatedFinalist = false
	f, err := s.Finals(rows)
	require.NoError(t, err)
	assert.True(t, f.Playoff)
	assert.Equal(t, []int{4, 2}, f.Third)

	s.ThirdPlacePlayoff = false
	f, err = s.Finals(rows)
	require.NoError(t, err)
	assert.False(t, f.Playoff)
	assert.Contains(t, f.Reason.En, "No playoff is held at this event")
}

func TestFinals_WithdrawnPassedOverAndTooFewPlayers(t *testing.T) {
	rows := []Row{{ID: 1, Score: 6, Withdrawn: true}, {ID: 2, Score: 5}, {ID: 3, Score: 4}, {ID: 4}}
	f, err := DefaultSettings().Finals(rows)
	require.NoError(t, err)
	assert.Equal(t, [2]int{2, 3}, f.Finalists)
	assert.Equal(t, []int{4}, f.Third)
	assert.Contains(t, f.Reason.En, "no 4th player")

	_, err = DefaultSettings().Finals(rows[:2])
	require.ErrorIs(t, err, ErrTooFewPlayers)

	f, err = DefaultSettings().Finals(rows[1:3])
	require.NoError(t, err)
	assert.Empty(t, f.Third)
}

// Seed 002 (5回戦終了時点において5戦全勝者が2名以下であり、3位が4勝1敗以下の
// 場合): a 勝敗預かり game decides nothing about who is all-win. A game held
// pending that could make a player 5–0, or the 3rd better than 4–1, makes
// the decision wait (Waiting, nothing applies); one that cannot change it
// (2–2 against 2–2) does not hold the event up.
func TestEarlyFinal_Seed002PendingGameOfACandidateWaits(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rows    []Row
		waiting []int
		applies bool
	}{
		{"A (4–0) v B (4–0) held in round 5", []Row{
			{ID: 1, Score: Points(4), Pending: true, PendingGames: 1}, {ID: 2, Score: Points(4), Pending: true, PendingGames: 1},
			{ID: 3, Score: Points(3)}, {ID: 4, Score: Points(2)}}, []int{1, 2}, false},
		{"4–0 v 3–1 held: only the 4–0 can be all-win", []Row{
			{ID: 5, Score: Points(5)}, {ID: 1, Score: Points(4), Pending: true, PendingGames: 1},
			{ID: 3, Score: Points(3), Pending: true, PendingGames: 1}, {ID: 4, Score: Points(3)}}, []int{1}, false},
		{"3½ held: a win would make a 3rd of 4½", []Row{
			{ID: 1, Score: Points(5)}, {ID: 2, Score: Points(5)},
			{ID: 3, Score: Half(7), Pending: true, PendingGames: 1}, {ID: 4, Score: Points(4)}}, []int{3}, false},
		{"2–2 v 2–2 held: the decision stands", []Row{
			{ID: 1, Score: Points(5)}, {ID: 2, Score: Points(5)}, {ID: 3, Score: Points(4)},
			{ID: 4, Score: Points(2), Pending: true, PendingGames: 1}, {ID: 5, Score: Points(2), Pending: true, PendingGames: 1}}, nil, true},
		{"ruled: A 5–0, B 4–1", []Row{
			{ID: 1, Score: Points(5)}, {ID: 2, Score: Points(4)}, {ID: 3, Score: Points(3)}}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := DefaultSettings().EarlyFinal(tc.rows, 5)
			assert.Equal(t, tc.waiting, d.Waiting)
			assert.Equal(t, tc.applies, d.Applies)
			if len(tc.waiting) > 0 {
				assert.Empty(t, d.Finalists)
				assert.Contains(t, d.Reason.En, "wait for the ruling")
				assert.Contains(t, d.Reason.Ja, "裁定を待ちます")
			}
		})
	}
}
