package ui

import (
	"testing"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// disputesOfGame is the disputes screen, shown and loaded, of a demo
// event of game with 8 players.
func disputesOfGame(t *testing.T, game string) *disputesView {
	t.Helper()
	ew := newGameWindow(t, game, 8, nil)
	d := screenOf[*disputesView](ew)
	ew.showView(d.content)
	require.NoError(t, ew.reload())
	return d
}

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
			ew.g.offUI = inTurn
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

// The disputes screen's fields show examples in the section's game's words
// (an Othello disc count only in Othello), and a claim left empty is no
// claim in every game.
func TestDisputesForm_Issue30ExamplesInTheGamesWords(t *testing.T) {
	for _, tt := range []struct{ game, claim, ruling, not string }{
		{"shogi", "例 先手勝ち（空欄：主張なし）", "千日手 先手勝ち", "33-31"},
		{"go", "例 黒3目半勝ち（空欄：主張なし）", "持碁", "33-31"},
		{"pairgo", "例 62-58（空欄：主張なし）", "誤順", "33-31"},
		{"othello", "例 33-31（空欄：主張なし）", "黒反則負け", "先手"},
	} {
		t.Run(tt.game, func(t *testing.T) {
			d := disputesOfGame(t, tt.game)
			assert.Equal(t, tt.claim, d.black.PlaceHolder)
			assert.Contains(t, d.white.PlaceHolder, "（空欄：主張なし）")
			assert.Contains(t, d.ruling.PlaceHolder, tt.ruling)
			assert.NotContains(t, d.black.PlaceHolder+d.ruling.PlaceHolder, tt.not)
		})
	}
}

// Issue 29: the disputes screen's check that orders a replay says the
// game's word: 指し直しを命じる in a shogi section, 打ち直しを命じる in an
// Othello or Go one.
func TestDisputesForm_Issue29ReplayInTheGamesWord(t *testing.T) {
	for _, tt := range []struct{ game, replay, not string }{
		{"shogi", "指し直しを命じる（無勝負のとき）", "打ち直し"},
		{"othello", "打ち直しを命じる（無勝負のとき）", "指し直し"},
		{"go", "打ち直しを命じる（無勝負のとき）", "指し直し"},
	} {
		t.Run(tt.game, func(t *testing.T) {
			d := disputesOfGame(t, tt.game)
			assert.Equal(t, tt.replay, d.replay.Text)
			var drawn []string
			for _, o := range test.LaidOutObjects(d.content) {
				if txt, ok := o.(*canvas.Text); ok {
					drawn = append(drawn, txt.Text)
				}
			}
			assert.Contains(t, drawn, tt.replay)
			for _, s := range drawn {
				assert.NotContains(t, s, tt.not)
			}
		})
	}
}
