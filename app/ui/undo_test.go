package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// Undo and redo across a pairing, a result typed on the results screen and
// a withdrawal: each step back restores exactly the state before, and the
// foot of the window says what was undone.
func TestUndo_ResultPairingAndWithdrawalStepBackAndForth(t *testing.T) {
	ew := newTestEventWindow(t)
	state := func() tournament.State {
		s, err := ew.svc.State()
		require.NoError(t, err)
		return s
	}
	s0 := state()
	_, err := ew.svc.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, ew.reload())
	s1 := state()
	ew.showView(ew.results.content)
	ew.win.Canvas().Focus(ew.results.table)
	keys(t, ew, "3\n40\n24\n")
	require.Equal(t, "40-24", resultAt(t, ew, 1, 3))
	s2 := state()
	ps, _ := ew.svc.Participants()
	require.NoError(t, ew.svc.Withdraw(ps[5].ID, 2))
	require.NoError(t, ew.reload())
	s3 := state()

	ew.undo()
	assert.Equal(t, s2, state(), "the withdrawal is undone")
	assert.Contains(t, ew.notice.Text, "元に戻しました")
	assert.Contains(t, ew.notice.Text, "棄権")
	ew.undo()
	assert.Equal(t, s1, state(), "the result is undone")
	assert.Contains(t, ew.notice.Text, "1回戦 3番卓")
	assert.Equal(t, "", resultAt(t, ew, 1, 3))
	assert.Equal(t, "…", ew.results.cell(tableCell(2, 3)), "the results screen shows table 3 waiting again")
	ew.undo()
	assert.Equal(t, s0, state(), "the pairing is undone")
	ew.undo()
	assert.Contains(t, ew.notice.Text, "元に戻せる操作はありません", "nothing more to undo, said without a dialog")
	assert.Nil(t, ew.win.Canvas().Overlays().Top())

	ew.redo()
	assert.Equal(t, s1, state())
	ew.redo()
	assert.Equal(t, s2, state())
	assert.Contains(t, ew.notice.Text, "やり直しました")
	ew.redo()
	assert.Equal(t, s3, state(), "redo brings back exactly the state after the withdrawal")

	log, err := ew.svc.AuditLog()
	require.NoError(t, err)
	var undos, redos int
	for _, e := range log {
		switch e.Action {
		case "undo":
			undos++
		case "redo":
			redos++
		}
	}
	assert.Equal(t, 3, undos, "each undo is a logged change")
	assert.Equal(t, 3, redos)
}

// A four-player shogi game entered from the keyboard is undone and redone.
func TestUndo_FourPlayerShogiGame(t *testing.T) {
	ew, _, _ := seatedYoninWindow(t)
	v := screenOf[*yoninView](ew)
	games := func() int {
		_, st, err := yoningame.Of(ew.svc).YoninStandings("予選")
		require.NoError(t, err)
		return len(st.Tables[0].Games)
	}
	ew.showView(v.content)
	ew.win.Canvas().Focus(v.table)
	keys(t, ew, "A\n4<1,3<1,2<1\n")
	require.Equal(t, 1, games())
	ew.undo()
	assert.Equal(t, 0, games())
	assert.Contains(t, ew.notice.Text, "元に戻しました")
	assert.Contains(t, texts(t, v.cards.Objects[0]), "四1局", "the board shows game 1 to play again")
	ew.redo()
	assert.Equal(t, 1, games())
	assert.Contains(t, texts(t, v.cards.Objects[0]), "四1局 一本場", "the parent won: 連荘, game 1 again with one 本場")
}

func tableCell(row, col int) widget.TableCellID { return widget.TableCellID{Row: row, Col: col} }
