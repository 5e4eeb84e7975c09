package storage

// The damage harness of issue 23 (scripts/damage-harness.sh runs it at
// full size): an event file is damaged in seeded random ways — cut short,
// single bits flipped, pages zeroed, one header page zeroed (page 0, page
// 1, the newest, the older), both headers zeroed — and opened, read the
// way every screen reads it and changed once. Each outcome is counted:
// refused as damaged (with a snapshot offered or not), opened from the
// intact header with the missing change told, opened with the same data.
// Never allowed: opened with different data (or an older state without a
// word), a raw panic text in any message, a hang, "not a Taikai event
// file" for a file whose headers only are damaged.

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// damageRunsEnv sets how many damages the harness makes (default 60);
// damageSeedEnv repeats a run.
const (
	damageRunsEnv = "TAIKAI_DAMAGE_RUNS"
	damageSeedEnv = "TAIKAI_DAMAGE_SEED"
	damageTimeout = 10 * time.Second
)

// damageKinds is the cycle of damages: of every 30, 4 cuts, 18 single-bit
// flips, 4 zeroed pages, 3 single headers zeroed, 1 both headers zeroed.
var damageKinds = func() []string {
	var ks []string
	for _, k := range []struct {
		name string
		n    int
	}{{"cut short", 4}, {"bit flipped", 18}, {"page zeroed", 4}, {"one header zeroed", 3}, {"both headers zeroed", 1}} {
		for range k.n {
			ks = append(ks, k.name)
		}
	}
	return ks
}()

// harnessEvent writes the harness's event: 64 Othello players, round 1
// complete, round 2 paired with a few results and a phone report, the last
// change a result through the service. It returns the file's path and the
// dumps of the event before and after that last change.
func harnessEvent(t *testing.T, dir string) (path, before, after string) {
	t.Helper()
	path = filepath.Join(dir, "event.taikai")
	require.NoError(t, CreateWith(path, func(st tournament.Store) error {
		ev, err := tournament.NewEvent(tournament.EventInfo{Game: "othello", Name: "壊れた大会", Venue: "会場"}, map[string]string{"seed": "23"}, damageDay)
		if err != nil {
			return err
		}
		s := tournament.NewService(st)
		if err := s.Create(ev); err != nil {
			return err
		}
		_, err = s.ImportParticipants(tournament.ParticipantsCSV(tournament.DemoParticipants(64, 1)))
		return err
	}))
	b, err := Open(path)
	require.NoError(t, err)
	s := tournament.NewService(b, tournament.WithClock(func() time.Time { return damageDay }))
	rng := rand.New(rand.NewPCG(23, 23))
	r, err := s.PairNextRound()
	require.NoError(t, err)
	require.NoError(t, b.Update(func(w tournament.Writer) error {
		for i, g := range r.Games {
			if !g.IsBye() {
				x := rng.IntN(65)
				text := fmt.Sprintf("%d-%d", x, 64-x)
				r.Games[i].Result = &tournament.Result{Text: text, Entered: text, Arbiter: "test", Recorded: damageDay}
			}
		}
		return w.PutRound(r)
	}))
	_, err = s.PairNextRound()
	require.NoError(t, err)
	for table := 1; table <= 4; table++ {
		_, err := s.RecordResult(2, table, "40-24")
		require.NoError(t, err)
	}
	require.NoError(t, s.ChangeSettings(map[string]string{"phone_reports": "on"}))
	rs, err := s.Rounds()
	require.NoError(t, err)
	g := rs[1].Games[5]
	_, err = s.ReportResult(tournament.ReportInput{Round: 2, Table: g.Table, Token: g.ReportToken, Text: "33-31", Side: "black"})
	require.NoError(t, err)
	before = dumpEvent(t, b)
	_, err = s.RecordResult(2, 5, "10-54")
	require.NoError(t, err)
	after = dumpEvent(t, b)
	require.NoError(t, b.Close())
	return path, before, after
}

// dumpEvent is everything the event file holds, as the screens read it,
// and the numbers it will give next (participant ids, audit and report
// sequence numbers).
func dumpEvent(t *testing.T, b *Bolt) string {
	t.Helper()
	var out []string
	err := b.View(func(r tournament.Reader) error {
		ev, err := r.Event()
		if err != nil {
			return err
		}
		ps, err := r.Participants()
		if err != nil {
			return err
		}
		rs, err := r.Rounds()
		if err != nil {
			return err
		}
		recs, err := r.Records()
		if err != nil {
			return err
		}
		log, err := r.Audit()
		if err != nil {
			return err
		}
		reps, err := r.Reports()
		if err != nil {
			return err
		}
		for _, v := range []any{ev, ps, rs, recs, log, reps} {
			data, err := json.Marshal(v)
			if err != nil {
				return err
			}
			out = append(out, string(data))
		}
		return nil
	})
	if err != nil {
		return "error: " + err.Error()
	}
	err = b.view(func(tx *bolt.Tx) error {
		for _, name := range [][]byte{bucketParticipants, bucketAudit, bucketReports} {
			if bk := tx.Bucket(name); bk != nil {
				out = append(out, string(name)+":"+strconv.FormatUint(bk.Sequence(), 10))
			}
		}
		return nil
	})
	if err != nil {
		return "error: " + err.Error()
	}
	return strings.Join(out, "\n")
}

// damageOutcome is what one damaged file did.
type damageOutcome struct {
	kind, what string
	// outcome is one of the counted outcomes (see TestDamageHarness).
	outcome string
	// bad is why the outcome is a failure, "" when it is not.
	bad string
}

// errorTexts is every message err gives, in both languages.
func errorTexts(err error) []string {
	return []string{err.Error(), tournament.Localize(err, tournament.English), tournament.Localize(err, tournament.Japanese)}
}

// tryDamaged opens the damaged file at path, reads it and changes it once.
func tryDamaged(path, before, after string, headersOnly bool) (outcome, bad string) {
	var msgs []string
	defer func() {
		for _, m := range msgs {
			if rawPanic(m) && bad == "" {
				bad = "raw panic text: " + m
			}
		}
	}()
	b, err := Open(path)
	if err != nil {
		msgs = append(msgs, errorTexts(err)...)
		var d *DamagedError
		switch {
		case errors.As(err, &d) && d.Latest != nil:
			return "refused as damaged, snapshot offered", ""
		case errors.As(err, &d):
			return "refused as damaged, no snapshot offered", "no snapshot offered: " + err.Error()
		case headersOnly:
			return "refused otherwise", "headers damaged only, refused without the snapshot offer: " + err.Error()
		case errors.Is(err, tournament.ErrDamagedFile), errors.Is(err, tournament.ErrNotEventFile), errors.Is(err, tournament.ErrNewerFile):
			return "refused otherwise", ""
		}
		return "refused otherwise", "an error that is not a refusal: " + err.Error()
	}
	defer b.Close()
	for _, n := range b.Notices() {
		msgs = append(msgs, n.En, n.Ja)
	}
	got := dumpEvent(&testing.T{}, b)
	if strings.HasPrefix(got, "error: ") {
		msgs = append(msgs, got)
		if b.Broken() != nil {
			return "opened, damage found on reading", ""
		}
		return "opened, reading failed", "reading failed without the damage message: " + got
	}
	switch {
	case got == after && len(b.Notices()) == 0:
		outcome = "opened, same data"
	case got == before && len(b.Notices()) > 0:
		outcome = "opened from the intact header, missing change told"
	case got == before:
		return "opened as before the last change, without a word", "the last change is missing and nothing says so"
	default:
		return "opened with different data", "different data: " + firstDifference(after, got)
	}
	// One change: it is written or refused as damage, never a crash.
	err = b.Update(func(w tournament.Writer) error {
		return w.AppendAudit(tournament.AuditEntry{Action: "harness", Detail: "one change after opening"})
	})
	if err != nil {
		msgs = append(msgs, errorTexts(err)...)
		if !errors.Is(err, tournament.ErrDamagedFile) {
			return outcome, "a change failed without the damage message: " + err.Error()
		}
	}
	return outcome, ""
}

func firstDifference(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := range min(len(w), len(g)) {
		if w[i] != g[i] {
			j := 0
			for j < min(len(w[i]), len(g[i])) && w[i][j] == g[i][j] {
				j++
			}
			from := max(0, j-40)
			return fmt.Sprintf("part %d at byte %d: want …%.80s… got …%.80s…", i, j, w[i][from:], g[i][from:])
		}
	}
	return fmt.Sprintf("%d parts, want %d", len(g), len(w))
}

// copyEventTo copies the event file at path and its snapshot folder into dir.
func copyEventTo(t *testing.T, path, dir string, data []byte) string {
	t.Helper()
	to := filepath.Join(dir, filepath.Base(path))
	require.NoError(t, os.WriteFile(to, data, 0o600))
	require.NoError(t, os.MkdirAll(snapshotDir(to), 0o700))
	es, err := os.ReadDir(snapshotDir(path))
	require.NoError(t, err)
	for _, e := range es {
		raw, err := os.ReadFile(filepath.Join(snapshotDir(path), e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(snapshotDir(to), e.Name()), raw, 0o600))
	}
	return to
}

// damage applies a damage of kind to data, the bytes of the file whose
// header is h; it returns what it did.
func damage(rng *rand.Rand, kind string, data []byte, h fileHead) string {
	page := h.pageSize
	used := int(h.meta[h.use].pgid) * page
	zero := func(p int) { clear(data[p*page : (p+1)*page]) }
	switch kind {
	case "cut short":
		n := rng.IntN(used)
		return fmt.Sprintf("cut to %d of %d bytes", n, used) + string(rune(0)) + strconv.Itoa(n)
	case "bit flipped":
		at, bit := rng.IntN(used), rng.IntN(8)
		data[at] ^= 1 << bit
		return fmt.Sprintf("bit %d of byte %d (page %d) flipped", bit, at, at/page)
	case "page zeroed":
		p := 2 + rng.IntN(used/page-2)
		zero(p)
		return fmt.Sprintf("page %d zeroed", p)
	case "one header zeroed":
		switch w := rng.IntN(4); w {
		case 0, 1:
			zero(w)
			return fmt.Sprintf("header page %d zeroed", w)
		case 2:
			zero(h.use)
			return fmt.Sprintf("the newest header (page %d) zeroed", h.use)
		default:
			zero(1 - h.use)
			return fmt.Sprintf("the older header (page %d) zeroed", 1-h.use)
		}
	case "both headers zeroed":
		zero(0)
		zero(1)
		return "both header pages zeroed"
	}
	panic("unknown damage " + kind)
}

// TestDamageHarness damages the harness's event file TAIKAI_DAMAGE_RUNS
// times (60 by default; scripts/damage-harness.sh runs 300) and counts
// the outcomes; any failure outcome fails the test.
func TestDamageHarness(t *testing.T) {
	runs := 60
	if n, err := strconv.Atoi(os.Getenv(damageRunsEnv)); err == nil && n > 0 {
		runs = n
	}
	seed := uint64(time.Now().UnixNano())
	if n, err := strconv.ParseUint(os.Getenv(damageSeedEnv), 10, 64); err == nil {
		seed = n
	}
	t.Logf("seed %d (%s=%d repeats this run), %d damages", seed, damageSeedEnv, seed, runs)
	path, before, after := harnessEvent(t, t.TempDir())
	require.NotEqual(t, before, after)
	base, err := os.ReadFile(path)
	require.NoError(t, err)
	head, err := readHead(path)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 23))
	// Each damage is met twice: by an open that checks the file whole
	// (the file changed since its clean close), and at rest, by an open
	// that trusts the mark of a clean close made to match the damaged
	// file (a flipped bit the file system did not notice): there only
	// the checksums, checked as records are read, can find it.
	modes := []string{"on opening", "at rest after a clean close"}
	counts := map[string]map[string]int{}
	byKind := map[string]map[string]int{}
	var failures []string
	hangs, raw, different, recovered := 0, 0, 0, 0
	for i := range runs {
		kind := damageKinds[i%len(damageKinds)]
		data := slices.Clone(base)
		what := damage(rng, kind, data, head)
		if k, n, ok := strings.Cut(what, string(rune(0))); ok {
			what = k
			cut, _ := strconv.Atoi(n)
			data = data[:cut]
		}
		for _, mode := range modes {
			p := copyEventTo(t, path, t.TempDir(), data)
			if mode != modes[0] {
				writeCleanMark(p, head.txid())
			}
			done := make(chan damageOutcome, 1)
			go func() {
				o := damageOutcome{kind: kind, what: what}
				defer func() {
					if r := recover(); r != nil {
						o.outcome, o.bad = "panicked", fmt.Sprintf("panic: %v\n%s", r, debug.Stack())
					}
					done <- o
				}()
				o.outcome, o.bad = tryDamaged(p, before, after, strings.Contains(kind, "header"))
			}()
			var o damageOutcome
			select {
			case o = <-done:
			case <-time.After(damageTimeout):
				hangs++
				o = damageOutcome{kind: kind, what: what, outcome: "hang", bad: "no answer within " + damageTimeout.String()}
			}
			if counts[mode] == nil {
				counts[mode] = map[string]int{}
			}
			counts[mode][o.outcome]++
			if byKind[mode+"/"+kind] == nil {
				byKind[mode+"/"+kind] = map[string]int{}
			}
			byKind[mode+"/"+kind][o.outcome]++
			switch o.outcome {
			case "opened with different data", "opened as before the last change, without a word":
				different++
			case "opened from the intact header, missing change told":
				recovered++
			}
			if strings.HasPrefix(o.bad, "raw panic text") {
				raw++
			}
			if o.bad != "" {
				failures = append(failures, fmt.Sprintf("#%d %s (%s), %s: %s", i, kind, what, mode, o.bad))
			}
		}
	}
	for _, mode := range modes {
		var lines []string
		for _, k := range slices.Sorted(maps.Keys(counts[mode])) {
			lines = append(lines, fmt.Sprintf("  %-55s %4d", k, counts[mode][k]))
		}
		t.Logf("%d damages met %s:\n%s", runs, mode, strings.Join(lines, "\n"))
		for _, kind := range []string{"cut short", "bit flipped", "page zeroed", "one header zeroed", "both headers zeroed"} {
			var parts []string
			for _, k := range slices.Sorted(maps.Keys(byKind[mode+"/"+kind])) {
				parts = append(parts, fmt.Sprintf("%s %d", k, byKind[mode+"/"+kind][k]))
			}
			t.Logf("  %s: %s", kind, strings.Join(parts, "; "))
		}
	}
	t.Logf("opened with different data: %d; raw panic texts: %d; hangs: %d; intact-header recoveries: %d", different, raw, hangs, recovered)
	for _, f := range failures {
		t.Error(f)
	}
}
