package pairgo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"taikai/tournament"
	_ "taikai/tournament/pairgo"
)

// Issue 30, one seam per game: Pair Go's own actions are named in the
// audit log and the undo menu by the game's file (DescribeActions), not by a
// shared list, in both languages.
func TestDescribeActions_Issue30PairgoNamesItsOwnActions(t *testing.T) {
	names := map[int]string{4: "山田 太郎（東京）", 7: "佐藤 花子"}
	tests := []struct {
		action, detail string
		en, ja         string
	}{
		{"pairgo.rotation-error", "round 2 table 5: rotation error (誤順) by x", "rotation error (round 2, table 5)", "誤順（2回戦 5番卓）"},
		{"pairs.add", "pair #4 x: #1 a and #2 b, captain a (f), pair point 1", "pair 山田 太郎（東京）", "ペアの登録（山田 太郎（東京））"},
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
