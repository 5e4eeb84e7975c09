package pairing

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// qp is a player still in, with their record and the stage's history.
func qp(id, wins, losses int, history ...Game) QualifyPlayer {
	return QualifyPlayer{ID: id, Record: WinLoss{wins, losses}, Rank: id, History: history}
}

// vs is a game against opp with colour c; outsiders (IDs ≥ 90) stand for
// opponents who are no longer in.
func vs(opp int, c Color) Game { return Game{Opponent: opp, Color: c} }

// sitOut is a bye of either kind.
func sitOut() Game { return Game{Opponent: NoOpponent, Bye: true} }

// recordTables renders a round as records, e.g. "1勝0敗 v 1勝0敗" or
// "0勝1敗 bye", the better record first, sorted.
func recordTables(res QualifyPairings, rec map[int]WinLoss) []string {
	var out []string
	for _, p := range res.Pairs {
		if p.Bye {
			out = append(out, fmt.Sprintf("%v bye", rec[p.Black]))
			continue
		}
		a, b := rec[p.Black], rec[p.White]
		if compareRecords(a, b) < 0 {
			a, b = b, a
		}
		out = append(out, fmt.Sprintf("%v v %v", a, b))
	}
	slices.Sort(out)
	return out
}

func recordsOf(ps []QualifyPlayer) map[int]WinLoss {
	m := map[int]WinLoss{}
	for _, p := range ps {
		m[p.ID] = p.Record
	}
	return m
}

func byeOf(res QualifyPairings) int {
	for _, p := range res.Pairs {
		if p.Bye {
			return p.Black
		}
	}
	return NoOpponent
}

func TestQualifyRules_Validate_EveryRuleMustBeSaid(t *testing.T) {
	tests := []struct {
		name  string
		rules QualifyRules
		ok    bool
	}{
		{"2勝通過2敗失格, the bye a win", QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}, true},
		{"3勝通過2敗失格, the bye nothing", QualifyRules{Wins: 3, Losses: 2, Bye: QualifyByeNothing}, true},
		{"1勝通過1敗失格, the lowest record's bye", QualifyRules{Wins: 1, Losses: 1, Bye: QualifyByeLowestRecord}, true},
		{"no bye rule chosen", QualifyRules{Wins: 2, Losses: 2}, false},
		{"an unknown bye rule", QualifyRules{Wins: 2, Losses: 2, Bye: 7}, false},
		{"no wins qualify", QualifyRules{Wins: 0, Losses: 2, Bye: QualifyByeWin}, false},
		{"no losses eliminate", QualifyRules{Wins: 2, Losses: 0, Bye: QualifyByeWin}, false},
		{"negative wins", QualifyRules{Wins: -2, Losses: 2, Bye: QualifyByeWin}, false},
		{"more rounds than MaxRounds", QualifyRules{Wins: MaxRounds, Losses: 2, Bye: QualifyByeWin}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.rules.Validate()
			if tc.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, ErrInvalidSettings)
		})
	}
}

func TestQualifyBye_OnlyNothingIsNotAWin(t *testing.T) {
	assert.True(t, QualifyByeWin.CountsAsWin())
	assert.True(t, QualifyByeLowestRecord.CountsAsWin())
	assert.False(t, QualifyByeNothing.CountsAsWin())
	assert.False(t, QualifyBye(0).CountsAsWin())
}

func TestQualifyRules_RoundsBoundIsWinsPlusLossesMinusOne(t *testing.T) {
	assert.Equal(t, 3, QualifyRules{Wins: 2, Losses: 2}.RoundsBound())
	assert.Equal(t, 4, QualifyRules{Wins: 3, Losses: 2}.RoundsBound())
	assert.Equal(t, 1, QualifyRules{Wins: 1, Losses: 1}.RoundsBound())
}

func TestWinLoss_StringIsJapanese(t *testing.T) {
	assert.Equal(t, "2勝1敗", WinLoss{2, 1}.String())
}

func TestQualifyStatusOf_WinsQualifyLossesEliminate(t *testing.T) {
	tests := []struct {
		name               string
		wins, losses       int
		records            map[int]WinLoss
		qualified, out, in []int
		ended              bool
	}{
		{
			name: "2勝通過2敗失格 after two rounds", wins: 2, losses: 2,
			records:   map[int]WinLoss{1: {2, 0}, 2: {1, 1}, 3: {0, 2}, 4: {1, 1}, 5: {2, 0}, 6: {0, 2}},
			qualified: []int{1, 5}, out: []int{3, 6}, in: []int{2, 4},
		},
		{
			name: "2勝通過2敗失格 at the end", wins: 2, losses: 2,
			records:   map[int]WinLoss{1: {2, 0}, 2: {2, 1}, 3: {0, 2}, 4: {1, 2}},
			qualified: []int{1, 2}, out: []int{3, 4}, ended: true,
		},
		{
			name: "3勝通過2敗失格: 2勝1敗 is still in", wins: 3, losses: 2,
			records:   map[int]WinLoss{1: {2, 1}, 2: {3, 1}, 3: {2, 2}, 4: {0, 0}},
			qualified: []int{2}, out: []int{3}, in: []int{1, 4},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, err := QualifyStatusOf(QualifyRules{Wins: tc.wins, Losses: tc.losses, Bye: QualifyByeWin}, tc.records)
			require.NoError(t, err)
			assert.Equal(t, tc.qualified, st.Qualified)
			assert.Equal(t, tc.out, st.Eliminated)
			assert.Equal(t, tc.in, st.StillIn)
			assert.Equal(t, tc.ended, st.Ended)
		})
	}
}

func TestQualifyStatusOf_RefusesRecordsTheStageCannotHave(t *testing.T) {
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	tests := []struct {
		name    string
		rules   QualifyRules
		records map[int]WinLoss
		want    error
	}{
		{"more wins than qualify", rules, map[int]WinLoss{1: {3, 0}}, ErrInvalidPlayers},
		{"more losses than eliminate", rules, map[int]WinLoss{1: {0, 3}}, ErrInvalidPlayers},
		{"qualified and eliminated at once", rules, map[int]WinLoss{1: {2, 2}}, ErrInvalidPlayers},
		{"negative wins", rules, map[int]WinLoss{1: {-1, 0}}, ErrInvalidPlayers},
		{"no players", rules, map[int]WinLoss{}, ErrInvalidPlayers},
		{"no bye rule", QualifyRules{Wins: 2, Losses: 2}, map[int]WinLoss{1: {0, 0}}, ErrInvalidSettings},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := QualifyStatusOf(tc.rules, tc.records)
			require.ErrorIs(t, err, tc.want)
		})
	}
}

func TestPairQualifyRound_RefusesBadInput(t *testing.T) {
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	tests := []struct {
		name    string
		round   int
		rules   QualifyRules
		players []QualifyPlayer
		want    error
	}{
		{"nobody still in", 1, rules, nil, ErrInvalidPlayers},
		{"a qualified player", 3, rules, []QualifyPlayer{qp(1, 2, 0, vs(2, Black), vs(3, White)), qp(4, 1, 1, vs(5, Black), vs(6, White))}, ErrInvalidPlayers},
		{"an eliminated player", 3, rules, []QualifyPlayer{qp(1, 0, 2, vs(2, Black), vs(3, White)), qp(4, 1, 1, vs(5, Black), vs(6, White))}, ErrInvalidPlayers},
		{"more results than rounds played", 2, rules, []QualifyPlayer{qp(1, 1, 1, vs(2, Black)), qp(4, 0, 0, vs(5, Black))}, ErrInvalidPlayers},
		{"the same ID twice", 1, rules, []QualifyPlayer{qp(1, 0, 0), qp(1, 0, 0)}, ErrInvalidPlayers},
		{"the bye's ID", 1, rules, []QualifyPlayer{qp(NoOpponent, 0, 0), qp(1, 0, 0)}, ErrInvalidPlayers},
		{"round 0", 0, rules, []QualifyPlayer{qp(1, 0, 0), qp(2, 0, 0)}, ErrInvalidPlayers},
		{"a longer history than rounds", 1, rules, []QualifyPlayer{qp(1, 0, 0, vs(2, Black)), qp(2, 0, 0)}, ErrInvalidPlayers},
		{"no bye rule", 1, QualifyRules{Wins: 2, Losses: 2}, []QualifyPlayer{qp(1, 0, 0), qp(2, 0, 0)}, ErrInvalidSettings},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := PairQualifyRound(QualifyRequest{Round: tc.round, Players: tc.players, Rules: tc.rules, Seed: 1})
			require.ErrorIs(t, err, tc.want)
		})
	}
}

func TestPairQualifyRound_FirstRoundIsASeededDraw(t *testing.T) {
	var ps []QualifyPlayer
	for id := 1; id <= 16; id++ {
		ps = append(ps, qp(id, 0, 0))
	}
	req := QualifyRequest{Round: 1, Players: ps, Rules: QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}, Seed: 2024}
	a, err := PairQualifyRound(req)
	require.NoError(t, err)
	require.Len(t, a.Pairs, 8)
	assert.Zero(t, a.Floats)

	b, err := PairQualifyRound(req)
	require.NoError(t, err)
	assert.Equal(t, tablesOf(a.Pairs), tablesOf(b.Pairs), "same seed, same draw and colours")

	slices.Reverse(req.Players)
	c, err := PairQualifyRound(req)
	require.NoError(t, err)
	assert.Equal(t, tablesOf(a.Pairs), tablesOf(c.Pairs), "the order players are handed in does not matter")

	req.Seed = 2025
	d, err := PairQualifyRound(req)
	require.NoError(t, err)
	assert.NotEqual(t, unordered(a.Pairs), unordered(d.Pairs), "another seed, another draw")
}

func TestPairQualifyRound_SameRecordsMeetBestRecordsAtTheTopTables(t *testing.T) {
	// Round 1: 1 beat 5, 2 beat 6, 3 beat 7, 4 beat 8.
	ps := []QualifyPlayer{
		qp(1, 1, 0, vs(5, Black)), qp(2, 1, 0, vs(6, White)), qp(3, 1, 0, vs(7, Black)), qp(4, 1, 0, vs(8, White)),
		qp(5, 0, 1, vs(1, White)), qp(6, 0, 1, vs(2, Black)), qp(7, 0, 1, vs(3, White)), qp(8, 0, 1, vs(4, Black)),
	}
	res, err := PairQualifyRound(QualifyRequest{Round: 2, Players: ps, Rules: QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}, Seed: 7})
	require.NoError(t, err)
	assert.Zero(t, res.Floats)
	assert.Zero(t, res.Rematches)
	rec := recordsOf(ps)
	for k, p := range res.Pairs {
		want := WinLoss{1, 0}
		if k >= 2 {
			want = WinLoss{0, 1}
		}
		assert.Equal(t, want, rec[p.Black], "table %d", k+1)
		assert.Equal(t, want, rec[p.White], "table %d", k+1)
	}
}

// pairRound3Of3 pairs round 3 of 3勝通過3敗失格 (the bye a win) of players
// ps, seed 1.
func pairRound3Of3(t *testing.T, ps []QualifyPlayer) QualifyPairings {
	t.Helper()
	res, err := PairQualifyRound(QualifyRequest{Round: 3, Players: ps, Rules: QualifyRules{Wins: 3, Losses: 3, Bye: QualifyByeWin}, Seed: 1})
	require.NoError(t, err)
	return res
}

func TestPairQualifyRound_NoRematchEvenAtTheCostOfFloats(t *testing.T) {
	// 3勝通過3敗失格, round 3: 1 and 2 (1勝1敗) met in round 1; 3 and 4 are
	// 0勝2敗. Without the rematch 1 and 2 must each meet a 0勝2敗 player.
	ps := []QualifyPlayer{
		qp(1, 1, 1, vs(2, Black), vs(91, White)), qp(2, 1, 1, vs(1, White), vs(92, Black)),
		qp(3, 0, 2, vs(93, Black), vs(94, White)), qp(4, 0, 2, vs(95, White), vs(96, Black)),
	}
	res := pairRound3Of3(t, ps)
	assert.Zero(t, res.Rematches)
	assert.Equal(t, 2, res.Floats)
	assert.NotContains(t, unordered(res.Pairs), "1/2")
}

func TestPairQualifyRound_FloatsGoToTheNearestRecordNeverTwoApart(t *testing.T) {
	// 3勝通過3敗失格, round 3: one 2勝0敗, two 1勝1敗, one 0勝2敗. Pairing
	// 2勝0敗 with 0勝2敗 would be one float instead of two, but two results
	// apart: each odd player floats to the neighbouring record instead.
	ps := []QualifyPlayer{
		qp(1, 2, 0, vs(91, Black), vs(92, White)), qp(2, 1, 1, vs(93, White), vs(94, Black)),
		qp(3, 1, 1, vs(95, Black), vs(96, White)), qp(4, 0, 2, vs(97, White), vs(98, Black)),
	}
	res := pairRound3Of3(t, ps)
	assert.Equal(t, []string{"1勝1敗 v 0勝2敗", "2勝0敗 v 1勝1敗"}, recordTables(res, recordsOf(ps)))
	assert.Equal(t, 2, res.Floats)
}

// Five players after round 1 of 2勝通過2敗失格: 1 beat 4, 2 beat 5, 3 had
// the bye. Each bye rule sends the round-2 bye elsewhere.
func TestPairQualifyRound_ByeRules(t *testing.T) {
	afterRound1 := func(byeWins bool) []QualifyPlayer {
		three := qp(3, 1, 0, sitOut())
		if !byeWins {
			three.Record = WinLoss{}
		}
		return []QualifyPlayer{qp(1, 1, 0, vs(4, Black)), qp(2, 1, 0, vs(5, White)), three, qp(4, 0, 1, vs(1, White)), qp(5, 0, 1, vs(2, Black))}
	}
	tests := []struct {
		name   string
		bye    QualifyBye
		wantBy int
		floats int
		tables []string
	}{
		{
			// The bye goes where nobody floats: to a 1勝0敗 player, not 3
			// (who had one), so to the lower-ranked of 1 and 2.
			name: "a win, where nobody floats", bye: QualifyByeWin, wantBy: 2, floats: 0,
			tables: []string{"0勝1敗 v 0勝1敗", "1勝0敗 bye", "1勝0敗 v 1勝0敗"},
		},
		{
			// The lowest record is 0勝1敗: its lowest-ranked player, 5,
			// gets the bye; 4 floats up, though not to 1, whom 4 met.
			name: "a win for the lowest record", bye: QualifyByeLowestRecord, wantBy: 5, floats: 1,
			tables: []string{"0勝1敗 bye", "1勝0敗 v 0勝1敗", "1勝0敗 v 1勝0敗"},
		},
		{
			// 3 sat round 1 out (0勝0敗) and may not sit out again while
			// others can: wherever the bye goes, one float is needed, so it
			// goes to the lowest record (0勝1敗), its lowest-ranked, 5; 3
			// meets 4.
			name: "nothing", bye: QualifyByeNothing, wantBy: 5, floats: 1,
			tables: []string{"0勝0敗 v 0勝1敗", "0勝1敗 bye", "1勝0敗 v 1勝0敗"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ps := afterRound1(tc.bye.CountsAsWin())
			res, err := PairQualifyRound(QualifyRequest{Round: 2, Players: ps, Rules: QualifyRules{Wins: 2, Losses: 2, Bye: tc.bye}, Seed: 3})
			require.NoError(t, err)
			assert.Equal(t, tc.wantBy, byeOf(res))
			assert.Equal(t, tc.floats, res.Floats)
			assert.Equal(t, tc.tables, recordTables(res, recordsOf(ps)))
			assert.Zero(t, res.Rematches)
			assert.True(t, res.Pairs[len(res.Pairs)-1].Bye, "the bye is listed last")
		})
	}
}

func TestPairQualifyRound_SecondByeOnlyWhenEveryoneLeftHadOne(t *testing.T) {
	rules := QualifyRules{Wins: 3, Losses: 3, Bye: QualifyByeWin}
	// Three 1勝1敗 players in round 3; 3 had a bye, 1 and 2 did not.
	ps := []QualifyPlayer{qp(1, 1, 1, vs(91, Black), vs(92, White)), qp(2, 1, 1, vs(93, White), vs(94, Black)), qp(3, 1, 1, sitOut(), vs(95, White))}
	res, err := PairQualifyRound(QualifyRequest{Round: 3, Players: ps, Rules: rules, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, 2, byeOf(res), "the lowest-ranked of those without a bye")

	// All three had one: the lowest-ranked gets a second.
	ps[0].History[0], ps[1].History[1] = sitOut(), sitOut()
	res, err = PairQualifyRound(QualifyRequest{Round: 3, Players: ps, Rules: rules, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, 3, byeOf(res))
}

func TestPairQualifyRound_LonePlayer(t *testing.T) {
	lone := []QualifyPlayer{qp(1, 1, 1, vs(91, Black), vs(92, White))}
	for _, bye := range []QualifyBye{QualifyByeWin, QualifyByeLowestRecord} {
		res, err := PairQualifyRound(QualifyRequest{Round: 3, Players: lone, Rules: QualifyRules{Wins: 2, Losses: 2, Bye: bye}})
		require.NoError(t, err, "%v", bye)
		assert.Equal(t, []string{"1-bye"}, tablesOf(res.Pairs), "%v: the bye is a win, so the stage can end", bye)
	}
	_, err := PairQualifyRound(QualifyRequest{Round: 3, Players: lone, Rules: QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeNothing}})
	require.ErrorIs(t, err, ErrQualifyLonePlayer)
}

func TestPairQualifyRound_RematchForbiddenIsAnErrorAllowedReversesColours(t *testing.T) {
	// The last two in, 1勝1敗 both, met in round 1 with 1 as Black.
	ps := []QualifyPlayer{qp(1, 1, 1, vs(2, Black), vs(91, Black)), qp(2, 1, 1, vs(1, White), vs(92, White))}
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	_, err := PairQualifyRound(QualifyRequest{Round: 3, Players: ps, Rules: rules})
	require.ErrorIs(t, err, ErrQualifyRematch)

	rules.AllowRematch = true
	res, err := PairQualifyRound(QualifyRequest{Round: 3, Players: ps, Rules: rules})
	require.NoError(t, err)
	assert.Equal(t, []string{"2-1"}, tablesOf(res.Pairs))
	assert.Equal(t, 1, res.Rematches)
}

func TestPairQualifyRound_FewestRematchesWhenAllowed(t *testing.T) {
	// Four 1勝1敗 players; 1 met 2, 3 and 4 in earlier rounds (3勝通過3敗失格
	// lets them play on): one rematch is unavoidable, and 2–3 or 2–4 etc.
	// must not add a second.
	ps := []QualifyPlayer{
		qp(1, 1, 1, vs(2, Black), vs(3, White), vs(4, Black)), qp(2, 1, 1, vs(1, White), vs(91, Black), vs(92, White)),
		qp(3, 1, 1, vs(93, Black), vs(1, Black), vs(94, White)), qp(4, 1, 1, vs(95, White), vs(96, Black), vs(1, White)),
	}
	for i := range ps {
		ps[i].Record = WinLoss{1, 2}
	}
	rules := QualifyRules{Wins: 3, Losses: 3, Bye: QualifyByeWin, AllowRematch: true}
	res, err := PairQualifyRound(QualifyRequest{Round: 4, Players: ps, Rules: rules})
	require.NoError(t, err)
	assert.Equal(t, 1, res.Rematches)
	assert.Zero(t, res.Floats)

	rules.AllowRematch = false
	_, err = PairQualifyRound(QualifyRequest{Round: 4, Players: ps, Rules: rules})
	require.ErrorIs(t, err, ErrQualifyRematch)
}

func TestQualifyWeights_TooManyToWeighLeavesColoursOutThenRefuses(t *testing.T) {
	weights := func(n, records int) *qualifyWeights {
		m := &costModel{v: make([]entrant, n), bye: -1}
		w := &qualifyWeights{m: m, recs: make([]WinLoss, n), recPos: make([]int, n), distTier: map[int]int{}, maxColour: 300}
		w.recPos[0] = records - 1
		for d := 1; d < records; d++ {
			w.distTier[d] = d
		}
		return w
	}
	_, ok := weights(200, 3).units(300, false)
	assert.True(t, ok, "200 players, colours weighed")
	w := weights(2000, 3)
	_, ok = w.units(300, false)
	assert.False(t, ok, "2000 players with two distances: colours would overflow")
	_, ok = w.units(0, false)
	assert.True(t, ok, "…but fit without them")
	_, err := weights(100_000, 6).match(false)
	require.ErrorIs(t, err, ErrInvalidPlayers, "far too many to weigh at all")
}
