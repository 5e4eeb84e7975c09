package storage

// The crash harness of issue 15: a child process (this test binary run
// again) enters results into an event file one by one and says on its
// standard output which changes were acknowledged; the tests
// (killresults_test.go, powercut_test.go, powercut_ext4_test.go) cut it
// short (SIGKILL, or a simulated power cut) and check that the file opens
// and that every acknowledged change is in it.

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"taikai/tournament"
)

const (
	// resultsChildEnv names the event file the child enters results in.
	resultsChildEnv = "TAIKAI_RESULTS_CHILD_FILE"
	// resultsChildSeed seeds the child's choice of tables and scores.
	resultsChildSeed = "TAIKAI_RESULTS_CHILD_SEED"
	// resultsChildMax, when set, stops the child after that many changes.
	resultsChildMax = "TAIKAI_RESULTS_CHILD_MAX"
	// harnessPlayers is the size of the harness's event: 32 tables a round.
	harnessPlayers = 64
	// harnessRounds is how many rounds the child pairs; after the last
	// one is complete it only corrects results.
	harnessRounds = 3
)

// TestResultsChild is the child of the crash harness, not a test. It opens
// the event file, then enters results as an arbiter does: an Othello card
// (x-(64-x), so that no question is asked) at a table of the current round
// taken in random order, now and then a correction of a table already
// recorded (in any round), and the next round paired when the current one
// is complete. Before each change it prints "try ROUND TABLE TEXT" (or
// "try pair ROUND"), and once the change is acknowledged — RecordResult or
// PairNextRound returned nil — "ack ROUND TABLE STORED" ("ack pair
// ROUND"): each line is one write(2) to its standard output, a pipe that
// keeps what was written when the child is killed.
func TestResultsChild(t *testing.T) {
	path := os.Getenv(resultsChildEnv)
	if path == "" {
		t.Skip("helper process of the crash harness (crashharness_test.go)")
	}
	seed, _ := strconv.ParseUint(os.Getenv(resultsChildSeed), 10, 64)
	limit, _ := strconv.Atoi(os.Getenv(resultsChildMax))
	fail := func(format string, args ...any) {
		fmt.Printf("error "+format+"\n", args...)
		os.Exit(3)
	}
	b, err := Open(path)
	if err != nil {
		fail("open: %v", err)
	}
	s := tournament.NewService(b)
	fmt.Printf("ready %d\n", os.Getpid())
	rng := rand.New(rand.NewPCG(seed, 15))
	for step := 0; limit == 0 || step < limit; step++ {
		rs, err := s.Rounds()
		if err != nil {
			fail("rounds: %v", err)
		}
		cur := rs[len(rs)-1]
		var open []int
		var done [][2]int
		for _, r := range rs {
			for _, g := range r.Games {
				switch {
				case g.IsBye():
				case g.Result != nil:
					done = append(done, [2]int{r.Number, g.Table})
				case r.Number == cur.Number:
					open = append(open, g.Table)
				}
			}
		}
		if len(open) == 0 && len(rs) < harnessRounds {
			fmt.Printf("try pair %d\n", cur.Number+1)
			r, err := s.PairNextRound()
			if err != nil {
				fail("pairing: %v", err)
			}
			fmt.Printf("ack pair %d\n", r.Number)
			continue
		}
		n, table := cur.Number, 0
		if len(open) > 0 && (len(done) == 0 || rng.IntN(8) != 0) {
			table = open[rng.IntN(len(open))]
		} else {
			c := done[rng.IntN(len(done))]
			n, table = c[0], c[1]
		}
		x := rng.IntN(65)
		text := fmt.Sprintf("%d-%d", x, 64-x)
		fmt.Printf("try %d %d %s\n", n, table, text)
		v, err := s.RecordResult(n, table, text)
		if err != nil {
			fail("round %d table %d %s: %v", n, table, text, err)
		}
		fmt.Printf("ack %d %d %s\n", n, table, v.Stored)
	}
	if err := b.Close(); err != nil {
		fail("close: %v", err)
	}
	fmt.Println("done")
}

// entryChange is one change the child made or tried.
type entryChange struct {
	pair         bool // a round paired (Round), else a result
	round, table int
	text         string
}

func (c entryChange) key() [2]int {
	if c.pair {
		return [2]int{c.round, 0}
	}
	return [2]int{c.round, c.table}
}

func (c entryChange) String() string {
	if c.pair {
		return fmt.Sprintf("round %d paired", c.round)
	}
	return fmt.Sprintf("round %d table %d %s", c.round, c.table, c.text)
}

// entryLog is what the child said before it was cut short.
type entryLog struct {
	// acked are the acknowledged changes, in order.
	acked []entryChange
	// inFlight is the change tried after the last acknowledged one, which
	// may or may not be in the file.
	inFlight *entryChange
	// errors are the child's own failures ("error …" lines).
	errors []string
}

// parseEntryLog reads the child's lines.
func parseEntryLog(lines []string) entryLog {
	var l entryLog
	for _, line := range lines {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		var c entryChange
		switch {
		case f[0] == "error":
			l.errors = append(l.errors, line)
			continue
		case (f[0] == "try" || f[0] == "ack") && len(f) == 3 && f[1] == "pair":
			c.pair = true
			c.round, _ = strconv.Atoi(f[2])
		case (f[0] == "try" || f[0] == "ack") && len(f) == 4:
			c.round, _ = strconv.Atoi(f[1])
			c.table, _ = strconv.Atoi(f[2])
			c.text = f[3]
		default:
			continue
		}
		if f[0] == "try" {
			l.inFlight = &c
		} else {
			l.acked = append(l.acked, c)
			l.inFlight = nil
		}
	}
	return l
}

// checkFigures are the figures of checking files after cuts.
type checkFigures struct {
	cuts       int // kills or power cuts
	acks       int // acknowledged changes the child reported
	checked    int // distinct tables and rounds checked (their latest acknowledged value)
	lost       int // acknowledged changes missing or with another value
	unopenable int // files storage.Open refused
	notices    int // files that opened with a notice of a missing change
	inFlightIn int // unacknowledged changes found in the file anyway
	lostWhat   []string
}

func (f checkFigures) String() string {
	return fmt.Sprintf("%d cuts, %d acknowledged changes (%d distinct tables/rounds checked), %d lost, %d unopenable, %d opened with a missing-change notice, %d in-flight changes found committed",
		f.cuts, f.acks, f.checked, f.lost, f.unopenable, f.notices, f.inFlightIn)
}

// checkAcknowledged opens the event file at path with Open, as the
// arbiter would after the cut, and checks that every change in l.acked is
// there: each table with its latest acknowledged result (or the in-flight
// correction of that table, which may have been committed before the cut
// without being acknowledged), each acknowledged pairing's round. It adds
// to f; what it describes of a failure goes to f.lostWhat.
func checkAcknowledged(path string, l entryLog, what string, f *checkFigures) {
	f.cuts++
	f.acks += len(l.acked)
	b, err := Open(path)
	if err != nil {
		f.unopenable++
		f.lostWhat = append(f.lostWhat, fmt.Sprintf("%s: does not open: %v", what, err))
		return
	}
	defer b.Close()
	if n := b.Notices(); len(n) > 0 {
		f.notices++
		f.lostWhat = append(f.lostWhat, fmt.Sprintf("%s: notice: %s", what, n[0].En))
	}
	rs, err := tournament.NewService(b).Rounds()
	if err != nil {
		f.unopenable++
		f.lostWhat = append(f.lostWhat, fmt.Sprintf("%s: rounds do not read: %v", what, err))
		return
	}
	latest := map[[2]int]entryChange{}
	var order [][2]int
	for _, c := range l.acked {
		if _, ok := latest[c.key()]; !ok {
			order = append(order, c.key())
		}
		latest[c.key()] = c
	}
	found := func(c entryChange) (string, bool) {
		for _, r := range rs {
			if r.Number != c.round {
				continue
			}
			if c.pair {
				return "", true
			}
			if g, _, ok := r.GameAt(c.table); ok && g.Result != nil {
				return g.Result.Text, true
			}
			return "", false
		}
		return "", false
	}
	for _, k := range order {
		c := latest[k]
		f.checked++
		got, ok := found(c)
		if ok && got == c.text {
			continue
		}
		if in := l.inFlight; in != nil && in.key() == k {
			if g2, ok2 := found(*in); ok2 && g2 == in.text {
				continue // corrected by the change in flight, committed
			}
		}
		f.lost++
		f.lostWhat = append(f.lostWhat, fmt.Sprintf("%s: acknowledged %v, the file has %q (present %v)", what, c, got, ok))
	}
	if in := l.inFlight; in != nil {
		if got, ok := found(*in); ok && got == in.text {
			f.inFlightIn++
		}
	}
}

// harnessTemplate writes the harness's event once per test: the Othello
// demo of harnessPlayers participants with round 1 paired.
func harnessTemplate(t *testing.T) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "template.taikai")
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		return tournament.NewService(st).CreateDemoWith(tournament.GameKinds()[0], harnessPlayers)
	}))
	b, err := Open(path)
	require.NoError(t, err)
	ev, err := tournament.NewService(b).Event()
	require.NoError(t, err)
	require.Equal(t, "othello", string(ev.Game))
	_, err = tournament.NewService(b).PairNextRound()
	require.NoError(t, err)
	require.NoError(t, b.Close())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return data
}

// writeSynced writes data to a new file at path and syncs it and its folder.
func writeSynced(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, filePerm)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return syncDir(filepath.Dir(path))
}

// childProcess is a running child of the harness and the lines it wrote.
type childProcess struct {
	cmd   *exec.Cmd
	ready chan int // the child's pid, when it has opened the file
	mu    sync.Mutex
	lines []string
	eof   chan struct{}
}

// startChild starts the harness's child on path, through wrap (a tracer
// and its arguments, or nothing).
func startChild(t *testing.T, path string, seed uint64, limit int, wrap ...string) *childProcess {
	t.Helper()
	args := append(wrap, os.Args[0], "-test.run=^TestResultsChild$", "-test.count=1")
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Env = append(os.Environ(), resultsChildEnv+"="+path, fmt.Sprintf("%s=%d", resultsChildSeed, seed))
	if limit > 0 {
		cmd.Env = append(cmd.Env, fmt.Sprintf("%s=%d", resultsChildMax, limit))
	}
	cmd.Stderr = io.Discard
	out, err := cmd.StdoutPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	c := &childProcess{cmd: cmd, ready: make(chan int, 1), eof: make(chan struct{})}
	go func() {
		defer close(c.eof)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			line := sc.Text()
			c.mu.Lock()
			c.lines = append(c.lines, line)
			c.mu.Unlock()
			if pid, ok := strings.CutPrefix(line, "ready "); ok {
				n, _ := strconv.Atoi(pid)
				c.ready <- n
			}
		}
	}()
	return c
}

// waitReady waits until the child has opened the file and returns its pid
// (the traced process's, under a tracer), or 0 when it ended first.
func (c *childProcess) waitReady(t *testing.T) int {
	t.Helper()
	select {
	case pid := <-c.ready:
		return pid
	case <-c.eof:
		return 0
	case <-time.After(30 * time.Second):
		t.Fatal("the child did not open the event file within 30 s")
		return 0
	}
}

// finish waits for the child (already killed, or ending by itself) and
// returns every line it wrote.
func (c *childProcess) finish() []string {
	<-c.eof
	c.cmd.Wait()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lines
}

// envRuns is the number of runs asked for in the environment variable
// name, else def.
func envRuns(t *testing.T, name string, def int) int {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	require.NoError(t, err, "%s=%q", name, v)
	return n
}

// harnessSeed is the seed of a harness test: TAIKAI_CRASH_SEED to repeat a
// run, else the clock; the test logs it.
func harnessSeed(t *testing.T) uint64 {
	t.Helper()
	if v := os.Getenv("TAIKAI_CRASH_SEED"); v != "" {
		n, err := strconv.ParseUint(v, 10, 64)
		require.NoError(t, err)
		return n
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d (TAIKAI_CRASH_SEED=%d repeats this run)", seed, seed)
	return seed
}
