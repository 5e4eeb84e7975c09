package teams_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	_ "taikai/tournament/teams"
)

// Issue 30, one seam per game: The team events' own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30TeamsNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	tests := []struct {
		action, detail string
		en, ja         string
	}{
		{"teams.add", "added team #4 山田 太郎 (3 players, 0 reserves)", "adding team 山田 太郎（東京）", "チームの追加（山田 太郎（東京））"},
		{"teams.import", "imported 8 teams (UTF-8): a, b", "import of 8 teams", "チームの取り込み（8チーム）"},
		{"teams.substitute", "round 2 table 3 board 2: team x plays a instead of b", "reserve put in (round 2, table 3)", "補欠の出場（2回戦 3番卓）"},
		{"teams.order", "team x: board order [a b c]", "board order of a team", "オーダーの変更"},
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
