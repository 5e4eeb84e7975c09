package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Seed 002's early final (5回戦終了時点において5戦全勝者が2名以下…): with
// A (4–0) v B (4–0) held 勝敗預かり in round 5, pairing round 6 in the GUI
// is refused with the reason in Japanese, and the finals screen says the
// decision waits for the ruling.
func TestPairingsScreen_Seed002EarlyFinalWaitsForThePendingRuling(t *testing.T) {
	a := japaneseApp(t)
	mem, s := newEvent(t, tournament.EventInfo{Game: "othello", Name: "テスト大会"}, nil)
	_, err := s.ImportParticipants([]byte("name\n青木 一郎\n井上 二郎\n上田 三郎\n江藤 四郎\n小野 五郎\n加藤 六郎\n"))
	require.NoError(t, err)
	game := func(table, b, w int, res string) tournament.Game {
		return tournament.Game{Table: table, Black: b, White: w, Result: &tournament.Result{Text: res}}
	}
	require.NoError(t, s.Store().Update(func(w tournament.Writer) error {
		for i, gs := range [][]tournament.Game{
			{game(1, 1, 3, "40-24"), game(2, 2, 4, "40-24"), game(3, 5, 6, "40-24")},
			{game(1, 1, 4, "40-24"), game(2, 2, 5, "40-24"), game(3, 3, 6, "40-24")},
			{game(1, 1, 5, "40-24"), game(2, 2, 6, "40-24"), game(3, 3, 4, "40-24")},
			{game(1, 1, 6, "40-24"), game(2, 2, 3, "40-24"), game(3, 4, 5, "40-24")},
			{game(1, 1, 2, "pending"), game(2, 3, 5, "40-24"), game(3, 4, 6, "40-24")},
		} {
			if err := w.PutRound(tournament.Round{Number: i + 1, Published: true, Games: gs}); err != nil {
				return err
			}
		}
		return nil
	}))
	ew := openWindow(t, a, mem, "ouza.taikai", nil)

	ew.apply(tr("Cannot pair", "組み合わせられません"), func() error { _, err := ew.svc.PairNextRound(); return err })
	top := ew.win.Canvas().Overlays().Top()
	require.NotNil(t, top, "the refusal is shown")
	msg := texts(t, top)
	assert.Contains(t, msg, "5回戦1番卓（青木 一郎 対 井上 二郎） は勝敗預かりです")
	assert.Contains(t, msg, "早期決勝進出の判定と6回戦の組合せは裁定を待ちます")
	rs, _ := ew.svc.Rounds()
	assert.Len(t, rs, 5)

	v := screenOf[*finalsView](ew)
	ew.showView(v.content)
	require.NoError(t, ew.reload())
	assert.Contains(t, v.info.Text, "裁定を待ちます")
}
