package pairgo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseRecord_Section3ResultEntry(t *testing.T) {
	rec, ok, err := ParseRecord("60-60", KomiPoints(-6), 2, 0)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, GameRecord{BlackScore: 60, WhiteScore: 60, Komi: KomiPoints(-6), BlackRotationErrors: 2}, rec, "errors recorded at the board are kept")

	rec, _, err = ParseRecord(" 62 - 58 :errors=0/1", 0, 2, 0)
	require.NoError(t, err)
	assert.Equal(t, 0, rec.BlackRotationErrors, "typed errors replace the recorded ones")
	assert.Equal(t, 1, rec.WhiteRotationErrors)

	rec, _, err = ParseRecord("80-20:foul-black", 0, 0, 0)
	require.NoError(t, err)
	assert.Equal(t, FoulDoubleMove, rec.BlackFoul)
	rec, _, err = ParseRecord("80-20:consult-white", 0, 0, 0)
	require.NoError(t, err)
	assert.Equal(t, FoulConsultation, rec.WhiteFoul)

	_, ok, err = ParseRecord("forfeit-white", 0, 0, 0)
	assert.False(t, ok, "not board scores: the caller reads it as a keyword")
	assert.NoError(t, err)
	for _, bad := range []string{"60-60:errors=x", "60-60:errors=-1/0", "60-60:whatever"} {
		_, ok, err := ParseRecord(bad, 0, 0, 0)
		assert.True(t, ok, bad)
		assert.ErrorIs(t, err, ErrInvalidResult, bad)
	}
}

func FuzzParseRecord(f *testing.F) {
	for _, s := range []string{"60-60", "62-58:errors=2/0", "80-20:foul-black", "B+R", ":", "-", "62-58 誤順2/0", "62-58、黒2手打ち"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rec, ok, err := ParseRecord(s, KomiPoints(6), 1, 1)
		if !ok || err != nil {
			return
		}
		if rec.BlackRotationErrors < 0 || rec.WhiteRotationErrors < 0 {
			t.Fatalf("%q: negative rotation errors", s)
		}
		_, _ = DefaultSettings().Result(rec)
	})
}

// Issue 15: every number a person types is bounded; 999-0 was stored as
// B+1005 and 9223372036854775807-0 overflowed into the wrong winner.
func TestParseRecord_NumbersAreBounded(t *testing.T) {
	for _, tc := range []struct {
		text string
		ok   bool // read as board scores
		bad  bool // refused
	}{
		{"62-58", true, false},
		{"６２－５８", true, false},
		{"361-0", true, false},
		{"999-0", true, true},
		{"9223372036854775807-0", true, true},
		{"62-58:errors=50/0", true, false},
		{"62-58:errors=51/0", true, true},
		{"62-58:errors=9223372036854775807/0", true, true},
		{"99999999999999999999-0", false, false}, // not a number: the caller reads it as a keyword and refuses it
	} {
		_, ok, err := ParseRecord(tc.text, 0, 0, 0)
		assert.Equal(t, tc.ok, ok, tc.text)
		assert.Equal(t, tc.bad, err != nil, "%s: %v", tc.text, err)
	}
}

// Issue 16: rotation errors and fouls written the Japanese way.
func TestParseRecord_Issue16JapaneseParts(t *testing.T) {
	for _, tc := range []struct {
		typed string
		want  GameRecord
	}{
		{"55-60：誤順1/0", GameRecord{BlackScore: 55, WhiteScore: 60, BlackRotationErrors: 1}},
		{"５５－６０：誤順＝０／２", GameRecord{BlackScore: 55, WhiteScore: 60, WhiteRotationErrors: 2}},
		{"70-52:黒2手打ち", GameRecord{BlackScore: 70, WhiteScore: 52, BlackFoul: FoulDoubleMove}},
		{"70-52:白の二手打ち", GameRecord{BlackScore: 70, WhiteScore: 52, WhiteFoul: FoulDoubleMove}},
		{"70-52:黒相談", GameRecord{BlackScore: 70, WhiteScore: 52, BlackFoul: FoulConsultation}},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			rec, ok, err := ParseRecord(tc.typed, 0, 0, 0)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, tc.want, rec)
		})
	}
	_, _, err := ParseRecord("70-52:緑2手打ち", 0, 0, 0)
	assert.Error(t, err)
}
