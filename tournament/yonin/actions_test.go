package yonin_test

import (
	"testing"

	"taikai/tournament/gametest"
	_ "taikai/tournament/yonin"
)

// Issue 30, one seam per game: Four-player shogi's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30YoninNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	gametest.AssertAuditTexts(t, names, []gametest.AuditText{
		{Action: "yonin.table", Detail: "予選 table A seated: [1 2 3 0]", En: "seating (予選, table A)", Ja: "座席の指定（予選 A卓）"},
		{Action: "yonin.seat", Detail: "本戦 drawn: 3 tables, 0 repeat meetings", En: "seating of 本戦", Ja: "本戦の組み合わせ"},
		{Action: "yonin.game", Detail: "予選 table B 四1局 (parent x): a → b", En: "game (予選, table B)", Ja: "対局結果（予選 B卓）"},
		{Action: "yonin.game", Detail: "予選 table B 四2局: 千日手, void", En: "game (予選, table B)", Ja: "対局結果（予選 B卓）"},
		{Action: "yonin.jishogi", Detail: "予選 table C 四3局: 持将棋 a > b", En: "jishogi (予選, table C)", Ja: "持将棋（予選 C卓）"},
	})
}
