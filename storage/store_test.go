package storage

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// newTestFile creates an event file in t.TempDir and checks, when the test
// ends, that bbolt finds the file consistent.
func newTestFile(t *testing.T) (*Bolt, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event.taikai")
	b, err := Create(path)
	require.NoError(t, err)
	t.Cleanup(func() {
		b.Close()
		db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second, ReadOnly: true})
		require.NoError(t, err)
		defer db.Close()
		require.NoError(t, db.View(func(tx *bolt.Tx) error {
			for err := range tx.Check() {
				return err
			}
			return nil
		}))
	})
	return b, path
}

var testEvent = tournament.Event{Game: "othello", Name: "第1回 テスト大会", Date: "2026-11-21"}

// storeSuite runs the same checks on every Store implementation.
func storeSuite(t *testing.T, newStore func(t *testing.T) tournament.Store) {
	t.Run("PutEventThenRead", func(t *testing.T) {
		s := newStore(t)
		require.NoError(t, s.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
		require.NoError(t, s.View(func(r tournament.Reader) error {
			ev, err := r.Event()
			require.NoError(t, err)
			assert.Equal(t, testEvent.Name, ev.Name)
			return nil
		}))
	})
	t.Run("ParticipantIDsAreSequentialAndOrdered", func(t *testing.T) {
		s := newStore(t)
		require.NoError(t, s.Update(func(w tournament.Writer) error {
			for _, n := range []string{"山田 太郎", "佐藤 花子", "鈴木 一郎"} {
				p := tournament.Participant{Name: n}
				if err := w.PutParticipant(&p); err != nil {
					return err
				}
			}
			return nil
		}))
		require.NoError(t, s.View(func(r tournament.Reader) error {
			ps, err := r.Participants()
			require.NoError(t, err)
			require.Len(t, ps, 3)
			assert.Equal(t, []int{1, 2, 3}, []int{ps[0].ID, ps[1].ID, ps[2].ID})
			assert.Equal(t, "佐藤 花子", ps[1].Name)
			return nil
		}))
	})
	t.Run("FailedUpdateChangesNothing", func(t *testing.T) {
		s := newStore(t)
		boom := errors.New("boom")
		err := s.Update(func(w tournament.Writer) error {
			p := tournament.Participant{Name: "山田 太郎"}
			if err := w.PutParticipant(&p); err != nil {
				return err
			}
			if err := w.AppendAudit(tournament.AuditEntry{Action: "x"}); err != nil {
				return err
			}
			return boom
		})
		require.ErrorIs(t, err, boom)
		require.NoError(t, s.View(func(r tournament.Reader) error {
			ps, _ := r.Participants()
			log, _ := r.Audit()
			assert.Empty(t, ps)
			assert.Empty(t, log)
			return nil
		}))
	})
	t.Run("RoundsInOrderReplaceAndDelete", func(t *testing.T) {
		s := newStore(t)
		require.NoError(t, s.Update(func(w tournament.Writer) error {
			for _, n := range []int{2, 1, 3} {
				if err := w.PutRound(tournament.Round{Number: n, Games: []tournament.Game{{Table: 1, Black: n, White: 9}}}); err != nil {
					return err
				}
			}
			if err := w.PutRound(tournament.Round{Number: 2, Published: true}); err != nil {
				return err
			}
			return w.DeleteRound(tournament.Round{Number: 3})
		}))
		require.NoError(t, s.View(func(r tournament.Reader) error {
			rs, err := r.Rounds()
			require.NoError(t, err)
			require.Len(t, rs, 2)
			assert.Equal(t, 1, rs[0].Number)
			assert.Equal(t, 1, rs[0].Games[0].Black)
			assert.True(t, rs[1].Published)
			return nil
		}))
	})
	t.Run("AuditIsNumberedInOrder", func(t *testing.T) {
		s := newStore(t)
		for _, a := range []string{"a", "b", "c"} {
			require.NoError(t, s.Update(func(w tournament.Writer) error { return w.AppendAudit(tournament.AuditEntry{Action: a}) }))
		}
		require.NoError(t, s.View(func(r tournament.Reader) error {
			log, err := r.Audit()
			require.NoError(t, err)
			require.Len(t, log, 3)
			assert.Equal(t, 3, log[2].Seq)
			assert.Equal(t, "c", log[2].Action)
			return nil
		}))
	})
}

func TestStore_Bolt(t *testing.T) {
	storeSuite(t, func(t *testing.T) tournament.Store { b, _ := newTestFile(t); return b })
}

func TestStore_Memory(t *testing.T) {
	storeSuite(t, func(t *testing.T) tournament.Store { return NewMemory() })
}

func TestOpen_SecondOpenerFailsWithinASecond(t *testing.T) {
	b, path := newTestFile(t)
	_ = b
	start := time.Now()
	_, err := Open(path)
	elapsed := time.Since(start)
	require.ErrorIs(t, err, tournament.ErrFileLocked)
	assert.Contains(t, err.Error(), "already open in another window")
	assert.Less(t, elapsed, 2*time.Second)
}

func TestOpen_MissingFileIsNotCreated(t *testing.T) {
	path := filepath.Join(t.TempDir(), "none.taikai")
	_, err := Open(path)
	require.ErrorIs(t, err, tournament.ErrNotFound)
	_, statErr := os.Stat(path)
	assert.True(t, os.IsNotExist(statErr))
}

func TestOpen_NotAnEventFile(t *testing.T) {
	dir := t.TempDir()
	text := filepath.Join(dir, "players.csv")
	require.NoError(t, os.WriteFile(text, []byte("name\n山田\n"), 0o644))
	_, err := Open(text)
	require.ErrorIs(t, err, tournament.ErrNotEventFile)

	other := filepath.Join(dir, "other.db")
	db, err := bolt.Open(other, 0o644, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(func(tx *bolt.Tx) error { _, err := tx.CreateBucket([]byte("x")); return err }))
	db.Close()
	_, err = Open(other)
	require.ErrorIs(t, err, tournament.ErrNotEventFile)
}

func TestCreate_RefusesToOverwrite(t *testing.T) {
	_, path := newTestFile(t)
	_, err := Create(path)
	require.ErrorIs(t, err, tournament.ErrFileExists)
}

func TestMigration_BacksUpThenUpgrades(t *testing.T) {
	b, path := newTestFile(t)
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
	require.NoError(t, b.Close())

	old := SchemaVersion
	SchemaVersion = old + 1
	migrations[old] = func(tx *bolt.Tx) error { return tx.Bucket(bucketMeta).Put([]byte("migrated"), []byte("yes")) }
	t.Cleanup(func() { SchemaVersion = old; delete(migrations, old) })

	b2, err := Open(path)
	require.NoError(t, err)
	defer b2.Close()
	require.NoError(t, b2.db.View(func(tx *bolt.Tx) error {
		assert.Equal(t, "yes", string(tx.Bucket(bucketMeta).Get([]byte("migrated"))))
		assert.Equal(t, fmt.Sprint(old+1), string(tx.Bucket(bucketMeta).Get(keyVersion)))
		return nil
	}))
	backup, err := bolt.Open(path+fmt.Sprintf(".schema%d.bak", old), 0o644, &bolt.Options{ReadOnly: true, Timeout: time.Second})
	require.NoError(t, err)
	defer backup.Close()
	require.NoError(t, backup.View(func(tx *bolt.Tx) error {
		assert.Equal(t, fmt.Sprint(old), string(tx.Bucket(bucketMeta).Get(keyVersion)))
		assert.Nil(t, tx.Bucket(bucketMeta).Get([]byte("migrated")))
		return nil
	}))
}

func TestOpen_RefusesNewerSchema(t *testing.T) {
	b, path := newTestFile(t)
	// A newer Taikai seals its schema as this one does.
	require.NoError(t, b.db.Update(func(tx *bolt.Tx) error {
		if err := tx.Bucket(bucketMeta).Put(keyVersion, []byte("99")); err != nil {
			return err
		}
		return tx.Bucket(bucketMeta).Put(keySeal, metaSeal(99))
	}))
	require.NoError(t, b.Close())
	_, err := Open(path)
	require.ErrorIs(t, err, tournament.ErrNewerFile)
}

// testdata/schema1.taikai is a demo event written by the first Taikai
// (schema 1, before rounds existed).
func TestMigration_Schema1FileOpensWithItsParticipantsAndGainsRounds(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.taikai")
	src, err := os.Open("testdata/schema1.taikai")
	require.NoError(t, err)
	dst, err := os.Create(path)
	require.NoError(t, err)
	_, err = io.Copy(dst, src)
	require.NoError(t, err)
	src.Close()
	dst.Close()

	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	require.NoError(t, b.View(func(r tournament.Reader) error {
		ps, err := r.Participants()
		require.NoError(t, err)
		assert.Len(t, ps, 24)
		rs, err := r.Rounds()
		require.NoError(t, err)
		assert.Empty(t, rs)
		return nil
	}))
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.PutRound(tournament.Round{Number: 1}) }))
	assert.FileExists(t, path+".schema1.bak")
}
