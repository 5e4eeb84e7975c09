package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// fourEntrants adds section form to v with four 1d players, 選手01…選手04,
// and returns it and its service.
func fourEntrants(t *testing.T, v *tournament.Venue, form tournament.SectionForm) (tournament.Section, *tournament.Service) {
	t.Helper()
	sec, err := v.AddSection(form)
	require.NoError(t, err)
	_, s, err := v.Section(form.Key)
	require.NoError(t, err)
	for i := range 4 {
		_, err := s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: fmt.Sprintf("選手%02d", i+1), tournament.FieldRank: "1d"})
		require.NoError(t, err)
	}
	return sec, s
}

// 部門 → 同順位を決める… on a knockout of four without a 3位決定戦: refused
// while it is being played; once over, its semi-final losers share place
// 3, and the dialog lists them with nothing chosen; recording without the
// order or the way is refused and keeps the dialog, a player chosen twice
// too; the order and 抽選 chosen record the lot, and the dialog then says
// there is no tie left, with the decision.
func TestSections_Issue25TieDecidedFromTheSectionMenu(t *testing.T) {
	ew, v := newVenueWindow(t, "囲碁大会")
	sec, s := fourEntrants(t, v, tournament.SectionForm{Key: "K", Name: "決勝T", Game: "go", Format: "knockout", Tables: "1-4"})
	require.NoError(t, ew.reload())
	ew.showSection(sec.ID)

	playRoundAtTheDesk(t, ew)
	sectionMenuItem(t, ew, "部門", "同順位を決める…").Action()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "終わっていません")
	test.Tap(findButton(t, top, "閉じる"))
	playRoundAtTheDesk(t, ew)

	open, _, err := v.Ties("K")
	require.NoError(t, err)
	require.Len(t, open, 1)
	names := map[int]string{}
	ps, _ := s.Participants()
	for _, p := range ps {
		names[p.ID] = p.Name
	}
	sectionMenuItem(t, ew, "部門", "同順位を決める…").Action()
	top = ew.win.Canvas().Overlays().Top()
	sels := selects(t, top)
	require.Len(t, sels, 4, "the tie, two places, the way")
	assert.Equal(t, "3位: "+names[open[0].Players[0]]+"・"+names[open[0].Players[1]], sels[0].Selected)
	for _, sel := range sels[1:] {
		assert.Equal(t, -1, sel.SelectedIndex(), "nothing chosen for the arbiter")
	}
	record := func() { test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "記録")) }
	record()
	require.Len(t, ew.win.Canvas().Overlays().List(), 2, "the form kept under the message")
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "1 番目の人を選んでください", "the message on top, not hidden by the form")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))
	first, second := open[0].Players[1], open[0].Players[0]
	sels[1].SetSelected(fmt.Sprintf("#%d %s", first, names[first]))
	sels[2].SetSelected(fmt.Sprintf("#%d %s", first, names[first]))
	record()
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "2回選ばれています")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))
	sels[2].SetSelected(fmt.Sprintf("#%d %s", second, names[second]))
	record()
	assert.Contains(t, texts(t, ew.win.Canvas().Overlays().Top()), "決め方（決定戦か抽選）を選んでください")
	test.Tap(findButton(t, ew.win.Canvas().Overlays().Top(), "閉じる"))
	_, made, err := v.Ties("K")
	require.NoError(t, err)
	assert.Empty(t, made, "nothing recorded yet")
	sels[3].SetSelected("抽選")
	record()
	require.Nil(t, ew.win.Canvas().Overlays().Top(), "the dialog closed")
	open, made, err = v.Ties("K")
	require.NoError(t, err)
	assert.Empty(t, open)
	require.Len(t, made, 1)
	assert.Equal(t, []int{first, second}, made[0].Players)
	assert.Equal(t, tournament.TieByLot, made[0].By)

	sectionMenuItem(t, ew, "部門", "同順位を決める…").Action()
	msg := texts(t, ew.win.Canvas().Overlays().Top())
	assert.Contains(t, msg, "この部門に決める同順位はありません")
	assert.True(t, strings.Contains(msg, "抽選で決定："+names[first]+" ＞ "+names[second]), msg)
}

// An Othello knockout's round on the finals screen: each game's hidden
// disc (伏せ石) is recorded there as for a final, since a knockout game
// must have a winner (its colours and draw-win right).
func TestFinalsScreen_Issue25OthelloKnockoutGamesTakeTheHiddenDisc(t *testing.T) {
	ew, v := newVenueWindow(t, "オセロ大会")
	sec, s := fourEntrants(t, v, tournament.SectionForm{Key: "K", Name: "決勝T", Game: "othello", Format: "knockout", Tables: "1-4",
		Settings: map[string]string{"early_final": "false"}})
	_, err := s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	ew.showSection(sec.ID)
	fv := screenOf[*finalsView](ew)
	ew.showView(fv.content)
	require.NoError(t, ew.reload())
	assert.Contains(t, fv.info.Text, "決勝トーナメント 1 回戦：各対局の手番と引き分け勝ちの権利は伏せ石で決めます。")
	require.Len(t, fv.games.Objects, 2, "one box a game, each with its hidden disc")
	assert.Contains(t, texts(t, fv.games.Objects[0]), "伏せ石")
}
