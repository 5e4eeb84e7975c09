package othello_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	"taikai/tournament/gametest"
	_ "taikai/tournament/othello"
)

// Issue 30, one seam per game: Othello's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30OthelloNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	gametest.AssertAuditTexts(t, names, []gametest.AuditText{
		{Action: "finals.hidden-disc", Detail: "round 7 table 1: hidden disc: Black #4, White #7, draw-win right #4. x", En: "hidden disc (round 7, table 1)", Ja: "伏せ石（7回戦 1番卓）"},
		{Action: "round.finals", Detail: "finals: x", En: "pairing of the finals", Ja: "決勝の組み合わせ"},
		{Action: "games.import", Detail: "imported 30 games in rounds 1–3", En: "games import", Ja: "対局結果の取り込み"},
	})
}

// Issue 30, one seam per game: Othello's finals and its games import pair
// or complete rounds, and Othello registers them for a snapshot itself
// (SnapshotActions): the shared list names neither.
func TestSnapshotActions_Issue30OthelloRegistersItsFinalsAndGamesImport(t *testing.T) {
	for _, a := range []string{"round.finals", "games.import"} {
		assert.True(t, tournament.IsSnapshotAction(a), a)
	}
}
