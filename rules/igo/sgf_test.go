package igo

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseSGF_FinalPositionReplayedWithCaptures(t *testing.T) {
	// Black surrounds the white stone at E5 (ee) and takes it.
	rec, err := ParseSGF("(;GM[1]FF[4]SZ[9]KM[6.5]RE[B+3.5];B[ed];W[ee];B[de];W[aa];B[fe];W[ai];B[ef])")
	require.NoError(t, err)
	assert.Equal(t, 9, rec.Position.Board.Size)
	assert.Equal(t, Komi(13), rec.Komi)
	assert.True(t, rec.HasKomi)
	assert.Equal(t, "B+3.5", rec.Result)
	assert.Equal(t, 7, rec.Moves)
	e5, _ := ParsePoint("E5", 9)
	assert.Equal(t, Colour(0), rec.Position.Board.At(e5), "the white stone was taken")
	assert.Equal(t, [2]int{1, 0}, rec.Position.Captured, "Black holds one prisoner")
}

func TestParseSGF_SetupStonesPassesAndVariations(t *testing.T) {
	// AB/AW (a handicap's stones, a rectangle), passes "" and tt, and the
	// main line only: the variation (;W[cc]) is not played.
	rec, err := ParseSGF("(;GM[1]SZ[13]HA[2]AB[dj][jd]AW[aa:ba]PL[W];W[];B[tt](;W[gg];B[hh])(;W[cc]))")
	require.NoError(t, err)
	b := rec.Position.Board
	assert.Equal(t, 13, b.Size)
	assert.False(t, rec.HasKomi)
	for gtp, want := range map[string]Colour{"D4": Black, "K10": Black, "A13": White, "B13": White, "G7": White, "H6": Black, "C11": 0} {
		p, err := ParsePoint(gtp, 13)
		require.NoError(t, err)
		assert.Equal(t, want, b.At(p), gtp)
	}
}

func TestParseSGF_RefusesWhatIsNotAGoRecordOrIsIllegal(t *testing.T) {
	for _, tt := range []struct{ name, sgf, says string }{
		{"not Go", "(;GM[2]SZ[8];B[dd])", "GM[2]"},
		{"board size", "(;GM[1]SZ[15];B[dd])", "15"},
		{"occupied point", "(;GM[1]SZ[9];B[dd];W[dd])", "move 2"},
		{"suicide", "(;GM[1]SZ[9];B[ba];B[ab];W[aa])", "suicide"},
		{"off the board", "(;GM[1]SZ[9];B[jj])", "off"},
		{"komi not in halves", "(;GM[1]SZ[9]KM[0.75])", "KM"},
		{"not closed", "(;GM[1]SZ[9];B[dd]", "ends"},
		{"no game", "hello", "no game"},
		{"unclosed value", "(;GM[1]SZ[9];B[dd", "closed"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseSGF(tt.sgf)
			require.ErrorIs(t, err, ErrInvalidPosition)
			assert.Contains(t, err.Error(), tt.says)
			var pe *PositionError
			require.ErrorAs(t, err, &pe)
			assert.NotEmpty(t, pe.Ja)
		})
	}
}

func TestParseSGF_KoRetakenAtOnceIsIllegal(t *testing.T) {
	// A ko at the top left: Black A8, B9, B7 and White C9, B8, D8, C7;
	// Black takes B8 with C8, White may not retake at once at B8.
	rec, err := ParseSGF("(;GM[1]SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb]" + ";B[cb])")
	require.NoError(t, err, "Black takes the white stone at B8 (bb) with C8 (cb)")
	assert.Equal(t, 1, rec.Position.Captured[0])
	_, err = ParseSGF("(;GM[1]SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb]" + ";B[cb];W[bb])")
	require.ErrorIs(t, err, ErrInvalidPosition)
	assert.Contains(t, err.Error(), "ko")
	_, err = ParseSGF("(;GM[1]SZ[9]AB[ba][ab][bc]AW[ca][db][cc][bb]" + ";B[cb];W[hh];B[hg];W[bb])")
	require.NoError(t, err, "after a move elsewhere the ko may be retaken")
}

func TestParsePosition_RefusesWithThePlace(t *testing.T) {
	ok := "........."
	nine := func(rows ...string) string {
		out := ""
		for i := range 9 {
			r := ok
			if i < len(rows) {
				r = rows[i]
			}
			out += r + "\n"
		}
		return out
	}
	for _, tt := range []struct{ name, text, says string }{
		{"ragged", nine(ok, "........"), "line 2 has 8 points"},
		{"oversized", nine() + ok + "\n", "10 rows"},
		{"not a stone", nine("...Z....."), "D9"},
		{"half dead", nine("xX......."), "in part only"},
		{"no liberty", nine("XO.......", "O........"), "A9"},
		{"empty", "", "0 rows"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParsePosition(tt.text)
			require.ErrorIs(t, err, ErrInvalidPosition)
			assert.Contains(t, err.Error(), tt.says)
		})
	}
	p, err := ParsePosition(nine("●○・・・・・・・", "..x......"))
	require.NoError(t, err, "●, ○, ・ read as X, O, .")
	assert.Equal(t, "XO.......\n..x......\n", p.Text()[:20])
}

// A board typed in Windows' Notepad: a byte order mark before the first
// line (a comment here) and CRLF line ends read as the same board.
func TestParsePosition_ANotepadFileWithAByteOrderMarkAndCRLFReads(t *testing.T) {
	b, err := os.ReadFile("testdata/count/correct.txt")
	require.NoError(t, err)
	want, err := ParsePosition(string(b))
	require.NoError(t, err)
	for _, text := range []string{"\ufeff" + string(b), "\ufeff" + strings.ReplaceAll(string(b), "\n", "\r\n"), "\ufeff" + want.Text()} {
		got, err := ParsePosition(text)
		require.NoError(t, err)
		assert.Equal(t, want.Text(), got.Text())
	}
}

func TestParsePoint_GTPWithoutI(t *testing.T) {
	for _, tt := range []struct {
		s    string
		size int
		want Point
	}{
		{"A1", 19, Point{0, 18}}, {"T19", 19, Point{18, 0}}, {"J10", 19, Point{8, 9}}, {"d4", 9, Point{3, 5}},
	} {
		p, err := ParsePoint(tt.s, tt.size)
		require.NoError(t, err, tt.s)
		assert.Equal(t, tt.want, p, tt.s)
		assert.Equal(t, p, func() Point { q, _ := ParsePoint(p.GTP(tt.size), tt.size); return q }())
	}
	for _, bad := range []string{"I5", "K1", "A10", "A0", "", "5"} {
		_, err := ParsePoint(bad, 9)
		assert.Error(t, err, bad)
	}
}
