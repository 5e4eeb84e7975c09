package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKomi_PrintsPointsWithBlacksSign(t *testing.T) {
	tests := []struct {
		komi         Komi
		text, en, ja string
	}{
		{13, "6.5", "Black gives 6.5", "黒番6目半コミ出し"},
		{1, "0.5", "Black gives 0.5", "黒番半目コミ出し"},
		{-1, "-0.5", "White gives 0.5 (reverse komi)", "白番半目コミ出し（逆コミ）"},
		{-11, "-5.5", "White gives 5.5 (reverse komi)", "白番5目半コミ出し（逆コミ）"},
		{0, "0", "no komi", "コミなし"},
		{KomiPoints(6), "6", "Black gives 6", "黒番6目コミ出し"},
		{KomiPoints(-6), "-6", "White gives 6 (reverse komi)", "白番6目コミ出し（逆コミ）"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.text, tt.komi.String())
		assert.Equal(t, tt.en, tt.komi.English())
		assert.Equal(t, tt.ja, tt.komi.Japanese())
	}
	assert.Equal(t, 13, Komi(13).Halves())
}
