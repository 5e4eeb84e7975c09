package cli

import (
	"bytes"
	"path/filepath"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

// countingFiles opens event files whose read transactions are counted.
type countingFiles struct {
	tournament.EventFiles
	views atomic.Int64
}

func (c *countingFiles) Open(path string) (tournament.EventFile, error) {
	f, err := c.EventFiles.Open(path)
	if err != nil {
		return nil, err
	}
	return &countingFile{EventFile: f, views: &c.views}, nil
}

type countingFile struct {
	tournament.EventFile
	views *atomic.Int64
}

func (c *countingFile) View(fn func(tournament.Reader) error) error {
	c.views.Add(1)
	return c.EventFile.View(fn)
}

// Issue 39: a command reads the event once, whatever it prints — the
// standings, the pairings, the sections, a sheet, an export — as the
// window reads it once a change.
func TestReads_Issue39OneReadPerCommand(t *testing.T) {
	dir, file := englishEvent(t, "ev.taikai")
	mustRun(t, "demo", file, "--game", "go", "--players", "24", "--rounds", "2")
	files := &countingFiles{EventFiles: testFiles}
	for _, args := range [][]string{
		{"standings", file},
		{"standings", file, "--round", "1", "--format", "csv"},
		{"pairings", file},
		{"section", "list", file},
		{"players", "list", file},
		{"disputes", file},
		{"print", file, "standings", "--out", filepath.Join(dir, "s.pdf")},
		{"print", file, "pairings", "--out", filepath.Join(dir, "p.pdf")},
		{"export", file, "--format", "xlsx", "--out", filepath.Join(dir, "e.xlsx")},
		{"export", file, "--out", filepath.Join(dir, "e.json")},
		{"log", file},
	} {
		before := files.views.Load()
		var out, errw bytes.Buffer
		require.Equal(t, ExitOK, Run(files, args, &out, &errw), "%v: %s", args, errw.String())
		assert.NotEmpty(t, out.String()+errw.String(), "%v printed nothing", args)
		assert.Equal(t, int64(1), files.views.Load()-before, "%v: one read of the event", args)
	}
}
