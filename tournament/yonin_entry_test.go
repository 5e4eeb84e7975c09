package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	rules "taikai/rules/yonin"
	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// Issue 22: a CPU seat is typed CPU however the arbiter types it — when
// seating the table and in every game entry that names a player — and a
// table with two CPUs asks which one, in Japanese.
func TestYonin_Issue22CPUTypedAsCPUWhereverASeatsPlayerIsTyped(t *testing.T) {
	s := yoninEvent(t, 5)
	ps, err := s.Participants()
	require.NoError(t, err)
	y := yoningame.Of(s)
	a, err := y.SeatTable("予選", "A", [4]string{ps[0].Name, ps[1].Name, ps[2].Name, "ＣＰＵ"})
	require.NoError(t, err)
	assert.Equal(t, [4]int{ps[0].ID, ps[1].ID, ps[2].ID, 0}, a.Seats)
	b, err := y.SeatTable("予選", "B", [4]string{ps[3].Name, "cpu", ps[4].Name, "CPU代指し"})
	require.NoError(t, err)
	assert.Equal(t, [4]int{ps[3].ID, 0, ps[4].ID, 0}, b.Seats)

	// Table A: its one CPU is "CPU" in the eliminations and the 反則点.
	p, err := y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "ｃｐｕ<1,3<1,2<1", Penalties: []string{"Cpu"}})
	require.NoError(t, err)
	assert.Equal(t, []rules.Elimination{{Victim: 3, Mater: 0}, {Victim: 2, Mater: 0}, {Victim: 1, Mater: 0}}, p.Game.Eliminations)
	assert.Equal(t, []int{3}, p.Game.Penalties)

	// Table B has two: the arbiter is asked which, nothing is recorded.
	_, err = y.RecordGame("予選", "B", yoningame.GameEntry{Mated: "CPU<1,3<1,2<1"})
	require.ErrorIs(t, err, rules.ErrUnknownPlayer)
	assert.Equal(t, "記録できません：1番目の撃破「CPU<1」：「CPU」：この卓にはCPU代指しが2席あります（CPU2・CPU4）。CPU2 のように番号を付けてください",
		tournament.Localize(err, tournament.Japanese))
	_, err = y.RecordGame("予選", "B", yoningame.GameEntry{Mated: "4<1,3<1,2<1", Penalties: []string{"ＣＰＵ"}})
	require.ErrorIs(t, err, tournament.ErrNotFound)
	assert.Equal(t, "反則点：「ＣＰＵ」：この卓にはCPU代指しが2席あります（CPU2・CPU4）。CPU2 のように番号を付けてください（B卓：1番 "+ps[3].Name+"、2番 CPU、3番 "+ps[4].Name+"、4番 CPU）",
		tournament.Localize(err, tournament.Japanese))
	_, st, err := y.YoninStandings("予選")
	require.NoError(t, err)
	assert.Empty(t, st.Tables[1].Games)
	p, err = y.RecordGame("予選", "B", yoningame.GameEntry{Mated: "CPU 4<1,ｃｐｕ２<1,3<1"})
	require.NoError(t, err)
	assert.Equal(t, []rules.Elimination{{Victim: 3, Mater: 0}, {Victim: 1, Mater: 0}, {Victim: 2, Mater: 0}}, p.Game.Eliminations)
}

// Issue 22: 持将棋 material no set can hold (r9, p500) is refused with a
// Japanese message that says what is impossible; nothing is recorded.
func TestYonin_Issue22AbsurdJishogiMaterialIsRefused(t *testing.T) {
	y, _ := yoninTable(t)
	for _, tt := range []struct{ material, ja string }{
		{"1:r9;2:p3;3:p3;4:p3", "記録できません：持将棋の駒数の1番目「1:r9」：飛・龍 9枚はあり得ません（四人将棋の駒は飛4枚・小駒28枚なので、飛・龍は最大4枚）。数え直してください"},
		{"1:p500;2:p3;3:p3;4:p3", "小駒 500枚はあり得ません"},
		{"1:r2,p10;2:r2,p10;3:r1;4:p1", "飛・龍が合計5枚ですが、四人将棋の飛は全部で4枚です"},
	} {
		_, err := y.RecordGame("予選", "A", yoningame.GameEntry{Jishogi: &yoningame.JishogiEntry{Material: tt.material}})
		require.ErrorIs(t, err, rules.ErrImpossibleMaterial, tt.material)
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), tt.ja)
		_, err = y.PreviewJishogi("予選", "A", "", tt.material, true)
		require.ErrorIs(t, err, rules.ErrImpossibleMaterial, "the 持将棋 dialog's preview says so too")
	}
	_, st, err := y.YoninStandings("予選")
	require.NoError(t, err)
	assert.Empty(t, st.Tables[0].Games)
}

// Issue 22: the preview of a typed game names the players by the seat
// numbers the board shows, with the points it would give; an entry made
// for a game the table has since recorded is refused, not recorded as the
// next one.
func TestYonin_Issue22PreviewNamesThePlayersAndAStaleEntryIsRefused(t *testing.T) {
	y, n := yoninTable(t)
	pv, ok, err := y.PreviewGame("予選", "１", yoningame.GameEntry{Mated: "4<1,3<1,2<1"})
	require.True(t, ok)
	require.NoError(t, err)
	assert.Equal(t, "A", pv.Table)
	assert.Equal(t, [4]string{"1番 " + n[0], "2番 " + n[1], "3番 " + n[2], "4番 " + n[3]}, pv.Numbered)
	assert.Equal(t, [4]int{11, 11, 11, 11}, pv.Before)
	assert.Equal(t, 1, pv.ForGame)
	assert.Equal(t, [4]int{11 + 9, 11 - 3 + 1, 11 - 3, 11 - 3 - 1}, pv.Played.Points, "the parent mates all three: 3 each; the 4th gives the 2nd 1")
	_, st, _ := y.YoninStandings("予選")
	assert.Empty(t, st.Tables[0].Games, "a preview records nothing")

	pv, ok, err = y.PreviewGame("予選", "A", yoningame.GameEntry{Mated: "4<1,4<2"})
	require.True(t, ok)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "4番 "+n[3]+"はすでに詰んでいます")
	assert.Equal(t, "四1局", pv.Next.Label(), "the table's part of the preview stays")

	_, ok, _ = y.PreviewGame("予選", "Z", yoningame.GameEntry{})
	assert.False(t, ok)

	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "4<1,3<1,2<1", ForGame: 1})
	require.NoError(t, err)
	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "4<1,3<1,2<1", ForGame: 1})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "A卓はこの入力（1局目）の後に1局目まで記録されています")
	_, st, _ = y.YoninStandings("予選")
	assert.Len(t, st.Tables[0].Games, 1)
}
