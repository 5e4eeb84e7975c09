package storage

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// smallEvent writes an Othello event of 8 demo participants, not paired.
func smallEvent(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event.taikai")
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith("othello", 8)
	}))
	return path
}

// roundOnePaired is a smallEvent with round 1 paired, open: its path, the
// open file, its service and the round.
func roundOnePaired(t *testing.T) (string, *Bolt, *tournament.Service, tournament.Round) {
	t.Helper()
	path := smallEvent(t)
	b := mustOpen(t, path)
	s := tournament.NewService(b)
	r, err := s.PairNextRound()
	require.NoError(t, err)
	return path, b, s, r
}

// roundOnePlayed is roundOnePaired with every result of round 1 recorded.
func roundOnePlayed(t *testing.T) (string, *Bolt, *tournament.Service) {
	t.Helper()
	path, b, s, _ := roundOnePaired(t)
	playRound(t, s, 1)
	return path, b, s
}

func labels(t *testing.T, path string) []string {
	t.Helper()
	ss, err := Snapshots(path)
	require.NoError(t, err)
	var out []string
	for _, s := range ss {
		out = append(out, s.Label)
	}
	return out
}

// playRound records every result of round n, the last one last.
func playRound(t *testing.T, s *tournament.Service, n int) {
	t.Helper()
	r, err := s.Round(n)
	require.NoError(t, err)
	for _, g := range r.Games {
		if !g.IsBye() {
			_, err := s.RecordResult(n, g.Table, "40-24")
			require.NoError(t, err)
		}
	}
}

func TestSnapshots_AfterPairingAndTheLastResultOfARound(t *testing.T) {
	path := smallEvent(t)
	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	s := tournament.NewService(b)
	_, err = s.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, []string{"round-1-paired"}, labels(t, path))
	r, err := s.Round(1)
	require.NoError(t, err)
	_, err = s.RecordResult(1, r.Games[0].Table, "40-24")
	require.NoError(t, err)
	assert.Len(t, labels(t, path), 1, "a result that leaves the round open takes none")
	playRound(t, s, 1)
	assert.Equal(t, []string{"round-1-paired", "round-1-complete"}, labels(t, path))
	_, err = s.RecordResult(1, r.Games[0].Table, "24-40")
	require.NoError(t, err)
	assert.Len(t, labels(t, path), 2, "a correction of a complete round takes none")
	require.NoError(t, s.SnapshotError())

	ss, err := Snapshots(path)
	require.NoError(t, err)
	assert.Equal(t, []int{1, 2}, []int{ss[0].ID, ss[1].ID})
	assert.Equal(t, "round 1 complete", ss[1].State().En)
	assert.Equal(t, "1回戦 全結果入力後", ss[1].State().Ja)

	// A snapshot is a whole event file of the state it names: round 1
	// paired, no result.
	sb, err := OpenReadOnly(ss[0].Path)
	require.NoError(t, err)
	rs, err := tournament.NewService(sb).Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 1)
	assert.False(t, rs[0].Played())
	sb.Close()

	// Private: the folder 0700, the snapshots 0600.
	st, err := os.Stat(snapshotDir(path))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), st.Mode().Perm())
	st, err = os.Stat(ss[0].Path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
}

func TestSnapshots_KeepTheNewest(t *testing.T) {
	path := smallEvent(t)
	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	for range SnapshotsKeep + 3 {
		require.NoError(t, b.Snapshot("manual"))
	}
	ss, err := Snapshots(path)
	require.NoError(t, err)
	require.Len(t, ss, SnapshotsKeep)
	assert.Equal(t, 4, ss[0].ID)
	assert.Equal(t, SnapshotsKeep+3, ss[len(ss)-1].ID)
}

func TestRestore_PutsTheSnapshotBackAndKeepsTheStateBefore(t *testing.T) {
	path, b, s := roundOnePlayed(t)
	_, err := s.PairNextRound()
	require.NoError(t, err)
	assert.Equal(t, []string{"round-1-paired", "round-1-complete", "round-2-paired"}, labels(t, path))

	// Held by another window: refused, nothing changed.
	_, err = Restore(path, "2")
	require.ErrorIs(t, err, tournament.ErrFileLocked)
	require.NoError(t, b.Close())

	rep, err := Restore(path, "2")
	require.NoError(t, err)
	assert.Equal(t, 2, rep.Restored.ID)
	require.NotNil(t, rep.Before)
	assert.Equal(t, 4, rep.Before.ID)
	assert.Equal(t, "before-restore-2", rep.Before.Label)
	assert.Empty(t, rep.Kept)

	b, err = Open(path)
	require.NoError(t, err)
	assert.Empty(t, b.Notices(), "a restored file is not taken for a file that lost changes")
	rs, err := tournament.NewService(b).Rounds()
	require.NoError(t, err)
	require.Len(t, rs, 1, "round 2 is gone with the restore")
	assert.Empty(t, rs[0].Missing())
	b.Close()
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())

	// The state before the restore can be restored in turn.
	_, err = Restore(path, "4")
	require.NoError(t, err)
	b, err = Open(path)
	require.NoError(t, err)
	rs, err = tournament.NewService(b).Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 2)
	b.Close()

	_, err = Restore(path, "99")
	require.ErrorIs(t, err, tournament.ErrNotFound)
}

// A damaged file names its latest good snapshot and the command that
// restores it; the restore keeps the damaged file beside.
func TestDamagedFile_NamesTheLatestGoodSnapshotAndRestores(t *testing.T) {
	path, b, _ := roundOnePlayed(t)
	require.NoError(t, b.Close())
	ss, err := Snapshots(path)
	require.NoError(t, err)
	require.Len(t, ss, 2)
	// The newest snapshot is damaged too: the one before is named.
	require.NoError(t, os.Truncate(ss[1].Path, 3*4096))

	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, data[:len(data)/3], 0o600))
	_, err = Open(path)
	require.ErrorIs(t, err, tournament.ErrDamagedFile)
	var d *DamagedError
	require.ErrorAs(t, err, &d)
	require.NotNil(t, d.Latest)
	assert.Equal(t, 1, d.Latest.ID)
	assert.Contains(t, err.Error(), "taikai restore "+path+" 1")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "最新の正常なスナップショットは 1（1回戦 組合せ後")
	assert.NotContains(t, d.Describe(tournament.Japanese, false), "taikai restore")

	_, err = Restore(path, "2")
	require.ErrorIs(t, err, tournament.ErrDamagedFile, "a damaged snapshot is not restored")
	rep, err := Restore(path, "1")
	require.NoError(t, err)
	assert.Nil(t, rep.Before)
	require.NotEmpty(t, rep.Kept)
	kept, err := os.ReadFile(rep.Kept)
	require.NoError(t, err)
	assert.Equal(t, data[:len(data)/3], kept, "the damaged file is kept as it was")
	b, err = Open(path)
	require.NoError(t, err)
	rs, err := tournament.NewService(b).Rounds()
	require.NoError(t, err)
	assert.Len(t, rs, 1)
	b.Close()
}

func TestMigration_TakesASnapshotFirst(t *testing.T) {
	b, path := openOld(t, "schema1.taikai")
	b.Close()
	assert.Equal(t, []string{"before-migration-schema1"}, labels(t, path))
	ss, _ := Snapshots(path)
	db, err := bolt.Open(ss[0].Path, 0o600, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	require.NoError(t, err)
	defer db.Close()
	require.NoError(t, db.View(func(tx *bolt.Tx) error {
		assert.Equal(t, "1", string(tx.Bucket(bucketMeta).Get(keyVersion)), "the snapshot is the file before the upgrade")
		return nil
	}))
}
