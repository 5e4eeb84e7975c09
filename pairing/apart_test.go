package pairing

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// opponentOf is who id meets in res (NoOpponent for the bye).
func opponentOf(res Pairings, id int) (int, Explanation) {
	for _, p := range res.Pairs {
		switch id {
		case p.Black:
			return p.White, p.Why
		case p.White:
			return p.Black, p.Why
		}
	}
	return -2, Explanation{}
}

// played records round-1 games (black, white, black won) in the players'
// histories and scores.
func played(ps []Player, games ...[3]int) []Player {
	byID := map[int]*Player{}
	for i := range ps {
		byID[ps[i].ID] = &ps[i]
	}
	for _, g := range games {
		b, w := byID[g[0]], byID[g[1]]
		rb, rw := ResultWin, ResultLoss
		if g[2] == 0 {
			rb, rw = rw, rb
		}
		d := b.Score - w.Score
		b.History = append(b.History, Game{Opponent: w.ID, Color: Black, ScoreDiff: d, Result: rb})
		w.History = append(w.History, Game{Opponent: b.ID, Color: White, ScoreDiff: -d, Result: rw})
		if g[2] == 1 {
			b.Score += 2
		} else {
			w.Score += 2
		}
	}
	return ps
}

func TestPairRound_Issue27Rules(t *testing.T) {
	four := func(clubs ...string) []Player {
		ps := make([]Player, 4)
		for i := range ps {
			ps[i] = Player{ID: i + 1, Rank: i + 1}
			if i < len(clubs) {
				ps[i].Affiliation = clubs[i]
			}
		}
		return ps
	}
	byRank := DefaultSettings()
	byRank.FirstRound = FirstRoundByRank
	tests := []struct {
		name    string
		req     Request
		apart   [][2]int // who must not meet
		moved   map[int]int
		refused *ApartError
	}{
		{
			name:  "NeverPairMovesRoundOneByRankAndSaysSo",
			req:   Request{Round: 1, Players: four(), Settings: byRank, Apart: Apart{NeverPair: [][2]int{{1, 3}}}},
			apart: [][2]int{{1, 3}},
			moved: map[int]int{1: 3, 3: 1}, // by rank 1 would meet 3
		},
		{
			name:  "NeverPairOfAnAbsentPlayerIsIgnored",
			req:   Request{Round: 1, Players: four(), Settings: byRank, Apart: Apart{NeverPair: [][2]int{{1, 9}}}},
			moved: map[int]int{},
		},
		{
			name: "SameClubHardMovesTheLeadersApart",
			// After round 1, 1 and 2 (both 東京) lead: soft pairs them
			// (a same-club cost of 2), hard makes both float.
			req: Request{Round: 2, Players: played(four("東京", "東京", "大阪", "京都"), [3]int{1, 3, 1}, [3]int{2, 4, 1}),
				Settings: DefaultSettings(), Apart: Apart{SameClub: true}},
			apart: [][2]int{{1, 2}},
			moved: map[int]int{1: 2, 2: 1},
		},
		{
			name:    "NeverPairOfTheLastTwoIsRefusedNamingThem",
			req:     Request{Round: 1, Players: four()[:2], Settings: DefaultSettings(), Apart: Apart{NeverPair: [][2]int{{2, 1}}}},
			refused: &ApartError{NeverPair: [][2]int{{1, 2}}},
		},
		{
			name:    "SameClubHardIsRefusedWhenOneClubIsMoreThanHalf",
			req:     Request{Round: 1, Players: four("東京", "東京", "東京", "大阪"), Settings: DefaultSettings(), Apart: Apart{SameClub: true}},
			refused: &ApartError{Clubs: []string{"東京"}},
		},
		{
			name: "OnlyTheConstraintThatBlocksIsNamed",
			// 1–7 names a player who is not there: it binds nobody.
			req: Request{Round: 1, Players: four()[:2], Settings: DefaultSettings(),
				Apart: Apart{NeverPair: [][2]int{{1, 2}, {1, 7}}}},
			refused: &ApartError{NeverPair: [][2]int{{1, 2}}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := PairRound(tc.req)
			if tc.refused != nil {
				require.ErrorIs(t, err, ErrKeptApart)
				var ae *ApartError
				require.True(t, errors.As(err, &ae))
				assert.Equal(t, tc.refused.NeverPair, ae.NeverPair)
				assert.Equal(t, tc.refused.Clubs, ae.Clubs)
				return
			}
			require.NoError(t, err)
			for _, a := range tc.apart {
				opp, _ := opponentOf(res, a[0])
				assert.NotEqual(t, a[1], opp, "%d meets %d", a[0], a[1])
			}
			for id, from := range tc.moved {
				_, why := opponentOf(res, id)
				found := false
				for _, k := range why.KeptApart {
					found = found || k.Player == id && k.From == from
				}
				assert.True(t, found, "the game of %d names %d: %+v", id, from, why.KeptApart)
			}
			if len(tc.moved) == 0 {
				for _, p := range res.Pairs {
					assert.Empty(t, p.Why.KeptApart)
				}
			}
		})
	}
}

func TestKeptApart_Issue27TextNamesTheConstraint(t *testing.T) {
	name := func(id int) string { return map[int]string{1: "山田 太郎", 2: "山田 花子"}[id] }
	en, ja := KeptApart{Player: 1, From: 2, Reason: ApartNeverPair}.Text(name)
	assert.Equal(t, "山田 太郎 kept apart from 山田 花子 (never pair)", en)
	assert.Equal(t, "山田 太郎：山田 花子 とは対局させない指定のため", ja)
	en, ja = KeptApart{Player: 2, From: 1, Reason: ApartSameClub}.Text(name)
	assert.Equal(t, "山田 花子 kept apart from 山田 太郎 (same club)", en)
	assert.Equal(t, "山田 花子：山田 太郎 とは同じ所属のため対局させない設定のため", ja)
}

func TestApartError_Issue27SaysWhatAndWraps(t *testing.T) {
	err := fmt.Errorf("round 3: %w", &ApartError{NeverPair: [][2]int{{4, 9}}, Clubs: []string{"東京"}})
	assert.ErrorIs(t, err, ErrKeptApart)
	assert.Contains(t, err.Error(), "4 and 9 (never pair); the players of 東京 (same club)")
}

func TestPairQualifyRound_Issue27NeverPairKeptApartInOneRecord(t *testing.T) {
	in := []QualifyPlayer{{ID: 1, Rank: 1}, {ID: 2, Rank: 2}, {ID: 3, Rank: 3}, {ID: 4, Rank: 4}}
	rules := QualifyRules{Wins: 2, Losses: 2, Bye: QualifyByeWin}
	for seed := range uint64(20) {
		res, err := PairQualifyRound(QualifyRequest{Round: 1, Players: in, Rules: rules, Seed: seed, Apart: Apart{NeverPair: [][2]int{{1, 2}, {3, 4}}}})
		require.NoError(t, err)
		for _, p := range res.Pairs {
			assert.NotEqual(t, 3, p.Black+p.White, "1 meets 2")
			assert.NotEqual(t, 7, p.Black+p.White, "3 meets 4")
		}
	}
	_, err := PairQualifyRound(QualifyRequest{Round: 1, Players: in[:2], Rules: rules, Apart: Apart{NeverPair: [][2]int{{1, 2}}}})
	require.ErrorIs(t, err, ErrKeptApart)
}
