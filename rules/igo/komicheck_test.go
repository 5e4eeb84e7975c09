package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// docs/rules.md §4 with the Pandanet table: board counts are whole points, so a
// half-point komi (6.5, 0.5, −5.5) leaves no jigo and no whole margin, and a
// whole komi no half margin.
func TestGameResult_Section4CheckKomi(t *testing.T) {
	tests := []struct {
		result string
		komi   Komi
		ok     bool
		en, ja string
	}{
		{"W+0.5", 13, true, "", ""},
		{"jigo", 13, false, "there is no jigo", "持碁になりません"},
		{"W+J", 13, false, "there is no jigo", "持碁になりません"},
		{"W+6", -11, false, "W+6 cannot be: with komi -5.5 (a half point) every margin ends in .5 (W+5.5 or W+6.5?)", "白番5目半コミ出し（逆コミ）"},
		{"B+1", 1, false, "(B+0.5 or B+1.5?)", "「○目半」"},
		{"B+0.5", 12, false, "B+0.5 cannot be: with komi 6 (whole points) no margin ends in .5 (jigo or B+1?)", "整数のコミ"},
		{"B+0.5", 0, false, "with no komi (whole points)", "コミなしでは半目の勝ちはありません"},
		{"jigo", 12, true, "", ""},
		{"W+J", -12, true, "", ""},
		{"W+3", -12, true, "", ""},
		{"B+R", 13, true, "", ""},
		{"W+T", 12, true, "", ""},
		{"forfeit-white", 13, true, "", ""},
		{"foul-black", 12, true, "", ""},
		{"double-loss", 13, true, "", ""},
		{"no-result", 13, true, "", ""},
		{"pending", 13, true, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.result+"@"+tt.komi.String(), func(t *testing.T) {
			r, err := ParseGameResult(tt.result)
			require.NoError(t, err)
			err = r.CheckKomi(tt.komi)
			if tt.ok {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, ErrImpossibleResult)
			assert.Contains(t, err.Error(), tt.en)
			var bad *ImpossibleResult
			require.ErrorAs(t, err, &bad)
			assert.Contains(t, bad.Japanese(), tt.ja)
		})
	}
}
