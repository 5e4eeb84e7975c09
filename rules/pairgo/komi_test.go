package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKomi_PrintsPointsWithBlacksSign(t *testing.T) {
	tests := []struct {
		komi         Komi
		text, en, ja string
	}{
		{KomiPoints(6), "6", "Black gives 6", "コミ6（黒から6目のコミ出し）"},
		{KomiPoints(-6), "-6", "White gives 6 (reverse komi)", "コミ-6（白から6目のコミ出し、逆コミ）"},
		{0, "0", "no komi", "コミ0（コミなし）"},
		{13, "6.5", "Black gives 6.5", "コミ6.5（黒から6目半のコミ出し）"},
		{-1, "-0.5", "White gives 0.5 (reverse komi)", "コミ-0.5（白から半目のコミ出し、逆コミ）"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.text, tt.komi.String())
		assert.Equal(t, tt.en, tt.komi.English())
		assert.Equal(t, tt.ja, KomiJapanese(tt.komi), "the Pair Go seed's words")
	}
}
