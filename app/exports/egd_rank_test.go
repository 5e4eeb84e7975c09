package exports

import (
	"testing"

	"github.com/stretchr/testify/require"

	"taikai/tournament/igo"
)

// Issue 38: a rank the arbiter marked provisional (三段仮, 3d?) stays
// visible in the EGD file: 3d in the grade column, which the EGD reads,
// and "3d?" in a comment ending the player's line (after the PIN); the
// upper half of a rank (3d+) is the EGD's 3d, with no comment.
func TestEGD_Issue38ProvisionalRankStaysVisible(t *testing.T) {
	s := newSection(t, igo.Kind, "name,rank,egd_pin\nAoki Akira,三段仮,10345678\nBaba Ben,5k?,\nChiba Chie,2d+,\n", map[string]string{"rounds": "1", "round1": "rank", "handicap": "false", igo.SettingEGDCountry: "JP"})
	playGo(t, s, [][]string{{"B+R"}})
	got := written(t, writeEGD, s)
	require.Regexp(t, `\n +\d Aoki Akira +3d JP - .* \|10345678 ; 3d\? provisional rank\n`, got)
	require.Regexp(t, `\n +\d Baba Ben +5k JP - .*0[+-] ; 5k\? provisional rank\n`, got)
	require.Regexp(t, `\n +\d Chiba Chie +2d JP - [^;]*\n`, got)
}
