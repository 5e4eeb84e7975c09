package ui

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Issue 30: the disputes form names the claims after the section's sides:
// 先手の主張 and 後手の主張 in a shogi section, 黒の主張 and 白の主張 in an
// Othello one, as drawn in the form and as the table heads them.
func TestDisputesForm_Issue30ClaimsNamedAfterTheGamesSides(t *testing.T) {
	for _, tt := range []struct{ game, first, second, not string }{
		{"shogi", "先手の主張", "後手の主張", "黒の主張"},
		{"othello", "黒の主張", "白の主張", "先手の主張"},
	} {
		t.Run(tt.game, func(t *testing.T) {
			ew := newGameWindow(t, tt.game, 8, func(svc *tournament.Service) {
				_, err := svc.PairNextRound()
				require.NoError(t, err)
			})
			ew.g.offUI = func(work, done func()) { work(); done() }
			d := screenOf[*disputesView](ew)
			ew.showView(d.content)
			var drawn []string
			for _, o := range test.LaidOutObjects(d.claims) {
				if txt, ok := o.(*canvas.Text); ok {
					drawn = append(drawn, txt.Text)
				}
			}
			assert.Contains(t, drawn, tt.first)
			assert.Contains(t, drawn, tt.second)
			assert.NotContains(t, drawn, tt.not)
			assert.Equal(t, tt.first, headerText(t, d.table, 5))
			assert.Equal(t, tt.second, headerText(t, d.table, 6))
		})
	}
}
