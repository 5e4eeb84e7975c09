package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHandicapTable_StoneCapSetting(t *testing.T) {
	s := DefaultSettings()
	s.Table.MaxStones = 3
	require.NoError(t, s.Validate())
	tests := []struct {
		halves PairPoint
		stones int
		komi   int
		capped bool
	}{
		{5, 3, 0, false},
		{6, 3, -6, false},
		{7, 3, -6, true}, // 3.5 would be 4 stones: the largest 3-stone row
		{10, 3, -6, true},
		{40, 3, -6, true},
	}
	for _, tt := range tests {
		h := s.HandicapByPoints(tt.halves, 0)
		assert.Equal(t, tt.stones, h.Stones, "diff %s", tt.halves)
		assert.Equal(t, KomiPoints(tt.komi), h.Komi, "diff %s", tt.halves)
		assert.Equal(t, tt.capped, h.Capped, "diff %s", tt.halves)
	}
	s.Table.MaxStones = 0 // komi only
	h := s.HandicapByPoints(0, 9)
	assert.Equal(t, 0, h.Stones)
	assert.Equal(t, KomiPoints(-6), h.Komi)
	assert.True(t, h.Capped)
	assert.Equal(t, Side1, h.Black)
}

func TestHandicapTable_ValidateRejectsUnusableTables(t *testing.T) {
	require.NoError(t, DefaultSettings().Validate())
	tests := []struct {
		name   string
		mutate func(*Settings)
	}{
		{"NoRows", func(s *Settings) { s.Table.Rows = nil }},
		{"StonesAtZero", func(s *Settings) { s.Table.Rows[0].Stones = 2 }},
		{"OneStone", func(s *Settings) { s.Table.Rows[3].Stones = 1 }},
		{"TenStones", func(s *Settings) { s.Table.Rows[10].Stones = 10 }},
		{"Decreasing", func(s *Settings) { s.Table.Rows[10].Stones = 4 }},
		{"NegativeCap", func(s *Settings) { s.Table.MaxStones = -1 }},
		{"CapAboveNine", func(s *Settings) { s.Table.MaxStones = 10 }},
		{"NegativePenalty", func(s *Settings) { s.RotationErrorPenalty = -3 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := DefaultSettings()
			tt.mutate(&s)
			require.ErrorIs(t, s.Validate(), ErrInvalidSettings)
		})
	}
	row, capped := HandicapTable{}.Lookup(3)
	assert.Equal(t, HandicapRow{}, row)
	assert.False(t, capped)
}
