package pairing

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateBracketGolden = flag.Bool("update-bracket", false, "rewrite the golden files in testdata/bracket")

func TestBracketText_MatchesTheGoldenDrawing(t *testing.T) {
	tests := []struct {
		name       string
		n          int
		names      []string
		results    []BracketResult
		thirdPlace string
	}{
		{
			name:  "five_not_started",
			n:     5,
			names: []string{"Aoki", "Baba", "Chiba", "Doi", "Endo"},
		},
		{
			// Round 1 played, one semi-final: seed 1's line stays open on
			// the other side, the 3位決定戦 waits for the other semi-final.
			name:       "six_japanese_partly_played",
			n:          6,
			names:      []string{"青木 一郎", "馬場 花子", "千葉 翔", "土井 健太郎", "遠藤 ゆい", "藤田 Ｋ"},
			results:    []BracketResult{{A: 3, B: 4, Winner: 4}, {A: 2, B: 5, Winner: 2}, {A: 0, B: 4, Winner: 0}},
			thirdPlace: "3位決定戦",
		},
		{
			name:  "eight_finished_with_playoff",
			n:     8,
			names: []string{"Aoki", "Baba", "Chiba", "Doi", "Endo", "Fujita", "Goto", "Hara"},
			results: []BracketResult{{0, 7, 0}, {4, 3, 4}, {2, 5, 5}, {6, 1, 1},
				{0, 4, 4}, {5, 1, 1}, {4, 1, 1}, {0, 5, 5}},
			thirdPlace: "Third place",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := SeedBracket(make([]BracketEntrant, tc.n))
			require.NoError(t, err)
			got, err := BracketText(b, tc.names, tc.results, tc.thirdPlace)
			require.NoError(t, err)
			path := filepath.Join("testdata", "bracket", tc.name+".txt")
			if *updateBracketGolden {
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.Equal(t, string(want), got)
		})
	}
}

func TestBracketText_KanjiCountTwoColumns(t *testing.T) {
	assert.Equal(t, 9, textWidth("青木 一郎"))
	assert.Equal(t, 7, textWidth("藤田 Ｋ"))
	assert.Equal(t, 4, textWidth("Aoki"))
}

func TestBracketText_ALineBreakInANameBecomesASpace(t *testing.T) {
	b, err := SeedBracket(make([]BracketEntrant, 2))
	require.NoError(t, err)
	got, err := BracketText(b, []string{"Aoki\nTaro", "Baba"}, nil, "")
	require.NoError(t, err)
	assert.Equal(t, "1 Aoki Taro --+\n              +--\n2 Baba      --+\n", got)
}

func TestBracketText_RefusesNamesNotOnePerEntrant(t *testing.T) {
	b, err := SeedBracket(make([]BracketEntrant, 4))
	require.NoError(t, err)
	_, err = BracketText(b, []string{"Aoki", "Baba", "Chiba"}, nil, "")
	require.ErrorIs(t, err, ErrInvalidBracket)
}
