package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/app/version"
)

func TestCLI_ExportAndImportEvent(t *testing.T) {
	englishEnv(t)
	file := playedDemo(t) // round 1 paired and played
	dir := filepath.Dir(file)
	mustRun(t, "dispute", file, "1", "1", "--black-claim", "40-24", "--white-claim", "24-40", "--resumed-without-progress")
	mustRun(t, "rule", file, "1", "1", "24-40", "--reason", "棋譜により白の勝ち", "--arbiter", "審判長")
	mustRun(t, "players", "withdraw", file, "3", "--from-round", "2")

	// To stdout: the document itself, indented, no HTML escaping.
	doc := mustRun(t, "export", file)
	assert.True(t, strings.HasPrefix(doc, "{\n  \"format\": \"taikai-event\",\n  \"version\": 1,\n"), doc[:80])
	assert.Contains(t, doc, `"taikai": "`+version.Version+`"`)
	readJSON[map[string]any](t, doc) // the document is JSON

	// To a file.
	out := filepath.Join(dir, "event.json")
	msg := mustRun(t, "export", file, "--out", out)
	assert.Equal(t, "exported "+file+" to "+out+": 8 participants, 1 rounds, ", msg[:len("exported "+file+" to "+out+": 8 participants, 1 rounds, ")])
	written, err := os.ReadFile(out)
	require.NoError(t, err)
	// The same document but for when each was written (the two exports
	// may fall on either side of a second).
	exported := regexp.MustCompile(`"exported": "[^"]*"`)
	assert.Equal(t, exported.ReplaceAllString(doc, `"exported": ""`), exported.ReplaceAllString(string(written), `"exported": ""`))
	st, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "the export holds personal data, as the event file does")
	// An earlier export is replaced; the event file itself never is.
	mustRun(t, "export", file, "--out", out)
	runFails(t, ExitRefused, "is not a JSON export (an event file?): it is not overwritten", "export", file, "--out", file)

	// Import into a new file: the same event, the import in the log.
	imported := filepath.Join(dir, "imported.taikai")
	msg = mustRun(t, "import-event", out, imported, "--arbiter", "移行担当")
	assert.Contains(t, msg, "imported "+out+" into "+imported+`: othello event "第17期 オセロ王座戦（デモ）", 8 participants, 1 rounds, `)
	for _, cmd := range [][]string{
		{"standings", "FILE", "--format", "csv"},
		{"pairings", "FILE", "--round", "1", "--format", "csv"},
		{"disputes", "FILE", "--format", "csv"},
		{"players", "list", "FILE", "--format", "csv"},
	} {
		with := func(f string) []string {
			out := slices.Clone(cmd)
			out[slices.Index(out, "FILE")] = f
			return out
		}
		a := mustRun(t, with(file)...)
		b := mustRun(t, with(imported)...)
		assert.Equal(t, a, b, "%v", cmd)
	}
	code, logA, _ := run(t, "log", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	code, logB, _ := run(t, "log", imported, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.True(t, strings.HasPrefix(logB, logA), "the audit log kept, numbering and all")
	last := strings.Split(strings.TrimSpace(logB), "\n")
	assert.Contains(t, last[len(last)-1], `,移行担当,event.import,"imported from ""event.json"" (taikai-event version 1, exported `)

	// Exporting the imported event gives the same document but for the
	// time and the import entry.
	doc2 := mustRun(t, "export", imported)
	var a, b map[string]any
	require.NoError(t, json.Unmarshal([]byte(doc), &a))
	require.NoError(t, json.Unmarshal([]byte(doc2), &b))
	audit := b["audit"].([]any)
	b["audit"] = audit[:len(audit)-1]
	b["exported"] = a["exported"]
	assert.Equal(t, a, b)

	// The imported event goes on.
	mustRun(t, "pair", imported)

	// An existing file is never replaced.
	before, err := os.ReadFile(imported)
	require.NoError(t, err)
	code, _, errs := run(t, "import-event", out, imported)
	assert.Equal(t, ExitRefused, code)
	assert.Contains(t, errs, imported+" already exists; an event is imported into a new file only")
	after, err := os.ReadFile(imported)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

func TestCLI_ImportEventRefusals(t *testing.T) {
	englishEnv(t)
	dir := t.TempDir()
	newer := writeFile(t, "newer.json", `{"format": "taikai-event", "version": 9, "event": {}, "shiny": true}`)
	broken := writeFile(t, "broken.json", "{\n  \"format\": \"taikai-event\",\n  \"version\": 1,\n  \"event\": {\"game\": \"othello\",\n")
	chess := writeFile(t, "chess.json", `{"format": "taikai-event", "version": 1, "event": {"game": "chess", "name": "x", "date": "2026-01-01"}, "participants": [], "rounds": [], "records": [], "audit": []}`)
	for _, tc := range []struct {
		src, want, ja string
	}{
		{newer, "newer.json: cannot import the event: the export was written by a newer Taikai (format version 9; this Taikai reads versions up to 5)", "新しい版の Taikai"},
		{broken, "broken.json: cannot import the event: the file is not valid JSON (damaged or cut short?): line 5, column 1", "5 行 1 桁"},
		{chess, `chess.json: cannot import the event: the event is a "chess" event, a game this Taikai does not run`, "「chess」の大会"},
		{filepath.Join(dir, "missing.json"), "no file " + filepath.Join(dir, "missing.json"), "ファイル"},
	} {
		target := filepath.Join(dir, "new.taikai")
		code, _, errs := run(t, "import-event", tc.src, target)
		assert.Equal(t, ExitRefused, code, tc.src)
		assert.Contains(t, errs, tc.want)
		_, err := os.Stat(target)
		assert.ErrorIs(t, err, os.ErrNotExist, "a refused import leaves no file")
		t.Setenv("LANG", "ja_JP.UTF-8")
		_, _, errs = run(t, "import-event", tc.src, target)
		assert.Contains(t, errs, tc.ja)
		t.Setenv("LANG", "C")
	}
	runFails(t, ExitUsage, "usage: taikai import-event EVENT.json NEWFILE", "import-event", newer)
	code, out, _ := run(t, "help", "export")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "taikai export FILE [--format json|egd|wof|xlsx] [--section KEY] [--out F]")
}

func TestCLI_ExportInJapanese(t *testing.T) {
	englishEnv(t)
	file := playedDemo(t)
	out := filepath.Join(filepath.Dir(file), "書き出し.json")
	t.Setenv("LANG", "ja_JP.UTF-8")
	msg := mustRun(t, "export", file, "--out", out)
	assert.Contains(t, msg, "に書き出しました：参加者 8、1 回戦、操作履歴 ")
	imported := filepath.Join(filepath.Dir(file), "取り込み.taikai")
	msg = mustRun(t, "import-event", out, imported)
	assert.Contains(t, msg, "を "+imported+" に取り込みました：othello「第17期 オセロ王座戦（デモ）」、参加者 8、1 回戦")
}
