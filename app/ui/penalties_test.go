package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed 002 rule 22 in the GUI: on the disputes screen the arbiter picks a
// player by name, chooses 持ち時間減 (the minutes field opens), types 2 and
// records it; then 退場 for another player, which says the player is
// withdrawn and which game of theirs waits for a result. Both are listed.
func TestDisputesScreen_Seed002Rule22PenaltyWithoutADispute(t *testing.T) {
	ew, r := pairedTestWindow(t)
	v := ew.disputes
	ew.showView(v.content)
	f := v.penalty
	g := r.Games[0]
	names := f.names

	assert.True(t, f.minutes.Disabled(), "minutes only for a time deduction")
	f.record()
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top)
	assert.Contains(t, texts(t, top), "先に選手を選んでください")
	top.Hide()
	ew.win.Canvas().Overlays().Remove(top)

	f.who.entry.SetText(names[g.Black])
	f.who.pickHighlighted()
	f.kind.SetSelected("持ち時間減")
	assert.False(t, f.minutes.Disabled())
	f.minutes.SetText("2")
	f.note.SetText("不正着手")
	f.record()
	assert.Contains(t, f.status.Text, "罰則を記録しました："+names[g.Black]+"：持ち時間減 2分（1回戦 1番卓）：不正着手")
	assert.Empty(t, f.who.entry.Text, "the form is cleared")

	f.who.entry.SetText(names[g.White])
	f.who.pickHighlighted()
	f.kind.SetSelected("退場")
	f.record()
	top = ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the expulsion says what follows")
	msg := texts(t, top)
	assert.Contains(t, msg, names[g.White]+" は 2 回戦から棄権扱いです（退場）。")
	assert.Contains(t, msg, "1 回戦 1 番卓はまだ結果がありません。")
	p, err := ew.svc.FindParticipant(names[g.White])
	require.NoError(t, err)
	assert.Equal(t, 2, p.WithdrawnFrom)
	assert.Contains(t, f.list.Text, names[g.Black]+"：持ち時間減 2分（1回戦 1番卓）：不正着手")
	assert.Contains(t, f.list.Text, names[g.White]+"：退場（1回戦 1番卓）")
}
