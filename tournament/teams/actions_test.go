package teams_test

import (
	"testing"

	"taikai/tournament/gametest"
	_ "taikai/tournament/teams"
)

// Issue 30, one seam per game: The team events' own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30TeamsNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	gametest.AssertAuditTexts(t, names, []gametest.AuditText{
		{Action: "teams.add", Detail: "added team #4 山田 太郎 (3 players, 0 reserves)", En: "adding team 山田 太郎（東京）", Ja: "チームの追加（山田 太郎（東京））"},
		{Action: "teams.import", Detail: "imported 8 teams (UTF-8): a, b", En: "import of 8 teams", Ja: "チームの取り込み（8チーム）"},
		{Action: "teams.substitute", Detail: "round 2 table 3 board 2: team x plays a instead of b", En: "reserve put in (round 2, table 3)", Ja: "補欠の出場（2回戦 3番卓）"},
		{Action: "teams.order", Detail: "team x: board order [a b c]", En: "board order of a team", Ja: "オーダーの変更"},
	})
}
