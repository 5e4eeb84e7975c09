package storage

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// Snapshots are whole copies of an event file (bbolt's Tx.WriteTo) in a
// private folder beside it, FILE-snapshots/, named
// NNNN-YYYYMMDD-HHMMSS-LABEL.taikai: taken after a round is paired and
// when its last result is recorded (tournament.Service calls Snapshot),
// before a migration and before a restore. The newest SnapshotsKeep are
// kept. Each is written to a temporary file, synced, then named: a
// snapshot on disk is always whole.

// SnapshotsKeep is how many snapshots of an event are kept (the oldest go).
const SnapshotsKeep = 30

// SnapshotInfo is one snapshot of an event file (tournament's, which the
// app reads through tournament.EventFiles).
type SnapshotInfo = tournament.SnapshotInfo

// snapshotDir is the snapshot folder of the event file at path.
func snapshotDir(path string) string { return path + "-snapshots" }

var snapshotName = regexp.MustCompile(`^(\d+)-(\d{8}-\d{6})-([a-z0-9-]+)\.taikai$`)

// Snapshots returns the snapshots of the event file at path, oldest first
// (none when it has no snapshot folder).
func Snapshots(path string) ([]SnapshotInfo, error) {
	dir := snapshotDir(path)
	es, err := os.ReadDir(dir)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", dir, err)
	}
	var out []SnapshotInfo
	for _, e := range es {
		m := snapshotName.FindStringSubmatch(e.Name())
		if m == nil || e.IsDir() {
			continue
		}
		id, _ := strconv.Atoi(m[1])
		t, err := time.ParseInLocation("20060102-150405", m[2], time.Local)
		if err != nil {
			continue
		}
		out = append(out, SnapshotInfo{ID: id, Time: t, Label: m[3], Path: filepath.Join(dir, e.Name())})
	}
	slices.SortFunc(out, func(a, b SnapshotInfo) int { return a.ID - b.ID })
	return out, nil
}

// Snapshot keeps a copy of the event as it is now, labelled label (a key:
// "round-3-paired"), in the snapshot folder; it implements
// tournament.Snapshotter.
func (b *Bolt) Snapshot(label string) error {
	if b.quiet {
		return nil
	}
	_, err := b.snapshot(label)
	return err
}

func (b *Bolt) snapshot(label string) (SnapshotInfo, error) {
	return writeSnapshot(b.path, label, func(w io.Writer) error {
		return b.view(func(tx *bolt.Tx) error { _, err := tx.WriteTo(w); return err })
	})
}

// writeSnapshot writes a new snapshot of the event file at path with write,
// then removes the oldest beyond SnapshotsKeep.
func writeSnapshot(path, label string, write func(io.Writer) error) (SnapshotInfo, error) {
	dir := snapshotDir(path)
	if err := os.MkdirAll(dir, dirPerm); err != nil {
		return SnapshotInfo{}, fmt.Errorf("making the snapshot folder: %w", err)
	}
	removeStale(dir, ".", ".tmp")
	label = cleanLabel(label)
	for range 100 {
		have, err := Snapshots(path)
		if err != nil {
			return SnapshotInfo{}, err
		}
		id := 1
		if n := len(have); n > 0 {
			id = have[n-1].ID + 1
		}
		now := time.Now()
		s := SnapshotInfo{ID: id, Time: now.Truncate(time.Second), Label: label,
			Path: filepath.Join(dir, fmt.Sprintf("%04d-%s-%s.taikai", id, now.Format("20060102-150405"), label))}
		err = writeNew(s.Path, write)
		if errors.Is(err, errTaken) {
			continue
		}
		if err != nil {
			return SnapshotInfo{}, fmt.Errorf("writing snapshot %d: %w", id, err)
		}
		prune(path, SnapshotsKeep)
		return s, nil
	}
	return SnapshotInfo{}, fmt.Errorf("no free snapshot number in %s", dir)
}

func cleanLabel(label string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(label) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' {
			b.WriteRune(r)
		} else {
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "manual"
	}
	return b.String()
}

// prune removes the oldest snapshots of path beyond keep.
func prune(path string, keep int) {
	have, err := Snapshots(path)
	if err != nil {
		return
	}
	for len(have) > keep {
		os.Remove(have[0].Path)
		have = have[1:]
	}
}

// findSnapshot returns the snapshot of path named id: its number ("7",
// "0007") or its file name.
func findSnapshot(path, id string) (SnapshotInfo, error) {
	have, err := Snapshots(path)
	if err != nil {
		return SnapshotInfo{}, err
	}
	n, nerr := strconv.Atoi(strings.TrimSpace(id))
	for _, s := range have {
		if (nerr == nil && s.ID == n) || filepath.Base(s.Path) == id {
			return s, nil
		}
	}
	return SnapshotInfo{}, tournament.NewProblem(tournament.ErrNotFound, "%s has no snapshot %s (`taikai snapshots %s` lists them)",
		"%s にはスナップショット %s がありません（一覧は `taikai snapshots %s`）", path, id, path)
}

// checkSnapshot opens the snapshot at path read-only and reads it whole.
func checkSnapshot(path string) error {
	b, err := openFile(path, openCheck)
	if err != nil {
		return err
	}
	return b.Close()
}

// latestGoodSnapshot returns the newest snapshot of path that reads whole
// (of the newest five), or nil.
func latestGoodSnapshot(path string) *SnapshotInfo {
	have, _ := Snapshots(path)
	for i := len(have) - 1; i >= 0 && i >= len(have)-5; i-- {
		if checkSnapshot(have[i].Path) == nil {
			return &have[i]
		}
	}
	return nil
}

// RestoreReport says what Restore did.
type RestoreReport = tournament.RestoreReport

// Restore makes the event file at path the snapshot id, in one step: the
// snapshot is checked, copied beside the file and synced; the current
// state is snapshotted first (or, when it cannot be read, the damaged file
// is kept beside under another name); then the copy is renamed over the
// file while this process holds it. A file open elsewhere is refused with
// tournament.ErrFileLocked. The audit entry of the restore records no
// program: RestoreBy is what the command line and the window call.
func Restore(path, id string) (RestoreReport, error) { return RestoreBy(path, id, "") }

// RestoreBy is Restore whose audit entry records the version of the program
// that restored (tournament.AuditEntry.Program).
func RestoreBy(path, id, program string) (RestoreReport, error) {
	var rep RestoreReport
	s, err := findSnapshot(path, id)
	if err != nil {
		return rep, err
	}
	rep.Restored = s
	if err := checkSnapshot(s.Path); err != nil {
		return rep, &tournament.Problem{Kind: tournament.ErrDamagedFile, Text: tournament.Text{
			En: fmt.Sprintf("snapshot %d cannot be restored, it is damaged too (%s); choose an older one", s.ID, tournament.Localize(err, tournament.English)),
			Ja: fmt.Sprintf("スナップショット %d も壊れているため戻せません（%s）。もっと古いものを選んでください", s.ID, tournament.Localize(err, tournament.Japanese)),
		}}
	}
	f, err := tempFor(path, ".restoring", true)
	if err != nil {
		return rep, fmt.Errorf("restoring %s: %w", path, err)
	}
	tmp, err := fillTemp(f, func(w io.Writer) error { return copyFile(s.Path, w) })
	if err != nil {
		return rep, fmt.Errorf("restoring %s: %w", path, err)
	}
	var note *lastChange
	if tb, err := openFile(tmp, openCheck); err == nil {
		tb.view(func(tx *bolt.Tx) error { note = noteOf(tx); return nil })
		tb.Close()
	}

	var cur *Bolt
	if _, err := os.Lstat(path); err == nil {
		cur, err = Open(path)
		switch {
		case err == nil:
			before, serr := cur.snapshot("before-restore-" + strconv.Itoa(s.ID))
			if serr != nil {
				cur.Close()
				os.Remove(tmp)
				return rep, fmt.Errorf("keeping the current state before the restore: %w", serr)
			}
			rep.Before = &before
		case errors.Is(err, tournament.ErrFileLocked), errors.Is(err, tournament.ErrReadOnlyFile), errors.Is(err, tournament.ErrNewerFile):
			os.Remove(tmp)
			return rep, err
		default:
			// The file cannot be read: keep it beside, unless someone holds it.
			if lerr := probeLock(path); lerr != nil {
				os.Remove(tmp)
				return rep, lerr
			}
			rep.Kept = path + ".damaged-" + time.Now().Format("20060102-150405")
			if err := os.Rename(path, rep.Kept); err != nil {
				os.Remove(tmp)
				return rep, fmt.Errorf("keeping the damaged file: %w", err)
			}
		}
	}
	// The note of the last change is the restored file's before the file
	// is: a restore cut short after the rename then leaves no note of a
	// later change that would read as one lost to damage (one cut short
	// before the rename leaves an older note, which says nothing).
	oldNote := readNote(path)
	writeNote(path, note)
	removeCleanMark(path)
	// Windows cannot rename over an open file; elsewhere the file is held
	// until it is replaced, so that no one opens it in between.
	if cur != nil && runtime.GOOS == "windows" {
		cur.Close()
	}
	err = replaceWith(tmp, path)
	if cur != nil {
		cur.Close()
	}
	if err != nil {
		writeNote(path, oldNote)
		return rep, fmt.Errorf("restoring %s: %w", path, err)
	}
	if testHookRestored != nil {
		testHookRestored()
	}
	if err := logRestore(path, rep, program); err != nil {
		return rep, fmt.Errorf("snapshot %d is restored, but the audit log could not say so: %w", s.ID, err)
	}
	return rep, nil
}

// testHookRestored, when set by a test, runs as soon as the restored file
// has its name (a restore killed there).
var testHookRestored func()

// logRestore writes the restore rep into the audit log of the file at path,
// made by program.
func logRestore(path string, rep RestoreReport, program string) error {
	b, err := Open(path)
	if err != nil {
		return err
	}
	defer b.Close()
	s := rep.Restored
	when := s.Time.Format("2006-01-02 15:04")
	en := fmt.Sprintf("restored snapshot %d (%s, taken %s)", s.ID, s.State().En, when)
	ja := fmt.Sprintf("スナップショット %d（%s、%s）に戻しました", s.ID, s.State().Ja, when)
	if rep.Before != nil {
		en += fmt.Sprintf("; the state before is snapshot %d", rep.Before.ID)
		ja += fmt.Sprintf("。戻す前の状態はスナップショット %d です", rep.Before.ID)
	}
	if rep.Kept != "" {
		en += fmt.Sprintf("; the damaged file is kept as %s", filepath.Base(rep.Kept))
		ja += fmt.Sprintf("。壊れたファイルは %s として残しました", filepath.Base(rep.Kept))
	}
	return b.Update(func(w tournament.Writer) error {
		ev, err := w.Event()
		if err != nil {
			return err
		}
		return w.AppendAudit(tournament.AuditEntry{Time: time.Now(), Arbiter: restoreArbiter(ev), Action: ActionRestore, Detail: en, DetailJa: ja, Program: program})
	})
}

// ActionRestore is the audit log's action of a restore.
const ActionRestore = "snapshot.restore"

// restoreArbiter is who restored: the event's arbiter, else the user.
func restoreArbiter(ev tournament.Event) string {
	if a := ev.Setting(tournament.SettingArbiter); a != "" {
		return a
	}
	for _, v := range []string{"USER", "USERNAME"} {
		if u := os.Getenv(v); u != "" {
			return u
		}
	}
	return "?"
}
