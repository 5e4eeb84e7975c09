package othello_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	_ "taikai/tournament/othello"
)

// Issue 30, one seam per game: Othello's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30OthelloNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	tests := []struct {
		action, detail string
		en, ja         string
	}{
		{"finals.hidden-disc", "round 7 table 1: hidden disc: Black #4, White #7, draw-win right #4. x", "hidden disc (round 7, table 1)", "伏せ石（7回戦 1番卓）"},
		{"round.finals", "finals: x", "pairing of the finals", "決勝の組み合わせ"},
		{"games.import", "imported 30 games in rounds 1–3", "games import", "対局結果の取り込み"},
	}
	for _, tt := range tests {
		t.Run(tt.action, func(t *testing.T) {
			e := tournament.AuditEntry{Action: tt.action, Detail: tt.detail}
			en, _ := tournament.AuditText(e, names, tournament.English)
			ja, _ := tournament.AuditText(e, names, tournament.Japanese)
			assert.Equal(t, tt.en, en)
			assert.Equal(t, tt.ja, ja)
		})
	}
}

// Issue 30, one seam per game: Othello's finals and its games import pair
// or complete rounds, and Othello registers them for a snapshot itself
// (SnapshotActions): the shared list names neither.
func TestSnapshotActions_Issue30OthelloRegistersItsFinalsAndGamesImport(t *testing.T) {
	for _, a := range []string{"round.finals", "games.import"} {
		assert.True(t, tournament.IsSnapshotAction(a), a)
	}
}
