package pairgo_test

import (
	"testing"

	"taikai/tournament/gametest"
	_ "taikai/tournament/pairgo"
)

// Issue 30, one seam per game: Pair Go's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30PairgoNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	gametest.AssertAuditTexts(t, names, []gametest.AuditText{
		{Action: "pairgo.rotation-error", Detail: "round 2 table 5: rotation error (誤順) by x", En: "rotation error (round 2, table 5)", Ja: "誤順（2回戦 5番卓）"},
		{Action: "pairs.add", Detail: "pair #4 x: #1 a and #2 b, captain a (f), pair point 1", En: "pair 山田 太郎（東京）", Ja: "ペアの登録（山田 太郎（東京））"},
	})
}
