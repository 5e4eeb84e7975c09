package storage

import (
	"encoding/json"
	"errors"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// fillForSnapshot writes an event, participants #1–#3, rounds 1 and 2,
// records 1 and 2 and one audit entry.
func fillForSnapshot(t *testing.T, s tournament.Store) {
	t.Helper()
	require.NoError(t, s.Update(func(w tournament.Writer) error {
		if err := w.PutEvent(testEvent); err != nil {
			return err
		}
		for _, n := range []string{"山田 太郎", "佐藤 花子", "鈴木 一郎"} {
			p := tournament.Participant{Name: n}
			if err := w.PutParticipant(&p); err != nil {
				return err
			}
		}
		for _, n := range []int{1, 2} {
			if err := w.PutRound(tournament.Round{Number: n, Games: []tournament.Game{{Table: 1, Black: n, White: 3}}}); err != nil {
				return err
			}
		}
		for _, k := range []int{1, 2} {
			if err := w.PutRecord(tournament.Stored{Key: k, Data: json.RawMessage(`{"order":` + string(rune('0'+k)) + `}`)}); err != nil {
				return err
			}
		}
		return w.AppendAudit(tournament.AuditEntry{Action: "fill"})
	}))
}

func snapshotOf(t *testing.T, s tournament.Store, reuse tournament.Snapshot) tournament.Snapshot {
	t.Helper()
	var snap tournament.Snapshot
	require.NoError(t, s.View(func(r tournament.Reader) error {
		var err error
		snap, err = r.Snapshot(reuse)
		return err
	}))
	return snap
}

func sameBytes(a, b json.RawMessage) bool { return unsafe.SliceData(a) == unsafe.SliceData(b) }

// snapshotSuite runs the same checks of Snapshot and Restore on every Store.
func snapshotSuite(t *testing.T, newStore func(t *testing.T) tournament.Store) {
	t.Run("RestoreBringsBackExactlyTheStateButNotTheAuditLog", func(t *testing.T) {
		s := newStore(t)
		fillForSnapshot(t, s)
		before := snapshotOf(t, s, tournament.Snapshot{})
		require.Len(t, before.Participants, 3)
		require.Len(t, before.Rounds, 2)
		require.Len(t, before.Records, 2)
		require.NotNil(t, before.Event)

		require.NoError(t, s.Update(func(w tournament.Writer) error {
			ev, _ := w.Event()
			ev.Name = "改名"
			if err := w.PutEvent(ev); err != nil {
				return err
			}
			p := tournament.Participant{ID: 2, Name: "佐藤 花子（東京）", WithdrawnFrom: 2}
			if err := w.PutParticipant(&p); err != nil {
				return err
			}
			added := tournament.Participant{Name: "高橋 誠"}
			if err := w.PutParticipant(&added); err != nil {
				return err
			}
			if err := w.DeleteRound(tournament.Round{Number: 2}); err != nil {
				return err
			}
			if err := w.PutRound(tournament.Round{Number: 3}); err != nil {
				return err
			}
			if err := w.PutRecord(tournament.Stored{Key: 1, Data: json.RawMessage(`{"order":1,"name":"予選"}`)}); err != nil {
				return err
			}
			if err := w.PutRecord(tournament.Stored{Key: 3, Data: json.RawMessage(`{"order":3}`)}); err != nil {
				return err
			}
			return w.AppendAudit(tournament.AuditEntry{Action: "change"})
		}))
		changed := snapshotOf(t, s, before)
		require.False(t, changed.Equal(before))

		require.NoError(t, s.Update(func(w tournament.Writer) error { return w.Restore(before) }))
		after := snapshotOf(t, s, tournament.Snapshot{})
		assert.True(t, after.Equal(before), "the state is back, byte for byte")
		require.NoError(t, s.View(func(r tournament.Reader) error {
			ps, err := r.Participants()
			require.NoError(t, err)
			assert.Equal(t, []int{1, 2, 3}, []int{ps[0].ID, ps[1].ID, ps[2].ID})
			assert.Equal(t, "佐藤 花子", ps[1].Name)
			rs, err := r.Rounds()
			require.NoError(t, err)
			require.Len(t, rs, 2)
			assert.Equal(t, 2, rs[1].Games[0].Black)
			recs, err := r.Records()
			require.NoError(t, err)
			assert.Equal(t, []json.RawMessage{json.RawMessage(`{"order":1}`), json.RawMessage(`{"order":2}`)}, []json.RawMessage{recs[0].Data, recs[1].Data})
			log, err := r.Audit()
			require.NoError(t, err)
			assert.Equal(t, []string{"fill", "change"}, []string{log[0].Action, log[1].Action}, "the audit log is not restored")
			return nil
		}))

		// Participant #4 existed until the restore: its ID is not given again.
		require.NoError(t, s.Update(func(w tournament.Writer) error {
			p := tournament.Participant{Name: "伊藤 葵"}
			require.NoError(t, w.PutParticipant(&p))
			assert.Equal(t, 5, p.ID)
			return nil
		}))

		// Restoring the changed state again (a redo) gives #4 back.
		require.NoError(t, s.Update(func(w tournament.Writer) error { return w.Restore(changed) }))
		assert.True(t, snapshotOf(t, s, tournament.Snapshot{}).Equal(changed))
	})
	t.Run("SnapshotSharesUnchangedValues", func(t *testing.T) {
		s := newStore(t)
		fillForSnapshot(t, s)
		first := snapshotOf(t, s, tournament.Snapshot{})
		same := snapshotOf(t, s, first)
		assert.True(t, same.Equal(first))
		assert.True(t, sameBytes(first.Event, same.Event))
		for i := range first.Participants {
			assert.True(t, sameBytes(first.Participants[i].Data, same.Participants[i].Data))
		}
		require.NoError(t, s.Update(func(w tournament.Writer) error {
			return w.PutParticipant(&tournament.Participant{ID: 2, Name: "佐藤 花子（東京）"})
		}))
		next := snapshotOf(t, s, first)
		assert.True(t, sameBytes(first.Participants[0].Data, next.Participants[0].Data), "#1 unchanged: shared")
		assert.False(t, sameBytes(first.Participants[1].Data, next.Participants[1].Data), "#2 changed: its own copy")
		assert.Contains(t, string(next.Participants[1].Data), "東京")
		assert.True(t, sameBytes(first.Rounds[1].Data, next.Rounds[1].Data))
		assert.True(t, sameBytes(first.Records[0].Data, next.Records[0].Data))
	})
	t.Run("RestoreInAFailedUpdateChangesNothing", func(t *testing.T) {
		s := newStore(t)
		fillForSnapshot(t, s)
		before := snapshotOf(t, s, tournament.Snapshot{})
		boom := errors.New("boom")
		err := s.Update(func(w tournament.Writer) error {
			if err := w.Restore(tournament.Snapshot{Event: before.Event}); err != nil {
				return err
			}
			ps, _ := w.Participants()
			assert.Empty(t, ps, "inside the transaction the participants are gone")
			return boom
		})
		require.ErrorIs(t, err, boom)
		assert.True(t, snapshotOf(t, s, tournament.Snapshot{}).Equal(before))
	})
	t.Run("SnapshotDecodesToTheState", func(t *testing.T) {
		s := newStore(t)
		fillForSnapshot(t, s)
		var st tournament.State
		require.NoError(t, s.View(func(r tournament.Reader) error {
			var err error
			st, err = tournament.ReadState(r)
			return err
		}))
		assert.Equal(t, testEvent.Name, st.Event.Name)
		assert.Len(t, st.Participants, 3)
		assert.Len(t, st.Rounds, 2)
		require.Len(t, st.Records, 2)
		assert.Equal(t, 2, st.Records[1].Key)
		assert.JSONEq(t, `{"order":2}`, string(st.Records[1].Data))

		st.Participants = st.Participants[:1]
		st.Records = []tournament.Stored{{Key: 7, Data: json.RawMessage(`{ "order": 7 }`)}}
		require.NoError(t, s.Update(func(w tournament.Writer) error { return tournament.ReplaceState(w, st) }))
		require.NoError(t, s.View(func(r tournament.Reader) error {
			got, err := tournament.ReadState(r)
			require.NoError(t, err)
			assert.Len(t, got.Participants, 1)
			assert.Equal(t, st.Rounds, got.Rounds)
			assert.Equal(t, []tournament.Stored{{Key: 7, Data: json.RawMessage(`{"order":7}`)}}, got.Records)
			return nil
		}))
	})
}

func TestSnapshot_Bolt(t *testing.T) {
	snapshotSuite(t, func(t *testing.T) tournament.Store { b, _ := newTestFile(t); return b })
}

func TestSnapshot_Memory(t *testing.T) {
	snapshotSuite(t, func(t *testing.T) tournament.Store { return NewMemory() })
}

// A restore is kept in the file: the state reopened is the state restored.
func TestSnapshot_BoltRestoreSurvivesReopening(t *testing.T) {
	b, path := newTestFile(t)
	fillForSnapshot(t, b)
	before := snapshotOf(t, b, tournament.Snapshot{})
	require.NoError(t, b.Update(func(w tournament.Writer) error {
		if err := w.DeleteRound(tournament.Round{Number: 1}); err != nil {
			return err
		}
		return w.PutParticipant(&tournament.Participant{Name: "高橋 誠"})
	}))
	require.NoError(t, b.Update(func(w tournament.Writer) error { return w.Restore(before) }))
	require.NoError(t, b.Close())

	again, err := Open(path)
	require.NoError(t, err)
	defer again.Close()
	assert.True(t, snapshotOf(t, again, tournament.Snapshot{}).Equal(before))
	require.NoError(t, again.Update(func(w tournament.Writer) error {
		p := tournament.Participant{Name: "伊藤 葵"}
		require.NoError(t, w.PutParticipant(&p))
		assert.Equal(t, 5, p.ID, "#4 was given once")
		return nil
	}))
}
