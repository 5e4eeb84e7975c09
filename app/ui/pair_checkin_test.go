package ui

import (
	"strconv"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParticipantsScreen_Issue28CheckInColumnAndButtonUndone(t *testing.T) {
	ew := newTestEventWindow(t)
	v := ew.participants
	assert.True(t, v.checkinBtn.Disabled())
	v.table.Select(widget.TableCellID{Row: 1, Col: 1})
	id := v.shown[1].ID
	assert.Equal(t, "受付 (Ctrl+K)", v.checkinBtn.Text)
	test.Tap(v.checkinBtn)
	assert.Equal(t, "✓", v.cell(widget.TableCellID{Row: 1, Col: v.checkinCol}))
	assert.Equal(t, "受付を取り消す (Ctrl+K)", v.checkinBtn.Text, "the selection is kept")
	p, err := ew.svc.FindParticipant("#" + itoa(id))
	require.NoError(t, err)
	assert.True(t, p.CheckedIn)

	ew.undo()
	p, err = ew.svc.FindParticipant("#" + itoa(id))
	require.NoError(t, err)
	assert.False(t, p.CheckedIn, "Ctrl+Z takes it back")
	assert.Empty(t, v.cell(widget.TableCellID{Row: 1, Col: v.checkinCol}))
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestPairings_Issue28Round1AsksAboutWhoHasNotCheckedIn(t *testing.T) {
	for _, c := range []struct {
		button  string
		absent  bool
		nothing bool
	}{
		{button: "欠席にする", absent: true},
		{button: "そのまま組む"},
		{button: "キャンセル (Enter", nothing: true},
	} {
		t.Run(c.button, func(t *testing.T) {
			ew := newTestEventWindow(t)
			// Pairing runs in turn with its redraw: nothing of it is left
			// running when the test (or the next case) goes on.
			ew.g.offUI = inTurn
			ps, err := ew.svc.Participants()
			require.NoError(t, err)
			for _, p := range ps[:len(ps)-2] {
				require.NoError(t, ew.svc.SetCheckedIn(p.ID, true))
			}
			require.NoError(t, ew.reload())
			ew.pairings.pairNext()
			top := ew.win.Canvas().Overlays().Top()
			require.NotNil(t, top, "a question, not a pairing")
			got := texts(t, top)
			assert.Contains(t, got, "未受付の人が 2 人います")
			assert.Contains(t, got, ps[len(ps)-1].Name)
			rs, _ := ew.svc.Rounds()
			require.Empty(t, rs, "nothing paired before the answer")

			// Enter decides nothing: the question stays open until the
			// arbiter chooses (Enter is the cancel button's).
			if c.nothing {
				ew.win.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
				assert.Nil(t, ew.win.Canvas().Overlays().Top(), "Enter closed the question")
				rs, _ := ew.svc.Rounds()
				assert.Empty(t, rs)
				p, _ := ew.svc.FindParticipant("#" + itoa(ps[len(ps)-1].ID))
				assert.Empty(t, p.Absent, "nobody marked absent by Enter")
				return
			}
			test.Tap(findButton(t, top, c.button))
			if c.nothing {
				rs, _ := ew.svc.Rounds()
				assert.Empty(t, rs)
				return
			}
			rs, _ = ew.svc.Rounds()
			require.Len(t, rs, 1, "paired after the answer")
			playing := map[int]bool{}
			for _, g := range rs[0].Games {
				playing[g.Black], playing[g.White] = true, true
			}
			last := ps[len(ps)-1]
			assert.Equal(t, !c.absent, playing[last.ID])
			p, _ := ew.svc.FindParticipant("#" + itoa(last.ID))
			assert.Equal(t, c.absent, len(p.Absent) == 1)
		})
	}
}
