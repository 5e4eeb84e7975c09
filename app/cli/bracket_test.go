package cli

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// `taikai bracket` prints a knockout section's bracket with its entrants;
// a section of another format is refused with the reason, in Japanese
// under LANG=ja.
func TestCLI_Issue25BracketPrintsTheKnockout(t *testing.T) {
	_, file := englishEvent(t, "ko.taikai")
	runOK(t, [][]string{
		{"new", file, "--name", "決勝大会"},
		{"section", "add", file, "K", "--name", "決勝トーナメント", "--game", "go", "--format", "トーナメント", "--third-place"},
		{"section", "add", file, "S", "--name", "スイスの部", "--game", "go"},
		{"players", "add", file, "--name", "青木", "--rank", "3d", "--section", "K"},
		{"players", "add", file, "--name", "石井", "--rank", "2d", "--section", "K"},
		{"players", "add", file, "--name", "上田", "--rank", "1d", "--section", "K"},
		{"players", "add", file, "--name", "江藤", "--rank", "1k", "--section", "K"},
		{"pair", file, "--section", "K"},
	}...)
	out := mustRun(t, "bracket", file, "--section", "K")
	for _, name := range []string{"青木", "石井", "上田", "江藤"} {
		assert.Contains(t, out, name)
	}
	code, _, errw := run(t, "bracket", file, "--section", "S")
	assert.Equal(t, ExitRefused, code)
	assert.NotEmpty(t, errw)
	japaneseEnv(t)
	_, _, errw = run(t, "bracket", file, "--section", "S")
	assert.Regexp(t, `[ぁ-んァ-ン一-龥]`, errw, "the refusal in Japanese: %s", errw)
	assert.NotRegexp(t, `\b(the|is|not)\b`, errw)
}
