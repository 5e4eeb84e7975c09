package sheets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// Rules 13 and 16 (試合結果はレーティングに算入しない) on the printed
// crosstable and slips, and docs/rules.md §1's penalty for a deliberately false
// claim on the ruling record.
func TestSheets_OuzaRules13And16NotRatedAndSection1PenaltyPrinted(t *testing.T) {
	s := playedEvent(t)
	r, err := s.Round(6)
	require.NoError(t, err)
	var tables []int
	for _, g := range r.Games {
		if !g.IsBye() {
			tables = append(tables, g.Table)
		}
	}
	recordOK(t, s, 6, tables[0], "forfeit-black")
	recordOK(t, s, 6, tables[1], "both-timeout")
	_, _, err = s.RecordDispute(6, tables[2], tournament.DisputeInput{BlackClaim: "40-24", WhiteClaim: "24-40", ResumedWithoutProgress: true})
	require.NoError(t, err)
	_, err = s.Rule(6, tables[2], tournament.RulingInput{Result: "40-24", Reason: "棋譜どおり",
		Penalty: &tournament.Penalty{Player: r.Games[2].White, Kind: tournament.PenaltySuspension, Note: "故意の虚偽の主張"}})
	require.NoError(t, err)
	names, _ := s.Names()

	for _, tt := range []struct {
		key     string
		round   int
		want    []string
		wantNot []string
	}{
		{"crosstable", 0, []string{"黒×0※", "△32※", "※ レーティング対象外（遅刻等の不戦敗 第13項、双方時間切れ 第16項"}, nil},
		{"slips", 6, []string{"記録：黒の不戦敗", "※ レーティング対象外（不戦敗、第13項）", "記録：双方時間切れ", "※ レーティング対象外（双方時間切れ、第16項）",
			"記録：40-24", "合計64石"}, nil},
		{"rulings", 6, []string{"裁定記録", "罰則：" + names[r.Games[2].White] + " 出場停止 故意の虚偽の主張", "棋譜どおり"}, nil},
		{"crosstable-before", 0, nil, []string{"※"}},
	} {
		t.Run(tt.key, func(t *testing.T) {
			sh := s
			key := tt.key
			if key == "crosstable-before" {
				sh, key = playedEvent(t), "crosstable" // every game rated: no mark, no legend
			}
			got := text(t, render(t, sh, key, tt.round))
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
			for _, w := range tt.wantNot {
				assert.NotContains(t, got, w)
			}
		})
	}
}
