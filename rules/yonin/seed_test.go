package yonin

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Tests named after the clauses of the seed (four-player-shogi-regulations.txt
// ■2) that issue 14 wires into the app.

// seed ■2 (7): 「(7-1) に定める「連続王手の千日手」は反則とし、反則点が付く」;
// (7-1): 「連続王手の千日手が発生した場合、審判の指示に従い、5回目で手を変える」 —
// the offender pays the foul point and play goes on: nobody is eliminated.
// The 2022/3/4 version says where the point goes: 「反則者は持ち点から-1pt」,
// from the offender's points, to nobody.
func TestPoints_Seed7_1ContinuousCheckCostsAFoulPointWithoutElimination(t *testing.T) {
	// The docs/rules.md §5 example: P (parent) mated by C, C by A, B by A.
	spec := []Elimination{{Victim: seatP, Mater: seatC}, {Victim: seatC, Mater: seatA}, {Victim: seatB, Mater: seatA}}
	tests := []struct {
		name      string
		penalties []int
		foul      int // the foul_penalty setting
		jishogi   []int
		elims     []Elimination
		delta     [Seats]int
		fouls     [Seats]int
	}{
		{name: "one 反則点 on the winner", penalties: []int{seatA}, foul: 1, elims: spec,
			delta: [Seats]int{seatP: -4, seatA: 4 - 1, seatB: -1, seatC: 1}, fouls: [Seats]int{seatA: 1}},
		{name: "two 反則点 on the winner: each costs the point", penalties: []int{seatA, seatA}, foul: 1, elims: spec,
			delta: [Seats]int{seatP: -4, seatA: 4 - 2, seatB: -1, seatC: 1}, fouls: [Seats]int{seatA: 2}},
		{name: "a player mated later in the game", penalties: []int{seatP}, foul: 1, elims: spec,
			delta: [Seats]int{seatP: -4 - 1, seatA: 4, seatB: -1, seatC: 1}, fouls: [Seats]int{seatP: 1}},
		{name: "several players", penalties: []int{seatB, seatC, seatB}, foul: 1, elims: spec,
			delta: [Seats]int{seatP: -4, seatA: 4, seatB: -1 - 2, seatC: 1 - 1}, fouls: [Seats]int{seatB: 2, seatC: 1}},
		{name: "the foul_penalty setting is the price", penalties: []int{seatA, seatA}, foul: 2, elims: spec,
			delta: [Seats]int{seatP: -4, seatA: 4 - 4, seatB: -1, seatC: 1}, fouls: [Seats]int{seatA: 2}},
		{name: "with a foul elimination in the same game, both count", penalties: []int{seatB}, foul: 1,
			// seat 1 resigns with 4 left: foul, mated by seat 0 (上家, the parent: 3)
			elims: []Elimination{{Victim: 1, Mater: 0, Foul: true}, {Victim: 3, Mater: 2}, {Victim: 2, Mater: 0}},
			// 1: −3 −1 −1(4th→2nd); 3: −2; 2: +2 −3 −1(反則点) +1; 0: +3 +3
			delta: [Seats]int{6, -5, -1, -2}, fouls: [Seats]int{1: 1, 2: 1}},
		{name: "in a 持将棋 game", penalties: []int{seatC}, foul: 1, jishogi: []int{seatA, seatB, seatC, seatP},
			// 4th→2nd only: P −1, B +1; C pays the foul point.
			delta: [Seats]int{seatP: -1, seatB: 1, seatC: -1}, fouls: [Seats]int{seatC: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			st.FoulPenalty = tt.foul
			g := Game{Parent: seatP, Eliminations: tt.elims, Penalties: tt.penalties, Jishogi: tt.jishogi}
			o, err := st.Score(g)
			require.NoError(t, err)
			assert.Equal(t, tt.delta, o.Delta)
			assert.Equal(t, tt.fouls, o.Fouls)
			without, err := st.Score(Game{Parent: seatP, Eliminations: tt.elims, Jishogi: tt.jishogi})
			require.NoError(t, err)
			assert.Equal(t, without.Places, o.Places, "a 反則点 eliminates nobody: the places do not move")
			assert.Equal(t, without.Mates, o.Mates, "nobody is credited with a mate")
			sum, sumWithout := 0, 0
			for s := range Seats {
				sum += o.Delta[s]
				sumWithout += without.Delta[s]
			}
			assert.Equal(t, sumWithout-len(tt.penalties)*tt.foul, sum, "the point goes to nobody: the table loses it")
		})
	}
}

// seed ■2 (7): 「千日手が成立した場合、その対局は撃破点を含め無効とし、指し直しを
// 行う」 — a void game keeps nothing, so it takes no mate and no 反則点; seat
// numbers in every message count 1–4.
func TestValidation_Seed7VoidGameTakesNothingAndMessagesCountSeatsFromOne(t *testing.T) {
	names := [Seats]string{"山田 (seat 1)", "佐藤 (seat 2)", "鈴木 (seat 3)", "CPU4"}
	tests := []struct {
		name string
		game Game
		err  error
		says []string
	}{
		{"void with a mate", Game{Void: true, Eliminations: []Elimination{{Victim: 1, Mater: 2}}}, ErrInvalidGame, []string{"千日手", "without eliminations"}},
		{"void with a 反則点", Game{Void: true, Penalties: []int{3}}, ErrInvalidGame, []string{"反則点", "連続王手の千日手 is not void"}},
		{"void with a 持将棋", Game{Void: true, Jishogi: []int{0, 1, 2, 3}}, ErrInvalidGame, []string{"持将棋"}},
		{"mated twice names the player", Game{Eliminations: []Elimination{{Victim: 3, Mater: 0}, {Victim: 3, Mater: 1}}}, ErrInvalidGame, []string{"CPU4 was already mated"}},
		{"mater already mated", Game{Eliminations: []Elimination{{Victim: 0, Mater: 1}, {Victim: 2, Mater: 0}}}, ErrInvalidGame, []string{"山田 (seat 1) was already mated and cannot mate 鈴木 (seat 3)"}},
		{"foul to the wrong 上家", Game{Eliminations: []Elimination{{Victim: 1, Mater: 2, Foul: true}}}, ErrFoulMater, []string{"佐藤 (seat 2) fouled, so the mate goes to 山田 (seat 1)"}},
		{"持将棋 lists a mated player", Game{Eliminations: []Elimination{{Victim: 1, Mater: 0}}, Jishogi: []int{0, 1, 2}}, ErrJishogiRanking, []string{"佐藤 (seat 2) was mated"}},
		{"a raw seat outside the table counts from 1", Game{Penalties: []int{4}}, ErrInvalidGame, []string{"seat 5", "1..4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := DefaultSettings().ScoreNamed(tt.game, names)
			require.ErrorIs(t, err, tt.err)
			for _, s := range tt.says {
				assert.Contains(t, err.Error(), s)
			}
			assert.NotContains(t, err.Error(), "0..3")
		})
	}
	// Without names, seats are "seat 1" … "seat 4".
	err := Game{Eliminations: []Elimination{{Victim: 0, Mater: 0}}}.Validate()
	require.ErrorIs(t, err, ErrInvalidGame)
	assert.Contains(t, err.Error(), "seat 1 cannot mate themselves")
}

// seed ■2 (5): 「詰んでいない者は以下の基準で順位を決める。①駒の点数(飛5点、小駒1点)
// ②撃破人数 ③撃破した相手の駒台の枚数 ④手番(先手番より4手番の方が順位が高くなる)」
// — from the material the arbiter enters per unmated player; mates and turn
// order come from the game.
func TestJishogi_Seed5RankedByTheFourCriteriaFromTheMaterial(t *testing.T) {
	names := [Seats]string{"A (seat 1)", "B (seat 2)", "C (seat 3)", "D (seat 4)"}
	tests := []struct {
		name    string
		parent  int
		elims   []Elimination
		given   map[int]Material
		order   []int
		decided []Criterion
		err     error
		says    string
	}{
		{name: "① rook 5, other pieces 1", parent: 0,
			given:   map[int]Material{0: {Rooks: 1, Others: 9}, 1: {Others: 15}, 2: {Rooks: 2, Others: 4}, 3: {Others: 13}},
			order:   []int{1, 2, 0, 3}, // 15 > 14 = 14 (④: seat 3 moves after seat 1) > 13
			decided: []Criterion{CriterionPiecePoints, CriterionTurnOrder, CriterionPiecePoints}},
		{name: "② players mated when the points are equal", parent: 0,
			elims:   []Elimination{{Victim: 3, Mater: 0}},
			given:   map[int]Material{0: {Others: 12}, 1: {Others: 12}, 2: {Others: 12}},
			order:   []int{0, 2, 1},
			decided: []Criterion{CriterionMates, CriterionTurnOrder}},
		{name: "③ pieces on the stands of the players they mated", parent: 1,
			elims:   []Elimination{{Victim: 3, Mater: 0}, {Victim: 2, Mater: 1}},
			given:   map[int]Material{0: {Rooks: 1, Others: 10, MatedHand: 2}, 1: {Rooks: 1, Others: 10, MatedHand: 5}},
			order:   []int{1, 0},
			decided: []Criterion{CriterionMatedHand}},
		{name: "④ turn order: the 4th mover ranks above the 1st", parent: 2, // movers 2, 3, 0, 1
			given:   map[int]Material{0: {Others: 10}, 1: {Others: 10}, 2: {Others: 10}, 3: {Others: 10}},
			order:   []int{1, 0, 3, 2},
			decided: []Criterion{CriterionTurnOrder, CriterionTurnOrder, CriterionTurnOrder}},
		{name: "a player left out is refused", parent: 0, given: map[int]Material{0: {Others: 3}, 1: {Others: 3}, 2: {Others: 3}},
			err: ErrMaterialSyntax, says: "the material of D (seat 4) is missing"},
		{name: "a mated player is refused", parent: 0, elims: []Elimination{{Victim: 3, Mater: 0}},
			given: map[int]Material{0: {Others: 3}, 1: {Others: 3}, 2: {Others: 3}, 3: {Others: 1}},
			err:   ErrMaterialSyntax, says: "D (seat 4) was mated in this game"},
		{name: "③ for a player who mated nobody is refused", parent: 0, elims: []Elimination{{Victim: 3, Mater: 0}},
			given: map[int]Material{0: {Others: 3}, 1: {Others: 3, MatedHand: 2}, 2: {Others: 3}},
			err:   ErrJishogiRanking, says: "B (seat 2) mated nobody"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st := DefaultSettings()
			r, material, err := st.JishogiFromMaterial(tt.parent, tt.elims, tt.given, names)
			if tt.err != nil {
				require.ErrorIs(t, err, tt.err)
				assert.Contains(t, err.Error(), tt.says)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.order, r.Seats())
			g := Game{Parent: tt.parent, Eliminations: tt.elims, Jishogi: r.Seats(), JishogiMaterial: &material}
			assert.Equal(t, tt.decided, st.DecidingCriteria(g))
			_, err = st.Score(g)
			require.NoError(t, err, "the computed ranking is a valid record")
			lines := st.JishogiLines(g, names, true)
			require.Len(t, lines, len(tt.order))
			for i, c := range tt.decided {
				assert.Contains(t, lines[i+1], c.String()+"で決定")
			}
			// Another order with the same material is only taken as an override.
			swapped := append([]int(nil), r.Seats()...)
			swapped[0], swapped[1] = swapped[1], swapped[0]
			_, err = st.Score(Game{Parent: tt.parent, Eliminations: tt.elims, Jishogi: swapped, JishogiMaterial: &material})
			require.ErrorIs(t, err, ErrJishogiRanking)
			over := Game{Parent: tt.parent, Eliminations: tt.elims, Jishogi: swapped, JishogiMaterial: &material, JishogiOverride: true}
			_, err = st.Score(over)
			require.NoError(t, err)
			assert.Nil(t, st.DecidingCriteria(over))
			assert.Contains(t, st.JishogiLines(over, names, true)[len(swapped)], "審判が指定した順位（上書き）。基準による順位")
		})
	}
}

// The --material grammar of the 持将棋 entry (seed ■2 (5): the material
// per unmated player), with Japanese keys, full-width and kanji numbers.
func TestMaterial_Seed5MaterialGrammar(t *testing.T) {
	seats := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "山田 太郎": 0, "佐藤": 1, "CPU3": 2, "鈴木": 3}
	tests := []struct {
		text string
		want map[int]Material
	}{
		{"山田 太郎:r1,p12,h3;佐藤:r0,p15", map[int]Material{0: {1, 12, 3}, 1: {0, 15, 0}}},
		{"1:r1 p12 h3; 2:p15", map[int]Material{0: {1, 12, 3}, 1: {0, 15, 0}}},
		{"山田　太郎：飛１、小駒十二、駒台三；佐藤：小十五", map[int]Material{0: {1, 12, 3}, 1: {0, 15, 0}}},
		{"cpu3:R2,P8;４：p一二", map[int]Material{2: {2, 8, 0}, 3: {0, 12, 0}}},
		{"鈴木:飛1小9台0", map[int]Material{3: {1, 9, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			got, err := ParseMaterial(tt.text, seats)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			back, err := ParseMaterial(FormatMaterial(got, [Seats]string{"1", "2", "3", "4"}), seats)
			require.NoError(t, err)
			assert.Equal(t, got, back, "FormatMaterial is its inverse")
		})
	}
	bad := []struct {
		text string
		err  error
		says string
	}{
		{"", ErrMaterialSyntax, "empty"},
		{"山田 太郎 r1", ErrMaterialSyntax, "colon"},
		{"田中:r1", ErrUnknownPlayer, "田中"},
		{"1:r1;1:p2", ErrMaterialSyntax, "given twice"},
		{"1:x3", ErrMaterialSyntax, "\"x\" is not a count"},
		{"1:r", ErrMaterialSyntax, "r needs a number"},
		{"1:r1,r2", ErrMaterialSyntax, "r is given twice"},
		{"1:", ErrMaterialSyntax, "no count"},
	}
	for _, tt := range bad {
		t.Run("bad "+tt.text, func(t *testing.T) {
			_, err := ParseMaterial(tt.text, seats)
			require.ErrorIs(t, err, tt.err)
			assert.Contains(t, err.Error(), tt.says)
		})
	}
}

// seed ■2 (6): 「250手目以降、以下の条件を満たすと、自身の着手の代わりに入玉を宣言
// できる。①〜⑤ … 入玉宣言が誤っていた場合は、対局続行する」 — the arbiter answers
// each condition yes or no; any no refuses the declaration.
func TestNyugyoku_Seed6FiveConditionsAnsweredBeforeTheDeclarationIsAccepted(t *testing.T) {
	tests := []struct {
		text   string
		fails  []NyugyokuCondition
		syntax bool
	}{
		{text: "yyyyy"},
		{text: "○○○○○"},
		{text: "ｙ,ｙ,ｙ,ｙ,ｙ"},
		{text: "1 1 1 1 1"},
		{text: "nyyyy", fails: []NyugyokuCondition{NyugyokuMoveReached}},
		{text: "○×○○○", fails: []NyugyokuCondition{NyugyokuOwnTurn}},
		{text: "yynyn", fails: []NyugyokuCondition{NyugyokuKingInCamp, NyugyokuHasLegalMove}},
		{text: "はいはいはいいいえはい", fails: []NyugyokuCondition{NyugyokuNotInCheck}},
		{text: "yyyy", syntax: true},
		{text: "yyyyyy", syntax: true},
		{text: "yy?yy", syntax: true},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			a, err := ParseAnswers(tt.text)
			if tt.syntax {
				require.ErrorIs(t, err, ErrNyugyokuSyntax)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.fails, a.Failures())
			st := DefaultSettings()
			st.NyugyokuMove = 240
			err = st.CheckAnswers(a)
			g := Game{Parent: 0, Jishogi: []int{3, 2, 1, 0}, Nyugyoku: &Nyugyoku{Declarer: 3, Answers: a}}
			_, scoreErr := st.Score(g)
			if tt.fails == nil {
				require.NoError(t, err)
				require.NoError(t, scoreErr)
				return
			}
			require.ErrorIs(t, err, ErrInvalidNyugyoku)
			require.ErrorIs(t, scoreErr, ErrInvalidNyugyoku, "a refused declaration is never recorded")
			assert.Contains(t, err.Error(), "play continues")
			for _, c := range tt.fails {
				assert.Contains(t, err.Error(), st.ConditionText(c))
			}
			if tt.fails[0] == NyugyokuMoveReached {
				assert.Contains(t, err.Error(), "①240手目以降", "worded with the event's setting")
			}
		})
	}
	// The facts of a position give the same answers.
	st := DefaultSettings()
	assert.Equal(t, AllYes(), st.Answers(Declaration{Move: 250, OwnTurn: true, KingRank: 3, HasLegalMove: true}))
	// A declaration needs a 持将棋 ranking and an unmated declarer.
	_, err := st.Score(Game{Parent: 0, Eliminations: []Elimination{{1, 0, false}, {2, 0, false}, {3, 0, false}}, Nyugyoku: &Nyugyoku{Declarer: 0, Answers: AllYes()}})
	require.ErrorIs(t, err, ErrJishogiRanking)
	_, err = st.Score(Game{Parent: 0, Eliminations: []Elimination{{1, 0, false}}, Jishogi: []int{0, 2, 3}, Nyugyoku: &Nyugyoku{Declarer: 1, Answers: AllYes()}})
	require.ErrorIs(t, err, ErrInvalidNyugyoku)
}

func FuzzParseMaterial(f *testing.F) {
	for _, s := range []string{
		"1:r1,p12,h3;2:p15", "山田 太郎：飛１、小駒十二、駒台三；佐藤：小十五", "cpu3:R2,P8;４：p一二",
		"1:", ":", ";;", "1:r", "1:p九十九百", "1:p〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇〇一", "\xff:r1",
	} {
		f.Add(s)
	}
	seats := map[string]int{"1": 0, "2": 1, "3": 2, "4": 3, "山田 太郎": 0, "佐藤": 1, "CPU3": 2}
	names := [Seats]string{"1", "2", "3", "4"}
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ParseMaterial(text, seats)
		if err != nil {
			return
		}
		for seat, m := range got {
			if !ValidSeat(seat) || m.Rooks < 0 || m.Others < 0 || m.MatedHand < 0 || m.Rooks > RooksInSet || m.Others > OtherPiecesInSet || m.MatedHand > RooksInSet+OtherPiecesInSet {
				t.Fatalf("ParseMaterial(%q) gave seat %d %+v", text, seat, m)
			}
		}
		back, err := ParseMaterial(FormatMaterial(got, names), seats)
		if err != nil {
			t.Fatalf("round trip of %q: %v", text, err)
		}
		if len(back) != len(got) {
			t.Fatalf("round trip of %q: %v became %v", text, got, back)
		}
		for s, m := range got {
			if back[s] != m {
				t.Fatalf("round trip of %q: %v became %v", text, got, back)
			}
		}
	})
}

// The games are stored as JSON in the event file: a game of an older file
// reads unchanged, and a game without the new facts writes none of them.
func TestGame_JSONOfOlderFilesReadsUnchanged(t *testing.T) {
	old := `{"Parent":1,"Eliminations":[{"Victim":0,"Mater":2,"Foul":false}],"Jishogi":[2,1,3],"Penalties":null,"Void":false}`
	var g Game
	require.NoError(t, json.Unmarshal([]byte(old), &g))
	assert.Equal(t, Game{Parent: 1, Eliminations: []Elimination{{0, 2, false}}, Jishogi: []int{2, 1, 3}}, g)
	data, err := json.Marshal(g)
	require.NoError(t, err)
	assert.JSONEq(t, old, string(data))

	m := [Seats]Material{{Rooks: 1, Others: 10, MatedHand: 2}, {Others: 3}}
	g.JishogiMaterial, g.Nyugyoku = &m, &Nyugyoku{Declarer: 2, Answers: AllYes()}
	data, err = json.Marshal(g)
	require.NoError(t, err)
	var back Game
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, g, back)
}
