package tournament

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestDescribeChange_NamesEachActionInBothLanguages(t *testing.T) {
	people := Snapshot{Participants: []Stored{
		{Key: 4, Data: json.RawMessage(`{"id":4,"name":"山田 太郎"}`)},
		{Key: 7, Data: json.RawMessage(`{"id":7,"name":"佐藤 花子"}`)},
	}}
	renamed := Snapshot{Participants: []Stored{
		{Key: 4, Data: json.RawMessage(`{"id":4,"name":"山田 太郎（東京）"}`)},
		{Key: 7, Data: json.RawMessage(`{"id":7,"name":"佐藤 花子"}`)},
	}}
	tests := []struct {
		action, detail string
		en, ja         string
	}{
		{"result", "round 1 table 3: #4–#7 40-24", "result (round 1, table 3)", "結果（1回戦 3番卓）"},
		{"result.clear", "round 2 table 12: #4–#7 40-24 cleared (not reported)", "clearing of the result (round 2, table 12)", "結果の取り消し（2回戦 12番卓）"},
		{"dispute.record", `round 3 table 1 disputed: record "40-24", Black claims "x", White claims "y"; decision: z`, "dispute (round 3, table 1)", "異議の申し立て（3回戦 1番卓）"},
		{"dispute.rule", "round 3 table 1 ruled: 40-24", "ruling (round 3, table 1)", "裁定（3回戦 1番卓）"},
		{"round.colours", "round 1 table 2: colours swapped (Black #7, White #4)", "colour swap (round 1, table 2)", "黒白の入れ替え（1回戦 2番卓）"},
		{"round.pair", "round 2 paired: 12 games, bye to #4", "pairing of round 2", "2回戦の組み合わせ"},
		{"round.repair", "round 2 re-paired: 12 games", "re-pairing of round 2", "2回戦の組み直し"},
		{"round.undo", "round 2 removed (12 games)", "removal of round 2", "2回戦の組み合わせの取り消し"},
		{"round.publish", "round 2 published", "publication of round 2", "2回戦の組み合わせ発表"},
		{"round.swap", "round 2: #4 and #7 swapped", "swap of 山田 太郎 and 佐藤 花子 (round 2)", "山田 太郎と佐藤 花子の入れ替え（2回戦）"},
		{"players.add", "added #4 山田 太郎（東京） (3d) 東京都", "adding 山田 太郎（東京）", "参加者の追加（山田 太郎（東京））"},
		{"players.edit", "edited #4: #4 山田 太郎 → #4 山田 太郎（東京）", "edit of 山田 太郎（東京）", "参加者の編集（山田 太郎（東京））"},
		{"players.withdraw", "#7 佐藤 花子 withdrawn from round 3", "withdrawal of 佐藤 花子", "棄権（佐藤 花子）"},
		{"players.reinstate", "#7 佐藤 花子 reinstated (was withdrawn from round 3)", "reinstatement of 佐藤 花子", "棄権の取り消し（佐藤 花子）"},
		{"players.absent", "#7 佐藤 花子 absent in round 4", "absence of 佐藤 花子 (round 4)", "欠席（佐藤 花子、4回戦）"},
		{"players.absent", "#7 佐藤 花子 present again in round 4", "presence of 佐藤 花子 (round 4)", "欠席の取り消し（佐藤 花子、4回戦）"},
		{"players.checkin", "#7 佐藤 花子 checked in", "check-in of 佐藤 花子", "受付（佐藤 花子）"},
		{"players.checkin", "#7 佐藤 花子 no longer checked in", "undoing the check-in of 佐藤 花子", "受付の取り消し（佐藤 花子）"},
		{"players.absent-unchecked", "absent in round 1 (not checked in): [#7 佐藤 花子]", "absence in round 1 of those not checked in", "未受付の人の1回戦欠席"},
		{"players.import", "imported 24 participants (UTF-8), ids 1–24", "import of 24 participants", "参加者の取り込み（24人）"},
		{"settings", `minutes "20"→"30"`, "settings", "設定の変更"},
		{"some.new", "round 4 table 2: x", "some.new (round 4, table 2)", "操作「some.new」（4回戦 2番卓）"},
		{"some.new", "x", "some.new", "操作「some.new」"},
	}
	for _, tt := range tests {
		t.Run(tt.action, func(t *testing.T) {
			got := describeChange("othello", tt.action, tt.detail, people, renamed)
			assert.Equal(t, tt.en, got.En)
			assert.Equal(t, tt.ja, got.Ja)
		})
	}
}
