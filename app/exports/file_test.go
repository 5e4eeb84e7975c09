package exports

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
)

// An export never writes over a folder, the event file or another event
// file (one renamed .xlsx too), and leaves no half-written file.
func TestWriteFile_Issue29NeverOverAnEventFileOrAFolder(t *testing.T) {
	dir := t.TempDir()
	event := filepath.Join(dir, "大会.taikai")
	b, err := storage.Create(event)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	other := filepath.Join(dir, "renamed.xlsx")
	data, err := os.ReadFile(event)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(other, data, 0o644))

	s := demo(t, "go", 1)
	f, err := Lookup("go", "xlsx")
	require.NoError(t, err)
	for _, out := range []string{event, other, filepath.Join(dir, "another.taikai")} {
		if out == filepath.Join(dir, "another.taikai") {
			require.NoError(t, os.WriteFile(out, []byte("x"), 0o644))
		}
		err := WriteFile(s, f, event, out)
		assert.True(t, errors.Is(err, tournament.ErrFileExists), "%s: %v", out, err)
	}
	after, err := os.ReadFile(event)
	require.NoError(t, err)
	assert.Equal(t, data, after, "the event file is untouched")
	err = WriteFile(s, f, event, dir)
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "はフォルダです")

	out := filepath.Join(dir, "大会-A.xlsx")
	require.NoError(t, WriteFile(s, f, event, out))
	require.NoError(t, WriteFile(s, f, event, out), "an earlier export is replaced")
	names, err := filepath.Glob(filepath.Join(dir, ".*.tmp"))
	require.NoError(t, err)
	assert.Empty(t, names)
	head, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "PK", string(head[:2]))
}

// A file in a folder that does not exist is refused in both languages,
// and nothing is left behind.
func TestReplaceFile_Issue29AMissingFolderIsSaidInBothLanguages(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "nodir", "x.xlsx")
	err := ReplaceFile(out, []byte("data"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the folder "+filepath.Join(dir, "nodir")+string(filepath.Separator)+" does not exist")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "に書き出せません。フォルダ")
	entries, _ := os.ReadDir(dir)
	assert.Empty(t, entries)

	out = filepath.Join(dir, "x.xlsx")
	require.NoError(t, ReplaceFile(out, []byte("data")))
	got, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Equal(t, "data", string(got))
}

// Issue 38: an exported file is 0644, as PAPP's are, not the 0600 of a
// temporary file: the rating officer's program and the venue's other
// accounts read it.
func TestReplaceFile_Issue38ExportedFilesAre0644(t *testing.T) {
	if os.PathSeparator == '\\' {
		t.Skip("Windows has no Unix permissions")
	}
	out := filepath.Join(t.TempDir(), "event.h9")
	require.NoError(t, ReplaceFile(out, []byte("data")))
	st, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), st.Mode().Perm())
}
