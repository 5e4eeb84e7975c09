package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament/othello"
)

// Seed 002 (決勝は引き分けなし; rules 21, 23): the finals screen's award list
// of a final held 勝敗預かり says 未定 for both finalists and crowns nobody.
func TestFinalsScreen_Seed002PendingFinalListsUndecided(t *testing.T) {
	ew := newTestEventWindow(t)
	for n := 1; n <= 6; n++ {
		playRound(t, ew, func(i int) string { return []string{"40-24", "24-40", "36-28"}[(i+n)%3] })
	}
	_, _, err := othello.Of(ew.svc).PairFinals()
	require.NoError(t, err)
	h, _, _, err := othello.Of(ew.svc).HiddenDiscRoles(7, 1)
	require.NoError(t, err)
	_, err = othello.Of(ew.svc).RecordHiddenDisc(7, 1, h, "black", "black", "colour", "white")
	require.NoError(t, err)
	_, err = ew.svc.RecordResult(7, 1, "勝敗預かり")
	require.NoError(t, err)
	v := screenOf[*finalsView](ew)
	ew.showView(v.content)
	require.NoError(t, ew.reload())
	r, _ := ew.svc.Round(7)
	require.GreaterOrEqual(t, len(v.lines), 2)
	for _, id := range []int{r.Games[0].Black, r.Games[0].White} {
		assert.Contains(t, v.lines, "未定　"+v.names[id]+"　未定 — 決勝戦勝敗預かり：裁定待ち")
	}
	for _, l := range v.lines {
		assert.NotContains(t, l, "1位")
		assert.NotContains(t, l, "七段")
	}
}
