package storage

import (
	"encoding/binary"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// A file that cannot be written (a locked stick, a read-only copy) opens
// read-only: it is read, never written, and every change is refused.
func TestOpenReadOnly_ReadsAndRefusesChanges(t *testing.T) {
	path := smallEvent(t)
	require.NoError(t, os.Chmod(path, 0o444))
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	_, err = Open(path)
	require.ErrorIs(t, err, tournament.ErrReadOnlyFile)

	b, err := OpenReadOnly(path)
	require.NoError(t, err)
	assert.True(t, b.ReadOnly())
	// Others may read it at the same time.
	b2, err := OpenReadOnly(path)
	require.NoError(t, err)
	b2.Close()
	s := tournament.NewService(b)
	ps, err := s.Participants()
	require.NoError(t, err)
	assert.Len(t, ps, 8)
	_, err = s.PairNextRound()
	require.ErrorIs(t, err, tournament.ErrReadOnlyFile)
	assert.Contains(t, err.Error(), "read-only")
	assert.Contains(t, tournament.Localize(err, tournament.Japanese), "読み取り専用で開いています")
	require.NoError(t, b.Close())

	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after, "not a byte written")
}

// The newer of the two meta pages damaged: bbolt opens the file on the
// older one, without the last change. Open says which change is missing.
func TestOpen_DamagedNewerMetaPageTellsTheLostChange(t *testing.T) {
	path := smallEvent(t)
	b, err := Open(path)
	require.NoError(t, err)
	s := tournament.NewService(b)
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "最後 の人"})
	require.NoError(t, err)
	require.NoError(t, b.Close())

	damageNewerMeta := func() {
		head, err := readHead(path)
		require.NoError(t, err)
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		require.NoError(t, err)
		// Flip a byte of its root page id: the checksum no longer matches.
		var buf [8]byte
		at := int64(head.use*head.pageSize + pageHeaderSize + 16)
		_, err = f.ReadAt(buf[:], at)
		require.NoError(t, err)
		binary.LittleEndian.PutUint64(buf[:], binary.LittleEndian.Uint64(buf[:])^0xff)
		_, err = f.WriteAt(buf[:], at)
		require.NoError(t, err)
		require.NoError(t, f.Close())
	}
	damageNewerMeta()

	b, err = Open(path)
	require.NoError(t, err, "the file opens, on its previous transaction")
	ps, err := tournament.NewService(b).Participants()
	require.NoError(t, err)
	assert.Len(t, ps, 8, "the last participant is not in the file")
	require.Len(t, b.Notices(), 1)
	assert.Contains(t, b.Notices()[0].En, "players.add")
	assert.Contains(t, b.Notices()[0].En, "最後 の人")
	assert.Contains(t, b.Notices()[0].Ja, "最後に保存した変更")
	// The next change is written over the damaged page: the notice goes.
	_, err = tournament.NewService(b).AddParticipant(tournament.ParticipantForm{tournament.FieldName: "最後 の人"})
	require.NoError(t, err)
	require.NoError(t, b.Close())
	b, err = Open(path)
	require.NoError(t, err)
	assert.Empty(t, b.Notices())
	require.NoError(t, b.Close())

	// Without the note (a file moved without its folder), the damaged
	// page of the next transaction is still noticed.
	s = tournament.NewService(mustOpen(t, path))
	_, err = s.AddParticipant(tournament.ParticipantForm{tournament.FieldName: "もう一人"})
	require.NoError(t, err)
	require.NoError(t, s.Store().Close())
	require.NoError(t, os.Remove(snapshotDir(path)+"/"+lastChangeName))
	damageNewerMeta()
	b, err = Open(path)
	require.NoError(t, err)
	require.Len(t, b.Notices(), 1)
	assert.Contains(t, b.Notices()[0].En, "may be missing")
	b.Close()
}

func mustOpen(t *testing.T, path string) *Bolt {
	t.Helper()
	b, err := Open(path)
	require.NoError(t, err)
	return b
}

// A file that goes away under an open event (a USB stick pulled out, here
// cut short while open) is an error, not a crash; a panic that is not the
// file's fault still is one.
func TestView_FileCutWhileOpenIsAnErrorNotACrash(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 200, 2)
	b, err := Open(path)
	require.NoError(t, err)
	defer b.Close()
	require.NoError(t, os.Truncate(path, 8192))
	require.NotPanics(t, func() {
		err = b.View(func(r tournament.Reader) error {
			_, err := r.Rounds()
			return err
		})
	})
	require.ErrorIs(t, err, tournament.ErrDamagedFile)

	ok := smallEvent(t)
	b2, err := Open(ok)
	require.NoError(t, err)
	defer b2.Close()
	assert.Panics(t, func() {
		b2.View(func(r tournament.Reader) error {
			var m map[string]int
			m["bug"] = 1
			return nil
		})
	})
}
