package ui

import (
	"testing"

	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// headerText is the title the table draws over column col.
func headerText(t *testing.T, tb *widget.Table, col int) string {
	t.Helper()
	head, ok := tb.CreateHeader().(*widget.Label)
	require.True(t, ok)
	tb.UpdateHeader(widget.TableCellID{Row: -1, Col: col}, head)
	return head.Text
}

// Issue 30: the pairings, results and disputes screens of a shogi section
// head the sides 先手 and 後手; an Othello section's keep 黒（先手）and
// 白（後手）.
func TestScreens_Issue30ShogiSidesAreSenteAndGote(t *testing.T) {
	for _, tt := range []struct{ game, first, second string }{
		{"shogi", "先手", "後手"},
		{"othello", "黒（先手）", "白（後手）"},
	} {
		t.Run(tt.game, func(t *testing.T) {
			ew := newGameWindow(t, tt.game, 8, func(svc *tournament.Service) {
				_, err := svc.PairNextRound()
				require.NoError(t, err)
			})
			p := ew.pairings
			ew.showView(p.content)
			assert.Equal(t, tt.first, headerText(t, p.table, 1))
			assert.Equal(t, tt.second, headerText(t, p.table, 3))
			r := screenOf[*resultsView](ew)
			ew.showView(r.content)
			assert.Equal(t, tt.first, headerText(t, r.list, 1))
			assert.Equal(t, tt.second, headerText(t, r.list, 2))
			d := screenOf[*disputesView](ew)
			ew.showView(d.content)
			assert.Equal(t, tt.first, headerText(t, d.table, 2))
			assert.Equal(t, []rune(tt.first)[0], []rune(headerText(t, d.table, 5))[0], "the claims: 黒の主張, 先手の主張")
		})
	}
}
