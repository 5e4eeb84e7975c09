package storage

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// The crash test re-runs this test binary as a child that imports 2,000
// participants into FILE; the parent kills it with SIGKILL and checks that
// the file opens, passes bbolt's consistency check, and holds all 2,000
// participants or none.
const crashChildEnv = "TAIKAI_CRASH_CHILD_FILE"

func TestCrashChild(t *testing.T) {
	path := os.Getenv(crashChildEnv)
	if path == "" {
		t.Skip("helper process of TestCrash_SIGKILLDuringImportLeavesAllOrNone")
	}
	if os.Getenv("TAIKAI_CRASH_SLOW") != "" {
		// Stretch the transaction to about 2 s so the kill lands inside it.
		started := false
		testHookPut = func() {
			if !started {
				started = true
				fmt.Println("in-transaction")
			}
			time.Sleep(time.Millisecond)
		}
	}
	b, err := Open(path)
	require.NoError(t, err)
	s := tournament.NewService(b)
	_, err = s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(2000, 7)))
	require.NoError(t, err)
	fmt.Println("committed")
	b.Close()
}

func TestCrash_SIGKILLDuringImportLeavesAllOrNone(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	dir := t.TempDir()
	outcomes := map[int]int{}
	run := func(i int, slow bool, delay time.Duration) {
		path := filepath.Join(dir, fmt.Sprintf("crash%d.taikai", i))
		require.NoError(t, CreateWith(path, func(st tournament.Store) error {
			ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "crash"}, nil, time.Now())
			if err != nil {
				return err
			}
			return tournament.NewService(st).Create(ev)
		}))
		cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
		if slow {
			cmd.Env = append(cmd.Env, "TAIKAI_CRASH_SLOW=1")
		}
		out, err := cmd.StdoutPipe()
		require.NoError(t, err)
		require.NoError(t, cmd.Start())
		lines := bufio.NewScanner(out)
		if slow {
			for lines.Scan() && lines.Text() != "in-transaction" {
			}
		}
		time.Sleep(delay)
		cmd.Process.Signal(syscall.SIGKILL)
		go func() {
			for lines.Scan() {
			}
		}()
		cmd.Wait()

		db, err := bolt.Open(path, 0o644, &bolt.Options{Timeout: time.Second, ReadOnly: true})
		require.NoError(t, err)
		require.NoError(t, db.View(func(tx *bolt.Tx) error {
			for err := range tx.Check() {
				return err
			}
			return nil
		}))
		db.Close()
		b, err := Open(path)
		require.NoError(t, err)
		var n int
		require.NoError(t, b.View(func(r tournament.Reader) error {
			ps, err := r.Participants()
			n = len(ps)
			return err
		}))
		b.Close()
		require.Contains(t, []int{0, 2000}, n, "run %d (slow=%v, kill after %v)", i, slow, delay)
		outcomes[n]++
	}
	// Killed surely inside the transaction.
	for i := range 5 {
		run(i, true, time.Duration(i*150)*time.Millisecond)
	}
	require.Equal(t, 5, outcomes[0], "a kill inside the transaction keeps none")
	// Killed at full speed at moments spread over the import and its commit.
	for i := 5; i < 25; i++ {
		run(i, false, time.Duration((i-5)*15)*time.Millisecond)
	}
	t.Logf("participants after SIGKILL: none in %d runs, all 2000 in %d runs", outcomes[0], outcomes[2000])
}
