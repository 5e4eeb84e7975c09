package web

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 30, sides through the seam: the desk's preview names the winner's
// side as the section's game does: （先手）の勝ち in shogi, （黒）の勝ち in
// Othello.
func TestDesk_Issue30PreviewNamesTheWinnersSide(t *testing.T) {
	for _, tc := range []struct{ game, result, want, not string }{
		{"shogi", "先手勝ち", "（先手）の勝ち", "（黒）"},
		{"othello", "40-24", "（黒）の勝ち", "（先手）"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			svc := demoService(t, tournament.GameKind(tc.game), 8, tournament.WithArbiter("審判 一郎"))
			_, err := svc.PairNextRound()
			require.NoError(t, err)
			s := deskServe(t, svc, DeskOptions{}, nil)
			c := openedDesk(t, s, "10.0.0.3:1", "受付デスク1")
			w := c.post("/desk/result", url.Values{"table": {"1"}, "result": {tc.result}, "step": {"preview"}})
			require.Equal(t, http.StatusOK, w.Code, w.Body.String())
			assert.Contains(t, w.Body.String(), tc.want)
			assert.NotContains(t, w.Body.String(), tc.not)
		})
	}
}
