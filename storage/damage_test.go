package storage

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

var damageDay = time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)

// writeEvent writes an Othello event file of n participants with rounds
// paired and every result in (one transaction per round's results), and
// returns its path.
func writeEvent(t testing.TB, dir string, n, rounds int) string {
	t.Helper()
	path := filepath.Join(dir, "event.taikai")
	settings := map[string]string{"seed": "42"}
	if rounds > 6 {
		settings[tournament.SettingRounds] = strconv.Itoa(rounds)
	}
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "壊れた大会"}, settings, damageDay)
		if err != nil {
			return err
		}
		s := tournament.NewService(st)
		if err := s.Create(ev); err != nil {
			return err
		}
		_, err = s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(n, 1)))
		return err
	}))
	f, err := Open(path)
	require.NoError(t, err)
	defer f.Close()
	s := tournament.NewService(f)
	rng := rand.New(rand.NewPCG(3, 4))
	for range rounds {
		r, err := s.PairNextRound()
		require.NoError(t, err)
		require.NoError(t, f.Update(func(w tournament.Writer) error {
			for i, g := range r.Games {
				if g.IsBye() {
					continue
				}
				x := rng.IntN(65)
				text := fmt.Sprintf("%d-%d", x, 64-x)
				r.Games[i].Result = &tournament.Result{Text: text, Entered: text, Arbiter: "test", Recorded: damageDay}
			}
			return w.PutRound(r)
		}))
	}
	return path
}

// readEverything opens path and reads what the screens read; it reports a
// panic as a failure of the test rather than of the test binary.
func readEverything(t *testing.T, path string) (err error) {
	t.Helper()
	require.NotPanics(t, func() {
		var b *Bolt
		b, err = Open(path)
		if err != nil {
			return
		}
		defer b.Close()
		err = b.View(func(r tournament.Reader) error {
			if _, err := r.Event(); err != nil {
				return err
			}
			if _, err := r.Participants(); err != nil {
				return err
			}
			if _, err := r.Rounds(); err != nil {
				return err
			}
			_, err := r.Audit()
			return err
		})
	})
	return err
}

// pageOf returns the offset of the 4 KiB page holding the first needle.
func pageOf(t *testing.T, data []byte, needle string) int {
	t.Helper()
	i := bytes.Index(data, []byte(needle))
	require.GreaterOrEqual(t, i, 0, "%q is in the file", needle)
	return i / 4096 * 4096
}

func TestOpen_TruncatedFileIsDamagedNotAPanic(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 200, 2)
	// The file is longer than its pages (bbolt grows it ahead); cut into
	// the pages.
	head, err := readHead(path)
	require.NoError(t, err)
	used := int64(head.meta[head.use].pgid) * int64(head.pageSize)
	for _, size := range []int64{used / 2, used - 4096, 3 * 4096} {
		cut := filepath.Join(t.TempDir(), "cut.taikai")
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(cut, data[:size], 0o600))
		err = readEverything(t, cut)
		require.ErrorIs(t, err, tournament.ErrDamagedFile, "cut to %d of %d bytes", size, used)
		assert.Contains(t, tournament.Localize(err, tournament.English), "cut short")
		assert.Contains(t, tournament.Localize(err, tournament.Japanese), "途中で切れています")
	}
}

func TestOpen_DamagedPageIsDamagedNotAPanic(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 200, 2)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var names []string
	for _, p := range tournament.DemoParticipants(200, 1)[150:152] {
		names = append(names, p[tournament.FieldName])
	}
	for i, garbage := range [][]byte{bytes.Repeat([]byte{0xff}, 4096), bytes.Repeat([]byte{0}, 4096)} {
		bad := bytes.Clone(data)
		at := pageOf(t, bad, names[0])
		copy(bad[at:at+4096], garbage)
		p := filepath.Join(t.TempDir(), fmt.Sprintf("bad%d.taikai", i))
		require.NoError(t, os.WriteFile(p, bad, 0o600))
		err := readEverything(t, p)
		require.ErrorIs(t, err, tournament.ErrDamagedFile, "page at %d filled with %x", at, garbage[0])
		assert.Contains(t, err.Error(), "damaged")
	}
}

// A record whose bytes changed in place (the page still looks like a page)
// is found by the consistency check when the file is opened.
func TestOpen_RecordThatNoLongerDecodesIsDamaged(t *testing.T) {
	path := writeEvent(t, t.TempDir(), 50, 1)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	i := bytes.Index(data, []byte(`"reading":`))
	require.Greater(t, i, 0)
	copy(data[i:], `"reading"}`)
	require.NoError(t, os.WriteFile(path, data, 0o600))
	require.NotPanics(t, func() {
		_, err = Open(path)
	})
	require.ErrorIs(t, err, tournament.ErrDamagedFile)
	assert.Contains(t, err.Error(), "participant")
}

func TestCreate_FilesArePrivate(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "private.taikai")
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "x"}, nil, damageDay)
		if err != nil {
			return err
		}
		return tournament.NewService(st).Create(ev)
	}))
	st, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm(), "birth dates of children: owner only")
	b, err := Create(filepath.Join(dir, "other.taikai"))
	require.NoError(t, err)
	b.Close()
	st, err = os.Stat(filepath.Join(dir, "other.taikai"))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), st.Mode().Perm())
}
