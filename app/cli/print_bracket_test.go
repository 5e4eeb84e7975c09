package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// `taikai print FILE bracket --section KEY --out F.pdf` prints the
// knockout's bracket; the league's print is refused, and its list of
// sheets does not offer the bracket.
func TestCLI_Issue25PrintBracketOfTheKnockoutSection(t *testing.T) {
	dir, file := englishEvent(t, "bracket.taikai")
	cmds := [][]string{
		{"new", file, "--name", "囲碁大会"},
		{"section", "add", file, "L", "--name", "予選リーグ", "--game", "go", "--format", "league", "--group-size", "4", "--advance", "2", "--tables", "1-6"},
		{"section", "add", file, "K", "--name", "決勝トーナメント", "--game", "go", "--format", "knockout", "--third-place", "--tables", "21-30", "--from", "L", "--places", "通過"},
	}
	for i := 1; i <= 8; i++ {
		cmds = append(cmds, []string{"players", "add", file, "--section", "L", "--name", fmt.Sprintf("選手%02d", i), "--rank", "1d"})
	}
	runOK(t, cmds...)
	for range 3 {
		cliPlayRound(t, file, "L")
	}
	mustRun(t, "section", "draw", file, "K")
	cliPlayRound(t, file, "K")

	out := filepath.Join(dir, "bracket.pdf")
	said := mustRun(t, "print", file, "bracket", "--section", "K", "--out", out)
	assert.Contains(t, said, "wrote "+out+" (Bracket)")
	info, err := os.Stat(out)
	require.NoError(t, err)
	assert.Positive(t, info.Size())

	runFails(t, ExitRefused, "the section does not play a knockout", "print", file, "bracket", "--section", "L", "--out", filepath.Join(dir, "league.pdf"))
	code, _, errw := run(t, "print", file, "nosuch", "--section", "L", "--out", filepath.Join(dir, "x.pdf"))
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errw, "standings")
	assert.NotContains(t, errw, "bracket", "the league's sheets do not offer the bracket")
}
