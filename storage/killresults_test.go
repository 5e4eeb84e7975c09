package storage

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestCrash_SIGKILLDuringResultEntry kills the harness's child (results
// entered one by one into a paired event, crashharness_test.go) with
// SIGKILL at a random moment, then opens the file with Open and checks
// every result the child had acknowledged. TAIKAI_CRASH_RUNS kills (10 by
// default; the acceptance run of issue 15 is 200).
func TestCrash_SIGKILLDuringResultEntry(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	runs := envRuns(t, "TAIKAI_CRASH_RUNS", 10)
	rng := rand.New(rand.NewPCG(harnessSeed(t), 200))
	template := harnessTemplate(t)
	dir := t.TempDir()
	start := time.Now()
	var fig checkFigures
	beforeReady := 0
	for i := range runs {
		path := filepath.Join(dir, fmt.Sprintf("kill%03d.taikai", i))
		require.NoError(t, writeSynced(path, template))
		child := startChild(t, path, rng.Uint64(), 0)
		// One kill in ten at any moment from the start (while the file
		// opens, too); the others while results are being entered, up to
		// about 150 changes in.
		if rng.IntN(10) == 0 {
			beforeReady++
			time.Sleep(time.Duration(rng.IntN(150)) * time.Millisecond)
		} else {
			if child.waitReady(t) == 0 {
				t.Fatalf("the child ended before opening the file: %v", child.finish())
			}
			time.Sleep(time.Duration(rng.IntN(600)) * time.Millisecond)
		}
		require.NoError(t, child.cmd.Process.Signal(syscall.SIGKILL))
		lines := child.finish()
		l := parseEntryLog(lines)
		require.Empty(t, l.errors, "the child failed by itself")
		require.NotContains(t, lines, "done", "run %d: the child finished before the kill", i)
		checkAcknowledged(path, l, fmt.Sprintf("kill %d (%d acknowledged)", i, len(l.acked)), &fig)
	}
	t.Logf("SIGKILL during result entry: %v (%d killed from the start, %d while entering); %v",
		fig, beforeReady, runs-beforeReady, time.Since(start).Round(time.Millisecond))
	require.Zero(t, fig.lost+fig.unopenable, "%s", strings.Join(fig.lostWhat, "\n"))
}
