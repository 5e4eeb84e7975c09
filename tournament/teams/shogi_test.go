package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
	"taikai/tournament/teams"
)

// Shogi team events (issue 30 with issue 26): each board seated with the
// 手合割 of its two players' ranks, a match entered by marks or by each
// board's words (先手勝ち …), and △ only where the section makes a 千日手 a
// draw (sennichite=draw; replayed by default).
func TestTeams_Issue30ShogiBoardsSeatedWithTheirTeaiAndEnteredInShogiWords(t *testing.T) {
	for _, c := range []struct {
		sennichite string
		drawOK     bool
	}{{"replay", false}, {"draw", true}} {
		_, s := teamSection(t, "shogi", 3, "", map[string]string{"handicap": "true", "seed": "30", "sennichite": c.sennichite})
		a := addTeam(t, s, "甲", "三段", "初段", "1級")
		addTeam(t, s, "乙", "三段", "1級", "4級")
		m, bds := onlyMatch(t, s, 3)
		ev, err := s.Event()
		require.NoError(t, err)
		var teai []string
		for _, b := range bds {
			h := tournament.GameHandicap(ev, b.Game)
			require.NotNil(t, h, "board seated with its 手合")
			teai = append(teai, h.Text.Ja)
		}
		assert.Contains(t, teai[0], "平手", "board 1: 三段 v 三段")
		assert.Contains(t, teai[1], "下位者先手", "board 2: 初段 v 1級, one step: 平手, the weaker moves first")
		assert.Contains(t, teai[2], "角落ち", "board 3: 1級 v 4級, three steps (the dojo table)")

		_, err = s.RecordResult(1, m.Table, "先手勝ち,後手勝ち,先手勝ち")
		require.NoError(t, err, "each board's result in shogi's words")
		got := gameAt(t, s, 1, m.Table)
		require.NotNil(t, got.Result)

		_, err = s.RecordResult(1, m.Table, "○×△")
		if !c.drawOK {
			require.Error(t, err, "a 千日手 is replayed: no drawn board")
			assert.Contains(t, tournament.Localize(err, tournament.Japanese), "3番盤：")
			continue
		}
		require.NoError(t, err)
		first := a.ID
		if m.Black != a.ID {
			first = m.White
		}
		assert.Equal(t, "△", teams.Boards(gameAt(t, s, 1, m.Table))[2].Mark(first))
	}
}
