package tournament

import (
	"encoding/json"
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

// Seed go-play-rules-pandanet.txt: 1つの段級位を2つに分けて手合割を決めます…
// 上半分の方は三段★(1d+)、下半分の方は三段(1d)と表記されます.
func TestParseRank_SeedHalfRankWrittenWithStarOrPlus(t *testing.T) {
	tests := []struct {
		in       string
		want     Rank
		text, ja string
		halves   int
	}{
		{"3d+", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"三段★", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"３ｄ＋", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"3段＋", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"3 d +", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"3D★", UpperHalf(Dan(3)), "3d+", "三段★", 7},
		{"初段★", UpperHalf(Dan(1)), "1d+", "初段★", 3},
		{"9d+", UpperHalf(Dan(9)), "9d+", "九段★", 19},
		{"1k+", UpperHalf(Kyu(1)), "1k+", "1級★", 1},
		{"1級★", UpperHalf(Kyu(1)), "1k+", "1級★", 1},
		{"１級＋", UpperHalf(Kyu(1)), "1k+", "1級★", 1},
		{"五級★", UpperHalf(Kyu(5)), "5k+", "5級★", -7},
		{"30k+", UpperHalf(Kyu(30)), "30k+", "30級★", -57},
		{"3d", Dan(3), "3d", "三段", 6},
		{"1k", Kyu(1), "1k", "1級", 0},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseRank(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.text, got.String())
			assert.Equal(t, tt.ja, got.Japanese())
			h, ok := got.Halves()
			assert.True(t, ok)
			assert.Equal(t, tt.halves, h)
			again, err := ParseRank(got.Japanese())
			require.NoError(t, err)
			assert.Equal(t, got, again, "the Japanese form reads back")
		})
	}
}

func TestParseRank_SeedHalfRankOnlyForDanAndKyu(t *testing.T) {
	for _, in := range []string{"pro+", "プロ★", "+", "★", "unknown+", "3d++", "3d★+", "10d+", "31k+", "3+d", "0d+"} {
		t.Run(in, func(t *testing.T) {
			_, err := ParseRank(in)
			require.ErrorIs(t, err, ErrInvalidInput)
			assert.Contains(t, err.Error(), "invalid rank")
			assert.Contains(t, err.Error(), "3d+", "the message says how to write a half rank")
		})
	}
}

// 三段★ is the upper half of 三段: above 3d, below 4d (Pandanet: 三段★ vs
// 三段 is a difference of 0.5).
func TestRank_SeedHalfRankOrderedBetweenRanks(t *testing.T) {
	tests := []struct {
		stronger, weaker Rank
	}{
		{UpperHalf(Dan(3)), Dan(3)},
		{Dan(4), UpperHalf(Dan(3))},
		{UpperHalf(Kyu(1)), Kyu(1)},
		{Dan(1), UpperHalf(Kyu(1))},
		{Kyu(1), UpperHalf(Kyu(2))},
		{Pro, UpperHalf(Dan(9))},
		{UpperHalf(Kyu(30)), Rank{}},
	}
	for _, tt := range tests {
		t.Run(tt.stronger.String()+">"+tt.weaker.String(), func(t *testing.T) {
			assert.True(t, tt.stronger.Stronger(tt.weaker))
			assert.False(t, tt.weaker.Stronger(tt.stronger))
		})
	}
	v, ok := UpperHalf(Dan(3)).Value()
	assert.True(t, ok)
	assert.Equal(t, 3, v, "the rank value of a half rank is its rank's")
	assert.Equal(t, Pro, UpperHalf(Pro), "only dan and kyu ranks have halves")
}

// The event file keeps a rank as JSON text (MarshalText): a half rank is
// "3d+", and files written before half ranks existed read as before.
func TestRank_SeedHalfRankInTheEventFile(t *testing.T) {
	tests := []struct {
		json string
		want Rank
	}{
		{`{"rank":"3d+"}`, UpperHalf(Dan(3))},
		{`{"rank":"1k+"}`, UpperHalf(Kyu(1))},
		{`{"rank":"3d"}`, Dan(3)},
		{`{"rank":"5k"}`, Kyu(5)},
		{`{"rank":"pro"}`, Pro},
		{`{"rank":""}`, Rank{}},
	}
	for _, tt := range tests {
		t.Run(tt.json, func(t *testing.T) {
			var p struct {
				Rank Rank `json:"rank"`
			}
			require.NoError(t, json.Unmarshal([]byte(tt.json), &p))
			assert.Equal(t, tt.want, p.Rank)
			b, err := json.Marshal(p)
			require.NoError(t, err)
			assert.JSONEq(t, tt.json, string(b))
		})
	}
}
