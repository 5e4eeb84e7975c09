package storage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

func addReport(t *testing.T, s tournament.Store, text string) tournament.PhoneReport {
	t.Helper()
	r := tournament.PhoneReport{Round: 1, Table: 3, Text: text, Time: time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC), Client: "192.168.1.20"}
	require.NoError(t, s.Update(func(w tournament.Writer) error { return w.AddReport(&r) }))
	return r
}

func TestReports_NumberedKeptAndNotInSnapshots(t *testing.T) {
	for name, s := range map[string]tournament.Store{"bolt": func() tournament.Store { b, _ := newTestFile(t); return b }(), "memory": NewMemory()} {
		t.Run(name, func(t *testing.T) {
			require.NoError(t, s.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
			require.NoError(t, s.View(func(r tournament.Reader) error {
				reps, err := r.Reports()
				assert.Empty(t, reps, "a file without reports has none")
				return err
			}))
			var before tournament.Snapshot
			require.NoError(t, s.View(func(r tournament.Reader) (err error) { before, err = r.Snapshot(tournament.Snapshot{}); return }))
			v1, _ := s.(tournament.Versioner).Version()
			assert.Equal(t, 1, addReport(t, s, "40-24").Seq)
			assert.Equal(t, 2, addReport(t, s, "24-40").Seq)
			v2, _ := s.(tournament.Versioner).Version()
			assert.Greater(t, v2, v1)
			// Restoring the event as it was (an undo) keeps the reports.
			require.NoError(t, s.Update(func(w tournament.Writer) error { return w.Restore(before) }))
			require.NoError(t, s.View(func(r tournament.Reader) error {
				reps, err := r.Reports()
				require.Len(t, reps, 2)
				assert.Equal(t, "24-40", reps[1].Text)
				after, _ := r.Snapshot(tournament.Snapshot{})
				assert.True(t, before.Equal(after), "reports are not part of the event's state")
				return err
			}))
		})
	}
}

func TestReports_SurviveReopeningAndADamagedOneIsTold(t *testing.T) {
	b, path := newTestFile(t)
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.PutEvent(testEvent) }))
	addReport(t, b, "40-24")
	require.NoError(t, b.Close())
	b, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, b.View(func(r tournament.Reader) error {
		reps, err := r.Reports()
		require.Len(t, reps, 1)
		assert.Equal(t, "192.168.1.20", reps[0].Client)
		return err
	}))
	// A value that no longer decodes (changed by another program) is
	// damage, and the message names it.
	require.NoError(t, b.Close())
	db, err := bolt.Open(path, 0o600, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(func(tx *bolt.Tx) error { return tx.Bucket(bucketReports).Put(itob(1), []byte("{not json")) }))
	require.NoError(t, db.Close())
	_, err = Open(path)
	require.ErrorIs(t, err, tournament.ErrDamagedFile)
	assert.Contains(t, err.Error(), "phone report")
}
