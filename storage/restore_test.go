package storage

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// eventPlayedOnAfterASnapshot is an event with round 1 paired (snapshot 1)
// and a result recorded since: the state a restore of snapshot 1 undoes.
func eventPlayedOnAfterASnapshot(t *testing.T) string {
	t.Helper()
	path, b, s, r := roundOnePaired(t)
	_, err := s.RecordResult(1, r.Games[0].Table, "40-24")
	require.NoError(t, err)
	require.NoError(t, b.Close())
	return path
}

// Issue 23: a restore killed just after the restored file took its name
// left the note of the change made before it, which the next open read as
// a change lost to damage ("a page of it is damaged … enter it again").
// The note is the restored file's before the file is.
func TestRestore_Issue23KilledAfterTheRenameLeavesNoFalseDamageWarning(t *testing.T) {
	path := eventPlayedOnAfterASnapshot(t)
	testHookRestored = func() { panic("killed") }
	t.Cleanup(func() { testHookRestored = nil })
	require.PanicsWithValue(t, "killed", func() { Restore(path, "1") })
	testHookRestored = nil
	b := mustOpen(t, path)
	defer b.Close()
	assert.Empty(t, b.Notices(), "no change is missing: the file is the snapshot")
	rs, err := tournament.NewService(b).Rounds()
	require.NoError(t, err)
	assert.Nil(t, rs[0].Games[0].Result, "the file is snapshot 1")
}

// Issue 23: a restore was not written to the audit log. It is, in both
// languages, with the snapshot and the state before it.
func TestRestore_Issue23IsWrittenToTheAuditLog(t *testing.T) {
	path := eventPlayedOnAfterASnapshot(t)
	rep, err := RestoreBy(path, "1", "v0.4.0")
	require.NoError(t, err)
	require.NotNil(t, rep.Before)
	b := mustOpen(t, path)
	defer b.Close()
	assert.Empty(t, b.Notices())
	log, err := tournament.NewService(b).AuditLog()
	require.NoError(t, err)
	last := log[len(log)-1]
	assert.Equal(t, ActionRestore, last.Action)
	assert.Equal(t, "v0.4.0", last.Program, "issue 31: the program that restored")
	assert.Contains(t, last.Detail, "restored snapshot 1 (round 1 paired")
	assert.Contains(t, last.Detail, "the state before is snapshot 2")
	what, detail := tournament.AuditText(last, nil, tournament.Japanese)
	assert.Equal(t, "スナップショットに戻す", what)
	assert.Contains(t, detail, "スナップショット 1（1回戦 組合せ後")
	assert.Contains(t, detail, "戻す前の状態はスナップショット 2 です")
}
