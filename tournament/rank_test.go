package tournament

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseRank_Section1RankForms(t *testing.T) {
	tests := []struct {
		in   string
		want Rank
	}{
		{"3d", Dan(3)}, {"3D", Dan(3)}, {"３ｄ", Dan(3)}, {"3段", Dan(3)}, {"三段", Dan(3)}, {"初段", Dan(1)},
		{"9d", Dan(9)}, {"九段", Dan(9)}, {"1 dan", Dan(1)},
		{"5k", Kyu(5)}, {"5級", Kyu(5)}, {"五級", Kyu(5)}, {"１０級", Kyu(10)}, {"十五級", Kyu(15)},
		{"三十級", Kyu(30)}, {"二十五級", Kyu(25)}, {"30k", Kyu(30)},
		{"pro", Pro}, {"プロ", Pro}, {"", Rank{}}, {"unknown", Rank{}}, {"不明", Rank{}},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseRank(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseRank_Section1RejectsOutOfRange(t *testing.T) {
	for _, in := range []string{"0d", "10d", "0k", "31k", "3x", "段", "d", "十段", "-3k", "3dd", "一十級"} {
		t.Run(in, func(t *testing.T) {
			_, err := ParseRank(in)
			require.ErrorIs(t, err, ErrInvalidInput)
			assert.Contains(t, err.Error(), "invalid rank")
		})
	}
}

func TestRank_ValueFollowsHandicapScale(t *testing.T) {
	tests := []struct {
		r    Rank
		want int
	}{{Dan(6), 6}, {Dan(1), 1}, {Kyu(1), 0}, {Kyu(2), -1}, {Kyu(30), -29}}
	for _, tt := range tests {
		v, ok := tt.r.Value()
		assert.True(t, ok)
		assert.Equal(t, tt.want, v, tt.r.String())
	}
	_, ok := Pro.Value()
	assert.False(t, ok)
	assert.True(t, Dan(1).Stronger(Kyu(1)))
	assert.True(t, Pro.Stronger(Dan(9)))
	assert.True(t, Kyu(30).Stronger(Rank{}))
}

func TestRank_TextRoundTrip(t *testing.T) {
	for _, r := range []Rank{Dan(1), Dan(7), Kyu(1), Kyu(30), Pro, {}} {
		b, err := r.MarshalText()
		require.NoError(t, err)
		var back Rank
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, r, back)
	}
	assert.Equal(t, "初段", Dan(1).Japanese())
	assert.Equal(t, "七段", Dan(7).Japanese())
	assert.Equal(t, "5級", Kyu(5).Japanese())
}
