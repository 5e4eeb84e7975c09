package tournament_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
)

// Issue 16: the audit log (操作履歴) reads in Japanese with players' names.
func TestAuditText_ReadsInJapaneseWithNames(t *testing.T) {
	names := map[int]string{18: "山田 太郎", 5: "佐藤 花子"}
	for _, tc := range []struct {
		action, detail, what, ja string
	}{
		{"result", "round 1 table 3: #18–#5 40-24, corrected from 38-26", "結果（1回戦 3番卓）", "1回戦 3番卓: 山田 太郎－佐藤 花子 40-24（訂正前 38-26）"},
		{"result", "round 2 table 1: #18–#5 40-24 (entered 38-24): 2 empty squares go to the winner", "結果（2回戦 1番卓）", "2回戦 1番卓: 山田 太郎－佐藤 花子 40-24（入力 38-24）: 2 empty squares go to the winner"},
		{"result.clear", "round 1 table 3: #18–#5 40-24 cleared (not reported)", "結果の取り消し（1回戦 3番卓）", "1回戦 3番卓: 山田 太郎－佐藤 花子 40-24 を取り消し（未報告）"},
		{"round.pair", "round 3 paired: 12 games, bye to #5", "3回戦の組み合わせ", "3回戦の組み合わせ：12局、不戦勝：佐藤 花子"},
		{"players.withdraw", "#18 山田 太郎 withdrawn from round 4", "棄権（山田 太郎）", "山田 太郎 は 4回戦から棄権"},
		{"event.create", `othello event "第1回 大会" on 2026-11-24 at "浅草橋"`, "大会の作成", "大会「第1回 大会」を作成（2026-11-24、会場「浅草橋」）"},
	} {
		what, detail := tournament.AuditText(tournament.AuditEntry{Action: tc.action, Detail: tc.detail}, names, tournament.Japanese)
		assert.Equal(t, tc.what, what, tc.detail)
		assert.Equal(t, tc.ja, detail, tc.detail)
	}
	_, en := tournament.AuditText(tournament.AuditEntry{Action: "result", Detail: "round 1 table 3: #18–#5 40-24"}, names, tournament.English)
	assert.Equal(t, "round 1 table 3: 山田 太郎–佐藤 花子 40-24", en)
}
