package pairing

import (
	"errors"
	"math/rand/v2"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 22: the pairing reason says its cost in words (色の偏り, 同じ色が
// 続く, 再戦 …, PAPP's penalty terms), never 「ペナルティ 40」, and a bye is
// 不戦勝, not "Bye"; δ is said in games (白が1局多い).
func TestExplanation_StringAndJapanese(t *testing.T) {
	tests := []struct {
		name     string
		e        Explanation
		english  string
		japanese string
	}{
		{
			name: "float and colour balance",
			e: Explanation{ScoreDiff: 1, BlackFloat: FloatUp, WhiteFloat: FloatDown, BlackDelta: -1, WhiteDelta: 1,
				Colour: ColourBalance, Penalty: Penalty{Float: 20000, Colour: 40}},
			english:  "score difference 0.5: Black floats up, White floats down; colours: balance (Black δ=-1, White δ=+1); cost: colour imbalance 40, float 20000",
			japanese: "点差0.5点 (黒: 上位と対戦、白: 下位と対戦)、手番: 黒白の回数をそろえる (黒の人は白が1局多い、白の人は黒が1局多い)、難点: 色の偏り 40・点差のある対戦 20000",
		},
		{
			name: "same score, alternating colours",
			e: Explanation{BlackLast: White, WhiteLast: White, Colour: ColourAlternate,
				Penalty: Penalty{Colour: 40, SameColourAgain: 15}},
			english:  "same score; colours: alternate (last round Black had White, White had White); cost: colour imbalance 40, same colour again 15",
			japanese: "同点、手番: 前回と逆 (前回 黒の人は白、白の人は白)、難点: 色の偏り 40・同じ色が続く 15",
		},
		{
			name:     "rematch",
			e:        Explanation{ScoreDiff: 4, BlackFloat: FloatDown, WhiteFloat: FloatUp, Colour: ColourRematch, EarlierGames: 1, Penalty: Penalty{Rematch: 5_000_001}},
			english:  "score difference 2: Black floats down, White floats up; colours: reverses their earlier game; rematch (met 1 time(s) before); cost: rematch 5000001",
			japanese: "点差2点 (黒: 下位と対戦、白: 上位と対戦)、手番: 前の対戦と逆、再戦 (2回目)、難点: 再戦 5000001",
		},
		{
			name:     "reversed round, same affiliation",
			e:        Explanation{Colour: ColourReversed, ReversedRound: 3, SameAffiliation: true, Penalty: Penalty{Affiliation: 2}},
			english:  "same score; colours: equal, reversing round 3; same affiliation; cost: same affiliation 2",
			japanese: "同点、手番: 第3回戦と逆、同じ所属、難点: 同じ所属 2",
		},
		{
			name:     "drawn",
			e:        Explanation{Colour: ColourDrawn, Penalty: Penalty{Colour: 40}},
			english:  "same score; colours: equal, drawn by lot; cost: colour imbalance 40",
			japanese: "同点、手番: 抽選、難点: 色の偏り 40",
		},
		{
			name:     "bye",
			e:        Explanation{Colour: ColourBye, ScoreDiff: 1, BlackFloat: FloatDown, Penalty: Penalty{Float: 20000}},
			english:  "bye: 0.5 points above the bye; cost: float 20000",
			japanese: "不戦勝（点差0.5点）、難点: 点差のある対戦 20000",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.english, tc.e.String())
			assert.Equal(t, tc.japanese, tc.e.Japanese())
		})
	}
}

// The explanation PairRound attaches agrees with the pair.
func TestExplanation_FromPairRound(t *testing.T) {
	// 1: 2 points, colours W B (δ=0), floated down in its last game.
	// 2: 1.5 points, colours W W (δ=−2).
	// 2 Black: coul[1] + coul[1] = 40, no colour repeated; the other way
	// costs coul[1] + 15 + coul[3] + 15 = 275. 1 floats down again (+25), 2
	// floats up (it did not float before); elitism in round 3 is
	// 100 × (4 + 3) × 1 / 2 = 350.
	ps := []Player{
		{ID: 1, Rank: 1, Score: 4, History: []Game{{Opponent: 20, Color: White}, {Opponent: 21, Color: Black, ScoreDiff: 2}}},
		{ID: 2, Rank: 2, Score: 3, History: []Game{{Opponent: 22, Color: White}, {Opponent: 23, Color: White}}},
	}
	res, err := PairRound(Request{Round: 3, Players: ps, Settings: DefaultSettings(), Seed: 1})
	require.NoError(t, err)
	p := res.Pairs[0]
	assert.Equal(t, 2, p.Black)
	assert.Equal(t, 1, p.White)
	assert.Equal(t, 1, p.Why.ScoreDiff)
	assert.Equal(t, FloatUp, p.Why.BlackFloat)
	assert.Equal(t, FloatDown, p.Why.WhiteFloat)
	assert.Equal(t, -2, p.Why.BlackDelta)
	assert.Equal(t, 0, p.Why.WhiteDelta)
	assert.Equal(t, ColourBalance, p.Why.Colour)
	assert.Equal(t, Penalty{Colour: 40, Float: 20000 + 25, Elitism: 350}, p.Why.Penalty)
	assert.Equal(t, p.Why.Penalty.Total(), res.Cost)
}

// On random Swiss rounds (with results, so PAPP's float compensation is in
// play from round 3), the penalties printed in the pairs' explanations, in
// English and in Japanese, add up to the least total penalty a brute force
// finds, and each pair's Penalty is the model's for those colours.
func TestExplanation_PrintedPenaltiesSumToTheMatchingCost(t *testing.T) {
	// The cost is printed in words with each term's amount ("; cost:
	// colour imbalance 40, float 25", "、難点: 色の偏り 40・点差のある対戦
	// 25"); a pair that costs nothing prints none.
	english := regexp.MustCompile(`; cost: (.*)$`)
	japanese := regexp.MustCompile(`、難点: (.*)$`)
	amount := regexp.MustCompile(` (\d+)(,|・|$)`)
	printed := func(re *regexp.Regexp, s string) int64 {
		m := re.FindStringSubmatch(s)
		if m == nil {
			return 0
		}
		var sum int64
		for _, a := range amount.FindAllStringSubmatch(m[1], -1) {
			v, err := strconv.ParseInt(a[1], 10, 64)
			require.NoError(t, err)
			sum += v
		}
		return sum
	}
	r := rand.New(rand.NewPCG(14, 37))
	compensations := 0
	for it := range 2000 {
		n := 2 + r.IntN(13)
		rounds := r.IntN(8)
		players := randomHistory(r, n, rounds)
		req := Request{Round: rounds + 1, Players: players, Settings: DefaultSettings(), Seed: uint64(it)}
		res, err := PairRound(req)
		if errors.Is(err, ErrNoPerfectMatching) {
			continue
		}
		require.NoError(t, err, "instance %d", it)
		if req.Round == 1 {
			continue // a draw, not an optimum
		}

		order := make([]*Player, n)
		standing := make([]int, n)
		vertex := map[int]int{}
		for i := range players {
			order[i], standing[i] = &players[i], i
			vertex[players[i].ID] = i
		}
		m := newCostModel(req.Settings, req.Round, order, standing)
		best, ok := bruteForce(len(m.v), m.pairCost)
		require.True(t, ok, "instance %d", it)

		var en, ja, parts int64
		for _, p := range res.Pairs {
			en += printed(english, p.Why.String())
			ja += printed(japanese, p.Why.Japanese())
			parts += p.Why.Penalty.Total()
			b := vertex[p.Black]
			var want Penalty
			if p.Bye {
				want, _ = m.byePenalty(b)
			} else {
				w := vertex[p.White]
				want, _ = m.orient(b, w)
				// A compensation was earned in this pair.
				for _, x := range [2][2]int{{b, w}, {w, b}} {
					e, d := m.v[x[0]], sign(m.v[x[0]].score-m.v[x[1]].score)
					if e.compensable && d != 0 && e.lastFloat == -d {
						compensations++
					}
				}
			}
			assert.Equal(t, want, p.Why.Penalty, "instance %d: pair %d–%d", it, p.Black, p.White)
		}
		assert.Equal(t, best, en, "instance %d: English explanations", it)
		assert.Equal(t, best, ja, "instance %d: Japanese explanations", it)
		assert.Equal(t, best, parts, "instance %d: penalty parts", it)
		assert.Equal(t, best, res.Cost, "instance %d: Cost", it)
	}
	t.Logf("%d compensations in the chosen pairings", compensations)
	assert.Greater(t, compensations, 100)
}

// Issue 30: a game that names its sides (shogi's 先手 and 後手) has them in
// the explanation wherever Black and White would be: the floats, the
// balance of games on each side, the last round's sides.
func TestExplanation_Issue30SidesNamedByTheGame(t *testing.T) {
	shogi := Sides{Black: "Sente", White: "Gote", BlackJa: "先手", WhiteJa: "後手"}
	tests := []struct {
		name              string
		e                 Explanation
		english, japanese string
	}{
		{
			name: "float and balance",
			e: Explanation{ScoreDiff: 1, BlackFloat: FloatUp, WhiteFloat: FloatDown, BlackDelta: -1, WhiteDelta: 1,
				Colour: ColourBalance},
			english:  "score difference 0.5: Sente floats up, Gote floats down; colours: balance (Sente δ=-1, Gote δ=+1)",
			japanese: "点差0.5点 (先手: 上位と対戦、後手: 下位と対戦)、手番: 先手後手の回数をそろえる (先手の人は後手が1局多い、後手の人は先手が1局多い)",
		},
		{
			name:     "balance, even",
			e:        Explanation{Colour: ColourBalance},
			english:  "same score; colours: balance (Sente δ=0, Gote δ=0)",
			japanese: "同点、手番: 先手後手の回数をそろえる (先手の人は先手後手同数、後手の人は先手後手同数)",
		},
		{
			name:     "alternate, one without a last game",
			e:        Explanation{BlackLast: White, WhiteLast: None, Colour: ColourAlternate},
			english:  "same score; colours: alternate (last round Sente had Gote, Gote had None)",
			japanese: "同点、手番: 前回と逆 (前回 先手の人は後手、後手の人はなし)",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.english, tc.e.EnglishAs(shogi))
			assert.Equal(t, tc.japanese, tc.e.JapaneseAs(shogi))
			assert.Equal(t, tc.e.String(), tc.e.EnglishAs(DefaultSides), "String is Black and White")
		})
	}
}
