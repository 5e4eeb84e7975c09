package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "taikai/rules/yonin"
	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// yoninTable seats the first four participants of a new event at table A
// of 予選 and returns the service and their names, seats 1–4 in turn order.
func yoninTable(t *testing.T) (*yoningame.Service, [4]string) {
	t.Helper()
	s := yoninEvent(t, 4)
	ps, err := s.Participants()
	require.NoError(t, err)
	var n [4]string
	for i := range n {
		n[i] = ps[i].Name
	}
	_, err = yoningame.Of(s).SeatTable("予選", "A", n)
	require.NoError(t, err)
	return yoningame.Of(s), n
}

// Acceptance test of issue 14: four games at one table, one with two
// 反則点 on the winner, one a 持将棋 decided by criterion ③.
//
// Seats in turn order: P (1), A (2), B (3), C (4); everybody starts at 11
// (docs/rules.md §5). A mated player pays 2 to the mater, 3 when the parent is the
// mater or the mated; the 4th gives 1 to the 2nd; a 反則点 costs 1, paid to
// nobody (seed 2022/3/4 版: 反則者は持ち点から-1pt).
//
// Game 1, 四1局, parent P (the first mover). P mated by C (parent: P −3,
// C +3), C mated by A (−2/+2), B mated by A (−2/+2); places A 1st, B 2nd,
// C 3rd, P 4th: 4th→2nd P −1, B +1. A, the winner, has two 反則点 for
// 連続王手の千日手 (−1 each, nobody eliminated).
//
//	P 11 −3 −1 = 7   A 11 +2 +2 −2 = 13   B 11 −2 +1 = 10   C 11 +3 −2 = 12   (sum 42)
//
// A won and is not the parent: the parent passes clockwise to A.
//
// Game 2, 四2局, parent A. C mated by P (2: P +2, C −2), B mated by A
// (parent: A +3, B −3); 持将棋 with P and A left. Material: both a rook and
// 10 small pieces (① 15 = 15), both mated one player (② 1 = 1); ③ the stand
// of the player they mated: A's victim B has 5 pieces, P's victim C has 2,
// so A is 1st by ③. With 2 left the 1st is treated as having mated the 2nd
// (seed ■2 (5)): P mated by A, the parent (P −3, A +3). Places A 1st, P 2nd,
// B 3rd, C 4th: C −1, P +1.
//
//	P 7 +2 −3 +1 = 7   A 13 +3 +3 = 19   B 10 −3 = 7   C 12 −2 −1 = 9   (sum 42)
//
// The parent A won: 連荘, 四2局 一本場 with A parent again.
//
// Game 3, 四2局 一本場, parent A. A mated by B (parent: A −3, B +3), C mated
// by P (−2/+2), P mated by B (−2/+2); places B 1st, P 2nd, C 3rd, A 4th:
// A −1, P +1.
//
//	P 7 +2 −2 +1 = 8   A 19 −3 −1 = 15   B 7 +3 +2 = 12   C 9 −2 = 7   (sum 42)
//
// B won, not the parent: 四3局 with B (seat 3) as parent.
//
// Game 4, 四3局, parent B. C resigns with 4 left: a foul (seed ■2 (1)),
// mated by the nearest unmated 上家, B, the parent (C −3 −1, B +3); P mated by
// A (−2/+2); A mated by B (parent: A −3, B +3); places B 1st, A 2nd, P 3rd,
// C 4th: C −1, A +1.
//
//	P 8 −2 = 6   A 15 +2 −3 +1 = 15   B 12 +3 +3 = 18   C 7 −3 −1 −1 = 2   (sum 41: the foul point is gone)
//
// The parent B won: 連荘, 四3局 一本場 next with B parent.
func TestYonin_Issue14FourGamesWithFoulPointsAndJishogiByCriterion3(t *testing.T) {
	y, n := yoninTable(t)
	P, A, B, C := n[0], n[1], n[2], n[3]
	games := []struct {
		name   string
		entry  yoningame.GameEntry
		label  string
		parent string
		points [4]int
		fouls  [4]int
	}{
		{"game 1: two 反則点 on the winner", yoningame.GameEntry{Mated: P + "<" + C + "," + C + "<" + A + "," + B + "<" + A, Penalties: []string{A, "2"}},
			"四1局", P, [4]int{7, 13, 10, 12}, [4]int{0, 2, 0, 0}},
		{"game 2: 持将棋 decided by ③", yoningame.GameEntry{Mated: "4<1,3<2", Jishogi: &yoningame.JishogiEntry{Material: P + ":r1,p10,h2;" + A + ":飛1,小10,台5"}},
			"四2局", A, [4]int{7, 19, 7, 9}, [4]int{}},
		{"game 3: 連荘, B wins", yoningame.GameEntry{Mated: "2<3,4<1,1<3"},
			"四2局 一本場", A, [4]int{8, 15, 12, 7}, [4]int{}},
		{"game 4: C resigns with 4 left (foul, to the 上家)", yoningame.GameEntry{Mated: "4<3:foul,1<2,2<3"},
			"四3局", B, [4]int{6, 15, 18, 2}, [4]int{0, 0, 0, 1}},
	}
	set := rules.DefaultSettings()
	for _, g := range games {
		played, err := y.RecordGame("予選", "A", g.entry)
		require.NoError(t, err, g.name)
		assert.Equal(t, g.label, played.Slot.Label(), g.name)
		assert.Equal(t, g.parent, n[played.Slot.Parent], g.name)
		assert.Equal(t, g.points, played.Points, g.name)
		assert.Equal(t, g.fouls, played.Outcome.Fouls, g.name)
	}

	_, st, err := y.YoninStandings("予選")
	require.NoError(t, err)
	recorded := st.Tables[0].Games
	require.Len(t, recorded, 4)
	assert.Equal(t, []int{1, 1}, recorded[0].Game.Penalties, "two 反則点 for A (seat 2), stored")
	j := recorded[1].Game
	assert.Equal(t, []int{1, 0}, j.Jishogi, "A 1st, P 2nd")
	require.NotNil(t, j.JishogiMaterial)
	assert.False(t, j.JishogiOverride)
	assert.Equal(t, []rules.Criterion{rules.CriterionMatedHand}, set.DecidingCriteria(j), "decided by ③")

	played, series, err := y.TablePlayed(st.Tables[0])
	require.NoError(t, err)
	next, err := series.Next()
	require.NoError(t, err)
	assert.Equal(t, "四3局 一本場", next.Label(), "B won as parent: 連荘")
	assert.Equal(t, 2, next.Parent)
	lines := yoningame.GameLines(set, played[0], n, true)
	assert.Equal(t, []string{"反則点（撃破なし）：" + A + " −2"}, lines)
	lines = yoningame.GameLines(set, played[1], n, true)
	require.Len(t, lines, 2)
	assert.Contains(t, lines[1], "2位 "+P)
	assert.Contains(t, lines[1], "③撃破した相手の駒台の枚数で決定")

	rows, _, err := y.YoninStandings("予選")
	require.NoError(t, err)
	var order []string
	for _, r := range rows {
		order = append(order, n[r.Seat])
	}
	assert.Equal(t, []string{B, A, P, C}, order, "18, 15, 6, 2")

	log, err := y.AuditLog()
	require.NoError(t, err)
	var details []string
	for _, e := range log {
		details = append(details, e.Detail)
	}
	assert.Contains(t, details[len(details)-4], "反則点 (no elimination) "+A+" −2")
	assert.Contains(t, details[len(details)-3], "by the criteria "+A+" > "+P+" (2位 ③撃破した相手の駒台の枚数)")
}

// seed ■2 (7), (7-1): a 連続王手の千日手 costs the offender the foul point
// and play goes on. The arbiter names the offender by seat number 1–4, name
// or CPU1–4, once per penalty, in any game.
func TestYonin_Seed7_1ContinuousCheckCostsAFoulPointWithoutElimination(t *testing.T) {
	s := yoninEvent(t, 6)
	require.NoError(t, s.ChangeSettings(map[string]string{"start_points": "30"}), "room for a game per case")
	ps, _ := s.Participants()
	y := yoningame.Of(s)
	_, err := y.SeatTable("予選", "A", [4]string{ps[0].Name, ps[1].Name, "CPU", "CPU"})
	require.NoError(t, err)
	// Seat 1, the parent, mates everybody (+3 ×3; 連荘 keeps them parent);
	// 4th→2nd; each 反則点 on top.
	sweep := "4<1,3<1,2<1"
	tests := []struct {
		name      string
		penalties []string
		delta     [4]int // against the same game without penalties
	}{
		{"by seat number", []string{"2"}, [4]int{0, -1, 0, 0}},
		{"by name, twice", []string{ps[0].Name, ps[0].Name}, [4]int{-2, 0, 0, 0}},
		{"a CPU substitute, full width", []string{"ＣＰＵ３"}, [4]int{0, 0, -1, 0}},
		{"several players", []string{"cpu4", "1", "4"}, [4]int{-1, 0, 0, -2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, st, err := y.YoninStandings("予選")
			require.NoError(t, err)
			_, before, err := y.TablePlayed(st.Tables[0])
			require.NoError(t, err)
			played, err := y.RecordGame("予選", "A", yoningame.GameEntry{Mated: sweep, Penalties: tt.penalties})
			require.NoError(t, err)
			want := before.Points()
			for i, d := range [4]int{9, -3, -3, -3 - 1} {
				want[i] += d + tt.delta[i]
			}
			want[1]++ // 4th (seat 4) → 2nd (seat 2)
			assert.Equal(t, want, played.Points)
			assert.Equal(t, 1, played.Outcome.Places[0], "the offender is not eliminated")
		})
	}
	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Mated: sweep, Penalties: []string{"5"}})
	require.ErrorIs(t, err, tournament.ErrNotFound)
	assert.Contains(t, err.Error(), "seats 1–4: "+ps[0].Name+" (seat 1), "+ps[1].Name+" (seat 2), CPU3, CPU4")
}

// seed ■2 (7): 「千日手が成立した場合、その対局は撃破点を含め無効」 — so `--void`
// with eliminations or penalties is refused (not dropped), and every message
// counts the seats 1–4 and names the player.
func TestYonin_Seed7VoidRefusesEliminationsAndMessagesNameSeatsFromOne(t *testing.T) {
	y, n := yoninTable(t)
	tests := []struct {
		name  string
		entry yoningame.GameEntry
		kind  error
		says  []string
	}{
		{"void with eliminations", yoningame.GameEntry{Void: true, Mated: "4<1"}, tournament.ErrInvalidInput, []string{"千日手", "\"4<1\" given"}},
		{"void with a 反則点", yoningame.GameEntry{Void: true, Penalties: []string{"2"}}, tournament.ErrInvalidInput, []string{"反則点", "連続王手の千日手 is not void"}},
		{"void and 持将棋", yoningame.GameEntry{Void: true, Jishogi: &yoningame.JishogiEntry{Order: []string{"1", "2", "3", "4"}}}, tournament.ErrInvalidInput, []string{"not both"}},
		{"mated twice", yoningame.GameEntry{Mated: "4<1,4<2"}, tournament.ErrInvalidInput, []string{n[3] + " (seat 4) was already mated"}},
		{"mater already mated", yoningame.GameEntry{Mated: "1<2,3<1"}, tournament.ErrInvalidInput, []string{n[0] + " (seat 1) was already mated and cannot mate " + n[2] + " (seat 3)"}},
		{"foul to the wrong 上家", yoningame.GameEntry{Mated: "2<3:foul"}, tournament.ErrInvalidInput, []string{n[1] + " (seat 2) fouled, so the mate goes to " + n[0] + " (seat 1)"}},
		{"too few eliminations", yoningame.GameEntry{Mated: "2<3"}, tournament.ErrInvalidInput, []string{"1 eliminations"}},
		{"unknown parent", yoningame.GameEntry{Mated: "4<1,3<1,2<1", Parent: "9"}, tournament.ErrNotFound, []string{"seats 1–4"}},
		{"持将棋 order with a mated player", yoningame.GameEntry{Mated: "4<1", Jishogi: &yoningame.JishogiEntry{Order: []string{"1", "2", "4"}}}, tournament.ErrInvalidInput, []string{n[3] + " (seat 4) was mated"}},
		{"持将棋 with nothing to rank by", yoningame.GameEntry{Mated: "4<1", Jishogi: &yoningame.JishogiEntry{}}, tournament.ErrInvalidInput, []string{"--material"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := y.RecordGame("予選", "A", tt.entry)
			require.ErrorIs(t, err, tt.kind)
			for _, w := range tt.says {
				assert.Contains(t, err.Error(), w)
			}
			assert.NotRegexp(t, `seat 0\b|0\.\.3`, err.Error())
			ja := tournament.Localize(err, tournament.Japanese)
			assert.NotEmpty(t, ja)
		})
	}
	_, st, err := y.YoninStandings("予選")
	require.NoError(t, err)
	assert.Empty(t, st.Tables[0].Games, "nothing was recorded")
	played, err := y.RecordGame("予選", "A", yoningame.GameEntry{Void: true})
	require.NoError(t, err, "a void game alone is fine")
	assert.True(t, played.Outcome.Void)
}

// seed ■2 (5) and (6): 持将棋 ranked from the material by the four
// criteria (a typed order is an override, logged as such); 入玉宣言 only
// after the arbiter confirms the five conditions.
func TestYonin_Seed5And6JishogiFromMaterialOverrideAndNyugyoku(t *testing.T) {
	y, n := yoninTable(t)
	// A typed order with material: the override is recorded and logged
	// beside the computed order.
	played, err := y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "4<1", Jishogi: &yoningame.JishogiEntry{
		Material: "1:p8;2:r1,p8;3:p10", Order: []string{"3", "1", "2"}}})
	require.NoError(t, err)
	assert.Equal(t, []int{2, 0, 1}, played.Game.Jishogi)
	assert.True(t, played.Game.JishogiOverride)
	log, _ := y.AuditLog()
	last := log[len(log)-1]
	assert.Equal(t, "yonin.jishogi", last.Action)
	assert.Contains(t, last.Detail, "by the criteria "+n[1]+" > "+n[2]+" > "+n[0])
	assert.Contains(t, last.Detail, "override")

	// The typed-order form alone still works (the old --jishogi).
	_, err = y.RecordYoninJishogi("予選", "A", "", []string{"4", "3", "2", "1"})
	require.NoError(t, err)

	// 入玉宣言: a "no" refuses it and records nothing.
	answers := rules.AllYes()
	answers[2] = false
	err = y.CheckNyugyoku("予選", "A", "2", answers)
	require.ErrorIs(t, err, rules.ErrInvalidNyugyoku)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), n[1]+" (seat 2)の入玉宣言は成立しません（対局続行）：③自玉が敵陣3段目以内に入玉していること")
	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Jishogi: &yoningame.JishogiEntry{Material: "1:p1;2:p1;3:p1;4:p1", Nyugyoku: &yoningame.NyugyokuEntry{Declarer: "2", Answers: answers}}})
	require.ErrorIs(t, err, rules.ErrInvalidNyugyoku)
	_, st, _ := y.YoninStandings("予選")
	assert.Len(t, st.Tables[0].Games, 2)

	require.NoError(t, y.CheckNyugyoku("予選", "A", "2", rules.AllYes()))
	played, err = y.RecordGame("予選", "A", yoningame.GameEntry{Jishogi: &yoningame.JishogiEntry{Material: "1:p1;2:p9;3:p1;4:p1", Nyugyoku: &yoningame.NyugyokuEntry{Declarer: "2", Answers: rules.AllYes()}}})
	require.NoError(t, err)
	require.NotNil(t, played.Game.Nyugyoku)
	assert.Equal(t, 1, played.Game.Nyugyoku.Declarer)
	assert.Equal(t, 1, played.Game.Jishogi[0])

	// The dialog's helpers: the unmated players with their mates and turn.
	players, err := y.JishogiPlayers("予選", "A", "4<1")
	require.NoError(t, err)
	require.Len(t, players, 3)
	assert.Equal(t, 1, players[0].Mates)
	lines, err := y.PreviewJishogi("予選", "A", "4<1", "1:p8,h3;2:p8;3:p8", true)
	require.NoError(t, err)
	require.Len(t, lines, 3)
	assert.Contains(t, lines[1], "②撃破人数で決定")
	conds, err := y.NyugyokuConditions()
	require.NoError(t, err)
	assert.Equal(t, "①250手目以降であること", conds[0])
}
