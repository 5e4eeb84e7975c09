package yonin_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	_ "taikai/tournament/yonin"
)

// Issue 30, one seam per game: Four-player shogi's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30YoninNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	tests := []struct {
		action, detail string
		en, ja         string
	}{
		{"yonin.table", "予選 table A seated: [1 2 3 0]", "seating (予選, table A)", "座席の指定（予選 A卓）"},
		{"yonin.seat", "本戦 drawn: 3 tables, 0 repeat meetings", "seating of 本戦", "本戦の組み合わせ"},
		{"yonin.game", "予選 table B 四1局 (parent x): a → b", "game (予選, table B)", "対局結果（予選 B卓）"},
		{"yonin.game", "予選 table B 四2局: 千日手, void", "game (予選, table B)", "対局結果（予選 B卓）"},
		{"yonin.jishogi", "予選 table C 四3局: 持将棋 a > b", "jishogi (予選, table C)", "持将棋（予選 C卓）"},
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
