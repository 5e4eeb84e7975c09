package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	yoningame "taikai/tournament/yonin"
)

// yoninBoard opens the table board of an event with tables A and B of 予選
// seated (8 players, in registration order) and returns the window and
// the players by table and seat as the board names them (「1番 山田」).
func yoninBoard(t *testing.T) (*eventWindow, *yoninView, [2][4]string) {
	t.Helper()
	a := japaneseApp(t)
	mem, svc := demoEvent(t, "yonin", 8)
	ps, _ := svc.Participants()
	var n [2][4]string
	for i := range 8 {
		n[i/4][i%4] = ps[i].Name
	}
	for i, table := range []string{"A", "B"} {
		_, err := yoningame.Of(svc).SeatTable("予選", table, n[i])
		require.NoError(t, err)
		// The board names each player with their seat number: 「1番 山田」.
		for s := range n[i] {
			n[i][s] = fmt.Sprintf("%d番 %s", s+1, n[i][s])
		}
	}
	ew := openWindow(t, a, mem, "y.taikai", nil)
	v := screenOf[*yoninView](ew)
	ew.showView(v.content)
	return ew, v, n
}

// minusOf finds the "−" button beside the 反則点 button of a player.
func minusOf(t *testing.T, card fyne.CanvasObject, name string) *widget.Button {
	t.Helper()
	var found *widget.Button
	walkUnder(t, card, func(o fyne.CanvasObject) bool {
		x, ok := o.(*fyne.Container)
		if !ok {
			return true
		}
		var plus, minus *widget.Button
		for _, c := range x.Objects {
			if b, ok := c.(*widget.Button); ok {
				switch {
				case b.Text == "−":
					minus = b
				case strings.HasPrefix(b.Text, "反則点 "+name):
					plus = b
				}
			}
		}
		if plus != nil && minus != nil && found == nil {
			found = minus
		}
		return true
	})
	require.NotNil(t, found, "no − button for %s", name)
	return found
}

// enterMates clicks "X mated by Y" on a card, in order.
func enterMates(t *testing.T, card fyne.CanvasObject, mates [][2]string) {
	t.Helper()
	sel := selects(t, card)
	require.Len(t, sel, 2)
	for _, m := range mates {
		sel[0].SetSelected(m[0])
		sel[1].SetSelected(m[1])
		test.Tap(findButton(t, card, "追加"))
	}
}

func gamesAt(t *testing.T, ew *eventWindow, table int) []yoningame.YoninGame {
	t.Helper()
	_, st, err := yoningame.Of(ew.svc).YoninStandings("予選")
	require.NoError(t, err)
	return st.Tables[table].Games
}

// seed ■2 (7-1): a 連続王手の千日手 costs the offender the foul point and
// play goes on. On the table board: one click per penalty on the card of
// the table, shown on the card, removable before the game is recorded,
// kept while other tables record their games.
func TestTableBoard_Seed7_1ContinuousCheckCostsAFoulPointWithoutElimination(t *testing.T) {
	tests := []struct {
		name   string
		clicks []string // "+N" or "-N": seat N (1–4) of table A
		typed  string   // typed entry instead of the clicks on the card
		other  bool     // table B records a game between the clicks and the record
		want   []int    // stored penalties (seats 0–3)
		shown  string   // the card's line after the game
	}{
		{name: "two clicks on the winner", clicks: []string{"+2", "+2"}, want: []int{1, 1}, shown: "反則点（撃破なし）：%2 −2"},
		{name: "a click taken back with −", clicks: []string{"+1", "+1", "-1"}, want: []int{0}, shown: "反則点（撃破なし）：%1 −1"},
		{name: "several players", clicks: []string{"+3", "+4", "+3"}, want: []int{2, 2, 3}, shown: "%3 −2、%4 −1"},
		{name: "kept while table B records a game", clicks: []string{"+4"}, other: true, want: []int{3}, shown: "%4 −1"},
		{name: "typed as !2 in the keyboard entry", typed: "4<2,3<2,1<2,!2,！2", want: []int{1, 1}, shown: "%2 −2"},
		{name: "typed, with a click on the card", clicks: []string{"+3"}, typed: "4<2,3<2,1<2,!1", want: []int{2, 0}, shown: "%1 −1、%3 −1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ew, v, n := yoninBoard(t)
			A := n[0]
			card := func() fyne.CanvasObject { return v.cards.Objects[0] }
			name := func(s string) string { return A[s[len(s)-1]-'1'] }
			for _, c := range tt.clicks {
				if c[0] == '+' {
					test.Tap(findButton(t, card(), "反則点 "+name(c)))
				} else {
					test.Tap(minusOf(t, card(), name(c)))
				}
			}
			if len(tt.clicks) > 0 {
				assert.Contains(t, texts(t, card()), "反則点（撃破なし）：", "shown on the card before the game is recorded")
			}
			if tt.other {
				B := n[1]
				enterMates(t, v.cards.Objects[1], [][2]string{{B[1], B[0]}, {B[2], B[0]}, {B[3], B[0]}})
				test.Tap(findButton(t, v.cards.Objects[1], "局を記録"))
				require.Len(t, gamesAt(t, ew, 1), 1)
				assert.Contains(t, texts(t, card()), "反則点（撃破なし）："+name("4")+" −1", "table A's pending 反則点 survive the redraw")
			}
			if tt.typed != "" {
				ew.win.Canvas().Focus(v.table)
				keys(t, ew, "A\n"+tt.typed+"\n")
			} else {
				enterMates(t, card(), [][2]string{{A[3], A[1]}, {A[2], A[1]}, {A[0], A[1]}})
				test.Tap(findButton(t, card(), "局を記録"))
			}
			games := gamesAt(t, ew, 0)
			require.Len(t, games, 1)
			assert.ElementsMatch(t, tt.want, games[0].Game.Penalties)
			shown := tt.shown
			for i := range 4 {
				shown = strings.ReplaceAll(shown, "%"+string(rune('1'+i)), A[i])
			}
			board := texts(t, card())
			assert.Contains(t, board, shown)
			assert.Contains(t, board, "撃破：（まだなし）", "the next game starts with nothing pending")
			assert.NotContains(t, board, "反則点（撃破なし）：\n", "no penalty pending")
		})
	}
}

// seed ■2 (7): a 千日手 voids the whole game, so the board refuses one with
// a 反則点 or mates pending and keeps them.
func TestTableBoard_Seed7VoidWithPendingFoulPointIsRefused(t *testing.T) {
	ew, v, n := yoninBoard(t)
	test.Tap(findButton(t, v.cards.Objects[0], "反則点 "+n[0][1]))
	test.Tap(findButton(t, v.cards.Objects[0], "千日手（無効）"))
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "千日手（無効）"))
	assert.Empty(t, gamesAt(t, ew, 0))
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "千日手は対局全体が無効で、反則点も付きません")
	assert.Contains(t, texts(t, v.cards.Objects[0]), "反則点（撃破なし）："+n[0][1]+" −1", "still pending")
}

// seed ■2 (5): the 持将棋 dialog takes the material per unmated player,
// shows the ranking by the four criteria with the criterion that decided
// each place, and records it; a typed order is an override.
func TestJishogiDialog_Seed5RankedByTheFourCriteria(t *testing.T) {
	tests := []struct {
		name     string
		material [][3]string // rooks, others, stands for each unmated player in seat order
		order    string
		preview  string
		want     []int
		override bool
	}{
		{name: "③ decides between equal pieces and mates", material: [][3]string{{"1", "10", "2"}, {"1", "10", "5"}},
			preview: "③撃破した相手の駒台の枚数で決定", want: []int{1, 0}},
		{name: "① decides, full-width digits", material: [][3]string{{"１", "9", ""}, {"0", "15", ""}},
			preview: "①駒の点数で決定", want: []int{1, 0}},
		{name: "a typed order overrides", material: [][3]string{{"1", "10", "2"}, {"1", "10", "5"}}, order: "1,2",
			preview: "③撃破した相手の駒台の枚数で決定", want: []int{0, 1}, override: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ew, v, n := yoninBoard(t)
			A := n[0]
			// Seat 4 mated by seat 1, seat 3 by seat 2; seats 1 and 2 left.
			enterMates(t, v.cards.Objects[0], [][2]string{{A[3], A[0]}, {A[2], A[1]}})
			test.Tap(findButton(t, v.cards.Objects[0], "持将棋…"))
			f := v.jform
			require.NotNil(t, f)
			require.Len(t, f.players, 2)
			assert.Equal(t, 2, f.players[1].Mover)
			for i, m := range tt.material {
				f.rooks[i].SetText(m[0])
				f.others[i].SetText(m[1])
				f.hands[i].SetText(m[2])
			}
			assert.Contains(t, f.preview.Text, tt.preview)
			f.order.SetText(tt.order)
			test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "局を記録"))
			games := gamesAt(t, ew, 0)
			require.Len(t, games, 1)
			assert.Equal(t, tt.want, games[0].Game.Jishogi)
			assert.Equal(t, tt.override, games[0].Game.JishogiOverride)
			require.NotNil(t, games[0].Game.JishogiMaterial)
			board := texts(t, v.cards.Objects[0])
			if tt.override {
				assert.Contains(t, board, "審判が指定した順位（上書き）")
			} else {
				assert.Contains(t, board, tt.preview, "the board says which criterion decided")
			}
		})
	}
}

// The 持将棋 dialog refuses an incomplete entry and keeps it open.
func TestJishogiDialog_IncompleteMaterialIsRefused(t *testing.T) {
	ew, v, _ := yoninBoard(t)
	test.Tap(findButton(t, v.cards.Objects[0], "持将棋…"))
	f := v.jform
	require.Len(t, f.players, 4)
	f.rooks[0].SetText("1")
	assert.Contains(t, f.preview.Text, "全員の飛と小駒の数を入力してください")
	assert.False(t, f.submit())
	assert.Empty(t, gamesAt(t, ew, 0))
	assert.True(t, f.hands[0].Disabled(), "③ is 0 for a player who mated nobody")
}

// seed ■2 (6): the 入玉宣言 dialog asks the five conditions; any "no"
// refuses the declaration (play continues, nothing recorded); all "yes"
// goes on to the 持将棋 dialog and the game is recorded with it.
func TestNyugyokuDialog_Seed6FiveConditionsBeforeTheDeclarationIsAccepted(t *testing.T) {
	ew, v, n := yoninBoard(t)
	A := n[0]
	test.Tap(findButton(t, v.cards.Objects[0], "入玉宣言…"))
	f := v.nform
	require.NotNil(t, f)
	require.Len(t, f.conditions, 5)
	assert.Equal(t, "①250手目以降であること", f.conditions[0].Text)
	f.declarer.SetSelected(A[2])
	for i, c := range f.conditions {
		c.SetChecked(i != 3) // ④ the king is in check
	}
	f.check()
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "の入玉宣言は成立しません（対局続行）：④自玉に王手が掛かっていないこと")
	assert.Empty(t, gamesAt(t, ew, 0))

	test.Tap(findButton(t, v.cards.Objects[0], "入玉宣言…"))
	f = v.nform
	f.declarer.SetSelected(A[2])
	for _, c := range f.conditions {
		c.SetChecked(true)
	}
	v.jform = nil
	f.check()
	j := v.jform
	require.NotNil(t, j, "the 持将棋 dialog follows")
	for i := range j.players {
		j.others[i].SetText("5")
	}
	assert.Contains(t, j.preview.Text, "④手番で決定")
	require.True(t, j.submit())
	games := gamesAt(t, ew, 0)
	require.Len(t, games, 1)
	require.NotNil(t, games[0].Game.Nyugyoku)
	assert.Equal(t, 2, games[0].Game.Nyugyoku.Declarer)
	assert.Equal(t, []int{3, 2, 1, 0}, games[0].Game.Jishogi, "④: the later mover first")
	assert.Contains(t, texts(t, v.cards.Objects[0]), A[2]+"の入玉宣言（条件①〜⑤を確認）")
}
