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
		{"round.pair-by-hand", "round 3 paired by hand: 12 games, bye to #5", "3回戦の組み合わせ（手で）", "3回戦を審判が手で組み合わせ：12局、不戦勝：佐藤 花子"},
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

// Issue 22: older entries, and changes logged only in English, read in
// Japanese with the event's words: results as the game says them, the
// settings by name, the guided decision's reasons, an undone change.
func TestAuditReader_Issue22EnglishOnlyEntriesReadInJapanese(t *testing.T) {
	ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "大会", Date: "2026-11-21"}, nil, today)
	if err != nil {
		t.Fatal(err)
	}
	names := map[int]string{18: "山田 太郎", 5: "佐藤 花子"}
	a := tournament.NewAuditReader(&ev, nil, names, false)
	for _, tc := range []struct{ action, detail, ja string }{
		{"result", "round 1 table 3: #18–#5 31-33:timeout-black (entered 黒時間切れ負け)", "1回戦 3番卓: 山田 太郎－佐藤 花子 31-33 黒の時間切れ負け（入力 黒時間切れ負け）"},
		{"dispute.rule", "round 1 table 3 ruled: foul-white: 棋譜で確認; penalty on #5: warning", "1回戦 3番卓 裁定：白の反則負け。理由：棋譜で確認。罰則：佐藤 花子：警告"},
		{"dispute.record", `round 1 table 3 disputed: record "", Black claims "40-24", White claims "24-40"; decision: resume play. The players disagree and a player asks to resume: play resumes from the position where it stopped; stones placed while counting are removed.`,
			"1回戦 3番卓 異議：記録なし、黒の主張 「40-24」、白の主張 「24-40」。判断：対局再開。勝敗不合意で、対局再開の要請があったため、対局停止時点の局面から対局を再開します（終局処理で置いた駄目詰め・手入れの石は取り除きます）。"},
		{"settings", `rounds "6"→"7"`, "予選の回戦数 「6」→「7」"},
		{"players.reinstate", "#18 山田 太郎 reinstated (was withdrawn from round 2)", "山田 太郎 の棄権を取り消し（2回戦からの棄権）"},
		{"undo", "result.clear — round 1 table 3: #18–#5 40-24 cleared (not reported)", "1回戦 3番卓: 山田 太郎－佐藤 花子 40-24 を取り消し（未報告）"},
	} {
		what, detail := a.Text(tournament.AuditEntry{Action: tc.action, Detail: tc.detail}, tournament.Japanese)
		assert.Equal(t, tc.ja, detail, tc.detail)
		assert.NotEmpty(t, what)
	}
	what, _ := a.Text(tournament.AuditEntry{Action: "undo", Detail: "result.clear — round 1 table 3: #18–#5 40-24 cleared (not reported)"}, tournament.Japanese)
	assert.Equal(t, "元に戻す：結果の取り消し（1回戦 3番卓）", what)
	_, en := tournament.NewAuditReader(&ev, nil, names, true).Text(tournament.AuditEntry{Action: "result", Detail: "round 1 table 3: #18–#5 40-24"}, tournament.English)
	assert.Equal(t, "round 1 table 3: #18 山田 太郎 – #5 佐藤 花子 40-24", en)
}
