package yonin

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSettings_KokushisenDefaults(t *testing.T) {
	s := DefaultSettings()
	require.NoError(t, s.Validate())
	assert.Equal(t, 11, s.StartPoints)
	assert.Equal(t, 2, s.MatePoints)
	assert.Equal(t, 3, s.ParentMatePoints)
	assert.Equal(t, 1, s.FourthToSecond)
	assert.Equal(t, 1, s.FoulPenalty)
	assert.Equal(t, 0, s.StopAt)
	assert.Equal(t, 4, s.Games)
	assert.True(t, s.Renchan)
	assert.Equal(t, 300, s.JishogiMove)
	assert.Equal(t, 250, s.NyugyokuMove)
	assert.Equal(t, 3, s.NyugyokuRanks)
	assert.Equal(t, 5, s.RookPoints)
	assert.Equal(t, 1, s.PiecePoints)
	assert.Equal(t, 2, s.AdvancePerTable)
	assert.Equal(t, 0, s.BestThirds)
}

func TestSettings_ByKey(t *testing.T) {
	s := DefaultSettings()
	for _, k := range SettingKeys() {
		v, err := s.Value(k.Key)
		require.NoError(t, err, k.Key)
		back, err := s.With(k.Key, v)
		require.NoError(t, err, k.Key)
		assert.Equal(t, s, back, k.Key)
		assert.NotEmpty(t, k.Ja, k.Key)
		assert.NotEmpty(t, k.En, k.Key)
	}

	s2, err := s.With("best_thirds", "2")
	require.NoError(t, err)
	assert.Equal(t, 2, s2.BestThirds)
	s2, err = s.With("renchan", "false")
	require.NoError(t, err)
	assert.False(t, s2.Renchan)

	for _, bad := range [][2]string{{"nope", "1"}, {"games", "0"}, {"games", "x"}, {"renchan", "maybe"}, {"advance_per_table", "5"}} {
		_, err := s.With(bad[0], bad[1])
		require.ErrorIs(t, err, ErrInvalidSettings, "%v", bad)
	}
	_, err = s.Value("nope")
	require.ErrorIs(t, err, ErrInvalidSettings)
}

func TestSettings_Validate(t *testing.T) {
	s := DefaultSettings()
	s.MatePoints = -1
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings)
	s = DefaultSettings()
	s.StopAt = 11
	require.ErrorIs(t, s.Validate(), ErrInvalidSettings)
}
