package pairing

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// 8 players, 2勝通過2敗失格, the smaller ID wins every game. By hand: round
// 1 is four tables of 0勝0敗; round 2 pairs the four 1勝0敗 among themselves
// and the four 0勝1敗 among themselves; after it the two 2勝0敗 are through
// (1 among them: it wins everything) and the two 0勝2敗 out (8 among them);
// round 3 is two tables of 1勝1敗, after which four are through, four out,
// and the stage has ended in W+L−1 = 3 rounds.
func TestPairQualifyRound_EightPlayersTwoWinsTwoLossesRoundByRound(t *testing.T) {
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	run := newQualifyRun(t, 8, rules, 25)
	wantTables := [][]string{
		{"0勝0敗 v 0勝0敗", "0勝0敗 v 0勝0敗", "0勝0敗 v 0勝0敗", "0勝0敗 v 0勝0敗"},
		{"0勝1敗 v 0勝1敗", "0勝1敗 v 0勝1敗", "1勝0敗 v 1勝0敗", "1勝0敗 v 1勝0敗"},
		{"1勝1敗 v 1勝1敗", "1勝1敗 v 1勝1敗"},
	}
	wantCounts := [][3]int{{0, 0, 8}, {2, 2, 4}, {4, 4, 0}} // through, out, still in
	for round := 1; round <= 3; round++ {
		in := run.stillIn()
		res, err := PairQualifyRound(QualifyRequest{Round: round, Players: in, Rules: rules, Seed: 25})
		require.NoError(t, err)
		assert.Equal(t, wantTables[round-1], recordTables(res, recordsOf(in)), "round %d", round)
		assert.Zero(t, res.Floats)
		run.check(in, res)
		for i, p := range res.Pairs {
			if p.White < p.Black { // the smaller ID wins
				res.Pairs[i].Black, res.Pairs[i].White = p.White, p.Black
			}
		}
		run.playResults(res)
		st, err := QualifyStatusOf(rules, run.records())
		require.NoError(t, err)
		assert.Equal(t, wantCounts[round-1], [3]int{len(st.Qualified), len(st.Eliminated), len(st.StillIn)}, "after round %d", round)
		if round == 2 {
			assert.Contains(t, st.Qualified, 100)
			assert.Contains(t, st.Eliminated, 107)
		}
		assert.Equal(t, round == 3, st.Ended)
	}
	run.final()
	assert.Zero(t, run.rematches)
}

// 40 players, 2勝通過2敗失格, random results: 40 is a multiple of 4, so by
// hand every record always has an even count: round 1 is 20 tables of
// 0勝0敗, round 2 ten of 1勝0敗 and ten of 0勝1敗, round 3 ten of 1勝1敗
// (ten through, ten out before it); no float, no bye, no rematch; 20
// qualify and 20 are out after exactly 3 rounds, whatever the results.
func TestPairQualifyRound_FortyPlayersTwoWinsTwoLossesTwentyQualifyInThreeRounds(t *testing.T) {
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	want := [][]string{
		slices.Repeat([]string{"0勝0敗 v 0勝0敗"}, 20),
		append(slices.Repeat([]string{"0勝1敗 v 0勝1敗"}, 10), slices.Repeat([]string{"1勝0敗 v 1勝0敗"}, 10)...),
		slices.Repeat([]string{"1勝1敗 v 1勝1敗"}, 10),
	}
	for seed := range uint64(5) {
		run := newQualifyRun(t, 40, rules, seed)
		for round := 1; round <= 3; round++ {
			in := run.stillIn()
			res, err := PairQualifyRound(QualifyRequest{Round: round, Players: in, Rules: rules, Seed: seed})
			require.NoError(t, err)
			assert.Equal(t, want[round-1], recordTables(res, recordsOf(in)), "seed %d round %d", seed, round)
			run.check(in, res)
			run.play(res)
		}
		st := run.final()
		assert.Len(t, st.Qualified, 20)
		assert.Len(t, st.Eliminated, 20)
		assert.Zero(t, run.floats+run.rematches+run.byes)
	}
}
