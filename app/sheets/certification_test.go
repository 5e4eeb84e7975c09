package sheets

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	othellogame "taikai/tournament/othello"
)

// Seed 002 (決勝は引き分けなし; rules 21, 23): a final held 勝敗預かり prints
// 未定 for both finalists on the award list — no 1位, no 七段 — until the
// arbiter rules; the preliminary 3rd keeps 3位.
func TestCertification_Seed002PendingFinalPrintsUndecided(t *testing.T) {
	s := atPrintTime(tournament.WithArbiter("審判"))
	require.NoError(t, s.CreateDemoWith("othello", 12))
	require.NoError(t, s.ChangeSettings(map[string]string{"playoff": "false"}))
	for n := 1; n <= 6; n++ {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		for i, g := range r.Games {
			if !g.IsBye() {
				b := (n*7 + i*13) % 65
				recordOK(t, s, n, g.Table, fmt.Sprintf("%d-%d", b, 64-b))
			}
		}
	}
	r, _, err := othellogame.Of(s).PairFinals()
	require.NoError(t, err)
	h, _, _, err := othellogame.Of(s).HiddenDiscRoles(r.Number, 1)
	require.NoError(t, err)
	_, err = othellogame.Of(s).RecordHiddenDisc(r.Number, 1, h, "black", "black", "colour", "white")
	require.NoError(t, err)
	recordOK(t, s, r.Number, 1, "pending")

	got := text(t, render(t, s, "certification", 0))
	names, err := s.Names()
	require.NoError(t, err)
	assert.Regexp(t, "未定 "+names[r.Games[0].Black]+" .* 未定 ", got)
	assert.Regexp(t, "未定 "+names[r.Games[0].White]+" .* 未定 ", got)
	assert.NotContains(t, got, "1位")
	assert.NotContains(t, got, "2位")
	assert.NotContains(t, got, "七段")
	assert.Contains(t, got, "3位")
	assert.Contains(t, got, "決勝戦勝敗預かり：裁定待ち")
}
