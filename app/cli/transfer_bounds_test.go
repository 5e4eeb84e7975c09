package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Issue 23: `import-event` of an impossible result (99-99), or of a table
// beyond any event's, exits 1 and writes no file; `games import` refuses
// a game at table 99999.
func TestCLI_Issue23ImportEventOfAnImpossibleResultOrTableIsRefused(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--rounds", "1")
	doc := filepath.Join(dir, "ev.json")
	mustRun(t, "export", file, "--out", doc)
	data, err := os.ReadFile(doc)
	require.NoError(t, err)

	firstResult := regexp.MustCompile(`"text": "[^"]*"`)
	firstTable := regexp.MustCompile(`"table": 1,`)
	for _, tc := range []struct {
		name, edited, want, ja string
	}{
		{"99-99.json", firstResult.ReplaceAllStringFunc(string(data), onlyFirst(`"text": "99-99"`)),
			`round 1 table 1: the result "99-99"`, "1 回戦 1 番卓：結果「99-99」"},
		{"table.json", firstTable.ReplaceAllStringFunc(string(data), onlyFirst(`"table": 1000000000000,`)),
			"round 1 table 1000000000000: a table number is from 1 to 9999", "卓番号は 1〜9999"},
	} {
		src := filepath.Join(dir, tc.name)
		require.NoError(t, os.WriteFile(src, []byte(tc.edited), 0o600))
		target := filepath.Join(dir, "new.taikai")
		code, _, errw := run(t, "import-event", src, target)
		assert.Equal(t, ExitRefused, code, tc.name)
		assert.Contains(t, errw, tc.want)
		_, err := os.Stat(target)
		assert.ErrorIs(t, err, os.ErrNotExist, "all or nothing: no file")
		t.Setenv("LANG", "ja_JP.UTF-8")
		_, _, errw = run(t, "import-event", src, target)
		assert.Contains(t, errw, tc.ja)
		t.Setenv("LANG", "C")
	}

	// games import: a game at table 99999 of a fresh event.
	fresh := filepath.Join(dir, "fresh.taikai")
	mustRun(t, "demo", fresh, "--players", "4")
	_, list, _ := run(t, "players", "list", fresh, "--format", "csv")
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(list), "\n")[1:3] {
		names = append(names, strings.Split(line, ",")[1])
	}
	csv := filepath.Join(dir, "games.csv")
	require.NoError(t, os.WriteFile(csv, []byte(fmt.Sprintf("round,table,black,white,black_discs,white_discs,outcome\n1,99999,%s,%s,40,24,\n", names[0], names[1])), 0o600))
	runFails(t, ExitRefused, `"99999" is not a table number (1 to 9999)`, "games", "import", fresh, csv)
	_, pairings, _ := run(t, "pairings", fresh)
	assert.NotContains(t, pairings, "99999")
}

// onlyFirst replaces the first match with repl and leaves the others.
func onlyFirst(repl string) func(string) string {
	done := false
	return func(s string) string {
		if done {
			return s
		}
		done = true
		return repl
	}
}
