package main

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/storage"
	"taikai/tournament"
	"taikai/tournament/games"
)

// TestShortFiles_Issue40TheHeapIsAdvisedOnceWhenAnEventIsRead: a command
// that opens, makes or restores an event file advises its heap once,
// before the first of them, and gets from each what storage's files give;
// one that opens none (version, help) never pays for it.
func TestShortFiles_Issue40TheHeapIsAdvisedOnceWhenAnEventIsRead(t *testing.T) {
	games.Register()
	advised := 0
	was := adviseHeap
	adviseHeap = func() { advised++ }
	t.Cleanup(func() { adviseHeap = was })

	files := &shortFiles{EventFiles: storage.Files{}}
	assert.Zero(t, advised, "nothing opened yet")
	path := filepath.Join(t.TempDir(), "e.taikai")
	require.NoError(t, files.Create(path, func(st tournament.Store) error {
		return tournament.NewService(st).Create(tournament.Event{Name: "大会", Game: "othello"})
	}))
	assert.Equal(t, 1, advised, "advised before the file is made")
	f, err := files.Open(path)
	require.NoError(t, err)
	ev, err := tournament.NewService(f).Event()
	require.NoError(t, err)
	assert.Equal(t, "大会", ev.Name, "the file storage's Files made")
	require.NoError(t, f.Close())
	_, err = files.Snapshots(path)
	require.NoError(t, err)
	assert.Equal(t, 1, advised, "once for the whole command")

	_, err = (&shortFiles{EventFiles: storage.Files{}}).Open(filepath.Join(t.TempDir(), "none.taikai"))
	assert.Error(t, err, "a file that is not there is refused as storage refuses it")
}
