package storage

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// The creation crash test re-runs this test binary as a child that creates
// a demo event of 2,000 participants at FILE, slowed so that the parent's
// SIGKILL lands while it is being filled.
const createChildEnv = "TAIKAI_CREATE_CHILD_FILE"

func TestCreateChild(t *testing.T) {
	path := os.Getenv(createChildEnv)
	if path == "" {
		t.Skip("helper process of TestCreateWith_KilledCreationLeavesNothing")
	}
	started := false
	testHookPut = func() {
		if !started {
			started = true
			fmt.Println("filling")
		}
		time.Sleep(time.Millisecond)
	}
	err := CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith("othello", 2000)
	})
	require.NoError(t, err)
	fmt.Println("created")
}

func TestCreateWith_KilledCreationLeavesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "demo.taikai")
	cmd := exec.Command(os.Args[0], "-test.run=^TestCreateChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), createChildEnv+"="+path)
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	lines := bufio.NewScanner(out)
	for lines.Scan() && lines.Text() != "filling" {
	}
	time.Sleep(100 * time.Millisecond)
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	go func() {
		for lines.Scan() {
		}
	}()
	cmd.Wait()

	_, err = os.Stat(path)
	assert.True(t, os.IsNotExist(err), "a killed creation leaves no event file: %v", err)
	// What it left is a hidden temporary file, which the next creation
	// removes once no one holds it.
	left, err := filepath.Glob(filepath.Join(dir, ".demo.taikai.*.creating"))
	require.NoError(t, err)
	require.Len(t, left, 1)
	old := time.Now().Add(-time.Minute)
	require.NoError(t, os.Chtimes(left[0], old, old))
	// The same name can be created at once.
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith("othello", 24)
	}))
	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	ps, err := tournament.NewService(b).Participants()
	require.NoError(t, err)
	assert.Len(t, ps, 24)
	_, err = os.Stat(left[0])
	assert.True(t, os.IsNotExist(err), "the leftover is gone")
}

// A refused creation leaves nothing, not even its temporary file.
func TestCreateWith_RefusedFillLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "refused.taikai")
	err := CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith("othello", 1)
	})
	require.ErrorIs(t, err, tournament.ErrInvalidInput)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Empty(t, entries)
}

func TestCreateWith_RefusesAnExistingFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "taken.taikai")
	require.NoError(t, os.WriteFile(path, []byte("mine"), 0o600))
	err := CreateWith(path, func(st tournament.Store) error { return nil })
	require.ErrorIs(t, err, tournament.ErrFileExists)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "mine", string(data))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1)
}

// Each migration keeps its own backup: an older backup of the same schema
// is never overwritten, and the backups are private.
func TestMigration_BackupsAreNumberedAndPrivate(t *testing.T) {
	b, path := newTestFile(t)
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
	require.NoError(t, b.Close())
	old := SchemaVersion
	SchemaVersion = old + 1
	migrations[old] = func(tx *bolt.Tx) error { return nil }
	t.Cleanup(func() { SchemaVersion = old; delete(migrations, old) })
	first := fmt.Sprintf("%s.schema%d.bak", path, old)
	require.NoError(t, os.WriteFile(first, []byte("an older backup"), 0o600))

	b2, err := Open(path)
	require.NoError(t, err)
	b2.Close()
	data, err := os.ReadFile(first)
	require.NoError(t, err)
	assert.Equal(t, "an older backup", string(data), "not overwritten")
	second := fmt.Sprintf("%s.schema%d.1.bak", path, old)
	st, err := os.Stat(second)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
	db, err := bolt.Open(second, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	require.NoError(t, err)
	require.NoError(t, db.View(func(tx *bolt.Tx) error {
		assert.Equal(t, fmt.Sprint(old), string(tx.Bucket(bucketMeta).Get(keyVersion)))
		return nil
	}))
	db.Close()
	for _, e := range mustReadDir(t, filepath.Dir(path)) {
		assert.False(t, strings.HasSuffix(e, ".tmp"), "no temporary file left: %s", e)
	}
}

func mustReadDir(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}
