package igo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 16: the Go settings written the Japanese way read as their codes,
// and each time control reads back from its short Japanese form.
func TestParseTimeControl_Issue16JapaneseForms(t *testing.T) {
	for _, tc := range []struct{ typed, code, short string }{
		{"30分", "30m", "30分"},
		{"30分+30秒", "30m+30s", "30分+30秒"},
		{"３０分＋３０秒＋６０秒×１０", "30m+30s+60sx10", "30分+30秒+60秒×10"},
		{"30分+25手/10分", "30m+25/10m", "30分+25手/10分"},
		{"1時間+30秒", "1h+30s", "1時間+30秒"},
		{"30m+30s+60sx10", "30m+30s+60sx10", "30分+30秒+60秒×10"},
		{"90m+30s", "90m+30s", "90分+30秒"},
	} {
		t.Run(tc.typed, func(t *testing.T) {
			got, err := ParseTimeControl(tc.typed)
			require.NoError(t, err)
			assert.Equal(t, tc.code, got.Code())
			assert.Equal(t, tc.short, got.Short())
			back, err := ParseTimeControl(got.Short())
			require.NoError(t, err)
			assert.Equal(t, got, back)
		})
	}
}

func TestParseTiebreaks_Issue16JapaneseNames(t *testing.T) {
	for typed, want := range map[string][]Tiebreak{
		"SOS、SODOS、直接対決": {SOS, SODOS, HeadToHead},
		"直接対決・SOS":       {HeadToHead, SOS},
		"sos,sodos,h2h":  {SOS, SODOS, HeadToHead},
		"ＳＯＳ":            {SOS},
	} {
		got, err := ParseTiebreaks(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, got, typed)
	}
	assert.Equal(t, "SOS、SODOS、直接対決", TiebreaksText([]Tiebreak{SOS, SODOS, HeadToHead}, true))
	assert.Equal(t, "sos,sodos,h2h", TiebreaksText([]Tiebreak{SOS, SODOS, HeadToHead}, false))
}

// Issue 16: a result reads as the arbiter would say it, and reads back.
func TestGameResult_Issue16JapaneseWordsReadBack(t *testing.T) {
	for code, ja := range map[string]string{
		"W+0.5": "白半目勝ち", "B+3.5": "黒3目半勝ち", "W+12": "白12目勝ち", "B+R": "黒中押し勝ち",
		"W+T": "白時間切れ勝ち", "forfeit-black": "白不戦勝", "foul-white": "黒反則勝ち",
	} {
		r, err := ParseGameResult(code)
		require.NoError(t, err, code)
		assert.Equal(t, ja, r.Japanese(), code)
		back, err := ParseGameResult(ja)
		require.NoError(t, err, ja)
		assert.Equal(t, r, back, ja)
	}
}
