package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playedDemo makes a demo event with round 1 paired and played: snapshots
// 1 (round 1 paired) and 2 (round 1 complete).
func playedDemo(t *testing.T) string {
	t.Helper()
	file := newEventFile(t, "ev.taikai", "demo", "--players", "8")
	out := mustRun(t, "pair", file, "--format", "csv")
	for _, line := range strings.Split(strings.TrimSpace(out), "\n")[1:] {
		table := strings.Split(line, ",")[1]
		if table == "" {
			continue
		}
		mustRun(t, "result", file, "1", table, "40-24")
	}
	return file
}

func TestCLI_SnapshotsAndRestore(t *testing.T) {
	englishEnv(t)
	file := playedDemo(t)
	st, err := os.Stat(file)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "event files are private")

	out := mustRun(t, "snapshots", file, "--format", "csv")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3)
	assert.Equal(t, "id,time,state,file", lines[0])
	assert.Regexp(t, `^1,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,round 1 paired,0001-`, lines[1])
	assert.Regexp(t, `^2,.*,round 1 complete,0002-`, lines[2])

	out = mustRun(t, "restore", file, "1")
	assert.Contains(t, out, "restored "+file+" to snapshot 1 (round 1 paired")
	assert.Contains(t, out, "the state before is snapshot 3")
	code, _, errs := run(t, "pair", file)
	assert.Equal(t, ExitRefused, code, "round 1 has no result after the restore")
	assert.Contains(t, errs, "round 1 still waits for results")
	runFails(t, ExitRefused, "no snapshot 9", "restore", file, "9")
}

// A damaged file is refused with exit 1 and a message that names the
// command restoring its latest good snapshot; it never panics.
func TestCLI_DamagedFileNamesTheRestoreCommand(t *testing.T) {
	englishEnv(t)
	file := playedDemo(t)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(file, data[:len(data)/4], 0o600))
	for _, verb := range [][]string{{"players", "list", file}, {"standings", file}, {"log", file}, {"pair", file}} {
		code, out, errs := run(t, verb...)
		require.Equal(t, ExitRefused, code, "%v: %s", verb, out)
		assert.Contains(t, errs, "is damaged")
		assert.Contains(t, errs, "taikai restore "+file+" 2")
	}
	t.Setenv("LANG", "ja_JP.UTF-8")
	_, _, errs := run(t, "players", "list", file)
	assert.Contains(t, errs, "壊れています")

	t.Setenv("LANG", "C")
	m := regexp.MustCompile(`taikai restore (\S+) (\d+)`).FindStringSubmatch(errs)
	require.NotNil(t, m)
	out := mustRun(t, "restore", file, "2")
	assert.Contains(t, out, "the damaged file is kept as "+file+".damaged-")
	mustRun(t, "players", "list", file)
}

// A file that cannot be written is read by the verbs that only read; a
// change is refused, saying why.
func TestCLI_ReadOnlyFile(t *testing.T) {
	englishEnv(t)
	file := playedDemo(t)
	require.NoError(t, os.Chmod(file, 0o444))
	before, err := os.ReadFile(file)
	require.NoError(t, err)
	for _, verb := range [][]string{
		{"players", "list", file}, {"pairings", file}, {"standings", file}, {"log", file},
		{"settings", file}, {"disputes", file}, {"snapshots", file},
		{"print", file, "standings", "--out", filepath.Join(t.TempDir(), "s.pdf")},
	} {
		code, out, errs := run(t, verb...)
		assert.Equal(t, ExitOK, code, "%v: %s%s", verb, out, errs)
	}
	runFails(t, ExitRefused, "read-only", "players", "add", file, "--name", "新人 太郎")
	runFails(t, ExitRefused, "read-only", "settings", file, "rounds=5")
	after, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// A snapshot that cannot be written does not undo the change, and says so.
func TestCLI_SnapshotThatFailsIsTold(t *testing.T) {
	_, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--players", "8")
	require.NoError(t, os.RemoveAll(file+"-snapshots"))
	require.NoError(t, os.WriteFile(file+"-snapshots", []byte("in the way"), 0o600))
	code, _, errs := run(t, "pair", file)
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, errs, "the change is saved, but its snapshot could not be written")
	code, out, _ := run(t, "pairings", file, "--format", "csv")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "1,1,")
}
