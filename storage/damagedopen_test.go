package storage

import (
	"bytes"
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// within runs fn and fails the test when it has not returned after a
// few seconds: a freeze is a failure, not a test that never ends.
func within(t *testing.T, what string, fn func() error) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- fn() }()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		t.Fatalf("%s: still waiting after 5 s (a freeze)", what)
		return nil
	}
}

// damageOpenFile does to the file at path, while it is open, what a pulled
// USB stick or another program does to it.
var damageOpenFile = map[string]func(t *testing.T, path string){
	"cut short": func(t *testing.T, path string) { require.NoError(t, os.Truncate(path, 8192)) },
	"pages overwritten": func(t *testing.T, path string) {
		st, err := os.Stat(path)
		require.NoError(t, err)
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		require.NoError(t, err)
		defer f.Close()
		_, err = f.WriteAt(bytes.Repeat([]byte{0xAB}, int(st.Size())-8192), 8192)
		require.NoError(t, err)
	},
	"pages zeroed": func(t *testing.T, path string) {
		st, err := os.Stat(path)
		require.NoError(t, err)
		f, err := os.OpenFile(path, os.O_RDWR, 0)
		require.NoError(t, err)
		defer f.Close()
		_, err = f.WriteAt(make([]byte, int(st.Size())-8192), 8192)
		require.NoError(t, err)
	},
}

// Issue 23: a file damaged while it is open froze the program: the first
// write was refused with the damage message, every later write and the
// close waited forever, and the file stayed locked. Now the second write
// and a read are refused at once with the same message, Close returns,
// the file is let go (lock and mapping), and the latest snapshot is
// restored by the same process, which then opens and changes the event.
func TestBolt_Issue23FileDamagedWhileOpenFreezesNothing(t *testing.T) {
	for name, damage := range damageOpenFile {
		t.Run(name, func(t *testing.T) {
			path := writeEvent(t, t.TempDir(), 200, 2)
			b, err := Open(path)
			require.NoError(t, err)
			damage(t, path)
			write := func() error {
				return b.Update(func(w tournament.Writer) error {
					return w.AppendAudit(tournament.AuditEntry{Action: "result", Detail: "round 2 table 1"})
				})
			}
			first := within(t, "the first write", write)
			require.ErrorIs(t, first, tournament.ErrDamagedFile)
			second := within(t, "the second write", write)
			require.ErrorIs(t, second, tournament.ErrDamagedFile)
			assert.Equal(t, first.Error(), second.Error(), "the same message, at once")
			read := within(t, "a read", func() error {
				return b.View(func(r tournament.Reader) error { _, err := r.Rounds(); return err })
			})
			require.ErrorIs(t, read, tournament.ErrDamagedFile)
			require.NoError(t, within(t, "Close", b.Close))
			if runtime.GOOS == "linux" {
				maps, err := os.ReadFile("/proc/self/maps")
				require.NoError(t, err)
				assert.False(t, strings.Contains(string(maps), path), "the file is no longer mapped")
			}
			// Nothing holds the file: it opens as damaged, not as locked.
			err = within(t, "opening it again", func() error { _, err := Open(path); return err })
			require.ErrorIs(t, err, tournament.ErrDamagedFile)
			var d *DamagedError
			require.ErrorAs(t, err, &d)
			require.NotNil(t, d.Latest, "a snapshot is offered")
			var rep RestoreReport
			require.NoError(t, within(t, "the restore", func() error {
				var err error
				rep, err = Restore(path, strconv.Itoa(d.Latest.ID))
				return err
			}))
			assert.NotEmpty(t, rep.Kept, "the damaged file is kept beside")
			b2, err := Open(path)
			require.NoError(t, err)
			defer b2.Close()
			require.NoError(t, b2.Update(func(w tournament.Writer) error {
				return w.AppendAudit(tournament.AuditEntry{Action: "result", Detail: "entered again"})
			}))
		})
	}
}

// Issue 23, under `serve`: many phones and the arbiter use the file at
// once when it is damaged; every use returns with the damage message and
// Close does not wait.
func TestBolt_Issue23ConcurrentUsesOfAFileDamagedWhileOpenAllReturn(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 200, 2)
	b, err := Open(path)
	require.NoError(t, err)
	damageOpenFile["cut short"](t, path)
	errs := make(chan error, 16)
	for i := range 16 {
		go func() {
			if i%2 == 0 {
				errs <- b.Update(func(w tournament.Writer) error { return w.AppendAudit(tournament.AuditEntry{Action: "report"}) })
				return
			}
			errs <- b.View(func(r tournament.Reader) error { _, err := r.Participants(); return err })
		}()
	}
	for i := range 16 {
		err := within(t, "use "+strconv.Itoa(i), func() error { return <-errs })
		require.ErrorIs(t, err, tournament.ErrDamagedFile)
	}
	require.NoError(t, within(t, "Close", b.Close))
	_, err = Open(path)
	require.ErrorIs(t, err, tournament.ErrDamagedFile, "not locked: let go of")
}
