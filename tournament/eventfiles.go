package tournament

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// The event files as the app sees them: main opens and creates them with
// the one EventFiles it has (storage's) and hands it down, so that the
// window and the command line open nothing themselves (issue 39).

// EventFiles opens, creates and restores event files.
type EventFiles interface {
	// Open opens the event file at path to read and change it, or
	// read-only when the file cannot be written (a locked USB stick, a
	// read-only copy): then a change is refused with ErrReadOnlyFile.
	Open(path string) (EventFile, error)
	// Create makes a new event file at path, filled by fill in one step:
	// nothing is left at path when fill fails.
	Create(path string, fill func(Store) error) error
	// Snapshots lists the snapshots of the event file at path, oldest
	// first.
	Snapshots(path string) ([]SnapshotInfo, error)
	// Restore makes the (closed) event file at path its snapshot id; the
	// audit entry records program, the version that restored.
	Restore(path, id, program string) (RestoreReport, error)
}

// EventFile is an event file opened by EventFiles.Open.
type EventFile interface {
	Store
	// Path is the file's path.
	Path() string
	// ReadOnly reports whether the file was opened read-only.
	ReadOnly() bool
	// Notices is what the file must tell the arbiter on opening (a change
	// missing from it).
	Notices() []Text
	Close() error
}

// SnapshotInfo is one snapshot of an event file.
type SnapshotInfo struct {
	// ID is its number: `taikai restore FILE ID`.
	ID int
	// Time is when it was taken.
	Time time.Time
	// Label is the state it holds, as a key ("round-3-paired"); State
	// says it in words.
	Label string
	// Path is its file.
	Path string
}

// State says what state of the event the snapshot holds, in both
// languages: "round 3 paired", 「3回戦 組合せ後」.
func (s SnapshotInfo) State() Text { return labelText(s.Label) }

func labelText(label string) Text {
	// A section's snapshot in an event of several: "a--round-3-paired".
	if sec, rest, ok := strings.Cut(label, "--"); ok && sec != "" && rest != "" {
		in := labelText(rest)
		return Text{En: "section " + sec + ": " + in.En, Ja: "部門 " + sec + "：" + in.Ja}
	}
	parts := strings.Split(label, "-")
	num := func(s string) (int, bool) { n, err := strconv.Atoi(s); return n, err == nil }
	switch {
	case len(parts) == 3 && parts[0] == "round" && parts[2] == "paired":
		if n, ok := num(parts[1]); ok {
			return Text{En: fmt.Sprintf("round %d paired", n), Ja: fmt.Sprintf("%d回戦 組合せ後", n)}
		}
	case len(parts) == 3 && parts[0] == "round" && parts[2] == "complete":
		if n, ok := num(parts[1]); ok {
			return Text{En: fmt.Sprintf("round %d complete", n), Ja: fmt.Sprintf("%d回戦 全結果入力後", n)}
		}
	case label == "final-paired":
		return Text{En: "final paired", Ja: "決勝 組合せ後"}
	case label == "final-complete":
		return Text{En: "final complete", Ja: "決勝 結果入力後"}
	case len(parts) == 3 && parts[0] == "before" && parts[1] == "migration":
		v := strings.TrimPrefix(parts[2], "schema")
		return Text{En: "before upgrading the file (schema " + v + ")", Ja: "ファイル形式の更新前（スキーマ " + v + "）"}
	case len(parts) == 3 && parts[0] == "before" && parts[1] == "restore":
		return Text{En: "before restoring snapshot " + parts[2], Ja: "スナップショット " + parts[2] + " に戻す前"}
	case label == "manual":
		return Text{En: "taken by hand", Ja: "手動"}
	}
	return Text{En: label, Ja: label}
}

// RestoreReport says what Restore did.
type RestoreReport struct {
	// Restored is the snapshot put back.
	Restored SnapshotInfo
	// Before is the snapshot of the state it replaced, nil when that
	// state could not be read (a damaged file, kept as Kept).
	Before *SnapshotInfo
	// Kept is where the damaged file that was replaced now is, "" when
	// the file was not damaged.
	Kept string
}

// DamagedError is the error of an event file that cannot be read as it was
// written. Its message (the CLI's) says what is damaged, which snapshot is
// the latest good one and the command that restores it; Describe gives
// the message without the command, for a screen that offers a button.
type DamagedError struct {
	*Problem
	// Path is the event file.
	Path string
	// What is what is damaged.
	What Text
	// Latest is the newest snapshot of the file that opens and reads
	// whole, nil when there is none.
	Latest *SnapshotInfo
}

// Describe says what is damaged and what to do, in language l; with
// command, the action is the CLI command, else "restore the latest
// snapshot" (the button of the GUI).
func (d *DamagedError) Describe(l Lang, command bool) string {
	name := d.Path
	what := d.What.In(l)
	if d.Latest == nil {
		return Text{
			En: fmt.Sprintf("%s is damaged: %s. Nothing was changed. There is no snapshot of it to restore: open a copy of the event file instead (a backup, a copy on another stick).", name, what),
			Ja: fmt.Sprintf("%s は壊れています：%s。何も変更していません。戻せるスナップショットがありません。大会ファイルのコピー（バックアップ、別の USB メモリのコピー）を開いてください。", name, what),
		}.In(l)
	}
	s := d.Latest
	state := s.State().In(l)
	when := s.Time.Format("2006-01-02 15:04")
	if command {
		return Text{
			En: fmt.Sprintf("%s is damaged: %s. Nothing was changed. The latest good snapshot is %d (%s, %s); restore it with\n  taikai restore %s %d\n(the damaged file is kept beside it, renamed …damaged-DATE).", name, what, s.ID, state, when, name, s.ID),
			Ja: fmt.Sprintf("%s は壊れています：%s。何も変更していません。最新の正常なスナップショットは %d（%s、%s）です。次のコマンドで戻せます：\n  taikai restore %s %d\n（壊れたファイルは …damaged-日時 の名前で残します）", name, what, s.ID, state, when, name, s.ID),
		}.In(l)
	}
	return Text{
		En: fmt.Sprintf("%s is damaged: %s. Nothing was changed. The latest good snapshot is %d (%s, %s): “Restore the latest snapshot” puts it back (the damaged file is kept beside it, renamed …damaged-DATE).", name, what, s.ID, state, when),
		Ja: fmt.Sprintf("%s は壊れています：%s。何も変更していません。最新の正常なスナップショットは %d（%s、%s）です。「最新のスナップショットに戻す」で戻せます（壊れたファイルは …damaged-日時 の名前で残します）。", name, what, s.ID, state, when),
	}.In(l)
}
