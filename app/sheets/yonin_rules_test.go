package sheets

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	yoningame "taikai/tournament/yonin"
)

// seed ■2 (7-1) and (5) on paper: the score sheet marks each 反則点 in the
// offender's cell and lists, under the table, the 反則点 without
// elimination and how each 持将棋 was ranked.
func TestYoninScores_Seed7_1FoulPointsAndSeed5JishogiCriteriaOnTheSheet(t *testing.T) {
	s := atPrintTime()
	require.NoError(t, s.CreateDemoWith("yonin", 4))
	ps, _ := s.Participants()
	var n [4]string
	for i := range n {
		n[i] = ps[i].Name
	}
	y := yoningame.Of(s)
	_, err := y.SeatTable("予選", "A", n)
	require.NoError(t, err)
	// 四1局: seat 2 wins with two 反則点; 四2局 (parent seat 2): 持将棋 by ③.
	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "1<4,4<2,3<2", Penalties: []string{"2", "2"}})
	require.NoError(t, err)
	_, err = y.RecordGame("予選", "A", yoningame.GameEntry{Mated: "4<1,3<2", Jishogi: &yoningame.JishogiEntry{Material: "1:r1,p10,h2;2:r1,p10,h5"}})
	require.NoError(t, err)
	for _, tc := range []struct {
		lang tournament.Lang
		want []string
	}{
		{tournament.Japanese, []string{"13 反−2", "四1局：反則点（撃破なし）：" + n[1] + " −2", "③撃破した相手の駒台の枚数で決定", "反−1＝反則点"}},
		{tournament.English, []string{"13 F−2", "反則点 (no elimination): " + n[1] + " −2", "decided by ③", "F−1 = foul point"}},
	} {
		sh, ok := Lookup("yonin", "yonin-scores")
		require.True(t, ok)
		var buf bytes.Buffer
		require.NoError(t, sh.Render(s, 1, Options{Lang: tc.lang, Now: printTime}, &buf))
		got := text(t, buf.Bytes())
		for _, w := range tc.want {
			assert.Contains(t, got, w, string(tc.lang))
		}
	}
}
